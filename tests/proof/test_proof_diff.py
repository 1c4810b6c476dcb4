"""`deckctl diff --html REV REV`: just the changed cards, as pictures before and after."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from deckfactory import write_deck
from proofpage import png_size, read

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def git(root: Path, *args: str) -> None:
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.org", *args], cwd=root, check=True,
                   capture_output=True)


def test_changed_cards_before_and_after(tmp_path, cli):
    root = tmp_path / "repo"
    root.mkdir()
    git(root, "init", "-q")
    deck = write_deck(root / "decks", "knowledge")
    assert cli("i18n", "pseudo", deck).exit_code == 0
    git(root, "add", ".")
    git(root, "commit", "-qm", "first")
    cards = deck / "cards" / "cards.yaml"
    text = cards.read_text()
    text = text.replace("back: Blue.", "back: Blue like the <sea>.")  # edited: source and its translation
    text = text.replace("- id: snow-colour\n  category: colour\n  front: The colour of fresh snow.\n  back: White.\n"
                        "  value: white\n", "")  # removed
    text += "- id: coal-colour\n  category: colour\n  front: The colour of coal.\n  back: Black, nearly.\n  value: blue\n"
    cards.write_text(text)
    assert cli("i18n", "pseudo", deck).exit_code == 0
    git(root, "commit", "-qam", "second")

    result = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root)
    assert result.exit_code == 0, result.stderr
    assert "1 added, 1 removed, 0 moved, 1 edited" in result.stderr
    page = read(tmp_path / "cd" / "index.html")
    assert sorted(card.id for card in page.cards) == ["coal-colour", "sky-colour", "snow-colour"]  # nothing else
    by_id = {card.id: card for card in page.cards}
    sky = by_id["sky-colour"]
    assert "edited" in sky.classes
    # before, then after; each in English and en-XA (the catalog changed too), front and back
    assert [(p.language, p.side) for p in sky.pictures] == [("en", "front"), ("en", "back"), ("en-XA", "front"),
                                                           ("en-XA", "back")] * 2
    before, after = sky.pictures[1], sky.pictures[5]
    assert before.alt.endswith("Blue.") and after.alt.endswith("Blue like the <sea>.")
    assert before.src != after.src and png_size(tmp_path / "cd" / after.src)[0] > 0
    html = (tmp_path / "cd" / "index.html").read_text()
    assert "<del>Blue.</del>" in html and "<ins>Blue like the &lt;sea&gt;.</ins>" in html  # the field's words that changed
    assert html.count('<table class="fields">') == 1  # English and en-XA in one table
    assert "added" in by_id["coal-colour"].classes and len(by_id["coal-colour"].pictures) == 4
    removed = by_id["snow-colour"]
    assert "removed" in removed.classes and removed.pictures[1].alt.endswith("White.")
    same = cli("diff", "--html", "HEAD", "HEAD", "--out", tmp_path / "cd", cwd=root)
    assert same.exit_code == 0 and read(tmp_path / "cd" / "index.html").cards == []
    assert list((tmp_path / "cd" / "cards").iterdir()) == []  # the earlier pictures went with the page
