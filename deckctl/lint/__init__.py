"""The lint stage: advice on valid decks, beyond what the schema can say.

`lint(decks, config)` runs every enabled rule on every deck that validated and returns their
findings as diagnostics. Rules are modules: generic ones in `deckctl/lint/rules/`, game-specific
ones in `deckctl/games/<game>/lints.py`, reached through the game registry. Each rule module has an
`ID`, a default `SEVERITY`, a docstring (its documentation, with a passing and a failing example)
and `check(deck)`. Config (`deckctl.toml`) and suppression comments are in `config.py` and
`suppress.py`.

`check.py` is what the `validate` and `lint` commands run over many decks: each deck validated
and, when asked, linted in a worker process, an unchanged deck's findings taken from the cache of
checked decks (`cache.py`, which fmt uses too).
"""

from importlib import import_module

# The public names and the module each lives in, imported on first use: the checks `validate` runs
# (deckctl.lint.check) live in this package too, and need none of them.
_PUBLIC = {"LintConfig": "config", "find_config": "config", "load_config": "config",
           "Rule": "registry", "all_rules": "registry", "rules_for": "registry",
           "LintResult": "runner", "lint": "runner", "lint_paths": "runner"}

__all__ = sorted(_PUBLIC)


def __getattr__(name: str):
    if name not in _PUBLIC:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f"{__name__}.{_PUBLIC[name]}"), name)
