"""Knowledge? cards: a question whose answer is a number, a letter or a colour that moves a marker."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field

from deckctl.core.fields import CardBase, Colour, Letter, Text, non_empty_list, options_of


class _KnowledgeCard(CardBase):
    front: Text
    back: Text
    accept: non_empty_list(Text) = None  # type: ignore[assignment]


class NumberCard(_KnowledgeCard):
    category: Literal["number"]
    value: Annotated[int, Field(ge=0, le=5)]
    terms: non_empty_list(Text) = None  # type: ignore[assignment]


class LetterCard(_KnowledgeCard):
    category: Literal["letter"]
    value: Letter | options_of(Letter)


class ColourCard(_KnowledgeCard):
    category: Literal["colour"]
    value: Colour | options_of(Colour)


Card = Annotated[Union[NumberCard, LetterCard, ColourCard], Field(discriminator="category")]
