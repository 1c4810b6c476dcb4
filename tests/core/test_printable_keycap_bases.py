"""A variation selector after `#`, `*` or a digit is part of a keycap only when U+20E3 follows:
alone (`14\\ufe0f40`) it shows nothing, yet it was printed raw, so `deckctl diff` showed `1440`
turned into a `1440`, the whitespace lint rule said nothing, and a typed `1440` did not match the
answer. After `©`, `®` and `™`, which have an emoji form, the selector is kept."""

from __future__ import annotations

import shutil

import pytest

from deckctl.core.printable import json_printable, printable, printable_line
from deckctl.engine.answers import matches, normalise
from deckctl.lint.rules.whitespace import problem, repaired


@pytest.mark.parametrize(("text", "shown"), [
    ("14\ufe0f40", "14\\ufe0f40"), ("#\ufe0f1", "#\\ufe0f1"), ("*\ufe0e", "*\\ufe0e"),
    ("1\ufe0f\u20e3", "1\ufe0f\u20e3"), ("#\ufe0e\u20e3", "#\ufe0e\u20e3"),  # (keycaps)
    ("\u00a9\ufe0f", "\u00a9\ufe0f"), ("\u00ae\ufe0e", "\u00ae\ufe0e"), ("\u2122\ufe0f", "\u2122\ufe0f")])
def test_a_selector_after_a_keycap_base_is_kept_only_in_a_keycap(text, shown):
    assert printable(text) == printable_line(text) == shown
    assert (json_printable(text) == text) == (shown == text)


def test_the_whitespace_rule_reports_a_selector_after_a_digit_and_fix_deletes_it():
    assert problem("14\ufe0f40") == "has an invisible character, U+FE0F VARIATION SELECTOR-16"
    assert repaired("14\ufe0f40") == "1440"
    assert problem("Press 1\ufe0f\u20e3") == problem("\u00a9\ufe0f 2024") == ""


def test_a_typed_answer_matches_one_with_a_variation_selector():
    assert normalise("14\ufe0f40") == normalise("1440") == "1440"
    assert matches("1440", {"answer": "14\ufe0f40"})
    assert matches("heart", {"answer": "\u2764\ufe0f heart"})


def test_a_diff_shows_the_selector_a_number_gained(tmp_path, make_deck, cli):
    old = make_deck("knowledge", name="old")
    new = tmp_path / "new"
    shutil.copytree(old, new)
    cards = new / "cards" / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("value: 2\n", 'value: "2\ufe0f0"\n', 1), encoding="utf-8")
    shown = cli("diff", old, new).stdout
    assert "2\\ufe0f0" in shown and "\ufe0f" not in shown
