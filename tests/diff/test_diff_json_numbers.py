"""`deckctl diff -f json` prints valid JSON whatever numbers a card holds."""

from __future__ import annotations

import shutil


def test_a_nan_or_infinite_value_is_valid_json(tmp_path, make_deck, cli):
    """YAML's `.nan` and `-.inf` are numbers JSON has not (json.dumps wrote NaN, -Infinity): the
    diff's JSON gives them as text, as validate names them (`nan`, `-inf`)."""
    import json

    old = make_deck("knowledge", name="old")
    new = tmp_path / "new"
    shutil.copytree(old, new)
    cards = new / "cards" / "cards.yaml"
    text = cards.read_text()
    first, second = [line for line in text.splitlines() if line.startswith("  back: ")][:2]
    cards.write_text(text.replace(first, "  back: .nan", 1).replace(second, "  back: -.inf", 1))
    run = cli("diff", old, new, "-f", "json")
    assert "NaN" not in run.stdout and "Infinity" not in run.stdout
    [deck] = json.loads(run.stdout)["decks"]
    assert [field["new"] for card in deck["changed"] for field in card["fields"]] == ["nan", "-inf"]
