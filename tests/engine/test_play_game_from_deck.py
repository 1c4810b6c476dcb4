"""GAME may be left out where --deck or --bundle tells it: `deckctl play --deck decks/iknow-starter
--lang de` said 'missing GAME', though the deck's deck.yaml names its game (and a bundle's header
does). Without either, GAME is still a usage error; a GAME that differs is still refused."""

from __future__ import annotations

import pytest

from deckctl.engine.sources import default_deck


def test_play_takes_the_game_from_the_deck_folder(cli):
    result = cli("play", "--deck", default_deck("iknow"), "--lang", "de", "--seed", "1", "--bots", "4",
                 "--set", "target=3")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith("iKNOW · iknow-starter · 4 Spieler")


def test_simulate_takes_the_game_from_a_bundle(cli, tmp_path):
    assert cli("export", "bundle", default_deck("wissens-spektrum"), "--out", tmp_path).exit_code == 0
    bundle = tmp_path / "wissens-spektrum-starter" / "en" / "bundle.json"
    result = cli("simulate", "--bundle", bundle, "-n", "3", "--format", "json")
    assert result.exit_code == 0, result.stderr
    assert '"game": "wissens-spektrum"' in result.stdout


@pytest.mark.parametrize("command", ["play", "simulate"])
def test_without_a_game_deck_or_bundle_it_is_a_usage_error(cli, command):
    result = cli(command)
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.splitlines() == [
        "deckctl: error: missing GAME (or --deck DIR or --bundle FILE, whose game is played)",
        f"Usage: deckctl {command} [OPTIONS] [GAME]", f"Try `deckctl {command} -h` for help."]


@pytest.mark.parametrize("command", ["play", "simulate"])
def test_the_help_says_game_may_be_left_out(cli, command):
    result = cli(command, "-h")
    assert f"Usage: deckctl {command} [OPTIONS] [GAME]" in result.stdout
    assert "GAME may be left out with --deck or --bundle" in " ".join(result.stdout.split())
