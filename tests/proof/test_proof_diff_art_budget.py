"""diff --html's art within the diff's budget: only the decks with cards to draw have their art
read, one blob named by many decks (and on both sides) is read once, and the art with the deck
files is judged against `limits.MAX_DIFF_BYTES` before a byte of it is read. 300 decks of only a
deck.yaml naming one 20 MB blob (a 23 MB .git) had taken 80 s and written 24 GB."""

from __future__ import annotations

import random
import shutil
import subprocess
from pathlib import Path

import pytest
from deckfactory import write_deck

from deckctl.proof import diffsite

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def git(root: Path, *args: str) -> None:
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.org", *args], cwd=root, check=True,
                   capture_output=True)


@pytest.fixture
def repo(tmp_path) -> Path:
    """Three decks with cards naming one back art at the repository's top, edited in HEAD; five
    decks of only a deck.yaml naming another art, their titles changed (nothing to draw)."""
    from PIL import Image

    root = tmp_path / "repo"
    root.mkdir()
    git(root, "init", "-q")
    (root / "art").mkdir()
    noise = random.Random(1).randbytes(300 * 420 * 3)  # (a PNG of some size: 380 kB)
    Image.frombytes("RGB", (300, 420), noise).save(root / "art" / "back.png")
    Image.new("RGB", (300, 420), (30, 30, 200)).save(root / "art" / "other.png")
    for name in ("a", "b", "c"):
        deck = write_deck(root / "decks", "knowledge", name=name)
        manifest = deck / "deck.yaml"
        manifest.write_text(manifest.read_text().replace("id: ", f"id: {name}-", 1)
                            + "print:\n  back_art: ../../art/back.png\n")
    for n in range(5):
        (root / "decks" / f"empty{n}").mkdir()
        (root / "decks" / f"empty{n}" / "deck.yaml").write_text(
            f"format: 1\ngame: knowledge\nid: empty-{n}\ntitle: Empty\nlanguage: en\nversion: 1.0.0\n"
            "print:\n  back_art: ../../art/other.png\n")
    git(root, "add", ".")
    git(root, "commit", "-qm", "first")
    for name in ("a", "b", "c"):
        cards = root / "decks" / name / "cards" / "cards.yaml"
        cards.write_text(cards.read_text().replace("back: Blue.", "back: Blue like the sea."))
    for n in range(5):
        manifest = root / "decks" / f"empty{n}" / "deck.yaml"
        manifest.write_text(manifest.read_text().replace("title: Empty", "title: Still empty"))
    git(root, "commit", "-qam", "edits")
    return root


@pytest.fixture
def reads(monkeypatch) -> list[str]:
    """The art diffsite reads (each read's key)."""
    read_art = diffsite._read_art
    keys: list[str] = []
    monkeypatch.setattr(diffsite, "_read_art", lambda found, into: keys.append(found.key) or read_art(found, into))
    return keys


def test_art_is_read_once_and_only_for_decks_with_cards_to_draw(repo, cli, tmp_path, reads, monkeypatch):
    from deckctl.diff import sides

    asked: list[str] = []
    blob_at = sides._blob_at
    monkeypatch.setattr(sides, "_blob_at", lambda rev, name, root: asked.append(name) or blob_at(rev, name, root))
    art = (repo / "art" / "back.png").stat().st_size
    decks = sum(f.stat().st_size for f in (repo / "decks").rglob("*") if f.is_file()) * 2  # (both sides, at most)
    monkeypatch.setattr(diffsite, "MAX_DIFF_BYTES", decks + art + art // 2)  # (room for it once, not twice)
    run = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=repo)
    assert run.exception is None and run.exit_code == 0, run.stderr
    assert len(reads) == 1  # three decks, both sides: one blob
    assert set(asked) == {"art/back.png"}  # (art/other.png: its decks have no card to draw)
    page = (tmp_path / "cd" / "index.html").read_text()
    assert "its print: section names" not in page  # (every card drawn, on its art)


def test_art_past_the_diffs_budget_is_not_read(repo, cli, tmp_path, reads, monkeypatch):
    monkeypatch.setattr(diffsite, "MAX_DIFF_BYTES", 200_000)
    run = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=repo)
    assert run.exception is None and run.exit_code == 1
    assert "HEAD~1:art/back.png: error: the art of the decks with cards to draw is" in run.stderr
    assert "diff reads at most 200,000, both sides together: no art is read" in run.stderr
    assert "[diff-too-large]" in run.stderr
    assert reads == []
    assert "no art is read, the cards are listed without pictures" in (tmp_path / "cd" / "index.html").read_text()
