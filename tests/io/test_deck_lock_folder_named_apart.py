"""The `deck-locked` error names the deck folder whose lock another run holds apart from any other
name, as every finding's file is shown (deckctl/io/lock.py `lock_refused`: `Diagnostic.naming`,
`core.printable.printable_name`): a folder whose name holds a zero width space and one holding the
six characters `\\u200b` were both shown `(on the folder a\\u200bb)` in its message, by every
command that takes the lock. The text output now shows the second with its backslash doubled; JSON
holds both exactly."""

from __future__ import annotations

import json

import pytest
from decklock import lock_held
from deckfactory import write_deck

REAL, DECOY = "a\u200bb", "a\\u200bb"  # (a zero width space; a backslash and five letters)
SHOWN = {REAL: "a\\u200bb", DECOY: "a\\\\u200bb"}  # (as the text output shows them)
BOTH = pytest.mark.parametrize("name", [REAL, DECOY], ids=["zero-width-space", "six-characters"])

# (a card file each writer would change: fmt's layout it is not in, a text `lint --fix` repairs)
UNFORMATTED = ("# yaml-language-server: $schema=../../schemas/knowledge.schema.json\n"
               "-   id: quiz-0001\n    category: number\n    front: How many is 1?\n    back: 'It is 1. '\n"
               "    value: 1\n")
WRITERS = pytest.mark.parametrize("command", [
    ["fmt", "{deck}", "-j", "1"], ["new", "card", "{deck}"], ["lint", "--fix", "{deck}"], ["i18n", "pseudo", "{deck}"],
    ["import", "sheet", "deck.csv", "{deck}"],
], ids=["fmt", "new-card", "lint-fix", "i18n-pseudo", "import-sheet"])


@pytest.fixture
def short_wait(monkeypatch):
    from deckctl.io import lock

    monkeypatch.setattr(lock, "MAX_LOCK_WAIT_SECONDS", 0.2)


def _snapshot(deck):
    return {p: p.read_bytes() for p in sorted(deck.rglob("*")) if p.is_file()}


@WRITERS
@BOTH
def test_the_locked_folder_is_named_apart(tmp_path, cli, short_wait, name, command):
    deck = write_deck(tmp_path, "knowledge", cards={"quiz.yaml": UNFORMATTED}, name=name)
    assert cli("export", "sheet", name, "-o", "deck.csv", cwd=tmp_path).exit_code == 0  # (no lock taken)
    args = [arg.replace("{deck}", name) for arg in command]
    before = _snapshot(deck)
    with lock_held(deck):
        run = cli(*args, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None, run.stdout + run.stderr
    said = run.stdout + run.stderr
    [line] = [line for line in said.splitlines() if line.endswith("[deck-locked]")]
    assert line.startswith(f"{SHOWN[name]}: error: the deck is locked: "), line
    assert f"has held its lock (on the folder {SHOWN[name]}) for the 0.2 seconds" in line, line
    # (the old code: `(on the folder a\u200bb)` for both)
    assert _snapshot(deck) == before


@BOTH
def test_json_holds_the_locked_folder_exactly(tmp_path, cli, short_wait, name):
    deck = write_deck(tmp_path, "knowledge", cards={"quiz.yaml": UNFORMATTED}, name=name)
    with lock_held(deck):
        found = cli("fmt", name, "-j", "1", "--format", "json", cwd=tmp_path)
    assert found.exit_code == 1 and found.exception is None, found.stdout + found.stderr
    [locked] = [d for d in json.loads(found.stdout) if d["code"] == "deck-locked"]
    assert locked["file"] == name and f"(on the folder {name}) for the 0.2 seconds" in locked["message"]
    assert "names" not in locked.get("extra", {})
