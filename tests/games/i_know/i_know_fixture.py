"""The scenario file's cards as a bundle, and I know! states built from compact scenario specs."""

from __future__ import annotations

from pathlib import Path

from deckfactory import read_yaml
from games.scenario_checks import bundle_of

from deckctl.games.i_know.rules import STATE_FORMAT, IKnowGame

HERE = Path(__file__).parent
SCENARIOS = read_yaml(HERE / "scenarios.yaml")


def scenario_bundle() -> dict:
    cards = []
    for card in SCENARIOS["cards"]:
        if card.get("kind") == "announcement":
            cards.append({**card, "text": f"Announcement {card['id']}."})
        else:
            cards.append({"kind": "question", **card, "question": f"Question {card['id']}?",
                          "answer": f"answer {card['id']}"})
    return bundle_of("i-know", cards)


def state_json(game: IKnowGame, spec: dict) -> dict:
    """Full state JSON (the format `to_json` writes) from a scenario's compact `state`."""
    players = []
    given = spec.get("players", [])
    for seat in range(game.num_players):
        p = given[seat] if seat < len(given) else {}
        players.append({"square": p.get("square", 0), "miss": p.get("miss", 0), "nurse": p.get("nurse", False),
                        "hall_passes": p.get("hall_passes", 0), "extra_points": p.get("extra_points", 0),
                        "checks": dict(p.get("checks", {}))})
    return {
        "format": STATE_FORMAT,
        "bundle_sha256": game.bundle_sha256,
        "options": game.options(),
        "rng": [1234, 0],
        "phase": spec.get("phase", "roll"),
        "player": spec.get("player", 0),
        "players": players,
        "choices": list(spec.get("choices", [])),
        "subject": spec.get("subject"),
        "card": spec.get("card"),
        "used": sorted(set(spec.get("used", [])) | ({spec["card"]} if spec.get("card") else set())),
        "turns": spec.get("turns", 2),
        "turn_steps": spec.get("turn_steps", 0),
    }
