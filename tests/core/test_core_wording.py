"""core/wording.py: pydantic's errors in deckctl's words, checked on errors pydantic really raises."""

from __future__ import annotations

from typing import Literal

import pytest
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from pydantic_core import PydanticCustomError

from deckctl.core.fields import options_of
from deckctl.core.wording import located_message, plain_message, problem_count


class Card(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str = Field(min_length=1)
    value: int = Field(ge=0, le=5)
    colour: Literal["red", "blue"] = "red"
    clues: list[str] = Field(default_factory=list, max_length=3)

    @field_validator("id")
    @classmethod
    def lowercase(cls, text: str) -> str:
        if text.startswith("-"):
            raise PydanticCustomError("id_form", "`{id}` starts with a hyphen", {"id": text})
        if text != text.lower():
            raise ValueError(f"`{text}` has capitals: write ids in lowercase")
        return text


@pytest.mark.parametrize(("data", "expected"), [
    ({"id": "a", "value": "x"}, "it must be a whole number, not `x`"),
    ({"id": "a", "value": 9}, "it must be at most 5, not `9`"),
    ({"id": "", "value": 1}, "it is empty"),
    ({"id": "A", "value": 1}, "`A` has capitals: write ids in lowercase"),
    ({"id": "a", "value": 1, "colour": "green"}, "it must be one of red or blue, not `green`"),
    ({"id": "a", "value": 1, "clues": ["1", "2", "3", "4"]}, "it has 4 items; it needs at most 3"),
    ({"id": "a", "value": 1, "size": 3}, "this key is not part of the format"),
    ({"value": 1}, "a required key is missing"),
    ({"id": "-a", "value": 1}, "`-a` starts with a hyphen"),  # deckctl's own error kinds keep their words
])
def test_each_error_is_worded_without_pydantic_s_words(data, expected):
    with pytest.raises(ValidationError) as caught:
        Card.model_validate(data)
    [error] = caught.value.errors(include_url=False)
    message = plain_message(error)
    assert message == expected
    assert not any(words in message for words in ("Input should", "Value error", "Field required", "Extra inputs"))


class Guess(BaseModel):
    """A value of several kinds, as a Knowledge? answer or an effect's target is."""
    model_config = ConfigDict(extra="forbid")
    answer: Literal["red", "blue"] | options_of(Literal["red", "blue"])
    spaces: int | Literal["any"] = 1


@pytest.mark.parametrize(("data", "where", "expected"), [
    ({"answer": "x"}, ("answer",), "it must be one of red or blue, or a list of them, not `x`"),
    ({"answer": 3}, ("answer",), "it must be one of red or blue, or a list of them, not `3`"),
    ({"answer": "red", "spaces": "x"}, ("spaces",), "it must be `any` or a whole number, not `x`"),
    # The value has one branch's type: that branch says what is wrong with it.
    ({"answer": ["red", "x"]}, ("answer", 1), "it must be one of red or blue, not `x`"),
    ({"answer": ["red"]}, ("answer",), "it has 1 item; it needs at least 2"),
    ({"answer": "red", "spaces": 1.5}, ("spaces",), "it must be `any` or a whole number, not `1.5`"),
    ({}, ("answer",), "a required key is missing"),
])
def test_a_union_s_value_is_told_what_every_branch_takes(data, where, expected):
    """pydantic reports a union's refusal once per branch; the first alone ("one of red or blue")
    would hide that a list is taken too."""
    with pytest.raises(ValidationError) as caught:
        Guess.model_validate(data)
    errors = caught.value.errors(include_url=False)
    assert located_message(data, errors) == (where, expected)
    assert problem_count(data, errors) == 1
