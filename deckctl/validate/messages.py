"""Turn pydantic validation errors into located diagnostics in plain words, each with a hint.

Pydantic reports a path (`loc`) through the *model*; we map it back onto the *data* the editor
wrote, so that union-branch names never reach users and every message points at a line.
When a value fails every branch of a union (`value: F` is neither a letter nor a list), the
branches are merged into one message; when one branch got further (a list with one bad item),
only that branch's errors are kept.
"""

from __future__ import annotations

import re
import unicodedata
from difflib import get_close_matches
from typing import Annotated, Any, Iterable, get_args, get_origin

from pydantic import Discriminator, ValidationError

from deckctl.core.diagnostics import Diagnostic
from deckctl.core.quoted import quoted, quoted_text, shortened
from deckctl.core.schema_facts import KeyFacts, resolve_loc
from deckctl.core.spelt_out import GERMAN
from deckctl.core.source import SourceFile
from deckctl.core.wording import describe as _describe
from deckctl.core.wording import expected_phrase as _expected_phrase
from deckctl.core.wording import too_large


# Texts that must have a form, and what to write in them when they are left empty.
_EMPTY_TEXT_HINTS = {
    "id": "write an id: lowercase letters, digits and hyphens, like `rivers-of-europe`",
    "area": "write the id of one of the deck's areas (listed under `areas:` in deck.yaml)",
    "language": "write a BCP 47 language tag, like `en`, `de` or `de-AT`",
    "version": "write a semantic version, like 1.0.0",
    "card_size": "use poker, bridge, mini, tarot or WxH in mm, e.g. 63x88",
    "back_art": "name the art file, relative to the deck folder (like art/back.png)",
    "logo": "name the logo file, relative to the deck folder (like art/logo.png)",
    "icc_profile": "name the printer's .icc profile, relative to the deck folder",
}
# Lists by key: what their items are called, and how each is written.
_EMPTY_LIST_ITEMS = {
    "questions": ("questions", "each `- question: ...` with `answer: ...` on the next line"),
    "clues": ("clues", "one `- ...` line each"),
    "areas": ("areas", "each `- {id: ..., name: ..., colour: ...}`"),
}


def _empty_message(path: tuple, errors: list[dict] = (), facts: KeyFacts = KeyFacts()) -> tuple[str, str, str]:
    """An empty value (`value:`): the hint says what to write there, from what the game's model
    expects there (`errors`: every branch's error at this place), so that following it gives a
    valid value."""
    field = next((str(s) for s in reversed(path) if isinstance(s, str)), "")
    where = f"`{field}`" if field else "this entry"
    kinds = {error["type"] for error in errors}
    choices = [c for e in errors if e["type"] == "literal_error" for c in _literal_choices(e)]
    if choices:  # a letter or a colour, or a list of them (Knowledge?), a level, a category
        hint = "use one of: " + ", ".join(dict.fromkeys(choices))
        hint += ", or a list of two or more of them" if "list_type" in kinds else ""
    elif kinds & {"int_type", "int_parsing"}:
        hint = _ranges.get(field) or "write a whole number"
    elif "string_type" in kinds:
        hint = _EMPTY_TEXT_HINTS.get(field, "write the text")
    elif "list_type" in kinds:
        count = facts.counts.get(field)
        noun, shape = _EMPTY_LIST_ITEMS.get(field, ("items", "one `- ...` line each"))
        hint = f"write its {f'{count} ' if count else ''}{noun} below it, {shape}"
    elif kinds & {"dict_type", "model_type", "model_attributes_type"}:
        hint = "write its keys below it, indented (see deckctl's docs/format.md)"
    elif "bool_type" in kinds:
        hint = "write true or false"
    elif "float_type" in kinds:
        hint = "write a number"
    else:
        hint = "write the value"
    if field in facts.optional:
        hint += ", or leave the key out"
    return "empty-value", f"{where} has no value", hint


def _type_message(error: dict, path: tuple, source: SourceFile, expected: str) -> tuple[str, str, str]:
    """Message for a value of the wrong type, saying 'quote it' when YAML typed a plain scalar."""
    typed = source.typed_scalars.get(path)
    if error.get("input") is None:
        return _empty_message(path, [error])
    if typed is not None and "text" in expected:
        full = full_version(typed.text) if path and path[-1] == "version" else None
        return ("unquoted-scalar",
                f"YAML reads `{shortened(typed.text)}` as {typed.tag_word}, not as text",
                f"write all three numbers of the version: {shortened(full)}" if full and full != typed.text
                else f'quote it: "{shortened(typed.text)}"')
    value = error["input"]
    if typed is not None:
        return ("wrong-type", f"expected {expected}, found `{shortened(typed.text)}` (YAML reads it as {typed.tag_word})",
                _type_hint(expected, value))
    found = f'the text "{shortened(value)}"' if isinstance(value, str) else _describe(value)
    return "wrong-type", f"expected {expected}, found {found}", _type_hint(expected, value)


