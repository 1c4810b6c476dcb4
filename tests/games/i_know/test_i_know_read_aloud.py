"""Words read aloud (`read_aloud`, docs/format.md): the word of a Spelling card never reaches the
speller's screen before the answer, in English and in German; at a terminal several people share,
the reader alone is shown the whole question; print still shows it whole; the words must be words
of the question, in the source and in a translation."""

from __future__ import annotations

import io
import re
from contextlib import contextmanager

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app
from deckctl.engine import make_game
from deckctl.engine.aloud import GAP, unspoken
from deckctl.engine.prompt import table_console
from deckctl.engine.seats import BotSeats
from deckctl.engine.sources import load_for_game
from deckctl.engine.words import speaking
from deckctl.games.i_know import ui
from deckctl.games.i_know.rules import ANSWER, RIGHT

# The person's prompts: (answer prompt, subject prompt, the speller's line, Spelling's name, yes).
WORDS = {
    "en": ("Your answer (Enter: aloud): ", "Subject (", "asks Player 1:", "Spelling", "y"),
    "de": ("Deine Antwort (Enter: mündlich): ", "Fach (", "fragt Spieler 1:", "Rechtschreibung", "j"),
}


def spelling_words(lang: str) -> list[str]:
    bundle = load_for_game("i-know", language=None if lang == "en" else lang)
    return [card["read_aloud"] for card in bundle["cards"] if card.get("read_aloud")]


class Speller:
    """Player 1 against a bot: chooses Spelling wherever it is offered, answers aloud, says right."""

    def __init__(self, lang: str, screen: io.StringIO):
        self.answer, self.subject, _, self.spelling, self.yes = WORDS[lang]
        self.screen = screen

    def __call__(self) -> str:
        text = self.screen.getvalue()[-2000:]
        if text.endswith(self.answer):
            return "\n"
        if text.endswith("] "):
            return self.yes + "\n"
        if self.subject in text.splitlines()[-1]:
            offered = text[text.rindex("\n", 0, text.rindex(self.subject) - 1):]
            return (self.spelling.lower() if self.spelling in offered else "1") + "\n"
        return "1\n"  # another player to send to the Recess Area


def script(lang: str, seed: int) -> str:

    game = make_game(load_for_game("i-know", language=None if lang == "en" else lang), players=2, max_rounds=30)
    screen, typed = io.StringIO(), []
    speller = Speller(lang, screen)

    def read_line() -> str:
        typed.append(speller())
        return typed[-1]

    with speaking(lang):
        assert ui.play(game, seed, table_console(file=screen, width=60, color_system=None), read_line, None,
                       bots=BotSeats(game, "knowledgeable", 0.75, 1, seed)) == 0
    return "".join(typed)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_spelling_word_appears_on_the_spellers_screen_before_the_answer(lang):
    answer_prompt, _, asked, _, _ = WORDS[lang]
    words = spelling_words(lang)
    assert len(words) == 8
    run = CliRunner().invoke(app, ["play", "i-know", "--lang", lang, "--seed", "3", "--players", "2", "--bots", "1",
                                   "--set", "max_rounds=30"], input=script(lang, 3), env={"COLUMNS": "60"})
    assert run.exit_code == 0, run.stdout[-2000:]
    text = run.stdout
    hidden = 0
    # Each question asked of the person, up to the answer typed: the speller's screen.
    for match in re.finditer(re.escape(asked) + r"(.*?)" + re.escape(answer_prompt), text, re.S):
        # The reader is the bot, which cannot say the word: the note under the question gives it
        # (test_a_bot_reader_gives_the_person_the_word), and nothing else on the screen does.
        screen, _, said = match.group(1).partition(GAP + ": Player 2" if lang == "en" else GAP + ": Spieler 2")
        hidden += GAP in screen
        leaked = [word for word in words if re.search(rf"\b{re.escape(word)}\b", screen, re.IGNORECASE)]
        assert leaked == [], screen
    assert hidden >= 2, "no Spelling card was asked of the person"
    assert "The whole question:" in text or "Die ganze Frage:" in text  # shown after the answer


def test_a_bot_speller_is_shown_the_whole_question_and_its_reader_reads_it():

    game = make_game(load_for_game("i-know"), players=2)
    card = next(i for i, c in enumerate(game.cards) if c.get("read_aloud") == "JUMP")
    state = spelling_state(game, card, player=1)
    out = io.StringIO()
    players = ui.TablePlayers(table_console(file=out, width=60, force_terminal=False), lambda: None,
                              BotSeats(game, "knowledgeable", 0.75, 1, 1))
    players.show_bot_move(state, RIGHT)
    assert 'Spell the word JUMP, as in "I can jump high."' in out.getvalue()
    assert GAP not in out.getvalue()


def spelling_state(game, card: int, player: int = 0):
    state = game.new_initial_state(1)
    state.phase, state.player, state.subject, state.card = ANSWER, player, game.card_subject[card], card
    return state


