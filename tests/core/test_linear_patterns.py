"""The patterns deckctl applies to input take time linear in it.

Each case is a hostile input of a size the old patterns took minutes to hours on (a search that
scanned on from every place a match could start, or a lazy part before runs of spaces); each now
finishes in milliseconds, with the result the old pattern gave on it. The old patterns' results
on short inputs were compared with the new ones' by fuzzing when they were changed.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from deckctl.export.pdf import svg_safe
from deckctl.i18n import catalog, escapes
from deckctl.i18n.limits import plural_forms_problem
from deckctl.lint import across, suppress
from deckctl.lint.rules import answer_in_question, unprintable
from deckctl.merge.comments import Comment, at_line_end
from deckctl.sheet.readings import Number, dates, dates_and_times, numbers
from deckctl.validate.controls import without_controls

SPACES = " " * 200_000


def test_a_plural_expression_followed_by_spaces():  # cubic: 1,000 spaces took 1.5 s, this hours
    assert plural_forms_problem("nplurals=2; plural=n" + " " * 20_000 + "x;x") is not None
    assert plural_forms_problem("nplurals=2; plural=(n != 1)" + " " * 20_000 + ";  ") is None
    assert plural_forms_problem("nplurals=2; plural= ;") is not None  # (no expression at all)


def test_a_catalog_string_left_open_after_escaped_quotes():
    assert escapes.denormalize('"' + '\\"' * 200_000) == ""
    assert escapes.denormalize('"a\\"b"\n"c"') == 'a"bc'


def test_a_previous_msgid_comment_of_spaces():
    assert catalog._PREVIOUS.match("|" + SPACES + "x") is None
    assert catalog._PREVIOUS.match('|  msgid  "x"').groups() == ("msgid", '"x"')


def test_a_cell_of_digits_that_is_no_number():
    assert numbers("1" * 100_000 + "x") == []
    assert numbers("1.50") == [Number(Decimal("1.50"), "plain", frozenset({"trailing zeros"}), 3)]


@pytest.mark.parametrize("text", ["1 " * 100_000 + "x", "1" + SPACES + "1" + SPACES + "x", "Jan" + SPACES + "5x",
                                  "1" + SPACES + "12:30x", "T" * 200_000 + "1:2x"])
def test_a_cell_of_spaces_and_digits_that_is_no_date(text):
    assert dates(text) == [] and dates_and_times(text) == []


@pytest.mark.parametrize("size", ["1" * 200_000 + "x", "1e" + "1" * 200_000 + "x", "1" + SPACES + "x"])
def test_an_svg_size_of_digits_or_spaces_that_is_no_length(size):  # 16,000 digits took 14 s
    assert svg_safe._LENGTH.fullmatch(size) is None
    assert svg_safe._LENGTH.fullmatch(" 1.5e2 mm ").groups() == ("1.5e2", "mm")


def test_a_manifest_value_followed_by_spaces():
    assert across._TOP_KEY.match("game: a" + SPACES + "x#")[4] == "a" + SPACES + "x"
    assert across._TOP_KEY.match("game: knowledge   # the game")[4] == "knowledge"


def test_a_disable_comment_of_spaces():
    assert suppress._COMMENT.search("# deckctl: disable=a" + SPACES + "!") is None
    assert suppress._COMMENT.search("# deckctl: disable=a" + SPACES)[1].split() == ["a"]


@pytest.mark.parametrize("text, found", [
    ("a." * 100_000 + " /", None),
    ("a-" * 100_000 + " x.png", ("a file name", "x.png")),
    ("[" * 200_000 + "](x", None),
    ("${" * 200_000, None),
    ("[insert " * 30_000, None),
    ("[insert [insert the name]", ("a placeholder", "[insert the name]")),
    ("See -a.example.com/page today", ("a link", "-a.example.com/page")),
])
def test_unprintable_texts_built_to_be_searched_slowly(text, found):
    assert unprintable.offending(text) == found


def test_lettered_labels_and_quotation_marks_never_closed():
    assert answer_in_question._without_options("a) " * 70_000) == "a) " * 70_000
    assert answer_in_question._without_options("Which? (a) one (b) two") == "Which? "
    assert answer_in_question.uncited("„" * 200_000 + "x", "x").endswith("x")
    assert answer_in_question.uncited("He said „yes“ and «no»", "yes") == "He said   and  "


def test_control_sequences_never_terminated():
    assert without_controls("\x9d" * 200_000 + "x") == "x"
    assert without_controls("a\x1b]0;title\x07b\x1b]open\x1b[2Jc") == "abopenc"


def test_a_merged_comment_after_a_run_of_spaces():
    other = ["key: other" + SPACES + "# a note\n"]
    assert at_line_end(["key: value\n"], Comment(0, "# a note", True), other) == ["key: value" + SPACES + "# a note\n"]
