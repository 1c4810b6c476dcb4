"""A number, date or time cell shown in a format of its own (`0%`, `m/d/yy`, `000`, `#,##0.00`)
in a text column is refused where it would change the card (`formatted-cell`): it had been
written as its value (`0.5`, `2026-03-04`, `7`, `1234.5`), not as the sheet shows it, with
nothing said. An XLSX export's text cells are text; such cells come from pasting formatted cells,
changing a cell's format, or a CSV saved as XLSX by a spreadsheet. Formats that show the value as
written (General, `0`, `yyyy-mm-dd`) are imported as before, and a cell holding the card's text
as a spreadsheet rewrote it is `coerced-cell`'s (deckctl/sheet/xlsx.py `_shown_otherwise`,
deckctl/sheet/merge.py `_shown_otherwise`)."""

from __future__ import annotations

import datetime as dt

import yaml
from deckfactory import VALID_CARDS
from sheetbook import exported_book

CARDS = VALID_CARDS["knowledge"].replace("back: Green.", "back: 50%")


def _edited(cli, make_deck, tmp_path, cells):
    """The deck, and its exported XLSX with `cells` ({(card id, header): (value, format)}) set."""
    deck = make_deck("knowledge", CARDS)
    book = exported_book(cli, deck, tmp_path)
    cards, rows = book.cards, book.rows
    for (card_id, header), (value, number_format) in cells.items():
        if card_id not in rows:
            cards.append([card_id])
            rows[card_id] = cards[cards.max_row]
        cell = cards.cell(rows[card_id][0].row, book.headers.index(header) + 1)
        cell.value, cell.number_format = value, number_format
    return deck, book.save()


def test_cells_shown_otherwise_are_refused(cli, make_deck, tmp_path):
    deck, sheet = _edited(cli, make_deck, tmp_path, {
        ("sky-colour", "back"): (0.5, "0%"),
        ("spider-legs", "back"): (dt.datetime(2026, 3, 4), "m/d/yy"),
        ("insect-legs", "back"): (7, "000"),
        ("first-letters", "back"): (1234.5, "#,##0.00"),
        ("moon-colour", "category"): ("colour", "General"),
        ("moon-colour", "value"): ("white", "General"),
        ("moon-colour", "front"): ("The colour of the full moon.", "General"),
        ("moon-colour", "back"): (dt.time(12, 30), "h:mm"),
    })
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    assert ("card `sky-colour`: the cell holds the number `0.5`, which the sheet shows in its format `0%`: the card "
            "would get `0.5`, not what the sheet shows [formatted-cell]") in run.stdout
    assert "card `spider-legs`: the cell holds the date `2026-03-04`, which the sheet shows in its format `m/d/yy`" \
        in run.stdout
    assert "card `insect-legs`: the cell holds the number `7`, which the sheet shows in its format `000`" in run.stdout
    assert "card `first-letters`: the cell holds the number `1234.5`" in run.stdout
    assert "card `moon-colour`: the cell holds the time `12:30:00`, which the sheet shows in its format `h:mm`" \
        in run.stdout
    assert run.stdout.count("[formatted-cell]") == 5
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


def test_cells_shown_as_written_are_imported(cli, make_deck, tmp_path):
    deck, sheet = _edited(cli, make_deck, tmp_path, {
        ("sky-colour", "back"): (2.5, "General"),
        ("spider-legs", "back"): (dt.datetime(2026, 3, 4), "yyyy-mm-dd"),
        ("insect-legs", "back"): (7, "0"),
        ("first-letters", "back"): (1.25, "0.00"),
    })
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    cards = {card["id"]: card for card in yaml.safe_load((deck / "cards" / "cards.yaml").read_text(encoding="utf-8"))}
    assert [cards[card_id]["back"] for card_id in ("sky-colour", "spider-legs", "insect-legs", "first-letters")] == [
        "2.5", "2026-03-04", "7", "1.25"]


def test_the_cards_text_rewritten_is_coerced_not_formatted(cli, make_deck, tmp_path):
    deck, sheet = _edited(cli, make_deck, tmp_path, {("grass-colour", "back"): (0.5, "0%")})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1
    assert "[coerced-cell]" in run.stdout and "[formatted-cell]" not in run.stdout


def test_truth_values_are_refused_where_they_change_the_card(cli, make_deck, tmp_path):
    """A truth value where the card has another text (`Blue.`): written, it was `FALSE`, which the
    sheet shows in its language (`FALSCH` in German)."""
    deck, sheet = _edited(cli, make_deck, tmp_path, {("sky-colour", "back"): (False, "General")})
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    assert ("card `sky-colour`: the cell holds the truth value `FALSE`, which the sheet shows in the spreadsheet's "
            "language (`WAHR` in German, `VRAI` in French)") in run.stdout
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


def test_a_german_truth_word_read_as_a_truth_value_is_coerced_as_an_english_one_is(cli, make_deck, tmp_path):
    """A German spreadsheet reads a card's `Wahr` as the truth value it shows as WAHR, as an English
    one reads `true` as TRUE: both the card's own text rewritten (`coerced-cell`, whose hint says
    how to keep it), where `Wahr` had been called a `formatted-cell`."""
    deck = make_deck("knowledge", CARDS.replace("back: 50%", "back: Wahr").replace("back: Blue.", "back: 'true'"))
    book = exported_book(cli, deck, tmp_path)
    for card_id in ("grass-colour", "sky-colour"):
        book.rows[card_id][book.headers.index("back")].value = True  # (openpyxl: a truth-value cell)
    sheet = book.save()
    cards_file = deck / "cards" / "cards.yaml"
    before = cards_file.read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    assert ("card `grass-colour`: the cell holds `TRUE` where the card has `Wahr`: the spreadsheet read it as WAHR or "
            "FALSCH [coerced-cell]") in run.stdout
    assert ("card `sky-colour`: the cell holds `TRUE` where the card has `true`: the spreadsheet read it as TRUE or "
            "FALSE [coerced-cell]") in run.stdout
    assert "hint: to keep `Wahr`, format the cell as text and type `Wahr` into it again" in run.stdout
    assert "[formatted-cell]" not in run.stdout
    assert cards_file.read_bytes() == before


def test_whole_numbers_shown_otherwise_are_refused(cli, make_deck, tmp_path):
    """A text column that takes whole numbers too (a knowledge card's value): `3` shown as `300%` or
    `3.00` had been written as 3, with nothing said."""
    deck, sheet = _edited(cli, make_deck, tmp_path, {("spider-legs", "value"): (3, "0%"),
                                                     ("insect-legs", "value"): (3.0, "0.00")})
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    assert "card `spider-legs`: the cell holds the number `3`, which the sheet shows in its format `0%`" in run.stdout
    assert "card `insect-legs`: the cell holds the number `3`, which the sheet shows in its format `0.00`" in run.stdout
    assert run.stdout.count("[formatted-cell]") == 2
    assert (deck / "cards" / "cards.yaml").read_bytes() == before
