"""Game options on the command line: --players and --set reach the game; one it lacks is a usage error."""

from __future__ import annotations

import pytest
import typer
from typer.testing import CliRunner

from deckctl.cli.app import app
from deckctl.cli.play import _options


def test_only_the_options_given_are_passed_and_values_are_typed():
    assert _options(False, False, None, None) == {}
    assert _options(True, False, 3, ["rounds=4", "skill-level=0.5", "fast=yes", "name=Ann"]) == {
        "strategic": True, "players": 3, "rounds": 4, "skill_level": 0.5, "fast": True, "name": "Ann"}


def test_a_setting_without_equals_sign_is_a_usage_error():
    with pytest.raises(typer.Exit) as caught:
        _options(False, False, None, ["rounds"])
    assert caught.value.exit_code == 2


@pytest.mark.parametrize("args", [["--players", "3"], ["--set", "rounds=2"]])
def test_an_option_the_game_does_not_have_is_a_usage_error(args):
    result = CliRunner().invoke(app, ["simulate", "knowledge", "-n", "5", *args])
    assert result.exit_code == 2
    assert "has no option" in result.output


@pytest.mark.parametrize("command", [["simulate", "knowledge", "-n", "5"], ["play", "knowledge", "--seed", "1"]])
@pytest.mark.parametrize("given", [["--players", "2"], ["--set", "players=2"]])
def test_players_for_a_one_team_game_says_the_table_plays_together(command, given):
    result = CliRunner().invoke(app, [*command, *given], input="")
    assert result.exit_code == 2
    assert "Knowledge? is played by the whole table together, as one team" in result.output
    assert "no --players" in result.output


class _FinishedGame:
    """A two-seat game that is over at once, seat 2 ahead: enough for the tally."""

    class State:
        def is_terminal(self):
            return True

        def current_player(self):
            return -4

        def sample_chance(self):
            raise AssertionError("no chance node")

        def apply_action(self, action):
            raise AssertionError("nothing to apply")

        def returns(self):
            return [3.0, 5.0]

    def new_initial_state(self, seed):
        return self.State()


class _IdleBot:
    def reseed(self, seed):
        pass

    def step(self, state):
        raise AssertionError("no turn to take")


def test_a_competitive_game_counts_wins_per_seat():
    from deckctl.engine.simulate import Tally, play_one, summary

    tally = Tally()
    for seed in range(4):
        play_one(_FinishedGame(), _IdleBot(), seed, seed, tally)
    assert (tally.games, tally.seats, tally.seat_wins[1], tally.shared) == (4, 2, 4, 0)
    assert summary(tally, [])["seat_win_rates"] == [0.0, 1.0]


def test_a_setting_that_is_no_finite_number_stays_text():
    # float() reads `inf`, `nan` and a number too long for an int as inf: the option then said `inf`
    long = "9" * 5000
    assert _options(False, False, None, [f"target={long}", "rounds=inf", "rate=nan", "x=1e400"]) == {
        "target": long, "rounds": "inf", "rate": "nan", "x": "1e400"}


@pytest.mark.parametrize("args", [["--players", "9" * 4000], ["--set", "players=" + "9" * 4000],
                                  ["--set", "players=" + "9" * 5000]])
def test_a_huge_number_given_to_an_option_is_quoted_short(args):
    run = CliRunner().invoke(app, ["simulate", "iknow", "--games", "1", *args])
    assert run.exit_code == 2
    # (a number read is named by its length; one of more than 4,300 digits is not read, but quoted)
    quoted = "a number of 4,000 digits" if len(args[-1]) < 5000 else "9" * 59 + "…"
    assert "players must be" in run.stderr and quoted in run.stderr and "9" * 60 not in run.stderr


def test_a_whole_number_without_a_range_of_its_own_is_bounded_so_that_its_log_replays(tmp_path):
    """`--set max_rounds=<200 digits>` played, and wrote a log that `replay` refused (it reads
    numbers of up to 100 digits); now such a value is a usage error, and the largest one allowed replays."""
    from deckctl.engine.options import MAX_WHOLE

    run = CliRunner().invoke(app, ["play", "iknow", "--bots", "4", "--set", "max_rounds=" + "9" * 200])
    assert run.exit_code == 2 and f"max_rounds must be at most {MAX_WHOLE:,}, not a number of 200 digits" in run.stderr
    log = tmp_path / "game.jsonl"
    run = CliRunner().invoke(app, ["play", "iknow", "--bots", "4", "--seed", "1", "--pace", "0",
                                   "--set", f"max_rounds={MAX_WHOLE}", "--log", str(log)])
    assert run.exit_code == 0, run.stdout + run.stderr
    run = CliRunner().invoke(app, ["replay", str(log)])
    assert run.exit_code == 0, run.stdout + run.stderr
