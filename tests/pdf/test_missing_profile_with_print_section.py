"""`export pdf --pdfx 4 --icc-profile nowhere.icc` for a deck whose deck.yaml has a `print:`
section: the missing profile is the command line's, a usage error (exit 2) naming it, as for a
deck with no section. The section's first key was blamed instead (`deck.yaml:15:10`, exit 1): the
search for the key at fault took the command line's own problem for the key's."""

from __future__ import annotations

import shutil

from deckfactory import DECKS, set_print


def test_the_command_lines_profile_is_blamed_not_the_decks_section(tmp_path, monkeypatch, cli):
    deck = tmp_path / "deck"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    set_print(deck / "deck.yaml", "print:\n  bleed: 3\n")
    monkeypatch.chdir(tmp_path)
    result = cli("export", "pdf", "deck", "--pdfx", "4", "--icc-profile", "nowhere.icc", "--out", "x.pdf")
    said = result.stdout + result.stderr
    assert result.exit_code == 2, said
    assert "nowhere.icc" in said and "deck.yaml" not in said
