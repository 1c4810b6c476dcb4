"""deckctl.report.layout: findings and notes wrapped to a terminal's columns, where a wide
character (CJK, most emoji) takes two."""

from __future__ import annotations

import textwrap

from hypothesis import example, given
from hypothesis import strategies as st
from rich.cells import cell_len

from deckctl.report.layout import fit, wrap, wrap_phrases

_ASCII_TEXT = st.text(st.sampled_from("ab cdefghijklmnopq-xyz/.:`"), max_size=200)


@given(text=_ASCII_TEXT, width=st.integers(10, 100), indent=st.sampled_from(["", "  ", "    "]))
@example(text=" ::::::::::", width=10, indent="")  # (an indent its first word does not fit beside)
def test_one_column_text_wraps_as_textwrap_wraps_it(text, width, indent):
    expected = textwrap.fill(text, width, subsequent_indent=indent, break_long_words=False, break_on_hyphens=False)
    assert wrap(text, width, rest=indent) == expected


@given(words=st.lists(st.text(st.sampled_from("漢字かなカナ한글😀abc"), min_size=1, max_size=12), max_size=30),
       width=st.integers(12, 80))
def test_wide_characters_count_two_columns(words, width):
    wrapped = wrap(" ".join(words), width, rest="  ")
    for line in wrapped.splitlines():
        assert cell_len(line) <= width or " " not in line.strip()  # (a word wider than a line stays whole)
    assert wrapped.replace("\n  ", " ").replace("\n", " ") == " ".join(words)


def test_a_hint_keeps_its_indent_and_its_lines_go_under_its_text():
    hint = "    hint: 남산 서울 타워의 높이는 몇 미터입니까 텍스트를 줄이거나 더 큰 카드를 선택하세요"
    lines = wrap(hint, 40, rest=" " * 10).splitlines()
    assert lines[0].startswith("    hint: ") and all(line.startswith(" " * 10) for line in lines[1:])
    assert all(cell_len(line) <= 40 for line in lines)


def test_phrases_stay_whole_when_they_fit_a_line():
    wrapped = wrap_phrases(["note: the deck", "東京 タワー 東京 タワー", "one two"], 28, rest="    ")
    assert wrapped.splitlines() == ["note: the deck", "    東京 タワー 東京 タワー", "    one two"]


def test_a_name_cut_to_its_columns():
    assert fit("knowledge-starter", 40) == "knowledge-starter"
    assert fit("知識の山のスターターデッキ", 9) == "知識の山…"
    assert cell_len(fit("知識の山のスターターデッキ", 10)) <= 10
