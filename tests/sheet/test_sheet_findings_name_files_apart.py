"""`import sheet`'s findings name a card file or a deck folder apart from any other, as validate's
and lint's do (`Diagnostic.naming`, `core.printable.printable_name`): a name holding a zero width
space and one holding the six characters `\\u200b` were both shown `a\\u200bb.yaml` in a message or
hint. The import rebuilt the findings of the merged deck's scratch copy without the names they
hold (or with the scratch copy's names, which are in no message), named the card file it cannot
edit safely in a message and a hint without them, and the hint's `deckctl fmt` command, and a
conflict's `git log` command, escaped at once (JSON's held `\\u200b` for a zero width space). The
text output now shows the second name with its backslash doubled; JSON holds both exactly and says
nothing more (deckctl/sheet/merge.py `_unsafe`, `_named_in_deck`; deckctl/sheet/threeway.py)."""

from __future__ import annotations

import csv
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from deckfactory import DECKS
from deckctl.sheet.export import export_sheet

REAL, DECOY = "a\u200bb", "a\\u200bb"  # (a zero width space; a backslash and five letters)
SHOWN = {REAL: "a\\u200bb", DECOY: "a\\\\u200bb"}  # (as the text output shows them)
BOTH = pytest.mark.parametrize("name", [REAL, DECOY], ids=["zero-width-space", "six-characters"])


def _cells(sheet: Path, change) -> None:
    with sheet.open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    for row in rows[1:]:
        change(rows[0], row)
    with sheet.open("w", encoding="utf-8-sig", newline="") as handle:
        csv.writer(handle).writerows(rows)


def _json(cli, *args) -> list[dict]:
    run = cli(*args, "--format", "json")
    assert run.exit_code == 1 and run.exception is None, run.stdout + run.stderr
    return json.loads(run.stdout)


@BOTH
def test_a_card_file_the_import_cannot_edit_safely_is_named_apart(tmp_path, cli, name):
    deck = tmp_path / "deck"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    colour = deck / "cards/colour.yaml"
    text = colour.read_text(encoding="utf-8").replace("- id: ruby-gem\n", "-\n  id: ruby-gem\n")  # (no cut there)
    colour.unlink()
    (deck / "cards" / f"{name}.yaml").write_text(text, encoding="utf-8")
    sheet = tmp_path / "deck.csv"
    assert export_sheet(deck, sheet) == []

    def moved(headers, row):  # (every card where it is, but the ruby's: out of the file it cannot be cut from)
        row[headers.index("file")] = "cards/letter.yaml" if row[0] == "ruby-gem" else ""
        row[headers.index("exported-from")] = ""

    _cells(sheet, moved)
    before = {p: p.read_bytes() for p in deck.rglob("*") if p.is_file()}
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None, run.stdout + run.stderr
    shown = f"deck/cards/{SHOWN[name]}.yaml"
    assert (f"error: card `ruby-gem`: {shown}, which this row changes, is not in deckctl fmt's layout"
            in run.stdout), run.stdout  # (the old: `deck/cards/a\u200bb.yaml` for both)
    assert f"hint: run `deckctl fmt '{shown}'` (a commit of its own" in run.stdout, run.stdout
    assert {p: p.read_bytes() for p in deck.rglob("*") if p.is_file()} == before

    [found] = _json(cli, "import", "sheet", sheet, deck)
    exact = f"deck/cards/{name}.yaml"
    assert found["code"] == "fmt-unsafe" and found["message"].startswith(f"{exact}, which this row changes")
    assert found["hint"].startswith(f"run `deckctl fmt '{exact}'`")  # (the old: `a\\u200bb` for the real one)
    assert "names" not in found.get("extra", {})


def test_a_finding_of_the_merged_deck_names_the_deck_folder_apart(tmp_path, monkeypatch):
    """What deck discovery finds in the merged deck's folder (`_new_folder_problems`, reached here
    as if the `file` cell's rule had missed `deck.yaml`) names the deck's own folder, apart."""
    from deckctl.report import as_json, text
    from deckctl.sheet import cardfiles
    from deckctl.sheet.merge import merge_sheet

    monkeypatch.setattr(cardfiles, "new_card_file_problem", lambda name: "")
    monkeypatch.chdir(tmp_path)
    for name in (REAL, DECOY):
        deck = tmp_path / f"{name}-deck"
        shutil.copytree(DECKS / "knowledge-starter", deck)
        sheet = tmp_path / f"{name}.csv"
        assert export_sheet(deck, sheet) == []
        _cells(sheet, lambda headers, row: row.__setitem__(headers.index("file"), "deck.yaml")
               if row[0] == "ruby-gem" else None)
        result = merge_sheet(Path(sheet.name), Path(deck.name))
        [found] = [d for d in result.diagnostics if d.is_error]
        assert found.code == "cards-not-read"
        shown = text([found])
        # (the old: `a\u200bb-deck/cards/cards/` for both, the names kept being the scratch copy's)
        assert f"beside deck.yaml only ({SHOWN[name]}-deck/cards/cards/)" in shown, shown
        assert f"hint: move them into {SHOWN[name]}-deck/cards/cards/, or add" in shown, shown
        assert "deckctl-sheet-" not in shown
        [exact] = json.loads(as_json([found]))
        assert f"({name}-deck/cards/cards/)" in exact["message"] and "names" not in exact.get("extra", {})


