"""diff --html draws at most `limits.MAX_DIFF_PICTURES` pictures (a card in one language, before
or after), shared out before any is drawn: the cards past it are listed with their changes, not
drawn, and the page and the terminal say so. 3,000 cards whose ten catalogs were all retranslated
had taken 435 s and 1.08 GB and written 51,650 files."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from deckfactory import committed_deck
from proofpage import read

from deckctl.proof import diffsite

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def git(root: Path, *args: str) -> None:
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.org", *args], cwd=root, check=True,
                   capture_output=True)


def test_cards_past_the_pages_pictures_are_listed_not_drawn(tmp_path, cli, monkeypatch):
    root = tmp_path / "repo"
    root.mkdir()
    deck, _ = committed_deck(root)
    cards = deck / "cards" / "cards.yaml"
    text = cards.read_text()
    for old in ("back: Blue.", "back: Green.", "back: White."):
        text = text.replace(old, old.replace(".", ", truly."))
    cards.write_text(text)
    git(root, "commit", "-qam", "three edits")

    monkeypatch.setattr(diffsite, "MAX_DIFF_PICTURES", 3)  # (one edited card, before and after: two)
    drawn = []
    draw_deck = diffsite.draw_deck
    monkeypatch.setattr(diffsite, "draw_deck", lambda *a, only, **k: drawn.append(only) or draw_deck(*a, only=only, **k))
    run = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root)
    assert run.exception is None and run.exit_code == 0, run.stderr
    said = ("2 cards not drawn: the page draws at most 3 pictures (a card in one language, before or after), "
            "the rest are listed with their changes")
    assert run.stderr.endswith(f"0 added, 0 removed, 0 moved, 3 edited (HEAD~1 -> HEAD); {said}\n")
    assert sum(len(ids) for only in drawn for ids in only.values()) == 2  # (asked to draw: one card, twice)

    page = read(tmp_path / "cd" / "index.html")
    assert len(page.cards) == 3
    assert [len(card.pictures) for card in page.cards if not card.missing] == [4]  # (two faces, two sides)
    html = (tmp_path / "cd" / "index.html").read_text()
    assert said in html
    assert html.count("before or after); deckctl diff lists every change") == 2 * 2  # (before and after, each)
    assert html.count("truly.</ins>") == 3  # (every card's change listed)
