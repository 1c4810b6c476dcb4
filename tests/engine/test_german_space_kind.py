"""Wissens-Spektrum names a space by its number, area and shape: in German the shape stood alone
after the area ("Spieler 2 steht auf ( 0P) Allgemeinwissen, rund"), an adjective with nothing to
describe; it now says "rundes Feld" and "eckiges Feld", as the help does ("Auf einem runden Feld
...")."""

from __future__ import annotations

from deckctl.engine.words import pgettext, speaking


def test_a_space_s_shape_is_a_kind_of_space_in_german():
    with speaking("de"):
        shapes = pgettext("space", "round space"), pgettext("space", "rectangular space")
    assert shapes == ("rundes Feld", "eckiges Feld")


def test_a_space_reads_as_german_on_the_table():
    from rich.console import Console

    from deckctl.engine import make_game
    from deckctl.engine.sources import load_for_game
    from deckctl.games.wissens_spektrum.ui import space_text

    with speaking("de"):
        game = make_game(load_for_game("wissens-spektrum", language="de"))
        console = Console(width=60, color_system=None)
        with console.capture() as captured:
            console.print(space_text(game, 0))
            console.print(space_text(game, 9))
    assert captured.get().splitlines() == ["( 0P) Allgemeinwissen, rundes Feld", "[ 9B] Geschichte, eckiges Feld"]
