"""Label templates: "Go to: {square}", "Move ahead {n}". A catalog writes the translations, so a
template is hostile text: it may only name a placeholder in braces, and filling it in is a plain
substitution, never `str.format` (whose fields reach attributes and items: `{square.__class__}`,
`{n.__init__.__globals__[...]}`, and whose specs nest other fields).

What a template holds: text, `{{` and `}}` for a literal brace, and placeholders `{name}`. The one
format spec is `{n:+d}` ("+3 points"): a number with its sign, as the English label writes it.
"""

from __future__ import annotations

import re

from deckctl.core.quoted import shortened

# A brace pair with no brace inside is a field; a brace left over is a lone one.
_TOKEN = re.compile(r"\{\{|\}\}|\{([^{}]*)\}|[{}]")
_FIELD = re.compile(r"([a-z][a-z0-9_]*)(:\+d)?")
SIGNED = ":+d"


def template_problem(template: str) -> str | None:
    """What makes `template` no label template, in plain words; None when it is one."""
    for match in _TOKEN.finditer(template):
        token, body = match.group(), match.group(1)
        if token in ("{{", "}}"):
            continue
        if body is None:
            return (f"a `{token}` that {'opens' if token == '{' else 'closes'} no placeholder "
                    f"(a placeholder is a name in braces, like {{n}}; write `{token * 2}` for a brace)")
        if not _FIELD.fullmatch(body):
            if _FIELD.fullmatch(body.lower()):  # (`{N}`: a name in capitals)
                return (f"`{shortened(token)}` is not a placeholder: a placeholder's name is in small letters, "
                        f"`{{{body.lower()}}}`")
            return f"`{shortened(token)}` is not a placeholder: a placeholder is a name in braces, like {{n}}"
    return None


def placeholders(template: str) -> list[str]:
    """The placeholders of a template as written (`{n}`, `{n:+d}`), sorted; `{{` and `}}` are none."""
    return sorted(match.group() for match in _TOKEN.finditer(template) if match.group(1) is not None)


def fill(template: str, values: dict[str, object]) -> str:
    """`template` with each placeholder replaced by its value; raises ValueError for anything but
    a placeholder of `values` (a checked template has nothing else)."""

    def replaced(match: re.Match) -> str:
        token, body = match.group(), match.group(1)
        if token in ("{{", "}}"):
            return token[0]
        field = _FIELD.fullmatch(body or "")
        if field is None or field.group(1) not in values:
            raise ValueError(f"not a placeholder of this label: {token!r}")
        value = values[field.group(1)]
        if field.group(2):
            if not isinstance(value, int):
                raise ValueError(f"{token!r} takes a whole number")
            return f"{value:+d}"
        return str(value)

    return _TOKEN.sub(replaced, template)
