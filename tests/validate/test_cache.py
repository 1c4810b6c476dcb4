"""The cache of checked decks (deckctl/cache.py): a second run reuses an unchanged deck's
findings, a changed file is checked again, and a broken entry is ignored, never trusted."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

from deckfactory import DECKS

DECK = "you-know-it-starter"


def _deck(tmp_path, monkeypatch) -> Path:
    shutil.copytree(DECKS / DECK, tmp_path / DECK)
    monkeypatch.chdir(tmp_path)
    return Path(DECK)


def _entries(pattern: str = "*.json") -> list[Path]:
    """The cache's entries: per deck (*.json), per group of decks lint compared (*.jsonl)."""
    return sorted(Path(os.environ["DECKCTL_CACHE_DIR"]).glob(pattern))


def test_lint_reuses_an_unchanged_decks_findings(tmp_path, monkeypatch, cli):
    deck = _deck(tmp_path, monkeypatch)
    first = cli("lint", deck, "--format", "json")
    [entry] = _entries()
    cards = len(list((deck / "cards").glob("*.yaml")))
    assert len(_entries("*.jsonl")) == 1 + cards  # its group's near-duplicate comparison, each card file's findings
    assert cli("lint", deck, "--format", "json").stdout == first.stdout
    # Proof the second run read the entry: a finding planted in it is reported.
    data = json.loads(entry.read_text(encoding="utf-8"))
    data["value"]["lint"] = [{"file": "x.yaml", "line": 1, "col": 1, "code": "planted", "message": "CACHED",
                              "severity": "warning", "card_id": "", "hint": ""}]
    entry.write_text(json.dumps(data), encoding="utf-8")
    assert '"message": "CACHED"' in cli("lint", deck, "--format", "json").stdout


def test_a_changed_card_is_checked_again(tmp_path, monkeypatch, cli):
    deck = _deck(tmp_path, monkeypatch)
    assert cli("validate", deck).exit_code == 0
    card_file = sorted((deck / "cards").glob("*.yaml"))[0]
    card_file.write_text(card_file.read_text(encoding="utf-8").replace("questions:", "questons:", 1), encoding="utf-8")
    [before] = _entries()
    kept = json.loads(before.read_text(encoding="utf-8"))["key"]
    run = cli("validate", deck)
    assert run.exit_code == 1 and "questons" in run.stdout
    [after] = _entries()  # the deck's entry replaced: the cache does not grow with every change
    assert after == before and json.loads(after.read_text(encoding="utf-8"))["key"] != kept


def test_a_corrupt_entry_is_ignored_and_replaced(tmp_path, monkeypatch, cli):
    deck = _deck(tmp_path, monkeypatch)
    first = cli("lint", deck, "--format", "json")
    for text in ("{not json", '{"value": {"path": 3}}', '{"value": [1, 2]}', "", 'deckctl cache\n{"file": "x.yaml"}\n'):
        for entry in _entries("*.json*"):  # the deck's and its group's
            entry.write_text(text, encoding="utf-8")
        run = cli("lint", deck, "--format", "json")
        assert run.exception is None and run.stdout == first.stdout
    assert (Path(os.environ["DECKCTL_CACHE_DIR"]) / ".gitignore").read_text(encoding="utf-8").endswith("*\n")


def test_an_entry_with_a_finding_of_the_wrong_shape_is_ignored(tmp_path, monkeypatch, cli):
    """A finding that parses but whose fields have the wrong types (a line number written as
    text, a hint that is a list) is not trusted: it would end the report in an internal error."""
    deck = _deck(tmp_path, monkeypatch)
    first = cli("lint", deck, "--format", "json")
    odd = [{"file": "x.yaml", "line": "7", "col": 1, "code": "planted", "message": "ODD", "severity": "warning"},
           {"file": "x.yaml", "line": 7, "col": 1, "code": "planted", "message": "ODD", "severity": "warning",
            "hint": ["a", "list"]},
           {"file": "x.yaml", "line": 7, "col": 1, "code": "planted", "message": "ODD", "severity": "warning",
            "extra": "not a mapping"}]
    [entry], lists = _entries(), _entries("*.jsonl")  # (its group's findings, each card file's)
    kept = entry.read_text(encoding="utf-8")
    headers = {path: path.read_text(encoding="utf-8").splitlines()[0] for path in lists}
    for finding in odd:
        data = json.loads(kept)
        data["value"]["lint"] = [finding]
        entry.write_text(json.dumps(data), encoding="utf-8")
        for path, header in headers.items():
            path.write_text(f"{header}\n{json.dumps(finding)}\n", encoding="utf-8")
        run = cli("lint", deck, "--format", "json")
        assert run.exception is None and run.stdout == first.stdout


def test_fmt_check_remembers_a_formatted_deck_until_a_file_changes(tmp_path, monkeypatch, cli):
    deck = _deck(tmp_path, monkeypatch)
    assert cli("fmt", "--check", deck).exit_code == 0
    assert cli("fmt", "--check", deck).exit_code == 0  # from the cache
    card_file = sorted((deck / "cards").glob("*.yaml"))[0]
    card_file.write_text(card_file.read_text(encoding="utf-8").replace("\n", "   \n", 1), encoding="utf-8")
    run = cli("fmt", "--check", deck)
    assert run.exit_code == 1 and f"{card_file}: would be reformatted" in run.stdout
