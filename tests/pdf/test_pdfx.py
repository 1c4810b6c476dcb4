"""PDF/X for print shops: every starter deck as PDF/X-1a and PDF/X-4, checked the way a preflight
reads a file (tests/pdf/preflight.py), by `qpdf --check`, and rendered by Ghostscript with errors
fatal; the CMYK palette; the options, the ICC profile checks and the deck's `print:` section."""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from deckfactory import MANIFESTS
from pdfread import knowledge_cards
from preflight import preflight

from deckctl.export.pdf import OptionError, PdfOptions, export_pdf, resolve, theme
from deckctl.export.pdf.icc import IccError, read_profile

ROOT = Path(__file__).resolve().parents[2]
STARTERS = sorted(p.name for p in (ROOT / "decks").iterdir() if (p / "deck.yaml").is_file())
GS_ICC = Path("/usr/share/color/icc/ghostscript")  # Ghostscript's own profiles, installed with it


def tool(name: str, package: str) -> str:
    path = shutil.which(name)
    if path is None:
        if os.environ.get("CI"):
            pytest.fail(f"{name} ({package}) is missing: `make test` installs it via scripts/ensure-sysdeps")
        pytest.skip(f"{name} ({package}) is not installed; `make test` installs it")
    return path


@pytest.fixture(scope="module")
def printer_profile() -> Path:
    """A CMYK output profile standing in for the one a printer sends (Ghostscript's SWOP profile)."""
    tool("gs", "ghostscript")
    return GS_ICC / "default_cmyk.icc"


@functools.cache
def starter(name: str):
    from deckctl.validate.deck import validate

    result = validate([ROOT / "decks" / name])
    assert result.ok
    return result.decks[0]


@functools.cache
def exported(name: str, pdfx: str) -> bytes:
    profile = str(GS_ICC / "default_cmyk.icc") if pdfx == "4" else None
    return export_pdf(starter(name), PdfOptions(pdfx=pdfx, icc_profile=profile))


# --- every starter deck passes the preflight, qpdf and Ghostscript ------------------------------

@pytest.mark.parametrize("pdfx", ["1a", "4"])
@pytest.mark.parametrize("name", STARTERS)
def test_every_starter_deck_passes_the_preflight(name, pdfx, printer_profile):
    assert preflight(exported(name, pdfx), pdfx) == []


@pytest.fixture(scope="module")
def sampled_i_know(tmp_path_factory):
    """Every eighth card of each of the I know! starter deck's card files (the kinds, subjects
    and levels of all of them; 18 cards, not 130): singles are two pages a card."""
    from deckctl.validate.deck import validate

    deck = tmp_path_factory.mktemp("singles") / "i-know"
    shutil.copytree(ROOT / "decks" / "i-know-starter", deck, ignore=shutil.ignore_patterns("locales"))
    for card_file in (deck / "cards").glob("*.yaml"):
        head, *cards = card_file.read_text(encoding="utf-8").split("\n- id: ")
        card_file.write_text("\n- id: ".join([head, *cards[::8]]) + "\n", encoding="utf-8")
    result = validate([deck])
    assert result.ok and len(result.decks[0].cards) == 18
    return result.decks[0]


@pytest.mark.parametrize("pdfx", ["1a", "4"])
def test_singles_pass_the_preflight(pdfx, printer_profile, sampled_i_know):
    options = PdfOptions(pdfx=pdfx, icc_profile=str(printer_profile) if pdfx == "4" else None, mode="singles")
    assert preflight(export_pdf(sampled_i_know, options), pdfx) == []


@pytest.mark.parametrize("pdfx", ["1a", "4"])
@pytest.mark.parametrize("name", STARTERS)
def test_qpdf_check_and_ghostscript_render_every_starter_deck(name, pdfx, printer_profile, tmp_path):
    path = tmp_path / "cards.pdf"
    path.write_bytes(exported(name, pdfx))
    check = subprocess.run([tool("qpdf", "qpdf"), "--check", str(path)], capture_output=True, text=True)
    assert check.returncode == 0 and "No syntax or stream encoding errors" in check.stdout, check.stdout + check.stderr
    render = subprocess.run([tool("gs", "ghostscript"), "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER",
                             "-dPDFSTOPONERROR", "-dPDFSTOPONWARNING", "-sDEVICE=nullpage", str(path)],
                            capture_output=True, text=True)
    assert render.returncode == 0 and render.stdout == "" and render.stderr == "", render.stdout + render.stderr


