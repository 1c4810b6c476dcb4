"""Field types shared by every game's models: ids, texts, tags, closed vocabularies."""

from __future__ import annotations

import re
from typing import Annotated, Literal, get_args

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StringConstraints,
    TypeAdapter,
    ValidationError,
    WithJsonSchema,
    WrapValidator,
)
from pydantic_core import InitErrorDetails, PydanticCustomError
from pydantic_core.core_schema import ErrorType

from deckctl.core.language_tags import MAX_LANGUAGE_TAG_CHARS
from deckctl.core.language_tags import PATTERN as LANGUAGE_PATTERN
from deckctl.core.language_tags import canonical as canonical_language
from deckctl.core.quoted import quoted

ID_PATTERN = r"^[a-z0-9][a-z0-9-]{0,63}$"

# Non-empty after trimming; surrounding whitespace (a folded block's final newline) is dropped.
Text = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, pattern=r"\S")]
Id = Annotated[str, StringConstraints(pattern=ID_PATTERN)]
Tag = Annotated[str, StringConstraints(pattern=r"^[a-z0-9][a-z0-9-]*$")]
# The grammar `--lang` takes (core/language_tags.py), any case; read as deckctl writes it (`de-at`: de-AT).
LanguageTag = Annotated[str, StringConstraints(max_length=MAX_LANGUAGE_TAG_CHARS, pattern=LANGUAGE_PATTERN),
                        AfterValidator(canonical_language)]
SemVer = Annotated[str, StringConstraints(
    pattern=r"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$")]



def _whole(value: object) -> object:
    return int(value) if type(value) is float and value.is_integer() else value


def whole_number(**limits):
    """A whole number within `limits` (ge, le), `5.0` included: JSON Schema's `integer`, and so
    every editor and validator reading our schemas, counts 5.0 as the integer 5, and deckctl
    agrees with them. Quoted numbers and booleans stay errors (strict mode)."""
    return Annotated[int, Field(**limits), BeforeValidator(_whole)]

Letter = Literal["A", "B", "C", "D", "E"]
Colour = Literal["red", "yellow", "green", "blue", "white"]
LETTERS: tuple[str, ...] = ("A", "B", "C", "D", "E")
COLOURS: tuple[str, ...] = ("red", "yellow", "green", "blue", "white")


def _no_repeats(values: list) -> list:
    seen = set()
    for value in values:
        if value in seen:
            raise ValueError(f"{quoted(value)} is listed twice")
        seen.add(value)
    return values


def options_of(item_type, minimum: int = 2):
    """A list of two or more distinct values of `item_type` (multi-option knowledge values)."""
    return Annotated[
        list[item_type],
        Field(min_length=minimum, json_schema_extra={"uniqueItems": True}),
        AfterValidator(_no_repeats),
    ]


def exactly(item_type, count: int):
    """A list of exactly `count` items; a wrong count is one clear error, not one per bound, and
    the items' own errors come with it (a card with five questions may have a bad one too)."""
    items = TypeAdapter(list[item_type])  # the items alone: the length bounds would stop at the count

    def check_count(value, handler):
        if not isinstance(value, list) or len(value) == count:
            return handler(value)
        errors = [InitErrorDetails(type=PydanticCustomError("wrong_count", "needs exactly {count} items, found {actual}",
                                                            {"count": count, "actual": len(value)}),
                                   loc=(), input=value)]
        try:
            items.validate_python(value, strict=True)
        except ValidationError as exc:
            errors += [_again(error) for error in exc.errors(include_url=False)]
        raise ValidationError.from_exception_data("list", errors)

    return Annotated[list[item_type], Field(min_length=count, max_length=count), WrapValidator(check_count)]


_BUILT_IN_ERRORS = frozenset(get_args(ErrorType))


def _again(error: dict) -> InitErrorDetails:
    """A validation error as it can be raised once more, its type, place, input and context kept."""
    kind = error["type"]
    if kind not in _BUILT_IN_ERRORS:  # (its message is written out already; its context goes along)
        return InitErrorDetails(type=PydanticCustomError(kind, error["msg"], error.get("ctx")),
                                loc=error["loc"], input=error["input"])
    again = InitErrorDetails(type=kind, loc=error["loc"], input=error["input"])
    if "ctx" in error:
        again["ctx"] = error["ctx"]
    return again


def non_empty_list(item_type):
    return Annotated[list[item_type], Field(min_length=1)]


class Strict(BaseModel):
    """Base of every source model: unknown keys are errors, and nothing is coerced."""

    # A field's docstring is its description in the JSON Schemas (what an editor shows on hover),
    # read from the source when they are generated (`export.schemas`), not by pydantic as each model
    # is made: that searched every loaded module per model, 0.02 s of every command's start.
    model_config = ConfigDict(extra="forbid", strict=True)


class CardBase(Strict):
    """Keys every card may carry (docs/format.md, "Every card")."""

    id: Id
    """The card's stable id: lowercase letters, digits and hyphens, unique within the deck and never
    given to other content (translations and merges follow it)."""
    tags: non_empty_list(Tag) = None  # type: ignore[assignment]  (absent, never null)
    """Lowercase tags for sorting and filtering cards; leave the key out rather than writing an empty list."""
    source: Text = None  # type: ignore[assignment]
    """Where the fact was checked (a URL or a citation). For editors only: never printed or exported."""
    notes: Text = None  # type: ignore[assignment]
    """Notes between editors. Never printed, exported or translated."""


def spoken_spans(question: str, words: str) -> list[tuple[int, int]]:
    """Where a question contains its `read_aloud` words, in any case: (start, end) of each."""
    return [match.span() for match in re.finditer(re.escape(words), question, re.IGNORECASE)]


def _spoken_in_question(value: str, info) -> str:
    """A `read_aloud` text must be words of its question (in any case), or play could not keep them
    off the answerer's screen."""
    question = info.data.get("question")
    if isinstance(question, str) and not spoken_spans(question, value):
        raise PydanticCustomError("read_aloud", "`{words}` is not in the question: read_aloud names words the "
                                  "question contains (a word to spell), which a reader reads out and play does not "
                                  "show the one who answers",
                                  {"words": value, "hint": "name words of the question as they stand in it"})
    return value


# Words of a question that are read aloud, never shown to the one who answers: the word of a
# Spelling card. The printed card shows the whole question; `deckctl play` shows the reader the
# question and the answerer the question with each occurrence of these words left out.
ReadAloud = Annotated[Text, AfterValidator(_spoken_in_question)]


def _no_separator(value: str) -> str:
    """An accepted answer holds no `|`: a catalog writes a card's accept list as one text, its items
    between ` | ` (`ACCEPT_SEPARATOR`), and a translation is split there, so one item would come
    back as two."""
    if "|" in value:
        raise PydanticCustomError("accept_separator", "the accepted answer `{answer}` holds a `|`, which a catalog "
                                  "puts between an accept list's items: translated, it would come back as two answers",
                                  {"answer": value, "hint": "write it as two answers, or without the `|`"})
    return value


# (in the JSON Schemas too: a visible character, and no `|` anywhere, so an editor flags it)
AcceptedAnswer = Annotated[Text, AfterValidator(_no_separator),
                           WithJsonSchema({"type": "string", "minLength": 1, "pattern": r"^[^|]*[^|\s][^|]*$"})]


class Answered(Strict):
    """A question with one answer and optional extra accepted answers."""

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
