"""The card font's kerning is read from its bytes (`kerning._read_raw`), without importing fontTools
(that and its objects for the tables cost an export about 60 ms of CPU): the same pairs as fontTools
finds, for every weight."""

from __future__ import annotations

import subprocess
import sys

import pytest

from deckctl.export.pdf import fonts, kerning

SAMPLE = "TWAVYLPFKkrfvwyox.,-;:?!'\"()«»‘’“”–—Τοαβ ΑΔΛΟ ГДЯЛ гдял ÄÖÜäöüßÅåØøÉéÈèŁł017"


@pytest.mark.parametrize("weight", sorted(fonts.WEIGHTS))
def test_the_pairs_read_from_the_bytes_are_those_fonttools_finds(weight):
    from fontTools.ttLib import TTFont

    path = fonts.font_dir() / fonts.WEIGHTS[weight]
    raw = kerning._read_raw(path)
    assert raw is not None
    font = TTFont(str(path), lazy=True)
    found = kerning._Pairs(raw.glyph_of, kerning._gpos_lookups(font, 1000 / font["head"].unitsPerEm), {})
    pairs = [a + b for a in SAMPLE for b in SAMPLE]
    assert [raw[pair] for pair in pairs] == [found[pair] for pair in pairs]
    assert sum(1 for pair in pairs if raw[pair]) > 100


def test_kerning_a_text_imports_no_fonttools():
    script = ("import sys\nfrom deckctl.export.pdf import kerning, text\n"
              "assert kerning.pairs('bold')['To'] < 0 and text.unit_width('Tower', 'regular') > 0\n"
              "print(sorted(m for m in sys.modules if m.startswith('fontTools.ttLib')))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