@pytest.mark.parametrize("name", STARTERS)
def test_rendered_in_cmyk_text_is_black_ink_only_and_ink_stays_within_the_limit(name, printer_profile, tmp_path):
    """Ghostscript renders the first sheet (fronts) and its backs to CMYK pixels, without
    anti-aliasing: the text's pixels are 100 % K with no C, M or Y, and no pixel carries more
    than the palette's ink limit."""
    from PIL import Image

    path = tmp_path / "cards.pdf"
    path.write_bytes(exported(name, "1a"))
    out = tmp_path / "page-%d.tif"
    subprocess.run([tool("gs", "ghostscript"), "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-dPDFSTOPONERROR",
                    "-sDEVICE=tiff32nc", "-r100", "-dFirstPage=1", "-dLastPage=2", f"-sOutputFile={out}", str(path)],
                   check=True, capture_output=True)
    for page in (1, 2):
        colours = Image.open(tmp_path / f"page-{page}.tif").getcolors(maxcolors=1 << 16)
        assert colours is not None
        found = {colour for _, colour in colours}
        assert (0, 0, 0, 255) in found  # black text and crop marks: black ink alone
        assert max(sum(colour) for colour in found) <= theme.MAX_INK / 100 * 255 + 2


def test_the_default_export_stays_rgb(knowledge_deck):
    data = export_pdf(knowledge_deck, PdfOptions())
    assert b"/OutputIntents" not in data and b"GTS_PDFX" not in data
    assert any(p.endswith("RGB colour operator rg") for p in preflight(data, "1a"))


@pytest.mark.parametrize("pdfx", ["1a", "4"])
def test_pdfx_bytes_are_deterministic(knowledge_deck, pdfx, printer_profile):
    options = PdfOptions(pdfx=pdfx, icc_profile=str(printer_profile) if pdfx == "4" else None)
    assert export_pdf(knowledge_deck, options) == export_pdf(knowledge_deck, options)


def test_pdfx_bytes_are_the_same_in_a_fresh_process(knowledge_deck):
    import sys

    script = ("import sys; from pathlib import Path; from deckctl.validate.deck import validate; "
              "from deckctl.export.pdf import export_pdf, PdfOptions; "
              "d = validate([Path(sys.argv[1])]).decks[0]; "
              "sys.stdout.buffer.write(export_pdf(d, PdfOptions(pdfx='1a')))")
    fresh = subprocess.run([sys.executable, "-c", script, str(knowledge_deck.path)], capture_output=True, check=True)
    assert fresh.stdout == export_pdf(knowledge_deck, PdfOptions(pdfx="1a"))


def _open(data: bytes):
    import io

    import pikepdf

    return pikepdf.open(io.BytesIO(data))


def test_x1a_names_fogra39_by_reference_and_x4_embeds_the_printers_profile(printer_profile):
    x1a = _open(exported("knowledge-starter", "1a"))
    intent = x1a.Root.OutputIntents[0]
    assert str(intent.OutputConditionIdentifier) == "FOGRA39" and str(intent.RegistryName) == "http://www.color.org"
    assert "/DestOutputProfile" not in intent
    x4 = _open(exported("knowledge-starter", "4"))
    intent = x4.Root.OutputIntents[0]
    assert intent.DestOutputProfile.read_bytes() == printer_profile.read_bytes()
    assert str(intent.OutputConditionIdentifier) == read_profile(printer_profile).description


def test_sheet_trim_box_is_the_card_grid(printer_profile):
    """On a sheet the TrimBox is the area the cards are cut from: the outer trim edges of the grid,
    and the BleedBox that plus the bleed."""
    from deckctl.export.pdf.layout import sheet_grid

    mm = 72 / 25.4
    grid = sheet_grid(PdfOptions())
    xs, ys = [x for x, _ in grid.slots], [y for _, y in grid.slots]
    (cw, ch), bleed = grid.card, grid.bleed
    pdf = _open(exported("knowledge-starter", "1a"))
    trim = [float(v) / mm for v in pdf.pages[0].obj.TrimBox]
    assert trim == pytest.approx([min(xs), min(ys), max(xs) + cw, max(ys) + ch], abs=0.01)
    assert [float(v) / mm for v in pdf.pages[0].obj.BleedBox] == pytest.approx(
        [trim[0] - bleed, trim[1] - bleed, trim[2] + bleed, trim[3] + bleed], abs=0.01)


# --- the palette ----------------------------------------------------------------------------------

def test_every_palette_colour_has_a_chosen_cmyk_value_within_the_ink_limit():
    for colour in theme.PALETTE:
        assert len(colour.cmyk) == 4 and all(0 <= v <= 100 for v in colour.cmyk), colour
        assert colour.ink <= theme.MAX_INK, colour
    for neutral in (theme.INK, theme.MUTED, theme.RULE):  # text and thin rules: black ink only
        assert neutral.cmyk[:3] == (0, 0, 0)
    assert theme.INK.cmyk == (0, 0, 0, 100)


def test_a_tint_screens_the_same_inks():
    light = theme.tint(theme.BLUE, 0.1)
    assert light.cmyk == (9.0, 5.5, 0.0, 0.0) and light.rgb != theme.BLUE.rgb


