"""`load_deck(kept=...)`, as `proof --serve` loads a deck on every save: only the saved card file is
read and validated again, and the deck is the one a fresh load gives."""

from __future__ import annotations

from deckfactory import write_deck

from deckctl.validate.deck import load_deck

A = "- id: one\n  category: colour\n  front: The sky?\n  back: Blue.\n  value: blue\n"
B = "- id: two\n  category: colour\n  front: Snow?\n  back: White.\n  value: white\n"


def shown(deck) -> tuple:
    return ([d.to_json() for d in deck.diagnostics], [(ref.id, ref.source.display) for ref in deck.cards])


def test_only_the_saved_card_file_is_read_again(tmp_path):
    deck_dir = write_deck(tmp_path, "knowledge", {"a.yaml": A, "b.yaml": B})
    kept: dict = {}
    first = load_deck(deck_dir, kept=kept)
    (deck_dir / "cards" / "a.yaml").write_text(A.replace("value: blue", "value: mauve") + B)  # an error, a duplicate id
    again = load_deck(deck_dir, kept=kept)
    assert shown(again) == shown(load_deck(deck_dir))
    assert {"duplicate-id", "not-in-vocabulary"} <= {d.code for d in again.diagnostics}
    a, b = again.card_files
    assert b is first.card_files[1] and a is not first.card_files[0]  # b.yaml kept, a.yaml read again
    (deck_dir / "cards" / "b.yaml").unlink()
    assert shown(load_deck(deck_dir, kept=kept)) == shown(load_deck(deck_dir)) and len(kept) == 1
