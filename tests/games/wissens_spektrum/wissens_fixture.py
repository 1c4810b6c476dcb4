"""The scenario deck as a bundle, and full states built from the compact specs in scenarios.yaml."""

from __future__ import annotations

import re
from pathlib import Path

from deckfactory import read_yaml
from games.scenario_checks import bundle_of

from deckctl.games.wissens_spektrum.rules import NUM_AREAS, WissensGame

HERE = Path(__file__).parent
SCENARIOS = read_yaml(HERE / "scenarios.yaml")
AREAS = [("general", "General knowledge", "pink"), ("geography", "Geography", "green"),
         ("history", "History", "blue"), ("art", "Art", "violet"), ("science", "Natural science", "yellow"),
         ("sport", "Sport", "red")]
CARDS_PER_AREA = 10  # the fewest three players need with the weak-area house rule (piles.py)
SPARES = re.compile(r"(.+)-(\d+)\.\.(\d+)")


def scenario_bundle(cards_per_area: int = CARDS_PER_AREA) -> dict:
    """Ten cards per area, named `<area>-<n>`; question k of a card reads `<card> q<k>`, answer `<card> a<k>`."""
    cards = []
    for area, _, _ in AREAS:
        for n in range(1, cards_per_area + 1):
            card_id = f"{area}-{n}"
            cards.append({"id": card_id, "area": area,
                          "questions": [{"question": f"{card_id} q{k}", "answer": f"{card_id} a{k}", "accept": []}
                                        for k in range(1, 7)]})
    areas = [{"id": i, "name": name, "colour": colour} for i, name, colour in AREAS]
    return bundle_of("wissens-spektrum", cards, deck={"areas": areas})


def expand(cards: list[str]) -> list[str]:
    """Card ids with ranges written out: `geography-5..10` is geography-5, geography-6, ..., geography-10."""
    out = []
    for card in cards:
        match = SPARES.fullmatch(card)
        out += [f"{match[1]}-{n}" for n in range(int(match[2]), int(match[3]) + 1)] if match else [card]
    return out


def state_json(game: WissensGame, spec: dict) -> dict:
    """Full state JSON (what `to_json` writes) from a scenario's compact `state`.

    `players`: one entry per seat ({space, cards, rings, must_leave, weak}; missing ones stand in
    the centre with nothing). `piles`: the order of an area's pile, `<area>-5..10` for a run of cards
    (cards not named anywhere else go to the piles in id order). `question`: {card, roll, first_roll, retried, passed_to, child_rolls}. `phase`, `seat`,
    `steps`, `turns`, `box` as in the state JSON.
    """
    players = []
    for seat in range(game.num_players):
        given = (spec.get("players") or [])[seat] if seat < len(spec.get("players") or []) else {}
        players.append({"space": given.get("space", -1), "cards": list(given.get("cards", [])),
                        "rings": list(given.get("rings", [])), "must_leave": given.get("must_leave", False),
                        "weak": given.get("weak")})
    box = [c["id"] for c in game.cards] if spec.get("box") == "all" else list(spec.get("box", []))
    taken = {c for p in players for c in p["cards"]} | set(box)
    question = None
    if spec.get("question"):
        q = spec["question"]
        card = q["card"]
        taken.add(card)
        question = {"area": game.cards[game.card_index[card]]["area"], "card": card,
                    "first_roll": q.get("first_roll", q.get("roll", 0)), "roll": q.get("roll", 0),
                    "retried": q.get("retried", False), "passed_to": q.get("passed_to", -1),
                    "child_rolls": q.get("child_rolls", [])}
    piles = {}
    given_piles = spec.get("piles", {})
    for area in range(NUM_AREAS):
        area_id = game.area_ids[area]
        taken |= set(expand(given_piles.get(area_id, [])))
    for area in range(NUM_AREAS):
        area_id = game.area_ids[area]
        if area_id in given_piles:
            piles[area_id] = expand(given_piles[area_id])
        else:
            piles[area_id] = [c["id"] for c in game.cards if c["area"] == area_id and c["id"] not in taken]
    return {
        "format": "deckctl-wissens-spektrum-state",
        "bundle_sha256": game.bundle_sha256,
        "options": game.options(),
        "rng": [1234, 0],
        "phase": spec.get("phase", "ask"),
        "box": box,
        "piles": piles,
        "players": players,
        "seat": spec.get("seat", 0),
        "question": question,
        "steps": spec.get("steps", 0),
        "turns": spec.get("turns", 0),
        "winner": spec.get("winner", -1),
    }
