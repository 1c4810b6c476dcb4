"""A proof draws at most `MAX_PROOF_PICTURES` pictures (a card in one language), shared out among
its decks before any is loaded: a deck inside its own limits, 3,000 one-line cards and 32 catalogs
of only a header, had made 99,000 pictures and 1.4 GB of files. Tested with the limit made small."""

from __future__ import annotations

from pathlib import Path

from deckfactory import DECKS, write_deck

from deckctl.proof import limits

HEADER = "".join((DECKS / "knowledge-starter" / "locales" / "de.po").read_text(encoding="utf-8").splitlines(True)[:14])


def _cards(count: int) -> str:
    return "".join(f"- id: card-{n}\n  category: number\n  front: How many legs has animal {n}?\n  back: Four.\n"
                   f"  value: 4\n" for n in range(count))


def _deck(root: Path, name: str, cards: int, languages: tuple[str, ...] = ()) -> Path:
    deck = write_deck(root, "knowledge", _cards(cards), name=name)
    (deck / "deck.yaml").write_text((deck / "deck.yaml").read_text().replace("id: test-deck", f"id: {name}"))
    if languages:
        (deck / "locales").mkdir()
        for language in languages:
            (deck / "locales" / f"{language}.po").write_text(HEADER.replace("Language: de", f"Language: {language}"))
    return deck


def test_shares_give_each_deck_its_need_up_to_an_equal_part_of_what_is_left(tmp_path, monkeypatch):
    monkeypatch.setattr(limits, "MAX_PROOF_PICTURES", 20)
    small, large, translated = (_deck(tmp_path, "small", 3), _deck(tmp_path, "large", 30),
                                _deck(tmp_path, "translated", 5, ("de", "fr")))
    assert [limits._need(deck) for deck in (small, large, translated)] == [3, 30, 15]
    assert limits.picture_shares([small, translated]) == [None, None]  # (18: all of it fits)
    assert limits.picture_shares([large, small, translated]) == [9, 3, 8]  # (3, then 17 // 2 = 8, then 9)


def test_a_deck_past_its_share_is_drawn_in_its_own_language_first(tmp_path, monkeypatch, cli):
    monkeypatch.setattr(limits, "MAX_PROOF_PICTURES", 8)
    (tmp_path / ".git").mkdir()
    _deck(tmp_path / "decks", "translated", 6, ("de",))
    done = cli("proof", tmp_path / "decks", "--out", tmp_path / "site", "-j", "1")
    assert done.exit_code == 0, done.stdout + done.stderr
    assert "8 pictures drawn" in done.stderr and "4 not drawn: a proof draws at most" in done.stderr, done.stderr
    page = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert page.count('<figcaption>en: front, back') == 6 and page.count('<figcaption>de: front, back') == 2
    assert page.count("<figcaption>de: not drawn</figcaption>") == 4
    assert "4 of its pictures not drawn" in page
    again = cli("proof", tmp_path / "decks", "--out", tmp_path / "site", "-j", "1")
    assert "0 pictures drawn, 8 unchanged" in again.stderr and "4 not drawn" in again.stderr, again.stderr
