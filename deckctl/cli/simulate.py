"""`deckctl simulate`: many seeded games with a bot, and the report an editor tunes a deck with."""

from __future__ import annotations

import json
import sys
from contextlib import contextmanager
from enum import Enum
from pathlib import Path

import typer

from deckctl.cli.common import error, jobs_option, language, usage_error
from deckctl.cli.game_setup import (
    BOT_HELP,
    BUNDLE_OPTION,
    DECK_OPTION,
    GAME_ARGUMENT,
    HARD_OPTION,
    PLAYERS_OPTION,
    SET_OPTION,
    SKILL_HELP,
    STRATEGIC_OPTION,
    bot_kind,
    bundle_for,
    game_options,
    new_game,
)
from deckctl.core import exit_codes


# The most games one run plays: a night of playing even for the fastest game and bot, and a 95%
# interval of a win rate within 0.03 points; checked while the command line is read, before the run
# is planned or a process started.
MAX_GAMES = 10_000_000


class OutputFormat(str, Enum):
    text = "text"
    json = "json"


def simulate_command(
    game_id: str | None = GAME_ARGUMENT,
    games: int = typer.Option(1000, "--games", "-n", min=1, max=MAX_GAMES, metavar="N",
                              help=f"How many games to play, 1 to {MAX_GAMES:,}."),
    bot: str = typer.Option("random", "--bot", metavar="random|knowledgeable", help=BOT_HELP + "."),
    skill: float = typer.Option(None, "--skill", min=0.0, max=1.0, metavar="P", show_default=False,
                                help=SKILL_HELP + " (default: 1.0)."),
    seed: int = typer.Option(0, "--seed", metavar="N", help="Seed of the whole run (game i always gets the same seed)."),
    jobs: int = jobs_option("Processes to play on"),
    deck: Path = DECK_OPTION,
    bundle: Path = BUNDLE_OPTION,
    strategic: bool = STRATEGIC_OPTION,
    hard: bool = HARD_OPTION,
    players: int = PLAYERS_OPTION,
    settings: list[str] = SET_OPTION,
    lang: str = typer.Option(None, "--lang", "-l", metavar="L", callback=language, show_default=False,
                             help="Play the deck in this language (its locales/<lang>.po: a Knowledge? card's "
                                  "letter may differ there; default: the deck's language)."),
    top: int = typer.Option(10, "--top", min=0, metavar="N", help="How many cards to list as most often decisive (text)."),
    fmt: OutputFormat = typer.Option(OutputFormat.text, "--format", "-f", metavar="text|json",
                                     help="The report as text, or as JSON for scripts."),
) -> None:
    """Play many seeded games with a bot: win rate, game length and decisive cards. By default
    the bot is random (any legal move); --bot knowledgeable answers right with probability
    --skill, 1.0 by default. GAME may be left out with --deck or --bundle: the game they are
    for is played."""
    from deckctl.engine.simulate import Terminated, WorkerDied

    options = game_options(strategic, hard, players, settings)
    if skill is not None and bot == "random":  # (as `play` refuses a --skill without bots to take it)
        raise usage_error("--skill is for --bot knowledgeable: the random bot plays any legal move",
                          "add --bot knowledgeable, or leave --skill out")
    try:
        _simulate(game_id, games, bot, 1.0 if skill is None else skill, seed, jobs, deck, bundle, options, top, fmt,
                  lang)
    except KeyboardInterrupt:  # the worker processes are ended already
        print("interrupted: the simulation stopped, nothing reported", file=sys.stderr)
        raise typer.Exit(exit_codes.INTERRUPTED) from None
    except Terminated:  # SIGTERM; the worker processes are ended already
        print("terminated: the simulation stopped, nothing reported", file=sys.stderr)
        raise typer.Exit(exit_codes.TERMINATED) from None
    except WorkerDied as exc:  # the other workers are ended already
        error(f"{exc}; the simulation stopped, nothing reported")
        raise typer.Exit(exit_codes.INVALID) from None


def _simulate(game_id: str | None, games: int, bot: str, skill: float, seed: int, jobs: int | None, deck: Path | None,
              bundle: Path | None, options: dict, top: int, fmt: OutputFormat, lang: str | None = None) -> None:
    from deckctl.engine import simulate
    from deckctl.report.simulation import timing

    data = bundle_for(game_id, deck, bundle, lang)
    game_id = data["game"]  # (the one GAME named, or the deck's or bundle's own)
    new_game(data, **options)
    bot_kind(game_id, bot)
    jobs = min(jobs or simulate.default_jobs(), games)  # as run() plays them: the timing line names the processes used
    with _progress_bar(game_id, games) as progress:
        tally, seconds = simulate.run(data, options, games, bot, skill, seed, jobs, progress)
    context = {"game": game_id, "deck": data["deck"]["id"], "language": data.get("language"),
               "bundle_sha256": data["sha256"], "bot": bot,
               "skill": skill if bot != "random" else None, "seed": seed, "options": options}
    result = simulate.summary(tally, data["cards"], **context)
    _print_summary(result, top, fmt)
    # How the games ran (the time, the processes) is no part of the report, which the same seed
    # repeats byte for byte whatever --jobs: it goes to standard error, after the report.
    sys.stdout.flush()  # on a shared screen the timing line must not cut into the report
    print(timing(games, seconds, jobs, _width(sys.stderr)), file=sys.stderr)
    raise typer.Exit(exit_codes.OK)


def _print_summary(result: dict, top: int, fmt: OutputFormat) -> None:
    """The report as JSON, or as text laid out for the terminal's width."""
    from deckctl.report.simulation import text

    if fmt is OutputFormat.json:
        print(json.dumps(result, indent=2))
    else:
        print(text(result, top, _width(sys.stdout)))


def _width(stream) -> int:
    """COLUMNS, else the width of the terminal `stream` is on; 80 when piped."""
    from deckctl.cli.common import terminal_width

    return terminal_width(stream)


@contextmanager
def _progress_bar(game_id: str, games: int):
    """A progress bar on standard error while the games run, when it is a terminal; otherwise (piped,
    redirected) nothing at all. Yields the `progress(n)` callback for `simulate.run`, or None."""
    if not sys.stderr.isatty():  # not FORCE_COLOR and the like: a log must not fill with bars
        yield None
        return
    from rich.console import Console

    console = Console(stderr=True)
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    # Room for the `^C` the terminal echoes after the bar: a full-width line would wrap, and the bar
    # could no longer erase itself when interrupted.
    console.width = console.width - 3

    columns = (TextColumn(game_id), BarColumn(bar_width=None), MofNCompleteColumn(), TimeRemainingColumn())
    with Progress(*columns, console=console, transient=True, expand=True) as bar:
        task = bar.add_task("", total=games)
        yield lambda done: bar.advance(task, done)
