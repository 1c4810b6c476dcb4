"""SARIF 2.1.0, the format GitHub code scanning reads (`--format sarif`).

One run of the tool `deckctl`: its rules are every lint rule and each other code that a finding
carries (validation codes, which have no documentation of their own); each finding is a result
with the rule's index, a level, the message (and hint), and the place as a path relative to the
repository root (`%SRCROOT%`, as code scanning reads it; the same root as `--format github`) with
a line and column. A finding about a whole file has no region.

Every rule has its id (the finding's code), a `name` in PascalCase as SARIF's own examples spell
them, a short and a full description, and, where deckctl knows where its documentation is
published, a `helpUri`: the rule's section of docs/lint.md (a validation code: docs/format.md).
SARIF wants an absolute URI there, and deckctl's documentation has no one address: the base is
the `Documentation` URL of deckctl's package metadata (`[project.urls]` in pyproject.toml, set by
whoever builds the wheel); without it the rules carry no `helpUri` (their `help` holds the whole
documentation anyway).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import quote

from deckctl.core.diagnostics import Diagnostic, Severity, sort_key
from deckctl.core.printable import json_printable
from deckctl.core.quoted import shortened
from deckctl.core.workflow_commands import inert_json
from deckctl.report.workspace import from_root, workspace_root

SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
_LEVEL = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "note"}


def _uri(file: str, root: Path) -> dict:
    relative = from_root(file, root)
    if Path(relative).is_absolute() or relative.startswith("../"):  # outside the repository: no base
        return {"uri": Path(file).resolve().as_uri()}
    # (a URI reference: `a b#c?d.yaml` written as it is would be read as a fragment and a query)
    return {"uri": quote(relative), "uriBaseId": "%SRCROOT%"}


# A `[` or `]` in a plain text message, and a backslash before one, escaped with a backslash
# (SARIF 2.1.0 §3.11.6): `[y](1)` from a card would otherwise be an embedded link to related
# location 1, `[click](https://...)` a link out of the viewer. A `{` or `}` is doubled
# (§3.11.5): `{0}` would otherwise be a placeholder for an argument.
_LINK_SYNTAX = re.compile(r"\\(?=[\[\]])|[\[\]]")


def plain_text(text: str) -> str:
    """`text` as a SARIF plain text message shows it: no embedded links, no placeholders."""
    text = text.replace("{", "{{").replace("}", "}}")
    return _LINK_SYNTAX.sub(lambda match: "\\" + match.group(), text)


def _rules(diagnostics: list[Diagnostic]) -> list[dict]:
    from deckctl.lint.registry import all_rules

    docs = documentation_url()
    rules = {}
    for rule in all_rules():
        rules[rule.id] = {"id": rule.id, "name": rule_name(rule.id),
                          "shortDescription": {"text": plain_text(rule.summary)},
                          "fullDescription": {"text": plain_text(description(rule.doc))},
                          **({"helpUri": f"{docs}/lint.md#{rule.id}"} if docs else {}),
                          "help": {"text": plain_text(rule.doc), "markdown": rule.doc},
                          "defaultConfiguration": {"level": _LEVEL[rule.severity]}}
    for code in sorted({d.code for d in diagnostics} - set(rules)):
        words = code.replace("-", " ")
        rules[code] = {"id": code, "name": rule_name(code),
                       "shortDescription": {"text": f"{words[:1].upper()}{words[1:]} (a check of the deck format)."},
                       "fullDescription": {"text": _FORMAT_CHECK},
                       **({"helpUri": f"{docs}/format.md"} if docs else {})}
    return list(rules.values())


# What a validation code is: it has no documentation of its own, the format has.
_FORMAT_CHECK = ("The deck breaks deckctl's source format (the manifest, the card files, the catalogs) or its "
                 "game's rules for cards: the message says what is wrong where, the hint how to put it right.")


def rule_name(code: str) -> str:
    """SARIF's `name` of a rule, PascalCase as its specification's examples: `QuestionMark`."""
    return "".join(word[:1].upper() + word[1:] for word in code.split("-"))


def description(doc: str) -> str:
    """A rule's full description: its docstring's prose up to the examples (`Passes:`, code),
    each paragraph on one line (viewers wrap plain text themselves)."""
    prose = []
    for paragraph in doc.split("\n\n"):
        if paragraph.lstrip().startswith("```"):
            break
        prose.append(" ".join(line.strip() for line in paragraph.strip().splitlines()))
    while prose and prose[-1].endswith(":"):  # the line that introduces the examples
        prose.pop()
    return "\n\n".join(prose)


def documentation_url() -> str | None:
    """Where deckctl's docs/ folder is published, from its package metadata's `Project-URL:
    Documentation, <url>` (pyproject.toml's `[project.urls]`); None when it names none."""
    from importlib import metadata

    try:
        entries = metadata.metadata("deckctl").get_all("Project-URL") or []
    except metadata.PackageNotFoundError:  # run from a source tree that was never installed
        return None
    for entry in entries:
        label, _, url = entry.partition(",")
        url = url.strip()
        if label.strip().lower() == "documentation" and url.startswith(("https://", "http://")):
            return url.rstrip("/")
    return None


def _result(d: Diagnostic, index: int, root: Path) -> dict:
    location: dict = {"artifactLocation": _uri(d.file, root)}
    if d.line:
        location["region"] = {"startLine": d.line, "startColumn": max(d.col, 1)}
    message = d.message + (f" (hint: {d.hint})" if d.hint else "")
    result = {"ruleId": d.code, "ruleIndex": index, "level": _LEVEL[d.severity],
              "message": {"text": plain_text(f"card `{shortened(d.card_id)}`: {message}" if d.card_id else message)},
              "locations": [{"physicalLocation": location}]}
    if d.card_id:
        result["properties"] = {"card": d.card_id}
    return result


def render(diagnostics: list[Diagnostic]) -> str:
    from deckctl import __version__

    rules = _rules(diagnostics)
    index = {rule["id"]: i for i, rule in enumerate(rules)}
    root = workspace_root()
    log = {
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {"name": "deckctl", "version": __version__,
                                "rules": rules}},
            "results": [_result(d, index[d.code], root) for d in sorted(diagnostics, key=sort_key)],
        }],
    }
    return inert_json(json_printable(json.dumps(log, indent=2, ensure_ascii=False)))
