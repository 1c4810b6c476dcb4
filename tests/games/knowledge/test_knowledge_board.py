"""board.yaml: validated like every other input, with located diagnostics; optional for validation."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from deckctl.games.knowledge.board import Board
from deckctl.validate.deck import load_deck

REPO = Path(__file__).resolve().parents[3]
STARTER = REPO / "decks" / "knowledge-starter"


@pytest.fixture
def deck(tmp_path):
    target = tmp_path / "deck"
    shutil.copytree(STARTER, target)
    return target


def findings(deck_dir: Path) -> list[tuple[str, int, str]]:
    result = load_deck(deck_dir)
    return [(Path(d.file).name, d.line, d.code) for d in result.diagnostics]


def edit_board(deck_dir: Path, old: str, new: str) -> None:
    path = deck_dir / "board.yaml"
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))


def line_of(deck_dir: Path, needle: str) -> int:
    lines = (deck_dir / "board.yaml").read_text().splitlines()
    return next(i for i, line in enumerate(lines, start=1) if needle in line)


def test_the_reference_board_is_valid_and_reaches_the_deck():
    result = load_deck(STARTER)
    assert result.ok, result.diagnostics
    assert isinstance(result.board, Board)
    assert len(result.board.spaces) == 25


def test_the_reference_board_is_fair():
    """Every letter and colour appears equally often, and equally spread (docs/rules/knowledge.md)."""
    board = Board.model_validate(yaml.safe_load((STARTER / "board.yaml").read_text()))
    size = len(board.spaces)
    for kind in ("letter", "colour"):
        gaps_by_value = {}
        for value in {getattr(s, kind) for s in board.spaces}:
            where = [i for i, s in enumerate(board.spaces) if getattr(s, kind) == value]
            gaps_by_value[value] = sorted((b - a) % size or size for a, b in zip(where, where[1:] + where[:1]))
        assert len(gaps_by_value) == 5
        assert all(len(g) == 5 for g in gaps_by_value.values())
        assert all(4 <= gap <= 6 for g in gaps_by_value.values() for gap in g)
        assert len({tuple(g) for g in gaps_by_value.values()}) == 1, "every value equally spread"
    for a, b in zip(board.spaces, board.spaces[1:] + board.spaces[:1]):
        assert a.letter != b.letter and a.colour != b.colour


def test_a_deck_without_a_board_is_still_valid(deck):
    (deck / "board.yaml").unlink()
    result = load_deck(deck)
    assert result.ok and result.board is None


def test_a_wrong_colour_is_located(deck):
    edit_board(deck, "{letter: E, colour: green}", "{letter: E, colour: purple}")
    assert ("board.yaml", line_of(deck, "purple"), "not-in-vocabulary") in findings(deck)


def test_an_unknown_key_is_located(deck):
    edit_board(deck, "harder_start:", "hardest_start:")
    assert findings(deck) == [("board.yaml", line_of(deck, "hardest_start"), "unknown-key")]


@pytest.mark.parametrize("old,new,code,needle", [
    ("opponents_start: 8 ", "opponents_start: 40", "board-index", "opponents_start"),
    ("harder_start: 14 ", "harder_start: 3  ", "board-start-overlap", "harder_start"),
    ("  blue: E", "  blue: B", "board-marker-letter", "blue: B"),
])
def test_checks_beyond_the_schema_are_located(deck, old, new, code, needle):
    edit_board(deck, old, new)
    assert ("board.yaml", line_of(deck, needle), code) in findings(deck)


def test_a_missing_letter_is_reported(deck):
    text = (deck / "board.yaml").read_text().replace("letter: E", "letter: A")
    (deck / "board.yaml").write_text(text)
    assert any(code == "board-missing-letter" for _, _, code in findings(deck))


def test_a_null_board_is_an_error(deck):
    (deck / "board.yaml").write_text("~\n")
    result = load_deck(deck)
    assert not result.ok and result.board is None


def test_a_board_for_a_game_without_one_is_a_warning(tmp_path):
    from deckfactory import write_deck

    deck_dir = write_deck(tmp_path, "iknow")
    (deck_dir / "board.yaml").write_text("spaces: []\n")
    result = load_deck(deck_dir)
    assert [d.code for d in result.diagnostics] == ["board-unused"]
    assert result.ok


def test_a_board_of_more_spaces_than_play_can_draw_is_refused(deck):
    from deckctl.games.knowledge.board import MAX_SPACES

    board = yaml.safe_load((deck / "board.yaml").read_text())
    board["spaces"] = (board["spaces"] * 10)[:MAX_SPACES + 1]  # (play drew the whole loop after every move)
    (deck / "board.yaml").write_text(yaml.safe_dump(board))
    assert findings(deck) == [("board.yaml", line_of(deck, "spaces:") + 1, "wrong-count")]  # (at the list)
    board["spaces"] = board["spaces"][:MAX_SPACES]
    (deck / "board.yaml").write_text(yaml.safe_dump(board))
    assert load_deck(deck).ok
