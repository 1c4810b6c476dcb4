"""A key written a level out of its section (`logo:` at the top of deck.yaml, not under `print:`)
was an unknown key with the hint "did you mean `logo`?", the very key written: the hint now says
it is a key elsewhere, and to check its indentation."""

from __future__ import annotations

from deckfactory import MANIFESTS, write_deck

from deckctl.validate.deck import validate


def test_a_print_key_at_the_top_of_deck_yaml_is_told_to_be_indented(tmp_path):
    deck = write_deck(tmp_path, manifest=MANIFESTS["knowledge"] + "logo: art/logo.png\n")
    [error] = [d for d in validate([deck]).diagnostics if d.is_error]
    assert (error.line, error.col, error.code) == (MANIFESTS["knowledge"].count("\n") + 1, 1, "unknown-key")
    assert "did you mean" not in error.hint and "indentation" in error.hint and "`logo`" in error.hint


def test_a_misspelt_key_still_gets_its_spelling(tmp_path):
    deck = write_deck(tmp_path, manifest=MANIFESTS["knowledge"] + "licence: CC0-1.0\n")
    [error] = [d for d in validate([deck]).diagnostics if d.is_error]
    assert error.hint == "did you mean `license`?"
