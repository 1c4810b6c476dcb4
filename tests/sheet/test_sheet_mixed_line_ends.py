"""A card file whose lines end some with CRLF, some with LF (lines pasted from another editor, a
merge from a Windows checkout) keeps each line's own end through `import sheet`: an edited text
takes the ends of the lines it replaces (past them, of the line above), a card joining the file
the end of the line above it, and every line no edit touches stays byte for byte
(deckctl/sheet/lineends.py). Files whose lines all end alike, and files whose last line has no
end, are checked beside them."""

from __future__ import annotations

import random
from pathlib import Path

import openpyxl
import pytest

from deckctl.sheet.lineends import with_own_line_ends
from deckfactory import VALID_CARDS, edit_sheet_cells

BLOCK = "  back: |\n    Blue.\n    On a clear day.\n    At noon.\n"
CARDS = VALID_CARDS["knowledge"].replace("  back: Blue.\n", BLOCK)
EDITED = "Blue.\nOn a clear day,\nat noon.\nMostly."  # two lines changed, one added


def _ends(kind: str, count: int) -> list[str]:
    """The line ends of a file of `count` lines saved `kind`: every other one CRLF (`mixed`, the
    first one CRLF; `mixed-lf`, the first one LF), or all CRLF or LF."""
    if kind.startswith("mixed"):
        first = 0 if kind == "mixed" else 1
        return ["\r\n" if (i + first) % 2 == 0 else "\n" for i in range(count)]
    return ["\r\n" if kind == "crlf" else "\n"] * count


def _saved(lines: list[str], ends: list[str], final: bool = True) -> bytes:
    """`lines` ended with `ends`, the last one without its end unless `final`."""
    text = "".join(line + end for line, end in zip(lines, ends))
    return (text if final else text.removesuffix(ends[len(lines) - 1])).encode("utf-8")


def _deck(make_deck, kind: str, final: bool = True, cards: str = CARDS) -> tuple[Path, list[str], list[str]]:
    deck = make_deck("knowledge", cards)
    lines = cards.removesuffix("\n").split("\n")
    ends = _ends(kind, len(lines))
    (deck / "cards" / "cards.yaml").write_bytes(_saved(lines, ends, final))
    return deck, lines, ends


def _edit_xlsx(sheet: Path, card_id: str, header: str, value: str) -> None:
    book = openpyxl.load_workbook(sheet)
    headers = [cell.value for cell in book["cards"][1]]
    row = next(r for r in book["cards"].iter_rows(min_row=2) if r[0].value == card_id)
    row[headers.index(header)].value = value
    book.save(sheet)


