"""`deckctl play`, `deckctl simulate` and `deckctl replay`: the reference engines from the command line."""

from __future__ import annotations

import json
import sys
from contextlib import contextmanager
from enum import Enum
from pathlib import Path

import typer

from deckctl.cli.common import environment_error, usage_error
from deckctl.core import exit_codes

# Help texts are fixed when the command line is built, before any game's rules are imported (that
# would slow every command down); tests/cli/test_cli_help.py checks them against the games' OPTIONS.
GAMES_HELP = "knowledge, wissens-spektrum, i-know, iknow or you-know-it (`deckctl games` describes them)"
PLAYERS = {"i-know": (2, 6, 2), "iknow": (2, 6, 4), "wissens-spektrum": (2, 6, 4), "you-know-it": (2, 6, 4)}
PLAYERS_HELP = ("How many players: " + ", ".join(f"{game} {low}-{high} (default {default})"
                                                 for game, (low, high, default) in PLAYERS.items())
                + "; knowledge is played by the whole table as one team.")
GAME_ARGUMENT = typer.Argument(..., metavar="GAME", show_default=False, help="The game: " + GAMES_HELP + ".")
DECK_OPTION = typer.Option(None, "--deck", metavar="DIR",
                           help="A deck folder, validated and bundled in memory (default: decks/<game>-starter).")
BUNDLE_OPTION = typer.Option(None, "--bundle", metavar="FILE", help="An exported bundle.json to play instead of a deck folder.")
STRATEGIC_OPTION = typer.Option(False, "--strategic", help="Knowledge?: the strategic variant (read all six cards, then place them in any order).")
HARD_OPTION = typer.Option(False, "--hard", help="Knowledge?: the harder start (the opponents begin further ahead).")
PLAYERS_OPTION = typer.Option(None, "--players", "-p", metavar="N", help=PLAYERS_HELP)
SET_OPTION = typer.Option(None, "--set", metavar="KEY=VALUE",
                          help="A game option, e.g. --set rounds=3 (repeatable); `deckctl games` lists each game's.")
BOT_HELP = ("random: any legal move; knowledgeable: answers right with probability --skill and makes the game's "
            "other choices sensibly (every game has both)")
SKILL_HELP = "For the knowledgeable bot: how often it answers right, from 0 to 1"
PLAY_BOT = "knowledgeable"  # at the table a bot should play the game, not random moves
PLAY_SKILL = 0.75  # a bot that knows every answer leaves a person no chance


def _options(strategic: bool, hard: bool, players: int | None, settings: list[str] | None) -> dict:
    """The game options the command line gives: only those set, so each game keeps its defaults."""
    options: dict = {}
    for setting in settings or []:
        key, sep, text = setting.partition("=")
        if not sep or not key.strip():
            raise usage_error(f"--set takes KEY=VALUE, not `{setting}`")
        options[key.strip().replace("-", "_")] = _value(text.strip())
    if strategic:
        options["strategic"] = True
    if hard:
        options["hard"] = True
    if players is not None:
        options["players"] = players
    return options


def _value(text: str):
    """`3` -> 3, `0.5` -> 0.5, `true`/`false` -> bool, anything else stays text."""
    lowered = text.lower()
    if lowered in ("true", "yes", "on"):
        return True
    if lowered in ("false", "no", "off"):
        return False
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


class OutputFormat(str, Enum):
    text = "text"
    json = "json"


def _bundle(game_id: str, deck: Path | None, bundle: Path | None) -> dict:
    from deckctl.engine import has_engine
    from deckctl.engine.sources import SourceError, load_for_game

    if not has_engine(game_id):
        from deckctl.engine import playable_games

        raise usage_error(f"there is no engine for `{game_id}` (playable: {', '.join(playable_games())})")
    if deck is not None and bundle is not None:
        raise usage_error("give either --deck or --bundle, not both")
    try:
        return load_for_game(game_id, deck, bundle)
    except SourceError as exc:
        if exc.diagnostics:
            from deckctl import report

            print(report.render(exc.diagnostics, "text"), file=sys.stderr)
        print(f"deckctl: error: {exc}", file=sys.stderr)
        raise typer.Exit(exit_codes.INVALID) from None


