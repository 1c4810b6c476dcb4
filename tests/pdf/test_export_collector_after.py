"""What `export pdf` and the proof's deck task build is left alive for the rest of the process in
part (caches, the deck until its caller drops it); the collector is off while they run and on
again after. Frozen before it is turned on, none of it is walked by the next collections (a
tenth of a large export's time otherwise, spent just before the process ends)."""

from __future__ import annotations

import gc
import shutil
from pathlib import Path

import pytest

YOUNG_LEFT = 20_000  # objects in the collected generations after a run: a bound far below the deck's


def _young() -> int:
    return len(gc.get_objects(0)) + len(gc.get_objects(1))


@pytest.fixture
def deck(tmp_path) -> Path:
    """The Wissens-Spektrum starter deck (120 cards, a German catalog)."""
    return Path(shutil.copytree(Path(__file__).parents[2] / "decks" / "wissens-spektrum-starter", tmp_path / "deck"))


def test_export_pdf_leaves_nothing_young_for_the_collector(deck, cli, tmp_path):
    gc.collect()
    run = cli("export", "pdf", deck, "--out", tmp_path / "cards.pdf")
    assert run.exit_code == 0, run.stderr
    assert _young() < YOUNG_LEFT


def test_the_proofs_deck_task_leaves_nothing_young_for_the_collector(deck, tmp_path, monkeypatch):
    from deckctl.proof.site import _deck_task

    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    gc.collect()
    entry, pending, _ = _deck_task(deck, tmp_path / "proof", 50)
    assert entry.drawn == 240 and not pending  # (120 cards, two languages)
    assert gc.isenabled() and _young() < YOUNG_LEFT
