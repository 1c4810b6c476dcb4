"""Notes for a proof's cards: the texts a translation prints in the deck's own language.

A translation with no entry for a text, a fuzzy one, or one made for an earlier source text prints
the source text in its place (`deckctl.i18n.apply`), and the picture alone does not tell a
translator which texts those are. So each such text becomes a note on its card, in that language:
an `info` finding, listed with the card's findings, filtered as they are and boxed on the
translated picture where its text is set. A catalog that cannot be read leaves all of a card's
texts untranslated: one note a card says so (`unreadable`).
Not a finding of `validate` or `lint` (missing and fuzzy translations are counted by `i18n
status`, summed up by `build`), so it neither fails a check nor counts as a warning.
"""

from __future__ import annotations

from deckctl.core.diagnostics import Diagnostic, Severity
from deckctl.i18n.locales import is_generated, regenerate_hint
from deckctl.i18n.texts import UNPRINTED_KEYS, context_of
from deckctl.io.discover import display_path
from deckctl.io.shell_word import shell_word

MISSING_CODE, FUZZY_CODE = "missing-translation", "fuzzy-translation"
OUT_OF_DATE_CODE = "out-of-date-translation"  # (the pseudo-locale's, whatever its entry's state)
# How a text stands (`Deck.untranslated`: `match.FUZZY` and `apply.STALE`, named here so that a
# proof of decks without catalogs does not import the catalog machinery)
FUZZY, STALE = "fuzzy", "stale"


def notes(edition, language: str, own_language: str, card_ids: set[str]) -> list[Diagnostic]:
    """A note for each text of the cards `card_ids` that `edition` (the deck in `language`) prints
    in `own_language`, in the order of the deck's texts (not an `accept` list, nor `read_aloud`:
    no card prints them, and a note had said the card prints them untranslated)."""
    found = []
    for (card_id, path), (state, catalog, line) in edition.untranslated.items():
        if card_id not in card_ids or (path and path[-1] in UNPRINTED_KEYS):
            continue
        field = "/".join(map(str, path))  # (as the pictures name their texts, for the mark: positions from 0)
        if is_generated(language):  # (nobody translates or reviews it: it is written again)
            code, why = OUT_OF_DATE_CODE, "the deck changed since its pseudo-translation was made"
            hint = regenerate_hint(display_path(edition.path))
        elif state == FUZZY:
            code, why = FUZZY_CODE, "its translation is fuzzy (the source changed, or it awaits review)"
            hint = f"review it in {catalog} and remove its `fuzzy` flag"
        elif state == STALE:
            code, why = FUZZY_CODE, "its translation was made for an earlier source text"
            hint = (f"run `deckctl i18n update` (it marks the entry fuzzy, the old text beside it), then review it "
                    f"in {catalog} and remove the flag")
        elif not line:  # (the catalog has no entry to translate yet: the card or text is newer than it)
            code, why = MISSING_CODE, "it has no translation (the catalog has no entry for it)"
            hint = (f"`deckctl i18n update {shell_word(display_path(edition.path))} --lang {language}` adds its entry, then "
                    f"translate it in {catalog}")
        else:
            code, why = MISSING_CODE, "it has no translation"
            hint = f"translate it in {catalog} (`deckctl i18n status` counts what is left)"
        found.append(Diagnostic(catalog, line, 1 if line else 0, code,
                                f"{context_of(card_id, path)}: {why}; the {language} card prints the {own_language} text",
                                severity=Severity.INFO, card_id=card_id, hint=hint,
                                extra={"language": language, "field": field}).naming(catalog))
    return found


def unreadable(deck, language: str, own_language: str, card_ids: set[str]) -> list[Diagnostic]:
    """A note on each of the cards `card_ids` when the deck's catalog for `language` cannot be read
    (validate says why): the translation prints every text in `own_language`."""
    from deckctl.i18n.locales import catalog_path

    catalog = display_path(catalog_path(deck, language))
    return [Diagnostic(catalog, 0, 0, MISSING_CODE,
                       f"the {language} catalog cannot be read: the {language} card prints every text in {own_language}",
                       severity=Severity.INFO, card_id=ref.id, hint=f"fix {catalog} (its error is among the deck's findings)",
                       extra={"language": language}).naming(catalog)
            for ref in deck.cards if ref.id in card_ids]
