"""A card file whose name `new card --file` and `import sheet` refuse for a new file (a name Windows
keeps for a device, one of its forbidden characters, a BiDi control, `Deck.yaml`) passed validate
without a word, though git on Windows cannot check the deck out, or a file list shows the name
reordered. validate now warns at the file, naming a name that passes (io/new_file_names.py's rule)."""

from __future__ import annotations

import json

import pytest
from deckfactory import VALID_CARDS, write_deck

from deckctl.io.new_file_names import new_card_file_problem

CARDS = VALID_CARDS["knowledge"]


def _other_ids(n: int) -> str:
    return CARDS.replace("- id: ", f"- id: f{n}-")


@pytest.mark.parametrize(("name", "safe", "why"), [
    ("CON.yaml", "CON-cards.yaml", "Windows keeps the name `CON` for a device"),
    ("nul.old.yaml", "nul-cards.old.yaml", "Windows keeps the name `nul` for a device"),
    ("a:b.yaml", "a-b.yaml", "Windows allows no `:` in a file name"),
    ("ab\u202ecd.yaml", "abcd.yaml", "U+202E RLO"),
    ("Deck.yaml", "Deck-cards.yaml", "would make cards/ a deck of its own"),
])
def test_validate_warns_at_an_unsafe_card_file_name_with_a_safe_one(name, safe, why, tmp_path, monkeypatch, cli):
    monkeypatch.chdir(tmp_path)
    write_deck(tmp_path, cards={"a.yaml": CARDS, name: _other_ids(1)})
    run = cli("validate", "deck", "--format", "json")
    assert run.exit_code == 0, run.stdout + run.stderr  # (a warning: the deck reads the file)
    found = [f for f in json.loads(run.stdout) if f["code"] == "card-file-name-unsafe"]
    assert len(found) == 1, run.stdout
    assert found[0]["file"] == f"deck/cards/{name}" and found[0]["severity"] == "warning" and found[0]["line"] == 0
    assert why in found[0]["message"]
    assert found[0]["hint"].startswith(f"rename it to cards/{safe} ")
    assert new_card_file_problem(safe) == ""
    text = cli("validate", "deck").stdout
    assert "\u202e" not in text  # (the control shown escaped, never acted on by the terminal)


def test_the_safe_name_is_no_other_card_file(tmp_path, monkeypatch, cli):
    """`CON.yaml` beside `con-cards.yaml` (one file on Windows and macOS) is offered another name,
    and two unsafe names get two."""
    monkeypatch.chdir(tmp_path)
    write_deck(tmp_path, cards={"con-cards.yaml": CARDS, "CON.yaml": _other_ids(1), "con.x.yaml": _other_ids(2)})
    hints = sorted(f["hint"].split()[3] for f in json.loads(cli("validate", "deck", "--format", "json").stdout)
                   if f["code"] == "card-file-name-unsafe")
    assert hints == ["cards/CON-cards-2.yaml", "cards/con-cards.x.yaml"]


def test_safe_names_say_nothing(tmp_path, monkeypatch, cli):
    monkeypatch.chdir(tmp_path)
    write_deck(tmp_path, cards={"a.yaml": CARDS, "console.yaml": _other_ids(1), "Übersicht.yaml": _other_ids(2)})
    run = cli("validate", "deck", "--format", "json")
    assert run.exit_code == 0 and json.loads(run.stdout) == [], run.stdout
