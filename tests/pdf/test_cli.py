"""The printing commands: export pdf, export calibration, preview; and `build` writing cards.pdf."""

from __future__ import annotations

from pathlib import Path

from pdfread import boxes, by_proof_tag, knowledge_cards


def test_export_pdf_default_path_and_options(cli, make_deck, tmp_path):
    deck = make_deck("knowledge", cards=knowledge_cards(4))
    run = cli("export", "pdf", deck, "--paper", "letter", "--duplex", "short-edge", cwd=tmp_path)
    assert run.exit_code == 0, run.stdout + run.stderr
    pdf = tmp_path / "build" / "test-deck" / "en" / "cards.pdf"
    assert pdf.read_bytes().startswith(b"%PDF")
    # no progress bar off a terminal; the layout chosen, and what would fit more on letter
    assert run.stderr.splitlines() == [
        f"wrote {Path('build/test-deck/en/cards.pdf')}: 4 cards, 4 per sheet (2 x 2), 1 sheet, letter",
        ("note: 4 cards per sheet on letter with 3 mm bleed and crop marks 5 mm inside the paper's edge; "
         "--bleed 0 would fit 9, --paper a4 would fit 6, --no-crop-marks would fit 6")]
    run = cli("export", "pdf", deck, "--paper", "a4", "--bleed", "1", cwd=tmp_path)
    wrote = f"wrote {Path('build/test-deck/en/cards.pdf')}: 4 cards, 9 per sheet (3 x 3), 1 sheet, a4"
    assert run.stderr.splitlines() == [wrote]  # nothing fits more: no note
    # the export stops the garbage collector while it runs, and a caller in the same process (this
    # test) has it back afterwards, after a refusal too
    import gc

    assert gc.isenabled()
    assert cli("export", "pdf", deck, "--paper", "b9", cwd=tmp_path).exit_code == 2 and gc.isenabled()


def test_deck_print_section_gives_defaults_and_command_line_wins(cli, make_deck, tmp_path):
    from deckfactory import MANIFESTS

    manifest = MANIFESTS["knowledge"] + "print: {mode: singles, card_size: mini, bleed: 2, crop_marks: false}\n"
    deck = make_deck("knowledge", cards=knowledge_cards(2), manifest=manifest)
    out = tmp_path / "a.pdf"
    assert cli("export", "pdf", deck, "-o", out).exit_code == 0
    found, sizes = boxes(out.read_bytes(), bleed=2)
    assert len(sizes) == 4 and abs(sizes[0][0] - 48) < 0.01  # mini 44 mm + 2 x 2 mm bleed
    assert abs(found[("card-000", "front")].x1 - found[("card-000", "front")].x0 - 44) < 0.01
    assert cli("export", "pdf", deck, "-o", out, "--card-size", "poker", "--bleed", "0").exit_code == 0
    found, sizes = boxes(out.read_bytes(), bleed=0)
    assert abs(sizes[0][0] - 63) < 0.01


def test_export_pdf_usage_errors(cli, make_deck, tmp_path):
    deck = make_deck("knowledge", cards=knowledge_cards(1))
    for args, words in [(["--paper", "legal"], "paper"), (["--card-size", "huge"], "--card-size: `huge`"),
                        (["--back-offset", "1"], "X,Y"), (["--mode", "poster"], "mode"),
                        (["--card-size", "250x290"], "does not fit")]:
        run = cli("export", "pdf", deck, "-o", tmp_path / "x.pdf", *args)
        assert run.exit_code == 2, (args, run.stderr)
        assert words in run.stderr
    assert not (tmp_path / "x.pdf").exists()


def test_export_pdf_reports_overflow_and_writes_nothing(cli, make_deck, tmp_path):
    long = " ".join(["words"] * 160)  # (under validate's 1,000 characters a text)
    deck = make_deck("iknow", cards=f"""\
- id: people-001
  category: people
  question: Who?
  clues: [One., Two., {long}]
  answer: Someone
""")
    run = cli("export", "pdf", deck, "-o", tmp_path / "x.pdf")
    assert run.exit_code == 1
    assert "cards.yaml:4:" in run.stdout and "people-001" in run.stdout and "text-overflow" in run.stdout
    assert not (tmp_path / "x.pdf").exists()


