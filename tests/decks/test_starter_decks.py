"""The starter decks: valid, exported by `build`, and as large and varied as the issue asks."""

from __future__ import annotations

from collections import Counter

import pytest

from deckfactory import DECKS, REPO

from deckctl.core.fields import COLOURS, LETTERS
from deckctl.validate.deck import validate

STARTER = {path.parent.name: path.parent for path in sorted(DECKS.glob("*/deck.yaml"))}
GAMES = {"knowledge", "wissens-spektrum", "i-know", "iknow", "you-know-it"}


@pytest.fixture(scope="module")
def decks():
    result = validate(list(STARTER.values()))
    return {deck.game.id: deck for deck in result.decks}, result


def test_validate_decks_exits_0(cli):
    run = cli("validate", "decks", cwd=REPO)
    assert run.exit_code == 0, run.stdout
    assert run.stdout.strip() == ""  # no errors, no warnings
    assert run.stderr.startswith(f"all valid: {len(STARTER)} decks, ")


def test_validate_with_no_argument_means_decks(cli):
    run = cli("validate", cwd=REPO)
    assert run.exit_code == 0
    assert run.stderr.startswith(f"all valid: {len(STARTER)} decks, ")


def test_one_starter_deck_per_game(decks):
    by_game, result = decks
    assert result.diagnostics == []
    assert set(by_game) == GAMES
    for deck in by_game.values():
        assert deck.manifest.language == "en"


def test_knowledge_starter(decks):
    cards = [ref.card for ref in decks[0]["knowledge"].cards]
    # A game uses about 75 cards: twice that lets a group play twice before cards come round again.
    assert len(cards) >= 150
    by_category = Counter(card.category for card in cards)
    assert min(by_category[c] for c in ("number", "letter", "colour")) >= 40
    values = Counter(v for card in cards for v in (card.value if isinstance(card.value, list) else [card.value]))
    for value in (*range(6), *LETTERS, *COLOURS):
        assert values[value] >= 3, value
    assert sum(1 for c in cards if c.category == "letter" and isinstance(c.value, list)) >= 3
    assert sum(1 for c in cards if c.category == "colour" and isinstance(c.value, list)) >= 3
    assert sum(1 for c in cards if c.category == "number" and c.terms) >= 3


@pytest.mark.parametrize("category, options", [("number", range(6)), ("letter", LETTERS), ("colour", COLOURS)])
def test_knowledge_starter_spreads_every_answer(decks, category, options):
    """Every number, letter and colour is the only answer of at least 80% of its fair share of its
    category's single-answer cards, so none can quietly fall behind the others."""
    single = Counter(card.value for ref in decks[0]["knowledge"].cards
                     if (card := ref.card).category == category and not isinstance(card.value, list))
    fair_share = sum(single.values()) / len(options)
    for option in options:
        assert single[option] >= 0.8 * fair_share, (option, dict(single))


def test_wissens_spektrum_starter(decks):
    deck = decks[0]["wissens-spektrum"]
    cards = [ref.card for ref in deck.cards]
    # Twenty cards an area: enough that six players never empty a pile, the weak-area house rule
    # included (3 x 6 + 1 = 19; docs/rules/wissens-spektrum.md, "Enough cards for the table").
    assert len(cards) >= 120
    per_area = Counter(card.area for card in cards)
    assert set(per_area) == {area.id for area in deck.manifest.areas}
    assert min(per_area.values()) >= 20
    assert sum(len(card.questions) for card in cards) >= 720


def test_i_know_starter(decks):
    from deckctl.games.i_know.cards import CORE_SUBJECTS, OPTION_SUBJECTS

    cards = [ref.card for ref in decks[0]["i-know"].cards]
    questions = [c for c in cards if c.kind == "question"]
    assert len(questions) >= 80
    assert sum(1 for c in cards if c.kind == "announcement") >= 12
    per_slot = Counter((c.subject, c.level) for c in questions)
    for subject in CORE_SUBJECTS + OPTION_SUBJECTS:
        for level in "ABCD":
            assert per_slot[(subject, level)] >= 2, (subject, level)
    assert {c.effect.type for c in cards if c.kind == "announcement"} >= {"move", "go-to", "miss-turn"}


def test_iknow_starter(decks):
    cards = [ref.card for ref in decks[0]["iknow"].cards]
    assert len(cards) >= 32
    per_category = Counter(card.category for card in cards)
    assert set(per_category) == {"people", "world", "works", "events"}
    assert min(per_category.values()) >= 8


def test_you_know_it_starter(decks):
    assert len(decks[0]["you-know-it"].cards) >= 20


# Announcement cards state no fact, so they need no source; every other card does.
@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_fact_card_has_a_source(decks, game):
    without = [ref.id for ref in decks[0][game].cards
               if getattr(ref.card, "kind", "question") != "announcement" and not ref.card.source]
    assert without == []




def test_the_starter_decks_state_their_print_choice_which_is_the_default(decks):
    """A new user's first `make build` noted for the project's own decks that `print: {bleed: 1}`
    would fit 9 cards a sheet, not 6, as if their editors had chosen nothing. They name their
    bleed and crop marks, deckctl's defaults (their PDFs are what they were): nothing is left to
    suggest. A deck that names none is still told (tests/pdf/test_cli.py)."""
    from deckctl.export.pdf import PdfOptions, layout, resolve

    by_game, _ = decks
    for game, deck in by_game.items():
        section = deck.manifest.print
        assert section is not None and {"bleed", "crop_marks"} <= section.model_fields_set, game
        options = resolve(section, deck.path)
        assert options == PdfOptions(), game
        assert layout.roomier(options, keys=True, chosen=frozenset(section.model_fields_set)) == "", game


def test_building_a_starter_deck_notes_no_roomier_layout(cli, tmp_path):
    run = cli("build", DECKS / "iknow-starter", "--out", tmp_path / "out")
    assert run.exit_code == 0, run.stdout + run.stderr
    assert "built 1 deck" in run.stdout and "note:" not in run.stdout + run.stderr, run.stdout + run.stderr
