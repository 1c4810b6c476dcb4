"""The lint stage: advice on valid decks, beyond what the schema can say.

`lint(decks, config)` runs every enabled rule on every deck that validated and returns their
findings as diagnostics. Rules are modules: generic ones in `deckctl/lint/rules/`, game-specific
ones in `deckctl/games/<game>/lints.py`, reached through the game registry. Each rule module has an
`ID`, a default `SEVERITY`, a docstring (its documentation, with a passing and a failing example)
and `check(deck)`. Config (`deckctl.toml`) and suppression comments are in `config.py` and
`suppress.py`.
"""

from deckctl.lint.config import LintConfig, find_config, load_config
from deckctl.lint.registry import Rule, all_rules, rules_for
from deckctl.lint.runner import LintResult, lint, lint_paths

__all__ = ["LintConfig", "LintResult", "Rule", "all_rules", "find_config", "lint", "lint_paths", "load_config",
           "rules_for"]