# (and the letters of other languages that no accent dropped makes plain)
_SPELT_OUT = {**GERMAN, **str.maketrans({"æ": "ae", "œ": "oe", "ø": "o", "å": "aa"})}


def as_id(text: str) -> str | None:
    """`text` written as an id would be (`Straße und Maß` -> `strasse-und-mass`): lower case, German
    letters spelt out, other accents dropped, anything else a hyphen; None when nothing is left."""
    folded = unicodedata.normalize("NFKD", text.lower().translate(_SPELT_OUT))
    ascii_only = "".join(char for char in folded if not unicodedata.combining(char))
    written = re.sub(r"[^a-z0-9]+", "-", ascii_only).strip("-")[:64].rstrip("-")
    return written or None


def full_version(text: str) -> str | None:
    """`1` or `1.0` as a semantic version (`1.0.0`); None for anything else."""
    parts = text.strip().split(".")
    if not 1 <= len(parts) <= 3 or not all(p.isdecimal() for p in parts):
        return None
    return ".".join(str(int(p)) for p in (parts + ["0", "0"])[:3])


def _type_hint(expected: str, value: Any) -> str:
    """What to write instead of a value of the wrong type."""
    if expected == "a whole number":
        if isinstance(value, str) and value.strip().lstrip("+-").isdecimal():
            return f"remove the quotes: {shortened(value.strip())}"
    if expected == "text" and isinstance(value, (list, dict)):
        return 'write one text here; quote it ("...") if it starts with [ or { or holds ": "'
    if expected == "a list" and isinstance(value, str):
        return f"write it as a list: [{shortened(value)}]"
    return f"write {expected} here"


def _hint_from_choices(value: Any, choices: Iterable[str]) -> str:
    choices = list(choices)
    if isinstance(value, str):
        lowered = {c.lower(): c for c in choices}
        if value.lower() in lowered:
            return f"did you mean `{lowered[value.lower()]}`? (letters and colours are case-sensitive)"
        close = get_close_matches(value, choices, n=1, cutoff=0.6)
        if close:
            return f"did you mean `{close[0]}`?"
    return "use one of: " + ", ".join(choices)


def _literal_choices(error: dict) -> list[str]:
    expected = str((error.get("ctx") or {}).get("expected", ""))
    return [part.strip().strip("'\"") for part in expected.replace(" or ", ", ").split(",") if part.strip()]


def _tag_key(ctx: dict) -> str:
    """The key a union is tagged by: `'category'`, or `_kind()` for a function named after it."""
    key = str(ctx.get("discriminator", "")).strip("'")
    return key[:-2].lstrip("_") if key.endswith("()") else key


