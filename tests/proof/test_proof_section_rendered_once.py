"""A deck's section of the proof's page is rendered once: as the deck comes in, with the
near-duplicate cards of the groups it completes compared first, not rendered again at the end
because a near-duplicate within the deck came in after it (the page is the same either way)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest
from deckfactory import MANIFESTS, write_deck

from deckctl.proof import page
from deckctl.proof.site import gather, render

REPEATING = """\
- {id: kittens, subject: reading-library, level: B, question: How many kittens does Duchess have in The Aristocats?, answer: "3"}
- {id: kittens-again, subject: reading-library, level: B, question: "In The Aristocats, how many kittens does Duchess have?", answer: Three}
- {id: vienna, subject: geography, level: B, question: Which river flows through Vienna?, answer: Danube}
"""


@pytest.fixture
def sections(monkeypatch) -> Counter:
    """How many times each deck's section is rendered."""
    rendered: Counter = Counter()
    deck_html = page.deck_html

    def counting(n, deck, *args, **kwargs):
        rendered[deck.deck_id] += 1
        return deck_html(n, deck, *args, **kwargs)

    monkeypatch.setattr(page, "deck_html", counting)  # (as site.py takes it, when it renders)
    return rendered


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_deck_with_near_duplicates_of_its_own_is_rendered_once(tmp_path, monkeypatch, sections, jobs):
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    root = tmp_path / "decks"
    write_deck(root, "i-know", REPEATING, MANIFESTS["i-know"], name="only")
    out = tmp_path / "proof"
    found = gather([root], out, jobs, page=True)
    assert any(d.code == "near-duplicate" for d in found.diagnostics)  # (what the section must show)
    page = render(found, out)
    assert sections == {"test-deck": 1}
    assert page == render(replace(found, early={}), out)
    assert "near-duplicate" in page


def test_decks_of_one_group_are_rendered_once_when_they_come_in_one_by_one(tmp_path, monkeypatch, sections):
    """With one process the sections are rendered once every deck is in: the comparison across the
    group, which the last deck completes, is in by then."""
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    root = tmp_path / "decks"
    for name in ("a", "b"):
        manifest = MANIFESTS["i-know"].replace("id: test-deck", f"id: deck-{name}")
        write_deck(root, "i-know", REPEATING.replace("id: ", f"id: {name}-"), manifest, name=name)
    out = tmp_path / "proof"
    found = gather([root], out, 1, page=True)
    # (deck b's cards repeat deck a's: found only once both are in)
    across = [d for d in found.diagnostics if d.code == "near-duplicate" and "/b/" in d.file
              and "/a/" in d.extra["similar_to"]["at"]]
    assert across
    page = render(found, out)
    assert sections == {"deck-a": 1, "deck-b": 1}
    assert page == render(replace(found, early={}), out)
