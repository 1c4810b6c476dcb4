"""fmt leaves alone, unread, the card files validate does not read for the deck's bytes
(`MAX_DECK_BYTES`, in name order: the file that takes the card files over it and those after it),
with validate's `deck-too-large` error: a 7.8 MB card file of one card and comment lines, which
validate refuses in a second, had taken `fmt --check` 42 s (over 10 minutes before the comment
lines were joined in linear time). The limit is lowered here to keep the files small."""

from __future__ import annotations

import pytest
from deckfactory import write_deck

from deckctl.validate import limits

CANONICAL = "- id: c-1\n  category: number\n  front: F?\n  back: B.\n  value: 1\n  # note\n"
ODD = "-   id: c-2\n    category: number\n    front: G?\n    back: C.\n    value: 2\n    # note\n"


@pytest.fixture
def deck(tmp_path):
    return write_deck(tmp_path, "knowledge", cards={"a.yaml": CANONICAL, "b.yaml": ODD, "c.yaml": ODD.replace("c-2", "c-3")})


def _bytes_up_to(deck, name: str) -> int:
    return sum(len(path.read_bytes()) for path in sorted((deck / "cards").glob("*.yaml")) if path.name <= name)


def test_card_files_within_the_deck_bytes_are_formatted(cli, tmp_path, deck, monkeypatch):
    monkeypatch.setattr(limits, "MAX_DECK_BYTES", _bytes_up_to(deck, "c.yaml"))
    run = cli("fmt", "deck", cwd=tmp_path)
    assert run.exit_code == 0, run.stderr
    for name, card in (("b.yaml", "c-2"), ("c.yaml", "c-3")):
        assert (deck / "cards" / name).read_text().startswith(f"- id: {card}\n  category: number\n  front: G?\n")


def test_card_files_past_the_deck_bytes_are_left_alone(cli, tmp_path, deck, monkeypatch):
    monkeypatch.setattr(limits, "MAX_DECK_BYTES", _bytes_up_to(deck, "b.yaml") - 1)
    for args, refused in ((("fmt", "--check", "deck"), ("b", "c")), (("fmt", "deck"), ("b", "c")),
                          (("fmt", "deck/cards/c.yaml"), ("c",))):
        run = cli(*args, cwd=tmp_path)
        assert run.exit_code == 1
        for name in refused:
            assert f"deck/cards/{name}.yaml: error: the deck's card files hold more than" in run.stdout
        assert run.stdout.count("its cards are not read [deck-too-large]") == len(refused)
        assert "hint: split the deck into several decks" in run.stdout
        assert f"{len(refused)} left alone (errors above)" in run.stderr
        assert run.exception is None
    assert (deck / "cards" / "b.yaml").read_text() == ODD  # untouched
    assert (deck / "cards" / "a.yaml").read_text() == CANONICAL


@pytest.mark.parametrize("name", ["deck.yaml", "board.yaml"])
def test_a_deck_file_larger_than_a_deck_file_may_be_is_not_read(cli, tmp_path, deck, monkeypatch, name):
    """deck.yaml and board.yaml, which no deck byte count covers, are held to `MAX_FILE_BYTES` as
    validate holds them, before they are read: a sparse deck.yaml of 600 MB (a few KB in git) had
    been read whole, three times its size in memory, to be told it was too large to rewrite."""
    from deckctl.io import source

    monkeypatch.setattr(source, "MAX_FILE_BYTES", 4096)
    big = deck / name
    if not big.exists():
        big.write_text("", encoding="utf-8")
    with big.open("ab") as handle:  # (a hole: no bytes written, as a sparse file committed)
        handle.truncate(4097)
    before = big.stat().st_size
    run = cli("fmt", "--check", "deck", cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None
    assert f"deck/{name}: error: not formatted: the file is 4,097 bytes, and deck files may be at most 4,096 " \
           "[file-too-large]" in run.stdout
    assert big.stat().st_size == before
