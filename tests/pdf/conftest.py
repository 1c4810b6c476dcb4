"""Small decks for the PDF tests, written into tmp_path."""

from __future__ import annotations

import textwrap

import pytest


def knowledge_cards(count: int) -> str:
    """`count` valid Knowledge? cards cycling through the three categories."""
    out = []
    for i in range(count):
        kind = ("number", "letter", "colour")[i % 3]
        value = {"number": str(i % 6), "letter": "ABCDE"[i % 5], "colour": "[red, blue]"}[kind]
        out.append(textwrap.dedent(f"""\
            - id: card-{i:03d}
              category: {kind}
              front: Question number {i} about something worth knowing.
              back: The resolution of question {i}, explained in one sentence.
              value: {value}
            """))
    return "".join(out)


@pytest.fixture
def load(tmp_path):
    """load(folder) -> a validated Deck (fails the test if the deck is invalid)."""
    from deckctl.validate.deck import validate

    def run(folder):
        result = validate([folder])
        assert result.ok, [str(d) for d in result.diagnostics]
        return result.decks[0]

    return run


@pytest.fixture
def knowledge_deck(make_deck, load):
    """A valid Knowledge? deck of 11 cards: more than one sheet of nine."""
    return load(make_deck("knowledge", cards=knowledge_cards(11)))
