"""`import sheet` quotes a text that a YAML 1.2 reader takes for a number, though the validator's
YAML 1.1 reader takes it for text: `back: 1e3` had been written plain, which ruamel.yaml, js-yaml
and go-yaml read as the float 1000.0 (deckctl/sheet/inplace.py, `reads_as_other_than_text`), in
place and through fmt's writer alike."""

from __future__ import annotations

import yaml
from ruamel.yaml import YAML

from deckfactory import VALID_CARDS, edit_sheet_cells

# (YAML 1.2's floats without a dot or with a signless exponent, its `0o` octal; and ruamel's 1.1 `y`)
TEXTS = {"spider-legs": "1e3", "first-letters": "0o17", "insect-legs": "+1e3", "last-letters": "-2E5",
         "snow-colour": "y", "sky-colour": ".5e1", "grass-colour": "-0o17"}
THROUGH_FMTS_WRITER = ("sky-colour", "grass-colour")  # (their source cleared: a cell not written in place)


def test_a_text_a_yaml_1_2_reader_takes_for_a_number_is_written_quoted(cli, make_deck, tmp_path):
    cards = VALID_CARDS["knowledge"]
    for back in ("Blue.", "Green."):
        cards = cards.replace(f"  back: {back}\n", f"  back: {back}\n  source: https://example.org\n")
    deck = make_deck("knowledge", cards)
    sheet = tmp_path / "deck.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    edit_sheet_cells(sheet, {**{(card, "back"): text for card, text in TEXTS.items()},
                             **{(card, "source"): "" for card in THROUGH_FMTS_WRITER}})
    run = cli("import", "sheet", sheet, deck)
    assert run.exit_code == 0, run.stdout + run.stderr
    written = (deck / "cards" / "cards.yaml").read_text(encoding="utf-8")
    for text in TEXTS.values():
        assert f'  back: "{text}"\n' in written, written
    for loaded in (yaml.safe_load(written), YAML(typ="safe", pure=True).load(written)):
        assert {card["id"]: card["back"] for card in loaded if card["id"] in TEXTS} == TEXTS
    check = cli("fmt", "--check", deck)
    assert check.exit_code == 0, check.stdout + check.stderr
