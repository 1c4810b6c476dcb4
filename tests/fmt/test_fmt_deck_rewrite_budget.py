"""fmt (and `fmt --check`, `lint --fix`) rewrites at most MAX_DECK_REWRITE_BYTES of one deck's
files through ruamel.yaml in one run, the files in the layout, only checked, not counted: 12 card
files of 257 KB, each within MAX_REWRITE_BYTES, had taken `fmt --check` 103 s where validate takes
3.4 s. A file past it is left alone with a located error, and the next `fmt` goes on from it. Nor
does fmt read the card files validate does not read for MAX_CARDS: 12 files of 33,372 small cards
had taken `fmt --check` 101 s and passed. The limits are lowered here to keep the files small."""

from __future__ import annotations

import pytest
from deckfactory import questions, write_deck

from deckctl.core import deck_limits
from deckctl.io import rewrite
from deckctl.io.rewrite import format_file
from deckctl.validate import limits


def _card(card_id: str) -> str:
    return f"-   id: {card_id}\n    category: number\n    front: G?\n    back: C.\n    value: 2\n    # note\n"


def _formatted(deck, name: str) -> bool:
    return (deck / "cards" / f"{name}.yaml").read_text().startswith("- id: ")


def test_files_past_the_decks_rewrite_bytes_are_left_for_the_next_run(cli, tmp_path, monkeypatch):
    deck = write_deck(tmp_path, "knowledge", cards={f"{n}.yaml": _card(f"c-{n}") for n in "abc"}, board=False)
    budget = 2 * len(_card("c-a"))
    monkeypatch.setattr(rewrite, "MAX_DECK_REWRITE_BYTES", budget)
    run = cli("fmt", "--check", "deck", cwd=tmp_path)
    assert run.exception is None and run.exit_code == 1, run.stdout + run.stderr
    assert [line for line in run.stdout.splitlines() if ": error: " in line] == [
        f"deck/cards/c.yaml: error: not rewritten: the file is {len(_card('c-c')):,} bytes, and the deck's files "
        f"rewritten before it in this run already have {budget:,} of the {budget:,} deckctl rewrites of one deck "
        "in one run (fmt, lint --fix) [file-too-large]"]
    assert "hint: run `deckctl fmt` (or `lint --fix`) on the deck again" in run.stdout
    assert "deck/cards/b.yaml: would be reformatted" in run.stdout and "1 left alone" in run.stderr
    run = cli("fmt", "deck", cwd=tmp_path)
    assert run.exit_code == 1 and [_formatted(deck, n) for n in "abc"] == [True, True, False]
    # (a and b, which the quick check cannot tell for the comment inside their card, are known formatted)
    run = cli("fmt", "deck", cwd=tmp_path)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert [_formatted(deck, n) for n in "abc"] == [True, True, True]
    assert cli("fmt", "--check", "deck", cwd=tmp_path).exit_code == 0


def test_lint_fix_keeps_to_the_decks_rewrite_bytes_too(cli, tmp_path, monkeypatch):
    cards = {f"{n}.yaml": _card(f"c-{n}").replace("front: G?", "front: G  ?") for n in "abc"}
    deck = write_deck(tmp_path, "knowledge", cards=cards, board=False)
    monkeypatch.setattr(rewrite, "MAX_DECK_REWRITE_BYTES", 2 * len(cards["a.yaml"]))
    run = cli("lint", "--fix", "deck", cwd=tmp_path)
    assert run.exception is None and run.exit_code == 1, run.stdout + run.stderr
    assert "deck/cards/c.yaml: error: not rewritten: the file is" in run.stdout
    assert (deck / "cards" / "c.yaml").read_text() == cards["c.yaml"]
    assert "G  ?" not in (deck / "cards" / "a.yaml").read_text()


