"""What every game's scenario runner checks the same way (tests/games/*/test_*_scenarios.py).

A refused action raises IllegalAction with the expected reason and leaves the state as it was; an
applied one keeps the invariants; a state survives a JSON round trip.
"""

from __future__ import annotations

import pytest

from deckctl.engine.core import IllegalAction
from deckctl.export.bundle import content_hash


def refused(state, action: int, expect: dict) -> bool:
    """True (after checking the refusal) when the scenario expects `action` to be refused."""
    if "refused" not in expect:
        return False
    before = state.to_json()
    assert state.illegal_reason(action) is not None
    with pytest.raises(IllegalAction, match=expect["refused"]):
        state.apply_action(action)
    assert state.to_json() == before, "a refused action must leave the state unchanged"
    return True


def apply_checked(state, action: int) -> None:
    state.apply_action(action)
    assert state.invariants() == []


def assert_round_trip(game, state) -> None:
    """Whatever happened, the state survives a JSON round trip."""
    data = state.to_json()
    assert game.state_from_json(data).to_json() == data


def bundle_of(game_id: str, cards: list[dict], deck: dict | None = None, **extra) -> dict:
    """A bundle of a scenario file's cards, as `deckctl bundle` would write it (sha256 included);
    `deck` adds to the deck header, `extra` to the bundle (a Knowledge? board, say)."""
    bundle = {"format": "deckctl-bundle", "format_version": 1, "game": game_id, "language": "en",
              "deck": {"format": 1, "game": game_id, "id": "scenarios", "title": "Scenarios",
                       "language": "en", "version": "1.0.0", **(deck or {})},
              "cards": cards, **extra}
    bundle["sha256"] = content_hash(bundle)
    return bundle
