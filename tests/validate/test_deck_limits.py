"""The limits on a deck's size (deckctl/validate/limits.py, io/source.py's MAX_VALUES): each a
located error just over the limit and nothing just under it, found while the deck is loaded, so
the commands that lay texts out stop before they start. The limits on cards, bytes and values
are lowered here, so no test writes a large deck."""

from __future__ import annotations

import pytest

from deckfactory import write_deck

from deckctl.core import deck_limits
from deckctl.io import source as source_module
from deckctl.validate import limits
from deckctl.validate.deck import load_deck

LIMIT = limits.MAX_TEXT_CHARS


def card(card_id: str, front: str = "Which colour is the sky?", extra: str = "") -> str:
    return f"- id: {card_id}\n  category: colour\n  front: {front}\n  back: Blue.\n  value: blue\n{extra}"


def errors(deck):
    return [d for d in deck.diagnostics if d.is_error]


def text(length: int) -> str:
    return ("word " * (length // 5 + 1))[:length - 1] + "x"


# --- one text ---------------------------------------------------------------------------------

def test_a_text_at_the_limit_is_valid(tmp_path):
    deck = load_deck(write_deck(tmp_path, cards=card("sky", text(LIMIT))))
    assert not errors(deck) and len(deck.cards) == 1


def test_a_text_over_the_limit_is_an_error_at_the_text(tmp_path):
    deck = load_deck(write_deck(tmp_path, cards=card("sky", "Fine.") + card("long", text(LIMIT + 1))))
    [error] = errors(deck)
    assert (error.file.endswith("cards/cards.yaml"), error.line, error.col) == (True, 8, 10)
    assert (error.code, error.card_id) == ("text-too-long", "long")
    assert f"{LIMIT + 1:,} characters" in error.message and f"{LIMIT:,}" in error.message
    assert error.hint
    assert [ref.card.id for ref in deck.cards] == ["sky"]  # (the long card is not validated)


def test_an_accept_list_counts_as_one_text(tmp_path):
    """Its catalog entry joins the answers with " | ": the limit holds for what is translated."""
    # nine answers of 97 characters, a tenth of 100 and nine separators: 1,000 (then 1,001)
    answers = lambda last: "[" + ", ".join(["a" * 97] * 9 + ["a" * last]) + "]"  # noqa: E731
    cards = "\n".join([
        "- id: q1", "  area: geography", "  questions:",
        *[f"    - question: Question {n}?\n      answer: Answer {n}" for n in range(1, 6)],
        "    - question: Question 6?", "      answer: Answer 6", "      accept: {}", ""])
    assert not errors(load_deck(write_deck(tmp_path / "under", "wissens-spektrum", cards.format(answers(100)))))
    deck = load_deck(write_deck(tmp_path / "over", "wissens-spektrum", cards.format(answers(101))))
    [error] = errors(deck)
    assert (error.code, error.line, error.card_id) == ("text-too-long", 16, "q1")
    assert "accepted answers" in error.message and "1,001" in error.message


def test_a_deck_text_over_the_limit(tmp_path):
    from deckfactory import MANIFESTS

    manifest = MANIFESTS["knowledge"] + f"description: {text(LIMIT + 1)}\n"
    [error] = errors(load_deck(write_deck(tmp_path, manifest=manifest)))
    assert (error.file.endswith("deck.yaml"), error.code) == (True, "text-too-long")
    assert error.line == manifest.count("\n")


# --- the items of a list in a card ----------------------------------------------------------

ITEMS = limits.MAX_LIST_ITEMS


def test_a_list_at_the_limit_is_valid(tmp_path):
    tags = ", ".join(f"t{n}" for n in range(ITEMS))
    deck = load_deck(write_deck(tmp_path, cards=card("sky", extra=f"  tags: [{tags}]\n")))
    assert not errors(deck) and len(deck.cards) == 1


def test_a_list_over_the_limit_is_one_error_and_its_card_is_not_validated(tmp_path):
    """Its wrong values (numbers, not tags) would each be an error if the card model ran."""
    wrong = ", ".join(["1"] * (ITEMS + 1))
    deck = load_deck(write_deck(tmp_path, cards=card("sky") + card("many", extra=f"  tags: [{wrong}]\n")))
    [error] = errors(deck)
    assert (error.file.endswith("cards/cards.yaml"), error.line, error.col) == (True, 11, 9)
    assert (error.code, error.card_id) == ("list-too-long", "many")
    assert f"{ITEMS + 1:,} items" in error.message and f"at most {ITEMS:,}" in error.message
    assert error.hint
    assert [ref.card.id for ref in deck.cards] == ["sky"]


def test_lists_in_lists_are_each_held_to_the_limit(tmp_path):
    """An `accept` list in a question; a list of long lists is one error, at the outer one."""
    wrong = "[" + ", ".join(["1"] * (ITEMS + 1)) + "]"
    questions = "".join(f"    - question: Question {n}?\n      answer: Answer {n}\n" for n in range(1, 5))
    cards = (f"- id: q1\n  questions:\n{questions}    - question: Question 5?\n      answer: A\n"
             f"      accept: {wrong}\n  tags: [{', '.join([wrong] * (ITEMS + 1))}]\n")
    found = [(e.code, e.line, e.col, e.card_id) for e in errors(load_deck(write_deck(tmp_path, "you-know-it", cards)))]
    assert found == [("list-too-long", 13, 15, "q1"), ("list-too-long", 14, 9, "q1")]


# --- cards in a deck ------------------------------------------------------------------------

def test_cards_up_to_the_limit_across_files(tmp_path, monkeypatch):
    monkeypatch.setattr(limits, "MAX_CARDS", 3)
    deck = load_deck(write_deck(tmp_path, cards={"a.yaml": card("a1") + card("a2"), "b.yaml": card("b1")}))
    assert not errors(deck) and len(deck.cards) == 3


def test_the_first_card_over_the_limit_is_the_error(tmp_path, monkeypatch):
    monkeypatch.setattr(limits, "MAX_CARDS", 3)
    monkeypatch.setattr(deck_limits, "MAX_CARDS", 3)  # (where the message reads it)
    files = {"a.yaml": card("a1") + card("a2"), "b.yaml": card("b1") + card("b2"), "c.yaml": card("c1")}
    deck = load_deck(write_deck(tmp_path, cards=files))
    [error] = errors(deck)
    assert error.file.endswith("cards/b.yaml") and (error.line, error.col) == (6, 3)
    assert (error.code, error.card_id) == ("too-many-cards", "b2")
    assert "more than 3 cards" in error.message and error.hint
    assert [ref.card.id for ref in deck.cards] == ["a1", "a2", "b1"]
    assert [source.path.name for source in deck.card_files] == ["a.yaml", "b.yaml"]  # c.yaml not read


# --- bytes of a deck's card files ------------------------------------------------------------

def test_card_files_up_to_the_byte_limit(tmp_path, monkeypatch):
    deck_dir = write_deck(tmp_path, cards={"a.yaml": card("a1"), "b.yaml": card("b1")})
    monkeypatch.setattr(limits, "MAX_DECK_BYTES", 2 * len(card("a1")))
    assert not errors(load_deck(deck_dir))


def test_card_files_over_the_byte_limit_are_not_read(tmp_path, monkeypatch):
    deck_dir = write_deck(tmp_path, cards={"a.yaml": card("a1"), "b.yaml": card("b1")})
    monkeypatch.setattr(limits, "MAX_DECK_BYTES", 2 * len(card("a1")) - 1)
    deck = load_deck(deck_dir)
    [error] = errors(deck)
    assert error.file.endswith("cards/b.yaml") and error.code == "deck-too-large"
    assert f"{2 * len(card('a1')):,} with this file" in error.message and error.hint
    assert [source.path.name for source in deck.card_files] == ["a.yaml"]


# --- values in one file (io/source.py) -----------------------------------------------------

def test_values_up_to_the_limit(tmp_path, monkeypatch):
    deck_dir = write_deck(tmp_path, cards=card("a1") + card("a2"), board=False)
    monkeypatch.setattr(source_module, "MAX_VALUES", 23)  # a list, two mappings, twenty scalars
    assert not errors(load_deck(deck_dir))


def test_a_file_over_the_value_limit_is_refused_before_it_is_composed(tmp_path, monkeypatch):
    deck_dir = write_deck(tmp_path, cards=card("a1") + card("a2"), board=False)
    monkeypatch.setattr(source_module, "MAX_VALUES", 22)
    compose = source_module.yaml.compose

    def composed(text, **kwargs):
        assert "a2" not in text, "composed a file over the limit"
        return compose(text, **kwargs)

    monkeypatch.setattr(source_module.yaml, "compose", composed)
    deck = load_deck(deck_dir)
    [error] = errors(deck)
    assert error.file.endswith("cards/cards.yaml") and (error.line, error.col) == (10, 10)  # a2's value
    assert (error.code, error.card_id) == ("too-many-values", "a2")
    assert "more than 22 values" in error.message and error.hint


# --- the commands stop at validate --------------------------------------------------------

@pytest.mark.parametrize("command", [("lint",), ("export", "pdf"), ("build",), ("proof",),
                                     ("i18n", "update", "--lang", "de")])
def test_commands_stop_on_a_text_over_the_limit(cli, tmp_path, monkeypatch, command):
    """Nothing is laid out or written: the text layout is never asked for (lint and proof go on
    with a deck's valid cards: this one has none)."""
    from deckctl.export.pdf import text as text_module

    deck = write_deck(tmp_path, cards=card("long", text(LIMIT + 1)))
    monkeypatch.chdir(tmp_path)
    for name in ("fitted_size", "fit"):
        monkeypatch.setattr(text_module, name, lambda *a, **k: pytest.fail("laid a text out"))
    out = ["-o", str(tmp_path / "out")] if command[0] in ("build", "proof") else []
    run = cli(*command, "deck", *out)
    assert run.exit_code == 1, run.stdout + run.stderr
    shown = (tmp_path / "out" / "index.html").read_text() if command == ("proof",) else run.stdout + run.stderr
    assert "text-too-long" in shown
    assert not (deck / "locales").exists() and not (tmp_path / "build").exists()
