"""fmt (and `fmt --check`, `lint --fix`) rewrites at most MAX_DECK_REWRITE_BYTES of one deck's
files through ruamel.yaml in one run, the files in the layout, only checked, not counted: 12 card
files of 257 KB, each within MAX_REWRITE_BYTES, had taken `fmt --check` 103 s where validate takes
3.4 s. A file past it is left alone with a located error, and the next `fmt` goes on from it. Nor
does fmt read the card files validate does not read for MAX_CARDS: 12 files of 33,372 small cards
had taken `fmt --check` 101 s and passed. The limits are lowered here to keep the files small."""

from __future__ import annotations

from deckfactory import write_deck

from deckctl.core import deck_limits
from deckctl.io import rewrite
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
