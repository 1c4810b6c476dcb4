"""Data nested past what libyaml itself reads (1,000 levels, in flow `[[[` or in block lists) is
the documented `too-deep` error at the place libyaml stopped, as data nested past MAX_DEPTH is:
it was a `yaml-syntax` "YAML cannot read the file from here"."""

from __future__ import annotations

import pytest

from deckctl.io.source import MAX_DEPTH, source_of_bytes

BLOCK = "".join(" " * level + "-\n" for level in range(1_001)) + " " * 1_001 + "x\n"


@pytest.mark.parametrize("text, at", [("[" * 1_100, (1, 1_001)), ("[" * 200_000, (1, 1_001)), (BLOCK, (1_000, 1_000))])
def test_nesting_libyaml_refuses_is_too_deep(text, at):
    [found] = source_of_bytes(text.encode(), "cards/a.yaml").diagnostics
    assert (found.code, (found.line, found.col)) == ("too-deep", at), found
    assert f"more than {MAX_DEPTH} levels deep" in found.message and found.hint