def _import(cli, deck: Path, tmp_path: Path, suffix: str, cells: dict, *args: str) -> None:
    sheet = tmp_path / f"cards{suffix}"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    if suffix == ".csv":
        edit_sheet_cells(sheet, cells)
    else:
        for (card_id, header), value in cells.items():
            _edit_xlsx(sheet, card_id, header, value)
    run = cli("import", "sheet", sheet, deck, *args, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    assert cli("validate", deck).exit_code == 0


@pytest.mark.parametrize("final", [True, False], ids=["final-line-end", "no-final-line-end"])
@pytest.mark.parametrize("kind", ["mixed", "mixed-lf", "crlf", "lf"])
@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_an_edited_block_text_takes_the_line_ends_of_the_lines_it_replaces(make_deck, tmp_path, cli, suffix, kind,
                                                                            final):
    deck, lines, ends = _deck(make_deck, kind, final)
    _import(cli, deck, tmp_path, suffix, {("sky-colour", "back"): EDITED})
    at = lines.index("    On a clear day.")
    new_lines = lines[:at] + ["    On a clear day,", "    at noon.", "    Mostly."] + lines[at + 2:]
    new_ends = ends[:at + 2] + [ends[at + 1]] + ends[at + 2:]  # (the added line: the end of the one above)
    assert (deck / "cards" / "cards.yaml").read_bytes() == _saved(new_lines, new_ends, final)


@pytest.mark.parametrize("kind", ["mixed", "mixed-lf", "crlf", "lf"])
@pytest.mark.parametrize("final", [True, False], ids=["final-line-end", "no-final-line-end"])
def test_a_block_text_on_the_last_lines_keeps_the_file_s_end(make_deck, tmp_path, cli, kind, final):
    cards = CARDS.replace(BLOCK, "  back: Blue.\n").removesuffix("  back: White.\n  value: white\n")
    cards += "  value: white\n  back: |-\n    White.\n    As milk.\n"
    deck, lines, ends = _deck(make_deck, kind, final, cards)
    _import(cli, deck, tmp_path, ".csv", {("snow-colour", "back"): "White,\nas milk,\nor grey."})
    new_lines = lines[:-2] + ["    White,", "    as milk,", "    or grey."]
    # `or grey.` is added below `as milk,`, which stands for `As milk.`: where that one, the last
    # line, had no end, the end of the line above it (the file's last line still has none).
    mended = ends[-1] if final else ends[-2]
    new_ends = ends[:-1] + [mended, mended]
    assert (deck / "cards" / "cards.yaml").read_bytes() == _saved(new_lines, new_ends, final)


def test_a_plain_text_turned_into_a_block_takes_the_end_of_its_line(make_deck, tmp_path, cli):
    deck, lines, ends = _deck(make_deck, "mixed")
    _import(cli, deck, tmp_path, ".csv", {("spider-legs", "back"): "Two:\nhead and body."})
    at = lines.index("  back: Two, the cephalothorax and the abdomen.")
    assert ends[at] == "\n" and ends[at - 1] == "\r\n"
    new_lines = lines[:at] + ["  back: |-", "    Two:", "    head and body."] + lines[at + 1:]
    new_ends = ends[:at + 1] + [ends[at]] * 2 + ends[at + 1:]
    assert (deck / "cards" / "cards.yaml").read_bytes() == _saved(new_lines, new_ends)


@pytest.mark.parametrize("kind", ["mixed", "mixed-lf"])
def test_cards_joining_leaving_and_given_a_key_leave_the_other_lines_byte_for_byte(make_deck, tmp_path, cli, kind):
    deck, lines, ends = _deck(make_deck, kind)
    sheet = tmp_path / "cards.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    edit_sheet_cells(sheet, {("sky-colour", "source"): "https://example.org", ("first-letters", "id"): "new-letters"})
    run = cli("import", "sheet", sheet, deck, "--prune", cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    after = (deck / "cards" / "cards.yaml").read_bytes()
    start, end = lines.index("- id: first-letters"), lines.index("- id: sky-colour")
    card = lines[start:end]
    kept_lines = lines[:start] + lines[end:]
    kept_ends = ends[:start] + ends[end:]
    at = kept_lines.index("  value: blue") + 1
    # The key written after `value` takes the end of the line above it, and so does the card that
    # joins the file at its end (the row whose id changed): both are lines added below that one.
    new_lines = kept_lines[:at] + ["  source: https://example.org"] + kept_lines[at:] + ["- id: new-letters", *card[1:]]
    new_ends = kept_ends[:at] + [kept_ends[at - 1]] + kept_ends[at:] + [kept_ends[-1]] * len(card)
    assert after == _saved(new_lines, new_ends)


def test_an_unchanged_import_changes_no_byte_of_a_mixed_file(make_deck, tmp_path, cli):
    deck, _, _ = _deck(make_deck, "mixed", final=False)
    before = (deck / "cards" / "cards.yaml").read_bytes()
    sheet = tmp_path / "cards.xlsx"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and "0 files written" in run.stderr
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


def test_line_ends_of_a_long_file_are_matched_line_for_line():
    """Thousands of cards, a few hundred edited, lines alike in every card: each kept line keeps its
    end (and the diff does not take quadratic time: this runs in well under a second)."""
    rng = random.Random(7)
    cards = [f"- id: card-{i}\n  category: colour\n  back: |\n    one\n    two\n  value: blue\n" for i in range(3000)]
    lines = "".join(cards).removesuffix("\n").split("\n")
    ends = [rng.choice(["\r\n", "\n"]) for _ in lines]
    old = _saved(lines, ends).decode()
    edited = set(rng.sample(range(3000), 300))
    new = "".join(card.replace("    two\n", "    2\n    three\n") if i in edited else card
                  for i, card in enumerate(cards))
    out = with_own_line_ends(old, new)
    assert out.replace("\r\n", "\n") == new
    expected, old_index = [], 0
    for i in range(3000):
        for line in cards[i].removesuffix("\n").split("\n"):
            if i in edited and line == "    two":
                expected += [ends[old_index], ends[old_index]]  # `2` stands for `two`, `three` is added below
            else:
                expected.append(ends[old_index])
            old_index += 1
    assert [line[-1:] == "\r" for line in out.split("\n")[:-1]] == [end == "\r\n" for end in expected]


def test_a_card_added_after_a_last_line_without_an_end_takes_the_end_that_line_takes(make_deck, tmp_path, cli):
    deck, lines, _ = _deck(make_deck, "lf", final=False)
    # Most lines end LF, the last but one CRLF (the last one's end is not written: `value: white`).
    ends = ["\r\n", *["\n"] * (len(lines) - 3), "\r\n", "\n"]
    (deck / "cards" / "cards.yaml").write_bytes(_saved(lines, ends, final=False))
    sheet = tmp_path / "cards.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    edit_sheet_cells(sheet, {("sky-colour", "id"): "sky-colour-2"})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    start, end = lines.index("- id: sky-colour"), lines.index("- id: insect-legs")
    # (a new card's text is its cell's, which holds no line break at its end: `|-`)
    card = ["- id: sky-colour-2", *lines[start + 1:end]]
    card[card.index("  back: |")] = "  back: |-"
    # The old last line ends as the one above it, CRLF, and so does every line of the card below it.
    new_ends = ends[:-1] + ["\r\n"] * (len(card) + 1)
    assert (deck / "cards" / "cards.yaml").read_bytes() == _saved(lines + card, new_ends)
