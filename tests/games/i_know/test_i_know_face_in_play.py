"""Play shows what the printed card shows: every text I know!'s face draws on a side appears in the
terminal when that side is read (a question's front when it is asked, its back when the answer is
revealed; an announcement's two sides when it is drawn, since it is followed at once).

The texts come from the face itself (deckctl/games/i_know/face.py), run on a context that records
what it is asked to draw; so a text the face starts printing fails here until play shows it.
"""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from games import face_texts
from games.face_texts import drawn

from deckctl.i18n.labels import ENGLISH
from deckctl.games.i_know import ui
from deckctl.games.i_know.rules import SUBJECTS, subject_title

LABELS = ENGLISH
# A band too narrow for a subject's name prints its short form; play has room for the whole name.
SHORT_FORMS = {LABELS[f"{s}-short"]: subject_title(s) for s in SUBJECTS if f"{s}-short" in LABELS}




def printed(deck, item, side: str) -> list[str]:
    """What the players read on `side`, as play would word it: all drawn texts but the print tag
    (deck · id); the level badge's letter reads "level X", a short subject name its whole name."""
    ctx = drawn(deck, item, side)
    texts = []
    for text in ctx.texts:
        if text.startswith(f"{deck.id} · "):
            continue
        if text in ("A", "B", "C", "D"):
            text = f"level {text}"
        texts.append(SHORT_FORMS.get(text, text))
    return texts


def plain(text: str) -> str:
    """Spacing, case and `&`/`and` do not matter."""
    return " ".join(text.replace("&", "and").split()).lower()


@pytest.fixture(scope="module")
def starter():
    return face_texts.starter("i-know", players=2)


def asked(game, card: int) -> tuple[str, str]:
    """Play's screen for a question: (before the answer is revealed, all of it)."""
    state = game.new_initial_state(1)
    state.phase, state.player, state.subject, state.card = ui.ANSWER, 0, game.card_subject[card], card
    out = io.StringIO()
    lines = iter(["", "y"])
    ui.TablePlayers(Console(file=out, width=60, force_terminal=False), lambda: next(lines, None)).answer(state)
    text = plain(out.getvalue())
    return text.split("answer on the card")[0], text


def test_every_text_of_every_printed_card_is_shown_in_play(starter):
    deck, game, items = starter
    missing = []
    for item in items:
        card = game.card_index[item.key]
        if item.card.kind == "announcement":
            event = {"kind": "announcement", "player": 0, "card": card}
            front = back = plain(ui.describe(game.new_initial_state(1), event))
        else:
            front, back = asked(game, card)
        for side, shown in (("front", front), ("back", back)):
            missing += [(item.key, side, text) for text in printed(deck, item, side) if plain(text) not in shown]
    assert missing == []


def test_the_check_reads_the_level_grades_and_effect_from_the_face(starter):
    deck, _, items = starter
    by_id = {item.key: item for item in items}
    assert printed(deck, by_id["math-a-001"], "front") == ["Math", "core subject", "level A", "grades 1–2",
                                                           "What is 7 + 5?"]
    assert printed(deck, by_id["library-books-on-time"], "back") == ["ANNOUNCEMENT", "Move ahead 3"]
