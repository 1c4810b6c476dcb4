"""Lint after a drawing of the deck (the proof draws every card, then lints the deck): text-fits
does not lay out again the cards a drawing set with no problem (`export.pdf.fitted`), and finds
what lint alone finds. A drawing that found any problem vouches for no card: a shared part's or a
label's problem comes with the first card that prints it, so the other cards would look clean."""

from __future__ import annotations

import pytest

from deckctl.export.pdf import fitted, resolve
from deckctl.export.pdf.base import face_of
from deckctl.export.pdf.pictures import growth_of
from deckctl.export.pdf.vector import draw_svgs
from deckctl.lint.rules import text_fits
from deckctl.validate.deck import load_deck

TOO_LONG = "Which river rises in the Black Forest and flows east through ten countries? " * 4


def _cards(long_on: str | None) -> str:
    out = ""
    for n in range(4):
        out += f"- id: c{n}\n  questions:\n"
        for i in range(5):
            question = f'"{TOO_LONG}"' if f"c{n}" == long_on and i == 2 else f"Q{n}{i}?"
            out += f"    - {{question: {question}, answer: A{n}{i}}}\n"
    return out


def _found(deck) -> list[dict]:
    return [d.to_json() for d in text_fits.check(deck)]


def _draw(deck, card_ids):
    options = resolve(deck.manifest.print, deck.path)
    draw_svgs(deck, options, "en", card_ids, 150, growth_of(deck, options, "en"))


@pytest.fixture
def loaded(make_deck):
    def load(long_on: str | None):
        deck = load_deck(make_deck("you-know-it", cards=_cards(long_on)))
        assert deck.ok, [str(d) for d in deck.diagnostics]
        return deck

    fitted.forget()
    yield load
    fitted.forget()


def _laid_out(deck, monkeypatch) -> list[str]:
    """The cards text-fits lays out from now on (their ids, a side each)."""
    face, seen = face_of(deck), []
    for side in ("front", "back"):
        real = getattr(face, side)
        monkeypatch.setattr(face, side, lambda ctx, item, real=real: seen.append(item.ref.id) or real(ctx, item))
    return seen


def test_the_cards_drawn_with_no_problem_are_not_laid_out_again(loaded, monkeypatch):
    deck = loaded(None)
    _draw(deck, ["c0", "c2"])
    seen = _laid_out(deck, monkeypatch)
    assert _found(deck) == []
    assert sorted(set(seen)) == ["c1", "c3"]  # (those the drawing did not draw, as lint alone lays them out)


def test_a_drawing_that_found_a_problem_vouches_for_no_card_and_the_finding_is_lints(loaded, monkeypatch):
    deck = loaded("c1")
    alone = _found(deck)
    assert [d["card_id"] for d in alone] == ["c1"], alone
    _draw(deck, ["c0", "c1", "c2", "c3"])
    seen = _laid_out(deck, monkeypatch)
    assert _found(deck) == alone
    assert sorted(set(seen)) == ["c0", "c1", "c2", "c3"]


def test_the_proofs_text_fits_findings_are_lints(make_deck, tmp_path, cli, monkeypatch):
    """The proof draws every card, then lints the deck into the cache: lint then reads what lint
    alone finds (the drawing found no problem, so text-fits laid out no card of it again)."""
    deck = make_deck("you-know-it", cards=_cards(None))
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "alone"))
    alone = cli("lint", deck, "--format", "json")
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "proofed"))
    assert cli("proof", deck, "--out", tmp_path / "proof").exit_code == 0
    after = cli("lint", deck, "--format", "json")
    assert after.exit_code == alone.exit_code and after.stdout == alone.stdout and '"missing-source"' in alone.stdout
