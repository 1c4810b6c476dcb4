"""The bidirectional controls ("Trojan Source": U+202E RLO reverses the rest of a line on a terminal,
in a CI log or on a review page) reach no output raw: lint's findings in every format and play's
screens show them escaped (`\\u202e`), as they do the C0 and C1 control characters (diff's own
test: tests/diff/test_diff_escapes.py)."""

from __future__ import annotations

import json
import re

import pytest

from deckctl.engine.sources import bundle_from_deck, default_deck
from deckctl.export.bundle import content_hash
from deckfactory import VALID_CARDS

RAW = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
SPIDER = "front: How many body segments does a spider have?"


@pytest.mark.parametrize("fmt", ["text", "json", "github", "sarif"])
def test_lint_quotes_a_right_to_left_mark_escaped(make_deck, cli, fmt):
    # (an RLM passes validate, and the whitespace rule quotes the text)
    deck = make_deck("knowledge", cards=VALID_CARDS["knowledge"].replace(SPIDER, 'front: "How \\u05d0\\u200f many? "'))
    result = cli("lint", deck, "--format", fmt)
    assert "whitespace" in result.stdout
    assert not RAW.search(result.stdout) and "\u05d0\\u200f many" in result.stdout


def test_play_refuses_a_bundles_override_naming_it_escaped(cli, tmp_path):
    """A bundle is held to its deck's rules (export/bundle_checks.py): the override is refused, as
    validate refuses it in a deck, and named, never written raw."""
    bundle = bundle_from_deck(default_deck("knowledge"))
    for card in bundle["cards"]:
        card["front"] = "Who \u202eevil\u202c \u2067is\u2069 here?"
    bundle["sha256"] = content_hash(bundle)
    path = tmp_path / "bundle.json"
    path.write_text(json.dumps(bundle), encoding="utf-8")
    result = cli("play", "knowledge", "--bundle", path, "--seed", "1")
    assert result.exit_code == 1
    assert not RAW.search(result.stdout + result.stderr)
    assert "the text holds a control character (U+202E RLO)" in result.stderr
