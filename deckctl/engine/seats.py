"""Bots at the table: `deckctl play GAME --players N --bots K` gives the last K seats to bots.

The bots are the ones `simulate` plays (deckctl.engine.bots: `random`, a game's `knowledgeable`
with its `skill`). One bot plays every bot seat, as in a simulation (each game's bot keeps what it
remembers per seat), on a stream of its own derived from the game's seed: the same seed and the
same typed lines give the same game. `play_out` asks `plays(seat)` before each step; a bot's action
is shown by the table player (`Prompt.show_bot_move`) as a person's move would be, after a pause
(`pace`) so that a person can follow, and recorded like any other step, so the log replays
without the bot.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from typing import Any

from deckctl.engine.bots import make_bot
from deckctl.engine.rng import derive
from deckctl.engine.words import _, and_list, decimal, ngettext, pgettext

BOT_STREAM = 7  # the label of the bots' stream under the game's seed (the state draws from the seed itself)
DEFAULT_PACE = 0.8  # seconds before each bot move when the table is a terminal


def kind_name(kind: str) -> str:
    """A bot kind as the table names it, translated: `random`, `knowledgeable` (the kinds
    deckctl.engine.bots.bot_names gives every game); a kind without an entry here shows as typed."""
    # TRANSLATORS: the kinds of bot `--bot` chooses, shown as "Player 2 is a bot (knowledgeable, skill 0.75)".
    return {"random": pgettext("bot kind", "random"),
            "knowledgeable": pgettext("bot kind", "knowledgeable")}.get(kind, kind)


class BotSeats:
    """Which seats bots play, with which bot, and how fast their moves are shown."""

    def __init__(self, game: Any, kind: str, skill: float, count: int, seed: int, pace: float = 0.0):
        players = game.num_players
        if not 1 <= count <= players:
            raise ValueError(f"bots take 1 to {players} seats, not {count}")
        self.kind = kind
        self.skill = skill if kind != "random" else None  # the random bot has no skill
        self.seats = tuple(range(players - count, players))
        self.people = players - count
        self.pace = pace
        self.bot = make_bot(kind, game, derive(seed, BOT_STREAM), skill)

    def plays(self, seat: int) -> bool:
        return seat in self.seats

    def step(self, state) -> int:
        return self.bot.step(state)

    def guessed(self, card: int):
        """What the bot took `card`'s answer to be, where its game's bot says (Knowledge?'s team
        guesses a card's back before placing it: `guessed(card)`); None where it does not. Reads
        what the bot already drew: nothing is drawn, so the seeded game stays the same."""
        guessed = getattr(self.bot, "guessed", None)
        return guessed(card) if guessed else None

    def wait(self, console, keys: Callable[[], AbstractContextManager] = nullcontext) -> None:
        """The pause before a bot's move is shown: what came before stays readable for a moment.
        `keys()` is what happens to keys typed meanwhile (Prompt.ignoring_keys: not shown, dropped)."""
        if self.pace > 0:
            console.file.flush()
            with keys():
                time.sleep(self.pace)

    def described(self) -> str:
        """`knowledgeable, skill 0.75` or `random`: the command line's word for the kind, in the
        table's language (German `sachkundig, Trefferquote 0,75`)."""
        if self.skill is None:
            return kind_name(self.kind)
        return _("{kind}, skill {skill}").format(kind=kind_name(self.kind), skill=decimal(self.skill))

    def introduce(self, name: Callable[[int], str]) -> str:
        """One line for the start of the game: who the bots are and who plays."""
        bots = and_list([name(seat) for seat in self.seats])
        count, how = len(self.seats), self.described()
        if not self.people:
            return ngettext("{bots} is a bot ({how}): you watch.", "{bots} are bots ({how}): you watch.",
                            count).format(bots=bots, how=how)
        people = and_list([name(seat) for seat in range(self.people)])
        return ngettext("{bots} is a bot ({how}); {people} at the keyboard.",
                        "{bots} are bots ({how}); {people} at the keyboard.", count).format(
            bots=bots, how=how, people=people)

    def record(self) -> dict:
        """What a replay log's header says of the bots (the log replays from its steps alone)."""
        return {"kind": self.kind, "skill": self.skill, "seats": list(self.seats)}
