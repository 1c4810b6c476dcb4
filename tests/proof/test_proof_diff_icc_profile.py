"""diff --html draws the cards of a deck whose print: section names an ICC profile: each side's
temporary copy had only the deck's art (`back_art`, `logo`), not its profile, so every card of
such a deck was listed before and after as "the deck's print: section cannot be used", unpictured.
The copy's top now stands for the repository's too, so a profile or art named from the
repository's top (`../../art/...`) is inside it there, as in the checkout."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from deckfactory import MANIFESTS, write_deck
from proofpage import read

from deckctl.proof import diffsite

PROFILES = Path("/usr/share/color/icc/ghostscript")  # installed with Ghostscript

pytestmark = [pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed"),
              pytest.mark.skipif(not (PROFILES / "default_cmyk.icc").is_file(),
                                 reason="Ghostscript's CMYK profile is not installed")]


def git(root: Path, *args: str) -> None:
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.org", *args], cwd=root, check=True,
                   capture_output=True)


def committed(root: Path, print_section: str) -> Path:
    """A repository at `root` with a deck in decks/deck of this print: section, a profile in the
    deck's `art/` and one with a back art in the repository's `art/`, one card's front edited in HEAD."""
    from PIL import Image

    root.mkdir()
    git(root, "init", "-q")
    deck = write_deck(root / "decks", manifest=MANIFESTS["knowledge"] + print_section)
    for art in (deck / "art", root / "art"):
        art.mkdir()
        shutil.copyfile(PROFILES / "default_cmyk.icc", art / "cmyk.icc")
    Image.new("RGB", (300, 420), (30, 30, 200)).save(root / "art" / "back.png")
    git(root, "add", ".")
    git(root, "commit", "-qm", "first")
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text().replace("a clear daytime sky.", "a clear sky by day."))
    git(root, "commit", "-qam", "edit")
    return root


@pytest.fixture
def repo(tmp_path) -> Path:
    return committed(tmp_path / "repo", 'print: {pdfx: "4", icc_profile: art/cmyk.icc}\n')


def drawn(run, out: Path) -> list[int]:
    """The pictures of each card on the page (two faces before, two after: 4), once it is known
    that no card's print: section was refused."""
    assert run.exception is None and run.exit_code == 0, run.stderr
    assert "cannot be used" not in (out / "index.html").read_text()
    return [len(card.pictures) for card in read(out / "index.html").cards]


@pytest.mark.parametrize("against", [("HEAD~1", "HEAD"), ("HEAD~1",)])  # (two revisions; a revision and the folder)
def test_cards_of_a_deck_with_a_profile_are_drawn(repo, cli, tmp_path, against):
    run = cli("diff", "--html", *against, "--out", tmp_path / "cd", cwd=repo)
    assert drawn(run, tmp_path / "cd") == [4]


def test_a_profile_and_art_named_from_the_repositorys_top_are_drawn(tmp_path, cli):
    root = committed(tmp_path / "repo", 'print: {pdfx: "4", icc_profile: ../../art/cmyk.icc, '
                                         'back_art: ../../art/back.png}\n')
    run = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root)
    assert drawn(run, tmp_path / "cd") == [4]
    assert "cannot be drawn" not in (tmp_path / "cd" / "index.html").read_text()


def test_a_profile_missing_on_one_side_is_named(repo, cli, tmp_path):
    (repo / "decks" / "deck" / "art" / "cmyk.icc").unlink()
    git(repo, "commit", "-qam", "profile gone")
    run = cli("diff", "--html", "HEAD~2", "HEAD", "--out", tmp_path / "cd", cwd=repo)
    assert run.exception is None, run.stderr
    assert "the ICC profile `art/cmyk.icc` its print: section names is not in HEAD" in (
        tmp_path / "cd" / "index.html").read_text()


def test_a_profile_past_the_exports_limit_is_not_read(repo, cli, tmp_path, monkeypatch):
    monkeypatch.setitem(diffsite.PRINT_FILES, "icc_profile", ("ICC profile", 1_000))
    run = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=repo)
    assert run.exception is None and run.exit_code == 1
    assert "HEAD~1:decks/deck/art/cmyk.icc: error: the ICC profile `art/cmyk.icc` its print: section names is" in run.stderr
    assert "a profile may be at most 1,000 bytes, so it is not read [bad-print-option]" in run.stderr
