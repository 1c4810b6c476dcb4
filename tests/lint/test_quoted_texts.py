"""Lint findings quote a card's text cut short and marked (`…`): a long text is not echoed whole,
nor cut without a sign that it goes on."""

from __future__ import annotations

import json

from deckctl.core.quoted import shortened
from deckfactory import VALID_CARDS

LONG = "How many body segments does a spider have " + "and " * 200 + "why?"


def test_the_whitespace_rule_quotes_a_long_text_short(make_deck, cli):
    cards = VALID_CARDS["knowledge"].replace("front: How many body segments does a spider have?", f'front: "{LONG} "', 1)
    result = cli("lint", make_deck("knowledge", cards=cards), "--format", "json")
    [found] = [d for d in json.loads(result.stdout) if d["code"] == "whitespace"]
    assert found["message"] == f'the text ends with a space: "{shortened(LONG, 40)}"'
    assert found["message"].endswith('…"') and len(found["message"]) < 80
