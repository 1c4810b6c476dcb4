"""`diff --html`: a card validate refuses on a side is not drawn there, and the page said only "not
drawn: the card has errors there", leaving the reviewer to check out the branch and run validate
to learn which. Its errors are listed where its pictures would be: rule, message, place in its
card file (as the page names files: `cards/NAME.yaml`, not the diff's temporary folder) and hint."""

from __future__ import annotations

import re
import shutil

import pytest
from deckfactory import committed_deck
from proofpage import article

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

COAL = ("- id: coal-colour\n  category: colour\n  front: The colour of coal.\n  back: Black, nearly.\n"
        "  value: sepia\n  source: https://example.org/coal\n")


def test_a_card_refused_after_the_change_lists_its_errors(tmp_path, cli):
    root = tmp_path / "repo"
    root.mkdir()
    deck, git = committed_deck(root)
    cards = deck / "cards" / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    first = re.search(r"^- id: (\S+)$", text, re.M)[1]
    value = re.search(r"^  value: (.+)$", text, re.M)
    cards.write_text(text[:value.start(1)] + "99" + text[value.end(1):] + COAL, encoding="utf-8")
    git("commit", "-qam", "a card added and one edited, both refused")
    line = 1 + cards.read_text(encoding="utf-8").splitlines().index("  value: sepia")

    result = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root)
    page = (tmp_path / "cd" / "index.html").read_text(encoding="utf-8")
    coal = article(page, "coal-colour")
    assert "not drawn: the card has errors there" in coal
    (error,) = re.findall(r'<li class="problem error"[^>]*>(.*?)</li>', coal)
    assert '<span class="rule">not-in-vocabulary</span>' in error
    assert f'<span class="src">cards/cards.yaml:{line}:10</span>' in error
    assert '<div class="hint">hint: ' in error and str(tmp_path) not in page

    # An edited card refused after the change: its errors on the after side only, its before drawn.
    edited = article(page, first)
    before, after = edited.split('<div class="after">', 1)
    assert "<img" in before and "problem error" not in before
    assert "<img" not in after and re.search(r'<li class="problem error"[^>]*>.*?<span class="rule">[\w-]+</span>', after)
    assert result.exit_code == 0, result.stderr  # (a change that breaks cards is shown, not a failure of the diff)
