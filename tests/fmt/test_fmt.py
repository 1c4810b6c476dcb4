"""`deckctl fmt`: the canonical layout, the fixes it makes, and the data it never loses."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deckfactory import DECKS, VALID_CARDS, write_deck

SCHEMA_LINE = "# yaml-language-server: $schema=../../../schemas/i-know.cards.schema.json\n"

# What an editor might save: 4-space cards, a BOM, CRLF, `---`, trailing blanks, no final newline,
# an answer YAML reads as a number/bool/date, comments everywhere, flow lists and block scalars.
MESSY = (
    "\ufeff" + SCHEMA_LINE
    + "---\n"
    "# Math\n"
    "-   id: math-a-001   \n"
    "    subject: math\n"
    "    level: A     # grades 1-2\n"
    "    question: What is 0.55 + 0.55? And a long text that must never be wrapped, however long it gets, because editors wrap nothing\n"
    "    answer: 1.10\n"
    "    accept: [1.1,  \"one point one\"]\n"
    "    notes: |\n"
    "      keep  \n"
    "      this\n"
    "\n"
    "# Zip codes\n"
    "-   id: math-a-002\n"
    "    subject: math\n"
    "    level: A\n"
    "    question: Zip?\n"
    "    answer: 0123\n"
    "    tags:\n"
    "    - a\n"
    "    - b\n"
    "- id: math-a-003\n"
    "  subject: math\n"
    "  level: A\n"
    "  question: Is it?\n"
    "  answer: yes\n"
    "  source: >-\n"
    "    a folded\n"
    "    text\n"
    "- id: math-a-004\n"
    "  subject: math\n"
    "  level: B\n"
    "  question: When?\n"
    "  answer: 2024-01-01\n"
    "  accept: ['single', \"double\"]\n"
    "\n\n"
).replace("\n", "\r\n").rstrip("\r\n")

FORMATTED = (
    SCHEMA_LINE
    + "# Math\n"
    "- id: math-a-001\n"
    "  subject: math\n"
    "  level: A     # grades 1-2\n"  # an end-of-line comment keeps its gap (tests/fmt/test_fmt_comment_gaps.py)
    "  question: What is 0.55 + 0.55? And a long text that must never be wrapped, however long it gets, because editors wrap nothing\n"
    "  answer: \"1.10\"\n"
    "  accept: [\"1.1\", \"one point one\"]\n"
    "  notes: |\n"
    "    keep  \n"
    "    this\n"
    "\n"
    "# Zip codes\n"
    "- id: math-a-002\n"
    "  subject: math\n"
    "  level: A\n"
    "  question: Zip?\n"
    "  answer: \"0123\"\n"
    "  tags:\n"
    "    - a\n"
    "    - b\n"
    "- id: math-a-003\n"
    "  subject: math\n"
    "  level: A\n"
    "  question: Is it?\n"
    "  answer: \"yes\"\n"
    "  source: >-\n"
    "    a folded\n"
    "    text\n"
    "- id: math-a-004\n"
    "  subject: math\n"
    "  level: B\n"
    "  question: When?\n"
    "  answer: \"2024-01-01\"\n"
    "  accept: ['single', \"double\"]\n"
)


def cards_file(deck: Path) -> Path:
    return deck / "cards" / "cards.yaml"


@pytest.fixture
def messy(tmp_path) -> Path:
    return write_deck(tmp_path, "i-know", cards=MESSY.encode("utf-8"))


def test_the_starter_decks_are_formatted():
    from deckctl import fmt

    outcomes, missing = fmt.format_paths([DECKS])
    assert outcomes and not missing, "no deck files found"
    assert [o.display for o in outcomes if o.refused or o.changed] == []


def test_fmt_writes_the_canonical_layout_and_the_fixes(cli, messy, tmp_path):
    run = cli("fmt", "deck", cwd=tmp_path)
    assert run.exit_code == 0, run.stderr
    assert "formatted deck/cards/cards.yaml (byte-order mark; quoted 1.10, 1.1, 0123, yes, 2024-01-01)" in run.stderr
    # (every line of it ended with CRLF, as a Windows checkout has them: kept)
    assert cards_file(messy).read_bytes() == FORMATTED.replace("\n", "\r\n").encode("utf-8")
    # The quoted answers are what the validator wanted: the deck is valid now.
    assert cli("validate", "deck", cwd=tmp_path).exit_code == 0


def test_fmt_is_idempotent(cli, messy, tmp_path):
    assert cli("fmt", "deck", cwd=tmp_path).exit_code == 0
    once = cards_file(messy).read_bytes()
    again = cli("fmt", "deck", cwd=tmp_path)
    assert again.exit_code == 0
    assert "0 files formatted" in again.stderr
    assert cards_file(messy).read_bytes() == once
    assert cli("fmt", "--check", "deck", cwd=tmp_path).exit_code == 0


@pytest.mark.parametrize("broken, fixed", [
    (b"\xef\xbb\xbf- id: a\n  subject: math\n", b"- id: a\n  subject: math\n"),  # byte-order mark
    (b"- id: a   \n  subject: math\t\n", b"- id: a\n  subject: math\n"),  # trailing whitespace
    (b"- id: a\n  subject: math", b"- id: a\n  subject: math\n"),  # no final newline
    (b"- id: a\r\n  subject: math\r\n", b"- id: a\n  subject: math\n"),  # CRLF (fmt puts it back: test_line_endings.py)
    (b"- id: a\n  subject: math\n\n\n", b"- id: a\n  subject: math\n"),  # blank lines at the end
    (b"- id: a\n  subject: math\n...\n", b"- id: a\n  subject: math\n"),  # the end of the document
    (b"- id: a\n  subject: math\n...\n# end\n", b"- id: a\n  subject: math\n# end\n"),  # ...the comment after it kept
    (b"- id: a\n  subject: math\n... # end\n", b"- id: a\n  subject: math\n# end\n"),  # ...and on its line
    (b"- id: a\n  answer: 1.10\n", b'- id: a\n  answer: "1.10"\n'),
    (b"- id: a\n  answer: 0123\n", b'- id: a\n  answer: "0123"\n'),
    (b"- id: a\n  answer: yes\n", b'- id: a\n  answer: "yes"\n'),
    (b"- id: a\n  answer: 2024-01-01\n", b'- id: a\n  answer: "2024-01-01"\n'),
    (b"- id: a\n  accept: [1.10, no]\n", b'- id: a\n  accept: ["1.10", "no"]\n'),
    (b"-   id: a\n    clues:\n    - one\n", b"- id: a\n  clues:\n    - one\n"),  # indentation
])
def test_each_fix(tmp_path, broken, fixed):
    from deckctl import fmt

    deck = write_deck(tmp_path, "iknow", cards=broken)
    outcome = fmt.format_file(cards_file(deck), unquoted=_unquoted(deck))
    assert not outcome.refused, outcome.diagnostics
    assert outcome.new.encode("utf-8") == fixed


def _unquoted(deck: Path) -> set[tuple[int, int]]:
    from deckctl.validate.deck import validate

    return {(d.line, d.col) for d in validate([deck]).diagnostics if d.code == "unquoted-scalar"}


def test_values_are_kept_as_written(tmp_path):
    """Only what the validator asks to quote is quoted; every other plain value keeps its spelling."""
    from deckctl import fmt

    text = ("format: 1\ngame: knowledge\nid: test-deck\ntitle: Test deck   # the title\nlanguage: en\n"
            "version: 1.0.0\nlicense: ~\nauthors: [a,b]\ndescription: >-\n  folded\n  text\n")
    deck = write_deck(tmp_path, "knowledge", manifest=text)
    outcome = fmt.format_file(deck / "deck.yaml", unquoted=_unquoted(deck))
    assert outcome.new == text.replace("[a,b]", "[a, b]")


def test_comments_and_order_are_kept(tmp_path):
    from deckctl import fmt

    text = (SCHEMA_LINE + "# first\n\n# --- section ---\n- id: b   # eol\n  # inside\n  subject: math\n"
            "  level: A\n\n- id: a\n  level: B\n  subject: math\n# the end\n")
    deck = write_deck(tmp_path, "i-know", cards=text)
    assert fmt.format_file(cards_file(deck)).new == text


def test_a_file_that_does_not_parse_is_left_alone(cli, tmp_path):
    broken = b"- id: a\n  question: [unclosed\n"
    deck = write_deck(tmp_path, "iknow", cards=broken)
    run = cli("fmt", "deck", cwd=tmp_path)
    assert run.exit_code == 1
    assert "deck/cards/cards.yaml:" in run.stdout and "yaml-syntax" in run.stdout
    assert cards_file(deck).read_bytes() == broken


def test_a_syntax_error_in_a_card_names_the_card_as_lint_does(cli, tmp_path):
    cards = VALID_CARDS["knowledge"].replace("front: How many body segments does a spider have?",
                                             "front: Count: how many body segments does a spider have?")
    write_deck(tmp_path, "knowledge", cards)
    found = {}
    for command in ("fmt", "lint"):
        run = cli(command, "deck", "--format", "json", *(["--check"] if command == "fmt" else []), cwd=tmp_path)
        assert run.exit_code == 1, run.stderr
        [found[command]] = [d for d in json.loads(run.stdout) if d["code"] == "yaml-syntax"]
    assert found["fmt"]["card_id"] == found["lint"]["card_id"] == "spider-legs", found
    assert found["fmt"] == found["lint"]


def test_fmt_refuses_a_result_that_would_change_the_data(tmp_path, monkeypatch):
    from deckctl.io import rewrite as fmt

    deck = write_deck(tmp_path, "iknow", cards=b"-   id: a\n    answer: b\n")
    monkeypatch.setattr(fmt, "_dump", lambda tree, yaml: "- id: a\n  answer: c\n")
    outcome = fmt.format_file(cards_file(deck))
    assert outcome.refused
    assert [d.code for d in outcome.diagnostics] == ["fmt-unsafe"]
    assert "0/answer" in outcome.diagnostics[0].message
    assert (outcome.diagnostics[0].line, outcome.diagnostics[0].col) == (2, 13)


def test_fmt_refuses_a_result_that_would_lose_a_comment(tmp_path, monkeypatch):
    from deckctl.io import rewrite as fmt

    deck = write_deck(tmp_path, "iknow", cards=b"# note\n-   id: a\n")
    monkeypatch.setattr(fmt, "_dump", lambda tree, yaml: "- id: a\n")
    assert fmt.format_file(cards_file(deck)).refused


@pytest.mark.parametrize("lost", [
    "- id: a\n  accept: [C, # the usual spelling\n    D]\n",  # inside a flow list broken over lines
    "- id: a\n  meta: {x: 1, # the usual spelling\n    y: 2}\n",  # inside a flow mapping
    "- {id: a, # the usual spelling\n  level: B}\n",  # inside a flow card
])
def test_fmt_refuses_a_file_whose_end_of_line_comment_it_would_lose(cli, tmp_path, monkeypatch, lost):
    """ruamel drops a comment inside a flow collection; no line of either text starts with it.
    fmt keeps such a collection as written (test_fmt_comments_kept.py): without that, its check
    still refuses the text that lost the comment."""
    monkeypatch.setattr("deckctl.io.rewrite_flow.holds_comment", lambda text: False)
    deck = write_deck(tmp_path, "iknow", cards=lost + "- id: b   \n")
    run = cli("fmt", "deck", cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None
    assert "the comment `# the usual spelling` at the end of a line [fmt-unsafe]" in run.stdout
    assert cards_file(deck).read_text(encoding="utf-8") == lost + "- id: b   \n"


def test_a_hash_in_a_text_is_no_comment_to_keep(tmp_path):
    """Only YAML's comments are counted: a `#` in a quoted, plain or block text is the text's."""
    from deckctl import fmt

    text = ("- id: a  # kept\n  question: 'what # is'\n  answer: C#\n  notes: |  # header\n    # a line of the notes\n"
            "  hint: \"x # y\" # kept too\n")
    deck = write_deck(tmp_path, "iknow", cards=text.replace("\n", "   \n", 1))
    outcome = fmt.format_file(cards_file(deck))
    assert outcome.new == text, outcome.diagnostics


def test_check_and_diff_write_nothing(cli, messy, tmp_path):
    before = cards_file(messy).read_bytes()

    check = cli("fmt", "--check", "deck", cwd=tmp_path)
    assert check.exit_code == 1
    assert check.stdout.strip() == "deck/cards/cards.yaml: would be reformatted (byte-order mark; quoted 1.10, 1.1, 0123, yes, 2024-01-01)"
    # what to do, as `--format github` says in each finding: after the summary (stdout stays the list)
    assert check.stderr.endswith("1 file would be reformatted, 1 unchanged\n"
                                 "    hint: run `deckctl fmt` on it (`deckctl fmt --diff` shows the changes)\n")
    github = cli("fmt", "--check", "deck", "--format", "github", cwd=tmp_path)
    assert "run `deckctl fmt` on it (`deckctl fmt --diff` shows the changes)" in github.stdout

    diff = cli("fmt", "--diff", "deck", cwd=tmp_path)
    assert diff.exit_code == 0
    assert diff.stdout.startswith("--- a/deck/cards/cards.yaml\n+++ b/deck/cards/cards.yaml\n")
    assert '+  answer: "1.10"\n' in diff.stdout
    assert diff.stdout.endswith("\n\\ No newline at end of file\n") or diff.stdout.endswith("\n")

    both = cli("fmt", "--check", "--diff", "deck", cwd=tmp_path)
    assert both.exit_code == 1 and both.stdout == diff.stdout

    assert cards_file(messy).read_bytes() == before


def test_check_passes_on_a_formatted_deck(cli, tmp_path):
    write_deck(tmp_path, "knowledge")
    run = cli("fmt", "--check", "deck", cwd=tmp_path)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert run.stdout == ""


def test_the_schema_line_of_deck_yaml_stays_first(cli, tmp_path):
    """The editor reads the schema from the first line; fmt's fixes (BOM, `---`, CRLF) keep it there."""
    line = "# yaml-language-server: $schema=../../schemas/deck.schema.json"
    manifest = (DECKS / "iknow-starter" / "deck.yaml").read_text(encoding="utf-8")
    assert manifest.startswith(line + "\n")
    messy = "\ufeff" + manifest.replace("\n", "\r\n", 1).replace("format: 1\n", "---\nformat:   1  \n", 1)
    deck = write_deck(tmp_path, "iknow", manifest=messy)
    assert cli("fmt", "deck", cwd=tmp_path).exit_code == 0
    assert (deck / "deck.yaml").read_text(encoding="utf-8") == manifest


