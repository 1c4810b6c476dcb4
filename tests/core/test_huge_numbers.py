"""Whole numbers too long for Python to write as text (more than 4,300 digits: `0x` and 3,600 `f`s)
in a card file or deckctl.toml: a clear finding, never an internal error."""

from __future__ import annotations

import pytest

from deckctl.core.quoted import quoted, quoted_text, shortened
from deckctl.core.wording import describe

HUGE_HEX = "0x" + "f" * 3_600  # 4,335 digits
HUGE_BINARY = "0b" + "1" * 15_000


def test_a_number_too_long_to_quote_is_named_by_its_length():
    huge = int(HUGE_HEX, 16)
    assert quoted(huge) == "a number of 4,335 digits"
    assert quoted_text(-huge) == "a number of 4,335 digits"
    assert describe(huge) == "a number of 4,335 digits"
    assert quoted(10 ** 60) == "a number of 61 digits"
    assert quoted(10 ** 60 - 1) == "`" + "9" * 60 + "`"  # (as many digits as a message quotes: whole)
    assert quoted(True) == "`True`" and quoted("red") == "`red`"


def test_a_list_or_mapping_holding_one_is_quoted_as_str_writes_it_but_for_that_number():
    huge = int(HUGE_HEX, 16)
    assert quoted([huge, "a"]) == "`[a number of 4,335 digits, 'a']`"
    assert quoted_text({"a": [huge]}) == "{'a': [a number of 4,335 digits]}"
    for value in ([1, "a", 2.5, None], ("a",), {"k": (1, 2)}, list(range(100)), ["x" * 100]):
        assert quoted(value) == f"`{shortened(str(value))}`"


@pytest.mark.parametrize("card", [
    f"- id: big\n  category: number\n  front: F.\n  back: B.\n  value: {HUGE_HEX}\n",
    f"- id: big\n  category: number\n  front: F.\n  back: B.\n  value: [{HUGE_HEX}]\n",
    f"- id: big\n  category: number\n  front: F.\n  back: B.\n  value: {HUGE_BINARY}\n",
    f"- id: {HUGE_HEX}\n  category: number\n  front: F.\n  back: B.\n  value: 1\n",
    f"- id: big\n  category: number\n  front: F.\n  back: B.\n  value: 0x{'f' * 100}\n",
], ids=["value", "value-list", "binary", "id", "long-but-writable"])
def test_a_huge_number_in_a_card_file_is_a_finding(make_deck, cli, card):
    deck = make_deck("knowledge", cards=card)
    result = cli("validate", deck)
    assert result.exception is None and result.exit_code == 1, result.stderr[-400:]
    assert "cards.yaml:" in result.stdout + result.stderr


@pytest.mark.parametrize("setting", [
    f"[lint.near-duplicate]\nthreshold = {HUGE_HEX}\n",
    f"[lint.near-duplicate]\nthreshold = [{HUGE_HEX}]\n",
    f"[lint.severity]\nwhitespace = {HUGE_HEX}\n",
    f"[lint.severity]\nwhitespace = {{a = [{HUGE_HEX}]}}\n",
])
def test_a_huge_number_in_deckctl_toml_is_a_finding(make_deck, cli, tmp_path, setting):
    deck = make_deck("knowledge")
    (tmp_path / ".git").mkdir()
    (tmp_path / "deckctl.toml").write_text(setting)
    result = cli("lint", deck, cwd=tmp_path)
    assert result.exception is None and result.exit_code == 1, result.stderr[-400:]
    assert "a number of 4,335 digits" in result.stdout + result.stderr


@pytest.mark.parametrize("key, line", [
    ("format", f"format: 0x{'f' * 3_400}\n"),  # (pydantic: int_parsing_size, in its own words)
    ("bleed", f"print:\n  bleed: 0x{'f' * 3_400}\n"),  # (pydantic: float_type, "expected a number")
])
def test_a_number_too_large_for_pydantic_is_out_of_range(make_deck, cli, key, line):
    from deckfactory import MANIFESTS

    manifest = "".join(kept for kept in MANIFESTS["knowledge"].splitlines(keepends=True)
                       if not kept.startswith(f"{key}:")) + line
    deck = make_deck("knowledge", manifest=manifest)
    result = cli("validate", deck)
    assert result.exception is None and result.exit_code == 1, result.stderr[-400:]
    assert f"a number of 4,095 digits is out of range for `{key}` [out-of-range]" in result.stdout
    assert "Unable to parse" not in result.stdout


@pytest.mark.parametrize("fmt", ["text", "github", "sarif"])
def test_a_card_id_too_long_to_be_one_is_quoted_cut_short_in_every_finding(make_deck, cli, fmt):
    card = f"- id: {HUGE_HEX}\n  category: number\n  front: F.\n  back: B.\n  value: 7\n"
    result = cli("validate", "--format", fmt, make_deck("knowledge", cards=card))
    assert result.exit_code == 1 and result.exception is None
    if fmt == "sarif":  # (the id stays whole in the result's properties: data, as in JSON)
        import json

        messages = [r["message"]["text"] for r in json.loads(result.stdout)["runs"][0]["results"]]
        assert all(len(message) < 400 for message in messages) and "ffff…" in messages[0]
        return
    assert "ffff…" in result.stdout and max(len(line) for line in result.stdout.splitlines()) < 400
