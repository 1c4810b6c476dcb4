"""The rule registry: generic rules by module name, game rules through each game's plugin."""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache
from types import ModuleType

from deckctl.core.diagnostics import Diagnostic, Severity

# One module per generic rule, in deckctl/lint/rules/ (adding a rule: a module and a line here).
GENERIC = (
    "duplicate_question",
    "answer_in_question",
    "question_mark",
    "whitespace",
    "mis_encoded",
    "unprintable",
    "near_duplicate",
    "text_fits",
    "role_size",
    "missing_source",
    "placeholder",
)


@dataclass(frozen=True)
class Rule:
    id: str  # kebab-case, the diagnostic code of its findings
    severity: Severity  # the default; deckctl.toml may change it
    doc: str  # the module docstring: what it checks, why, a passing and a failing example
    check: Callable[..., Iterable[Diagnostic]]  # check(deck) -> findings
    game: str = ""  # the game it belongs to; "" for a generic rule
    whole_deck: bool = False  # judges the deck as a whole (balance): not run while some cards are invalid
    per_card: bool = False  # judges each card by itself: findings kept per card file (deckctl/lint/by_file.py)
    # check_cards(deck) -> (finding, card file, shared part or None) each, for a per-card rule whose
    # findings are not all located in their card's file, or are on a part many cards share
    check_cards: Callable | None = None
    settings: dict = field(default_factory=dict)  # name -> (default, lowest, highest), set in deckctl.toml
    fixed: bool = False  # its findings are what build refuses: neither turned off nor made milder
    # A rule across the decks linted together: gather(deck, shown) -> a small summary (JSON data),
    # made where the deck is loaded (maybe a worker); across(summaries) -> findings (maybe on a worker too).
    # group(game, language) -> which decks are compared with each other (None: all of them); the
    # summaries must carry "game" and "language", and across() of all summaries must give the
    # findings of each group in the order of its first deck (deckctl/lint/across.py runs groups early).
    gather: Callable | None = None
    across: Callable | None = None
    group: Callable | None = None

    @property
    def summary(self) -> str:
        return self.doc.strip().splitlines()[0] if self.doc.strip() else ""

    @classmethod
    def from_module(cls, module: ModuleType, game: str = "") -> "Rule":
        return cls(module.ID, Severity(getattr(module, "SEVERITY", "warning")), inspect.cleandoc(module.__doc__ or ""),
                   getattr(module, "check", _nothing), game, bool(getattr(module, "WHOLE_DECK", False)),
                   bool(getattr(module, "PER_CARD", False)), getattr(module, "check_cards", None),
                   dict(getattr(module, "SETTINGS", {})), bool(getattr(module, "FIXED", False)),
                   getattr(module, "gather", None), getattr(module, "across", None), getattr(module, "group", None))


def _nothing(deck):
    return ()


def rules_from(module: ModuleType, game: str = "") -> list[Rule]:
    """The rules a module holds: itself if it has an ID, else each `RULES` entry (a game's lints.py
    holds its rules as classes or submodules with the same attributes as a rule module)."""
    if hasattr(module, "ID"):
        return [Rule.from_module(module, game)]
    return [Rule.from_module(item, game) for item in getattr(module, "RULES", ())]


@cache
def generic_rules() -> tuple[Rule, ...]:
    return tuple(Rule.from_module(importlib.import_module(f"deckctl.lint.rules.{name}")) for name in GENERIC)


@cache
def game_rules(game_id: str) -> tuple[Rule, ...]:
    from deckctl import games

    plugin = games.get(game_id)
    if not plugin.lints:
        return ()
    return tuple(rules_from(importlib.import_module(plugin.lints), game_id))


def rules_for(game_id: str) -> list[Rule]:
    """Every rule that applies to a deck of `game_id`: the generic ones, then the game's own."""
    return [*generic_rules(), *game_rules(game_id)]


def all_rules() -> list[Rule]:
    from deckctl import games

    rules = list(generic_rules())
    for game_id in games.GAME_IDS:
        rules += game_rules(game_id)
    return rules


@cache
def fixed_rules() -> dict[str, Severity]:
    """The rules whose findings are what build refuses (`Rule.fixed`), by id, with their severity."""
    return {rule.id: rule.severity for rule in all_rules() if rule.fixed}
