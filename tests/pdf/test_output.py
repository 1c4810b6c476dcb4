"""The PDF file itself: deterministic bytes, page sizes, embedded fonts, renders (poppler checks)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest

from deckctl.export.pdf import PdfOptions, export_pdf
from deckctl.export.pdf.layout import sheet_grid, single_page


def poppler(tool: str) -> str:
    path = shutil.which(tool)
    if path is None:
        if os.environ.get("CI"):
            pytest.fail(f"{tool} (poppler-utils) is missing: `make test` installs it via scripts/ensure-sysdeps")
        pytest.skip(f"{tool} (poppler-utils) is not installed; `make test` installs it")
    return path


def test_same_input_same_bytes(knowledge_deck):
    options = PdfOptions(paper="letter", duplex="short-edge")
    first = export_pdf(knowledge_deck, options)
    second = export_pdf(knowledge_deck, options)
    assert first == second
    assert b"/CreationDate (D:20000101000000" in first  # fixed dates, no clock in the file


def test_same_input_same_bytes_across_processes(knowledge_deck, tmp_path):
    """A fresh interpreter (fresh font registration and caches) writes the very same bytes."""
    import sys

    script = ("import sys; from pathlib import Path; from deckctl.validate.deck import validate; "
              "from deckctl.export.pdf import export_pdf, PdfOptions; "
              "d = validate([Path(sys.argv[1])]).decks[0]; "
              "sys.stdout.buffer.write(export_pdf(d, PdfOptions(paper='letter', duplex='short-edge')))")
    other = subprocess.run([sys.executable, "-c", script, str(knowledge_deck.path)], capture_output=True,
                           check=True).stdout
    assert other == export_pdf(knowledge_deck, PdfOptions(paper="letter", duplex="short-edge"))


def test_sheet_counts():
    assert sheet_grid(PdfOptions(paper="a4")).per_page == 6  # crop marks need room at the sides
    assert sheet_grid(PdfOptions(paper="a4", crop_marks=False)).per_page == 9
    assert sheet_grid(PdfOptions(paper="letter")).per_page == 4
    assert sheet_grid(PdfOptions(paper="letter", bleed=0)).per_page == 9
    assert sheet_grid(PdfOptions(paper="a4", card_size="tarot")).per_page == 4
    assert sheet_grid(PdfOptions(paper="a4", card_size="mini")).per_page == 9
    assert single_page(PdfOptions(card_size="poker", bleed=3, crop_marks=False)).page == (69, 94)


@pytest.mark.parametrize("options, size", [
    (PdfOptions(paper="a4"), "595.276 x 841.89 pts"),
    (PdfOptions(paper="letter"), "612 x 792 pts"),
    (PdfOptions(mode="singles", bleed=3, crop_marks=False), "195.591 x 266.457 pts"),  # 69 x 94 mm
])
def test_pdfinfo_page_size(knowledge_deck, tmp_path, options, size):
    pdf = tmp_path / "cards.pdf"
    pdf.write_bytes(export_pdf(knowledge_deck, options))
    info = subprocess.run([poppler("pdfinfo"), str(pdf)], capture_output=True, text=True, check=True).stdout
    assert re.search(rf"Page size:\s+{re.escape(size)}", info), info


def test_pdfinfo_trim_and_bleed_boxes_of_singles(knowledge_deck, tmp_path):
    pdf = tmp_path / "cards.pdf"
    pdf.write_bytes(export_pdf(knowledge_deck, PdfOptions(mode="singles", bleed=3, crop_marks=True)))
    info = subprocess.run([poppler("pdfinfo"), "-box", str(pdf)], capture_output=True, text=True, check=True).stdout
    mm = 72 / 25.4
    trim = [float(v) for v in re.search(r"TrimBox:\s+([\d. ]+)", info).group(1).split()]
    bleed = [float(v) for v in re.search(r"BleedBox:\s+([\d. ]+)", info).group(1).split()]
    assert abs((trim[2] - trim[0]) / mm - 63) < 0.05 and abs((trim[3] - trim[1]) / mm - 88) < 0.05
    assert abs((trim[0] - bleed[0]) / mm - 3) < 0.05


def test_plain_sheets_have_no_trim_box(knowledge_deck):
    """A sheet's cut lines are its crop marks; a TrimBox would be the grid's edge, and a print path
    that fits the page to the paper by its TrimBox would clip the marks and bleed (docs/pdf.md)."""
    import io

    import pikepdf

    pdf = pikepdf.open(io.BytesIO(export_pdf(knowledge_deck, PdfOptions(mode="sheets"))))
    assert len(pdf.pages) == 4
    assert not any("/TrimBox" in page.obj or "/BleedBox" in page.obj for page in pdf.pages)


def test_pdffonts_every_font_embedded(load, tmp_path):
    from deckfactory import DECKS

    for folder in sorted(p.parent for p in DECKS.glob("*/deck.yaml")):  # (not .deckctl-cache)
        pdf = tmp_path / f"{folder.name}.pdf"
        pdf.write_bytes(export_pdf(load(folder), PdfOptions()))
        out = subprocess.run([poppler("pdffonts"), str(pdf)], capture_output=True, text=True, check=True).stdout
        rows = out.splitlines()[2:]
        assert rows, out
        for row in rows:
            # name type encoding emb sub uni object ID: emb and sub must both be yes
            assert re.search(r"\byes\s+yes\s+yes\b", row), row
            assert "FiraSans" in row


def test_pdftoppm_renders_every_game(load, tmp_path):
    from deckfactory import DECKS

    for folder in sorted(p.parent for p in DECKS.glob("*/deck.yaml")):  # (not .deckctl-cache)
        pdf = tmp_path / f"{folder.name}.pdf"
        pdf.write_bytes(export_pdf(load(folder), PdfOptions()))
        prefix = tmp_path / folder.name
        subprocess.run([poppler("pdftoppm"), "-png", "-r", "20", "-f", "1", "-l", "2", str(pdf), str(prefix)],
                       check=True, capture_output=True)
        pages = sorted(tmp_path.glob(f"{folder.name}-*.png"))
        assert len(pages) == 2, folder.name
        from PIL import Image

        for page in pages:
            colours = Image.open(page).convert("RGB").getcolors(maxcolors=1 << 16)
            assert colours is None or len(colours) > 20, page  # more than a blank page



def test_font_subset_tags_differ_and_follow_the_content(make_deck, load):
    """Each embedded subset has its own six-letter tag (not AAAAAA+ for every font), derived from
    the glyphs it holds: a font with more than 256 characters in use gets several subsets."""
    letters = [chr(c) for c in [*range(0x391, 0x3a2), *range(0x3a3, 0x3aa), *range(0x410, 0x450),
                                *range(0x100, 0x17f)]]
    words = [" ".join("".join(letters[j:j + 6]) for j in range(i, i + 24, 6)) for i in range(0, len(letters), 24)]

    def tags(answer: str, name: str) -> list[bytes]:
        cards = "".join(f"- id: q{i}\n  subject: math\n  level: A\n  question: {word}?\n  answer: {answer}\n"
                        for i, word in enumerate(words))
        data = export_pdf(load(make_deck("i-know", name=name, cards=cards)), PdfOptions())
        return re.findall(rb"/BaseFont /([A-Z]{6})\+(FiraSans-\w+)", data)

    names = tags("Sun", "one")
    assert len({font for _, font in names}) < len(names)  # the question font needed two subsets
    assert len({tag for tag, _ in names}) == len(names) and b"AAAAAA" not in dict(names)
    other = tags("Søn", "two")  # another letter beyond ASCII in the answers: another subset
    assert [tag for tag, _ in other] != [tag for tag, _ in names]
    assert tags("Sun", "three") == names  # the same glyphs, the same tags


def _file_id(data: bytes) -> tuple[bytes, bytes]:
    import io

    import pikepdf

    with pikepdf.open(io.BytesIO(data)) as pdf:
        return tuple(bytes(part) for part in pdf.trailer.ID)


def test_the_file_id_follows_the_content(make_deck, load, knowledge_deck):
    """Same content, same `/ID` (and the same bytes); another deck, a changed card or other options,
    another `/ID` (reportlab's invariant mode gave every export the same one)."""
    from pdfread import knowledge_cards

    plain = export_pdf(knowledge_deck, PdfOptions())
    ids = {_file_id(plain)}
    assert _file_id(export_pdf(knowledge_deck, PdfOptions())) == _file_id(plain)
    ids.add(_file_id(export_pdf(knowledge_deck, PdfOptions(paper="letter"))))
    ids.add(_file_id(export_pdf(knowledge_deck, PdfOptions(mode="singles"))))
    changed = knowledge_cards(11).replace("Question number 4 about", "Question number 4, now about")
    ids.add(_file_id(export_pdf(load(make_deck("knowledge", cards=changed, name="changed")), PdfOptions())))
    assert len(ids) == 4
    assert all(len(part) == 16 and first == second for first, second in ids for part in (first, second))