def _one(error: dict, path: tuple, missing: str | None, source: SourceFile,
         field_names: set[str], tag_choices: dict[str, list[str]],
         facts: KeyFacts = KeyFacts()) -> tuple[str, str, str, bool, tuple]:
    """(code, message, hint, point_at_key, sub-path to point at) for one error."""
    kind = error["type"]
    ctx = error.get("ctx") or {}
    value = error.get("input")
    field = next((str(s) for s in reversed(path) if isinstance(s, str)), "")
    if kind == "missing":
        return "missing-key", f"missing required key `{missing}`", f"add `{missing}: ...`", False, ()
    if kind == "extra_forbidden":
        key = str(path[-1])
        if key == "terms":
            return ("unknown-key", "`terms` is only allowed on number cards",
                    "remove `terms` or make it a number card", True, ())
        close = get_close_matches(key, sorted(field_names), n=1, cutoff=0.6)
        hint = f"did you mean `{close[0]}`?" if close else "remove it, or check its indentation"
        holders = [holder for holder in facts.parents.get(key, ()) if holder not in path]
        if key in field_names and holders:  # (print:'s `logo` written a level out)
            inside = " or ".join(f"`{holder}:`" for holder in holders)
            hint = (f"`{shortened(key)}` is not a key here: it goes inside {inside}; check its indentation "
                    "(see deckctl's docs/format.md)")
        elif key in field_names:  # (had been told "did you mean `logo`?")
            hint = (f"`{shortened(key)}` is not a key here, but inside another key or on another kind of card: "
                    "check its indentation (see deckctl's docs/format.md)")
        return "unknown-key", f"unknown key `{shortened(key)}`", hint, True, ()
    if kind in ("union_tag_invalid", "union_tag_not_found"):
        tag_key = _tag_key(ctx)
        choices = [t.strip().strip("'") for t in str(ctx.get("expected_tags", "")).split(",") if t.strip()]
        choices = choices or tag_choices.get(tag_key, [])
        use = ("use one of: " + ", ".join(choices)) if choices else f"add `{tag_key}: ...`"
        if isinstance(value, dict) and tag_key in value and value[tag_key] is None:  # `kind:`, left empty
            return "empty-value", f"`{tag_key}` has no value", use, False, (tag_key,)
        if kind == "union_tag_not_found":
            # A misspelt tag key (`catgory:`) is the likelier story than a forgotten one.
            if isinstance(value, dict):
                for key in value:
                    if isinstance(key, str) and key not in field_names and get_close_matches(key, [tag_key], n=1, cutoff=0.6):
                        return ("unknown-key", f"unknown key `{shortened(key)}`", f"did you mean `{tag_key}`?", True,
                                (key,))
            return "missing-key", f"missing required key `{tag_key}`", use, False, ()
        tag = ctx.get("tag")
        at = (tag_key,) if isinstance(value, dict) and tag_key in value else ()
        return ("not-in-vocabulary", f"{quoted(tag)} is not a valid {tag_key}",
                _hint_from_choices(tag, choices), False, at)
    if kind == "literal_error":
        if source.typed_scalars.get(path) and all(c.isalpha() for c in _literal_choices(error)):
            typed = source.typed_scalars[path]
            if typed.tag_word != "a number":
                return ("unquoted-scalar", f"YAML reads `{shortened(typed.text)}` as {typed.tag_word}",
                        f'quote it: "{shortened(typed.text)}"', False, ())
        if type(value) in (int, float) and str(value) in _literal_choices(error):  # `pdfx: 4` for "4"
            return ("unquoted-scalar", f"YAML reads `{value}` as a number, not as text", f'quote it: "{value}"',
                    False, ())
        # `format: "1"`: the right value, quoted; pydantic shows text choices quoted, numbers bare.
        bare = [c.strip() for c in str(ctx.get("expected", "")).replace(" or ", ", ").split(",")]
        if isinstance(value, str) and value in bare:
            return ("wrong-type", f'expected the number {value}, found the text "{value}"',  # (a choice: short)
                    "remove the quotes", False, ())
        return ("not-in-vocabulary", f"{_describe(value)} is not an allowed {field or 'value'}",
                _hint_from_choices(value, _literal_choices(error)), False, ())
    if too_large(error):
        return ("out-of-range", f"{_describe(value)} is out of range for `{field}`",
                _ranges.get(field) or "write a number of a few digits", False, ())
    if kind in ("string_type", "int_type", "bool_type", "float_type", "list_type", "dict_type",
                "model_type", "model_attributes_type"):
        code, message, hint = _type_message(error, path, source, _expected_phrase(error))
        return code, message, hint, False, ()
    if kind == "string_too_short":
        hint = "write the text, or leave the key out" if field in facts.optional else "write the text"
        return "empty-text", f"`{field}` is empty", hint, False, ()
    if kind == "string_pattern_mismatch":
        if field == "language":
            # The grammar and wording of `--lang`'s; `pt_BR` (a catalog's file name) is written pt-BR.
            from deckctl.core.language_tags import EXAMPLES, canonical

            spelled = canonical(str(value))
            return ("bad-language", f"{quoted(value)} is not a language tag (BCP 47)",
                    f"write `{shortened(spelled)}`" if spelled else f"use one like {EXAMPLES}", False, ())
        if field == "version":
            full = full_version(str(value))
            return ("bad-version", f"{quoted(value)} is not a semantic version",
                    f"write all three numbers: {shortened(full)}" if full else "for example 1.0.0", False, ())
        if field == "card_size":
            return "bad-card-size", f"{quoted(value)} is not a card size", "use poker, bridge, mini, tarot or WxH in mm, e.g. 63x88", False, ()
        if field in ("back_art", "logo"):
            return ("bad-art-file", f"{quoted(value)} is not a PNG, JPEG, SVG or PDF file name",
                    "name the file with its extension, relative to the deck folder (like art/back.png)", False, ())
        if field == "id" or field in {"area"} or "a-z0-9" in str(ctx.get("pattern", "")):
            # An item of a list (`tags: [Foo]`) is one tag, not one `tags`.
            what = field.removesuffix("s") if path and isinstance(path[-1], int) else (field or "id")
            rule = "lowercase letters a-z, digits and hyphens, starting with a letter or digit (at most 64)"
            # (an area is named by the id deck.yaml gives it, which its written form would not find)
            suggested = as_id(str(value)) if what != "area" else None
            return ("bad-id", f"{quoted(value)} is not a valid {what}",
                    f"write `{suggested}`: {rule}" if suggested else f"use {rule}", False, ())
        return "bad-text", f"`{field}` has no visible text", "write the text", False, ()
    if kind == "string_too_long":  # (a text held to fewer characters than MAX_TEXT_CHARS: an author's name)
        what = f"an item of `{field}`" if path and isinstance(path[-1], int) else f"`{field}`"
        return ("text-too-long", f"{what} is {len(str(value)):,} characters long; it may have at most "
                f"{ctx.get('max_length'):,}", "shorten it", False, ())
    if kind in ("too_short", "too_long"):
        actual = ctx.get("actual_length")
        need = f"at least {ctx.get('min_length')}" if kind == "too_short" else f"at most {ctx.get('max_length')}"
        hint = (f"for one value write it without brackets: `{field}: {quoted_text(value[0])}`"
                if kind == "too_short" and field == "value" and isinstance(value, list) and len(value) == 1
                else f"give {need}")
        return "wrong-count", f"`{field}` has {actual} item{'s' if actual != 1 else ''}; it needs {need}", hint, False, ()
    if kind in ("less_than_equal", "greater_than_equal", "less_than", "greater_than"):
        hint = _ranges.get(field) or error["msg"].lower().replace("input should be", "use a number")
        return "out-of-range", f"{_describe(value)} is out of range for `{field}`", hint, False, ()
    if kind == "wrong_count":
        actual = ctx["actual"]
        return ("wrong-count", f"`{field}` has {actual} item{'s' if actual != 1 else ''}; it needs exactly {ctx['count']}",
                f"give exactly {ctx['count']}", False, ())
    if kind == "value_error":
        message = error["msg"].removeprefix("Value error, ")
        return "invalid-value", message, "remove the repeated one" if "listed twice" in message else "", False, ()
    if kind == "int_from_float" or kind == "int_parsing":
        return ("wrong-type", f"expected a whole number, found {_describe(value)}",
                _type_hint("a whole number", value), False, ())
    if "hint" in ctx:  # (a check of deckctl's own: its error's kind is its code, and it gives its hint)
        return kind.replace("_", "-"), error["msg"], str(ctx["hint"]), False, ()
    return "invalid", error["msg"], "", False, ()


