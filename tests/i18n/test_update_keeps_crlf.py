"""A catalog checked out with CRLF line ends (Git for Windows' core.autocrlf) stays CRLF when
`i18n update` writes it again, as the card files `lint --fix` and `import sheet` edit do: only
the changed entries differ, not every line. A byte-order mark is not written again (GNU msgfmt
takes it for a syntax error)."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from deckfactory import DECKS


def test_update_keeps_a_catalogs_crlf_line_ends(tmp_path, cli):
    deck = tmp_path / "quiz"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    catalog = deck / "locales" / "de.po"
    lf = catalog.read_bytes()
    catalog.write_bytes(b"\xef\xbb\xbf" + lf.replace(b"\n", b"\r\n"))
    card_file = deck / "cards" / "colour.yaml"
    card_file.write_text(card_file.read_text().replace("the disc on the flag of Japan", "the round disc on the flag of Japan"))

    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    written = catalog.read_bytes()
    assert b"round disc" in written and written.count(b"\n") == written.count(b"\r\n") > 100
    assert not written.startswith(b"\xef\xbb\xbf")
    assert "unchanged" in cli("i18n", "update", deck, "--lang", "de").stderr
    if shutil.which("msgfmt") is None:
        pytest.skip("GNU msgfmt is not installed")
    run = subprocess.run(["msgfmt", "-c", "--check-format", "-o", "/dev/null", str(catalog)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr


def test_an_lf_catalog_stays_lf(tmp_path, cli):
    deck = tmp_path / "quiz"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    catalog = deck / "locales" / "de.po"
    card_file = deck / "cards" / "colour.yaml"
    card_file.write_text(card_file.read_text().replace("the disc on the flag of Japan", "the round disc on the flag of Japan"))
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    assert b"round disc" in catalog.read_bytes() and b"\r" not in catalog.read_bytes()
