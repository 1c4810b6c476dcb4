"""A deck's own source files (deck.yaml, board.yaml, cards/*.yaml) are read only when they are
regular files inside the deck's repository (deckctl/io/paths.py): a link leading out of it, or a
named pipe, is an error naming the file, and is not read; `fmt` writes through no link at all.
"""

from __future__ import annotations

import os

from deckfactory import MANIFESTS, VALID_CARDS, write_deck
from guards import returns_quickly

from deckctl.validate.deck import validate

SECRET = "SECRET-7d2e41-of-the-runner"


def repo_deck(tmp_path):
    (tmp_path / "repo" / ".git").mkdir(parents=True)
    return write_deck(tmp_path / "repo", "knowledge")


def secret_cards(tmp_path):
    """A file outside the repository that reads as cards, and would quote its text in findings."""
    path = tmp_path / "secret.yaml"
    path.write_text(f"- id: x\n  category: number\n  front: {SECRET}\n  unknown: {SECRET}\n")
    return path


def test_a_card_file_linked_out_of_the_repository_is_an_error_and_not_read(tmp_path, cli):
    deck = repo_deck(tmp_path)
    (deck / "cards" / "more.yaml").symlink_to(secret_cards(tmp_path))
    (error,) = [d for d in validate([deck]).diagnostics if d.is_error]
    assert (error.file.endswith("more.yaml"), error.code) == (True, "unreadable")
    assert "symbolic link leading outside the deck's repository" in error.message
    for command in ("validate", "lint"):
        run = cli(command, deck)
        assert run.exit_code == 1 and run.exception is None
        assert "more.yaml: error: the file is not read" in run.stdout
        assert SECRET not in run.stdout + run.stderr


def test_a_card_file_linked_inside_the_repository_is_read(tmp_path):
    deck = repo_deck(tmp_path)
    (deck.parent / "shared.yaml").write_text(VALID_CARDS["knowledge"].replace("id: ", "id: shared-"))
    (deck / "cards" / "shared.yaml").symlink_to("../../shared.yaml")
    result = validate([deck])
    assert result.ok, [str(d) for d in result.diagnostics]
    assert result.card_count == 2 * validate([write_deck(tmp_path / "plain", "knowledge")]).card_count


def test_a_cards_folder_linked_out_of_the_repository_is_not_read(tmp_path):
    (tmp_path / "elsewhere").mkdir()
    secret_cards(tmp_path).rename(tmp_path / "elsewhere" / "cards.yaml")
    deck = repo_deck(tmp_path)
    for path in (deck / "cards").iterdir():
        path.unlink()
    (deck / "cards").rmdir()
    (deck / "cards").symlink_to(tmp_path / "elsewhere")
    diagnostics = validate([deck]).diagnostics
    assert [d.code for d in diagnostics if d.is_error] == ["unreadable"]
    assert SECRET not in "".join(str(d) for d in diagnostics)


def test_deck_yaml_and_board_yaml_linked_out_are_not_read(tmp_path):
    deck = repo_deck(tmp_path)
    (tmp_path / "board.yaml").write_text(f"{SECRET}: [\n")
    (deck / "board.yaml").unlink()
    (deck / "board.yaml").symlink_to(tmp_path / "board.yaml")
    (error,) = [d for d in validate([deck]).diagnostics if d.is_error]
    assert (error.file.endswith("board.yaml"), error.code) == (True, "unreadable")
    (tmp_path / "deck.yaml").write_text(MANIFESTS["knowledge"] + f"{SECRET}: 1\n")
    (deck / "deck.yaml").unlink()
    (deck / "deck.yaml").symlink_to(tmp_path / "deck.yaml")
    diagnostics = validate([deck]).diagnostics
    assert [(d.file.endswith("deck.yaml"), d.code) for d in diagnostics] == [(True, "unreadable")]
    assert SECRET not in "".join(str(d) for d in diagnostics)


def test_a_named_pipe_among_the_cards_is_an_error_at_once(tmp_path, cli):
    deck = repo_deck(tmp_path)
    os.mkfifo(deck / "cards" / "pipe.yaml")
    with returns_quickly():
        (error,) = [d for d in validate([deck]).diagnostics if d.is_error]
        runs = [cli(command, deck) for command in ("validate", "lint", "build")]
    assert (error.file.endswith("pipe.yaml"), error.code) == (True, "unreadable")
    assert "is a named pipe, not a file" in error.message
    for run in runs:
        assert run.exit_code == 1 and run.exception is None and "pipe.yaml: error:" in run.stdout


def test_a_named_pipe_as_board_yaml_is_said_to_be_one(tmp_path, cli):
    """Not taken for a missing board (Knowledge? then says the deck "has no board.yaml")."""
    deck = repo_deck(tmp_path)
    (deck / "board.yaml").unlink()
    os.mkfifo(deck / "board.yaml")
    with returns_quickly():
        diagnostics = validate([deck]).diagnostics
        run = cli("validate", deck)
    assert [(d.file.endswith("board.yaml"), d.code) for d in diagnostics] == [(True, "unreadable")]
    assert "is a named pipe, not a file" in diagnostics[0].message
    assert run.exit_code == 1 and "board.yaml: error: the file is not read: it is a named pipe" in run.stdout


def test_fmt_writes_through_no_linked_card_file_nor_linked_cards_folder(tmp_path, cli):
    deck = repo_deck(tmp_path)
    messy = "-   id: linked-card\n    category: number\n    front: How many?\n    back: Three\n    value: '3'\n"
    target = deck.parent / "outside-cards.yaml"  # inside the repository, even: fmt follows no link
    target.write_text(messy)
    (deck / "cards" / "linked.yaml").symlink_to(target)
    run = cli("fmt", deck)
    assert run.exit_code == 1 and run.exception is None
    assert "linked.yaml: error: not formatted: the file is a symbolic link" in run.stdout
    assert target.read_text() == messy and (deck / "cards" / "linked.yaml").is_symlink()

    other = write_deck(tmp_path / "repo", "knowledge", name="other")
    (other / "cards" / "cards.yaml").write_text(messy)
    elsewhere = tmp_path / "elsewhere"
    (other / "cards").rename(elsewhere)
    (other / "cards").symlink_to(elsewhere)
    run = cli("fmt", other)  # (leading out of the repository: one error at the link, its folder not listed)
    assert run.exit_code == 1 and "cards: error: not read: it is a symbolic link leading outside" in run.stdout
    assert "cards.yaml" not in run.stdout
    assert (elsewhere / "cards.yaml").read_text() == messy
    run = cli("fmt", other / "cards" / "cards.yaml")  # named on the command line: the same
    assert run.exit_code == 1 and "symbolic link" in run.stdout
    assert (elsewhere / "cards.yaml").read_text() == messy
