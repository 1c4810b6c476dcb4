"""Knowledge? cards: a question whose answer is a number, a letter or a colour that moves a marker."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field

from deckctl.core.fields import (
    AcceptedAnswer,
    CardBase,
    Colour,
    Letter,
    Text,
    non_empty_list,
    options_of,
    whole_number,
)


def _listed(values: range):
    def edit(schema: dict) -> None:
        schema.pop("minimum", None)
        schema.pop("maximum", None)
        schema["enum"] = list(values)
    return edit


class _KnowledgeCard(CardBase):
    front: Text
    """The question side: what the players answer with a number, a letter or a colour."""
    back: Text
    """The answer side: the explanation read out after the answer."""
    accept: non_empty_list(AcceptedAnswer) = None  # type: ignore[assignment]
    """Other answers the play mode counts as right."""


class NumberCard(_KnowledgeCard):
    category: Literal["number"]
    """number: the answer is a whole number from 0 to 5."""
    # Listed in the schema rather than given as a range, so editors complete it like a letter or colour.
    value: Annotated[whole_number(ge=0, le=5), Field(json_schema_extra=_listed(range(6)))]
    """The answer: a whole number from 0 to 5, the spaces the marker moves."""
    terms: non_empty_list(Text) = None  # type: ignore[assignment]
    """The things a counting card lists, of which the answer counts some (number cards only)."""


class LetterCard(_KnowledgeCard):
    category: Literal["letter"]
    """letter: the answer is a letter from A to E."""
    value: Letter | options_of(Letter)
    """The answer: a letter A-E, or a list of two or more letters when the nearest of them wins."""


class ColourCard(_KnowledgeCard):
    category: Literal["colour"]
    """colour: the answer is red, yellow, green, blue or white."""
    value: Colour | options_of(Colour)
    """The answer: red, yellow, green, blue or white, or a list of two or more when the nearest of them wins."""


Card = Annotated[Union[NumberCard, LetterCard, ColourCard], Field(discriminator="category")]
