"""PDF art copied clean: exactly the resources its content uses (no `Tf` left naming a font that
was dropped) and subset names unique within the document, the art's included (docs/pdf.md)."""

from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

import pikepdf
import pytest
from artfiles import form_art_pdf
from test_art import GS_PROFILE, art_deck
from test_output import poppler

from deckctl.export.pdf.fonts import WEIGHTS, font_dir

# Art as a publisher's reportlab script writes it: its text in Fira Sans Bold, embedded as the subset
# reportlab names `AAAAAA+FiraSans-Bold` in every file, and Helvetica listed and set (`BT /F1 12 Tf
# 14.4 TL ET`) at the top of the page without ever drawing a glyph. Written in a child process, so
# the font registered here never meets the export's own.
ART_SCRIPT = """
import sys
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas
pdfmetrics.registerFont(TTFont("ArtBold", sys.argv[1]))
for path, text in zip(sys.argv[2::2], sys.argv[3::2]):
    canvas = Canvas(path, pagesize=(200, 280), invariant=True)
    canvas.setFillColorCMYK(0, 0.9, 0.9, 0)
    canvas.rect(0, 0, 200, 280, stroke=0, fill=1)
    canvas.setFillColorCMYK(0, 0, 0, 1)
    canvas.setFont("ArtBold", 30)
    canvas.drawString(20, 200, text)
    canvas.save()
"""


def reportlab_art(deck_dir: Path, **texts: str) -> None:
    args = [part for name, text in texts.items() for part in (str(deck_dir / name), text)]
    subprocess.run([sys.executable, "-c", ART_SCRIPT, str(font_dir() / WEIGHTS["bold"]), *args], check=True)


def subset_programs(path: Path) -> dict[str, set[str]]:
    """Each subset name (`ABCDEF+Font`) in the document -> the hashes of the font programs it names."""
    found: dict[str, set[str]] = {}
    with pikepdf.open(path) as pdf:
        for obj in pdf.objects:
            if not isinstance(obj, pikepdf.Dictionary) or obj.get("/Type") != "/FontDescriptor":
                continue
            name = str(obj.get("/FontName", ""))
            program = next((obj[key] for key in ("/FontFile", "/FontFile2", "/FontFile3") if key in obj), None)
            if "+" in name and program is not None:
                found.setdefault(name, set()).add(hashlib.sha256(program.read_bytes()).hexdigest())
    return found


@pytest.mark.parametrize("pdfx", ["none", "1a", "4"])
def test_reportlab_art_renders_without_a_word_and_its_subsets_have_their_own_names(make_deck, cli, tmp_path, pdfx):
    deck_dir = art_deck(make_deck, back_art="back.pdf", logo="logo.pdf")
    reportlab_art(deck_dir, **{"back.pdf": "BACK", "logo.pdf": "LOGO"})
    out = tmp_path / "cards.pdf"
    args = ["export", "pdf", deck_dir, "--out", out, "--pdfx", pdfx]
    if pdfx == "4":
        if not GS_PROFILE.is_file():
            pytest.skip("Ghostscript's CMYK profile is missing; `make test` installs ghostscript")
        args += ["--icc-profile", GS_PROFILE]
    result = cli(*args)
    assert result.exit_code == 0, result.stdout + result.stderr
    data = out.read_bytes()

    rendered = subprocess.run([poppler("pdftoppm"), "-r", "10", "-png", str(out), str(tmp_path / "page")],
                              capture_output=True, text=True, check=False)
    assert rendered.returncode == 0 and rendered.stderr == "", rendered.stderr
    assert len(list(tmp_path.glob("page-*.png"))) > 1  # fronts (the logo) and backs (the back art)
    check = subprocess.run(["qpdf", "--check", str(out)], capture_output=True, text=True, check=False)
    assert check.returncode == 0 and "No syntax or stream encoding errors" in check.stdout, check.stdout

    subsets = subset_programs(out)
    art = [name for name in subsets if name.endswith("+FiraSans-Bold")]
    assert len(art) == 2, subsets  # the two pieces of art, each its own subset
    assert all(len(programs) == 1 for programs in subsets.values()), subsets  # no name shared by two
    assert "AAAAAA+FiraSans-Bold" not in subsets
    assert b"Helvetica" not in data
    cli(*args)
    assert out.read_bytes() == data  # the renaming is deterministic


def test_a_font_set_but_never_drawn_in_an_arts_form_leaves_no_reference(make_deck, cli, tmp_path):
    """A form inside the art with its own resources: its unused font goes, and the `Tf` naming it."""
    deck_dir = art_deck(make_deck, back_art="back.pdf")
    form_art_pdf(deck_dir / "back.pdf", b"BT /F9 12 Tf ET 0 0.9 0.9 0 k 0 0 200 280 re f", unused=True)
    out = tmp_path / "cards.pdf"
    result = cli("export", "pdf", deck_dir, "--out", out, "--pdfx", "1a")
    assert result.exit_code == 0, result.stdout + result.stderr
    rendered = subprocess.run([poppler("pdftoppm"), "-r", "10", "-png", "-f", "2", "-l", "2", str(out),
                               str(tmp_path / "page")], capture_output=True, text=True, check=False)
    assert rendered.returncode == 0 and rendered.stderr == "", rendered.stderr
    assert b"Helvetica" not in out.read_bytes()
