"""A replay log deckctl cannot read is refused as every command refuses an input file it cannot
read: an `unreadable` error naming the file, exit 1 (validate's card files, import sheet's sheet),
not 74, which is for the machine's state (a full disk, a file deckctl writes). /proc/self/mem is a
regular file whose first bytes cannot be read, whoever runs the tests (root reads a file without
read permission, so chmod 000 cannot show it there)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

MEM = Path("/proc/self/mem")

pytestmark = pytest.mark.skipif(not MEM.is_file(), reason="needs Linux's /proc/self/mem")


def test_a_log_that_cannot_be_read_is_an_unreadable_error_exit_1(cli, tmp_path):
    log = tmp_path / "game.jsonl"
    os.symlink(MEM, log)  # (a log named as a user names one; the link is followed, as for any input)
    result = cli("replay", log)
    assert result.exception is None
    assert (result.exit_code, result.stdout) == (1, "")
    assert result.stderr == f"{log}: error: cannot read it: Input/output error [unreadable]\n"


def test_import_sheet_refuses_a_sheet_it_cannot_read_the_same_way(cli, tmp_path):
    from deckfactory import write_deck

    sheet = tmp_path / "cards.csv"
    os.symlink(MEM, sheet)
    deck = write_deck(tmp_path)
    result = cli("import", "sheet", sheet, deck)
    assert result.exit_code == 1
    assert "cards.csv: error: cannot read the file: Input/output error [unreadable]" in result.stdout


@pytest.mark.parametrize("command", [["play", "knowledge"], ["simulate", "knowledge", "--games", "1"]])
def test_a_bundle_that_cannot_be_read_is_refused_the_same_way(cli, tmp_path, command):
    """`play --bundle` said `deckctl: error: cannot read FILE: ...`, not the finding replay gives."""
    bundle = tmp_path / "bundle.json"
    os.symlink(MEM, bundle)
    result = cli(*command, "--bundle", bundle)
    assert result.exception is None
    assert (result.exit_code, result.stdout) == (1, "")
    assert result.stderr == (f"{bundle}: error: cannot read it: Input/output error [unreadable]\n"
                             "    hint: give the bundle.json that `deckctl export bundle` wrote, or --deck with "
                             "the deck's folder\n")
