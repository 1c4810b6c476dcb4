"""The German table calls the board by one word, Spielplan, as its command `plan` does ("plan
(der Spielplan und wo alle stehen)"): Wissens-Spektrum's refusal of a space beyond the board said
"Das Spielbrett", the one place the word was another."""

from __future__ import annotations

from babel.messages.pofile import read_po

from deckctl.engine.words import LOCALES, _, speaking

NO_SUCH_SPACE = "The board has no space {space} (they are numbered 0 to {last}); choose one of {spaces}."


def test_the_refusal_of_a_space_off_the_board_says_spielplan():
    with speaking("de"):
        said = _(NO_SUCH_SPACE).format(space=30, last=29, spaces="1, 8")
    assert said == "Der Spielplan hat kein Feld 30 (die Felder gehen von 0 bis 29); wähle eines von 1, 8."


def test_no_german_text_of_the_table_says_spielbrett():
    with (LOCALES / "de.po").open("rb") as file:
        catalog = read_po(file, locale="de")
    texts = [text for message in catalog if message.id
             for text in (message.string if isinstance(message.string, tuple) else (message.string,))]
    assert len(texts) > 100 and not [text for text in texts if "Spielbrett" in text]
