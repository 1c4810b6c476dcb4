"""The engine protocol every game implements (see docs/engine.md).

A `Game` is built from a bundle and options and makes `State`s. A `State` is one moment of one
game: whose turn it is, what may be done, and how doing it changes the state. Actions and chance
outcomes are plain integers, so logs, bots and front ends share one vocabulary.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

# Special values of `current_player()`; seats are 0, 1, ...
CHANCE = -1
TERMINAL = -4


class IllegalAction(Exception):
    """An action the state refuses; the state is unchanged. `str(exc)` is the reason in plain words."""

    def __init__(self, action: int, reason: str):
        super().__init__(reason)
        self.action = action
        self.reason = reason


class StateError(Exception):
    """A serialised state that cannot be restored (wrong game, bundle or shape)."""


def check_bundle_game(bundle: dict, game_id: str, title: str) -> None:
    """A game is built only from a bundle of its own (ValueError naming the bundle's game, cut short)."""
    if bundle.get("game") != game_id:
        from deckctl.core.quoted import quoted

        raise ValueError(f"this is a bundle for {quoted(bundle.get('game'))}, not for {title}")


class CheckedApply:
    """Mixin for states: `apply_action` is `illegal_reason` then `apply_legal` (which the state defines)."""

    __slots__ = ()

    def apply_action(self, action: int) -> None:
        reason = self.illegal_reason(action)
        if reason is not None:
            raise IllegalAction(action, reason)
        self.apply_legal(action)


def saved_state_header(game: Game, state_format: str, rng: Any) -> dict[str, Any]:
    """The first keys of a state's JSON, the ones `check_saved_state` reads back (and the RNG)."""
    return {"format": state_format, "bundle_sha256": game.bundle_sha256, "options": game.options(),
            "rng": rng.to_json()}


def check_saved_state(data: Any, game: Game, state_format: str, what: str) -> None:
    """Refuse a saved state (StateError) that is not `state_format`, or was saved for another bundle or
    other options; `what` names it in the message ("a Knowledge? state"). A missing bundle_sha256 or
    options key is taken as this game's."""
    if not isinstance(data, dict) or data.get("format") != state_format:
        raise StateError(f"not {what} (expected \"format\": \"{state_format}\")")
    saved_for = data.get("bundle_sha256", game.bundle_sha256)
    if saved_for != game.bundle_sha256:
        raise StateError(f"the state was saved for bundle {str(saved_for)[:12]}..., "
                         f"this game's bundle is {game.bundle_sha256[:12]}...")
    if data.get("options", game.options()) != game.options():
        raise StateError(f"the state was saved with options {data.get('options')}, the game has {game.options()}")


class reading_state:
    """Turns the errors a saved state's fields raise while being read (KeyError, ValueError, TypeError
    and IndexError unless given) into StateError, naming the problem."""

    def __init__(self, *errors: type[BaseException]):
        self.errors = errors or (KeyError, ValueError, TypeError, IndexError)

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind, exc, traceback) -> bool:
        if kind is not None and issubclass(kind, self.errors):
            raise StateError(f"the state JSON is incomplete or names something unknown: {exc!r}") from None
        return False


def refuse_inconsistent(problems: list[str]) -> None:
    """StateError listing the broken invariants of a state just read, if there are any."""
    if problems:
        raise StateError("the state JSON is inconsistent: " + "; ".join(problems))


@runtime_checkable
class State(Protocol):
    game: "Game"

    def current_player(self) -> int:
        """A seat (0, 1, ...), CHANCE or TERMINAL."""

    def is_terminal(self) -> bool: ...

    def is_chance_node(self) -> bool: ...

    def legal_actions(self) -> list[int]:
        """The actions the current player may take (the chance outcomes at a chance node)."""

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """(outcome, probability) pairs at a chance node; probabilities sum to 1."""

    def sample_chance(self) -> int:
        """The outcome chance picks here, drawn from the RNG kept in the state."""

    def illegal_reason(self, action: int) -> str | None:
        """Why `action` may not be applied now, or None when it may."""

    def apply_action(self, action: int) -> None:
        """Apply an action or chance outcome; raises IllegalAction (state unchanged) if it is not legal."""

    # Optional: `apply_legal(action)`, the same without the legality check, for actions just taken
    # from legal_actions() or sample_chance(); simulation uses it when a state has it.

    def action_to_string(self, action: int) -> str: ...

    def returns(self) -> list[float]:
        """What each seat gets: at a terminal state the result, before it zeros."""

    # Optional: `stopped_by_limit()`, True at a terminal state that an engine safeguard (a game's
    # `max_rounds` or `max_turns` option) ended rather than the rules; a state without it never was.
    # Simulation counts such a game as one without a winner, whatever its returns (see `stopped_by_limit`).

    def clone(self) -> "State": ...

    def to_json(self) -> dict[str, Any]:
        """Everything needed to continue the game, the RNG included (plain JSON types)."""

    def invariants(self) -> list[str]:
        """Broken invariants in plain words (empty when all hold): the conformance test checks them."""


def stopped_by_limit(state: Any) -> bool:
    """Did an engine safeguard (`max_rounds`, `max_turns`) end this game rather than its rules? False
    for a state that does not say (the method is optional)."""
    method = getattr(state, "stopped_by_limit", None)
    return bool(method()) if method is not None else False


@runtime_checkable
class Game(Protocol):
    id: str
    num_players: int
    bundle_sha256: str

    def options(self) -> dict[str, Any]:
        """The options the game was made with, as JSON (they go into replay logs)."""

    def new_initial_state(self, seed: int) -> State: ...

    def state_from_json(self, data: dict[str, Any]) -> State: ...
