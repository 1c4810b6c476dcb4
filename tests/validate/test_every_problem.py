"""Every problem in one run: independent mistakes are reported together, each hint leads straight
to a valid file, broken YAML and empty files are explained in plain words, and a Knowledge? deck
the engine could not play gets a warning."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from deckfactory import DECKS, MANIFESTS, VALID_CARDS, questions, write_deck

from deckctl.validate.deck import validate

KNOWLEDGE_BOARD = DECKS / "knowledge-starter" / "board.yaml"


def findings(deck):
    """(file in the deck, line, col, code) of each error, in the order of the file."""
    return sorted((Path(d.file).resolve().relative_to(deck.resolve()).as_posix(), d.line, d.col, d.code)
                  for d in validate([deck]).diagnostics if d.is_error)


def errors(deck):
    return [d for d in validate([deck]).diagnostics if d.is_error]


# --- independent problems together --------------------------------------------------------------

def test_a_misspelt_game_hides_no_other_key(tmp_path):
    manifest = ("format: 1\ngame: knowlege\nid: test-deck\ntitel: Test deck\nlanguage: en\nversion: 1.0\n"
                "licence: CC0-1.0\n")
    deck = write_deck(tmp_path, manifest=manifest)
    assert findings(deck) == [("deck.yaml", 2, 7, "unknown-game"), ("deck.yaml", 4, 1, "unknown-key"),
                              ("deck.yaml", 6, 10, "unquoted-scalar"), ("deck.yaml", 7, 1, "unknown-key")]


def test_keys_of_one_game_are_not_judged_without_a_game(tmp_path):
    """`areas` belongs to Wissens-Spektrum decks: with the game misspelt, it is no unknown key."""
    manifest = MANIFESTS["wissens-spektrum"].replace("game: wissens-spektrum", "game: wissens-spectrum")
    deck = write_deck(tmp_path, "wissens-spektrum", manifest=manifest)
    assert [d.code for d in errors(deck)] == ["unknown-game"]


def test_a_misspelt_game_key_is_one_mistake(tmp_path):
    deck = write_deck(tmp_path, manifest=MANIFESTS["knowledge"].replace("game:", "gmae:"))
    [error] = errors(deck)
    assert (error.line, error.col, error.code) == (2, 1, "unknown-key")
    assert "did you mean `game`?" in error.hint


def test_a_wrong_question_count_hides_no_unknown_area(tmp_path):
    cards = ("- id: rivers\n  area: geograpy\n  questions:\n" + questions(5)
             + "- id: mountains\n  area: geography\n  questions:\n" + questions(6))
    deck = write_deck(tmp_path, "wissens-spektrum", cards=cards)
    assert findings(deck) == [("cards/cards.yaml", 2, 9, "unknown-area"), ("cards/cards.yaml", 4, 5, "wrong-count")]
    assert {d.card_id for d in errors(deck)} == {"rivers"}
    assert [d.hint for d in errors(deck) if d.code == "unknown-area"] == ["did you mean `geography`?"]


def test_a_wrong_question_count_hides_no_other_error_of_the_card(tmp_path, cli):
    """Five questions where Wissens-Spektrum wants six: the count is one error, and the card's
    other errors (an empty answer, a misspelt key, a wrong area) are each reported at their place."""
    cards = ("- id: rivers\n  area: geograpy\n  questions:\n" + questions(3)
             + "    - question: Which river flows through Vienna?\n      answer:\n"
             + "    - {question: Which is longest?, answer: The Nile, acept: [Nile]}\n")
    deck = write_deck(tmp_path, "wissens-spektrum", cards=cards)
    assert findings(deck) == [("cards/cards.yaml", 2, 9, "unknown-area"), ("cards/cards.yaml", 4, 5, "wrong-count"),
                              ("cards/cards.yaml", 8, 14, "empty-value"), ("cards/cards.yaml", 9, 55, "unknown-key")]
    assert {d.card_id for d in errors(deck)} == {"rivers"}
    result = cli("validate", deck, cwd=tmp_path)
    assert result.exit_code == 1
    for place, message in (("4:5", "`questions` has 5 items; it needs exactly 6"), ("8:14", "`answer` has no value"),
                           ("9:55", "unknown key `acept`")):
        assert f"deck/cards/cards.yaml:{place}: error: card `rivers`: {message}" in result.stdout, result.stdout


@pytest.mark.parametrize("game, cards, expected", [
    ("you-know-it", "- id: card-001\n  questions:\n" + questions(5) + "    - {question: Six?, answr: Six}\n",
     [(3, 5, "wrong-count"), (8, 24, "unknown-key")]),  # (`answr` for `answer`: one mistake)
    ("iknow", "- id: people-001\n  category: people\n  question: Who?\n  clues: [One., Two., '  ', Four.]\n"
              "  answer: Someone\n", [(4, 10, "wrong-count"), (4, 23, "empty-text")]),
])
def test_a_wrong_count_of_questions_or_clues_comes_with_the_items_errors(tmp_path, game, cards, expected):
    deck = write_deck(tmp_path, game, cards=cards)
    assert sorted((d.line, d.col, d.code) for d in errors(deck)) == sorted(expected)


def test_a_key_of_another_kind_hides_no_other_problem(tmp_path):
    """`terms` on a letter card is one mistake; a bad id and a letter outside A-E are two more."""
    cards = "- id: Bad_Id\n  category: letter\n  front: x\n  back: y\n  value: F\n  terms: [a]\n"
    deck = write_deck(tmp_path, cards=cards)
    assert findings(deck) == [("cards/cards.yaml", 1, 7, "bad-id"), ("cards/cards.yaml", 5, 10, "not-in-vocabulary"),
                              ("cards/cards.yaml", 6, 3, "wrong-kind")]


def test_an_announcement_without_kind_is_not_asked_for_question_keys(tmp_path):
    """Without `kind:` an announcement reads as a question card: its own problems are reported,
    never the question keys it was not meant to have."""
    cards = "- id: Fire_Drill\n  text: Fire drill!\n  effect: {type: go-to, square: recess-area}\n"
    deck = write_deck(tmp_path, "i-know", cards=cards)
    assert findings(deck) == [("cards/cards.yaml", 1, 7, "bad-id"), ("cards/cards.yaml", 2, 3, "wrong-kind")]


def test_a_misspelt_category_hides_no_other_key(tmp_path):
    """The card's other problems are judged as the kind the hint suggests, so following every
    hint gives a valid card."""
    cards = "- id: ok\n  category: lettr\n  front: x\n  back: y\n  value: F\n  tgas: [a]\n"
    deck = write_deck(tmp_path, cards=cards)
    found = errors(deck)
    assert [(d.line, d.col, d.code, d.card_id) for d in found] == [
        (2, 13, "not-in-vocabulary", "ok"), (5, 10, "not-in-vocabulary", "ok"), (6, 3, "unknown-key", "ok")]
    assert [d.hint for d in found] == ["did you mean `letter`?", "use one of: A, B, C, D, E", "did you mean `tags`?"]
    (deck / "cards" / "cards.yaml").write_text(
        cards.replace("lettr", "letter").replace("value: F", "value: A").replace("tgas", "tags"), encoding="utf-8")
    assert errors(deck) == []


def test_a_card_without_its_category_hides_no_other_key(tmp_path):
    deck = write_deck(tmp_path, cards="- id: ok\n  front: x\n  back: y\n  value: blue\n  tgas: [a]\n")
    assert findings(deck) == [("cards/cards.yaml", 1, 3, "missing-key"), ("cards/cards.yaml", 5, 3, "unknown-key")]


# --- hints that lead straight to a valid file ---------------------------------------------------

def _suggested(hint: str) -> str:
    """What a hint tells the editor to write: "did you mean `X`?", or the text after its last colon."""
    return hint.removeprefix("did you mean ").rsplit(": ", 1)[-1].strip("`?")


@pytest.mark.parametrize("key, written", [("version", "1.0"), ("version", "2"), ("version", '"1.0"'),
                                          ("version", "'3'"), ("game", "knowlege"), ("game", "Knowledge")])
def test_following_the_hint_gives_a_valid_manifest(tmp_path, key, written):
    text = re.sub(rf"^{key}: .*$", f"{key}: {written}", MANIFESTS["knowledge"], flags=re.MULTILINE)
    deck = write_deck(tmp_path, manifest=text)
    [error] = errors(deck)
    fixed = text.replace(f"{key}: {written}", f"{key}: {_suggested(error.hint)}")
    (deck / "deck.yaml").write_text(fixed, encoding="utf-8")
    assert errors(deck) == [], (error.hint, fixed)


# Cards of every kind in block style, one key a line: init's samples and, for I know!, an
# announcement of each effect with a value.
EMPTIED_CARDS = {
    "knowledge": "".join(f"- id: {card_id}\n  category: {category}\n  front: A question?\n  back: An answer.\n"
                         f"  value: {value}\n  source: A book.\n"
                         for card_id, category, value in (("count", "number", 3), ("initial", "letter", "[C, D]"),
                                                          ("shade", "colour", "blue"))),
    "wissens-spektrum": "- id: rivers\n  area: geography\n  questions:\n" + "".join(
        f"    - question: Question {n}?\n      answer: Answer {n}\n" for n in range(1, 7)),
    "i-know": "- id: math-a-001\n  subject: math\n  level: A\n  question: What is 7 + 5?\n  answer: Twelve\n" + "".join(
        f"- id: notice-{n}\n  kind: announcement\n  text: Notice.\n  effect:\n    type: {kind}\n    {key}: {value}\n"
        for n, (kind, key, value) in enumerate((("move", "steps", -2), ("miss-turn", "turns", 2),
                                                ("points", "points", 5), ("go-to", "square", "study-hall")))),
    "iknow": "- id: people-001\n  category: people\n  question: Who?\n  clues:\n    - One.\n    - Two.\n"
             "    - Three.\n  answer: Someone\n",
    "you-know-it": "- id: card-001\n  questions:\n" + "".join(
        f"    - question: Question {n}?\n      answer: Answer {n}\n" for n in range(1, 6)),
}
ONE_LINE_KEY = re.compile(r"^(?P<lead>\s*(?:- )?)(?P<key>[a-z_]+): (?P<value>.+)$")


def _followed(hint: str, written: str, deck: Path) -> str:
    """What an editor writes who does what `hint` says: the value they had in mind where the hint
    offers it, else the first thing it offers."""
    if hint.startswith("use one of: "):
        offered = hint.removeprefix("use one of: ").split(", or a list")[0].split(", ")
        return written if written in offered or (", or a list" in hint and written.startswith("[")) else offered[0]
    if numbers := re.fullmatch(r"use a whole number from (-?\d+) to (-?\d+)( \(not 0\))?", hint):
        low, high = int(numbers[1]), int(numbers[2])
        return written if low <= int(written) <= high else str(low)
    if example := re.search(r"like `([^`]+)`", hint):
        return example[1]
    if "`areas:` in deck.yaml" in hint:
        return re.search(r"- \{id: ([a-z-]+)", (deck / "deck.yaml").read_text(encoding="utf-8"))[1]
    assert hint in ("write the text", "write the text, or leave the key out"), hint
    return "Written again"


@pytest.mark.parametrize("game", EMPTIED_CARDS)
def test_following_the_hint_for_an_empty_value_gives_a_valid_card(tmp_path, game):
    """`value:` left empty (any one-line key of any kind of card): one error, whose hint says what
    to write there for this game and kind, and writing that gives a valid card."""
    lines = EMPTIED_CARDS[game].splitlines(keepends=True)
    assert errors(write_deck(tmp_path, game, cards="".join(lines))) == []
    emptied = 0
    for number, line in enumerate(lines):
        found = ONE_LINE_KEY.match(line)
        if not found or re.search(r"(Question|Answer) [2-9]", line):
            continue  # (the first question of a card stands for the others)
        emptied += 1
        broken = lines[:number] + [f"{found['lead']}{found['key']}:\n"] + lines[number + 1:]
        deck = write_deck(tmp_path, game, cards="".join(broken))
        [error] = errors(deck)
        assert (error.code, error.line, error.message) == ("empty-value", number + 1, f"`{found['key']}` has no value")
        assert "remove the key" not in error.hint  # (a required key: removing it is one more error)
        fixed = f"{found['lead']}{found['key']}: {_followed(error.hint, found['value'], deck)}\n"
        deck = write_deck(tmp_path, game, cards="".join(lines[:number] + [fixed] + lines[number + 1:]))
        assert errors(deck) == [], (error.hint, fixed)
    assert emptied >= 3


@pytest.mark.parametrize("game, key, hint", [
    ("wissens-spektrum", "questions", "write its 6 questions below it, each `- question: ...` with `answer: ...`"),
    ("you-know-it", "questions", "write its 5 questions below it"), ("iknow", "clues", "write its 3 clues below it"),
])
def test_an_empty_list_says_how_many_items_the_game_wants(tmp_path, game, key, hint):
    text = EMPTIED_CARDS[game]
    cut = re.sub(rf"(?m)^(  {key}:)\n(    .*\n)+", r"\1\n", text)
    [error] = errors(write_deck(tmp_path, game, cards=cut))
    assert error.code == "empty-value" and error.hint.startswith(hint)


def test_an_empty_optional_key_may_be_left_out(tmp_path):
    cards = EMPTIED_CARDS["knowledge"].replace("  source: A book.\n", "  source:\n", 1)
    [error] = errors(write_deck(tmp_path, cards=cards))
    assert error.hint == "write the text, or leave the key out"
    assert errors(write_deck(tmp_path, cards=cards.replace("  source:\n", "", 1))) == []


# --- broken YAML and empty files in plain words --------------------------------------------------

CARD = "- id: sky\n  category: colour\n  front: The colour of the sky.\n  back: Blue.\n  value: blue\n"
INDENTATION_MISTAKES = {
    "key indented too far": CARD.replace("  back:", "   back:"),
    "key indented too little": CARD.replace("  back:", " back:"),
    "list item out of line": CARD + "  tags:\n    - weather\n   - sky\n",
    "a card inside a card": CARD.replace("  back:", "  - id: cloud\n  back:"),
}
LIBYAML_WORDS = re.compile(r"block (collection|mapping|end)|mapping values|indicator|simple key|scanning|parsing")


@pytest.mark.parametrize("name", INDENTATION_MISTAKES)
def test_indentation_mistakes_are_explained(tmp_path, name):
    deck = write_deck(tmp_path, cards=INDENTATION_MISTAKES[name])
    [error] = errors(deck)
    assert error.code == "yaml-syntax" and error.line > 1
    assert not LIBYAML_WORDS.search(error.message), error.message
    assert "YAML syntax error" not in error.message
    assert "indent" in error.hint or "line" in error.hint


def test_a_syntax_error_names_the_card_it_falls_in(tmp_path):
    """The file cannot be read as YAML, yet its `- id:` lines still say which card is broken."""
    cards = CARD + CARD.replace("id: sky", "id: cloud").replace("  back:", "   back:")
    deck = write_deck(tmp_path, cards=cards)
    [error] = errors(deck)
    assert (error.line, error.code, error.card_id) == (9, "yaml-syntax", "cloud")


def test_every_tab_is_reported_with_the_spaces_to_write_instead(tmp_path):
    cards = CARD.replace("  front:", "\tfront:").replace("  value:", " \tvalue:")
    deck = write_deck(tmp_path, cards=cards)
    found = errors(deck)
    assert [(d.line, d.col, d.code, d.card_id) for d in found] == [(3, 1, "tab-indent", "sky"), (5, 2, "tab-indent", "sky")]
    assert [d.hint for d in found] == ["indent it with 2 spaces instead"] * 2
    lines = cards.splitlines(keepends=True)
    for d in found:  # the hint, followed literally
        lines[d.line - 1] = " " * 2 + lines[d.line - 1].lstrip(" \t")
    (deck / "cards" / "cards.yaml").write_text("".join(lines), encoding="utf-8")
    assert errors(deck) == []


@pytest.mark.parametrize("target, words", [("deck.yaml", "format: 1"), ("cards/cards.yaml", "- id: ...")])
def test_an_empty_file_says_what_goes_in_it(tmp_path, target, words):
    deck = write_deck(tmp_path, **({"manifest": ""} if target == "deck.yaml" else {"cards": "# later\n"}))
    [error] = errors(deck)
    assert error.code == "empty-file" and error.file.endswith(target)
    assert words in error.hint


# --- a Knowledge? deck the engine cannot play ----------------------------------------------------

SEVEN_CARDS = VALID_CARDS["knowledge"]  # the template deck's cards


def unplayable(deck):
    return [d for d in validate([deck]).diagnostics if d.code == "unplayable"]


def test_a_deck_without_a_board_cannot_be_played(tmp_path, cli):
    deck = write_deck(tmp_path, cards=SEVEN_CARDS, board=False)
    [warning] = unplayable(deck)
    assert not warning.is_error and (warning.file.endswith("deck.yaml"), warning.line) == (True, 2)
    assert "no board.yaml" in warning.message and "cards" not in warning.message
    assert "board.yaml" in warning.hint
    run = cli("validate", deck)
    assert run.exit_code == 0 and "[unplayable]" in run.stdout


def test_a_deck_of_too_few_cards_cannot_be_played(tmp_path):
    deck = write_deck(tmp_path, cards=SEVEN_CARDS.split("- id: insect-legs")[0])  # three cards
    assert (deck / "board.yaml").is_file()
    [warning] = unplayable(deck)
    assert "3 cards" in warning.message and "at least 7" in warning.message
    assert "board" not in warning.message and "4 more" in warning.hint


def test_a_deck_with_a_board_and_seven_cards_is_playable(tmp_path):
    """No warning, and the engine takes it: the warning names exactly what the engine needs."""
    from deckctl.export.bundle import build_bundle
    from deckctl.games.knowledge.rules import make_game

    assert SEVEN_CARDS.count("- id:") == 7
    deck = write_deck(tmp_path, cards=SEVEN_CARDS, board=False)
    shutil.copy(KNOWLEDGE_BOARD, deck / "board.yaml")
    result = validate([deck])
    assert result.diagnostics == []
    bundle = build_bundle(result.decks[0])
    make_game(bundle)
    with pytest.raises(ValueError, match="at least 7"):
        make_game({**bundle, "cards": bundle["cards"][:6]})


def test_errors_come_before_playability(tmp_path):
    deck = write_deck(tmp_path, cards=VALID_CARDS["knowledge"].replace("value: blue", "value: blau"))
    assert [d.code for d in validate([deck]).diagnostics] == ["not-in-vocabulary"]


def test_the_starter_decks_are_playable():
    assert [d for d in validate([DECKS]).diagnostics if d.code == "unplayable"] == []


# --- whole numbers as JSON Schema counts them ----------------------------------------------------

def test_a_whole_number_may_carry_a_decimal_point(tmp_path):
    """The schemas say `integer`, which every JSON Schema tool takes 2.0 to be; deckctl agrees."""
    from deckctl.export.bundle import build_bundle

    deck = write_deck(tmp_path, cards=VALID_CARDS["knowledge"].replace("value: 2", "value: 2.0"))
    result = validate([deck])
    assert result.diagnostics == []
    card = build_bundle(result.decks[0])["cards"][0]
    assert card["value"] == 2 and type(card["value"]) is int
