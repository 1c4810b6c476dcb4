"""`make bench`'s live-proof measurement talks to `proof --serve` as the page does: a change to how
the page opens its event stream (its token) must not leave the benchmark waiting for events that
never come (it timed out after a minute when the stream began asking for the token)."""

import importlib.util
import sys
from pathlib import Path

import pytest
from deckfactory import write_deck

BENCH = Path(__file__).resolve().parents[2] / "bench"


@pytest.fixture
def bench():
    sys.path.insert(0, str(BENCH))  # (run.py imports its corpus module from beside it)
    try:
        spec = importlib.util.spec_from_file_location("bench_run", BENCH / "run.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules["bench_run"] = module  # (its dataclasses look their module up)
        spec.loader.exec_module(module)
        yield module
    finally:
        sys.modules.pop("bench_run", None)
        sys.path.remove(str(BENCH))


def test_a_save_is_seen_in_the_served_page(bench, tmp_path):
    deck = write_deck(tmp_path, "you-know-it")  # (the smallest deck with an `answer: ` to edit: the size is not tested)
    context = bench.Context(repeat=1, scratch=tmp_path / "scratch")
    context.scratch.mkdir()
    pictures, findings = bench._saved_to_page(context, deck, 1)
    assert len(pictures) == 1 and len(findings) == 1
    assert 0 < pictures[0] < 60 and 0 < findings[0] < 60
