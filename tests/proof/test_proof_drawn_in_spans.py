"""A deck with many cards to draw is drawn on several processes when the cores are free (one deck
on two): this one draws the first span of its cards, the others are forked with the deck loaded and
draw the rest. The folder is the same, byte for byte, as one process draws it; lint's `text-fits`
finds what it finds after a drawing in one process (what the other processes found fitting is
noted here); and a span that cannot be drawn as SVG leaves no SVG picture behind."""

from __future__ import annotations

import pytest
from deckfactory import MANIFESTS, five_question_cards, write_deck
from forkcount import counted_pools

from deckctl.export.pdf import fitted, vector
from deckctl.lint.check import check
from deckctl.proof import drawing
from deckctl.proof.site import gather, render, write

TOO_LONG = "Which river rises in the Black Forest and flows east through ten countries? " * 4


@pytest.fixture
def forked(monkeypatch) -> list[int]:
    """Spans from 4 cards on; the sizes of the pools forked to draw them."""
    monkeypatch.setattr(drawing, "SPLIT_FROM", 4)
    return counted_pools(monkeypatch)


def _deck(tmp_path, long_on: int | None = None):
    return write_deck(tmp_path / "decks", "you-know-it", five_question_cards(8, TOO_LONG, long_on),
                      MANIFESTS["you-know-it"])


def _files(folder) -> dict[str, bytes]:
    return {path.relative_to(folder).as_posix(): path.read_bytes() for path in sorted(folder.rglob("*")) if path.is_file()}


def test_the_folder_is_the_one_process_draws(tmp_path, monkeypatch, forked):
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    noted = []
    note_places = fitted.note_places
    monkeypatch.setattr(fitted, "note_places", lambda *args: noted.append(args[-1]) or note_places(*args))
    deck = _deck(tmp_path)
    sites = {}
    for jobs in (1, 2):
        out = tmp_path / f"proof-{jobs}"
        sites[jobs] = gather([deck], out, jobs)
        write(sites[jobs], out)
    # (with two jobs: a process beside this one to work the warm-up's data out (warmup.py), then one
    # to draw the other span)
    assert forked == [1, 1]
    assert noted == [[4, 5, 6, 7]]  # (the other process's span, set with no problem: text-fits leaves it)
    one, two = _files(tmp_path / "proof-1"), _files(tmp_path / "proof-2")
    assert sum(name.endswith(".svg") for name in two) == 8 and any(name.endswith(".records.json") for name in two)
    assert one == two
    assert render(sites[1], tmp_path / "proof-1").replace("proof-1", "proof-x") == \
        render(sites[2], tmp_path / "proof-2").replace("proof-2", "proof-x")


@pytest.mark.parametrize("long_on", [1, 6])  # (on this process's span, or another's)
def test_text_fits_finds_what_lint_finds(tmp_path, monkeypatch, forked, long_on):
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    deck = _deck(tmp_path, long_on)
    expected = [d.to_json() for d in check([deck], 1, lint=True).diagnostics]
    assert [d["card_id"] for d in expected if d["code"] == "text-fits"] == [f"c{long_on}"]
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache-2"))  # (lint checks the deck again)
    site = gather([deck], tmp_path / "proof", 2)
    assert forked == [1, 1]
    assert [d.to_json() for d in site.diagnostics] == expected


def test_a_deck_whose_cards_cannot_be_svg_is_drawn_as_rasters_with_no_svg_left(tmp_path, monkeypatch, forked):
    """A span the SVG translation refuses (on the forked process) sends the whole language to the
    rasters; the SVG pictures this process stored for its own span meanwhile are deleted."""
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    draw_svgs = vector.draw_svgs

    def refusing(deck, options, language, card_ids, *args):
        if "c7" in card_ids:
            raise vector.Untranslatable("a record of type Test")
        return draw_svgs(deck, options, language, card_ids, *args)

    monkeypatch.setattr(vector, "draw_svgs", refusing)
    out = tmp_path / "proof"
    site = gather([_deck(tmp_path)], out, 2)
    assert forked == [1, 1]
    pictures = [path.name for path in (out / "cards").iterdir()]
    assert not [name for name in pictures if name.endswith(".svg")]
    assert sum(name.endswith("-front.png") for name in pictures) == 8
    assert site.drawn == 8


def test_role_size_lays_out_no_card_another_process_drew(tmp_path, monkeypatch, forked):
    """The roles each side set in the other process's span come back with its pictures: lint's
    role-size reads every drawn card's from the drawings (it laid the other span out again)."""
    from deckctl.export.pdf import roles

    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    seen = []
    drawn = roles.drawn

    def reading(deck, *args):
        found = drawn(deck, *args)
        seen.append((len(deck.cards), None if found is None else {ref for ref, _ in found[1]}))
        return found

    monkeypatch.setattr(roles, "drawn", reading)
    site = gather([_deck(tmp_path)], tmp_path / "proof", 2)
    assert forked == [1, 1] and site.drawn == 8
    assert [(cards, len(sides)) for cards, sides in seen] == [(8, 8)]  # (role-size's one reading: every card)
