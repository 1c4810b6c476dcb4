"""Every limit deckctl holds an input to is named in docs/security.md: a new `MAX_...` constant in
a module that checks input fails this test until the page states it."""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SECURITY = (ROOT / "docs" / "security.md").read_text(encoding="utf-8")

# Every module of deckctl is read for its `MAX_...` and `MIN_...` constants (assigned at its top
# level), so a limit added anywhere fails here until the page names it. These bound no input:
# terminal and table widths, typographic sizes, the ink limit, a face's smallest card (validate's
# `card-too-small`, a rule of the layout), a Knowledge? deck's and board's least sizes (rules of
# the game).
NOT_LIMITS = {"MIN_DPI", "MIN_WIDTH", "MIN_SPACES", "MIN_DECK", "MIN_ID", "MIN_BODY", "MIN_READABLE",
              "MIN_WORD", "MAX_INK", "MIN_CARDS", ("deckctl.games.wissens_spektrum.face", "MIN_CARD")}


def _constants(path: Path) -> list[str]:
    names = []
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
        names += [t.id for t in targets if isinstance(t, ast.Name)]
    return [name for name in names if name.startswith(("MAX_", "MIN_")) and name.isupper()]


def limits() -> list[tuple[str, str]]:
    found = []
    for path in sorted((ROOT / "deckctl").rglob("*.py")):
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        found += [(module, name) for name in _constants(path)
                  if name not in NOT_LIMITS and (module, name) not in NOT_LIMITS]
    return found


@pytest.mark.parametrize("module, name", limits(), ids=lambda value: value)
def test_each_limit_is_documented(module, name):
    assert re.search(rf"`(?:[\w.]+\.)?{name}`", SECURITY), f"{module}.{name} is not named in docs/security.md"


def test_the_modules_are_there():
    assert len(limits()) >= 100


@pytest.mark.parametrize("module, name", [("deckctl.lint.cache", "ENTRY_BYTES"), ("deckctl.proof.store", "RECORD_BYTES")])
def test_the_bounds_of_what_deckctl_keeps_are_documented_with_their_size(module, name):
    """A file deckctl keeps for itself (read_kept) is read up to a bound: the page gives it in MiB."""
    size = getattr(importlib.import_module(module), name)
    assert f"up to {size >> 20} MiB (`{name}`" in SECURITY