# Ranges of the numeric fields, for the hint.
_ranges = {"value": "use a whole number from 0 to 5", "steps": "use a whole number from -6 to 6 (not 0)",
           "turns": "use a whole number from 1 to 3", "points": "use a whole number from -20 to 20 (not 0)",
           "bleed": "use a number of millimetres from 0 to 10"}


def is_tagged_union(model: object) -> bool:
    """True for `Annotated[Union[...], discriminator]`: pydantic then puts the tag first in every loc."""
    if get_origin(model) is not Annotated:
        return False
    return any(isinstance(m, Discriminator) or getattr(m, "discriminator", None) for m in get_args(model)[1:])


def _type_mismatch(error: dict) -> bool:
    """The value has the wrong shape for this union branch (as opposed to a bad value of the right shape)."""
    return error["type"].endswith("_type") or (
        error["type"] == "literal_error" and isinstance(error.get("input"), (list, dict)))


def diagnostics_from(exc: ValidationError, data: Any, source: SourceFile, prefix: tuple = (),
                     card_id: str = "", field_names: set[str] | None = None,
                     tagged: bool = False, tag_choices: dict[str, list[str]] | None = None,
                     facts: KeyFacts = KeyFacts()) -> list[Diagnostic]:
    """Diagnostics for a ValidationError raised while validating `data` found at `prefix`.

    `field_names`: every key the model knows (for "did you mean"); `tagged`: the model was a
    tagged union, so the first loc segment of each error is the tag; `tag_choices`: the tags of
    each tagged union by tag key, for the hint when a tag is missing; `facts`: what the hint for
    an empty value needs of the model's keys.
    """
    resolved = []
    empties: dict[tuple, list[dict]] = {}  # an empty value's errors, one per branch of a union
    for error in exc.errors(include_url=False):
        loc = tuple(error["loc"])
        if tagged and not error["type"].startswith("union_tag"):
            loc = loc[1:]
        path, branch_depth, missing = resolve_loc(data, loc, error["type"] == "missing")
        if error.get("input") is None and error["type"] not in ("missing", "union_tag_invalid", "union_tag_not_found"):
            empties.setdefault(path, []).append(error)
            continue
        resolved.append((error, path, branch_depth, missing))

    # Within one union, keep the branches that matched the value's shape, then the deepest ones.
    groups: dict[tuple, list] = {}
    for item in resolved:
        if item[2] is not None:
            groups.setdefault(item[1][: item[2]], []).append(item)
    dropped: set[int] = set()
    for items in groups.values():
        if any(not _type_mismatch(i[0]) for i in items):
            dropped |= {id(i) for i in items if _type_mismatch(i[0])}
        deepest = max(len(i[1]) for i in items if id(i) not in dropped)
        dropped |= {id(i) for i in items if len(i[1]) < deepest}
    kept = [r for r in resolved if id(r) not in dropped]

    # Failures of several branches at the same place become one message.
    by_place: dict[tuple, list] = {}
    for item in kept:
        by_place.setdefault((item[1], item[3]), []).append(item)

    found = []  # (path, code, message, hint, at_key)
    for path, errors in empties.items():
        found.append((prefix + path, *_empty_message(prefix + path, errors, facts), False, None))
    for (path, missing), items in by_place.items():
        if len(items) > 1 and all(i[2] is not None for i in items):
            results = [_merged([i[0] for i in items], prefix + path, source)]
        else:
            results = [_one(i[0], prefix + path, missing, source, field_names or set(), tag_choices or {}, facts)
                       for i in items]
        for code, message, hint, at_key, sub in results:
            found.append((prefix + path + sub, code, message, hint, at_key, missing))

    # `titel:` is both an unknown key and a missing `title`: one mistake, so one message.
    missing_keys = {(path, missing) for path, code, *_, missing in found if code == "missing-key"}
    typos = {(path[:-1], _suggested(hint)) for path, code, _, hint, _, _ in found
             if code == "unknown-key" and (path[:-1], _suggested(hint)) in missing_keys}
    diagnostics = []
    for path, code, message, hint, at_key, missing in found:
        if code == "missing-key" and (path, missing) in typos:
            continue
        if code == "unknown-key" and (path[:-1], _suggested(hint)) in typos:
            hint = f"{hint} (`{_suggested(hint)}` is required)"
        diagnostics.append(source.error(path, code, message, hint, key=at_key, card_id=card_id))
    return diagnostics


