"""The scenario file's cards as a bundle, and iKNOW states built from compact scenario specs."""

from __future__ import annotations

from pathlib import Path

from deckfactory import read_yaml
from games.scenario_checks import bundle_of

from deckctl.games.iknow.rules import LEVELS, SIGNS, IknowGame

HERE = Path(__file__).parent
SCENARIOS = read_yaml(HERE / "scenarios.yaml")


def scenario_bundle() -> dict:
    cards = []
    for card in SCENARIOS["cards"]:
        cards.append({**card, "question": f"Question of {card['id']}?",
                      "clues": [f"First clue of {card['id']}.", f"Second clue of {card['id']}.",
                                f"Third clue of {card['id']}."],
                      "answer": card.get("answer", f"Answer {card['id']}")})
    return bundle_of("iknow", cards)


def square_index(game: IknowGame, label: str) -> int:
    """"3.1" is the top square of the 3-chip level; "1.2" the second square of the 1-chip level."""
    level, row = (int(part) for part in str(label).split("."))
    return LEVELS.index(level) * game.squares_per_level + row - 1


def circle(label: str) -> tuple[int, int]:
    """"+2": the (+) circle of seat 2 -> (target, sign)."""
    return int(label[1:]), SIGNS.index(label[0])


def state_json(game: IknowGame, spec: dict) -> dict:
    """Full state JSON (the format `to_json` writes) from a scenario's compact `state`."""
    n = game.num_players
    all_ids = [card["id"] for card in game.cards]
    card = spec.get("card")
    used = list(spec.get("used", []))
    box = [i for i in all_ids if i != card and i not in used]
    squares = [None] * game.num_squares
    for seat, label in spec.get("iknow", {}).items():
        squares[square_index(game, label)] = int(seat)
    bets = [{"+": None, "-": None} for _ in range(n)]
    for seat, label in spec.get("ibet", {}).items():
        target, sign = circle(label)
        bets[target][SIGNS[sign]] = int(seat)
    answers = [None] * n
    for seat, word in spec.get("answers", {}).items():
        answers[int(seat)] = word == "right"
    phase = spec.get("phase", "place" if card else "category")
    return {
        "format": "deckctl-iknow-state",
        "bundle_sha256": game.bundle_sha256,
        "options": game.options(),
        "rng": [1234, 0],
        "round": spec.get("round", 1),
        "reader": spec.get("reader", 0),
        "phase": phase,
        "category": spec.get("category", game.cards[all_ids.index(card)]["category"] if card else "people"),
        "chooser": spec.get("chooser", spec.get("reader", 0) if phase == "category" else None),
        "card": card,
        "box": box,
        "used": used,
        "squares": squares,
        "bets": bets,
        "answers": answers,
        "points": spec.get("points", [1] * n),
        "ended": False,
        "winners": [],
    }