def test_the_write_is_atomic_and_leaves_no_temporary_files(cli, messy, tmp_path):
    assert cli("fmt", "deck", cwd=tmp_path).exit_code == 0
    leftovers = [p.name for p in tmp_path.rglob("*") if p.name.startswith(".") or p.suffix == ".tmp"]
    assert leftovers == []


def test_a_single_file_can_be_formatted(cli, messy, tmp_path):
    run = cli("fmt", "deck/cards/cards.yaml", cwd=tmp_path)
    assert run.exit_code == 0
    assert cards_file(messy).read_text(encoding="utf-8") == FORMATTED


def test_a_yml_card_file_is_an_error_and_left_alone(cli, messy, tmp_path):
    """`cards/more.yml` is not a card file (validate says so): fmt says the same, named or found in
    its deck, leaves it as it is, and still formats the deck's card files."""
    misnamed = messy / "cards" / "more.yml"
    misnamed.write_bytes(MESSY.encode("utf-8"))
    error = ("deck/cards/more.yml: error: `more.yml` is not read: card files end in `.yaml`, so its cards are not in "
             "the deck [card-file-name]\n    hint: rename it to cards/more.yaml\n")
    check = cli("fmt", "--check", "deck", "deck/cards/more.yml", cwd=tmp_path)
    assert check.exit_code == 1 and check.stdout.count(error) == 1, check.stdout
    assert "deck/cards/cards.yaml: would be reformatted" in check.stdout
    assert "1 file would be reformatted, 1 unchanged, 1 left alone (errors above)\n" in check.stderr
    run = cli("fmt", "deck", cwd=tmp_path)
    assert run.exit_code == 1 and error in run.stdout
    assert cards_file(messy).read_text(encoding="utf-8") == FORMATTED
    assert misnamed.read_bytes() == MESSY.encode("utf-8")
    misnamed.rename(messy / "cards" / "more.yaml")
    assert cli("fmt", "--check", "deck", cwd=tmp_path).stderr.startswith("1 file would be reformatted")


