"""Messages quote input cut short (deckctl.core.quoted): a 900-digit value or a translation of
19,000 characters is quoted by its first characters and `…`, not whole (twice, with its hint)."""

from __future__ import annotations

import json

import pytest

from deckctl.core.quoted import QUOTED_CHARS, shortened
from deckfactory import VALID_CARDS

DIGITS = "7" * 900  # (a long one, within the length a text may have)


def test_shortened_keeps_a_short_text_and_cuts_a_long_one_with_an_ellipsis():
    assert shortened("colour") == "colour"
    assert shortened("x" * QUOTED_CHARS) == "x" * QUOTED_CHARS
    assert shortened(DIGITS) == "7" * (QUOTED_CHARS - 1) + "…"
    assert shortened("abcdef", 4) == "abc…"


def test_a_quoted_900_digit_value_is_quoted_short_in_message_and_hint(make_deck, cli):
    deck = make_deck("knowledge", cards=VALID_CARDS["knowledge"].replace("value: 2\n", f'value: "{DIGITS}"\n', 1))
    result = cli("validate", deck, "--format", "json")
    [found] = [d for d in json.loads(result.stdout) if d["code"] == "wrong-type"]
    assert found["hint"] == f"remove the quotes: {shortened(DIGITS)}"
    assert found["message"] == f'expected a whole number, found the text "{shortened(DIGITS)}"'
    assert len(result.stdout) < 2000


def test_an_unknown_key_and_a_bad_category_are_quoted_short(make_deck, cli):
    cards = VALID_CARDS["knowledge"].replace("category: colour", "category: " + "x" * 900, 1)
    cards = cards.replace("  value: 2\n", "  value: 2\n  " + "k" * 900 + ": 1\n", 1)
    result = cli("validate", make_deck("knowledge", cards=cards), "--format", "json")
    messages = {d["code"]: d["message"] for d in json.loads(result.stdout)}
    assert messages["not-in-vocabulary"] == f"`{shortened('x' * 900)}` is not a valid category"
    assert messages["unknown-key"] == f"unknown key `{shortened('k' * 900)}`"


def test_a_huge_label_translation_is_quoted_short(make_deck, cli):
    deck = make_deck("i-know")
    assert cli("i18n", "update", deck, "--lang", "fr").exit_code == 0
    po = deck / "locales" / "fr.po"
    lines = po.read_text(encoding="utf-8").split("\n")
    at = next(i for i in range(lines.index('msgctxt "label/go-to"'), len(lines)) if lines[i].startswith("msgstr "))
    lines[at] = 'msgstr "' + "{square}" * 2400 + '"'
    po.write_text("\n".join(lines), encoding="utf-8")
    result = cli("validate", deck, "--format", "json")
    [found] = [d for d in json.loads(result.stdout) if d["code"] == "bad-translation"]
    assert found["message"].startswith(f"label/go-to: `{shortened('{square}' * 2400)}` must keep exactly the placeholders")
    assert len(result.stdout) < 2000


def test_a_long_path_a_deck_names_is_quoted_short(tmp_path):
    from deckctl.io.paths import Refused, named_file

    name = "/" + "a" * 3000 + ".png"
    with pytest.raises(Refused) as refused:
        named_file(tmp_path, name, 1000, "the art")
    assert refused.value.message == f"`{shortened(name)}` is an absolute path"
