"""The i18n commands that write catalogs (`extract`, `pseudo`, `update`) read a deck and wrote its
catalogs without the deck folder's lock that `deckctl new card`, `fmt`, `import sheet` and `lint
--fix` hold (deckctl/io/lock.py). They now read each deck again and write its catalogs under its
lock, one deck at a time.

Unlike those commands', their race with `new card` loses nothing reproducibly on the old code:
they write only locales/, and `new card` only cards/, each file whole, so a catalog worked out
before a card came is what an update run just before it gives (the next update adds the card).
The race test below therefore passes on the old code too; it guards that the lock costs no card
and no catalog. The held lock's `deck-locked` error fails on the old code."""

from __future__ import annotations

import pytest
import yaml
from decklock import cards_added_while, lock_held, numbered_cards, started
from deckfactory import MANIFESTS, write_deck

CARDS = 600


@pytest.mark.parametrize("command", [["update", "--lang", "de"], ["pseudo"]])
def test_catalogs_and_new_card_runs_meanwhile_keep_every_card(tmp_path, command):
    deck = write_deck(tmp_path, "knowledge", cards={"quiz.yaml": numbered_cards(CARDS)})
    writing = started(["i18n", *command, "deck"], tmp_path)
    added = cards_added_while(writing, tmp_path)
    out, err = writing.communicate(timeout=300)
    assert writing.returncode == 0 and "wrote deck/locales/" in err, out + err
    cards = yaml.safe_load((deck / "cards" / "quiz.yaml").read_text(encoding="utf-8"))
    assert [card["id"] for card in cards] == [f"quiz-{n:04d}" for n in range(1, CARDS + 1)] + added
    catalog = (deck / "locales" / ("de.po" if "update" in command else "en-XA.po")).read_text(encoding="utf-8")
    # (and the new cards' texts, where it ran after them)
    assert all(f'msgid "How many is {n}?"\n' in catalog for n in range(1, CARDS + 1))


@pytest.fixture
def held(tmp_path):
    """Two decks, the first one's folder locked by another process (this one, through a descriptor of its own)."""
    deck = write_deck(tmp_path, "knowledge", cards={"quiz.yaml": numbered_cards(3)})
    write_deck(tmp_path, "knowledge", cards={"quiz.yaml": numbered_cards(3)}, name="other",
               manifest=MANIFESTS["knowledge"].replace("id: test-deck", "id: other-deck"))
    with lock_held(deck):
        yield deck


@pytest.mark.parametrize("command", [["update", "--lang", "de"], ["pseudo"], ["extract"]])
def test_a_lock_held_too_long_is_one_clear_error(held, tmp_path, cli, monkeypatch, command):
    from deckctl.io import lock

    monkeypatch.setattr(lock, "MAX_LOCK_WAIT_SECONDS", 0.2)
    result = cli("i18n", *command, "other", "deck", cwd=tmp_path)
    assert result.exit_code == 1 and result.exception is None
    said = result.stdout + result.stderr
    assert said.count("[deck-locked]") == 1 and "deck: error: the deck is locked" in said
    assert "no catalog of it is written" in said
    assert not (held / "locales").exists()
    assert "wrote other/locales/" in result.stderr  # the deck before it is written, and said so


def test_status_takes_no_lock(held, tmp_path, cli, monkeypatch):
    from deckctl.io import lock

    monkeypatch.setattr(lock, "MAX_LOCK_WAIT_SECONDS", 0.2)
    result = cli("i18n", "status", "deck", cwd=tmp_path)
    assert "deck-locked" not in result.stdout + result.stderr