def test_a_missing_path_is_a_usage_error(cli, tmp_path):
    assert cli("fmt", "nowhere", cwd=tmp_path).exit_code == 2


def test_a_folder_without_decks_is_an_error(cli, tmp_path):
    # `deckctl fmt --check wrong/folder` in CI must not pass by checking nothing.
    (tmp_path / "empty").mkdir()
    run = cli("fmt", "--check", "empty", cwd=tmp_path)
    assert run.exit_code == 1
    assert "no deck.yaml in this folder or below it" in run.stdout


def test_a_file_the_formatter_cannot_parse_is_reported_where_it_trips(cli, tmp_path):
    # The validator's YAML reader accepts a tab after an anchor (`answer: &a<TAB>"4"`), the
    # formatter's does not (a tab after `answer:` it now reads as a space: _comment_tabs_spaced); the
    # refusal points at the tab, counting the `---` line that is dropped before parsing.
    write_deck(tmp_path, "i-know", {"tab.yaml": '---\n- id: a\n  question: What?\n  answer: &a\t"4"\n'})
    run = cli("fmt", "deck/cards/tab.yaml", cwd=tmp_path)
    assert run.exit_code == 1
    assert run.stdout.startswith("deck/cards/tab.yaml:4:13: error: cannot format this file")


def test_a_named_pipe_in_a_card_files_place_is_reported_as_validate_does_and_never_opened(cli, messy, tmp_path):
    """A FIFO `cards/more.yaml` (committed, or made by a stranger's script): validate says it is
    not read; fmt says the same, left alone, and exits 1, found in its deck or named. Opening it
    would block (nothing writes into it), so the test itself would hang."""
    import os

    os.mkfifo(messy / "cards" / "more.yaml")
    error = ("deck/cards/more.yaml: error: the file is not read: it is a named pipe, not a file [unreadable]\n")
    validate = cli("validate", "deck", cwd=tmp_path)
    assert validate.exit_code == 1 and error in validate.stdout, validate.stdout
    check = cli("fmt", "--check", "deck", cwd=tmp_path)
    assert check.exit_code == 1 and check.stdout.count(error) == 1, check.stdout
    assert "1 file would be reformatted, 1 unchanged, 1 left alone (errors above)\n" in check.stderr
    run = cli("fmt", "deck", cwd=tmp_path)
    assert run.exit_code == 1 and error in run.stdout
    assert cards_file(messy).read_text(encoding="utf-8") == FORMATTED
    named = cli("fmt", "deck/cards/more.yaml", cwd=tmp_path)
    assert named.exit_code == 1 and error in named.stdout, named.stdout


