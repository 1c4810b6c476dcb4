"""A page whose decks are in one language has nothing to set side by side: its Language switch
offered "all, side by side" (and the language again), promising a translation beside each card
that is not there. It names the one language, and `l` keeps it."""

from __future__ import annotations

import re

from deckfactory import write_deck

from deckctl.proof.page import language_choices


def test_a_page_in_one_language_names_it_in_the_switch(tmp_path, cli):
    deck = write_deck(tmp_path, "knowledge")
    assert cli("proof", deck, "--out", tmp_path / "site", "-j", "1", cwd=tmp_path).exit_code == 0
    page = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    switch = re.search(r'<select id="lang">(.*?)</select>', page)[1]
    assert switch == '<option value="">en</option>'


def test_a_page_with_a_translation_still_offers_both_side_by_side(tmp_path, cli):
    deck = write_deck(tmp_path, "knowledge")
    assert cli("i18n", "pseudo", deck).exit_code == 0
    assert cli("proof", deck, "--out", tmp_path / "site", "-j", "1", cwd=tmp_path).exit_code == 0
    page = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    switch = re.search(r'<select id="lang">(.*?)</select>', page)[1]
    assert switch == ('<option value="">all, side by side</option><option value="en">en</option>'
                      '<option value="en-XA">en-XA</option>')
    assert language_choices([]) == [("", "all, side by side")]  # (no deck: as before)