class AtTerminal:
    """A `read_line` with a person at a terminal: the hand-overs and the clearing happen."""

    interactive = True

    def __init__(self, lines: list[str]):
        self.lines = lines

    def __call__(self) -> str | None:
        return self.lines.pop(0) if self.lines else None

    @contextmanager
    def unechoed(self):
        yield


def test_at_a_shared_terminal_the_reader_alone_sees_the_word_and_the_screen_is_cleared():

    game = make_game(load_for_game("i-know"), players=2)
    card = next(i for i, c in enumerate(game.cards) if c.get("read_aloud") == "NECESSARY")
    out = io.StringIO()
    console = table_console(file=out, width=60, force_terminal=True, color_system=None)
    # Enter for P1 (the reader) to take the keyboard, Enter once read, Enter for P2, the answer, Enter.
    players = ui.TablePlayers(console, AtTerminal(["\n", "\n", "\n", "necessary\n", "\n"]))
    assert players.answer(spelling_state(game, card, player=1)) == RIGHT
    text = out.getvalue()
    clear = text.index("\x1b[2J")
    reader, speller = text[:clear], text[clear:]
    assert "Pass the keyboard to Player 1" in reader and "NECESSARY" in reader
    assert "Player 1, read this aloud, then press Enter." in reader
    before_answer = speller[:speller.index("The whole question")]
    assert "Pass the keyboard to Player 2" in before_answer
    assert "necessary" not in before_answer.lower() and f'Spell the word {GAP}, as in "A coat is {GAP}' in before_answer
    assert "Player 1 reads these words aloud." in before_answer


def test_print_still_shows_the_whole_question():
    from games.face_texts import drawn, starter

    deck, _, items = starter("i-know", players=2)
    item = next(item for item in items if item.key == "spelling-c-001")
    assert item.card.read_aloud == "NECESSARY"
    assert 'Spell the word NECESSARY, as in "A coat is necessary in winter."' in drawn(deck, item, "front").texts


def test_the_gap_takes_every_occurrence_in_any_case():
    assert unspoken('Spell the word JUMP, as in "I can jump high."', "JUMP") == \
        f'Spell the word {GAP}, as in "I can {GAP} high."'
    assert unspoken("Buchstabiere NÄMLICH: es regnet nämlich.", "nämlich") == f"Buchstabiere {GAP}: es regnet {GAP}."
    assert unspoken("What is 7 + 5?", None) == "What is 7 + 5?"


SPELLING = """\
- id: spelling-a-001
  subject: spelling
  level: A
  question: Spell the word JUMP, as in "I can jump high."
  read_aloud: {words}
  answer: jump
"""


def test_words_the_question_lacks_are_an_error_at_the_key(make_deck, cli):
    deck = make_deck("i-know", cards=SPELLING.format(words="JUMPS"))
    run = cli("validate", deck)
    assert run.exit_code == 1
    assert re.search(r"cards\.yaml:5:\d+: error: card `spelling-a-001`: .*`JUMPS` is not in the question", run.stdout)
    assert "Value error" not in run.stdout
    assert cli("validate", make_deck("i-know", cards=SPELLING.format(words="jump"), name="ok")).exit_code == 0


def test_a_translation_must_name_words_of_the_translated_question(make_deck, cli):
    deck = make_deck("i-know", cards=SPELLING.format(words="JUMP"))
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    catalog = deck / "locales" / "de.po"
    text = catalog.read_text(encoding="utf-8")
    text = text.replace('msgid "Spell the word JUMP, as in \\"I can jump high.\\""\nmsgstr ""',
                        'msgid "Spell the word JUMP, as in \\"I can jump high.\\""\n'
                        'msgstr "Buchstabiere das Wort HAUS, wie in „Unser Haus hat ein Dach.“"')
    catalog.write_text(text.replace('msgid "jump"\nmsgstr ""', 'msgid "jump"\nmsgstr "Haus"'), encoding="utf-8")
    refused = cli("validate", deck)  # the German question no longer holds JUMP
    assert refused.exit_code == 1 and "`JUMP` is not in the question" in refused.stdout
    catalog.write_text(catalog.read_text(encoding="utf-8").replace('msgid "JUMP"\nmsgstr ""', 'msgid "JUMP"\nmsgstr "HAUS"'),
                       encoding="utf-8")
    assert cli("validate", deck).exit_code == 0


@pytest.mark.parametrize("lang, said", [("en", "it is: JUMP"), ("de", "es lautet: JUMP")])
def test_a_bot_reader_gives_the_person_the_word(lang, said):
    """A bot cannot read the word aloud: the person answering gets it on the screen (what a person
    reading would have said), or nobody could spell it."""

    game = make_game(load_for_game("i-know"), players=2)
    card = next(i for i, c in enumerate(game.cards) if c.get("read_aloud") == "JUMP")
    out = io.StringIO()
    players = ui.TablePlayers(table_console(file=out, width=60, force_terminal=False), lambda: None,
                              BotSeats(game, "knowledgeable", 0.75, 1, 1))  # Player 2, the reader, is a bot
    with speaking(lang):
        players.show_question(spelling_state(game, card, player=0))
    text = " ".join(out.getvalue().split())
    assert f"Spell the word {GAP}" in text and said in text
