"""I know! cards: school-subject questions by level, and announcement cards with an effect."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import AfterValidator, Discriminator, Field, Tag

from deckctl.core.fields import CardBase, Strict, Text, non_empty_list

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
    return Annotated[int, Field(ge=low, le=high, json_schema_extra={"not": {"const": 0}}),
                     AfterValidator(_not_zero)]


# The announcement effects an engine executes. Each is one small, closed instruction.
class Move(Strict):
    """Move the token forward (positive) or back (negative) by `steps` squares."""
    type: Literal["move"]
    steps: _non_zero_range(-6, 6)


class GoTo(Strict):
    """Go straight to a named square; never earns the hall pass bonus."""
    type: Literal["go-to"]
    square: Square


class MissTurn(Strict):
    type: Literal["miss-turn"]
    turns: Annotated[int, Field(ge=1, le=3)]


class Points(Strict):
    """Add (or take away) points on the report card."""
    type: Literal["points"]
    points: _non_zero_range(-20, 20)


class RollAgain(Strict):
    type: Literal["roll-again"]


class AnswerQuestion(Strict):
    """Answer a question now, from `subject` or, with `any`, a subject the player picks."""
    type: Literal["answer"]
    subject: Subject | Literal["any"]


Effect = Annotated[Union[Move, GoTo, MissTurn, Points, RollAgain, AnswerQuestion],
                   Field(discriminator="type")]


class QuestionCard(CardBase):
    kind: Literal["question"] = "question"
    subject: Subject
    level: Level
    question: Text
    answer: Text
    accept: non_empty_list(Text) = None  # type: ignore[assignment]


class AnnouncementCard(CardBase):
    kind: Literal["announcement"]
    text: Text
    effect: Effect


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
