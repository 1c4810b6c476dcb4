"""Knowledge?'s `Which marker gets the card?` asks for a marker alone (one card to place, shown
without a number), but a number typed before the marker got the answers of the strategic
variant's card prompt: `1 blue` on the round's second card, `Card 1 is no longer in hand; choose
2.`, and `5 blue`, `There is no card 5; choose 2.`, naming a card number the screen never showed.
It now says what the prompt asks for: the marker, the one typed where it is free, else why not."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app

TYPED = {"en": ("red", "1 blue", "5 bl", "3 red", "quit"), "de": ("rot", "1 blau", "5 bl", "3 rot", "beenden")}
SAID = {
    "en": ('Only the marker that gets the card is asked for: type "blue".',
           'Only the marker that gets the card is asked for: type "blue".',
           "Only the marker that gets the card is asked for. Red has already moved this round; free: white (B), "
           "green (D), yellow (A), blue (E) or team (T)."),
    "de": ("Gefragt ist nur der Marker, der die Karte bekommt: gebt „Blau“ ein.",
           "Gefragt ist nur der Marker, der die Karte bekommt: gebt „Blau“ ein.",
           "Gefragt ist nur der Marker, der die Karte bekommt. Rot hat in dieser Runde schon gezogen; frei: "
           "Weiß (B), Grün (D), Gelb (A), Blau (E) oder Team (T)."),
}
CARD_WORDS = ("no longer in hand", "There is no card", "schon gelegt", "Es gibt keine Karte")


@pytest.mark.parametrize("width", [60, 80])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_number_before_the_marker_is_answered_about_the_marker(lang, width):
    # seed 1: red takes the round's first card; the second card's prompt gets a number before a marker
    run = CliRunner().invoke(app, ["play", "knowledge", "--lang", lang, "--seed", "1"],
                             input="\n".join(TYPED[lang]) + "\n", env={"COLUMNS": str(width)})
    assert run.exit_code == 0, run.stdout[-500:]
    assert max(len(line) for line in run.stdout.splitlines()) <= width
    prompt = "Which marker gets the card? " if lang == "en" else "Welcher Marker bekommt die Karte? "
    answers = [" ".join(chunk.split("\n", 1)[1].split()) for chunk in run.stdout.split(prompt)[2:5]]
    assert [answer[:len(said)] for answer, said in zip(answers, SAID[lang])] == list(SAID[lang])
    assert not any(words in run.stdout for words in CARD_WORDS)
