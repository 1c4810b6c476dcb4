"""`deckctl simulate`'s report as text, laid out for the width of the terminal it is shown on.

Each line is a label and its figures; figures that belong together (`seat 1 24.0%`, `median 12`)
are kept on one line, and a line too long for the width goes on under its figures, never breaking
inside a word. A card id has no space to wrap at and is always shown whole: the id column narrows
to what the width leaves, and an id longer than that stands on a line of its own, its figures on
the next line under the column.
"""

from __future__ import annotations

from deckctl.core.workflow_commands import inert
from deckctl.report.layout import wrap_phrases

LABEL = 11  # the label column: "no winner" and two spaces
MIN_ID = 8  # an id column narrower than this says nothing


def text(result: dict, top: int, width: int) -> str:
    """The report of `deckctl.engine.simulate.summary(...)`'s `result`, listing at most `top`
    decisive cards, in lines of at most `width` characters (where ids and numbers allow)."""
    lines = [_header(result, width)]
    if "seat_win_rates" in result:
        lines += _seat_results(result, width)
    else:
        low, high = result["win_rate_ci95"]
        lines.append(_line("win rate", width, f"{result['win_rate']:.1%}", f"(95% CI {low:.1%} to {high:.1%},",
                           f"{_n(result['wins'], 'win')})"))
        if result["no_winner"]:  # a cooperative game has no winner only when it was stopped
            lines.append(_line("stopped", width, f"{result['no_winner_rate']:.1%}",
                               f"({_n(result['no_winner'], 'game')}", "stopped by an engine safeguard:",
                               "no winner)"))
    rounds = result["rounds"]
    if rounds["max"]:
        lines.append(_line("rounds", width, f"mean {rounds['mean']:.1f},", f"median {rounds['median']},",
                           f"10-90% {rounds['p10']}-{rounds['p90']},", f"min {rounds['min']},",
                           f"max {rounds['max']}"))
    if result["cards_drawn_per_game"] and "seat_win_rates" not in result:  # Knowledge?'s card count
        lines.append(_line("cards", width, f"{result['cards_drawn_per_game']:.1f} drawn per game,",
                           f"{result['replacements_per_game']:.2f} unplayable (replaced)"))
    if result["decided_games"]:
        # (only cards that decided a game are listed: a long --top had listed `0 of 49 plays`, and
        # --top 0 left `most often decisive:` with nothing under it)
        listed = [card for card in result["cards"][:top] if card["decisive"]]
        lines.append(_line("decisive", width, f"{result['decided_games']} of {_n(result['games'], 'game')}",
                           "turned on one card" + (";" if listed else "."),
                           *(["most often decisive:"] if listed else [])))
        lines += _cards(listed, width)
    return inert("\n".join(lines))  # (a deck's name, in a CI log: deckctl.core.workflow_commands)


def timing(games: int, seconds: float, jobs: int, width: int) -> str:
    """The line on standard error: how many games, how long, on how many processes (no part of the
    report, which the same seed repeats whatever the clock and --jobs)."""
    speed = f", {games / seconds:.0f} games/s" if seconds > 0 else ""
    phrases = [_n(games, "game"), f"in {seconds:.2f} s", f"on {_n(jobs, 'job')}{speed}"]
    return wrap_phrases(phrases, width, "", "  ")


def _header(result: dict, width: int) -> str:
    """Deck · variant · bot · games · seed, broken between the parts, each part ending its line."""
    who = result["bot"] + (f" (skill {result['skill']:g})" if result["skill"] is not None else "")
    variant = ", ".join(name if value is True else f"{name}={value}"
                        for name, value in result["options"].items() if value is not False) or "basic"
    deck = result["deck"] + (f" ({result['language']})" if result.get("language") else "")
    parts = [deck, variant, f"bot {who}", _n(result["games"], "game"), f"seed {result['seed']}"]
    return wrap_phrases([part + " ·" for part in parts[:-1]] + parts[-1:], width, "", "  ")


def _seat_results(result: dict, width: int) -> list[str]:
    """Outright wins per seat, then shared wins, games an engine safeguard stopped and other games
    without a winner, when there were any: every game is counted once, so the figures printed sum
    to 100%."""
    rates = result["seat_win_rates"]
    wins = [f"seat {seat + 1} {rate:.1%}" + ("," if seat < len(rates) - 1 else "") for seat, rate in enumerate(rates)]
    lines = [_line("wins", width, *wins, "(won alone;", "the same bot", "in every seat)")]
    if result["shared"]:
        who = [f"seat {seat + 1} in {count}" for seat, count in enumerate(result["seat_shared"]) if count]
        who = [one + "," for one in who[:-1]] + [who[-1] + ")"]
        lines.append(_line("shared", width, f"{result['shared_rate']:.1%}",
                           f"({_n(result['shared'], 'game')}", "won together:", *who))
    stopped = result.get("stopped", result["no_winner"])  # (a result from before it was counted)
    if stopped:
        lines.append(_line("stopped", width, f"{stopped / result['games']:.1%}", f"({_n(stopped, 'game')}",
                           "stopped by an engine safeguard:", "no winner)"))
    if result["no_winner"] > stopped:
        others = result["no_winner"] - stopped
        lines.append(_line("no winner", width, f"{others / result['games']:.1%}", f"({_n(others, 'game')}",
                           "ended with every seat at 0)"))
    return lines


def _cards(cards: list[dict], width: int) -> list[str]:
    """The most often decisive cards in columns: id, kind, decisive of played, rate."""
    if not cards:
        return []
    kind = max(len(card["category"]) for card in cards)
    decisive = max(len(str(card["decisive"])) for card in cards)
    played = max(len(str(card["played"])) for card in cards)
    tails = [f" {card['category']:<{kind}} {card['decisive']:>{decisive}} of {card['played']:>{played}} "
             f"{'play ' if card['played'] == 1 else 'plays'} ({card['decisive_rate']:.2%})" for card in cards]
    room = max(width - 2 - max(len(tail) for tail in tails), MIN_ID)
    column = max((len(card["id"]) for card in cards if len(card["id"]) <= room), default=MIN_ID)
    lines = []
    for card, tail in zip(cards, tails):
        if len(card["id"]) <= column:
            lines.append(f"  {card['id']:<{column}}{tail}")
        else:  # shown whole, as it is typed (a cut id names no card): its figures go on under the column
            lines += [f"  {card['id']}", f"  {'':<{column}}{tail}"]
    return lines


def _n(count: int, word: str) -> str:
    """`1 game`, `2 games`."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def _line(label: str, width: int, *phrases: str) -> str:
    """`label` in its column and the phrases after it, wrapped under them."""
    return wrap_phrases(list(phrases), width, label.ljust(LABEL), " " * LABEL)
