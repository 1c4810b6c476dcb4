"""Knowledge? lint rules (see deckctl/lint for how rules are written and run)."""

from __future__ import annotations

from collections import Counter

from deckctl.core.diagnostics import Severity
from deckctl.core.fields import COLOURS, LETTERS
from deckctl.lint.rules.placeholder import is_placeholder

VALUES = {"number": tuple(range(6)), "letter": LETTERS, "colour": COLOURS}


class ValueBalance:
    """The values of one category are spread very unevenly.

    A card's value moves the marker it is given to, so a category whose values bunch up (many
    cards worth `E`, hardly any worth `A`) makes some markers far easier to move than others, and
    players learn to guess the common value. For each category, every possible value (numbers
    0-5, letters A-E, the five colours) is counted over the deck's cards, a card with several
    options counting once for each; a value with fewer than half the average count is reported.
    One finding per category, at the deck's `id` in deck.yaml. A card whose front still holds a
    `TODO` (`deckctl new card`, `new deck`) is left out: its value is a placeholder too.

    A category is only judged once it has at least as many cards as it has values (6 number
    cards, 5 letter, 5 colour): below that some value is bound to have no card, so a finding
    would say only that the deck is still small (`unplayable` says when it is too small to play).

    Passes (every letter on about as many cards):

    ```yaml
    # letter cards with values A, B, C, D, E, A, B, C, D, E
    ```

    Fails (`A` and `B` on one card each, `E` on six):

    ```yaml
    # letter cards with values A, B, C, D, E, E, E, E, E, E
    ```
    """

    ID = "value-balance"
    WHOLE_DECK = True  # counts over all the cards: meaningless while some are invalid
    SEVERITY = Severity.WARNING

    @staticmethod
    def check(deck):
        for category, values in VALUES.items():
            counts = Counter({value: 0 for value in values})
            cards = 0
            for ref in deck.cards:
                if ref.card.category != category or is_placeholder(ref.card.front):
                    continue
                cards += 1
                chosen = ref.card.value if isinstance(ref.card.value, list) else [ref.card.value]
                counts.update(chosen)
            if cards < len(values):  # too few for a spread to mean anything (see the docstring)
                continue
            mean = sum(counts.values()) / len(values)
            rare = [str(v) for v in values if counts[v] < mean / 2]
            if rare:
                spread = ", ".join(f"{v}: {counts[v]}" for v in values)
                yield deck.manifest_source.error(
                    ("id",), ValueBalance.ID,
                    f"{category} values are uneven ({spread}); {', '.join(rare)} "
                    f"{'is' if len(rare) == 1 else 'are'} on fewer than half the average of "
                    f"{mean:.1f} cards per value",
                    f"add {category} cards worth {', '.join(rare)}", severity=ValueBalance.SEVERITY)


RULES = (ValueBalance,)