def test_a_colour_outside_the_palette_cannot_be_printed_in_cmyk():
    assert theme.as_colour("#1F68B3") is theme.BLUE
    with pytest.raises(ValueError, match="no print .CMYK. value"):
        theme.as_colour("#123456")


# --- options and profiles -------------------------------------------------------------------------

def test_pdfx_4_without_a_profile_is_refused_with_where_to_get_one():
    with pytest.raises(OptionError, match="--icc-profile") as caught:
        PdfOptions(pdfx="4")
    assert "printer" in str(caught.value) and "FOGRA39" in str(caught.value)


@pytest.mark.parametrize("name, expected", [("srgb.icc", "display profile for RGB"),
                                            ("default_gray.icc", "for GRAY"),
                                            ("lab.icc", "colour space conversion")])
def test_only_a_cmyk_output_profile_is_accepted(name, expected, printer_profile):
    with pytest.raises(IccError, match=expected):
        read_profile(GS_ICC / name, "4")


def test_a_file_that_is_no_profile_is_refused(tmp_path):
    fake = tmp_path / "fake.icc"
    fake.write_bytes(b"not a profile" * 20)
    with pytest.raises(IccError, match="not an ICC profile"):
        read_profile(fake)
    with pytest.raises(IccError, match="cannot read"):
        read_profile(tmp_path / "missing.icc")


def test_pdfx_1a_refuses_a_version_4_profile(printer_profile):
    with pytest.raises(IccError, match="version 2"):
        read_profile(GS_ICC / "ps_cmyk.icc", "1a")
    assert read_profile(GS_ICC / "ps_cmyk.icc", "4").version[0] == 4


def test_pdfx_none_on_the_command_line_wins_over_the_deck():
    class Section:
        pdfx, icc_profile = "4", "printer.icc"

    assert resolve(Section(), Path("/deck"), pdfx="none").pdfx is None


def test_cli_pdfx_4_without_a_profile_is_a_usage_error(cli, knowledge_deck, tmp_path):
    run = cli("export", "pdf", knowledge_deck.path, "--pdfx", "4", "-o", tmp_path / "x.pdf")
    assert run.exit_code == 2 and "--icc-profile" in run.stderr and "ECI" in run.stderr
    assert not (tmp_path / "x.pdf").exists()


def test_cli_an_rgb_profile_is_a_usage_error(cli, knowledge_deck, tmp_path, printer_profile):
    run = cli("export", "pdf", knowledge_deck.path, "--pdfx", "4", "--icc-profile", GS_ICC / "srgb.icc",
              "-o", tmp_path / "x.pdf")
    assert run.exit_code == 2 and "CMYK output profile" in run.stderr and run.exception is None


def test_cli_writes_pdfx(cli, knowledge_deck, tmp_path, printer_profile):
    out = tmp_path / "x.pdf"
    run = cli("export", "pdf", knowledge_deck.path, "--pdfx", "4", "--icc-profile", printer_profile, "-o", out)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert preflight(out.read_bytes(), "4") == []


def test_deck_print_section_pdfx_with_a_profile_beside_the_deck_is_honoured_by_build(
        cli, make_deck, tmp_path, printer_profile):
    manifest = MANIFESTS["knowledge"] + 'print: {pdfx: "4", icc_profile: print/printer.icc}\n'
    deck = make_deck("knowledge", cards=knowledge_cards(2), manifest=manifest)
    (deck / "print").mkdir()
    (deck / "print" / "printer.icc").write_bytes(printer_profile.read_bytes())
    run = cli("build", deck, "--out", tmp_path / "build")
    assert run.exit_code == 0, run.stdout + run.stderr
    pdf = next((tmp_path / "build").rglob("cards.pdf")).read_bytes()
    assert preflight(pdf, "4") == []
    rgb = tmp_path / "rgb.pdf"
    assert cli("export", "pdf", deck, "--pdfx", "none", "-o", rgb).exit_code == 0
    assert b"GTS_PDFX" not in rgb.read_bytes()


def test_deck_print_section_pdfx_4_without_a_profile_is_located_in_deck_yaml(cli, make_deck, tmp_path):
    deck = make_deck("knowledge", cards=knowledge_cards(2), manifest=MANIFESTS["knowledge"] + "print: {pdfx: \"4\"}\n")
    run = cli("export", "pdf", deck, "-o", tmp_path / "x.pdf")
    assert run.exit_code == 1 and "deck.yaml:" in run.stdout and "bad-print-option" in run.stdout
    assert "icc_profile" in run.stdout
    build = cli("build", deck, "--out", tmp_path / "build")
    assert build.exit_code == 1 and "deck.yaml:" in build.stdout and build.exception is None


