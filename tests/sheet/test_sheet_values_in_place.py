"""A changed cell changes only its value's text in the card file, whatever the card's layout, and
a comment after the value keeps its distance from it (deckctl/sheet/inplace.py; the writer's
fallback in deckctl/sheet/merge.py, `keep_comment_gaps` in deckctl/io/comment_gaps.py)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from deckfactory import DECKS, import_edited_sheet


def _deck(tmp_path: Path, name: str, file: str, old: str, new: str) -> tuple[Path, Path, str]:
    deck = tmp_path / "deck"
    shutil.copytree(DECKS / name, deck)
    path = deck / "cards" / file
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1
    text = text.replace(old, new)
    path.write_text(text, encoding="utf-8")
    return deck, path, text


def _import(cli, deck: Path, tmp_path: Path, cells: dict[tuple[str, str], str]) -> None:
    run = import_edited_sheet(cli, deck, tmp_path, cells)
    assert run.exit_code == 0, run.stdout + run.stderr


_JAPAN = ("- id: japan-flag-disc\n  category: colour\n  front: The colour of the disc on the flag of Japan.\n"
          "  back: Japan's flag shows a red disc, the sun, on a white field.\n  value: red\n  tags: [flags]\n"
          "  source: https://en.wikipedia.org/wiki/Flag_of_Japan\n")
_WIDE = ("-   id: japan-flag-disc\n    # the keys 4 in\n    front: The colour of the disc on the flag of Japan.\n"
         "    category: colour    # after front\n    back: 'Japan''s flag shows a red disc, the sun, on a white field.'\n"
         "    value: red\n    tags:\n      - flags\n    source: https://en.wikipedia.org/wiki/Flag_of_Japan\n")
_FLOW = ("- {id: japan-flag-disc, category: colour, front: The colour of the disc on the flag of Japan.,\n"
         "   back: \"Japan's flag shows a red disc, the sun, on a white field.\", value: red, tags: [flags],\n"
         "   source: https://en.wikipedia.org/wiki/Flag_of_Japan}  # a card on two lines\n")


@pytest.mark.parametrize("layout, cells, edits", [
    (_WIDE, {"front": "Disc: which colour?", "back": "Japan's flag: a red disc.", "tags": "flags | asia"},
     [("front: The colour of the disc on the flag of Japan.", "front: 'Disc: which colour?'"),
      ("'Japan''s flag shows a red disc, the sun, on a white field.'", "'Japan''s flag: a red disc.'"),
      ("      - flags\n", "      - flags\n      - asia\n")]),
    (_FLOW, {"front": "Disc, then?", "back": 'A "red" disc.\tSun.', "value": "red | white"},
     [("front: The colour of the disc on the flag of Japan.,", "front: 'Disc, then?',"),
      ("\"Japan's flag shows a red disc, the sun, on a white field.\"", '"A \\"red\\" disc.\\tSun."'),
      ("value: red,", "value: [red, white],")]),
])
def test_a_card_in_another_layout_changes_only_in_its_edited_values(cli, tmp_path, layout, cells, edits):
    deck, path, text = _deck(tmp_path, "knowledge-starter", "colour.yaml", _JAPAN, layout)
    _import(cli, deck, tmp_path, {("japan-flag-disc", column): value for column, value in cells.items()})
    for old, new in edits:
        assert text.count(old) == 1
        text = text.replace(old, new)
    assert path.read_text(encoding="utf-8") == text


def test_a_value_yaml_would_misread_is_quoted_in_place(cli, tmp_path):
    old = '      answer: "8"\n'
    deck, path, text = _deck(tmp_path, "you-know-it-starter", "set-a.yaml", old, "      answer:   '8'   # digits\n")
    _import(cli, deck, tmp_path, {("card-001", "questions/1/answer"): "8.0 cm", ("card-001", "questions/2/answer"): "1.10"})
    assert path.read_text(encoding="utf-8") == text.replace("'8'   #", "'8.0 cm'   #").replace(
        "answer: Canberra\n", 'answer: "1.10"\n')


def test_a_block_text_keeps_its_header_its_indent_and_the_blank_line_after_it(cli, tmp_path):
    old = "  source: >-\n    https://en.wikipedia.org/wiki/Spider;\n"
    deck, path, text = _deck(tmp_path, "you-know-it-starter", "set-a.yaml", old, "  source:   >-  # pages\n"
                             "    https://en.wikipedia.org/wiki/Spider;\n")
    _import(cli, deck, tmp_path, {("card-001", "source"): "https://example.org/a\nhttps://example.org/b c"})
    start = text.index("    https://en.wikipedia.org/wiki/Spider;\n")
    end = text.index("\n\n- id: card-002")
    assert path.read_text(encoding="utf-8") == (
        text[:start] + "    https://example.org/a\n\n    https://example.org/b c" + text[end:])


@pytest.mark.parametrize("value", ["Red.", "Japan's flag shows a red disc, the sun, on a white field, since 1870 by law."])
def test_a_comment_after_a_changed_value_keeps_its_distance(cli, tmp_path, value):
    old = "  back: Japan's flag shows a red disc, the sun, on a white field.\n"
    deck, path, text = _deck(tmp_path, "knowledge-starter", "colour.yaml", old, old[:-1] + "   # checked\n")
    _import(cli, deck, tmp_path, {("japan-flag-disc", "back"): value})
    assert path.read_text(encoding="utf-8") == text.replace(old[:-1], f"  back: {value}")


@pytest.mark.parametrize("value", ["Red.", "Japan's flag shows a red disc, the sun, on a white field, since 1870 by law."])
def test_a_comment_keeps_its_distance_where_the_card_goes_through_fmts_writer(cli, tmp_path, value):
    # A cleared cell removes a key: not an edit made in place, so the card goes through the writer.
    old = "  back: Japan's flag shows a red disc, the sun, on a white field.\n"
    deck, path, text = _deck(tmp_path, "knowledge-starter", "colour.yaml", old, old[:-1] + "   # checked\n")
    _import(cli, deck, tmp_path, {("japan-flag-disc", "back"): value, ("japan-flag-disc", "source"): ""})
    assert path.read_text(encoding="utf-8") == text.replace(old[:-1], f"  back: {value}").replace(
        "  source: https://en.wikipedia.org/wiki/Flag_of_Japan\n", "", 1)


_FLOW_LINE = ("- {id: japan-flag-disc, category: colour, front: The colour of the disc on the flag of Japan., "
              "back: Red., value: red, tags: [flags], source: https://en.wikipedia.org/wiki/Flag_of_Japan}  # flow card\n")
_FOUR_WITH_COMMENTS = ("-   id: japan-flag-disc\n    category: colour    # cat\n"
                       "    front: The colour of the disc on the flag of Japan.   # range\n"
                       "    back: Japan's flag shows a red disc, the sun, on a white field.  # note here\n"
                       "    value: red\n    tags: [flags]\n    source: https://en.wikipedia.org/wiki/Flag_of_Japan\n")


def test_a_comment_after_a_flow_card_keeps_its_distance_where_fmts_writer_adds_a_key(cli, tmp_path):
    deck, path, text = _deck(tmp_path, "knowledge-starter", "colour.yaml", _JAPAN, _FLOW_LINE)
    _import(cli, deck, tmp_path, {("japan-flag-disc", "notes"): "A note."})
    assert path.read_text(encoding="utf-8") == text.replace("}  # flow card", ", notes: A note.}  # flow card")


@pytest.mark.parametrize("own_layout", [True, False])
def test_comments_keep_their_distance_where_fmts_writer_re_indents_the_card(cli, tmp_path, monkeypatch, own_layout):
    from deckctl.sheet import merge

    if not own_layout:  # (where the card cannot be set in its own layout again: it stays in fmt's)
        monkeypatch.setattr(merge, "_around_the_edits", lambda text, *args: text)
    deck, path, text = _deck(tmp_path, "knowledge-starter", "colour.yaml", _JAPAN, _FOUR_WITH_COMMENTS)
    front = "Which colour is the disc on the flag of Japan, the land of the rising sun?"
    _import(cli, deck, tmp_path, {("japan-flag-disc", "source"): "", ("japan-flag-disc", "front"): front})
    card = ("- id: japan-flag-disc\n  category: colour    # cat\n"
            f"  front: {front}   # range\n"
            "  back: Japan's flag shows a red disc, the sun, on a white field.  # note here\n"
            "  value: red\n  tags: [flags]\n")
    if own_layout:
        card = card.replace("- ", "-   ", 1).replace("\n  ", "\n    ")
    assert path.read_text(encoding="utf-8") == text.replace(_FOUR_WITH_COMMENTS, card)


def test_a_card_edited_in_place_stays_so_beside_one_that_goes_through_fmts_writer(cli, tmp_path):
    deck, path, text = _deck(tmp_path, "knowledge-starter", "colour.yaml", _JAPAN, _WIDE)
    _import(cli, deck, tmp_path, {("japan-flag-disc", "value"): "white", ("ruby-gem", "source"): ""})
    assert path.read_text(encoding="utf-8") == text.replace("    value: red\n", "    value: white\n", 1).replace(
        "  source: https://en.wikipedia.org/wiki/Ruby\n", "", 1)


def test_a_value_shared_through_an_anchor_is_left_to_fmts_writer():
    from deckctl.sheet.inplace import edited_in_place

    for text in ("- &a {id: a, q: x}\n- *a\n", "- id: a\n  q: &x x\n- id: b\n  q: *x\n"):
        assert edited_in_place(text, [((1, "q"), "y")]) == (text, {1})


def test_a_file_a_card_leaves_keeps_the_layout_of_its_other_cards(cli, tmp_path):
    deck, path, text = _deck(tmp_path, "knowledge-starter", "colour.yaml", _JAPAN, _WIDE)
    ruby = text[text.index("- id: ruby-gem\n"):text.index("- id: longest-visible-wavelength\n")]
    _import(cli, deck, tmp_path, {("japan-flag-disc", "value"): "white", ("ruby-gem", "file"): "cards/number.yaml"})
    assert path.read_text(encoding="utf-8") == text.replace("    value: red\n", "    value: white\n", 1).replace(ruby, "")
    assert (deck / "cards" / "number.yaml").read_text(encoding="utf-8").endswith("\n" + ruby)
