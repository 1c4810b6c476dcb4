"""`import sheet` across card files: a refused file, cards moved to another file or pruned, and
the comments around them (deckctl/sheet/merge.py)."""

from __future__ import annotations

import csv
import shutil
from pathlib import Path

from deckfactory import DECKS
from deckctl.sheet.export import export_sheet


def _deck(tmp_path: Path, name: str = "knowledge-starter") -> tuple[Path, Path]:
    """A starter deck in tmp_path and its sheet, exported as CSV."""
    deck = tmp_path / name
    shutil.copytree(DECKS / name, deck)
    sheet = tmp_path / "deck.csv"
    assert export_sheet(deck, sheet) == []
    return deck, sheet


def _edit(sheet: Path, cells: dict[tuple[str, str], str] = {}, drop: tuple[str, ...] = ()) -> None:
    """Set cells by (card id, header); `drop` deletes the rows of those ids."""
    with sheet.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    headers = rows[0]
    for row in rows[1:]:
        for (card_id, header), value in cells.items():
            if row[0] == card_id:
                row[headers.index(header)] = value
    rows = [row for row in rows if row[0] not in drop]
    with sheet.open("w", encoding="utf-8-sig", newline="") as f:
        csv.writer(f).writerows(rows)


def _snapshot(deck: Path) -> dict[str, bytes]:
    return {p.relative_to(deck).as_posix(): p.read_bytes() for p in sorted(deck.rglob("*")) if p.is_file()}


def test_a_file_that_cannot_be_written_safely_stops_the_import_and_nothing_is_written(tmp_path, cli, monkeypatch):
    from deckctl.io import rewrite

    deck, sheet = _deck(tmp_path)
    _edit(sheet, {("capital-greece", "notes"): "Checked.", ("earthworm-legs", "notes"): "Checked."})
    checked = rewrite.dump_checked
    monkeypatch.setattr(rewrite, "dump_checked", lambda tree, expected, old, display, *args, **kwargs: None
                        if display.endswith("number.yaml") else checked(tree, expected, old, display, *args, **kwargs))
    before = _snapshot(deck)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None
    # Named at the sheet's cell that changes the file (not at the file's line 0).
    assert ("deck.csv:103:10: error: card `earthworm-legs`: knowledge-starter/cards/number.yaml, which this row "
            "changes, would not load back as edited [fmt-unsafe]") in run.stdout
    assert "hint: no file is changed; make this change in the YAML file" in run.stdout
    assert _snapshot(deck) == before  # letter.yaml, edited without a problem, is not written either



BUENOS_AIRES = ("- id: buenos-aires-country\n  category: letter\n"
                "  front: The first letter of the country whose capital is Buenos Aires.\n"
                "  back: Buenos Aires, on the Río de la Plata, is the capital of Argentina.\n"
                "  value: A\n  tags: [geography]\n  source: https://en.wikipedia.org/wiki/Buenos_Aires\n")


def test_a_card_moved_to_another_file_takes_its_own_comments_and_leaves_the_heading_below_it(tmp_path, cli):
    deck, sheet = _deck(tmp_path)
    letter, number = deck / "cards/letter.yaml", deck / "cards/number.yaml"
    before = letter.read_text().replace("- id: buenos-aires-country\n", "# Checked in 2024.\n- id: buenos-aires-country\n")
    letter.write_text(before)
    assert "  source: https://en.wikipedia.org/wiki/Neil_Armstrong\n# Checked in 2024.\n" + BUENOS_AIRES + \
        "\n# --- B ---\n- id: moonlight-sonata-composer\n" in before
    numbers = number.read_text()
    _edit(sheet, {("buenos-aires-country", "file"): "cards/number.yaml",
                  ("capital-greece", "file"): "cards/new.yaml"})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.exception is None, run.stdout
    assert "2 moved" in run.stderr
    assert letter.read_text() == before.replace("# Checked in 2024.\n" + BUENOS_AIRES, "").replace(
        before[before.index("- id: capital-greece\n"):before.index("- id: river-largest-discharge\n")], "")
    assert number.read_text() == numbers + "# Checked in 2024.\n" + BUENOS_AIRES
    assert (deck / "cards/new.yaml").read_text().split("\n", 1)[1].startswith("- id: capital-greece\n")
    assert cli("validate", deck).exit_code == 0


def test_prune_removes_the_comments_of_the_cards_it_removes_and_no_other(tmp_path, cli):
    deck, sheet = _deck(tmp_path)
    letter = deck / "cards/letter.yaml"
    text = letter.read_text().replace("- id: kenya-continent\n", "# Kenya: checked\n- id: kenya-continent\n")
    text = text.replace("- id: element-13\n", "# Aluminium: checked\n- id: element-13\n")
    letter.write_text(text + "\n# More letter cards to come.\n")
    _edit(sheet, drop=("river-largest-discharge", "element-13", "new-world-symphony-initials"))
    run = cli("import", "sheet", sheet, deck, "--prune", cwd=tmp_path)
    assert run.exit_code == 0 and "3 removed" in run.stderr
    after = letter.read_text()
    assert "  source: https://en.wikipedia.org/wiki/Athens\n# Kenya: checked\n- id: kenya-continent\n" in after
    assert "Aluminium" not in after  # element-13's own comment went with it
    assert after.endswith("  source: https://en.wikipedia.org/wiki/Analytical_engine\n\n# More letter cards to come.\n")


