"""Bots: anything with `step(state) -> action` for the seat whose turn it is.

Bots and the terminal player share this interface. `random` plays every game; a game's own bots
are listed in its rules module (`BOTS = {name: "module:Class"}`) and built with
`Class(game, seed=..., skill=...)`.
"""

from __future__ import annotations

import importlib

from deckctl.engine import rules_module
from deckctl.engine.rng import Rng


class RandomBot:
    """Picks uniformly among the legal actions, from its own seeded stream."""

    name = "random"

    def __init__(self, game=None, seed: int = 0, skill: float = 0.0):
        self.rng = Rng(seed)

    def reseed(self, seed: int) -> None:
        self.rng = Rng(seed)

    def step(self, state) -> int:
        actions = state.legal_actions()
        return actions[self.rng.below(len(actions))]


class SkillBot:
    """Base of a game's `knowledgeable` bot: `skill` is the chance it knows an answer (0 to 1), and it
    draws from its own seeded stream. A subclass extends `reseed` to forget what it remembered."""

    name = "knowledgeable"

    def __init__(self, game, seed: int = 0, skill: float = 1.0):
        if not 0.0 <= skill <= 1.0:
            raise ValueError("skill is a probability, from 0 to 1")
        self.game = game
        self.skill = skill
        self.reseed(seed)

    def reseed(self, seed: int) -> None:
        self.rng = Rng(seed)


def bot_names(game_id: str) -> list[str]:
    module = rules_module(game_id)
    return ["random", *getattr(module, "BOTS", {})]


def make_bot(name: str, game, seed: int = 0, skill: float = 1.0):
    """A bot by name for `game`; ValueError names the bots there are."""
    if name == "random":
        return RandomBot(game, seed)
    module = rules_module(game.id)
    target = getattr(module, "BOTS", {}).get(name)
    if target is None:
        raise ValueError(f"no bot `{name}` for {game.id}; choose one of: {', '.join(bot_names(game.id))}")
    module_name, class_name = target.split(":")
    return getattr(importlib.import_module(module_name), class_name)(game, seed=seed, skill=skill)
