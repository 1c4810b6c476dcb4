"""The scenario file's cards as a bundle, and states built from compact scenario specs."""

from __future__ import annotations

from pathlib import Path

from deckfactory import read_yaml
from games.scenario_checks import bundle_of

from deckctl.games.you_know_it.rules import (
    BET,
    KNOWS,
    PHASES,
    QUESTION,
    QUESTIONS,
    REVEAL,
    YouKnowItGame,
)

HERE = Path(__file__).parent
SCENARIOS = read_yaml(HERE / "scenarios.yaml")


def scenario_bundle() -> dict:
    cards = [{"id": f"c{i}", "questions": [{"question": f"Question {k} of card c{i}?", "answer": f"A{i}{k}"}
                                            for k in range(1, QUESTIONS + 1)]}
             for i in range(1, SCENARIOS["cards"] + 1)]
    cards[0]["questions"][0]["accept"] = ["alpha"]
    return bundle_of("you-know-it", cards)


def _fill(rows: list[list[int]], upto: int, value: int) -> None:
    for q in range(upto):
        rows[q] = [value if v == -1 else v for v in rows[q]]


def state_json(game: YouKnowItGame, spec: dict) -> dict:
    """Full state JSON (what `to_json` writes) from a scenario's compact `state`.

    Starts from a fresh game in round 1 with card c1 in play (unless `phase: draw`). Any key of the
    state JSON may be given. Predictions of the questions already written default to 0, answers of
    the questions already settled to right (1); `bets` lists [question, bettor, target, side];
    ticks and +1 chips are worked out from the table unless given.
    """
    n = game.num_players
    data = game.new_initial_state(0).to_json()
    data["rng"] = [1234, 0]
    phase = spec.get("phase", "question")
    if phase not in ("draw", "tiebreak-draw", "tiebreak-predict", "tiebreak-reveal", "over"):
        data["card"] = spec.get("card", "c1")
        data["box"] = [c for c in data["box"] if c != data["card"]]
    round_number = spec.get("round", 1)
    data["asker"] = (round_number - 1) % n
    for key, value in spec.items():
        if key != "bets":
            data[key] = value
    if "bonus_held" in spec and "bonus" not in spec and phase in ("draw", "question", "bet", "reveal"):
        data["bonus"][spec["bonus_held"]] = 2
    data["box"] = [c for c in data["box"] if c not in data["used"] and c not in (data["card"], data["tb_card"])]
    index = PHASES.index(phase)
    question = data["question"]
    predictions, answers = data["predictions"], data["answers"]
    first = (data["asker"] + 1) % n
    done = [(first + i) % n for i in range(data["pos"])]  # seats that acted already in this phase
    if index in (BET, REVEAL):
        _fill(predictions, QUESTIONS, 0)
        _fill(answers, question, 1)
        if index == REVEAL:
            answers[question] = [1 if s in done and a == -1 else a for s, a in enumerate(answers[question])]
    elif index == QUESTION:
        _fill(predictions, question, 0)
        predictions[question] = [0 if s in done and p == -1 else p for s, p in enumerate(predictions[question])]
    for q, bettor, target, side in spec.get("bets", []):
        data["bet_by"][q][target] = bettor
        data["bet_side"][q][target] = KNOWS if side == "knows" else 1
        own = data["chips"][bettor]
        kind = KNOWS if side == "knows" else 1
        if own[kind]:
            own[kind] = 0
        else:
            data["bonus"][bettor] -= 1
    if index in (BET, REVEAL) and "ticks" not in spec:
        ticks, won = [0] * n, [0] * n
        for q in range(question):
            count = sum(answers[q])
            for s in range(n):
                ticks[s] += answers[q][s] + (predictions[q][s] == count)
                bettor = data["bet_by"][q][s]
                if bettor >= 0 and (data["bet_side"][q][s] == KNOWS) == bool(answers[q][s]):
                    won[bettor] += 1
        data["ticks"], data["bets_won"] = ticks, won
    completed = round_number - (1 if phase in ("draw", "question", "bet", "reveal") else 0)
    if "round_scores" not in spec and completed > 0:
        data["round_scores"] = [[0] * n for _ in range(completed)]
        data["round_scores"][0] = list(spec.get("scores", [0] * n))
    if phase not in ("draw", "question", "bet", "reveal"):
        data["chips"] = [[0, 0] for _ in range(n)]
    return data
