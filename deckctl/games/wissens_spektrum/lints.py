"""Wissens-Spektrum lint rules (see deckctl/lint for how rules are written and run)."""

from __future__ import annotations

from collections import Counter

from deckctl.core.diagnostics import Severity


class AreaBalance:
    """The deck's six areas have very different numbers of cards.

    The die and the board send players to every area equally often, so an area with few cards
    repeats its questions soon, while another's cards are hardly ever reached. An area with fewer
    than half the average number of cards per area (or none) is reported at its entry in
    deck.yaml's `areas`.

    Passes (two cards in each of the six areas):

    ```yaml
    # geography: 2 cards, history: 2, art: 2, sport: 2, general-knowledge: 2, natural-science: 2
    ```

    Fails (`sport` has no card):

    ```yaml
    # geography: 3 cards, history: 3, art: 2, general-knowledge: 2, natural-science: 2, sport: 0
    ```
    """

    ID = "area-balance"
    WHOLE_DECK = True  # counts over all the cards: meaningless while some are invalid
    SEVERITY = Severity.WARNING

    @staticmethod
    def check(deck):
        areas = [area.id for area in deck.manifest.areas]
        counts = Counter({area: 0 for area in areas})
        counts.update(ref.card.area for ref in deck.cards)
        mean = len(deck.cards) / len(areas)
        for index, area in enumerate(areas):
            if counts[area] < mean / 2:
                yield deck.manifest_source.error(
                    ("areas", index, "id"), AreaBalance.ID,
                    f"area `{area}` has {counts[area]} card{'' if counts[area] == 1 else 's'}, "
                    f"fewer than half the average of {mean:.1f} per area",
                    f"add cards for `{area}`", severity=AreaBalance.SEVERITY)


RULES = (AreaBalance,)
