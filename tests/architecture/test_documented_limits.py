"""Every limit deckctl holds an input to is named in docs/security.md: a new `MAX_...` constant in
a module that checks input fails this test until the page states it."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SECURITY = (ROOT / "docs" / "security.md").read_text(encoding="utf-8")

# The modules that hold inputs to limits (docs/security.md, "Limits").
LIMIT_MODULES = ["deckctl.io.source", "deckctl.export.pdf.art", "deckctl.export.pdf.icc",
                 "deckctl.export.pdf.art_limits", "deckctl.i18n.limits", "deckctl.sheet.limits",
                 "deckctl.sheet.xlsxparts", "deckctl.core.bounded_json", "deckctl.merge.driver",
                 "deckctl.merge.markers", "deckctl.core.finding_cap", "deckctl.engine.prompt",
                 "deckctl.cli.play", "deckctl.cli.simulate", "deckctl.validate.limits",
                 "deckctl.core.workers", "deckctl.core.deck_limits", "deckctl.lint.config",
                 "deckctl.games.knowledge.board", "deckctl.export.images", "deckctl.diff.limits",
                 "deckctl.build.cache", "deckctl.scaffold.init", "deckctl.engine.replay",
                 "deckctl.io.rewrite", "deckctl.core.manifest"]

# Art below 300 dpi is a print-quality warning, and a terminal narrower than MIN_WIDTH columns a
# notice before the game goes on: neither refuses anything. A Knowledge? board's ten spaces at
# least are a rule of the game, not a bound on input.
NOT_LIMITS = {"MIN_DPI", "MIN_WIDTH", "MIN_SPACES"}


def limits() -> list[tuple[str, str]]:
    return [(module, name) for module in LIMIT_MODULES for name in vars(importlib.import_module(module))
            if name.startswith(("MAX_", "MIN_")) and name.isupper() and name not in NOT_LIMITS]


@pytest.mark.parametrize("module, name", limits(), ids=lambda value: value)
def test_each_limit_is_documented(module, name):
    assert f"`{name}`" in SECURITY, f"{module}.{name} is not named in docs/security.md"


def test_the_modules_are_there():
    assert len(limits()) >= 30


@pytest.mark.parametrize("module, name", [("deckctl.lint.cache", "ENTRY_BYTES"), ("deckctl.proof.store", "RECORD_BYTES")])
def test_the_bounds_of_what_deckctl_keeps_are_documented_with_their_size(module, name):
    """A file deckctl keeps for itself (read_kept) is read up to a bound: the page gives it in MiB."""
    size = getattr(importlib.import_module(module), name)
    assert f"up to {size >> 20} MiB (`{name}`" in SECURITY
