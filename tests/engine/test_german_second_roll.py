"""Wissens-Spektrum's second roll on a round space, in German: "Zweiter Wurf: 2: Frage 2." put two
colons after each other, the number hanging between them (seen playing at 60 columns); it now
says the roll as the first roll's line does ("Spieler 1 würfelt eine 3: Frage 3.")."""

from __future__ import annotations

from deckctl.engine.words import _, speaking

SECOND_ROLL = "The second roll is a {number}: question {number}."  # (its English said "Second roll: 2: question 2.")


def test_the_second_roll_says_the_number_it_rolled():
    with speaking("de"):
        said = _(SECOND_ROLL).format(number=2)
        again = _("The second roll is a {number} again: the turn passes.").format(number=2)
    assert said == "Der zweite Wurf ist eine 2: Frage 2."
    assert said.count(":") == 1 and again.startswith("Der zweite Wurf ist")
