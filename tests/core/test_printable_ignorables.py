"""Every character Unicode says to show as nothing (Default_Ignorable_Code_Point) is printed
escaped, not only the format characters: `Ve\\u034fnus` had printed as `Venus`, in a finding's
file name and in a diff. Kept: a variation selector right after what it chooses the form of, and
the three recommended subdivision flags, whose tags a black flag followed by 40 had shared."""

from __future__ import annotations

import json
import shutil

import pytest
from deckfactory import VALID_CARDS

from deckctl.core.printable import json_printable, printable, printable_line

FLAG_OF_WALES = "\U0001f3f4\U000e0067\U000e0062\U000e0077\U000e006c\U000e0073\U000e007f"


def _tags(letters: str) -> str:
    return "".join(chr(0xE0000 + ord(letter)) for letter in letters)


@pytest.mark.parametrize("char", [
    "\u034f", "\u115f", "\u1160", "\u17b4", "\u17b5", "\u180b", "\u180d", "\u180f", "\u2065", "\u3164", "\ufe00",
    "\ufe0e", "\ufe0f", "\uffa0", "\ufff0", "\ufff8", "\U0001bca0", "\U000e0100", "\U000e01ef", "\U000e0fff"])
def test_a_default_ignorable_character_is_shown_escaped(char):
    escaped = f"\\u{ord(char):04x}" if ord(char) <= 0xFFFF else f"\\U{ord(char):08x}"
    assert printable(f"Ve{char}nus") == printable_line(f"Ve{char}nus") == f"Ve{escaped}nus"
    assert json.loads(json_printable(json.dumps(f"Ve{char}nus", ensure_ascii=False))) == f"Ve{char}nus"
    assert char not in json_printable(json.dumps(f"Ve{char}nus", ensure_ascii=False))


@pytest.mark.parametrize("text", [
    "\u2764\ufe0f", "\u2764\ufe0e", "#\ufe0f\u20e3", "\U0001f441\ufe0f\u200d\U0001f5e8\ufe0f",  # (emoji)
    "\u845b\U000e0100", "\u8279\ufe00", "\u1820\u180b",  # (a CJK ideograph's glyph, a Mongolian letter's form)
    FLAG_OF_WALES, f"\U0001f3f4{_tags('gbeng')}\U000e007f", f"\U0001f3f4{_tags('gbsct')}\U000e007f"])
def test_a_variation_sequence_and_a_recommended_flag_are_kept(text):
    assert printable(text) == printable_line(text) == json_printable(text) == text


@pytest.mark.parametrize(("text", "shown"), [
    ("\u2764\ufe0f\ufe0f", "\u2764\ufe0f\\ufe0f"),  # (a second selector in a row)
    ("a\ufe0f", "a\\ufe0f"),  # (after a letter, which has no emoji form)
    ("\u3164\U000e0100", "\\u3164\\U000e0100"),
    (f"\U0001f3f4{_tags('a' * 40)}\U000e007f", "\U0001f3f4" + "\\U000e0061" * 40 + "\\U000e007f"),
    (f"\U0001f3f4{_tags('ustx')}\U000e007f", "\U0001f3f4\\U000e0075\\U000e0073\\U000e0074\\U000e0078\\U000e007f"),
])
def test_a_selector_or_tags_that_select_nothing_shown_are_escaped(text, shown):
    assert printable_line(text) == shown


def test_a_card_file_name_holding_a_combining_grapheme_joiner_is_shown_escaped(make_deck, cli):
    deck = make_deck("knowledge", cards={"sam\u034fple.yaml": VALID_CARDS["knowledge"].replace("value: 2", "value: 99")})
    run = cli("validate", deck)
    assert run.exit_code == 1 and "cards/sam\\u034fple.yaml:" in run.stdout + run.stderr
    assert "\u034f" not in run.stdout + run.stderr


def test_a_diff_shows_the_joiner_a_changed_text_gained(tmp_path, make_deck, cli):
    old = make_deck("knowledge", name="old")
    new = tmp_path / "new"
    shutil.copytree(old, new)
    cards = new / "cards" / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("the abdomen", "the abdo\u034fmen"), encoding="utf-8")
    shown = cli("diff", old, new).stdout
    assert "abdo\\u034fmen" in shown and "\u034f" not in shown