def test_blanks_add_cards_per_area(cli, make_deck, tmp_path):
    deck = make_deck("wissens-spektrum")
    out = tmp_path / "ws.pdf"
    assert cli("export", "pdf", deck, "-o", out, "--blanks", "2", "--proof").exit_code == 0
    areas = ("general-knowledge", "geography", "history", "art", "natural-science", "sport")
    blanks = {f"blank-{area}-{n}" for area in areas for n in (1, 2)}
    found, _ = boxes(out.read_bytes(), by_proof_tag(blanks | {"rivers"}))
    fronts = sorted(key for key, side in found if side == "front")
    assert len(fronts) == 1 + 6 * 2 and "blank-sport-2" in fronts
    run = cli("export", "pdf", make_deck("iknow", name="other"), "-o", out, "--blanks", "2")
    assert run.exit_code == 2 and "--blanks" in run.stderr


def test_calibration_sheet(cli, tmp_path):
    out = tmp_path / "cal.pdf"
    run = cli("export", "calibration", "-o", out, "--paper", "letter", "--duplex", "short-edge")
    assert run.exit_code == 0, run.stderr
    from pypdf import PdfReader

    reader = PdfReader(out)
    assert len(reader.pages) == 2
    assert round(float(reader.pages[0].mediabox.width)) == 612
    assert "--back-offset" in reader.pages[0].extract_text()
    assert cli("export", "calibration", "-o", out, "--duplex", "none").exit_code == 2


def test_preview_png(cli, make_deck, tmp_path):
    from PIL import Image

    deck = make_deck("you-know-it")
    png = tmp_path / "front.png"
    assert cli("preview", deck, "card-001", "--png", png, "--dpi", "100").exit_code == 0
    image = Image.open(png)
    assert abs(image.width - round(63 / 25.4 * 100)) <= 1 and abs(image.height - round(88 / 25.4 * 100)) <= 1
    back = tmp_path / "back.png"
    assert cli("preview", deck, "card-001", "--back", "--png", back, "--dpi", "100").exit_code == 0
    assert back.read_bytes() != png.read_bytes()
    run = cli("preview", deck, "card-01", "--png", png)
    assert run.exit_code == 2 and "did you mean `card-001`" in run.stderr
    run = cli("preview", deck, "card-001", "--png", tmp_path / "front.jpg")
    assert run.exit_code == 2 and "ending in .png" in run.stderr
    assert not (tmp_path / "front.jpg").exists()


def test_build_writes_cards_pdf(cli, make_deck, tmp_path):
    make_deck("iknow", name="one")
    make_deck("you-know-it", name="two", manifest="format: 1\ngame: you-know-it\nid: other\ntitle: T\n"
                                                  "language: de\nversion: 1.0.0\n")
    make_deck("you-know-it", name="three", manifest="format: 1\ngame: you-know-it\nid: roomy\ntitle: T\n"
                                                    "language: en\nversion: 1.0.0\nprint: {card_size: mini}\n")
    make_deck("you-know-it", name="four", manifest="format: 1\ngame: you-know-it\nid: chosen\ntitle: T\n"
                                                   "language: en\nversion: 1.0.0\nprint: {bleed: 3, crop_marks: true}\n")
    run = cli("build", tmp_path, "--out", tmp_path / "out")
    assert run.exit_code == 0, run.stdout + run.stderr
    assert (tmp_path / "out" / "test-deck" / "en" / "cards.pdf").exists()
    assert (tmp_path / "out" / "other" / "de" / "cards.pdf").exists()
    # one note per layout that leaves room, naming its decks: not one per deck, nor per language;
    # none for a deck that chose its bleed and marks
    marks = "and crop marks 5 mm inside the paper's edge"
    assert sorted(line for line in run.stderr.splitlines() if line.startswith("note:")) == [
        (f"note: roomy: 9 cards per sheet on a4 with 3 mm bleed {marks}; print: {{bleed: 1}} would fit 16, "
         "print: {paper: letter} would fit 12, print: {crop_marks: false} would fit 12 (in deck.yaml)"),
        (f"note: test-deck, other: 6 cards per sheet on a4 with 3 mm bleed {marks}; print: {{bleed: 1}} would fit 9, "
         "print: {crop_marks: false} would fit 9 (in deck.yaml)")]


