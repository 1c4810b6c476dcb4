"""fmt writes each end-of-line comment as many spaces after its value as it had in the file, on a
card re-indented from 4 to 2 spaces and after a value it quotes (deckctl/io/comment_gaps.py); ruamel
alone would keep the comment's column, 2 spaces further from every value of a re-indented card."""

from __future__ import annotations

from deckfactory import write_deck

_FOUR_SPACES = (
    "# odd layouts\n"
    "-   id: four-space\n"
    "    category: number    # cat\n"
    "    front: How many years from 1990-2000?   # range\n"
    "    back: Ten years - a decade...  # note here\n"
    "    accept:     # spellings\n"
    "        -   ten   # word\n"
    "        -   \"10\"  # digits\n"
    "    value: 4\n"
    "    source: https://example.org/b\n"
)
_TWO_SPACES = (
    "# odd layouts\n"
    "- id: four-space\n"
    "  category: number    # cat\n"
    "  front: How many years from 1990-2000?   # range\n"
    "  back: Ten years - a decade...  # note here\n"
    "  accept:     # spellings\n"
    "    - ten   # word\n"
    "    - \"10\"  # digits\n"
    "  value: 4\n"
    "  source: https://example.org/b\n"
)


def test_a_re_indented_card_keeps_each_comments_gap(cli, tmp_path):
    deck = write_deck(tmp_path, "knowledge", cards={"odd.yaml": _FOUR_SPACES})
    path = deck / "cards" / "odd.yaml"
    assert cli("fmt", "--check", "deck", cwd=tmp_path).exit_code == 1
    run = cli("fmt", "deck", cwd=tmp_path)
    assert run.exit_code == 0, run.stderr
    assert path.read_text(encoding="utf-8") == _TWO_SPACES
    # Twice is once, and --check agrees with what fmt wrote.
    assert cli("fmt", "--check", "deck", cwd=tmp_path).exit_code == 0
    assert "0 files formatted" in cli("fmt", "deck", cwd=tmp_path).stderr
    assert path.read_text(encoding="utf-8") == _TWO_SPACES


def test_a_comment_after_a_value_fmt_quotes_keeps_its_gap(tmp_path):
    from deckctl import fmt

    text = "- id: math-a-001\n  subject: math\n  level: A\n  question: What is 0.55 + 0.55?\n  answer: 1.10  # exact\n"
    deck = write_deck(tmp_path, "i-know", cards=text)
    path = deck / "cards" / "cards.yaml"
    outcomes, _ = fmt.format_paths([deck])
    assert [outcome.new for outcome in outcomes if outcome.path == path] == [text.replace("1.10  #", '"1.10"  #')]
