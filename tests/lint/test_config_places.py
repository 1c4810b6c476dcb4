"""Every error of a deckctl.toml names its line and a 1-based column, as a finding of any other
file does: nesting, dotted keys and long numbers had been reported at column 0
(`deckctl.toml:2:0:`), a setting out of range, an unknown rule or severity and TOML that does not
read at no line at all."""

from __future__ import annotations

import pytest

from deckctl.lint.config import MAX_CONFIG_KEY_PARTS, MAX_CONFIG_NESTING, load_config

RULES = ["near-duplicate", "whitespace", "missing-source"]


def places(tmp_path, text: str) -> list[tuple[int, int, str]]:
    path = tmp_path / "deckctl.toml"
    path.write_text(text, encoding="utf-8")
    return [(found.line, found.col, found.message) for found in load_config(path, RULES).diagnostics]


@pytest.mark.parametrize(("text", "line", "col", "said"), [
    ("[lint]\nx = " + "[" * (MAX_CONFIG_NESTING + 1) + "1" + "]" * (MAX_CONFIG_NESTING + 1) + "\n",
     2, 5 + MAX_CONFIG_NESTING, "nested"),
    ("[lint]\n# a.b.c\n  zz" + ".a" * MAX_CONFIG_KEY_PARTS + " = 1\n", 3, 5, "parts"),
    ('[lint.near-duplicate]\nthreshold = "x"  # 1\nthreshold = 1' + "0" * 4_400 + "\n", 3, 13, "digits"),
    ("[lint]\ndisable = [1,,]\n", 2, 14, "cannot read the lint settings: Invalid value"),
])
def test_a_file_not_read_is_named_at_its_line_and_column(tmp_path, text, line, col, said):
    ((found_line, found_col, message),) = places(tmp_path, text)
    assert (found_line, found_col) == (line, col) and said in message
    assert " (at line" not in message


def test_a_setting_is_named_where_it_is_set(tmp_path):
    text = ('[lint]\ndisable = ["nope"]\n"near-duplicate".threshold = 900\nnear-duplicate . bogus = 1\n'
            '[lint.severity]\n  whitespace = "loud"\n  "no-such" = "error"\n')
    found = sorted(places(tmp_path, text))
    assert [(line, col) for line, col, _ in found] == [(2, 1), (3, 1), (4, 1), (6, 3), (7, 3)], found
    assert ["nope" in found[0][2], "900" in found[1][2], "bogus" in found[2][2], "loud" in found[3][2],
            "no-such" in found[4][2]] == [True] * 5


def test_a_setting_written_in_an_inline_table_is_named_by_the_file_alone(tmp_path):
    ((line, col, message),) = places(tmp_path, "[lint]\nnear-duplicate = { threshold = 900 }\n")
    assert (line, col) == (0, 0) and "900" in message
