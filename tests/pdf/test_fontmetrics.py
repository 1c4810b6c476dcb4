"""Measuring without reportlab: the widths and coverage `fontmetrics` reads from the card fonts
are reportlab's own, character for character, so that what lint measures is what the export draws."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deckctl.export.pdf import fontmetrics, fonts

EXAMPLES = int(os.environ.get("DECKCTL_FUZZ_EXAMPLES", "150"))


@pytest.mark.parametrize("weight", sorted(fonts.WEIGHTS))
def test_every_character_has_reportlabs_width_and_coverage(weight):
    face = fonts.get(weight).face  # reportlab's reading, with the narrow space deckctl adds
    read = fontmetrics.read(fonts.font_dir() / fonts.WEIGHTS[weight])
    assert read is not None  # (the card fonts are in the layout the reader knows)
    assert fonts.covered(weight) == frozenset(face.charToGlyph)
    codes, width_of = fonts._measures(weight)
    assert {code: width_of(chr(code)) for code in codes} == face.charWidths
    assert read.missing == face.defaultWidth
    assert width_of("\U0001f600") == face.defaultWidth  # (a character no card font has)


# Characters the fonts have and some they lack (CJK, an emoji, a private-use one, a lone surrogate).
characters = st.one_of(
    st.sampled_from(sorted(map(chr, fonts.covered("regular")))),
    st.sampled_from(["\u4e2d", "\U0001f600", "\ue000", "\ud800", "\u00a0", "\u202f", "\u00ad", "\n"]),
)


@settings(max_examples=EXAMPLES, deadline=None)
@given(st.lists(characters, max_size=300).map("".join), st.sampled_from(sorted(fonts.WEIGHTS)))
def test_a_text_measures_as_reportlab_measures_it(value, weight):
    assert fonts.string_width(value, weight) == fonts.get(weight).stringWidth(value, 1.0)


def test_a_font_the_reader_does_not_know_is_read_by_reportlab(tmp_path, monkeypatch):
    real = (fonts.font_dir() / fonts.WEIGHTS["regular"]).read_bytes()
    for name, data in {"truncated.ttf": real[:4000], "collection.ttc": b"ttcf" + real[4:],
                       "cff.otf": b"OTTO" + real[4:]}.items():
        (tmp_path / name).write_bytes(data)
        assert fontmetrics.read(tmp_path / name) is None, name
    monkeypatch.setattr(fontmetrics, "read", lambda path: None)
    fonts._measures.cache_clear()
    try:
        assert fonts.covered("medium") == frozenset(fonts.get("medium").face.charToGlyph)
        assert fonts.string_width("Größe «z. B.»", "medium") == fonts.get("medium").stringWidth("Größe «z. B.»", 1.0)
    finally:
        fonts._measures.cache_clear()


def test_checking_a_deck_loads_neither_reportlab_nor_pil():
    """A lint worker measures every text of a deck; importing reportlab (and PIL with it) and
    parsing the fonts was most of what its first deck cost."""
    deck = Path(__file__).resolve().parents[2] / "decks" / "wissens-spektrum-starter"
    script = f"""
import sys
from pathlib import Path
from deckctl.export.pdf import typography
from deckctl.lint.rules import text_fits
from deckctl.validate.deck import load_deck
list(text_fits.check(load_deck(Path({str(deck)!r}))))
assert typography.marks.cache_info().currsize  # (quotes were set: every weight's coverage was asked)
print(sorted(name for name in ("reportlab", "PIL") if name in sys.modules))
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
