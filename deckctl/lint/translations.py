"""The texts a deck's catalogs translate, for the rules that judge a text by itself.

`whitespace`, `unprintable`, `mis-encoded` and `placeholder` find in a translation what they find
in a card's own text (a double space, a `%s` or `<b>`, `Ã¼`, `TODO:`), and the German card would
print it as it stands: they read each catalog's translated texts too, and report a finding at its
msgstr line, naming the language and the entry's msgctxt, as `text-fits` does (`[de,
card-001/front]`). No `--fix`: a translation is the translator's to change, in the catalog.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import NamedTuple

from deckctl.core.deck import CardRef
from deckctl.core.diagnostics import Diagnostic, Severity
from deckctl.lint.texts import worked_out


class Translated(NamedTuple):
    ref: CardRef  # the card in the catalog's language
    path: tuple  # of the text in the card
    text: str  # the translation (one item of an accept list)
    language: str
    catalog: str  # the catalog, as findings name files
    line: int  # its entry's msgstr line
    context: str  # its entry's msgctxt

    def finding(self, code: str, message: str, hint: str, severity: Severity) -> Diagnostic:
        return Diagnostic(self.catalog, self.line, 1 if self.line else 0, code,
                          f"{message} [{self.language}, {self.context}]", severity=severity, card_id=self.ref.id,
                          hint=hint, extra={"language": self.language, "field": "/".join(map(str, self.path))})
        # (`field` as text-fits names it, positions from 0: the proof marks the text on the card)


def findings(deck, problem: Callable[[str], tuple[str, str] | None], code: str,
             severity: Severity) -> Iterator[tuple[Diagnostic, str]]:
    """(finding, the card file of its card) for each translated text `problem` finds fault with:
    it gives (message, hint) or None."""
    for text in _texts(deck):
        found = problem(text.text)
        if found:
            message, hint = found
            yield text.finding(code, message, hint, severity), text.ref.source.display


def rule_checks(in_cards: Callable, problem_for: Callable, code: str, severity: Severity) -> tuple[Callable, Callable]:
    """A rule's `check` and `check_cards` (deckctl/lint/by_file.py): its findings on the cards'
    own texts (`in_cards(deck)`), then on each translation (`problem_for(deck)` judges one text, as
    `findings` takes it), each with the card file of its card."""

    def check(deck):
        yield from in_cards(deck)
        yield from (found for found, _ in findings(deck, problem_for(deck), code, severity))

    def check_cards(deck):
        yield from ((found, found.file, None) for found in in_cards(deck))
        yield from ((found, card_file, None) for found, card_file in findings(deck, problem_for(deck), code, severity))

    return check, check_cards


def _texts(deck) -> tuple[Translated, ...]:
    """The deck's translated texts, gathered once for all the rules that read them."""
    memo = worked_out(deck)
    if "translated" not in memo:
        memo["translated"] = tuple(_gather(deck))
    return memo["translated"]


def _gather(deck) -> Iterator[Translated]:
    from deckctl.i18n.editions import editions

    if deck.manifest is None or not deck.cards:
        return
    for language, edition in editions(deck):
        if edition is deck or not edition.translated_at:  # (the deck's own language, or a catalog not read)
            continue
        cards = {ref.id: ref for ref in edition.cards}
        for (card_id, path), (catalog, line, context) in edition.translated_at.items():
            ref = cards.get(card_id)
            if ref is None:  # (the deck's own texts: its title, its areas)
                continue
            value = _at(ref.card, path)
            for text in value if isinstance(value, list) else [value]:
                if isinstance(text, str):
                    yield Translated(ref, path, text, language, catalog, line, context)


def _at(card, path: tuple):
    value = card
    for step in path:
        try:
            value = value[step] if isinstance(step, int) else getattr(value, step)
        except (IndexError, AttributeError, TypeError):
            return None
    return value
