"""The cache of checked decks (deckctl/lint/cache.py): a second run reuses an unchanged deck's
findings, a changed file is checked again, and a broken entry is ignored, never trusted."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

from deckfactory import DECKS, set_print

DECK = "you-know-it-starter"


def _deck(tmp_path, monkeypatch) -> Path:
    shutil.copytree(DECKS / DECK, tmp_path / DECK)
    monkeypatch.chdir(tmp_path)
    return Path(DECK)


def _entries(pattern: str = "*.json") -> list[Path]:
    """The cache's entries: per deck (*.json), per group of decks lint compared (*.jsonl)."""
    return sorted(Path(os.environ["DECKCTL_CACHE_DIR"]).glob(pattern))


def _store(entry: Path, change) -> None:
    """Rewrite a deck's entry as deckctl writes one (with the digest of its new value), its value
    passed through `change`."""
    from deckctl.lint import cache

    data = json.loads(entry.read_text(encoding="utf-8"))
    cache.put(entry.stem, data["key"], change(data["value"]))


def _store_lines(entry: Path, items: list) -> None:
    """Rewrite a list entry (a group's or a card file's findings) as deckctl writes one."""
    from deckctl.lint import cache

    cache.put_lines(entry.stem, entry.read_text(encoding="utf-8").split("\n", 1)[0].split()[-1], items)


def test_lint_reuses_an_unchanged_decks_findings(tmp_path, monkeypatch, cli):
    deck = _deck(tmp_path, monkeypatch)
    first = cli("lint", deck, "--format", "json")
    [entry] = _entries()
    # its group's near-duplicate comparison, and its card files' findings, one line a file
    assert len(_entries("*.jsonl")) == 2
    assert cli("lint", deck, "--format", "json").stdout == first.stdout
    # Proof the second run read the entry: a finding planted in it is reported.
    planted = {"file": "x.yaml", "line": 1, "col": 1, "code": "planted", "message": "CACHED",
               "severity": "warning", "card_id": "", "hint": ""}
    _store(entry, lambda value: {**value, "lint": [planted]})
    assert '"message": "CACHED"' in cli("lint", deck, "--format", "json").stdout


def test_a_damaged_entry_is_no_answer(tmp_path, monkeypatch, cli):
    """An entry is checked against the digest written with it: one character changed inside (a
    deck's packed questions, which would not unpack) or a list cut short is ignored and rewritten,
    never half trusted."""
    deck = _deck(tmp_path, monkeypatch)
    first = cli("lint", deck, "--format", "json")
    [entry] = _entries()
    text = entry.read_text(encoding="utf-8")
    at = text.index('"questions": "') + len('"questions": "') + 40
    entry.write_text(text[:at] + ("A" if text[at] != "A" else "B") + text[at + 1:], encoding="utf-8")
    run = cli("lint", deck, "--format", "json")
    assert run.exception is None and run.stdout == first.stdout


def test_a_list_cut_short_is_no_answer(tmp_path, monkeypatch, cli):
    deck = _deck(tmp_path, monkeypatch)
    first_file, *_, last_file = sorted((deck / "cards").glob("*.yaml"))
    first_file.write_text(first_file.read_text(encoding="utf-8").replace("How many legs", "How  many legs", 1), encoding="utf-8")
    first = cli("lint", deck, "--format", "json")
    assert '"code": "whitespace"' in first.stdout  # a finding in the first card file's list
    for listed in _entries("*.jsonl"):  # each list cut to its first line (its key)
        listed.write_text(listed.read_text(encoding="utf-8").split("\n", 1)[0] + "\n", encoding="utf-8")
    last_file.write_text(last_file.read_text(encoding="utf-8") + "# edited\n", encoding="utf-8")
    run = cli("lint", deck, "--format", "json")  # (the deck changed: the first card file's list is read)
    assert run.exception is None and run.stdout == first.stdout


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
    [entry], lists = _entries(), _entries("*.jsonl")
    # a group's list holds findings; a card file's, [finding, shared part] pairs
    pairs = {path: path.read_text(encoding="utf-8").split("\n")[1].startswith("[") for path in lists}
    for finding in odd:
        _store(entry, lambda value: {**value, "lint": [finding]})
        for path, paired in pairs.items():
            _store_lines(path, [[finding, None]] if paired else [finding])
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


def test_art_outside_the_deck_folder_is_part_of_the_key(tmp_path, monkeypatch, cli):
    """A logo shared by a publisher's decks (`logo: ../logo.png`) is read by every check of the
    deck: removing or changing it is a change of the deck. (In a repository: in a folder that is
    no repository, a deck reads only its own folder.)"""
    (tmp_path / ".git").mkdir()
    deck = _deck(tmp_path, monkeypatch)
    logo = tmp_path / "logo.png"
    _png(logo)
    set_print(deck / "deck.yaml", "print:\n  logo: ../logo.png\n")
    assert cli("validate", deck).exit_code == 0
    logo.unlink()
    gone = cli("validate", deck)
    assert gone.exit_code == 1 and "logo.png" in gone.stdout
    _png(logo)
    assert cli("validate", deck).exit_code == 0


def _png(path: Path) -> None:
    from PIL import Image

    Image.new("RGB", (300, 100), "white").save(path)


def test_what_a_killed_writer_left_is_swept_away(tmp_path, monkeypatch, cli):
    deck = _deck(tmp_path, monkeypatch)
    root = Path(os.environ["DECKCTL_CACHE_DIR"])
    root.mkdir(parents=True, exist_ok=True)
    old, new = root / ".abc.json.4242.tmp", root / ".def.json.4243.tmp"
    for left in (old, new):
        left.write_text('{"key": "', encoding="utf-8")
    os.utime(old, (1, 1))  # long ago: its writer is gone; the other may be writing now
    assert cli("lint", deck).exit_code == 0
    assert not old.exists() and new.exists()
