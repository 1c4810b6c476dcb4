"""A card added in the sheet writes its lists (and the mappings under its keys) in the style the
file's cards write theirs: flow (`[a, b]`) where they use flow, one item a line where they use block
(deckctl/sheet/cardtext.py `CardText.styles`, deckctl/sheet/treeedits.py `styled`)."""

from __future__ import annotations

import csv
import re
import shutil

from deckfactory import DECKS, import_edited_sheet

SKY = {"id": "sky-colour", "category": "colour", "front": "The colour of a clear sky.", "back": "Blue.",
       "value": "blue | white", "tags": "nature | sky", "accept": "azure | cyan", "file": "cards/colour.yaml"}


def _deck(tmp_path, game: str, name: str, restyle):
    deck = tmp_path / "deck"
    shutil.copytree(DECKS / game, deck)
    path = deck / "cards" / name
    path.write_text(restyle(path.read_text(encoding="utf-8")), encoding="utf-8")
    return deck, path


def _add(cli, deck, folder, row: dict) -> None:
    sheet = folder / "cards.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    with sheet.open(encoding="utf-8-sig", newline="") as handle:
        table = list(csv.reader(handle))
    table.append([row.get(header, "") for header in table[0]])
    with sheet.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle).writerows(table)
    run = cli("import", "sheet", sheet, deck, cwd=folder)
    assert run.exit_code == 0, run.stdout


def _block(text: str, key: str) -> str:
    """Every `key: [a, b]` of the cards written one item a line, at fmt's indent."""
    return re.sub(rf"\n  {key}: \[([^\]]*)\]",
                  lambda m: f"\n  {key}:" + "".join(f"\n    - {item}" for item in m.group(1).split(", ")), text)


def test_a_new_card_writes_its_lists_one_item_a_line_where_the_files_cards_do(tmp_path, cli):
    deck, colour = _deck(tmp_path, "knowledge-starter", "colour.yaml", lambda text: _block(_block(text, "tags"), "value"))
    before = colour.read_text(encoding="utf-8")
    _add(cli, deck, tmp_path, SKY)
    assert colour.read_text(encoding="utf-8") == before + (
        "- id: sky-colour\n  category: colour\n  front: The colour of a clear sky.\n  back: Blue.\n"
        "  value:\n    - blue\n    - white\n"
        "  accept:\n    - azure\n    - cyan\n"  # (no card has one: every list of the file is one item a line)
        "  tags:\n    - nature\n    - sky\n")


def test_a_new_card_writes_each_list_as_the_files_cards_write_that_list(tmp_path, cli):
    deck, colour = _deck(tmp_path, "knowledge-starter", "colour.yaml", lambda text: _block(text, "tags"))
    before = colour.read_text(encoding="utf-8")
    _add(cli, deck, tmp_path, SKY)
    assert colour.read_text(encoding="utf-8") == before + (
        "- id: sky-colour\n  category: colour\n  front: The colour of a clear sky.\n  back: Blue.\n"
        "  value: [blue, white]\n"
        "  accept: [azure, cyan]\n"  # (the file's lists differ: fmt's writer's style)
        "  tags:\n    - nature\n    - sky\n")


def test_a_new_question_writes_its_accepted_answers_as_the_files_questions_do(tmp_path, cli):
    deck, art = _deck(tmp_path, "wissens-spektrum-starter", "art.yaml", lambda text: re.sub(
        r"\n      accept: \[([^\]]*)\]",
        lambda m: "\n      accept:" + "".join(f"\n        - {item}" for item in m.group(1).split(", ")), text))
    before = art.read_text(encoding="utf-8")
    row = {"id": "new-art", "area": "art", "file": "cards/art.yaml"}
    for number in range(1, 7):
        row |= {f"questions/{number}/question": f"Question {number}?", f"questions/{number}/answer": "Yes",
                f"questions/{number}/accept": "Y | Yes indeed"}
    _add(cli, deck, tmp_path, row)
    added = art.read_text(encoding="utf-8")[len(before):]
    assert added.startswith("\n- id: new-art\n  area: art\n  questions:\n    - question: Question 1?\n"
                            "      answer: \"Yes\"\n      accept:\n        - \"Y\"\n        - Yes indeed\n"), added  # (`Y`: YAML 1.1's true)
    assert "[" not in added


def test_a_new_card_sets_its_lists_dashes_as_far_from_their_keys_as_the_files_cards_do(tmp_path, cli):
    def indentless(text: str) -> str:  # (`questions:` / `- question:`, `accept:` / `- Munch`, keys 4 from the dash)
        text = re.sub(r"\n    - question:", "\n  - question:", text)
        text = re.sub(r"\n      (answer|accept):", r"\n    \1:", text)
        text = re.sub(r"\n    accept: \[([^\]]*)\]",
                      lambda m: "\n    accept:" + "".join(f"\n    - {item}" for item in m.group(1).split(", ")), text)
        return text.replace("\n- id:", "\n-   id:").replace("\n  ", "\n    ")

    deck, art = _deck(tmp_path, "wissens-spektrum-starter", "art.yaml", indentless)
    before = art.read_text(encoding="utf-8")
    assert "\n    questions:\n    - question: Who painted the Mona Lisa?\n      answer: Leonardo da Vinci\n" \
        "      accept:\n      - Leonardo\n" in before
    row = {"id": "new-art", "area": "art", "file": "cards/art.yaml"}
    for number in range(1, 7):
        row |= {f"questions/{number}/question": f"Question {number}?", f"questions/{number}/answer": "Yes",
                f"questions/{number}/accept": "Y | Yes indeed"}
    _add(cli, deck, tmp_path, row)
    question = '    - question: Question {}?\n      answer: "Yes"\n      accept:\n      - "Y"\n      - Yes indeed\n'
    assert art.read_text(encoding="utf-8") == before + "\n-   id: new-art\n    area: art\n    questions:\n" + "".join(
        question.format(number) for number in range(1, 7))


def test_a_list_a_card_is_given_takes_the_style_of_the_files_lists(tmp_path, cli):
    deck, colour = _deck(tmp_path, "knowledge-starter", "colour.yaml", lambda text: _block(_block(text, "tags"), "value"))
    before = colour.read_text(encoding="utf-8")
    run = import_edited_sheet(cli, deck, tmp_path, {("ruby-gem", "accept"): "crimson | scarlet"})
    assert run.exit_code == 0, run.stdout
    ruby = "  value: red\n  tags:\n    - science\n  source: https://en.wikipedia.org/wiki/Ruby\n"
    assert colour.read_text(encoding="utf-8") == before.replace(
        ruby, ruby.replace("  tags:", "  accept:\n    - crimson\n    - scarlet\n  tags:"), 1)


def test_a_text_turned_into_a_list_takes_the_style_of_the_files_lists(tmp_path, cli):
    deck, colour = _deck(tmp_path, "knowledge-starter", "colour.yaml", lambda text: _block(_block(text, "tags"), "value"))
    before = colour.read_text(encoding="utf-8")
    run = import_edited_sheet(cli, deck, tmp_path, {("ruby-gem", "value"): "red | blue"})
    assert run.exit_code == 0, run.stdout
    assert colour.read_text(encoding="utf-8") == before.replace(
        "  value: red\n  tags:\n    - science\n", "  value:\n    - red\n    - blue\n  tags:\n    - science\n", 1)
