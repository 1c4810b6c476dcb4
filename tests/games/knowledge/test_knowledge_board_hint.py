"""A Knowledge? deck without board.yaml: the hints name what the deck's repository lets the user
do (a repository made by `deckctl init` holds neither the starter decks nor deckctl's docs/)."""

from __future__ import annotations

import re

from deckfactory import VALID_CARDS, write_deck


def _deck_without_board(tmp_path):
    return write_deck(tmp_path, cards=VALID_CARDS["knowledge"], board=False)


def test_the_warning_names_a_command_that_writes_the_board(tmp_path, cli):
    deck = _deck_without_board(tmp_path)
    run = cli("validate", deck)
    assert run.exit_code == 0 and "[unplayable]" in run.stdout
    hint = run.stdout.split("hint: ", 1)[1]
    assert "decks/knowledge-starter" not in hint and "deckctl's documentation (docs/format.md" in hint
    command, written = re.search(r"`(deckctl init [^`]+)` writes the reference board to (.+?board\.yaml),", hint).groups()
    # Following the hint: the command writes the file it names, which makes the deck playable.
    folder = tmp_path / "new"
    assert cli(*command.replace("<a new folder>", str(folder)).split()[1:]).exit_code == 0
    board = written.replace("<a new folder>", str(folder))
    (deck / "board.yaml").write_bytes(open(board, "rb").read())
    assert "[unplayable]" not in cli("validate", deck).stdout


def test_play_from_a_deck_does_not_speak_of_a_bundle_alone(tmp_path, cli):
    deck = _deck_without_board(tmp_path)
    run = cli("play", "knowledge", "--deck", deck, "--seed", "1")
    assert run.exit_code == 1 and run.exception is None
    assert "the deck has no board to play on" in run.stderr
    assert "the bundle has no board" not in run.stderr and "decks/knowledge-starter" not in run.stderr
    assert "`deckctl init --game knowledge <a new folder>`" in run.stderr


def test_an_empty_board_names_where_the_reference_board_comes_from(tmp_path):
    from deckctl.validate.deck import validate

    deck = write_deck(tmp_path, cards=VALID_CARDS["knowledge"])
    (deck / "board.yaml").write_text("", encoding="utf-8")
    [error] = [d for d in validate([deck]).diagnostics if d.is_error]
    assert error.code == "empty-file" and error.file.endswith("board.yaml")
    assert "`deckctl init --game knowledge <a new folder>`" in error.hint and "deckctl's docs/format.md" in error.hint
