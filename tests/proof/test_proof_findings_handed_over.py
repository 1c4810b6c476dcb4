"""The proof's findings are `deckctl lint`'s: each deck's handed over by its task (not read back from
the lint cache), what spans decks (ids used twice, near-duplicate cards) compared as the decks come
in, all in the order `check(paths, lint=True, cached=True)` gives them, whatever `jobs` is."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest
from deckfactory import MANIFESTS, write_deck

from deckctl.lint import cache
from deckctl.lint.check import check
from deckctl.proof.site import gather, render

QUESTIONS = """\
- {id: kittens, subject: reading-library, level: B, question: How many kittens does Duchess have in The Aristocats?, answer: "3"}
- {id: vienna, subject: geography, level: B, question: Which river flows through Vienna?, answer: TODO}
"""
REPEATS = """\
- {id: kittens-again, subject: reading-library, level: B, question: "In The Aristocats, how many kittens does Duchess have?", answer: Three}
- {id: vienna-again, subject: geography, level: B, question: Which river flows through Vienna ?, answer: The  Danube}
"""


@pytest.fixture
def decks(tmp_path, monkeypatch):
    """Four i-know decks repeating each other's questions (near-duplicates across decks, in two
    languages), two of them with one deck id and language, each with findings of its own."""
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.chdir(tmp_path)
    root = tmp_path / "decks"
    for name, language, deck_id in (("a", "en", "a"), ("b", "de", "b"), ("c", "en", "twice"), ("d", "en", "twice")):
        manifest = MANIFESTS["i-know"].replace("id: test-deck", f"id: {deck_id}").replace("language: en",
                                                                                         f"language: {language}")
        write_deck(root, "i-know", QUESTIONS if name in "ab" else REPEATS.replace("-again", f"-{name}"), manifest,
                   name=name)
    return root


def _as_json(diagnostics) -> list[dict]:
    return [d.to_json() for d in diagnostics]


@pytest.mark.parametrize("jobs", [1, 2])
def test_the_proofs_findings_are_lints_in_lints_order(decks, tmp_path, jobs):
    site = gather([decks], tmp_path / f"proof-{jobs}", jobs)
    expected = check([decks], 1, lint=True, cached=True).diagnostics
    codes = {d.code for d in expected}
    assert {"duplicate-deck-id", "near-duplicate", "placeholder", "whitespace"} <= codes  # (what is compared)
    assert _as_json(site.diagnostics) == _as_json(expected)


def test_each_decks_findings_are_looked_up_once(decks, tmp_path, monkeypatch):
    """A deck task looks its deck up in the cache (and checks it when it is not there); the proof
    then has its findings from the task: it read each deck's files and entry a second time."""
    looked_up = []
    get = cache.get_kept
    monkeypatch.setattr(cache, "get_kept", lambda name, *args: looked_up.append(name) or get(name, *args))
    gather([decks], tmp_path / "proof", 1)
    slots = {cache.deck_slot(deck, "lint") for deck in sorted(decks.iterdir())}
    assert Counter(name for name in looked_up if name in slots) == Counter(slots)


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_section_rendered_early_is_the_one_rendered_at_the_end(decks, tmp_path, jobs):
    """`gather(page=True)` renders each deck's section as the deck comes in, before the findings
    across decks are all in: the page has the section of a deck such a finding falls on rendered
    again, the others as they were, the same page as one rendered at the end."""
    out = tmp_path / f"proof-{jobs}"
    site = gather([decks], out, jobs, page=True)
    assert sorted(site.early) == [0, 1, 2, 3]
    rendered = render(site, out)
    assert rendered == render(replace(site, early={}), out)
    kept = [site.early[n][1] in rendered for n in site.early]
    assert any(kept) and not all(kept)  # (the near-duplicates fall on some decks' cards, later)
