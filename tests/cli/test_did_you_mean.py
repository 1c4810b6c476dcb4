"""A near miss gets a "did you mean": game names wherever a game is named (play, simulate, init),
bot kinds and `--set` keys, as commands and options already do; a far miss lists what there is."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app


def run(*args: str):
    return CliRunner().invoke(app, list(args))


@pytest.mark.parametrize(("args", "words"), [
    (["play", "knowlege"], "there is no game named `knowlege`; did you mean `knowledge`? (playable: i-know,"),
    (["simulate", "Wissens-Spektrum", "-n", "1"], "did you mean `wissens-spektrum`?"),
    (["simulate", "you-know", "-n", "1"], "did you mean `you-know-it`?"),
    (["init", "repo", "--game", "iknwo"], "unknown game `iknwo`; did you mean `iknow`? (the games: knowledge,"),
    (["simulate", "knowledge", "-n", "1", "--bot", "randon"], "no bot `randon` for knowledge; did you mean `random`?"),
    (["simulate", "knowledge", "-n", "1", "--set", "strategc=true"],
     "Knowledge? has no option strategc; did you mean `strategic`? its options: strategic (true|false)"),
    (["play", "iknow", "--set", "max-round=3"], "iKNOW has no option max_round; did you mean `max_rounds`?"),
])
def test_a_near_miss_gets_a_did_you_mean(args, words, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run(*args)
    assert result.exit_code == 2, result.output
    line = result.stderr.splitlines()[0]
    assert line.startswith("deckctl: error: ") and words in line, result.stderr
    assert not (tmp_path / "repo").exists()


@pytest.mark.parametrize("args", [["play", "chess"], ["simulate", "knowledge", "-n", "1", "--set", "zzz=1"],
                                  ["init", "repo", "--game", "chess"]])
def test_a_far_miss_names_what_there_is_without_a_guess(args, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run(*args)
    assert result.exit_code == 2 and "did you mean" not in result.stderr
    assert "knowledge" in result.stderr or "strategic" in result.stderr
