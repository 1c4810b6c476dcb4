"""Simulation: many seeded games with one bot, and the numbers an editor tunes a deck with.

Game `i` of a run with seed `S` always uses the same game seed and bot seed, whatever `jobs` is,
so a run's figures do not depend on how it was split over processes.

What a chance outcome is: a card draw, unless the state says otherwise. A game that also rolls
dice (or draws lots for the first seat) defines `chance_kind()`, asked before the outcome is
applied: "card" (a card is drawn; the seat action that resolves it reports it played), "card-played"
(a card is drawn and followed at once, with no seat acting on it: the outcome is its index, counted
drawn and played) or "roll" (anything that is not a card). A card is counted played once per draw: a
seat's event that names a card already counted (a second try, a question passed on) says `again`.

"Decisive" card: in a game the team won, the card whose move last put the team ahead for good;
in a game it lost, the card whose move last put an opponent ahead for good. A game whose leader
never changed has no decisive card.
"""

from __future__ import annotations

import math
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from deckctl.core.signals import Terminated, raise_if_stopped, stop_signals_raise  # noqa: F401  (callers find Terminated here too)
from deckctl.core.workers import WorkerDied, default_jobs  # noqa: F401  (callers find them here too)
from deckctl.engine.bots import make_bot
from deckctl.engine.core import CHANCE, stopped_by_limit
from deckctl.engine.rng import derive

Z95 = 1.959963984540054


