"""core/wording.py: pydantic's errors in deckctl's words, checked on errors pydantic really raises."""

from __future__ import annotations

from typing import Literal

import pytest
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from pydantic_core import PydanticCustomError

from deckctl.core.wording import plain_message


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
