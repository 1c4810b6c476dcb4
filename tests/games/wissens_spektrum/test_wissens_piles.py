"""How often a pile runs empty (piles.py), and the figures docs/rules/wissens-spektrum.md gives for it."""

from __future__ import annotations

import re
from pathlib import Path

from wissens_fixture import scenario_bundle

from deckctl.engine import simulate
from deckctl.engine.sources import load_for_game
from deckctl.games.wissens_spektrum import piles

DOC = Path(__file__).parents[3] / "docs" / "rules" / "wissens-spektrum.md"


def test_the_count_plays_the_games_simulate_plays():
    bundle = load_for_game("wissens-spektrum")
    for bot, skill in (("random", 1.0), ("knowledgeable", 0.5)):
        tally, _ = simulate.run(bundle, {"players": 6}, 60, bot, skill, seed=3, jobs=1)
        counted = piles.count(bundle, 60, bot, skill, 3, players=6)
        assert counted.games == 60 and counted.lengths == tally.lengths


def test_refills_are_counted():
    tally = piles.count(scenario_bundle(), 20, "random", 1.0, 1, players=6)  # four cards an area: piles run dry
    assert 0 < tally.with_refill <= tally.games <= tally.refills
    assert tally.ci95()[0] <= tally.share <= tally.ci95()[1]


def test_the_doc_gives_the_measured_figures_for_every_bot_and_player_count():
    text = DOC.read_text(encoding="utf-8")
    assert "how rarely" not in text
    assert "python -m deckctl.games.wissens_spektrum.piles --games 2000 --seed 1" in text
    header = "| players | random | skill 0.3 | skill 0.5 | skill 0.7 | skill 0.9 |"
    table = text.split(header)[1].split("\n\n")[0].strip().splitlines()[1:]
    rows = {int(line.split("|")[1]): [cell.strip() for cell in line.split("|")[2:-1]] for line in table}
    assert sorted(rows) == list(piles.PLAYERS) and all(len(cells) == len(piles.BOTS) for cells in rows.values())
    # one cell measured again (the cheapest: six players who know nine answers in ten)
    tally = piles.count(load_for_game("wissens-spektrum"), 2000, "knowledgeable", 0.9, 1, players=6)
    low, high = tally.ci95()
    assert rows[6][-1] == f"{tally.share:.1%} ({low:.1%}-{high:.1%}); {tally.refills / tally.games:.2f}"
    assert re.fullmatch(r"\d+\.\d% \(.*\); \d\.\d\d", rows[6][0])
