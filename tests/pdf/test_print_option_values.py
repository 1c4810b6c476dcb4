"""`export pdf`'s print options read as people write them: the fixed values in any case (`--paper
A4`), a near miss a usage error with a "did you mean" and the usage line, as `--format`'s; a card
size with its unit or spaces (`63 x 88 mm`), one in another unit refused saying so."""

from __future__ import annotations

import pytest
from pdfread import boxes, knowledge_cards

from deckctl.cli import pdf as cli_pdf
from deckctl.export.pdf import options
from deckctl.export.pdf.options import OptionError, parse_card_size

USAGE = "Usage: deckctl export pdf [OPTIONS] DECK"


def test_the_command_line_offers_the_values_pdf_options_take():
    assert [p.value for p in cli_pdf.Paper] == list(options.PAPERS)
    assert [m.value for m in cli_pdf.Mode] == list(options.MODES)
    assert [d.value for d in cli_pdf.Duplex] == list(options.DUPLEX)
    assert [e.value for e in cli_pdf.FlipEdge] == [d for d in options.DUPLEX if d != "none"]
    assert [b.value for b in cli_pdf.AnnouncementBack] == list(options.ANNOUNCEMENT_BACKS)
    assert [x.value for x in cli_pdf.Pdfx] == [*options.PDFX, "none"]


def test_fixed_values_are_read_in_any_case(cli, make_deck, tmp_path):
    deck = make_deck("knowledge", cards=knowledge_cards(1))
    out = tmp_path / "x.pdf"
    run = cli("export", "pdf", deck, "-o", out, "--paper", "A4", "--mode", "Sheets", "--duplex", "Long-Edge",
              "--pdfx", "None")
    assert run.exit_code == 0, run.stderr
    assert run.stderr.startswith(f"wrote {out}: ") and run.stderr.splitlines()[0].endswith(", a4")
    run = cli("export", "pdf", deck, "-o", out, "--paper", "Letter", "--card-size", "POKER", "--bleed", "0")
    assert run.exit_code == 0, run.stderr
    assert run.stderr.splitlines()[0].endswith(", letter")
    assert cli("export", "calibration", "-o", tmp_path / "c.pdf", "--paper", "LETTER",
               "--duplex", "Short-Edge").exit_code == 0


@pytest.mark.parametrize(("args", "message"), [
    (["--mode", "sheet"], "--mode takes sheets or singles, not `sheet`; did you mean `sheets`?"),
    (["--duplex", "long"], "--duplex takes long-edge, short-edge or none, not `long`; did you mean `long-edge`?"),
    (["--paper", "leter"], "--paper takes a4 or letter, not `leter`; did you mean `letter`?"),
    (["--paper", "legal"], "--paper takes a4 or letter, not `legal`"),
    (["--announcement-back", "neutal"],
     "--announcement-back takes effect or neutral, not `neutal`; did you mean `neutral`?"),
    (["--card-size", "pokr"], "--card-size: `pokr` is not poker, bridge, mini, tarot or WxH in millimetres "
                              "(like 63x88, 63 x 88 or 63x88mm); did you mean `poker`?"),
    (["--card-size", "2.5x3.5in"], "--card-size: `2.5x3.5in` is not in millimetres: give WxH in mm (like 63x88 or 63x88mm)"),
    (["--back-offset", "1;2"], "--back-offset: `1;2` is not X,Y in mm (like 0.5,-1)"),
])
def test_a_wrong_value_is_a_usage_error_with_did_you_mean(cli, make_deck, tmp_path, args, message):
    deck = make_deck("knowledge", cards=knowledge_cards(1))
    run = cli("export", "pdf", deck, "-o", tmp_path / "x.pdf", *args)
    assert run.exit_code == 2, run.stderr
    assert run.stderr.splitlines()[:2] == [f"deckctl: error: {message}", USAGE]
    assert not (tmp_path / "x.pdf").exists()


def test_calibration_refuses_no_flip_edge_as_a_usage_error(cli, tmp_path):
    run = cli("export", "calibration", "-o", tmp_path / "c.pdf", "--duplex", "none")
    assert run.exit_code == 2
    assert run.stderr.splitlines()[:2] == ["deckctl: error: --duplex takes long-edge or short-edge, not `none`",
                                           "Usage: deckctl export calibration [OPTIONS]"]


@pytest.mark.parametrize("written", ["63x88mm", "63 x 88", "63×88", "63 mm x 88 mm", "63X88MM", " 63x88 "])
def test_a_card_size_in_mm_is_read_with_its_unit_and_spaces(written):
    assert parse_card_size(written) == (63.0, 88.0)


def test_a_card_size_with_its_unit_prints_the_card_at_that_size(cli, make_deck, tmp_path):
    deck = make_deck("knowledge", cards=knowledge_cards(1))
    out = tmp_path / "x.pdf"
    assert cli("export", "pdf", deck, "-o", out, "--card-size", "70 x 120 mm", "--bleed", "0").exit_code == 0
    card = boxes(out.read_bytes(), bleed=0)[0][("card-000", "front")]
    assert abs(card.x1 - card.x0 - 70) < 0.01 and abs(card.y1 - card.y0 - 120) < 0.01


@pytest.mark.parametrize(("written", "words"), [
    ("2.5x3.5in", "card size `2.5x3.5in` is not in millimetres: give WxH in mm (like 63x88 or 63x88mm)"),
    ("6.3 x 8.8 cm", "is not in millimetres"),
    ("pokr", "; did you mean `poker`?"),
    ("huge", "card size `huge` is not poker, bridge, mini, tarot or WxH in millimetres (like 63x88"),
])
def test_a_card_size_that_is_not_says_what_form_is_expected(written, words):
    with pytest.raises(OptionError) as raised:
        parse_card_size(written)
    assert words in str(raised.value)


@pytest.mark.parametrize("command", [["export", "images"], ["preview"]])
def test_the_other_commands_card_size_is_a_usage_error_too(cli, make_deck, tmp_path, command):
    deck = make_deck("knowledge", cards=knowledge_cards(1))
    args = [*command, deck, *(["card-000", "--png", tmp_path / "x.png"] if command == ["preview"] else [])]
    run = cli(*args, "--card-size", "pokr")
    assert run.exit_code == 2, run.stderr
    assert run.stderr.splitlines()[0].startswith("deckctl: error: --card-size: `pokr` is not poker")
    assert run.stderr.splitlines()[1].startswith(f"Usage: deckctl {' '.join(command)} [OPTIONS]")
