"""The progress lines of `proof` and `build` (piped: `[1/2] NAME`) name a deck whose id is not read
by its folder told apart from any other folder, as its findings name it (`printable_name`): two
decks whose ids validate refuses, in folders named with a zero width space and with the six
characters `\\u200b`, were both `[n/2] x\\u200by`."""

from __future__ import annotations

import pytest
from deckfactory import MANIFESTS, write_deck

REAL, DECOY = "x\u200by", "x\\u200by"  # (a zero width space; a backslash and five letters)


@pytest.mark.parametrize("command", [("proof", "--out", "proof"), ("build", "--out", "build")])
def test_the_progress_names_two_folders_apart(tmp_path, cli, command):
    decks = tmp_path / "decks"
    refused = MANIFESTS["knowledge"].replace("id: test-deck", 'id: "Bad Id!"')
    for name in (REAL, DECOY):
        write_deck(decks, "knowledge", manifest=refused, name=name)
    run = cli(command[0], decks, *command[1:], cwd=tmp_path)
    assert run.exit_code == 1, run.stdout  # (the refused ids)
    named = sorted(line.split("] ", 1)[1] for line in run.stderr.splitlines() if line.startswith("["))
    assert named == ["x\\\\u200by", "x\\u200by"], run.stderr
