"""A version that does not load as a card file, and hidden files (real `git merge` runs where git's
part is tested: the file recorded as conflicted, a hidden file merged as git merges it; else the
driver run in this process as git runs it, gitmerge.merge_in_process): the driver merges such a version line by line, as git does, but a line merge that does not load is
never left as a clean merge (git would commit it); a hidden file is no card file, so it is merged
exactly as git merges it without the driver, and nothing is said of it."""

from __future__ import annotations

from pathlib import Path

import pytest
from gitmerge import DRIVER, merge_in_git, merge_in_process
from gitmerge import git as _git

CARDS = "decks/quiz/cards/cards.yaml"


def _card(card_id: str, back: str = "") -> str:
    return (f"- id: {card_id}\n  category: letter\n  front: The first letter of {card_id}.\n"
            f"  back: {back or f'It is {card_id}.'}\n  value: B\n")


BASE = _card("a") + _card("b") + _card("c")
BROKEN = BASE.replace("It is b.", "It is b: a bee.")  # not YAML: `: ` inside a plain value
TWICE = BASE.replace("- id: c", "- id: a")  # YAML, but no card file: an id given twice


def _merge(tmp_path: Path, base: str, ours: str, theirs: str):
    return merge_in_process(tmp_path / "driver", "knowledge", base, ours, theirs)


def _merge_in_git(tmp_path: Path, base: str, ours: str, theirs: str, cards: str = "cards.yaml", driver: bool = True):
    return merge_in_git(tmp_path / ("driver" if driver else "git"), "knowledge", base, ours, theirs,
                        cards=cards, driver=DRIVER if driver else None)


def _status(repo: Path) -> str:
    return _git(repo, "status", "--short").stdout


@pytest.mark.parametrize("broken_side", ["ours", "theirs"])
def test_a_clean_line_merge_that_does_not_load_because_a_side_did_not_is_a_conflict(tmp_path, broken_side):
    edited = BASE.replace("It is c.", "It is a sea.")
    ours, theirs = (BROKEN, edited) if broken_side == "ours" else (edited, BROKEN)
    done = _merge_in_git(tmp_path, BASE, ours, theirs)
    assert done.code == 1, done.output  # git committed it, exit 0, before
    assert _status(done.repo) == f"UU {CARDS}\n"
    assert done.text == BROKEN.replace("It is c.", "It is a sea.")  # both sides' edits, as git merges the lines
    version = "our version" if broken_side == "ours" else "their version"
    assert (f"{CARDS}:9:16: error: card `b`: cannot merge by card id: {version} does not load (line 9, col 16: a text holds "
            "a colon and a space" in done.output), done.output
    assert "git's line merge does not load either" in done.output
    assert done.output.count(f"{CARDS}:") == 2  # the error and the driver's summary, no warning beside
    assert "merged line by line, the file does not load: fix it" in done.output


def test_a_side_that_is_no_card_file_is_named_with_its_problem(tmp_path):
    done = _merge(tmp_path, BASE, BASE.replace("It is a.", "It is an a."), TWICE)
    assert done.code == 1, done.output
    assert done.text == TWICE.replace("It is a.", "It is an a.")
    assert (f"{CARDS}:11:3: error: cannot merge by card id: their version is not a list of cards with unique ids "
            "(line 11, col 3: the id `a` is used twice (first at line 1))") in done.output, done.output


def test_a_broken_base_and_side_are_both_named(tmp_path):
    ours = BROKEN.replace("It is a.", "It is an a.")
    done = _merge(tmp_path, BROKEN, ours, BROKEN.replace("It is c.", "It is a sea."))
    assert done.code == 1, done.output
    assert done.text == ours.replace("It is c.", "It is a sea.")
    assert (f"{CARDS}:9:16: error: card `b`: cannot merge by card id: the base version, our version and their version "
            "do not load (line 9, col 16 in each: a text holds") in done.output, done.output


def test_a_side_that_repaired_the_file_gives_a_clean_merge(tmp_path):
    ours = BROKEN.replace("It is a.", "It is an a.")
    theirs = BROKEN.replace("It is b: a bee.", "It is b, a bee.")
    done = _merge(tmp_path, BROKEN, ours, theirs)
    assert done.code == 0, done.output
    assert done.text == BASE.replace("It is a.", "It is an a.").replace("It is b.", "It is b, a bee.")
    assert "warning: card `b`: cannot merge by card id: the base version does not load" in done.output


def test_a_hidden_file_is_merged_as_git_merges_it_and_nothing_is_said(tmp_path):
    """`cards/.draft.yaml` is no card file to deckctl (docs/format.md): even one that does not
    load is merged by git's lines, with git's exit code, and the driver prints nothing."""
    ours, theirs = BROKEN.replace("It is a.", "It is an a."), BROKEN.replace("It is c.", "It is a sea.")
    with_driver = _merge_in_git(tmp_path, BASE, ours, theirs, cards=".draft.yaml")
    by_git = _merge_in_git(tmp_path, BASE, ours, theirs, cards=".draft.yaml", driver=False)
    assert (with_driver.code, with_driver.text, with_driver.output) == (by_git.code, by_git.text, by_git.output)
    assert with_driver.code == 0 and "cannot merge" not in with_driver.output


UNCLOSED = BASE.replace("It is b.", '"It is b.')  # a quote never closed, in card b, with card c after it


def test_a_side_that_does_not_load_is_named_with_the_card_where_it_fails(tmp_path):
    """libyaml stops at the end of the file (in card c) but the quote was opened in card b:
    the driver names the place and the card `deckctl validate` names."""
    done = _merge(tmp_path, BASE, BASE.replace("It is c.", "It is a sea."), UNCLOSED)
    assert done.code == 1, done.output
    assert (f"{CARDS}:9:9: error: card `b`: cannot merge by card id: their version does not load (line 9, col 9: "
            "the quote opened here is never closed") in done.output, done.output


def test_the_warning_for_a_side_that_does_not_load_names_its_card(tmp_path):
    theirs = UNCLOSED.replace('"It is b.', "It is b, a bee.")  # repaired on their side
    done = _merge(tmp_path, UNCLOSED, UNCLOSED.replace("It is a.", "It is an a."), theirs)
    assert done.code == 0, done.output
    assert (f"{CARDS}:9:9: warning: card `b`: cannot merge by card id: the base version does not load: "
            "the quote opened here is never closed") in done.output, done.output


def test_a_side_that_fails_in_another_card_than_the_merge_names_its_card(tmp_path):
    ours = BASE.replace("It is a.", "It is a: an a.")  # ours breaks card a, theirs card b
    done = _merge(tmp_path, BASE, ours, UNCLOSED)
    assert done.code == 1, done.output
    assert (f"{CARDS}:4:16: error: card `a`: cannot merge by card id: our version does not load (line 4, col 16: "
            "a text holds a colon and a space") in done.output, done.output
    assert "their version does not load (line 9, col 9, card `b`: the quote opened here" in done.output, done.output