def _game(bundle: dict, **options):
    from deckctl.engine import OptionError, make_game

    try:
        return make_game(bundle, **options)
    except OptionError as exc:
        raise usage_error(str(exc)) from None
    except ValueError as exc:
        print(f"deckctl: error: {exc}", file=sys.stderr)
        raise typer.Exit(exit_codes.INVALID) from None


def _bot_kind(game_id: str, bot: str) -> str:
    """The bot kind as given, if the game has it; else a usage error with the nearest name."""
    from difflib import get_close_matches

    from deckctl.engine.bots import bot_names

    names = bot_names(game_id)
    if bot in names:
        return bot
    close = get_close_matches(bot.lower(), names, n=1)
    hint = f"did you mean `{close[0]}`? " if close else ""
    raise usage_error(f"no bot `{bot}` for {game_id}; {hint}choose one of: {', '.join(names)}")


def _bot_seats(game, game_id: str, count: int | None, bot: str | None, skill: float | None,
               pace: float | None, seed: int):
    """The bots of `play --bots K` in the last K seats, or None; a usage error for a count the table
    cannot seat, or for --bot/--skill/--pace without --bots."""
    if not count:
        given = [name for name, value in (("--bot", bot), ("--skill", skill), ("--pace", pace)) if value is not None]
        if given:
            raise usage_error(f"{' and '.join(given)} {'says' if len(given) == 1 else 'say'} how the bots play: "
                              "add --bots K (the last K seats)")
        return None
    from deckctl.engine.seats import DEFAULT_PACE, BotSeats

    seats = game.num_players
    if count > seats:
        where = "one seat: the team" if seats == 1 else f"{seats} seats (--players N sets how many)"
        raise usage_error(f"--bots {count}: {game_id} has {where}, so at most {seats} bot{'s' if seats != 1 else ''}")
    if pace is None:  # a pause only where someone watches; a pipe or a test gets the game at once
        pace = DEFAULT_PACE if sys.stdout.isatty() else 0.0
    kind = _bot_kind(game_id, bot or PLAY_BOT)
    return BotSeats(game, kind, PLAY_SKILL if skill is None else skill, count, seed, pace)


def play_command(
    game_id: str = GAME_ARGUMENT,
    deck: Path = DECK_OPTION,
    bundle: Path = BUNDLE_OPTION,
    seed: int = typer.Option(None, "--seed", metavar="N", help="Seed for the shuffle and setup (default: random, and printed)."),
    strategic: bool = STRATEGIC_OPTION,
    hard: bool = HARD_OPTION,
    players: int = PLAYERS_OPTION,
    settings: list[str] = SET_OPTION,
    log: Path = typer.Option(None, "--log", metavar="FILE", help="Write the game as a replay log (JSON Lines) to this file."),
    bots: int = typer.Option(None, "--bots", min=0, metavar="K", show_default=False,
                             help="Bots play the last K seats; as many bots as players, and you watch "
                                  "(knowledge: --bots 1 plays the team)."),
    bot: str = typer.Option(None, "--bot", metavar="random|knowledgeable", show_default=False,
                            help=f"The bots' kind: {BOT_HELP} (default: {PLAY_BOT})."),
    skill: float = typer.Option(None, "--skill", min=0.0, max=1.0, metavar="P", show_default=False,
                                help=f"{SKILL_HELP} (default: {PLAY_SKILL:g})."),
    pace: float = typer.Option(None, "--pace", min=0.0, metavar="SECONDS", show_default=False,
                               help="The pause before each bot move (default: 0.8 on a terminal, none when "
                                    "the output is not one)."),
) -> None:
    """Play a game in the terminal (standard input may be a script), alone against bots or together."""
    import importlib

    from deckctl.engine import rules_module

    options = _options(strategic, hard, players, settings)
    data = _bundle(game_id, deck, bundle)
    game = _game(data, **options)
    ui = getattr(rules_module(game_id), "UI", None)
    if ui is None:
        raise usage_error(f"`{game_id}` has an engine but no terminal front end yet")
    if seed is None:
        import secrets

        seed = secrets.randbelow(1 << 31)
    seated = _bot_seats(game, game_id, bots, bot, skill, pace, seed)
    ui_module = importlib.import_module(ui)
    from deckctl.engine.prompt import MIN_WIDTH, table_console, too_narrow

    console = table_console()  # card texts shown as written: no markup, controls escaped

    # A front end laid out for narrower screens declares its own MIN_WIDTH.
    narrow = too_narrow(console, getattr(ui_module, "MIN_WIDTH", MIN_WIDTH))
    if narrow:
        console.print(narrow, style="yellow")
    recorder = None
    handle = None
    if log is not None:
        from deckctl.engine.replay import Recorder

        try:
            handle = open(log, "w", encoding="utf-8")
        except OSError as exc:
            raise environment_error(exc) from None
        recorder = Recorder(handle, seated.record() if seated else None)
    try:
        # A front end takes `bots` only when there are any: one written before bots still plays.
        extra = {"bots": seated} if seated else {}
        code = ui_module.play(game, seed, console, ui_module.line_reader(sys.stdin), recorder, **extra)
    except KeyboardInterrupt:
        console.print("\ninterrupted: the game is left unfinished")
        raise typer.Exit(130) from None
    finally:
        if handle:
            handle.close()
    if recorder is not None and recorder.finished:
        print(f"replay log written to {log}", file=sys.stderr)
    raise typer.Exit(exit_codes.OK if code == 0 else exit_codes.INVALID)


