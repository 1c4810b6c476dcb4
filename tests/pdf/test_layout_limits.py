"""A card no sheet of the paper holds: a LayoutError naming the sizes and what would print it,
never an internal error. A deck's own print: section that asks for one is an error at its
deck.yaml line (bad-print-option, exit 1) in every command that reads the section, before
anything is drawn; the same sizes given on the command line are a usage error (exit 2)."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest
from deckfactory import MANIFESTS
from pdfread import knowledge_cards

from deckctl.export.pdf.layout import LayoutError, per_sheet, roomier, sheet_grid
from deckctl.export.pdf.options import PdfOptions

LINE = MANIFESTS["knowledge"].count("\n") + 2  # the first line under `print:`
# 190 x 270 mm fits both papers without crop marks and neither with them (the search for what
# would fit went from one paper to the other and back until Python's recursion limit).
MARKS = "print:\n  card_size: 190x270\n"
# No sheet holds it at all.
HUGE = "print:\n  card_size: 300x300\n  bleed: 10\n"


@pytest.fixture
def deck_with(make_deck):
    return lambda section: make_deck("knowledge", cards=knowledge_cards(1), manifest=MANIFESTS["knowledge"] + section)


def test_a_card_too_large_for_crop_marks_on_either_paper_is_a_layout_error():
    options = PdfOptions(card_size="190x270")
    with pytest.raises(LayoutError) as raised:
        sheet_grid(options)
    assert str(raised.value).startswith("a 190 x 270 mm card with 3 mm bleed leaves no room for crop marks on a4 paper")
    assert "a card there is at most 189 x 276 mm" in str(raised.value)
    assert raised.value.hint == "use --bleed 2.5, --no-crop-marks, --mode singles, or --card-size 189x276 or smaller"
    assert per_sheet(options) == 0 and roomier(options) == "" and roomier(options.with_(paper="letter")) == ""
    assert sheet_grid(options.with_(crop_marks=False)).per_page == 1


def test_a_card_no_sheet_holds_names_the_largest_that_fits():
    with pytest.raises(LayoutError) as raised:
        sheet_grid(PdfOptions(card_size="300x300", bleed=10))
    assert str(raised.value) == ("a 300 x 300 mm card with 10 mm bleed does not fit on a4 paper (210 x 297 mm), "
                                 "which holds a card of at most 175 x 262 mm with that bleed and crop marks")
    assert raised.value.hint == "use --mode singles, or --card-size 175x262 or smaller"


COMMANDS = {
    "validate": lambda deck, tmp: ("validate", deck),
    "build": lambda deck, tmp: ("build", deck, "--out", tmp / "out"),
    "export pdf": lambda deck, tmp: ("export", "pdf", deck, "--out", tmp / "out" / "cards.pdf"),
    "export images": lambda deck, tmp: ("export", "images", deck, "--dpi", "72", "--out", tmp / "out"),
    "preview": lambda deck, tmp: ("preview", deck, "card-000", "--png", tmp / "out" / "card.png"),
}


@pytest.mark.parametrize("command", sorted(COMMANDS))
@pytest.mark.parametrize("section, said, hint", [
    (MARKS, "a 190 x 270 mm card with 3 mm bleed leaves no room for crop marks on a4 paper",
     "use print: {bleed: 2.5}, print: {crop_marks: false}, print: {mode: singles}, "
     "or print: {card_size: 189x276} or smaller"),
    (HUGE, "a 300 x 300 mm card with 10 mm bleed does not fit on a4 paper (210 x 297 mm)",
     "use print: {mode: singles}, or print: {card_size: 175x262} or smaller"),
], ids=["no-room-for-marks", "no-room-at-all"])
def test_a_deck_yaml_card_the_paper_does_not_hold_is_an_error_at_its_line(cli, deck_with, tmp_path, monkeypatch,
                                                                          command, section, said, hint):
    from deckctl.export.pdf import text

    deck = deck_with(section)
    for name in ("fit", "fitted_size"):  # refused before anything is laid out or drawn
        monkeypatch.setattr(text, name, lambda *a, **k: pytest.fail("laid a text out"))
    run = cli(*COMMANDS[command](deck, tmp_path))
    assert run.exit_code == 1 and run.exception is None, run.stdout + run.stderr
    assert f"deck.yaml:{LINE}:14: error: {said}" in run.stdout and "[bad-print-option]" in run.stdout
    assert f"hint: {hint}" in run.stdout
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").rglob("*.*"))


@pytest.mark.parametrize("section", [MARKS, HUGE], ids=["no-room-for-marks", "no-room-at-all"])
def test_the_proof_does_not_draw_a_deck_whose_paper_does_not_hold_its_card(cli, deck_with, tmp_path, section):
    run = cli("proof", deck_with(section), "--out", tmp_path / "proof")
    assert run.exit_code == 1 and run.exception is None, run.stdout + run.stderr
    page = (tmp_path / "proof" / "index.html").read_text(encoding="utf-8")
    assert "mm card with" in page and "print: {mode: singles}" in page
    assert not [p for p in (tmp_path / "proof").rglob("*") if p.suffix in (".svg", ".png")]


def test_the_command_line_can_print_the_deck_s_card_another_way(cli, deck_with, tmp_path):
    out = tmp_path / "cards.pdf"
    run = cli("export", "pdf", deck_with(MARKS), "--no-crop-marks", "--out", out)
    assert run.exit_code == 0 and "1 per sheet (1 x 1)" in run.stderr, run.stdout + run.stderr
    run = cli("export", "pdf", deck_with(HUGE), "--mode", "singles", "--out", out)
    assert run.exit_code == 0 and "one per page" in run.stderr, run.stdout + run.stderr


def test_the_deck_s_card_is_still_blamed_when_the_command_line_does_not_help(cli, deck_with, tmp_path):
    run = cli("export", "pdf", deck_with(MARKS), "--paper", "letter", "--out", tmp_path / "cards.pdf")
    assert run.exit_code == 1 and f"deck.yaml:{LINE}:14: error:" in run.stdout, run.stdout + run.stderr
    assert "no room for crop marks on letter paper" in run.stdout


@pytest.mark.parametrize("section, args, said", [
    ("", ("--card-size", "300x300", "--bleed", "10"), "a 300 x 300 mm card with 10 mm bleed does not fit on a4"),
    ("print:\n  paper: letter\n", ("--card-size", "190x270"), "no room for crop marks on letter paper"),
    (MARKS + "  crop_marks: false\n", ("--crop-marks",), "no room for crop marks on a4 paper"),
])
def test_sizes_the_command_line_gives_that_do_not_fit_are_a_usage_error(cli, deck_with, tmp_path, section, args, said):
    out = tmp_path / "cards.pdf"
    run = cli("export", "pdf", deck_with(section), *args, "--out", out)
    assert run.exit_code == 2 and run.exception is None, run.stdout + run.stderr
    assert said in run.stderr and "--mode singles" in run.stderr and "print:" not in run.stderr
    assert not out.exists()


def test_deck_yaml_values_that_fit_together_are_valid(cli, deck_with, tmp_path):
    """The card size alone would not fit with crop marks; with the deck's `crop_marks: false` it does."""
    deck = deck_with(MARKS + "  crop_marks: false\n")
    assert cli("validate", deck).exit_code == 0
    run = cli("build", deck, "--out", tmp_path / "out")
    assert run.exit_code == 0, run.stdout + run.stderr
    assert list((tmp_path / "out").rglob("cards.pdf"))


