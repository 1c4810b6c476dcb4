"""`diff --html`: a card validate refuses on a side is not drawn there, and the page said only "not
drawn: the card has errors there", leaving the reviewer to check out the branch and run validate
to learn which. Its errors are listed where its pictures would be: rule, message, place in its
card file (as the page names files: `cards/NAME.yaml`, not the diff's temporary folder) and hint."""

from __future__ import annotations

import re
import shutil

import pytest
from deckfactory import committed_deck, deckctl_in_process
from proofpage import article

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

COAL = ("- id: coal-colour\n  category: colour\n  front: The colour of coal.\n  back: Black, nearly.\n"
        "  value: sepia\n  source: https://example.org/coal\n")


@pytest.fixture(scope="module")
def refused(tmp_path_factory) -> dict:
    """A commit that adds a card validate refuses and edits another so that it is refused too, and
    its diff page: the page, the command's result, and the two cards' line and id."""
    tmp_path = tmp_path_factory.mktemp("refused")
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
    result = deckctl_in_process("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root,
                                cache=tmp_path / "cache")
    return {"page": (tmp_path / "cd" / "index.html").read_text(encoding="utf-8"), "result": result, "line": line,
            "first": first, "tmp": tmp_path}


def test_a_card_refused_after_the_change_lists_its_errors(refused):
    page, result, line, first, tmp_path = (refused[k] for k in ("page", "result", "line", "first", "tmp"))
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


def test_the_summary_says_how_many_changed_cards_have_errors_after_the_change(refused):
    """The page's first line and the command's own read as for any change ("1 added, ..., 1
    edited"): a change that broke two cards was told from one that broke none only by reading each
    card. Both say it as the proof's summary says its errors, and the exit status stays 0."""
    summary = re.search(r'<p class="summary" id="summary">(.*?)</p>', refused["page"])[1]
    said = "1 added, 0 removed, 0 moved, 1 edited; 2 cards with errors after the change"
    assert summary == f"HEAD~1 → HEAD: 1 deck changed; {said}", summary
    assert f"{said} (HEAD~1 -> HEAD)" in refused["result"].stderr, refused["result"].stderr
