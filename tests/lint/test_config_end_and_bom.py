"""A deckctl.toml left open at its end (`disable = ["a"`) was reported with no line, tomllib
naming no place but "(at end of document)"; one starting with a byte-order mark, as a Windows
editor may save it, was refused as "Invalid statement" at 1:1. The first is now named at its last
line, just after its last character; the second is read without the mark, as card files are."""

from __future__ import annotations

import pytest

from deckctl.lint.config import load_config

RULES = ["whitespace", "missing-source"]


def _load(tmp_path, text: str):
    path = tmp_path / "deckctl.toml"
    path.write_text(text, encoding="utf-8")
    return load_config(path, RULES)


@pytest.mark.parametrize(("text", "line", "col", "said"), [
    ('[lint]\ndisable = ["a"\n\n', 2, 15, "Unclosed array"),
    ('[lint]\ndisable = ["a",\n  "b"', 3, 6, "Unclosed array"),
])
def test_a_file_left_open_is_named_at_its_last_line(tmp_path, text, line, col, said):
    (found,) = _load(tmp_path, text).diagnostics
    assert (found.line, found.col) == (line, col) and said in found.message
    assert "end of document" not in found.message and found.hint


def test_a_file_starting_with_a_byte_order_mark_is_read(tmp_path):
    config = _load(tmp_path, '\ufeff[lint]\ndisable = ["whitespace"]\n')
    assert config.diagnostics == [] and not config.enabled("whitespace") and config.enabled("missing-source")


def test_the_cli_names_the_place_of_a_file_left_open(tmp_path, make_deck, cli):
    deck = make_deck("knowledge")
    (tmp_path / "deckctl.toml").write_text('[lint]\ndisable = ["a"\n', encoding="utf-8")
    run = cli("lint", deck, cwd=tmp_path)
    assert run.exit_code == 1 and "deckctl.toml:2:15:" in run.stdout + run.stderr
