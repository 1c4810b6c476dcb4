"""Wording the data cases cannot pin down with a substring: the exact message, or what a hint must
not say."""

from __future__ import annotations

from deckfactory import VALID_CARDS

from deckctl.validate.deck import validate


def test_a_bad_tag_is_called_a_tag(make_deck):
    deck = make_deck(cards=VALID_CARDS["knowledge"].replace("  value: blue\n", "  value: blue\n  tags: [Sky]\n"))
    [error] = validate([deck]).diagnostics
    assert error.message == "`Sky` is not a valid tag"


def test_the_byte_order_mark_hint_names_no_command_that_does_not_exist(make_deck):
    from deckctl.cli.app import app

    deck = make_deck(cards=b"\xef\xbb\xbf" + VALID_CARDS["knowledge"].encode())
    [warning] = validate([deck]).diagnostics
    assert warning.code == "byte-order-mark"
    if "deckctl " in warning.hint:  # a hint that names a deckctl command names a real one
        command = warning.hint.split("deckctl ", 1)[1].split()[0].strip("`")
        assert command in {c.name for c in app.registered_commands}, warning.hint
    assert "UTF-8 without BOM" in warning.hint
