"""A cell whose accents are encoded otherwise than the card's (`é` as `e` and a combining accent,
NFD, as text copied on macOS may hold it) is the same text: no edit, no stale translation. It had
been written as an edit that `deckctl diff` showed as no change, and `i18n update` then marked the
card's German entry fuzzy."""

from __future__ import annotations

import shutil
import unicodedata

from deckfactory import DECKS, import_edited_sheet


def test_a_cell_with_decomposed_accents_is_no_edit(tmp_path, cli):
    deck = tmp_path / "deck"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    before = {path.name: path.read_bytes() for path in (deck / "cards").glob("*.yaml")}
    front = "The main colour of the Pokémon Pikachu."
    assert any(front.encode() in data for data in before.values())
    decomposed = unicodedata.normalize("NFD", front)
    assert decomposed != front
    run = import_edited_sheet(cli, deck, tmp_path, {("pikachu-colour", "front"): decomposed})
    assert run.exit_code == 0, run.stdout + run.stderr
    assert "0 cards changed" in run.stderr
    assert {path.name: path.read_bytes() for path in (deck / "cards").glob("*.yaml")} == before


def test_an_edit_with_decomposed_accents_is_still_an_edit(tmp_path, cli):
    deck = tmp_path / "deck"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    edited = unicodedata.normalize("NFD", "The main colour of the Pokémon Pikachu, the mouse.")
    run = import_edited_sheet(cli, deck, tmp_path, {("pikachu-colour", "front"): edited})
    assert run.exit_code == 0 and "1 card changed" in run.stderr, run.stdout + run.stderr
    assert edited in (deck / "cards" / "colour.yaml").read_text(encoding="utf-8")
