"""`deckctl fmt` on a deck source whose whole content is one value (`TODO`, a quoted text, a
number, `~`, or a `---`/`...` document holding only a comment): the file is left byte for byte as
it was, with validate's error naming why (exit 1). A text or number had ended fmt, `fmt --check`
and so the pre-commit hook with an internal error (exit 70: the comment gaps were looked up on a
string), and a null document with exit 1 and "errors above" above no error at all."""

from __future__ import annotations

import pytest

from deckfactory import VALID_CARDS, write_deck

CARD_FILE = ("cards/notes.yaml", "a card file must be a list of cards [not-a-list]")


@pytest.mark.parametrize("content", ["TODO\n", '"a text"  # a comment\n', "'a text'\n", "5\n", "|\n  a block\n",
                                     "&a text\n", "!!str x\n", "~\n", "---\n# a comment\n...\n"])
@pytest.mark.parametrize("check", [[], ["--check"]])
def test_a_card_file_of_one_value_is_left_alone_with_its_error(cli, tmp_path, content, check):
    deck = write_deck(tmp_path, "knowledge", cards={"cards.yaml": VALID_CARDS["knowledge"], "notes.yaml": content})
    run = cli("fmt", *check, "deck", cwd=tmp_path)
    assert run.exception is None, run.exception
    assert run.exit_code == 1, run.stdout + run.stderr
    line = 3 if content.startswith("---") else 1
    assert f"deck/{CARD_FILE[0]}:{line}:1: error: {CARD_FILE[1]}" in run.stdout
    assert "1 left alone (errors above)" in run.stdout + run.stderr
    assert deck.joinpath(CARD_FILE[0]).read_text(encoding="utf-8") == content


@pytest.mark.parametrize("name", ["deck.yaml", "board.yaml"])
def test_a_manifest_or_board_of_one_value_is_left_alone_with_its_error(cli, tmp_path, name):
    deck = write_deck(tmp_path, "knowledge")
    deck.joinpath(name).write_text("TODO\n", encoding="utf-8")
    run = cli("fmt", f"deck/{name}", cwd=tmp_path)
    assert run.exception is None, run.exception
    assert run.exit_code == 1, run.stdout + run.stderr
    assert f"deck/{name}:1:1: error: {name} must be a mapping of keys to values [not-a-mapping]" in run.stdout
    assert deck.joinpath(name).read_text(encoding="utf-8") == "TODO\n"