def test_a_tag_on_a_card_is_an_error_and_the_file_left_alone(cli, make_deck):
    """A tag on a card's mapping (no object is built from it) is refused as one on a text is:
    `fmt --check` exits 1 with the located error and does not rewrite the file."""
    text = VALID_CARDS["knowledge"].replace("- id: spider-legs", "- !!python/object/new:os.system\n  id: spider-legs")
    deck = make_deck("knowledge", cards=text)
    for run in (cli("fmt", "--check", deck), cli("fmt", deck)):
        assert run.exit_code == 1
        assert ("cards.yaml:1:3: error: card `spider-legs`: unsupported YAML tag `!!python/object/new:os.system` "
                "[unknown-tag]") in run.stdout  # (the card named, as validate and lint name it)
    assert (deck / "cards" / "cards.yaml").read_text(encoding="utf-8") == text


def test_an_int_float_or_bool_tag_keeps_its_value_plain(tmp_path):
    """`!!int 0` and the like: fmt read the tagged value as a number and wrote it back quoted
    (`!!int '0'`, `!!int '0x2'`: the same data, but no editor writes it so). The tag and the text
    stay as written, plain; a second fmt changes nothing, and validate reads the same cards."""
    from deckctl import fmt
    from deckctl.validate.deck import load_deck

    tagged = (VALID_CARDS["knowledge"].replace("  value: 2\n", "  value: !!int 0\n", 1)
              .replace("  value: 2\n", "  value: !!int 0x2\n", 1))  # (its two number cards)
    deck = write_deck(tmp_path, "knowledge", cards=tagged)
    before = [ref.card.model_dump(mode="json") for ref in load_deck(deck).cards]
    outcome = fmt.format_file(cards_file(deck))
    assert "  value: !!int 0\n" in outcome.new and "  value: !!int 0x2\n" in outcome.new, outcome.new
    assert "'" not in "".join(line for line in outcome.new.splitlines() if "!!" in line)
    cards_file(deck).write_text(outcome.new, encoding="utf-8")
    assert fmt.format_file(cards_file(deck)).new in (None, outcome.new)
    assert [ref.card.model_dump(mode="json") for ref in load_deck(deck).cards] == before


def test_a_redundant_str_tag_is_dropped_and_the_value_kept(tmp_path):
    """`!!str` on a text: ruamel would write it back as `!!%20str`, which no reader takes, and fmt
    refused the file as one it cannot format ("please report this"). The tag says nothing every
    text is not already, so it goes; the value, its quoting and the rest stay."""
    from deckctl import fmt

    text = (SCHEMA_LINE + "- id: a   # eol\n  subject: math\n  level: A\n  question: !!str What is 2 + 2?\n"
            "  answer: !!str \"4: four\"\n  source: !!str 'a book'\n")
    deck = write_deck(tmp_path, "i-know", cards=text)
    outcome = fmt.format_file(cards_file(deck))
    assert outcome.new == text.replace("!!str ", ""), (outcome.new, getattr(outcome, "problem", None))
