"""`deckctl diff` and `diff --html` on a revision holding a file larger than its kind may be: a
blob costs a repository nothing (a gigabyte of zeros packs into a megabyte), so its size, as git
states it, is judged before a byte of it is read, against the limit the work tree has."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from deckfactory import set_print
from gitrepo import git, starter_repo

from deckctl.diff import sides
from deckctl.export.pdf.art import MAX_ART_BYTES
from deckctl.i18n.limits import MAX_CATALOG_BYTES
from deckctl.io.source import MAX_FILE_BYTES
from deckctl.validate.limits import MAX_DECK_BYTES

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


@pytest.fixture
def repo(tmp_path):
    return starter_repo(tmp_path / "repo")


@pytest.fixture
def git_reads(monkeypatch) -> list[tuple[list[str], bytes]]:
    """Every git command diff runs, with what it is given on its standard input."""
    calls = []
    real = sides.run_git

    def spy(args, cwd, data=None):
        calls.append((list(args), data or b""))
        return real(args, cwd, data=data)

    monkeypatch.setattr(sides, "run_git", spy)
    return calls


def _read_objects(calls) -> str:
    """What of the repository's objects diff asked git for (names on the command line or input)."""
    return " ".join(" ".join(args) + " " + data.decode() for args, data in calls
                    if args[:1] == ["cat-file"] and "--batch-check" not in args)  # (a size reads no blob)


def _commit_large(repo: Path, name: str, size: int, print_section: str = "") -> str:
    """Commit `size` bytes at decks/yki/`name` (a YAML comment: what it holds never matters) with
    one answer edited, and deck.yaml's print: section `print_section` if given; the blob's object name."""
    deck = repo / "decks" / "yki"
    (deck / name).parent.mkdir(parents=True, exist_ok=True)
    head = f"# {name}\n".encode()
    (deck / name).write_bytes(head + b"#" * (size - len(head) - 1) + b"\n")
    if print_section:
        set_print(deck / "deck.yaml", print_section)
    cards = deck / "cards" / "set-a.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("answer: Canberra", "answer: Sydney"), encoding="utf-8")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "large")
    return git(repo, "rev-parse", f"HEAD:decks/yki/{name}").strip()


@pytest.mark.parametrize(("name", "size", "limit"), [
    ("cards/big.yaml", MAX_DECK_BYTES + 1, MAX_DECK_BYTES),
    ("locales/fr.po", MAX_CATALOG_BYTES + 1, MAX_CATALOG_BYTES),
    ("deck.yaml", MAX_FILE_BYTES + 1, MAX_FILE_BYTES),
], ids=["card-file", "catalog", "manifest"])
def test_a_deck_file_blob_over_its_limit_is_a_finding_and_never_read(repo, cli, git_reads, name, size, limit):
    blob = _commit_large(repo, name, size)
    run = cli("diff", "HEAD~1", "HEAD", cwd=repo)
    assert run.exit_code == 1 and run.exception is None
    assert f"HEAD:decks/yki/{name}: error: " in run.stderr and f"{limit:,}" in run.stderr and f"{size:,}" in run.stderr
    assert "not compared" in run.stdout  # (the deck: one of its files was not read)
    asked = _read_objects(git_reads)
    assert "cat-file --batch" in asked and blob not in asked


def test_card_files_over_the_deck_limit_together_are_refused_at_the_one_that_goes_over(repo, cli, git_reads):
    half = MAX_DECK_BYTES // 2 + 1  # (each within the limit alone: two of them are not)
    first = _commit_large(repo, "cards/big-1.yaml", half)
    second = _commit_large(repo, "cards/big-2.yaml", half)
    run = cli("diff", "HEAD~2", "HEAD", cwd=repo)
    assert run.exit_code == 1
    assert "HEAD:decks/yki/cards/big-2.yaml: error: the deck's card files hold more than" in run.stderr
    asked = _read_objects(git_reads)
    assert first in asked and second not in asked


def test_a_card_file_over_the_limit_in_the_working_tree_is_a_finding(repo, cli):
    cards = repo / "decks" / "yki" / "cards"
    (cards / "big.yaml").write_bytes(b"#" * MAX_DECK_BYTES + b"\n")
    run = cli("diff", cwd=repo)
    assert run.exit_code == 1
    assert "decks/yki/cards/big.yaml: error: the deck's card files hold more than" in run.stderr


def test_diff_html_refuses_art_over_the_limit_before_reading_it(repo, cli, git_reads, tmp_path):
    blob = _commit_large(repo, "art/back.png", MAX_ART_BYTES + 1, "print:\n  back_art: art/back.png\n")
    (repo / "decks" / "yki" / "art" / "back.png").unlink()  # (only the revision holds it)
    run = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=repo)
    assert run.exit_code == 1 and run.exception is None
    assert (f"HEAD:decks/yki/art/back.png: error: the art `art/back.png` its print: section names is "
            f"{MAX_ART_BYTES + 1:,} bytes in HEAD; art may be at most {MAX_ART_BYTES:,} bytes") in run.stderr
    assert blob not in _read_objects(git_reads)
    page = (tmp_path / "cd" / "index.html").read_text(encoding="utf-8")
    assert f"art may be at most {MAX_ART_BYTES:,} bytes, so it is not read" in page  # where the pictures would be


@pytest.mark.parametrize("planted", ["named pipe", "link to /dev/zero"])
def test_a_card_file_swapped_after_it_was_listed_is_neither_waited_on_nor_read(tmp_path, monkeypatch, planted):
    import os
    import threading

    deck = tmp_path / "deck"
    (deck / "cards").mkdir(parents=True)
    (deck / "deck.yaml").write_text("id: d\n", encoding="utf-8")
    swapped = deck / "cards" / "a.yaml"
    if planted == "named pipe":
        os.mkfifo(swapped)
    else:
        swapped.symlink_to("/dev/zero")
    # As if it had been a regular file when listed, and swapped before it was read:
    monkeypatch.setattr(sides, "_regular_file", lambda path: True)
    monkeypatch.setattr(sides, "_file_size", lambda path: 10)
    found: list = []
    reading = threading.Thread(target=lambda: found.append(sides.from_path(deck)), daemon=True)
    reading.start()
    reading.join(20)  # (the old code never returned: a blocking open, or /dev/zero read to its limit)
    assert found and set(found[0].files) == {"deck.yaml"} and not found[0].refused
