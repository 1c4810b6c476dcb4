"""Knowledge?'s basic game shows its card without a number (`Card 1 of 6` counts the markers that
have moved), yet `Which marker gets the card?` read a number typed before the marker as the card's
number of the round, which the screen never shows: it equals the count only until a replacement
card comes. After one, `2 red` on the second `Card 1 of 6` placed the card and `3 white` on `Card 2
of 6` did too, where `2 white` there was refused. A number typed before the marker is now answered
about the marker every time, before and after a replacement card.

The deck makes a replacement early: its only blue space is the start, under the team marker, and
every card asks for blue, so the blue marker (ahead of which no other shows blue) cannot play one."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app

BOARD = """\
spaces:
{spaces}
start: 0
opponents_start: 8
harder_start: 14
markers: {{white: B, green: D, yellow: A, blue: E, red: C}}
"""
COLOURS = "blue yellow green white red yellow white green red white white yellow red green white white yellow green red " \
          "white white green yellow red white".split()
LETTERS = "ACEBD" * 5

TYPED = {"en": ("blue", "2 red", "1 red", "red", "2 white", "3 white", "quit"),
         "de": ("blau", "2 rot", "1 rot", "rot", "2 weiß", "3 weiß", "beenden")}
ONLY = {"en": ('Only the marker that gets the card is asked for: type "red".',
               'Only the marker that gets the card is asked for: type "white".'),
        "de": ("Gefragt ist nur der Marker, der die Karte bekommt: gebt „Rot“ ein.",
               "Gefragt ist nur der Marker, der die Karte bekommt: gebt „Weiß“ ein.")}
SHOWN = {"en": "Card {} of 6", "de": "Karte {} von 6"}
PROMPT = {"en": "Which marker gets the card? ", "de": "Welcher Marker bekommt die Karte? "}
REPLACED = {"en": "a replacement card comes", "de": "Ersatzkarte"}


def blue_deck(root, lang: str):
    root.mkdir()
    (root / "deck.yaml").write_text(f"format: 1\ngame: knowledge\nid: blue-deck\ntitle: Blue\nlanguage: {lang}\n"
                                    "version: 1.0.0\n", encoding="utf-8")
    spaces = "\n".join(f"  - {{letter: {letter}, colour: {colour}}}" for letter, colour in zip(LETTERS, COLOURS))
    (root / "board.yaml").write_text(BOARD.format(spaces=spaces), encoding="utf-8")
    (root / "cards").mkdir()
    (root / "cards" / "sky.yaml").write_text("".join(
        f"- id: sky-{n}\n  category: colour\n  front: Sky {n}.\n  back: Blue.\n  value: blue\n" for n in range(7)),
        encoding="utf-8")
    return root


@pytest.mark.parametrize("width", [60, 80])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_number_before_the_marker_is_never_a_card_number_past_a_replacement(tmp_path, lang, width):
    deck = blue_deck(tmp_path / "blue", lang)
    run = CliRunner().invoke(app, ["play", "knowledge", "--deck", str(deck), "--seed", "1"],
                             input="\n".join(TYPED[lang]) + "\n", env={"COLUMNS": str(width)})
    assert run.exit_code == 0, run.stdout[-800:]
    assert max(len(line) for line in run.stdout.splitlines()) <= width
    text = " ".join(run.stdout.split())
    assert REPLACED[lang] in text  # the blue marker's card was laid aside: a replacement card came
    # (the card each prompt asks about, as the screen counts it, and what the typed line got)
    chunks = run.stdout.split(PROMPT[lang])
    counts = [re.findall(SHOWN[lang].format(r"(\d)"), PROMPT[lang].join(chunks[:i]))[-1] for i in range(1, len(chunks))]
    answers = [" ".join(chunk.split("\n", 1)[1].split()) for chunk in chunks[1:]]
    assert counts == ["1", "1", "1", "1", "2", "2", "2"]
    red, white = ONLY[lang]
    # `2 red` on the replacement, shown as card 1 of 6 again, is the card's number of the round: refused
    # as `1 red` is; `3 white` on card 2 of 6 (the round's third card) as `2 white` is
    assert [answer[:len(red)] for answer in answers[1:3]] == [red, red]
    assert [answer[:len(white)] for answer in answers[4:6]] == [white, white]
    assert not answers[3].startswith(red)  # the marker alone places the card