def wilson(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a win rate (95% by default)."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class Tally:
    """What a batch of games adds up to; tallies of several processes are merged."""

    games: int = 0
    wins: int = 0
    lengths: Counter = field(default_factory=Counter)  # rounds -> games
    draws: int = 0  # cards drawn, replacement cards included
    failed: int = 0  # cards that could not be played (a replacement followed)
    played: Counter = field(default_factory=Counter)  # card index -> times resolved
    decisive: Counter = field(default_factory=Counter)  # card index -> games it decided
    decides: bool = False  # the game tells who is ahead (`team_ahead`), so decisive cards are known
    # Games with several seats: every game is exactly one of a seat's outright win, a shared win
    # (a tie the rules let stand) or no winner (a game stopped by a safeguard), so they sum to `games`.
    seats: int = 1
    seat_wins: Counter = field(default_factory=Counter)  # seat -> games it won alone
    shared: int = 0  # games won by several seats together
    seat_shared: Counter = field(default_factory=Counter)  # seat -> shared wins it took part in
    no_winner: int = 0  # games an engine safeguard stopped (`stopped_by_limit()`), or with every seat at 0
    stopped: int = 0  # of those, the games an engine safeguard stopped (the team's too): never a win

    def merge(self, other: "Tally") -> None:
        self.games += other.games
        self.wins += other.wins
        self.lengths.update(other.lengths)
        self.draws += other.draws
        self.failed += other.failed
        self.played.update(other.played)
        self.decisive.update(other.decisive)
        self.decides = self.decides or other.decides
        self.seats = max(self.seats, other.seats)
        self.seat_wins.update(other.seat_wins)
        self.shared += other.shared
        self.seat_shared.update(other.seat_shared)
        self.no_winner += other.no_winner
        self.stopped += other.stopped


def play_one(game, bot, game_seed: int, bot_seed: int, tally: Tally) -> None:
    state = game.new_initial_state(game_seed)
    bot.reseed(bot_seed)
    ahead = None
    turning_card = None
    draws = failed = 0
    played = tally.played
    # Bound once: this loop runs a few hundred thousand times a second.
    is_terminal, current_player, sample = state.is_terminal, state.current_player, state.sample_chance
    step = bot.step
    chance_kind = getattr(state, "chance_kind", None)
    team_ahead = getattr(state, "team_ahead", None)
    # Actions come from sample_chance() or legal_actions(), so a state may skip re-checking them.
    apply = getattr(state, "apply_legal", state.apply_action)
    while not is_terminal():
        if current_player() == CHANCE:
            kind = chance_kind() if chance_kind else "card"
            outcome = sample()
            apply(outcome)
            if kind != "roll":
                draws += 1
                if kind == "card-played":
                    played[outcome] += 1
            continue
        apply(step(state))
        event = getattr(state, "last", None)
        if not event or "card" not in event:
            continue
        if "again" in event:  # the same draw answered once more (a second try, a question passed on)
            continue
        if "failed" in event:
            failed += 1
            if "gave_up" not in event:
                continue
        card = event["card"]
        played[card] += 1
        if team_ahead is not None:
            now = team_ahead()
            if now != ahead:
                if ahead is not None:
                    turning_card = card
                ahead = now
    returns = state.returns()
    stopped = stopped_by_limit(state)  # an engine safeguard ended it: nobody won, whatever returns say
    tally.stopped += stopped
    if len(returns) == 1:  # a cooperative game: the team wins or loses
        won = returns[0] > 0 and not stopped
        tally.no_winner += stopped
    else:
        won = False
        tally.seats = len(returns)
        if stopped:
            tally.no_winner += 1
        else:
            count_result(returns, tally)
    tally.games += 1
    tally.wins += won
    # (a game may count the rounds a finished game took apart from the round it is in: `rounds_played`)
    tally.lengths[getattr(state, "rounds_played", getattr(state, "round", 0))] += 1
    tally.draws += draws
    tally.failed += failed
    if team_ahead is not None:
        tally.decides = True
    if turning_card is not None and ahead == won and not stopped:
        tally.decisive[turning_card] += 1


def count_result(returns: list[float], tally: Tally) -> None:
    """A competitive game's result: the seats with the best result win, if it is above 0 (a game
    stopped with every seat at 0 has no winner); one winner is an outright win, several share it."""
    best = max(returns)
    winners = [seat for seat, value in enumerate(returns) if value == best] if best > 0 else []
    if not winners:
        tally.no_winner += 1
    elif len(winners) == 1:
        tally.seat_wins[winners[0]] += 1
    else:
        tally.shared += 1
        tally.seat_shared.update(winners)


# The game and bot of this process, made once by `_setup` (in a pool: once per worker).
_table: tuple | None = None


def _setup(bundle: dict, options: dict[str, Any], bot_name: str, skill: float, seed: int) -> None:
    global _table
    from deckctl.engine import make_game

    game = make_game(bundle, **options)
    _table = (game, make_bot(bot_name, game, 0, skill), seed)


def _play_range(bounds: tuple[int, int]) -> Tally:
    game, bot, seed = _table
    tally = Tally()
    for index in range(*bounds):
        play_one(game, bot, derive(seed, index), derive(seed, index, 1), tally)
    return tally


def _ranges(games: int, jobs: int) -> Iterator[tuple[int, int]]:
    """The run cut into consecutive ranges of games: enough for a smooth progress bar and for every
    process to stay busy to the end, few enough that handing them out costs nothing noticeable.
    Made as they are handed out: a run of millions of games holds no list of its ranges."""
    parts = max(min(games, max(jobs * 4, 100)), -(-games // 250))  # and at most 250 games each
    for k in range(parts):
        start, end = games * k // parts, games * (k + 1) // parts
        if end > start:
            yield start, end


def run(bundle: dict, options: dict[str, Any], games: int, bot: str = "random", skill: float = 1.0,
        seed: int = 0, jobs: int = 1, progress: Callable[[int], None] | None = None) -> tuple[Tally, float]:
    """Play `games` games; returns the tally and the seconds it took (wall clock). `progress(n)` is
    called as each batch of `n` games is done. Ctrl-C (KeyboardInterrupt) and SIGTERM (Terminated)
    end the worker processes before they reach the caller; a worker that dies ends the others and
    raises WorkerDied."""
    setup = (bundle, options, bot, skill, seed)
    _setup(*setup)  # fails early on a bad bot or options, and is the table of a one-job run
    jobs = max(1, min(jobs, games or 1))
    started = time.perf_counter()
    tally = Tally()
    with stop_signals_raise():
        if jobs == 1:
            _collect(map(_play_range, _ranges(games, 1)), tally, progress)
        else:
            _run_pool(setup, _ranges(games, jobs), jobs, tally, progress)
        raise_if_stopped()  # (not a tally of games a stop had cut short, if its exception was lost)
    return tally, time.perf_counter() - started


def _run_pool(setup: tuple, ranges: Iterable[tuple[int, int]], jobs: int, tally: Tally,
              progress: Callable[[int], None] | None) -> None:
    """The ranges over a pool of `jobs` processes (deckctl.core.workers.Workers), a few handed out
    ahead of those being played. A worker that dies ends the others and raises WorkerDied; on any
    way out but the normal one, the workers are killed at once."""
    from itertools import islice

    from deckctl.core.workers import Workers

    todo = iter(ranges)
    with Workers(jobs, _setup, setup) as workers:
        finished = False
        try:
            running = {workers.pool.submit(_play_range, bounds) for bounds in islice(todo, 2 * jobs)}
            while running:
                done, running = workers.wait(running)
                for future in done:
                    part = workers.result(future)
                    tally.merge(part)
                    if progress:
                        progress(part.games)
                running |= {workers.pool.submit(_play_range, bounds) for bounds in islice(todo, len(done))}
            finished = True
        finally:
            if not finished:  # interrupted, terminated or broken: no worker plays on
                workers.kill()


def _collect(parts: Iterable[Tally], tally: Tally, progress: Callable[[int], None] | None) -> Tally:
    for part in parts:
        tally.merge(part)
        if progress:
            progress(part.games)
    return tally


def summary(tally: Tally, cards: list[dict], **context: Any) -> dict[str, Any]:
    """The report as JSON-ready data (the text report is drawn from it): the same games give the same
    report, so it holds nothing of how they were run (the time taken, the processes: see `timing`)."""
    # From the counts of each length: a list of every game's length would grow with the games.
    lengths = sorted(tally.lengths.items())
    counted = sum(count for _, count in lengths)
    mean = sum(rounds * count for rounds, count in lengths) / counted if counted else 0.0

    def quantile(q: float) -> int:
        """The length of the game at position int(q * games) in the sorted lengths."""
        if not counted:
            return 0
        position, seen = min(counted - 1, int(q * counted)), 0
        for rounds, count in lengths:
            seen += count
            if position < seen:
                return rounds
        return lengths[-1][0]

    # Decisive cards are known only for a game that says who is ahead (Knowledge?): elsewhere they
    # are None (null), not a misleading 0.
    decides = tally.decides
    per_card = []
    for index, card in enumerate(cards):
        played = tally.played.get(index, 0)
        decisive = tally.decisive.get(index, 0) if decides else None
        kind = card.get("category") or card.get("area") or card.get("subject") or card.get("kind") or ""
        rate = (round(decisive / played, 4) if played else 0.0) if decides else None
        per_card.append({"id": card["id"], "category": kind, "played": played, "decisive": decisive,
                         "decisive_rate": rate})
    if decides:
        per_card.sort(key=lambda c: (-c["decisive_rate"], -c["decisive"], c["id"]))
    else:
        per_card.sort(key=lambda c: (-c["played"], c["id"]))
    return {
        **context,
        "games": tally.games,
        **(_team_result(tally) if tally.seats == 1 else _seat_results(tally)),
        "rounds": {"mean": round(mean, 2), "min": lengths[0][0] if lengths else 0, "p10": quantile(0.1),
                   "median": quantile(0.5), "p90": quantile(0.9), "max": lengths[-1][0] if lengths else 0},
        "cards_drawn_per_game": round(tally.draws / tally.games, 2) if tally.games else 0.0,
        "replacements_per_game": round(tally.failed / tally.games, 3) if tally.games else 0.0,
        "decided_games": sum(tally.decisive.values()) if decides else None,
        "cards": per_card,
    }


def _team_result(tally: Tally) -> dict[str, Any]:
    """A cooperative game: the team's wins, with the 95% Wilson interval of the win rate, and the
    games an engine safeguard stopped (neither won nor lost: no winner, and `stopped`)."""
    low, high = wilson(tally.wins, tally.games)
    return {"wins": tally.wins, "win_rate": _rate(tally.wins, tally.games),
            "win_rate_ci95": [round(low, 4), round(high, 4)],
            "no_winner": tally.no_winner, "no_winner_rate": _rate(tally.no_winner, tally.games),
            "stopped": tally.stopped, "stopped_rate": _rate(tally.stopped, tally.games)}


def _seat_results(tally: Tally) -> dict[str, Any]:
    """A game with seats: outright wins per seat, shared wins and games without a winner; the counts
    sum to the games played, the rates to 1 (up to rounding). `seat_shared` says who took part in
    the shared wins and `stopped` how many of the games without a winner an engine safeguard
    stopped; neither is part of that sum."""
    seats = range(tally.seats)
    return {
        "seat_wins": [tally.seat_wins[seat] for seat in seats],
        "shared": tally.shared,
        "no_winner": tally.no_winner,
        "seat_win_rates": [_rate(tally.seat_wins[seat], tally.games) for seat in seats],
        "shared_rate": _rate(tally.shared, tally.games),
        "no_winner_rate": _rate(tally.no_winner, tally.games),
        "seat_shared": [tally.seat_shared[seat] for seat in seats],
        "stopped": tally.stopped,
        "stopped_rate": _rate(tally.stopped, tally.games),
    }


def _rate(count: int, games: int) -> float:
    return round(count / games, 4) if games else 0.0

