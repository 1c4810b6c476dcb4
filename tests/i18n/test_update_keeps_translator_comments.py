"""`i18n update` writes a translator comment (`# ...`) back as GNU msgcat and msgmerge do: byte
for byte where they leave it alone (Babel strips it: `#   indented note` had come back as
`# indented note`), with the one space they put after a `#` that has none. `msgfmt -c` still
takes the catalog, and msgcat changes nothing in it."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from deckfactory import DECKS

COMMENTS = ("#   indented note", "# trailing blanks  ", "#  ", "#", "# plain note")
WRITTEN_AS = {"#no space": "# no space", "#\tafter a tab": "# \tafter a tab", "# ": "#"}  # (as msgcat writes them)


def test_update_keeps_translator_comments_byte_for_byte(tmp_path, cli):
    deck = tmp_path / "quiz"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    catalog = deck / "locales" / "de.po"
    entry = '#: cards/colour.yaml:7\n'
    text = catalog.read_text()
    assert text.count(entry) == 1
    written_as = "".join(line + "\n" for line in (*COMMENTS, *WRITTEN_AS.values()))
    catalog.write_text(text.replace(entry, "".join(line + "\n" for line in (*COMMENTS, *WRITTEN_AS)) + entry))
    card_file = deck / "cards" / "colour.yaml"
    card_file.write_text(card_file.read_text().replace("the disc on the flag of Japan", "the round disc on the flag of Japan"))

    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    written = catalog.read_text()
    assert "round disc" in written
    assert written_as + "#: cards/colour.yaml:7\n" in written
    assert "unchanged" in cli("i18n", "update", deck, "--lang", "de").stderr
    if shutil.which("msgfmt") is None:
        pytest.skip("GNU msgfmt is not installed")
    run = subprocess.run(["msgfmt", "-c", "-o", "/dev/null", str(catalog)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    if shutil.which("msgcat") is not None:
        assert subprocess.run(["msgcat", str(catalog)], capture_output=True, text=True, check=True).stdout == written
