"""A card file named 245 `b`s + `.yaml` (250 bytes, which the file system holds) passed validate,
and `fmt --check` said it would be reformatted, but `fmt` and `lint --fix` then failed with 'File
name too long' (exit 74): import sheet alone kept card file names to MAX_CARD_FILE_NAME_BYTES. Every
command that finds a deck's card files now applies that limit: a longer name is a `file-name`
error naming it, the file is not read, and nothing tries to rewrite it; a name at the limit is a
card file like any other."""

from __future__ import annotations

import pytest
from deckfactory import VALID_CARDS, write_deck

from deckctl.io.discover import MAX_CARD_FILE_NAME_BYTES

UNFORMATTED = VALID_CARDS["knowledge"].replace("- id: ", "- id:    ", 1)
TOO_LONG = "b" * 245 + ".yaml"  # (250 bytes)
AT_LIMIT = "é" * ((MAX_CARD_FILE_NAME_BYTES - len(".yaml")) // 2) + "b.yaml"


@pytest.fixture
def deck(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    return write_deck(tmp_path, cards={"a.yaml": VALID_CARDS["knowledge"], TOO_LONG: UNFORMATTED})


@pytest.mark.parametrize("command", [["validate"], ["lint"], ["lint", "--fix"], ["fmt"], ["fmt", "--check"],
                                     ["build"], ["fmt", f"deck/cards/{TOO_LONG}"]])
def test_a_longer_card_file_name_is_an_error_and_nothing_writes_it(cli, deck, command):
    run = cli(*command, *([] if len(command) > 1 and command[-1].startswith("deck/") else ["deck"]))
    out = run.stdout + run.stderr
    assert run.exit_code == 1, out
    assert (f"deck/cards/{TOO_LONG}: error: this card file is not read: its name is 250 bytes long, and a card "
            f"file's name may have at most {MAX_CARD_FILE_NAME_BYTES} (`.yaml` included) [file-name]") in out
    assert "hint: rename it (`git mv`) to a shorter name ending in `.yaml`" in out
    assert "File name too long" not in out and (deck / "cards" / TOO_LONG).read_text(encoding="utf-8") == UNFORMATTED


def test_a_name_at_the_limit_is_a_card_file(cli, deck):
    assert len(AT_LIMIT.encode("utf-8")) == MAX_CARD_FILE_NAME_BYTES
    (deck / "cards" / TOO_LONG).rename(deck / "cards" / AT_LIMIT)
    assert cli("fmt", "deck").exit_code == 0
    assert (deck / "cards" / AT_LIMIT).read_text(encoding="utf-8") != UNFORMATTED
    run = cli("validate", "deck")
    assert run.exit_code == 1 and "[file-name]" not in run.stdout  # (the same ids twice: a finding, but read)
    assert "duplicate" in run.stdout or "[duplicate-id]" in run.stdout