@pytest.mark.parametrize("command", [
    lambda deck, out: ("preview", deck, "card-000", "--card-size", "250x250", "--png", out / "card.png"),
    lambda deck, out: ("export", "images", deck, "--card-size", "250x250", "--dpi", "72", "--out", out),
], ids=["preview", "export images"])
def test_a_card_size_for_one_card_a_page_is_not_judged_against_the_paper(cli, deck_with, tmp_path, command):
    """preview and export images draw each card on a page of its own size, whatever the deck's paper."""
    run = cli(*command(deck_with(""), tmp_path / "out"))
    assert run.exit_code == 0, run.stdout + run.stderr
    assert any((tmp_path / "out").glob("*.png"))


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed")
    return path


@pytest.mark.parametrize("args, page", [
    (("--card-size", "201x288", "--bleed", "0", "--no-crop-marks"), "595.276 x 841.89 pts"),  # a4, 4.5 mm margins
    (("--paper", "letter", "--card-size", "206.9x270.4", "--bleed", "0", "--no-crop-marks"), "612 x 792 pts"),
    (("--card-size", "300x300", "--bleed", "10", "--mode", "singles"), "958.11 x 958.11 pts"),  # 338 mm with slug
])
def test_the_largest_cards_accepted_make_a_sound_pdf(cli, deck_with, tmp_path, args, page):
    out = tmp_path / "cards.pdf"
    run = cli("export", "pdf", deck_with(""), *args, "--out", out)
    assert run.exit_code == 0, run.stdout + run.stderr
    subprocess.run([_tool("qpdf"), "--check", str(out)], check=True, capture_output=True)
    info = subprocess.run([_tool("pdfinfo"), str(out)], capture_output=True, text=True, check=True).stdout
    assert re.search(rf"Page size:\s+{re.escape(page)}", info) and re.search(r"Pages:\s+2\b", info), info


@pytest.mark.parametrize("args", [("--card-size", "201.1x288", "--bleed", "0", "--no-crop-marks"),
                                  ("--card-size", "201x288.1", "--bleed", "0", "--no-crop-marks")])
def test_a_tenth_of_a_millimetre_more_is_refused(cli, deck_with, tmp_path, args):
    run = cli("export", "pdf", deck_with(""), *args, "--out", tmp_path / "cards.pdf")
    assert run.exit_code == 2 and "--card-size 201x288 or smaller" in run.stderr, run.stdout + run.stderr
