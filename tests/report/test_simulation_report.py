"""`deckctl simulate`'s report fits the terminal's width (60 columns and up): lines wrap between
figures, never inside a word, and a card id too long for its column stands whole on a line of its
own."""

from __future__ import annotations

import functools
import re

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app
from deckctl.report.simulation import text

RUNS = {
    "knowledge": ["simulate", "knowledge", "-n", "200", "--jobs", "1"],
    "i-know": ["simulate", "i-know", "-n", "300", "--jobs", "1", "--bot", "knowledgeable", "--skill", "0.6",
               "--players", "6", "--set", "max_rounds=20"],
}


@functools.cache
def report(game: str, columns: int) -> tuple[str, str]:
    """The game's run at that width, once a module: the simulation is seeded, so the width the
    tests share (400 columns, and knowledge's 100) gives the same report to each of them."""
    result = CliRunner().invoke(app, RUNS[game], env={"COLUMNS": str(columns)})
    assert result.exit_code == 0, result.output
    return result.stdout, result.stderr


@pytest.mark.parametrize("game", sorted(RUNS))
@pytest.mark.parametrize("columns", [60, 100])
def test_the_report_fits_the_width_and_wraps_between_words(game, columns):
    narrow, timing = report(game, columns)
    wide, _ = report(game, 400)
    for line in (narrow + timing).splitlines():
        assert len(line) <= columns, f"{len(line)} > {columns}: {line!r}\n{narrow}"
    # The same words in the same order: nothing cut or broken, only the line breaks moved.
    assert narrow.split() == wide.split()
    assert len(wide.splitlines()) <= len(narrow.splitlines())
    # Figures that belong together stay on one line.
    assert not re.search(r"(seat|median|mean|max|min)\n", narrow)
    assert not re.search(r"(?m)^ +\d+(\.\d+)?%,", narrow), narrow  # a seat's rate under another's name
    assert not re.search(r"(?m)^ +\(\w+\)$", narrow), narrow  # a word in brackets alone on its line


def test_at_a_wide_terminal_each_figure_is_on_one_line():
    out, _ = report("knowledge", 100)
    lines = out.splitlines()
    assert lines[0] == "knowledge-starter (en) · basic · bot random · 200 games · seed 0"
    assert lines[1].startswith("win rate   ") and lines[1].endswith(" wins)")
    assert any(line.startswith("decisive   ") and line.endswith("most often decisive:") for line in lines)


def _result(card_id: str) -> dict:
    return {"deck": "deck", "options": {}, "bot": "random", "skill": None, "games": 10, "seed": 0,
            "win_rate": 0.5, "win_rate_ci95": [0.2, 0.8], "wins": 5, "no_winner": 0, "no_winner_rate": 0.0,
            "rounds": {"mean": 9.0, "median": 9, "p10": 8, "p90": 10, "min": 7, "max": 11},
            "cards_drawn_per_game": 60.0, "replacements_per_game": 0.0, "decided_games": 3,
            "cards": [{"id": card_id, "category": "colour", "played": 1234, "decisive": 3, "decisive_rate": 0.0024},
                      {"id": "short", "category": "number", "played": 9, "decisive": 1, "decisive_rate": 0.1111}]}


def test_an_id_too_long_for_its_column_stands_whole_on_its_own_line_its_figures_under_the_column():
    long_id = "a-card-id-far-too-long-to-share-a-line-with-its-figures"
    narrow = text(_result(long_id), 10, 60).splitlines()
    assert all(len(line) <= 60 for line in narrow)
    assert f"  {long_id}" in narrow and "…" not in "\n".join(narrow)
    figures = narrow[narrow.index(f"  {long_id}") + 1]
    short = next(line for line in narrow if "number" in line)
    assert short.split()[0] == "short" and figures.split()[0] == "colour"
    assert figures.index("colour") == short.index("number")  # under the column of the ids that fit
    wide = text(_result(long_id), 10, 120)
    assert any(line.startswith(f"  {long_id} colour") for line in wide.splitlines()) and "…" not in wide


def test_only_cards_that_decided_a_game_are_listed_and_top_0_lists_none():
    """`--top 0` had left `most often decisive:` with nothing under it, and a long --top listed
    cards that decided nothing (`0 of 49 plays`) (found by an audit of `simulate`)."""
    result = _result("sky")
    result["cards"].append({"id": "never", "category": "letter", "played": 49, "decisive": 0, "decisive_rate": 0.0})
    listed = text(result, 10, 100)
    assert "most often decisive:" in listed and "never" not in listed and "sky" in listed
    none = text(result, 0, 100)
    assert none.splitlines()[-1].endswith("3 of 10 games turned on one card.") and "most often" not in none
