"""A control character in the translation of a deck's own text (an area's name: no card's) is the
catalog's error, shown under the deck's title. The finding had no card as None, which the proof's
workers could not hand back (exit 70, found by a hunt for crashes on broken decks)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

STARTER = Path(__file__).resolve().parents[2] / "decks" / "wissens-spektrum-starter"


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_the_error_is_shown_and_the_proof_written(tmp_path, cli, jobs):
    deck = tmp_path / "decks" / "quiz"
    shutil.copytree(STARTER, deck)
    catalog = deck / "locales" / "de.po"
    text = catalog.read_text(encoding="utf-8")
    entry = text.index('msgctxt "areas/sport/name"')
    at = text.index('msgstr "', entry) + len('msgstr "')
    catalog.write_text(text[:at] + "\\001" + text[at:], encoding="utf-8")
    result = cli("proof", deck, "--out", tmp_path / "site", "-j", jobs, cwd=tmp_path)
    assert result.exception is None and result.exit_code == 1, result.stderr
    assert "areas/sport/name: the text holds a control character (U+0001 SOH) [control-character]" in " ".join(result.stderr.split())
    page = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert "control-character" in page
