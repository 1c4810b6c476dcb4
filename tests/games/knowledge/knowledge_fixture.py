"""The scenario file's board and cards as a bundle, and states built from compact scenario specs."""

from __future__ import annotations

from pathlib import Path

from deckfactory import read_yaml
from games.scenario_checks import bundle_of

from deckctl.games.knowledge.rules import MARKERS, KnowledgeGame

HERE = Path(__file__).parent
SCENARIOS = read_yaml(HERE / "scenarios.yaml")
DEFAULT_SPACES = {"team": 0, "white": 4, "green": 5, "yellow": 6, "blue": 7, "red": 8}


def scenario_bundle() -> dict:
    cards = [{**card, "front": f"Front of {card['id']}.", "back": f"Back of {card['id']}."}
             for card in SCENARIOS["cards"]]
    return bundle_of("knowledge", cards, board=SCENARIOS["board"])


def state_json(game: KnowledgeGame, spec: dict) -> dict:
    """Full state JSON (the format `to_json` writes) from a scenario's compact `state`."""
    size, start = game.size, game.start
    setup = spec.get("setup", True)
    markers = {}
    for name in MARKERS:
        given = spec.get("markers", {}).get(name, DEFAULT_SPACES[name] if (setup or name == "team") else None)
        if given is None:
            continue
        if isinstance(given, dict):
            markers[name] = {"space": given["space"], "progress": given["progress"]}
        else:
            markers[name] = {"space": given, "progress": (given - start) % size}
    stacks: dict[str, list[str]] = {}
    explicit = {int(k): v for k, v in spec.get("stacks", {}).items()}
    for name, place in markers.items():
        space = place["space"]
        if space in explicit:
            continue
        if str(space) in stacks:
            raise ValueError(f"{name} shares space {space}: give the order in `stacks`")
        stacks[str(space)] = [name]
    for space, names in explicit.items():
        stacks[str(space)] = list(names)
    all_ids = [card["id"] for card in game.cards]
    fillers = [i for i in all_ids if i.startswith("filler-")]
    moved = spec.get("moved", [])
    slots = {name: fillers[k] for k, name in enumerate(moved)}
    hand = list(spec.get("hand", []))
    discard = list(spec.get("discard", []))
    taken = set(hand) | set(discard) | set(slots.values())
    if "box" in spec:
        box = list(spec["box"])
        discard += [i for i in all_ids if i not in taken and i not in box]
    else:
        box = [i for i in all_ids if i not in taken]
    round_number = spec.get("round", 1)
    for name in MARKERS:  # markers not yet placed (before the setup) keep their defaults in JSON
        markers.setdefault(name, {"space": 0, "progress": 0})
    return {
        "format": "deckctl-knowledge-state",
        "bundle_sha256": game.bundle_sha256,
        "options": game.options(),
        "rng": [1234, 0],
        "setup_done": setup,
        "round": round_number,
        "markers": markers,
        "stacks": stacks,
        "box": box,
        "discard": discard,
        "hand": hand,
        "slots": slots,
        "moves": [1 if name in moved else 0 for name in MARKERS],
        "failures": spec.get("failures", 0),
        "ended": False,
        "won": False,
        "round_log": [[1] * 6 for _ in range(round_number - 1)],
        **({"replaced": spec["replaced"]} if "replaced" in spec else {}),
    }
