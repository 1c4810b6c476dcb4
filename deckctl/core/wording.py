"""Pydantic's validation errors in deckctl's words, for the places that report one error without
a source to locate it in (a bundle, a translated card); validate/messages.py words errors with
their lines and hints and uses the phrases here."""

from __future__ import annotations

from typing import Any, get_args

from pydantic_core.core_schema import ErrorType

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
    return f"`{value}`"


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
        return f"it has {ctx.get('actual_length', '?')} items; it needs {'at least' if kind == 'too_short' else 'at most'} {bound}"
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
