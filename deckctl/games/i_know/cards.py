"""I know! cards: school-subject questions by level, and announcement cards with an effect."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import AfterValidator, Discriminator, Field, Tag

from deckctl.core.fields import AcceptedAnswer, CardBase, ReadAloud, Strict, Text, non_empty_list, whole_number

CORE_SUBJECTS = ("math", "spelling", "language-arts", "science", "history", "geography")
OPTION_SUBJECTS = ("outdoor-education", "reading-library", "recreation-health",
                   "industrial-arts-home-economics")
Subject = Literal[CORE_SUBJECTS + OPTION_SUBJECTS]  # type: ignore[valid-type]
Level = Literal["A", "B", "C", "D"]
Square = Literal["principal-office", "recess-area", "nurse-office", "study-hall"]


def _not_zero(value: int) -> int:
    if value == 0:
        raise ValueError("0 would do nothing; use a non-zero number")
    return value


# Whole numbers in a range, zero excluded (the schema says the same with `not`).
def _non_zero_range(low: int, high: int):
    return Annotated[whole_number(ge=low, le=high), Field(json_schema_extra={"not": {"const": 0}}),
                     AfterValidator(_not_zero)]


# The announcement effects an engine executes. Each is one small, closed instruction.
class Move(Strict):
    """Move the token forward (positive) or back (negative) by `steps` squares."""
    type: Literal["move"]
    """The kind of effect: move the token."""
    steps: _non_zero_range(-6, 6)
    """Squares to move, -6 to 6 and not 0: forward when positive, back when negative."""


class GoTo(Strict):
    """Go straight to a named square; never earns the hall pass bonus."""
    type: Literal["go-to"]
    """The kind of effect: go to a named square."""
    square: Square
    """The square the token goes to."""


class MissTurn(Strict):
    """The player skips `turns` turns."""
    type: Literal["miss-turn"]
    """The kind of effect: skip turns."""
    turns: whole_number(ge=1, le=3)
    """How many turns the player skips, 1 to 3."""


class Points(Strict):
    """Add (or take away) points on the report card."""
    type: Literal["points"]
    """The kind of effect: add or take away points."""
    points: _non_zero_range(-20, 20)
    """Points added to the report card, -20 to 20 and not 0 (negative takes points away)."""


class RollAgain(Strict):
    """The player rolls again."""
    type: Literal["roll-again"]
    """The kind of effect: roll again."""


class AnswerQuestion(Strict):
    """Answer a question now, from `subject` or, with `any`, a subject the player picks."""
    type: Literal["answer"]
    """The kind of effect: answer a question now."""
    subject: Subject | Literal["any"]
    """The subject of the question, or any to let the player choose."""


Effect = Annotated[Union[Move, GoTo, MissTurn, Points, RollAgain, AnswerQuestion],
                   Field(discriminator="type")]


class QuestionCard(CardBase):
    kind: Literal["question"] = "question"
    """question (the default, may be left out) or announcement."""
    subject: Subject
    """The school subject: a core subject (math, spelling, language-arts, science, history, geography) or an option."""
    level: Level
    """The level: A (grades 1-2), B (3-4), C (5-6) or D (7-9)."""
    question: Text
    """The question as read out."""
    answer: Text
    """The answer as printed."""
    accept: non_empty_list(AcceptedAnswer) = None  # type: ignore[assignment]
    """Other answers the play mode counts as right (spellings, short forms)."""
    read_aloud: ReadAloud = None  # type: ignore[assignment]
    """Words of the question a reader reads out and the one who answers must not see (the word of a
    Spelling card): print shows the whole question, `deckctl play` leaves them out of the answerer's
    screen. They must appear in the question (in any case)."""


class AnnouncementCard(CardBase):
    kind: Literal["announcement"]
    """announcement: a card read out to the player, with an effect the engine carries out."""
    text: Text
    """What the card says, as read out."""
    effect: Effect
    """What happens: a mapping with a `type` (move, go-to, miss-turn, points, roll-again or answer) and its field."""


def _kind(value: object) -> str:
    if isinstance(value, dict):
        return value.get("kind", "question")
    return getattr(value, "kind", "question")


Card = Annotated[
    Union[Annotated[QuestionCard, Tag("question")], Annotated[AnnouncementCard, Tag("announcement")]],
    Discriminator(_kind),
]


def effect_text(effect: dict, labels: dict[str, str]) -> str:
    """What an announcement card's back says it does, in `labels`' language (the printed back and
    the terminal game both use it)."""
    kind = effect["type"]
    if kind == "move":
        steps = effect["steps"]
        return labels["steps-forward" if steps > 0 else "steps-back"].format(n=abs(steps))
    if kind == "go-to":
        return labels["go-to"].format(square=labels[effect["square"]])
    if kind == "miss-turn":
        turns = effect["turns"]
        return labels["miss-turn" if turns == 1 else "miss-turns"].format(n=turns)
    if kind == "points":
        return labels["points"].format(n=effect["points"])
    if kind == "roll-again":
        return labels["roll-again"]
    subject = effect["subject"]
    return labels["answer-subject"].format(subject=labels["any" if subject == "any" else subject])