def _git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-c", "user.name=Editor", "-c", "user.email=editor@example.org", *args],
                          cwd=repo, capture_output=True, text=True, check=True).stdout


def test_a_conflicts_git_log_command_names_the_deck_folder_apart(tmp_path, cli):
    repo = tmp_path / "repo"
    for name in (REAL, DECOY):
        shutil.copytree(DECKS / "knowledge-starter", repo / "decks" / name)
    _git(repo, "init", "-q", "-b", "main")
    _git(repo, "add", ".")
    _git(repo, "commit", "-q", "-m", "decks")
    old = "  source: https://en.wikipedia.org/wiki/Venus\n"
    for name in (REAL, DECOY):
        assert cli("export", "sheet", repo / "decks" / name, "-o", tmp_path / f"{name}.csv").exit_code == 0
        number = repo / "decks" / name / "cards/number.yaml"
        assert number.read_text(encoding="utf-8").count(old) == 1
        number.write_text(number.read_text(encoding="utf-8").replace(old, old.replace("Venus", "Venus_(planet)")),
                          encoding="utf-8")
    _git(repo, "commit", "-q", "-am", "sources")
    for name in (REAL, DECOY):
        sheet, deck = tmp_path / f"{name}.csv", repo / "decks" / name
        _cells(sheet, lambda headers, row: row.__setitem__(headers.index("source"), "https://example.org/venus")
               if row[0] == "venus-moons" else None)
        run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
        assert run.exit_code == 1 and run.exception is None, run.stdout + run.stderr
        assert run.stdout.count("[edit-conflict]") == 1, run.stdout
        # (the old: `repo/decks/a\u200bb/cards/number.yaml` for both)
        assert f".. -- repo/decks/{SHOWN[name]}/cards/number.yaml` shows the YAML changes" in run.stdout, run.stdout
        [found] = [d for d in _json(cli, "import", "sheet", sheet, deck) if d["code"] == "edit-conflict"]
        assert f".. -- repo/decks/{name}/cards/number.yaml` shows" in found["hint"]
        assert "names" not in found.get("extra", {})


def test_a_finding_of_the_merged_deck_at_a_cell_keeps_the_names_its_message_holds(tmp_path, monkeypatch):
    """A finding in a merged card file is reported at the cell it comes from (`_place_of`), rebuilt
    there: it names the deck's files, not the scratch copy's, and keeps them named apart. (No check
    of validate's names another file at a card the sheet can change yet: one is added here.)"""
    from deckctl.core.diagnostics import Diagnostic
    from deckctl.io.discover import display_path
    from deckctl.report import as_json, text
    from deckctl.sheet.merge import merge_sheet
    from deckctl.validate import deck as validate_deck

    loaded = validate_deck.load_deck

    def load_deck(path: Path):
        deck = loaded(path)
        if path.parent.name.startswith("deckctl-sheet-"):  # (the merged deck's scratch copy)
            source = next(s for s in deck.card_files if s.path.name == "colour.yaml")
            index = next(i for i, card in enumerate(source.data) if card["id"] == "ruby-gem")
            other = display_path(path / "cards" / f"{DECOY}.yaml")
            deck.diagnostics.append(Diagnostic(source.display, *source.value_marks[index, "front"], "told-apart",
                                               f"the same front as in {other}", card_id="ruby-gem").naming(other))
        return deck

    deck = tmp_path / "deck"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    sheet = tmp_path / "deck.csv"
    assert export_sheet(deck, sheet) == []
    _cells(sheet, lambda headers, row: row.__setitem__(headers.index("back"), "Red.") if row[0] == "ruby-gem"
           else None)
    monkeypatch.setattr(validate_deck, "load_deck", load_deck)
    monkeypatch.chdir(tmp_path)
    [found] = [d for d in merge_sheet(Path("deck.csv"), Path("deck")).diagnostics if d.code == "told-apart"]
    assert found.file == "deck.csv" and found.line > 1  # (at the row's `front` cell)
    # (the old: the scratch copy's path, its name not told apart)
    assert f"error: card `ruby-gem`: the same front as in deck/cards/{SHOWN[DECOY]}.yaml [told-apart]" in text([found])
    [exact] = json.loads(as_json([found]))
    assert exact["message"] == f"the same front as in deck/cards/{DECOY}.yaml" and "extra" not in exact
