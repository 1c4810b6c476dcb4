"""How a rule offers a mechanical repair: the finding carries it, `deckctl lint --fix` applies it (fix.py)."""

from __future__ import annotations

from dataclasses import replace

from deckctl.core.diagnostics import Diagnostic


def fix_of(diagnostic: Diagnostic, path: tuple, old: str, new: str) -> Diagnostic:
    """`diagnostic` carrying the repair of the text at `path` (its place in the file's data)."""
    return replace(diagnostic, extra={**diagnostic.extra, "fix": {"path": list(path), "old": old, "new": new}})