def test_build_reports_overflow_and_writes_nothing(cli, make_deck, tmp_path):
    make_deck("you-know-it", name="fine")
    long = " ".join(["words"] * 160)  # (under validate's 1,000 characters a text)
    make_deck("iknow", name="long", manifest="format: 1\ngame: iknow\nid: long\ntitle: T\n"
                                             "language: en\nversion: 1.0.0\n", cards=f"""\
- id: people-001
  category: people
  question: Who?
  clues: [One., Two., {long}]
  answer: Someone
""")
    run = cli("build", tmp_path, "--out", tmp_path / "out")
    assert run.exit_code == 1, run.stdout + run.stderr
    assert "people-001" in run.stdout and "text-overflow" in run.stdout
    assert not (tmp_path / "out").exists()


def test_an_output_path_that_is_a_folder_is_a_usage_error(cli, make_deck, tmp_path):
    deck = make_deck("knowledge", cards=knowledge_cards(1))
    folder = tmp_path / "out"
    folder.mkdir()
    for args in (["export", "pdf", deck, "-o", folder], ["export", "calibration", "-o", folder],
                 ["preview", deck, "card-000", "--png", folder]):
        run = cli(*args)
        assert run.exit_code == 2 and "is a folder" in run.stderr, (args, run.stderr)
    afile = tmp_path / "file.pdf"
    afile.write_bytes(b"x")
    run = cli("export", "pdf", deck, "-o", afile / "inside.pdf")
    assert run.exit_code == 2 and "not a folder" in run.stderr


def test_an_unusable_print_section_value_is_located_in_deck_yaml(cli, make_deck, tmp_path):
    from deckfactory import MANIFESTS

    deck = make_deck("knowledge", cards=knowledge_cards(1),
                     manifest=MANIFESTS["knowledge"] + "print: {card_size: 10x10}\n")
    out = tmp_path / "a.pdf"
    run = cli("export", "pdf", deck, "-o", out)
    assert run.exit_code == 1 and "deck.yaml:" in run.stdout and "bad-print-option" in run.stdout
    assert not out.exists()
    assert cli("export", "pdf", deck, "-o", out, "--card-size", "poker").exit_code == 0


def test_back_offset_must_be_finite(cli, make_deck, tmp_path):
    deck = make_deck("knowledge", cards=knowledge_cards(1))
    run = cli("export", "pdf", deck, "-o", tmp_path / "a.pdf", "--back-offset", "nan,1")
    assert run.exit_code == 2 and "X,Y" in run.stderr


def test_export_pdf_jobs(cli, make_deck, tmp_path, monkeypatch, pages_drawn_on):
    """--jobs: the processes a deck's pages are drawn on (one per core by default); the PDF is the same."""
    from deckctl.export.pdf import pages

    deck = make_deck("knowledge", cards=knowledge_cards(40))
    monkeypatch.setattr(pages, "CHUNK_PAGES", 3)
    monkeypatch.setattr("deckctl.core.workers.default_jobs", lambda: 5)
    for jobs in ("1", "2", None):
        run = cli("export", "pdf", deck, "--out", tmp_path / f"{jobs}.pdf", *(("--jobs", jobs) if jobs else ()))
        assert run.exit_code == 0, run.stdout + run.stderr
    assert pages_drawn_on == [1, 2, 5]
    assert (tmp_path / "1.pdf").read_bytes() == (tmp_path / "2.pdf").read_bytes() == (tmp_path / "None.pdf").read_bytes()
    assert cli("export", "pdf", deck, "--jobs", "0").exit_code == 2


def test_back_offset_that_pushes_backs_off_the_paper_is_a_warning(cli, make_deck, tmp_path):
    deck = make_deck("knowledge", cards=knowledge_cards(1))
    out = tmp_path / "a.pdf"
    run = cli("export", "pdf", deck, "-o", out, "--paper", "letter", "--bleed", "0", "--back-offset", "16,0")
    assert run.exit_code == 0 and out.exists()  # a warning never stops the export
    warning, hint = run.stderr.splitlines()[:2]
    assert warning.startswith("deckctl: warning: --back-offset 16,0 moves the backs 2.55 mm off the paper's right")
    assert hint.startswith("    hint: measure the offset again")
    run = cli("export", "pdf", deck, "-o", out, "--paper", "letter", "--bleed", "0", "--back-offset", "5,0")
    assert "warning" not in run.stderr
