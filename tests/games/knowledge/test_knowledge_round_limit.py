"""A Knowledge? game cut short by `max_rounds` (an engine safeguard; the rulebook has no round limit)
is stopped and won by nobody: the rulebook's game is lost only at its end, when an opponent that
crossed the finish twice is ahead of the team. `deckctl play` used to end such a game with "The
opponents win"; it now reads like the other safeguard stops, in English and German, and replay and
simulate say it was stopped, as they did."""

from __future__ import annotations

import pytest

# The starter deck, seed 3: no marker gets near a second lap in two rounds.
LIMITED = ["--bots", "1", "--seed", "3", "--pace", "0", "--set", "max_rounds=2"]

SAID = {
    "en": ("Game stopped", "No marker has passed the finish twice by round 2, the engine's round limit "
           "(max_rounds): the game stops unfinished. Nobody wins.", ("Game over", "opponents win", "team wins")),
    "de": ("Spiel abgebrochen", "Bis Runde 2, der Rundengrenze der Engine (max_rounds), hat kein Marker das Ziel "
           "zweimal überquert: das Spiel bleibt unvollendet. Niemand gewinnt.",
           ("Spielende", "Gegner gewinnen", "Team gewinnt")),
}


@pytest.mark.parametrize("lang", sorted(SAID))
def test_play_says_a_game_stopped_at_the_round_limit_is_won_by_nobody(lang, tmp_path, cli):
    log = tmp_path / "game.jsonl"
    run = cli("play", "knowledge", *LIMITED, "--lang", lang, "--log", log)
    assert run.exit_code == 0, run.stderr
    said = " ".join(run.stdout.split())
    title, ending, never = SAID[lang]
    assert title in said and ending in said
    assert [words for words in never if words in said] == []
    replayed = cli("replay", log)
    assert replayed.exit_code == 0, replayed.stderr
    assert "the game was stopped by an engine safeguard (no winner) in round 2" in replayed.stdout


def test_simulate_counts_round_limit_games_as_stopped(cli):
    run = cli("simulate", "knowledge", "-n", "5", "--seed", "1", "--set", "max_rounds=2")
    assert run.exit_code == 0, run.stderr
    assert "5 games stopped by an engine safeguard: no winner" in " ".join(run.stdout.split())
