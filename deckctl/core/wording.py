"""Pydantic's validation errors in deckctl's words, for the places that report one error without
a source to locate it in (a bundle, a translated card); validate/messages.py words errors with
their lines and hints and uses the phrases here."""

from __future__ import annotations

from typing import Any, get_args

from pydantic_core.core_schema import ErrorType

from deckctl.core.quoted import quoted
from deckctl.core.schema_facts import resolve_loc

# pydantic's own error kinds; any other is a PydanticCustomError of deckctl's, already in its words
_PYDANTIC_KINDS = frozenset(get_args(ErrorType))


def describe(value: Any) -> str:
    """A value as a message names it: `x`, a list, an empty value."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "an empty value"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return quoted(value)


_EXPECTED = {
    "list_type": "a list", "int_type": "a whole number", "string_type": "text",
    "bool_type": "true or false", "float_type": "a number", "dict_type": "a mapping",
    "model_type": "a mapping", "model_attributes_type": "a mapping",
    "int_parsing": "a whole number", "int_from_float": "a whole number", "float_parsing": "a number",
    "bool_parsing": "true or false",
}


def expected_phrase(error: dict) -> str:
    """What the error's value should have been: `a whole number`, `one of a, b`."""
    kind = error["type"]
    ctx = error.get("ctx") or {}
    if kind == "literal_error":
        return "one of " + str(ctx.get("expected", "")).replace("'", "")
    return _EXPECTED.get(kind, error["msg"].lower())


def too_large(error: dict) -> bool:
    """The error says a whole number is too large for pydantic to compare with a choice
    (`int_parsing_size`) or to turn into a float (`float_type`), not that it is of another type."""
    value = error.get("input")
    return error["type"] == "int_parsing_size" or (
        error["type"] == "float_type" and isinstance(value, int) and not isinstance(value, bool))


def plain_message(error: dict) -> str:
    """One pydantic error (an item of `ValidationError.errors()`) as a sentence of deckctl's:
    never pydantic's own wording ("Input should be...", "Value error, ...")."""
    kind = error["type"]
    ctx = error.get("ctx") or {}
    value = error.get("input")
    if kind not in _PYDANTIC_KINDS:
        return error["msg"]
    if kind in ("value_error", "assertion_error") and "error" in ctx:
        return str(ctx["error"])  # deckctl's own validators word these
    if kind in ("union_tag_invalid", "union_tag_not_found"):
        key = str(ctx.get("discriminator", "")).strip("'")
        if kind == "union_tag_not_found":
            return f"it has no `{key}`"
        wanted = str(ctx.get("expected_tags", "")).replace("'", "")
        return f"its `{key}` is {describe(ctx.get('tag'))}, not one of {wanted}"
    if too_large(error):
        return f"{describe(value)} is out of range"
    if kind == "missing":
        return "a required key is missing"
    if kind == "extra_forbidden":
        return "this key is not part of the format"
    if kind == "string_too_short":
        least = ctx.get("min_length", 1)
        return "it is empty" if least == 1 else f"it needs at least {least} characters"
    if kind == "string_too_long":
        return f"it is longer than {ctx.get('max_length')} characters"
    if kind in ("too_short", "too_long"):
        bound = ctx.get("min_length") if kind == "too_short" else ctx.get("max_length")
        count = ctx.get("actual_length", "?")
        return f"it has {count} item{'' if count == 1 else 's'}; it needs {'at least' if kind == 'too_short' else 'at most'} {bound}"
    if kind == "string_pattern_mismatch":
        return f"{describe(value)} does not have the form this value needs"
    if kind == "literal_error" or kind in _EXPECTED:
        return f"it must be {expected_phrase(error)}, not {describe(value)}"
    if kind.startswith(("greater_than", "less_than")):
        bound = next(iter(ctx.values()), "?")
        relation = {"greater_than": "above", "greater_than_equal": "at least", "less_than": "below",
                    "less_than_equal": "at most"}.get(kind, "within")
        return f"it must be {relation} {bound}, not {describe(value)}"
    return f"{describe(value)} is not accepted here"


# Kinds that say the value is not of a branch's type at all; any other (a bound, a length, a
# form) says it is, and what is wrong with it for that branch.
_NOT_THIS_TYPE = frozenset({"literal_error", "is_instance_of", *_EXPECTED})


def _choices(error: dict) -> list[str]:
    expected = str((error.get("ctx") or {}).get("expected", ""))
    return [part.strip().strip("'\"") for part in expected.replace(" or ", ", ").split(",") if part.strip()]


def _either(phrases: list[str]) -> str:
    return phrases[0] if len(phrases) == 1 else ", ".join(phrases[:-1]) + " or " + phrases[-1]


def allowed_phrase(errors: list[dict]) -> str:
    """What a union takes, from its branches' type errors at one value: `one of red, yellow,
    green, blue or white, or a list of them`; `one of A, B, C, D or E, or a whole number`."""
    choices: list[str] = []
    phrases: list[str] = []
    for error in errors:
        if error["type"] == "literal_error":
            choices += [choice for choice in _choices(error) if choice not in choices]
        elif (phrase := expected_phrase(error)) not in phrases:
            phrases.append(phrase)
    if not choices:
        return _either(phrases)
    listed = "one of " + _either(choices) if len(choices) > 1 else f"`{choices[0]}`"
    others = ["a list of them" if phrase == "a list" else phrase for phrase in phrases]
    return (", or " if " or " in listed else " or ").join([listed, *others])


def located_message(data: Any, errors: list[dict]) -> tuple[tuple, str]:
    """(path in `data`, sentence) of the first of `errors` (a ValidationError's, of `data`). A
    value a union refuses is described by every branch (pydantic reports each apart: the first
    alone would say the value must be a colour where a list of colours is taken too); when the
    value has one branch's type (a list, a number out of range), that branch's error is the one."""
    def located(error: dict) -> tuple[tuple, int | None]:
        where, depth, missing = resolve_loc(data, tuple(error["loc"]), missing_error=error["type"] == "missing")
        return where + ((missing,) if missing else ()), depth

    first = errors[0]
    path, depth = located(first)
    if depth is None:
        return path, plain_message(first)
    branches = [(where, error) for error in errors
                for where, at in [located(error)] if at == depth and where[:depth] == path[:depth]]
    inside = [(where, error) for where, error in branches
              if len(where) > depth or error["type"] not in _NOT_THIS_TYPE]
    if inside:  # (the first such error, with any others at the same place: a union inside)
        where = inside[0][0]
        same = [error for at, error in inside if at == where]
        if len(same) > 1 and all(error["type"] in _NOT_THIS_TYPE for error in same):
            return where, f"it must be {allowed_phrase(same)}, not {describe(same[0].get('input'))}"
        return where, plain_message(same[0])
    return path[:depth], f"it must be {allowed_phrase([e for _, e in branches])}, not {describe(first.get('input'))}"


def problem_count(data: Any, errors: list[dict]) -> int:
    """How many values `errors` refuse: a union's branches, each refusing one value, count once."""
    places = set()
    for error in errors:
        where, depth, missing = resolve_loc(data, tuple(error["loc"]), missing_error=error["type"] == "missing")
        places.add(where[:depth] if depth is not None else where + ((missing,) if missing else ()))
    return len(places)