def simulate_command(
    game_id: str = GAME_ARGUMENT,
    games: int = typer.Option(1000, "--games", "-n", min=1, metavar="N", help="How many games to play."),
    bot: str = typer.Option("random", "--bot", metavar="random|knowledgeable", help=BOT_HELP + "."),
    skill: float = typer.Option(1.0, "--skill", min=0.0, max=1.0, metavar="P", help=SKILL_HELP + "."),
    seed: int = typer.Option(0, "--seed", metavar="N", help="Seed of the whole run (game i always gets the same seed)."),
    jobs: int = typer.Option(None, "--jobs", "-j", min=1, metavar="N", show_default=False,
                             help="Processes to play on (default: one per CPU core)."),
    deck: Path = DECK_OPTION,
    bundle: Path = BUNDLE_OPTION,
    strategic: bool = STRATEGIC_OPTION,
    hard: bool = HARD_OPTION,
    players: int = PLAYERS_OPTION,
    settings: list[str] = SET_OPTION,
    top: int = typer.Option(10, "--top", min=0, metavar="N", help="How many cards to list as most often decisive (text)."),
    fmt: OutputFormat = typer.Option(OutputFormat.text, "--format", "-f", metavar="text|json",
                                     help="The report as text, or as JSON for scripts."),
) -> None:
    """Play many seeded games with a bot: win rate, game length and decisive cards."""
    from deckctl.engine.simulate import Terminated, WorkerDied

    options = _options(strategic, hard, players, settings)
    try:
        _simulate(game_id, games, bot, skill, seed, jobs, deck, bundle, options, top, fmt)
    except KeyboardInterrupt:  # the worker processes are ended already
        print("interrupted: the simulation stopped, nothing reported", file=sys.stderr)
        raise typer.Exit(130) from None
    except Terminated:  # SIGTERM; the worker processes are ended already
        print("terminated: the simulation stopped, nothing reported", file=sys.stderr)
        raise typer.Exit(143) from None
    except WorkerDied as exc:  # the other workers are ended already
        print(f"error: {exc}; the simulation stopped, nothing reported", file=sys.stderr)
        raise typer.Exit(exit_codes.INVALID) from None


def _simulate(game_id: str, games: int, bot: str, skill: float, seed: int, jobs: int | None, deck: Path | None,
              bundle: Path | None, options: dict, top: int, fmt: OutputFormat) -> None:
    from deckctl.engine import simulate

    data = _bundle(game_id, deck, bundle)
    _game(data, **options)
    _bot_kind(game_id, bot)
    jobs = jobs or simulate.default_jobs()
    with _progress_bar(game_id, games) as progress:
        tally, seconds = simulate.run(data, options, games, bot, skill, seed, jobs, progress)
    context = {"game": game_id, "deck": data["deck"]["id"], "bundle_sha256": data["sha256"], "bot": bot,
               "skill": skill if bot != "random" else None, "seed": seed, "jobs": jobs, "options": options}
    result = simulate.summary(tally, data["cards"], seconds, **context)
    if fmt is OutputFormat.json:
        print(json.dumps(result, indent=2))
        raise typer.Exit(exit_codes.OK)
    _print_summary(result, top)
    raise typer.Exit(exit_codes.OK)


