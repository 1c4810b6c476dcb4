"""A deck's ICC profile that is no CMYK output profile is named in its finding as every file is,
from the working folder (deckctl/export/pdf/icc.py): the print section's path reaches the check
as the whole path it leads to, and the finding had said `/home/runner/work/repo/repo/decks/x/
printer.icc is a display profile ...`, the machine's own folders in a CI log and its reports."""

from __future__ import annotations

import pytest
from deckfactory import MANIFESTS, write_deck

PROFILES = {
    "not a profile": (b"x" * 200, "decks/d/printer.icc is not an ICC profile"),
    "a display profile": (bytes(12) + b"mntrRGB " + bytes(16) + b"acsp" + bytes(92), "decks/d/printer.icc is a display profile"),
    "missing": (None, "cannot read the ICC profile decks/d/printer.icc"),
}


@pytest.mark.parametrize("kind", PROFILES)
def test_the_profile_is_named_from_the_working_folder(tmp_path, cli, kind):
    (tmp_path / ".git").mkdir()
    deck = write_deck(tmp_path / "decks", "knowledge", name="d",
                      manifest=MANIFESTS["knowledge"] + 'print:\n  pdfx: "4"\n  icc_profile: printer.icc\n')
    data, words = PROFILES[kind]
    if data is not None:
        (deck / "printer.icc").write_bytes(data)
    for args in (("validate", "decks/d"), ("export", "pdf", "decks/d", "-o", tmp_path / "cards.pdf")):
        run = cli(*args, cwd=tmp_path)
        assert run.exit_code == 1 and run.exception is None, run.stdout + run.stderr
        assert words in run.stdout, run.stdout
        assert str(tmp_path) not in run.stdout.replace(str(tmp_path / "cards.pdf"), "")
