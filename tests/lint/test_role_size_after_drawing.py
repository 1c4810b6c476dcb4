"""Lint after a drawing of the deck (the proof draws a deck, then lints it): role-size takes the
roles of the sides drawn from the drawing (`roles.drawn`) and lays the other sides out as lint
alone does; the findings, text-fits' too, are the same either way."""

from __future__ import annotations

import pytest

from deckctl.export.pdf import resolve, roles
from deckctl.export.pdf.pictures import growth_of
from deckctl.export.pdf.vector import draw_svgs
from deckctl.lint.rules import role_size
from deckctl.validate.deck import load_deck

MEDIUM = "Which " + "long word " * 4 + "ends here?"  # fits a poker card's question row at 8.5 pt, not 9.5


def _cards() -> str:
    """Five You Know It! cards: the first leads with a question that takes 8.5 pt, the others'
    are short and grow, so the deck sets its questions larger than the first card can."""
    out = ""
    for n in range(5):
        out += f"- id: c{n}\n  questions:\n"
        for i in range(5):
            out += f"    - {{question: {MEDIUM if n == 0 and i == 0 else f'Q{n}{i}?'}, answer: A{n}{i}}}\n"
    return out


def _found(deck) -> list[dict]:
    return [d.to_json() for d in role_size.check(deck)]


@pytest.fixture
def deck(make_deck):
    deck = load_deck(make_deck("you-know-it", cards=_cards()))
    assert deck.ok, [str(d) for d in deck.diagnostics]
    roles.forget_drawn()
    yield deck
    roles.forget_drawn()


def _draw(deck, card_ids):
    options = resolve(deck.manifest.print, deck.path)
    draw_svgs(deck, options, "en", card_ids, 150, growth_of(deck, options, "en"))
    return options


def test_the_sides_drawn_are_not_laid_out_again_and_the_finding_is_the_same(deck, monkeypatch):
    alone = _found(deck)
    assert [(d["card_id"], d["extra"]["field"]) for d in alone] == [("c0", "questions/0/question")], alone

    options = _draw(deck, [f"c{n}" for n in range(5)])
    growth, sides = roles.drawn(deck, "en", options.card_mm)
    assert not growth.measuring and (id(deck.cards[0]), "front") in sides

    from deckctl.export.pdf.base import face_of

    face = face_of(deck)

    def laid_out(ctx, item):
        raise AssertionError(f"{item.key} {ctx.side} laid out again")

    monkeypatch.setattr(face, "front", laid_out)
    monkeypatch.setattr(face, "back", laid_out)
    assert _found(deck) == alone


def test_a_side_not_drawn_is_laid_out_as_lint_alone_lays_it_out(deck):
    alone = _found(deck)
    _draw(deck, ["c3"])  # (not the card the finding is on)
    assert _found(deck) == alone
    roles.forget_drawn()
    _draw(deck, ["c0"])  # (only the card the finding is on)
    assert _found(deck) == alone


def test_the_proofs_role_size_findings_are_lints(make_deck, tmp_path, monkeypatch):
    """The proof draws every card, then lints the deck: its findings are lint's, this one among them."""
    from deckctl.lint.check import check
    from deckctl.proof.site import gather

    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    folder = make_deck("you-know-it", cards=_cards())
    site = gather([folder], tmp_path / "site", 1)
    assert site.drawn == 5
    found = [d.to_json() for d in site.diagnostics]
    assert [(d["code"], d["card_id"]) for d in found if d["code"] == "role-size"] == [("role-size", "c0")], found
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "another cache"))
    assert found == [d.to_json() for d in check([folder], 1, lint=True, cached=True).diagnostics]


def test_a_side_no_role_is_on_is_not_laid_out(make_deck, monkeypatch):
    """iKNOW!'s clues are a role on the front; its back (the answer) sets none, so nothing on it can
    be named: lint alone lays out only the fronts."""
    cards = "".join(f"- id: people-00{n}\n  category: people\n  question: Which scientist is this?\n  clues:\n"
                    f"    - {'A clue that goes on and on about the person, at length' if n == 1 else 'Short.'}\n"
                    "    - Second clue.\n    - Third clue.\n  answer: Marie Curie\n" for n in range(1, 6))
    deck = load_deck(make_deck("iknow", cards=cards))
    assert deck.ok, [str(d) for d in deck.diagnostics]
    roles.forget_drawn()
    from deckctl.export.pdf.base import face_of

    face = face_of(deck)
    fronts = []
    front = face.front
    monkeypatch.setattr(face, "front", lambda ctx, item: fronts.append(item.key) or front(ctx, item))

    def back(ctx, item):
        if ctx.growth is not None and not ctx.growth.measuring:
            raise AssertionError(f"{item.key}'s back laid out again")

    monkeypatch.setattr(face, "back", back)
    assert _found(deck) == []
    assert fronts.count("people-001") == 2  # (measuring the deck's growth, then its roles)


def test_a_text_that_does_not_fit_is_found_after_the_proof_drew_it(make_deck, tmp_path, monkeypatch):
    """The proof draws the cards (the overlong question among them, overflowing), then lints:
    text-fits finds what lint alone finds, at the same place (and role-size leaves the text that
    fits at no size to it)."""
    from deckfactory import questions

    from deckctl.lint.check import check
    from deckctl.proof.site import gather

    long = "Which word " * 40 + "ends here?"
    cards = "".join(f"- id: c{n}\n  area: history\n  questions:\n" + questions(6) for n in range(4))
    cards += "- id: crowded\n  area: history\n  questions:\n" + f"    - {{question: {long}, answer: A}}\n" + questions(5)
    folder = make_deck("wissens-spektrum", cards=cards)
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "alone"))
    alone = [d.to_json() for d in check([folder], 1, lint=True, cached=True).diagnostics]
    assert [(d["code"], d["card_id"]) for d in alone if d["code"] in ("text-fits", "role-size")] == [
        ("text-fits", "crowded")], alone
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "proof"))
    site = gather([folder], tmp_path / "site", 1)
    assert site.drawn == 5
    assert [d.to_json() for d in site.diagnostics] == alone