def _print_summary(result: dict, top: int) -> None:
    who = result["bot"] + (f" (skill {result['skill']:g})" if result["skill"] is not None else "")
    variant = ", ".join(name if value is True else f"{name}={value}"
                        for name, value in result["options"].items() if value is not False) or "basic"
    rounds = result["rounds"]
    print(f"{result['deck']} · {variant} · bot {who} · {result['games']} games · seed {result['seed']}")
    if "seat_win_rates" in result:
        _print_seat_results(result)
    else:
        low, high = result["win_rate_ci95"]
        print(f"win rate   {result['win_rate']:.1%}  (95% CI {low:.1%} to {high:.1%}, {result['wins']} wins)")
        if result["no_winner"]:
            print(f"no winner  {result['no_winner_rate']:.1%} ({result['no_winner']} games stopped by the round limit)")
    if rounds["max"]:
        print(f"rounds     mean {rounds['mean']:.1f}, median {rounds['median']}, 10-90% {rounds['p10']}-{rounds['p90']}, "
              f"min {rounds['min']}, max {rounds['max']}")
    if result["cards_drawn_per_game"] and "seat_win_rates" not in result:  # Knowledge?'s card count
        print(f"cards      {result['cards_drawn_per_game']:.1f} drawn per game, "
              f"{result['replacements_per_game']:.2f} could not be played (replaced)")
    if result["decided_games"]:
        print(f"decisive   {result['decided_games']} of {result['games']} games turned on one card; most often decisive:")
        for card in result["cards"][:top]:
            print(f"  {card['id']:<36} {card['category']:<7} {card['decisive']:>6} of {card['played']:>7} plays "
                  f"({card['decisive_rate']:.2%})")
    speed = f", {result['games_per_second']:.0f} games/s" if result["games_per_second"] else ""
    sys.stdout.flush()  # the report first: on a shared screen the timing line must not cut into it
    print(f"{result['games']} games in {result['seconds']:.2f} s on {result['jobs']} job(s){speed}", file=sys.stderr)


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


def _print_seat_results(result: dict) -> None:
    """Outright wins per seat, then shared wins and games without a winner when there were any:
    every game is counted once, so the figures printed sum to 100%."""
    wins = ", ".join(f"seat {seat + 1} {rate:.1%}" for seat, rate in enumerate(result["seat_win_rates"]))
    print(f"wins       {wins} (won alone; the same bot in every seat)")
    if result["shared"]:
        who = ", ".join(f"seat {seat + 1} in {count}" for seat, count in enumerate(result["seat_shared"]) if count)
        print(f"shared     {result['shared_rate']:.1%} ({result['shared']} games won together: {who})")
    if result["no_winner"]:
        print(f"no winner  {result['no_winner_rate']:.1%} ({result['no_winner']} games stopped without one)")


def replay_command(
    log: Path = typer.Argument(..., metavar="LOG", help="A replay log written by `deckctl play --log`."),
    deck: Path = DECK_OPTION,
    bundle: Path = BUNDLE_OPTION,
) -> None:
    """Play a logged game again and check every step and the result."""
    from deckctl.engine import has_engine, make_game
    from deckctl.engine.replay import ReplayError, read_log, replay

    try:
        parsed = read_log(log)
    except ReplayError as exc:
        print(f"{log}: {exc}", file=sys.stderr)
        raise typer.Exit(exit_codes.INVALID) from None
    game_id = parsed.header.get("game")
    if not isinstance(game_id, str) or not has_engine(game_id):
        from deckctl.core.printable import printable_line

        print(printable_line(f"{log}: header: `{game_id}` is not a game with an engine"), file=sys.stderr)
        raise typer.Exit(exit_codes.INVALID)
    data = _bundle(game_id, deck, bundle)
    try:
        state = replay(parsed, data, make_game)
    except ReplayError as exc:
        print(f"{log}: {exc}", file=sys.stderr)
        raise typer.Exit(exit_codes.INVALID) from None
    returns = state.returns()
    if len(returns) == 1:
        outcome = "the team won" if returns[0] > 0 else "the team lost"
    else:
        outcome = "final result " + ", ".join(f"seat {seat + 1}: {value:g}" for seat, value in enumerate(returns))
    rounds = f" in round {state.round}" if hasattr(state, "round") else ""
    print(f"{log}: replayed {len(parsed.steps)} steps exactly; {outcome}{rounds}")
    raise typer.Exit(exit_codes.OK)
