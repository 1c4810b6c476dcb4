"""`deckctl games`: every game with an engine, its players and every option `--set` takes."""

from __future__ import annotations

import json
import shutil
import sys
import textwrap
from enum import Enum

import typer

from deckctl.core import exit_codes
from deckctl.core.printable import json_for

# Options the command line also takes as their own flags.
FLAGS = {"players": "--players N", "strategic": "--strategic", "hard": "--hard"}


class GamesFormat(str, Enum):
    text = "text"
    json = "json"


def describe_games() -> list[dict]:
    """Each playable game as data: id, title, players (fewest, most, default), bots, options."""
    from deckctl import games
    from deckctl.engine import playable_games, rules_module
    from deckctl.engine.bots import bot_names
    from deckctl.engine.options import player_range

    described = []
    for game_id in playable_games():
        declared = rules_module(game_id).OPTIONS
        fewest, most, default = player_range(declared)
        described.append({
            "id": game_id, "title": games.get(game_id).title,
            "players": {"min": fewest, "max": most, "default": default},
            "bots": list(bot_names(game_id)),
            "options": [{"name": option.name, "values": option.values(), "default": option.default,
                         "help": option.help, "flag": FLAGS.get(option.name)} for option in declared],
        })
    return described


def games_command(
    fmt: GamesFormat = typer.Option(GamesFormat.text, "--format", "-f", metavar="text|json",
                                    help="As text, or as JSON for scripts."),
) -> None:
    """List the games `play` and `simulate` know: players, bots and every --set option."""
    described = describe_games()
    if fmt is GamesFormat.json:
        print(json_for(sys.stdout, json.dumps(described, indent=2, ensure_ascii=False)))
        raise typer.Exit(exit_codes.OK)
    width = min(100, shutil.get_terminal_size((80, 24)).columns)
    for number, game in enumerate(described):
        if number:
            print()
        print(f"{game['id']}: {game['title']}, {_players(game['players'])}")
        print(f"  bots: {', '.join(game['bots'])}")
        for option in game["options"]:
            default = _text(option["default"])
            also = f"; or {option['flag']}" if option["flag"] else ""
            print(textwrap.fill(f"--set {option['name']}={option['values']} (default {default}{also})", width,
                                initial_indent="  ", subsequent_indent="      "))
            print(textwrap.fill(option["help"], width, initial_indent="      ", subsequent_indent="      "))
    raise typer.Exit(exit_codes.OK)


def _players(players: dict) -> str:
    if players["max"] == 1:
        return "the whole table plays as one team"
    return f"{players['min']}-{players['max']} players (default {players['default']})"


def _text(value) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)
