"""A run of comment lines after a value is joined in linear work (deckctl/io/comment_scanner.py):
ruamel's round-trip scanner copied the whole run gathered so far for each line, so a card followed
by 160,000 lines of `  # c` took `fmt --check` 34 s, 7.8 MB over 10 minutes. The work is counted,
not timed: the characters put into comment tokens grow with the run, not with its square. The
tokens are ruamel's own, comment texts and places included."""

from __future__ import annotations

import pytest
from deckfactory import write_deck
from ruamel.yaml import YAML
from ruamel.yaml.tokens import CommentToken

from deckctl.io import rewrite
from deckctl.io.comment_scanner import LinearCommentScanner

CARD = "- id: c-1\n  category: number\n  front: F?\n  back: B.\n  value: 1\n"

_PLACES = {
    "below a value": CARD + "  # c\n" * 5,
    "at a value's end and below": "- id: a\n  value: 1  # e\n  # c\n\n    # d\n",
    "below a flow list": "- id: a\n  value: [1, 2]  # e\n  # c\n  # d\n- id: b\n",
    "below a flow mapping": "a: {b: 1}\n# c\n#   d\nz: 2\n",
    "after a key": "- id: a\n  clues:  # e\n  # c\n    # d\n    - x\n",
    "blank lines between": CARD + "  # c\n\n\n  # d\n\n",
    "at the top and between cards": "# top\n# more\n\n" + CARD + "# between\n\n# again\n" + CARD,
    "after a block": "- id: a\n  back: |\n    text\n  # c\n  # d\n  value: 1\n",
    "after a quoted text": "- id: a\n  back: 'q'\n      # c\n  # d\n  value: 1\n",
    "at the end without a newline": CARD + "  # c\n  # d",
}


def _tokens(text: str, scanner) -> list[tuple]:
    yaml = YAML(typ="rt")
    yaml.Scanner = scanner
    return [(type(token).__name__, token.start_mark.line, token.start_mark.column, _shown(token))
            for token in yaml.scan(text)]


def _shown(item):
    if isinstance(item, CommentToken):
        return ("comment", item.value, item.start_mark.line, item.start_mark.column)
    if isinstance(item, list):
        return [_shown(piece) for piece in item]
    comment = getattr(item, "_comment", None)
    return None if comment is None or comment is item else _shown(comment)


@pytest.mark.parametrize("text", list(_PLACES.values()), ids=list(_PLACES))
def test_the_tokens_are_ruamels(text):
    from ruamel.yaml.scanner import RoundTripScanner

    assert _tokens(text, LinearCommentScanner) == _tokens(text, RoundTripScanner)


def _characters_joined(monkeypatch, text: str) -> int:
    """How many characters formatting `text` puts into comment tokens once they are made."""
    joined = 0
    plain = CommentToken.value

    def record(token, value):
        nonlocal joined
        joined += len(value)
        plain.fset(token, value)

    monkeypatch.setattr(CommentToken, "value", property(plain.fget, record))
    rewrite._all_comments.cache_clear()
    rewrite._yaml().load(text)
    rewrite._all_comments(text)
    return joined


def test_a_run_of_comment_lines_is_joined_in_linear_work(monkeypatch):
    small = _characters_joined(monkeypatch, CARD + "  # c\n" * 500)
    large = _characters_joined(monkeypatch, CARD + "  # c\n" * 2_000)
    assert large < 5 * small  # (four times the lines; a copy of the run for each line: 16 times)


def test_a_card_followed_by_many_comment_lines_is_formatted(cli, tmp_path):
    run_of_comments = "    # note\n" * 3_000
    deck = write_deck(tmp_path, "knowledge", cards={"c.yaml": CARD.replace("\n  ", "\n    ").replace("- ", "-   ")
                                                     + run_of_comments})
    assert cli("fmt", "--check", "deck", cwd=tmp_path).exit_code == 1
    run = cli("fmt", "deck", cwd=tmp_path)
    assert run.exit_code == 0, run.stderr
    assert (deck / "cards" / "c.yaml").read_text() == CARD + run_of_comments  # (each comment line where it was)
    assert cli("fmt", "--check", "deck", cwd=tmp_path).exit_code == 0