def test_a_missing_profile_named_in_deck_yaml_is_located_at_its_key(cli, make_deck, tmp_path):
    manifest = MANIFESTS["knowledge"] + 'print:\n  pdfx: "4"\n  icc_profile: print/missing.icc\n'
    deck = make_deck("knowledge", cards=knowledge_cards(2), manifest=manifest)
    line = manifest.splitlines().index("  icc_profile: print/missing.icc") + 1
    for run in (cli("export", "pdf", deck, "-o", tmp_path / "x.pdf"), cli("build", deck, "--out", tmp_path / "b")):
        assert run.exit_code == 1 and run.exception is None
        assert f"deck.yaml:{line}:16: error: cannot read the ICC profile" in run.stdout, run.stdout
    assert not (tmp_path / "x.pdf").exists() and not (tmp_path / "b").exists()


def test_x1a_with_the_printers_profile_embeds_and_names_it(knowledge_deck, printer_profile):
    data = export_pdf(knowledge_deck, PdfOptions(pdfx="1a", icc_profile=str(printer_profile)))
    assert preflight(data, "1a") == []
    pdf = _open(data)
    intent = pdf.Root.OutputIntents[0]
    assert intent.DestOutputProfile.read_bytes() == printer_profile.read_bytes()
    assert str(intent.OutputConditionIdentifier) == "Artifex CMYK SWOP Profile"


def test_validate_reports_pdfx_4_without_a_profile_at_the_pdfx_key(cli, make_deck, tmp_path):
    """The editor sees it first: `validate` (and lint, build) report the error build and export
    would stop at, at the `pdfx` key, with the advice on where to get a profile. The command line
    still overrides the deck, and `--pdfx 4` given there without a profile stays a usage error."""
    from deckctl.validate.deck import validate

    manifest = MANIFESTS["knowledge"] + 'print:\n  pdfx: "4"\n'
    deck = make_deck("knowledge", cards=knowledge_cards(2), manifest=manifest)
    line = manifest.splitlines().index('  pdfx: "4"') + 1
    (error,) = [d for d in validate([deck]).diagnostics if d.is_error]
    assert (error.file.endswith("deck.yaml"), error.line, error.code) == (True, line, "bad-print-option")
    assert "ECI" in error.message and "icc_profile" in error.hint
    run = cli("validate", deck)
    assert run.exit_code == 1 and f"deck.yaml:{line}:" in run.stdout and "www.eci.org" in run.stdout
    for command in (("build", deck, "--out", tmp_path / "b"), ("export", "pdf", deck, "-o", tmp_path / "x.pdf")):
        run = cli(*command)
        assert run.exit_code == 1 and f"deck.yaml:{line}:" in run.stdout and run.exception is None, command
    usage = cli("export", "pdf", deck, "--pdfx", "4", "-o", tmp_path / "x.pdf")
    assert usage.exit_code == 2 and "--icc-profile" in usage.stderr
    assert cli("export", "pdf", deck, "--pdfx", "1a", "-o", tmp_path / "x.pdf").exit_code == 0
    assert cli("export", "pdf", deck, "--pdfx", "none", "-o", tmp_path / "rgb.pdf").exit_code == 0


def test_validate_reports_a_print_profile_that_cannot_be_used(cli, make_deck, printer_profile):
    manifest = MANIFESTS["knowledge"] + 'print:\n  pdfx: "4"\n  icc_profile: srgb.icc\n'
    deck = make_deck("knowledge", cards=knowledge_cards(2), manifest=manifest)
    (deck / "srgb.icc").write_bytes((GS_ICC / "srgb.icc").read_bytes())
    run = cli("validate", deck)
    assert run.exit_code == 1 and "CMYK output profile" in run.stdout and "bad-print-option" in run.stdout


def test_a_translated_edition_names_its_language_and_no_english_words(printer_profile):
    """The catalog's /Lang and XMP's dc:language are the edition's language (what a reader and a
    preflight take the text for), and the Subject is words of no language: the German PDF had said
    `Knowledge? cards, deck knowledge-starter 1.1.1` (found by a print shop's audit)."""
    import io

    import pikepdf

    from deckctl.i18n.apply import localize

    german, _ = localize(starter("knowledge-starter"), "de")
    data = export_pdf(german, PdfOptions(pdfx="4", icc_profile=str(printer_profile)), "de")
    with pikepdf.open(io.BytesIO(data)) as pdf:
        assert str(pdf.Root.Lang) == "de"
        assert str(pdf.docinfo.Subject) == "Knowledge? · knowledge-starter " + str(german.manifest.version)
        assert pdf.open_metadata().get("dc:language") == {"de"}
    with pikepdf.open(io.BytesIO(exported("knowledge-starter", "1a"))) as pdf:
        assert str(pdf.Root.Lang) == "en"