def test_cards_set_apart_by_blank_lines_stay_so_when_one_leaves_or_joins(tmp_path):
    from deckctl.sheet.merge import merge_sheet, write

    deck, sheet = _deck(tmp_path, "iknow-starter")
    events, world = (deck / "cards/events.yaml").read_text(), (deck / "cards/world.yaml").read_text()
    _edit(sheet, {("events-002", "file"): "cards/world.yaml"})
    result = merge_sheet(sheet, deck)
    assert result.ok and result.moved == ["events-002"]
    write(result)
    card = events[events.index("- id: events-002\n"):events.index("- id: events-003\n")]
    assert card.endswith("Woodstock\n\n")
    assert (deck / "cards/events.yaml").read_text() == events.replace(card, "")
    assert (deck / "cards/world.yaml").read_text() == world + "\n" + card.rstrip("\n") + "\n"


def test_a_card_ending_in_a_kept_block_text_keeps_its_blank_lines_when_moved(tmp_path):
    from deckctl.sheet.merge import merge_sheet, write

    deck, sheet = _deck(tmp_path, "iknow-starter")
    events = deck / "cards/events.yaml"
    note = "  notes: |+\n    The blank line below is part of this note.\n\n"
    events.write_text(events.read_text().replace("/Woodstock\n", "/Woodstock\n" + note))
    assert export_sheet(deck, sheet) == []
    _edit(sheet, {("events-002", "file"): "cards/world.yaml"})
    result = merge_sheet(sheet, deck)
    assert result.ok, result.diagnostics
    write(result)
    assert (deck / "cards/world.yaml").read_text().endswith("/Woodstock\n" + note + "\n")


def test_a_card_file_is_cut_at_its_cards_whatever_the_indentation_of_the_comments_between_them():
    from deckctl.sheet.cardtext import cut

    text = ("# schema\n- id: a  # a's\n  # a's too\n  front: A\n# b's\n  # b's too\n- id: b\n  front: B\n"
            "\n# heading\n- id: c\n  front: C\n# the end\n")
    cards = cut(text, 3)
    assert cards.head == ["# schema"] and cards.gaps == [[], ["", "# heading"], ["# the end"]]
    assert cards.cards[1] == ["# b's", "  # b's too", "- id: b", "  front: B"]
    assert cards.remove(1) == ["# b's", "  # b's too", "- id: b", "  front: B"]
    cards.remove(0)
    assert cards.text() == "# schema\n\n# heading\n- id: c\n  front: C\n# the end\n"


VIOLIN_SOURCE = "  source: https://en.wikipedia.org/wiki/Violin\n"


def test_a_comment_on_a_closing_document_end_line_does_not_stop_the_import(tmp_path, cli):
    """`... # checked` is read as fmt reads it: the line goes, the comment stays on its own line."""
    deck, sheet = _deck(tmp_path)
    number = deck / "cards/number.yaml"
    before = number.read_text() + "... # checked\n"
    number.write_text(before)
    _edit(sheet, {("violin-strings", "notes"): "Checked."})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.exception is None, run.stdout
    assert number.read_text() == before.replace(VIOLIN_SOURCE, VIOLIN_SOURCE + "  notes: Checked.\n", 1) \
        .replace("... # checked\n", "# checked\n")


def test_an_end_of_line_comment_the_dump_would_lose_stops_the_import(tmp_path, cli, monkeypatch):
    """A comment inside a flow list broken over lines is lost by ruamel's round trip: no file is
    written. (The writer keeps such a list as written, tests/fmt/test_fmt_comments_kept.py; here
    it does not, as any comment the dump loses.)"""
    monkeypatch.setattr("deckctl.io.rewrite_flow.holds_comment", lambda text: False)
    deck, sheet = _deck(tmp_path)
    number = deck / "cards/number.yaml"
    number.write_text(number.read_text().replace("  tags: [music]\n", "  tags: [music, # and strings\n    art]\n", 1))
    _edit(sheet, {("violin-strings", "notes"): "Checked.", ("earthworm-legs", "notes"): "Checked."})
    before = _snapshot(deck)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None
    rows = {row[0]: number for number, row in enumerate(csv.reader(sheet.open(encoding="utf-8-sig")), start=1)}
    # The row of the first cell that changes the file, the other rows counted.
    first, second = sorted([("violin-strings", 10), ("earthworm-legs", 10)], key=lambda r: rows[r[0]])
    assert (f"deck.csv:{rows[first[0]]}:{first[1]}: error: card `{first[0]}`: knowledge-starter/cards/number.yaml, "
            f"which this row changes, would not load back as edited; row {rows[second[0]]} changes it too "
            "[fmt-unsafe]") in run.stdout
    assert _snapshot(deck) == before
