"""`deckctl build`'s closing table on a terminal fits its width (60 columns and up): the list of
outputs wraps between file names, never inside one, and a deck id too long for its column is cut
with an ellipsis; where everything fits, each deck and language is one line."""

from __future__ import annotations

import pytest
from terminal import on_terminal

from deckfactory import MANIFESTS

LONG_ID = "a-deck-whose-id-is-much-too-long-for-sixty-columns"


@pytest.fixture(scope="module")
def decks(tmp_path_factory):
    from deckfactory import write_deck

    root = tmp_path_factory.mktemp("decks")
    write_deck(root, "knowledge", name="short")
    write_deck(root, "knowledge", name="long", manifest=MANIFESTS["knowledge"].replace("test-deck", LONG_ID))
    return root


@pytest.fixture(scope="module")
def table_on_a_terminal(decks, tmp_path_factory):
    """What `deckctl build` shows on a terminal of `columns` columns: built once a width for the
    module (two tests read the table at 60 columns), each in a folder of its own."""
    shown: dict[int, list[str]] = {}

    def table(columns: int) -> list[str]:
        if columns not in shown:
            out = tmp_path_factory.mktemp(f"build-{columns}")
            shown[columns] = on_terminal(["build", str(decks), "--out", "build", "--jobs", "1"], columns, out)
        return shown[columns]

    return table


def test_at_60_columns_outputs_wrap_between_names_and_a_long_id_is_cut(table_on_a_terminal):
    lines = table_on_a_terminal(60)
    assert all(len(line) <= 60 for line in lines), "\n".join(lines)
    words = {word for line in lines for word in line.split()}
    assert {"bundle.json,", "cards.pdf", "test-deck", "build/"} <= words, "\n".join(lines)
    cut = next(word for line in lines for word in line.split() if word.startswith(LONG_ID[:10]))
    assert cut.endswith("…") and LONG_ID.startswith(cut[:-1]), "\n".join(lines)


def test_at_100_columns_each_edition_is_one_line(table_on_a_terminal):
    lines = table_on_a_terminal(100)
    assert all(len(line) <= 100 for line in lines), "\n".join(lines)
    rows = [line for line in lines if line.endswith("bundle.json, cards.pdf")]
    assert len(rows) == 2 and any(line.startswith(LONG_ID + " ") for line in rows), "\n".join(lines)



@pytest.mark.parametrize("columns", [60, 40])
def test_every_column_has_its_header_whole(table_on_a_terminal, columns):
    lines = table_on_a_terminal(columns)
    header = next(line for line in lines if line.startswith("deck "))
    assert header.split() == ["deck", "lang", "cards", "status", "outputs"], "\n".join(lines)
    assert all(len(line) <= columns for line in lines), "\n".join(lines)
    row = next(line for line in lines if line.startswith("test-deck "))
    assert row.index("built") == header.index("status")  # the column under its header

NOTE = ("6 cards per sheet on a4 with 3 mm bleed and crop marks 5 mm inside the paper's edge; "
        "print: {bleed: 1} would fit 9, print: {crop_marks: false} would fit 9 (in deck.yaml)")


@pytest.mark.parametrize("terminal", [True, False])
def test_a_layout_note_is_said_once_for_the_decks_that_share_it(terminal, monkeypatch):
    import io

    from deckctl.cli.build import _notes

    class Stream(io.StringIO):
        def isatty(self) -> bool:
            return terminal

    monkeypatch.setenv("COLUMNS", "60")
    stream = Stream()
    _notes([("knowledge-starter", NOTE), ("iknow-starter", NOTE), ("tarot-deck", "4 cards per sheet")], stream)
    lines = stream.getvalue().splitlines()
    if not terminal:  # logs and scripts: one line a note
        assert lines == [f"note: knowledge-starter, iknow-starter: {NOTE}", "note: tarot-deck: 4 cards per sheet"]
        return
    assert all(len(line) <= 60 for line in lines) and len(lines) == 5, "\n".join(lines)
    assert lines[0].startswith("note: knowledge-starter, iknow-starter: ")
    assert all(line.startswith("    ") for line in lines[1:4]) and lines[4] == "note: tarot-deck: 4 cards per sheet"
    assert " ".join(line.strip() for line in lines[:4]) == f"note: knowledge-starter, iknow-starter: {NOTE}"
    assert any("print: {bleed: 1} would fit 9," in line for line in lines)  # wrapped between phrases