def test_card_files_past_max_cards_are_left_alone_with_validates_error(cli, tmp_path, monkeypatch):
    deck = write_deck(tmp_path, "knowledge", cards={f"{n}.yaml": _card(f"c-{n}1") + _card(f"c-{n}2") for n in "abc"})
    monkeypatch.setattr(limits, "MAX_CARDS", 3)
    monkeypatch.setattr(deck_limits, "MAX_CARDS", 3)
    validated = cli("validate", "deck", cwd=tmp_path)
    [too_many] = [line for line in validated.stdout.splitlines() if line.endswith("[too-many-cards]")]
    assert too_many.startswith("deck/cards/b.yaml:7:5: error: ")
    for args in (("fmt", "--check", "deck"), ("fmt", "deck")):
        run = cli(*args, cwd=tmp_path)
        assert run.exception is None and run.exit_code == 1, run.stdout + run.stderr
        errors = [line for line in run.stdout.splitlines() if ": error: " in line]
        assert errors == [too_many, "deck/cards/c.yaml: error: not formatted: the deck has more than 3 cards before "
                                    "this file, and its cards are not read [too-many-cards]"]
        assert "2 left alone" in run.stderr
    assert _formatted(deck, "a") and not _formatted(deck, "b") and not _formatted(deck, "c")


SHAPES = {  # each a Wissens-Spektrum card in fmt's layout, in a shape the quick check once sent to the round trip
    "blank lines between a card's keys": "- id: {id}\n  area: geography\n\n  questions:\n{questions}\n  source: x\n",
    "a \\t escape": "- id: {id}\n  area: geography\n  questions:\n{questions}  notes: \"Name\\tCapital\"\n",
    "flow lists in flow mappings": "- id: {id}\n  area: geography\n  questions:\n{flow}",
    # (and since 2026-12-04)
    "two blank lines in a row": "- id: {id}\n  area: geography\n\n\n  questions:\n{questions}\n\n\n  source: x\n",
    "a \\e escape and a no-break space": "- id: {id}\n  area: geography\n  questions:\n{questions}"
                                         "  notes: \"Name\\eCapital\"  # 10\u00a0km\n  source: 10\u00a0km\n",
    "flow mappings in flow mappings, empty lists": "- id: {id}\n  area: geography\n  tags: []\n  questions:\n{flow}"
                                                    "  source: {{url: x, by: {{name: y, also: []}}}}\n",
    "commented flow items after blank and comment lines": "- id: {id}\n  area: geography\n  questions:  # six\n"
                                                          "{gaps}",
}


@pytest.mark.parametrize("limit", ["MAX_DECK_REWRITE_BYTES", "MAX_REWRITE_BYTES"])
@pytest.mark.parametrize("shape", SHAPES)
def test_a_formatted_deck_past_the_rewrite_bytes_passes_without_the_cache(cli, tmp_path, monkeypatch, shape, limit):
    """A formatted deck of more than MAX_DECK_REWRITE_BYTES (or a card file of more than
    MAX_REWRITE_BYTES) failed `fmt --check` on every fresh checkout (a CI runner's) where its card
    files held a blank line between a card's keys, a `\\t` in a double-quoted text or flow lists in
    flow mappings: the quick check could not tell, and the files past the limit were left alone with
    `file-too-large` (a 1.67 MB Wissens-Spektrum deck of 12 files: 5 left alone, exit 1)."""
    flow = "".join(f"    - {{question: Question {n}?, answer: Answer {n}, accept: [A{n}, B{n}]}}\n" for n in range(1, 7))
    gaps = "".join(f"\n    # {n}\n    - {{question: Question {n}?, answer: Answer {n}}}  # checked\n" if n % 2 else
                   f"    - question: Question {n}?\n      answer: Answer {n}\n      accept:\n        - A{n}\n"
                   if n == 4 else f"    - [Question {n}?, Answer {n}]\n" for n in range(1, 7))
    cards = {f"{name}.yaml": "\n".join(SHAPES[shape].format(id=f"{name}-{n}", questions=questions(6), flow=flow, gaps=gaps)
                                       for n in range(1, 3)) for name in "abc"}
    for text in cards.values():
        assert format_file(_probe(tmp_path, text), quick=False).new == text  # in fmt's layout
    deck = write_deck(tmp_path, "wissens-spektrum", cards=cards)
    # (the deck's: room for one file's round trip, not a second; a file's: none)
    monkeypatch.setattr(rewrite, limit, len(cards["a.yaml"]) + (1 if limit == "MAX_DECK_REWRITE_BYTES" else -1))
    run = cli("fmt", "--check", "deck", cwd=tmp_path)
    assert run.exception is None and run.exit_code == 0, run.stdout + run.stderr
    assert [(deck / "cards" / name).read_text() for name in cards] == list(cards.values())


def _probe(folder, text: str):
    path = folder / "probe.yaml"
    path.write_text(text, encoding="utf-8")
    return path
