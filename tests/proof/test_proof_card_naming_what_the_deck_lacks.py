"""A card that loads but names what its deck does not have (a Wissens-Spektrum card whose `area:`
is mistyped) is an error validate reports (`unknown-area`); the proof drew every card of the deck
to measure its growth, the face looked the area up, and `proof`, `diff --html` and a running
`proof --serve` ended with an internal error (exit 70). Such a card is listed with its error and
not drawn; the deck's other cards are."""

from __future__ import annotations

import os
import shutil

import pytest
from deckfactory import VALID_CARDS, committed_deck, deckctl_in_process, write_deck
from proofpage import read

GOOD = VALID_CARDS["wissens-spektrum"]
MISTYPED = GOOD.replace("id: rivers", "id: lakes").replace("area: geography", "area: geographie")


def _findings(card) -> list[str]:
    return [finding["data-rule"] for finding in card.findings if finding["data-severity"] == "error"]


def test_the_card_is_listed_with_its_error_and_the_others_drawn(tmp_path, cli):
    deck = write_deck(tmp_path, "wissens-spektrum", {"cards.yaml": GOOD + MISTYPED})
    result = cli("proof", deck, "--out", tmp_path / "site", "-j", "1", cwd=tmp_path)
    assert result.exit_code == 1 and result.exception is None, result.stderr
    assert "unknown-area" in result.stdout + result.stderr
    rivers, lakes = read(tmp_path / "site" / "index.html").cards
    assert rivers.id == "rivers" and [p.side for p in rivers.pictures] == ["front", "back"]
    assert lakes.id == "lakes" and not lakes.pictures and _findings(lakes) == ["unknown-area"]


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_a_change_that_mistypes_an_area_is_shown_as_a_change(tmp_path):
    root = tmp_path / "repo"
    root.mkdir()
    deck, git = committed_deck(root, "wissens-spektrum")
    cards = next((deck / "cards").glob("*.yaml"))
    cards.write_text(cards.read_text(encoding="utf-8") + MISTYPED, encoding="utf-8")
    git("commit", "-qam", "a card whose area the deck lacks")
    result = deckctl_in_process("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "diff", cwd=root,
                                cache=tmp_path / "cache")
    assert result.exit_code == 0, result.stderr  # (a change that breaks a card is shown, not a failure)
    page = (tmp_path / "diff" / "index.html").read_text(encoding="utf-8")
    assert "not drawn: the card has errors there" in page and "unknown-area" in page


def test_a_running_server_shows_the_error_and_goes_on(tmp_path, monkeypatch):
    from deckctl.proof.serve import Server

    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    deck = write_deck(tmp_path, "wissens-spektrum", {"cards.yaml": GOOD})
    cards = deck / "cards" / "cards.yaml"
    server = Server([deck], tmp_path / "site", 0, 150, 1)
    try:
        page = server.listen()
        page.get_nowait()  # (hello)
        assert "; 0 errors," in server.page().decode()
        cards.write_text(GOOD + MISTYPED, encoding="utf-8")
        server.update(0, {os.path.realpath(cards)})
        sent = {}
        while not page.empty():
            sent.update({part["id"]: part["html"] for part in page.get_nowait()[1]["parts"]})
        assert "2 cards in 1 deck; 1 error," in sent["summary"]
        assert "unknown-area" in "".join(sent.values())
    finally:
        server.close()
