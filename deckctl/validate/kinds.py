"""Cards of games with several kinds (`category`, `kind`) whose kind is wrong, misspelt or missing.

The kind decides which keys and values a card may have, so a mistake in it would hide every other
problem of the card. The kind gets one error; the card's other problems are still reported when
they are problems whatever kind the card is meant to be, in the words of the likeliest kind, so
that following every hint gives a valid card.
"""

from __future__ import annotations

from collections.abc import Callable
from difflib import get_close_matches

from pydantic import ValidationError

from deckctl.core.diagnostics import Diagnostic
from deckctl.core.quoted import shortened
from deckctl.core.schema_facts import adapter, kind_keys
from deckctl.core.source import SourceFile
from deckctl.validate.messages import diagnostics_from

Check = Callable[[dict], list[Diagnostic]]


def card_problems(raw: dict, exc: ValidationError, model: object, source: SourceFile, index: int,
                  card_id: str, **context) -> list[Diagnostic]:
    """Every problem of a card the model refused with `exc`; `context` is passed on to
    `diagnostics_from` (the known keys, whether the model is a tagged union, its tag choices)."""

    def check(data: dict) -> list[Diagnostic]:
        try:
            adapter(model).validate_python(data)
            return []
        except ValidationError as error:
            return diagnostics_from(error, data, source, (index,), card_id, **context)

    kinds_of_cards = next(iter(kind_keys(model).items()), None)
    if kinds_of_cards is not None:
        tag_key, (default, kinds) = kinds_of_cards
        misspelt = _misspelt_tag_key(raw, tag_key, context.get("field_names") or set())
        if misspelt is not None:
            return _with_misspelt_tag_key(check, raw, misspelt, tag_key, kinds, source, index, card_id)
        current = raw.get(tag_key, default)
        if isinstance(current, str) and current in kinds:
            wrong = _wrong_kind(raw, tag_key, current, kinds, source, index, card_id)
            if wrong is not None:
                diagnostic, foreign, meant = wrong
                rest = {key: value for key, value in raw.items() if key not in foreign}
                return [diagnostic, *_in_every_reading(check, [rest, {**raw, tag_key: meant}])]
        elif any(e["type"].startswith("union_tag") and not e["loc"] for e in exc.errors()):
            # A misspelt, missing or odd kind: the error about it, then the rest judged as each kind.
            likely = get_close_matches(current, list(kinds), n=1) if isinstance(current, str) else []
            readings = [{**raw, tag_key: kind} for kind in [*likely, *(k for k in kinds if k not in likely)]]
            about_kind = check(raw)
            reported = {(d.line, d.col) for d in about_kind}  # (`catgory:` is the kind and an unknown key)
            return [*about_kind, *(d for d in _in_every_reading(check, readings) if (d.line, d.col) not in reported)]
    return check(raw)


def _misspelt_tag_key(raw: dict, tag_key: str, known: set[str]) -> str | None:
    """The key of `raw` that is `tag_key` misspelt (`catgory:`), when `raw` lacks `tag_key`."""
    if tag_key in raw:
        return None
    for key in raw:
        if isinstance(key, str) and key not in known and get_close_matches(key, sorted(known), n=1) == [tag_key]:
            return key
    return None


def _with_misspelt_tag_key(check: Check, raw: dict, misspelt: str, tag_key: str, kinds: dict[str, frozenset[str]],
                           source: SourceFile, index: int, card_id: str) -> list[Diagnostic]:
    """The misspelt key first, then the card's problems as the kind it names. Read without it,
    the card is of the default kind, or of none, and its values are judged by the wrong kind's
    rules (`value: P` "expected a whole number" on a letter card): those follow from the typo."""
    written = raw[misspelt]
    rest = {key: value for key, value in raw.items() if key != misspelt}
    if isinstance(written, str) and written in kinds:
        hint, readings = f"did you mean `{tag_key}`?", [{**rest, tag_key: written}]
    else:
        likely = get_close_matches(written, list(kinds), n=1) if isinstance(written, str) else []
        hint = f"did you mean `{tag_key}`? (then as its value use one of: {', '.join(kinds)})"
        readings = [{**rest, tag_key: kind} for kind in [*likely, *(k for k in kinds if k not in likely)]]
    typo = source.error((index, misspelt), "unknown-key", f"unknown key `{shortened(misspelt)}`", hint, key=True,
                        card_id=card_id)
    return [typo, *_in_every_reading(check, readings)]


def _wrong_kind(raw: dict, tag_key: str, current: str, kinds: dict[str, frozenset[str]], source: SourceFile,
                index: int, card_id: str) -> tuple[Diagnostic, list[str], str] | None:
    """A card with keys only another kind has (`terms` on a letter card, an announcement without
    `kind`): one error naming the kind those keys belong to, instead of one per key; with the
    keys and that kind."""
    foreign = [k for k in raw if isinstance(k, str) and k not in kinds[current]]
    others = [tag for tag, keys in kinds.items() if tag != current and set(foreign) <= keys] if foreign else []
    if not others:
        return None
    names = " and ".join(f"`{k}`" for k in foreign)
    verb = "is" if len(foreign) == 1 else "are"
    fix = f"set `{tag_key}: {others[0]}`" if tag_key in raw else f"add `{tag_key}: {others[0]}`"
    diagnostic = source.error((index, foreign[0]), "wrong-kind",
                              f"{names} {verb} only allowed on {others[0]} cards, and this is a {current} card",
                              f"{fix}, or remove {'it' if len(foreign) == 1 else 'them'}", key=True, card_id=card_id)
    return diagnostic, foreign, others[0]


def _in_every_reading(check: Check, readings: list[dict]) -> list[Diagnostic]:
    """The problems the first reading of a card has that every other reading has at the same
    place too: those do not depend on the kind. Missing keys do, and are left to the kind's fix."""
    found = [[d for d in check(reading) if d.code != "missing-key"] for reading in readings]
    places = [{(d.line, d.col) for d in problems} for problems in found[1:]]
    return [d for d in found[0] if all((d.line, d.col) in others for others in places)]
