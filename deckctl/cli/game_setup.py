"""What `play`, `simulate` and `replay` share on the command line: the game, where its cards come
from (a deck folder or a bundle), its options (`--players`, `--strategic`, `--set KEY=VALUE`) and
the bots' kinds."""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from deckctl.cli.common import did_you_mean, error, existing, shown, usage_error, write_findings
from deckctl.core import exit_codes

# Help texts are fixed when the command line is built, before any game's rules are imported (that
# would slow every command down); tests/cli/test_cli_help.py checks them against the games' OPTIONS.
GAMES_HELP = "knowledge, wissens-spektrum, i-know, iknow or you-know-it (`deckctl games` describes them)"
PLAYERS = {"i-know": (2, 6, 2), "iknow": (2, 6, 4), "wissens-spektrum": (2, 6, 4), "you-know-it": (2, 6, 4)}
PLAYERS_HELP = ("How many players: " + ", ".join(f"{game} {low}-{high} (default {default})"
                                                 for game, (low, high, default) in PLAYERS.items())
                + "; knowledge is played by the whole table as one team.")
# GAME may be left out where --deck or --bundle names it (deck.yaml's `game:`, the bundle's header):
# `game_given` says so once the options are read.
GAME_ARGUMENT = typer.Argument(None, metavar="GAME", show_default=False,
                               help="The game: " + GAMES_HELP + "; with --deck or --bundle it may be left out "
                                    "(the deck's or bundle's own game is played).")
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


def game_options(strategic: bool, hard: bool, players: int | None, settings: list[str] | None) -> dict:
    """The game options the command line gives: only those set, so each game keeps its defaults."""
    options: dict = {}
    said: dict[str, str] = {}  # how each option was given, to name both sides of a contradiction

    def give(key: str, value, how: str) -> None:
        if key in options and options[key] != value:
            raise usage_error(f"{said[key]} and {how} contradict each other: give only one of them")
        options[key] = value
        said.setdefault(key, how)

    for setting in settings or []:
        key, sep, text = setting.partition("=")
        if not sep or not key.strip():
            raise usage_error(f"--set takes KEY=VALUE, not `{setting}`")
        give(key.strip().replace("-", "_"), setting_value(text.strip()), f"--set {setting}")
    if strategic:
        give("strategic", True, "--strategic")
    if hard:
        give("hard", True, "--hard")
    if players is not None:
        give("players", players, f"--players {players}")
    return options


def setting_value(text: str):
    """`3` -> 3, `0.5` -> 0.5, `true`/`false` -> bool, anything else stays text (`inf`, `nan`, and
a number too long for a float, which float() would read as inf, too: the option then quotes it)."""
    import math

    lowered = text.lower()
    if lowered in ("true", "yes", "on"):
        return True
    if lowered in ("false", "no", "off"):
        return False
    try:
        return int(text)
    except ValueError:  # (a number of more than 4,300 digits among them)
        pass
    try:
        number = float(text)
    except ValueError:
        return text
    return number if math.isfinite(number) else text


def game_given(game_id: str | None, deck: Path | None, bundle: Path | None) -> None:
    """A usage error (with the command's usage line, exit 2) when neither GAME nor a --deck or
    --bundle to take it from is given."""
    if game_id is None and deck is None and bundle is None:
        from typer._click.exceptions import UsageError
        from typer._click.globals import get_current_context

        raise UsageError("missing GAME (or --deck DIR or --bundle FILE, whose game is played)",
                         get_current_context(silent=True))


def bundle_for(game_id: str | None, deck: Path | None, bundle: Path | None, lang: str | None = None) -> dict:
    """The bundle to play (`edition_for`'s)."""
    return edition_for(game_id, deck, bundle, lang).bundle


def edition_for(game_id: str | None, deck: Path | None, bundle: Path | None, lang: str | None = None):
    """What to play (`sources.Edition`), in `lang` (play's --lang; default the deck's language);
    with no `game_id`, the game --deck or --bundle is for (its bundle's `game`).
    (replay's deck folder in the language its log names is play._bundle_played_in's.)"""
    from deckctl.engine import has_engine
    from deckctl.engine.sources import BundleFinding, NoSuchLanguage, SourceError, game_edition

    game_given(game_id, deck, bundle)
    if game_id is not None and not has_engine(game_id):
        from deckctl.engine import playable_games

        from deckctl.games import GAME_IDS

        # A typo is no game at all; "no engine" is only for a game deckctl knows but cannot play.
        missing = "no engine for" if game_id in GAME_IDS else "no game named"
        raise usage_error(f"there is {missing} `{game_id}`{did_you_mean(game_id, playable_games())} "
                          f"(playable: {', '.join(playable_games())})")
    if deck is not None and bundle is not None:
        raise usage_error("give either --deck or --bundle, not both")
    if deck is not None and not (existing(deck, "folder") / "deck.yaml").is_file():
        raise usage_error(f"{shown(deck)} is not a deck folder (no deck.yaml)")
    if bundle is not None:
        existing(bundle, "file")
    try:
        return game_edition(game_id, deck, bundle, lang)
    except NoSuchLanguage as exc:  # a language the deck has no catalog for, or a bundle in another
        raise usage_error(str(exc)) from None
    except SourceError as exc:
        if exc.diagnostics:  # (wrapped at spaces on a terminal, as every command's findings)
            write_findings(exc.diagnostics, sys.stderr)
        if not isinstance(exc, BundleFinding):  # (its finding says it all)
            error(str(exc), exc.hint)
        raise typer.Exit(exit_codes.INVALID) from None


def new_game(bundle: dict, **options):
    from deckctl.engine import OptionError, make_game

    try:
        return make_game(bundle, **options)
    except OptionError as exc:
        raise usage_error(str(exc), _fewer_players(exc, bundle.get("game"), options)) from None
    except ValueError as exc:
        error(str(exc))
        raise typer.Exit(exit_codes.INVALID) from None


def _fewer_players(refused, game_id, options: dict) -> str | None:
    """The hint for a deck too small for the players asked but enough for fewer: the `--players`
    that plays it, and that the number refused was the default when nobody gave one."""
    if refused.players is None:
        return None
    asked = options.get("players")
    fewer = f"give `--players {refused.players}`"
    if refused.without is not None:
        drop = f"play without {refused.without}"
        return drop if isinstance(asked, int) and asked <= refused.players else f"{drop} and {fewer}"
    if asked is None and game_id in PLAYERS:
        return f"{PLAYERS[game_id][2]} players is the default: {fewer}"
    return fewer


def bot_kind(game_id: str, bot: str) -> str:
    """The bot kind as given, if the game has it; else a usage error with the nearest name."""
    from difflib import get_close_matches

    from deckctl.engine.bots import bot_names

    names = bot_names(game_id)
    if bot in names:
        return bot
    close = get_close_matches(bot.lower(), names, n=1)
    hint = f"did you mean `{close[0]}`? " if close else ""
    raise usage_error(f"no bot `{bot}` for {game_id}; {hint}choose one of: {', '.join(names)}")
