"""What every game's scenario runner checks the same way (tests/games/*/test_*_scenarios.py).

A refused action raises IllegalAction with the expected reason and leaves the state as it was; an
applied one keeps the invariants; a state survives a JSON round trip.
"""

from __future__ import annotations

import pytest

from deckctl.engine.core import IllegalAction


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