def _suggested(hint: str) -> str | None:
    """The key a "did you mean `key`?" hint suggests."""
    head = "did you mean `"
    return hint[len(head):hint.index("`", len(head))] if hint.startswith(head) else None


def _merged(errors: list[dict], path: tuple, source: SourceFile) -> tuple[str, str, str, bool, tuple]:
    value = errors[0].get("input")
    field = next((str(s) for s in reversed(path) if isinstance(s, str)), "value")
    typed = source.typed_scalars.get(path)
    if value is None:
        return (*_empty_message(path, errors), False, ())
    if typed is not None and typed.tag_word != "a number":
        return ("unquoted-scalar", f"YAML reads `{shortened(typed.text)}` as {typed.tag_word}",
                f'quote it: "{shortened(typed.text)}"', False, ())
    choices = [c for e in errors if e["type"] == "literal_error" for c in _literal_choices(e)]
    phrases = []
    for e in errors:
        phrase = _expected_phrase(e)
        if phrase not in phrases:
            phrases.append(phrase)
    wants_list = any(e["type"] in ("list_type", "too_short") for e in errors)
    if choices:
        hint = _hint_from_choices(value, choices)
        if wants_list and not hint.startswith("did you mean"):
            hint += ", or a list of two or more of them"
        return "not-in-vocabulary", f"{_describe(value)} is not an allowed {field}", hint, False, ()
    return "wrong-type", f"{_describe(value)} is not allowed here: expected " + " or ".join(phrases), "", False, ()
