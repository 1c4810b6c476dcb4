"""What deckctl looks at in a folder of decks and in a deck folder is bounded and never crashes:
folders nested deeper than MAX_FOLDER_DEPTH (about 990 had ended every command with a
RecursionError, exit 70), a deck folder of more than MAX_DECK_ENTRIES files, more than
MAX_CARD_FILES card files (counted before any is read), a card file whose name is not UTF-8 (git
commits any bytes: it had ended validate and lint with a UnicodeEncodeError), and card files in a
`cards/` folder deeper in a deck, which no command reads (they had been passed over without a word)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from deckfactory import write_deck

from deckctl.io import discover


@pytest.fixture
def nested():
    """Make folders nested `depth` deep (one by one: os.makedirs and shutil.rmtree recurse too),
    removed again the same way."""
    made: list[Path] = []

    def make(folder: Path, depth: int) -> None:
        folder.mkdir(parents=True)
        for _ in range(depth):
            folder = folder / "a"
            folder.mkdir()
            made.append(folder)

    yield make
    for folder in reversed(made):
        folder.rmdir()


def _errors(run) -> list[str]:
    return [line for line in (run.stdout + run.stderr).splitlines() if ": error: " in line]


@pytest.mark.parametrize("args", [["validate"], ["lint"], ["fmt", "--check"]])
def test_folders_nested_deeper_than_python_recurses_are_one_error(cli, tmp_path, nested, args):
    write_deck(tmp_path / "decks", name="k")
    nested(tmp_path / "decks" / "junk", 1_100)
    run = cli(*args, "decks", cwd=tmp_path)
    assert run.exception is None and run.exit_code == 1
    assert [line.endswith("[too-deep]") for line in _errors(run)] == [True]


@pytest.mark.parametrize("args", [["validate"], ["lint"]])
def test_folders_nested_deep_inside_a_named_deck_are_one_error(cli, tmp_path, nested, args):
    deck = write_deck(tmp_path / "decks", name="k")
    nested(deck / "junk", 1_100)
    run = cli(*args, deck, cwd=tmp_path)
    assert run.exception is None and run.exit_code == 1
    assert [line.endswith("[too-deep]") for line in _errors(run)] == [True]
    assert f"more than {discover.MAX_FOLDER_DEPTH} deep" in run.stdout


def test_a_deck_folder_of_too_many_files_is_one_error_and_never_cached(cli, tmp_path, monkeypatch):
    from deckctl.lint import cache

    monkeypatch.setattr(discover, "MAX_DECK_ENTRIES", 20)
    deck = write_deck(tmp_path / "decks", name="k")
    (deck / "junk").mkdir()
    for number in range(30):
        (deck / "junk" / f"{number}.txt").touch()
    run = cli("validate", deck, cwd=tmp_path)
    assert run.exception is None and run.exit_code == 1
    assert [line.endswith("[too-many-files]") for line in _errors(run)] == [True]
    # The files past the limit are not known, so no key can say they are unchanged.
    assert cache.deck_key(deck, "q") != cache.deck_key(deck, "q")


@pytest.mark.parametrize("args", [["validate"], ["lint"], ["fmt", "--check"], ["build", "-o", "out"]])
def test_more_card_files_than_a_deck_may_have_is_one_error_and_none_is_read(cli, tmp_path, monkeypatch, args):
    monkeypatch.setattr(discover, "MAX_CARD_FILES", 3)
    deck = write_deck(tmp_path / "decks", name="k")
    for number in range(5):
        (deck / "cards" / f"z{number}.yaml").write_text("[]\n")
    run = cli(*args, deck, cwd=tmp_path)
    assert run.exception is None and run.exit_code == 1
    errors = _errors(run)
    assert len(errors) == 1 and errors[0].endswith("[too-many-card-files]"), errors
    assert discover.card_file_paths(deck) == []


NOT_UTF8 = os.fsdecode(b"c\xff.yaml")


@pytest.mark.parametrize("args", [["validate"], ["lint"], ["fmt", "--check"]])
def test_a_card_file_whose_name_is_not_utf8_is_refused_naming_it_escaped(cli, tmp_path, args):
    deck = write_deck(tmp_path / "decks", name="k")
    (deck / "cards" / NOT_UTF8).write_text("[]\n")
    run = cli(*args, deck, cwd=tmp_path)
    assert run.exception is None and run.exit_code == 1
    errors = _errors(run)
    assert len(errors) == 1 and errors[0].startswith("decks/k/cards/c\\xff.yaml: error: ") \
        and errors[0].endswith("[file-name]"), errors


def test_export_sheet_refuses_a_card_file_whose_name_is_not_utf8(cli, tmp_path):
    deck = write_deck(tmp_path / "decks", name="k")
    (deck / "cards" / NOT_UTF8).write_text("[]\n")
    run = cli("export", "sheet", deck, "-o", tmp_path / "out.csv", cwd=tmp_path)
    assert run.exception is None and run.exit_code == 1
    assert "[file-name]" in run.stdout + run.stderr


def test_a_cache_key_holds_names_that_are_not_utf8(tmp_path):
    from deckctl.lint import cache

    deck = write_deck(tmp_path / "decks", name="k")
    (deck / os.fsdecode(b"art\xfe")).mkdir()
    (deck / os.fsdecode(b"art\xfe") / "x.png").write_bytes(b"1")
    before = cache.deck_key(deck, "q")
    (deck / os.fsdecode(b"art\xfe") / "x.png").write_bytes(b"2")
    assert cache.deck_key(deck, "q") != before


def test_cards_in_a_cards_folder_deeper_in_a_deck_are_reported_not_read(cli, tmp_path):
    deck = write_deck(tmp_path / "decks", name="x")
    (deck / "sub" / "cards").mkdir(parents=True)
    (deck / "sub" / "cards" / "q.yaml").write_text("[]\n")
    write_deck(deck / "nested", name="inner")  # (a deck of its own inside it: its cards are read)
    run = cli("validate", "decks", cwd=tmp_path)
    assert run.exception is None and run.exit_code == 1
    errors = [line for line in _errors(run) if line.endswith("[cards-not-read]")]
    assert len(errors) == 1 and errors[0].startswith("decks/x/sub/cards: error: "), errors
    assert "decks/x/cards/" in errors[0]


@pytest.mark.parametrize("args", [["validate"], ["lint"], ["fmt", "--check"], ["build", "-o", "out"], ["stats"]])
def test_a_deck_folder_whose_name_is_not_utf8_is_refused_naming_it_escaped(cli, tmp_path, args):
    write_deck(tmp_path / "decks", name=os.fsdecode(b"k\xff"))
    orphan = tmp_path / "decks" / os.fsdecode(b"o\xfe") / "cards"
    orphan.mkdir(parents=True)
    (orphan / "q.yaml").write_text("[]\n")
    run = cli(*args, "decks", cwd=tmp_path)
    assert run.exception is None and run.exit_code == 1
    assert "decks/k\\xff/deck.yaml: error: " in run.stdout + run.stderr
    assert "decks/o\\xfe/cards/q.yaml: error: " in run.stdout + run.stderr
