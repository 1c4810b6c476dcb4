"""How often an area's pile runs empty, counted over the very games `deckctl simulate` plays.

An empty pile is refilled from the players' hands (the [empty pile] reading in
docs/rules/wissens-spektrum.md); `simulate` reports wins and lengths only, so this counts the
refills. Game `i` of a run with seed S gets the game seed and bot seed `simulate --seed S` gives
it, so `--games 500 --seed 1` here counts the refills of `deckctl simulate wissens-spektrum
--games 500 --seed 1` with the same bot, skill and options.

    .venv/bin/python -m deckctl.games.wissens_spektrum.piles --games 2000 --seed 1

prints the table of docs/rules/wissens-spektrum.md: for the random bot and the knowledgeable bot
at several skills, 2-6 players, the share of games with at least one refill (with its 95%
interval) and the refills per game.
"""

from __future__ import annotations

import argparse
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from deckctl.engine.bots import make_bot
from deckctl.engine.core import CHANCE
from deckctl.engine.rng import derive
from deckctl.engine.simulate import wilson

BOTS = (("random", None), ("knowledgeable", 0.3), ("knowledgeable", 0.5), ("knowledgeable", 0.7),
        ("knowledgeable", 0.9))
PLAYERS = (2, 3, 4, 5, 6)


@dataclass
class Refills:
    games: int = 0
    with_refill: int = 0  # games in which at least one pile was refilled
    refills: int = 0  # refills in all
    lengths: Counter = field(default_factory=Counter)  # rounds -> games, as `simulate` counts them

    @property
    def share(self) -> float:
        return self.with_refill / self.games if self.games else 0.0

    def ci95(self) -> tuple[float, float]:
        return wilson(self.with_refill, self.games)


def count(bundle: dict, games: int, bot: str = "random", skill: float = 1.0, seed: int = 0, **options) -> Refills:
    """Play `games` games as `simulate` does and count the refilled piles."""
    from deckctl.engine import make_game

    game = make_game(bundle, **options)
    player = make_bot(bot, game, 0, skill)
    tally = Refills()
    for index in range(games):
        state = game.new_initial_state(derive(seed, index))
        player.reseed(derive(seed, index, 1))
        refills = 0
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                state.apply_action(state.sample_chance())
            else:
                state.apply_action(player.step(state))
            if state.last and "refilled" in state.last:
                refills += 1
        tally.games += 1
        tally.with_refill += refills > 0
        tally.refills += refills
        tally.lengths[state.round] += 1
    return tally


def main(argv: list[str] | None = None) -> None:
    from deckctl.engine.sources import load_for_game

    parser = argparse.ArgumentParser(prog="python -m deckctl.games.wissens_spektrum.piles",
                                     description="How often a pile is refilled, by bot and player count.")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, nargs="+", default=list(PLAYERS), metavar="N")
    parser.add_argument("--deck", type=Path, default=None, help="a deck folder (default: the starter deck)")
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option, e.g. weak_area=true")
    args = parser.parse_args(argv)
    bundle = load_for_game("wissens-spektrum", args.deck, None)
    options = dict(item.split("=", 1) for item in args.set)
    names = [bot if skill is None else f"skill {skill:g}" for bot, skill in BOTS]
    print("| players | " + " | ".join(names) + " |")
    print("|---" * (len(names) + 1) + "|")
    for players in args.players:
        cells = []
        for bot, skill in BOTS:
            tally = count(bundle, args.games, bot, 1.0 if skill is None else skill, args.seed, players=players,
                          **options)
            low, high = tally.ci95()
            cells.append(f"{tally.share:.1%} ({low:.1%}-{high:.1%}); {tally.refills / tally.games:.2f}")
        print(f"| {players} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
