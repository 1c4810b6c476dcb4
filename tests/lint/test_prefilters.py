"""The cheap tests that let whitespace, unprintable and answer-in-question pass over most texts at
once (and the one in front of unprintable's file-name pattern) must never change their answer:
each is compared here with the full check it stands in front of."""

from __future__ import annotations

import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from deckctl.lint.rules import answer_in_question, unprintable, whitespace
from deckctl.lint.texts import normalise

_DOUBLE = re.compile(r"\S[ \t]{2,}\S|\S\t\S")


def _whitespace_problem_in_full(text: str) -> str:
    """whitespace's judgement, every step taken for every text."""
    if text != text.lstrip():
        return "starts with a space"
    if text.rstrip("\n") != text.rstrip():
        return "ends with a space"
    for line in text.split("\n"):
        found = _DOUBLE.search(line.strip())
        if found:
            return "has a tab between words" if "\t" in found.group() else "has a double space"
    return ""


@settings(max_examples=400, deadline=None)
@given(st.text(st.sampled_from("ab. \t\n\r\u00a0\u2003\u3000\x0b\x1c"), max_size=12))
@example("New  York")
@example("Paris ")
@example("line one\n\n  indented\n")
def test_whitespace_finds_what_the_full_check_finds(text):
    assert whitespace.problem(text) == _whitespace_problem_in_full(text)


def _offending_in_full(text: str):
    """unprintable's judgement, every pattern's guard searched for every text."""
    lower = text.lower()
    for what, pattern, needs in unprintable.PATTERNS:
        if isinstance(pattern, unprintable._Gated):
            pattern = pattern.full
        if any(need in lower for need in needs):
            match = pattern.search(text)
            if match:
                return what, match.group()
    return None


# Texts made of the pieces the patterns look for, and of plain words and odd characters.
_PIECES = st.sampled_from([
    "http", "://", "www.", "x.com/", "a.png", "b.ſvg", "-c.JPEG", "mp4", ".", "/", "[", "]", "(", ")", "<", ">", "&", "amp;", "#12;", "**",
    "__", "`", "{", "}", "$", "1", "%", "s", "TODO", "tbd", "see the ", "picture", "shown ", "above", "listen ",
    "to this clip", "Bild", "auf dem ", "image", "Map", "name", "insert", "lorem ipsum", " ", "Paris", "é", "İ",
    "ſ", "K", "\n"])


@settings(max_examples=400, deadline=None)
@given(st.lists(_PIECES, max_size=8).map("".join) | st.text(max_size=20))
@example("Who's that Pokémon? https://img.example.com/pokemon/025.png")
@example("Which element has the symbol <b>Fe</b>?")
@example("a $1 bill")
@example("Tom &amp; Jerry")
def test_unprintable_finds_what_the_full_check_finds(text):
    assert unprintable.offending(text) == _offending_in_full(text)


def test_no_needle_holds_a_space():  # (offending looks for them between spaces)
    for what, _, needs in unprintable.PATTERNS:
        for need in needs:
            assert need == need.lower() and len(need.split()) == 1 and need.strip() == need, (what, need)


_ASKED = st.sampled_from(["Who", " wrote ", "Paris", "paris", "PARIS", "Pa", "ris", "Mary", " Shelley", "Shelley's",
                          "-", "’", "\"", ",", " or ", "?", "ﬁ", "fi", "Straße", "STRASSE", "é", "e\u0301", "İ", "\u00a0", "1", "2"])


@settings(max_examples=400, deadline=None)
@given(st.lists(_ASKED, max_size=8).map("".join), st.lists(_ASKED, min_size=1, max_size=3).map("".join))
@example("Who wrote Frankenstein, Mary Shelley's first novel?", "Mary Shelley")
@example("Welche Straße?", "STRASSE")
def test_a_give_away_has_the_answers_first_word_in_the_normalised_question(text, answer):
    """answer-in-question skips a question whose normalised text lacks the answer's first word."""
    words = answer_in_question.core(answer).split()
    if answer_in_question.gives_away(text, answer):
        assert words[0] in normalise(text)
