"""`fuzzy` is written first among an entry's flags, as GNU gettext writes it: a translator's
entry flagged `#, fuzzy, c-format` had been written `#, c-format, fuzzy` (the flags sorted), and
msgcat, msgmerge, Poedit and Weblate moved it back."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from deckfactory import translate


@pytest.mark.parametrize("flags", ["fuzzy, c-format", "c-format, fuzzy"])
def test_fuzzy_comes_first(cli, make_deck, flags):
    deck = make_deck("you-know-it")
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    po = deck / "locales" / "de.po"
    translate(po, {"card-001/questions/1/question": "Frage"})
    text = po.read_text(encoding="utf-8")
    po.write_text(text.replace('msgctxt "card-001/questions/1/question"',
                               f'#, {flags}\nmsgctxt "card-001/questions/1/question"'), encoding="utf-8")
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    other = [flag for flag in flags.split(", ") if flag != "fuzzy"]
    assert f'#, fuzzy, {", ".join(other)}\nmsgctxt "card-001/questions/1/question"' in po.read_text(encoding="utf-8")
    if shutil.which("msgcat") is not None:
        run = subprocess.run(["msgcat", str(po)], capture_output=True, text=True, check=False)
        assert run.returncode == 0 and run.stdout == po.read_text(encoding="utf-8")
