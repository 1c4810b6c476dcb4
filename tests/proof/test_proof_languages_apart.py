"""A deck proofed alone with cores to spare draws its languages side by side, each translation on a
process forked with the deck loaded (deckctl/proof/apart.py). The folder and the page are the same,
byte for byte, as one process makes them (and a proof into a folder with pictures in it looks
them up here); lint finds on the proof what it finds alone, in every
language (what the other process's drawing found fitting, and the roles it set, are handed back);
a deck with art, or `diff --html`'s few cards, still goes one language after another."""

from __future__ import annotations

import pytest
from deckfactory import MANIFESTS, deckctl_in_process, five_question_cards, write_deck
from forkcount import counted_pools

from deckctl.lint.check import check
from deckctl.proof import apart
from deckctl.proof.site import gather, render, write

LONG = "Which river rises in the Black Forest and flows east through ten countries to the Black Sea? " * 3


@pytest.fixture(autouse=True)
def few_cards_side_by_side(monkeypatch):
    """Side by side from 4 cards on (the decks here have 6)."""
    monkeypatch.setattr(apart, "SIDE_BY_SIDE_FROM", 4)


def _deck(tmp_path, long_on: int | None = None):
    """A You Know It! deck of 6 cards with its pseudo-translation (en-XA: every text longer, so the
    long question that fits in English may not in it)."""
    deck = write_deck(tmp_path / "decks", "you-know-it", five_question_cards(6, LONG, long_on, at=1),
                      MANIFESTS["you-know-it"])
    assert deckctl_in_process("i18n", "pseudo", deck, cwd=tmp_path, cache=tmp_path / "pseudo-cache").exit_code == 0
    return deck


def _files(folder) -> dict[str, bytes]:
    return {path.relative_to(folder).as_posix(): path.read_bytes() for path in sorted(folder.rglob("*")) if path.is_file()}


def test_the_languages_side_by_side_make_what_one_process_makes(tmp_path, monkeypatch):
    deck = _deck(tmp_path, long_on=2)
    pools = counted_pools(monkeypatch)
    planned = []
    plan = apart.plan
    monkeypatch.setattr(apart, "plan", lambda *args: planned.append(args[2]) or plan(*args))
    sites = {}
    for jobs in (1, 2):
        monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / f"cache-{jobs}"))
        out = tmp_path / f"proof-{jobs}"
        sites[jobs] = gather([deck], out, jobs)
        write(sites[jobs], out)
    # (two jobs: the warm-up's process (warmup.py), then one to draw the pseudo-translation)
    assert (planned, pools) == ([2], [1, 1])
    one, two = _files(tmp_path / "proof-1"), _files(tmp_path / "proof-2")
    assert sum(name.endswith(".svg") for name in two) == 12 and one == two
    assert render(sites[1], tmp_path / "proof-1").replace("proof-1", "proof-x") == \
        render(sites[2], tmp_path / "proof-2").replace("proof-2", "proof-x")
    assert [entry.languages for entry in sites[2].decks] == [["en", "en-XA"]]
    # (again into the same folder: the pictures are there to look up, here, with no process forked)
    again = gather([deck], tmp_path / "proof-2", 2)
    assert (planned, pools, again.drawn) == ([2], [1, 1], 0)


def test_a_deck_new_to_a_folder_of_other_decks_is_drawn_side_by_side(tmp_path, monkeypatch):
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    other = write_deck(tmp_path / "others", "knowledge")
    deck = _deck(tmp_path)
    planned = []
    plan = apart.plan
    monkeypatch.setattr(apart, "plan", lambda *args: planned.append(args[2]) or plan(*args))
    gather([other], tmp_path / "proof", 2)
    assert gather([deck], tmp_path / "proof", 2).drawn == 12 and planned == [2]


def test_lint_finds_on_the_proof_what_it_finds_alone(tmp_path, monkeypatch):
    deck = _deck(tmp_path, long_on=2)
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    expected = [d.to_json() for d in check([deck], 1, lint=True).diagnostics]
    codes = {(d["code"], d.get("language")) for d in expected}
    assert any(code == "text-fits" for code, _ in codes), codes  # (a finding the drawing's notes bear on)
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache-2"))  # (lint checks the deck again)
    from deckctl.export.pdf import document, pictures

    drawn, measured = [], []  # (growth measured here by a drawing; by role-size)
    growth_of, deck_growth = pictures.growth_of, document.deck_growth
    monkeypatch.setattr(pictures, "growth_of", lambda *args: drawn.append(args[-1]) or growth_of(*args))
    monkeypatch.setattr(document, "deck_growth", lambda *args: measured.append(args[-1]) or deck_growth(*args))
    site = gather([deck], tmp_path / "proof", 2)
    assert [d.to_json() for d in site.diagnostics] == expected
    # (the pseudo-translation's growth measured by the other process's drawing; role-size took it,
    # and the roles that drawing set, as handed back, measuring no language again here)
    assert (drawn, measured) == (["en"], [])


def test_one_language_or_few_cards_go_one_after_another(tmp_path, monkeypatch):
    deck = _deck(tmp_path)
    assert apart.processes(None, ["en", "en-XA"], {"en-XA": {"c1"}}, 2) == 1  # (diff --html's cards)
    from deckctl.validate.deck import load_deck

    loaded = load_deck(deck)
    assert apart.processes(loaded, ["en"], None, 4) == 1
    assert apart.processes(loaded, ["en", "en-XA"], None, 1) == 1
    assert apart.processes(loaded, ["en", "en-XA", "de"], None, 2) == 2
    assert apart.processes(loaded, ["en", "en-XA"], None, 8) == 2
    monkeypatch.setattr(apart, "SIDE_BY_SIDE_FROM", 7)  # (a deck of fewer cards: the fork costs what it saves)
    assert apart.processes(loaded, ["en", "en-XA"], None, 2) == 1


def test_a_translation_that_cannot_be_svg_comes_back_as_raster_tasks(tmp_path, monkeypatch):
    """The other process's language refused by the SVG translation is laid out for rasters there;
    its tasks come back naming this process's cards, and the folder is the one process's."""
    from deckctl.export.pdf import vector

    deck = _deck(tmp_path)
    draw_svgs = vector.draw_svgs

    def refusing(edition, options, language, *args):
        if language == "en-XA":
            raise vector.Untranslatable("a record of type Test")
        return draw_svgs(edition, options, language, *args)

    monkeypatch.setattr(vector, "draw_svgs", refusing)
    pools = counted_pools(monkeypatch)
    sites = {}
    for jobs in (1, 2):
        monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / f"cache-{jobs}"))
        sites[jobs] = gather([deck], tmp_path / f"proof-{jobs}", jobs)
        write(sites[jobs], tmp_path / f"proof-{jobs}")
    assert pools[:2] == [1, 1]  # (the warm-up's process, then the translation's)
    two = _files(tmp_path / "proof-2")
    assert sum(name.endswith("-front.png") for name in two) == 6 and sum(name.endswith(".svg") for name in two) == 6
    assert _files(tmp_path / "proof-1") == two
    faces = [sorted(card.faces) for listed in sites[2].decks[0].files for card in listed.cards]
    assert faces == [["en", "en-XA"]] * 6
