"""The card each merge conflict falls in is found in one pass over the file: looking back from each
conflict to the `- id:` line before it read the file again for every one, and 20,000 marker lines
left in a card file took validate 93 s. Counted (lines matched against `- id:`), not timed."""

from __future__ import annotations

from deckfactory import write_deck

from deckctl.io import source
from deckctl.validate.deck import validate

CARD = "- id: {id}\n  category: letter\n  front: The first letter of a.\n  back: A.\n  value: A\n"


class _Counted:
    """source._CARD_ID, counting the lines it is asked to match."""

    def __init__(self, pattern):
        self.pattern, self.calls = pattern, 0

    def match(self, text):
        self.calls += 1
        return self.pattern.match(text)


def test_leftover_marker_lines_are_placed_in_their_cards_in_one_pass(tmp_path, monkeypatch):
    counted = _Counted(source._CARD_ID)
    monkeypatch.setattr(source, "_CARD_ID", counted)
    text = "<<<<<<< HEAD\n" + CARD.format(id="ours") + "=======\n  value: B\n>>>>>>> theirs\n"
    text += CARD.format(id="second") + "#\n" * 2_000 + ">>>>>>> theirs\n" * 2_000
    deck = write_deck(tmp_path, "knowledge", {"cards.yaml": text})
    findings = [d for d in validate([deck]).diagnostics if d.code == "merge-conflict"]
    assert findings[0].card_id == "ours" and {d.card_id for d in findings[1:50]} == {"second"}
    assert counted.calls < 2 * text.count("\n")  # (looking back from each: about 6 million)
