"""fmt rewrites through ruamel.yaml (pure Python) only a file of at most `MAX_REWRITE_BYTES`: a
3 MiB card file of small commented cards in an odd layout, within every limit validate applies,
had taken `fmt --check` 47 s of CPU and 440 MB, a deck.yaml or board.yaml of 8 MiB of comment
lines about as long. A larger file that is already in the layout is checked and left as it is; one
that would have to be rewritten is left alone with a located error (exit 1). The limit is lowered
here to keep the files small."""

from __future__ import annotations

import pytest
from deckfactory import write_deck

from deckctl.io import rewrite

CANONICAL = "".join(f"- id: c-{n}\n  category: number\n  front: F?\n  back: B.\n  value: 1\n"
                    for n in (1, 3, 4))  # (larger than ODD)
ODD = ("-   id: c-2\n    category: number\n    front: G?\n    back: C.\n    value: 2\n    # note\n"
       "-   id: c-5\n    category: number\n    front: H?\n    back: D.\n    value: 3\n")  # (two cards: it can be split)


@pytest.fixture
def deck(tmp_path, monkeypatch):
    made = write_deck(tmp_path, "knowledge", cards={"a.yaml": CANONICAL, "b.yaml": ODD})
    board = made / "board.yaml"
    if board.exists():
        board.write_text(board.read_text().replace("\n  - ", "\n    - ") + "    # c\n" * 50)
    monkeypatch.setattr(rewrite, "MAX_REWRITE_BYTES", len(ODD) - 1)
    return made


def test_a_large_file_in_the_layout_is_checked(cli, tmp_path, deck):
    run = cli("fmt", "--check", "deck/cards/a.yaml", cwd=tmp_path)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert "1 unchanged" in run.stderr


@pytest.mark.parametrize("args", [("fmt", "--check", "deck"), ("fmt", "deck"), ("fmt", "deck/cards/b.yaml")])
def test_a_large_file_to_rewrite_is_left_alone(cli, tmp_path, deck, args):
    board = deck / "board.yaml"
    board_before = board.read_text() if board.exists() else None
    run = cli(*args, cwd=tmp_path)
    assert run.exit_code == 1
    assert run.exception is None
    assert (f"deck/cards/b.yaml: error: not rewritten: the file is {len(ODD):,} bytes, and deckctl rewrites a "
            f"file of at most {len(ODD) - 1:,} bytes") in run.stdout
    assert "hint: split its cards over several files in cards/" in run.stdout
    assert (deck / "cards" / "b.yaml").read_text() == ODD  # untouched
    assert (deck / "cards" / "a.yaml").read_text() == CANONICAL
    if board_before is not None and "b.yaml" not in args[-1]:
        assert "deck/board.yaml: error: not rewritten" in run.stdout
        assert "hint: a file this large holds little but comments and blank lines" in run.stdout
        assert board.read_text() == board_before


def test_a_file_within_the_limit_is_rewritten(cli, tmp_path, deck, monkeypatch):
    monkeypatch.setattr(rewrite, "MAX_REWRITE_BYTES", len(ODD))
    run = cli("fmt", "deck/cards/b.yaml", cwd=tmp_path)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert (deck / "cards" / "b.yaml").read_text().startswith("- id: c-2\n  category: number\n  front: G?\n")


def test_lint_fix_leaves_a_large_file_alone_too(cli, tmp_path, deck):
    """lint --fix rewrites a file through the same round trip: one double space fixed in a 3.1 MB
    card file had taken 84 s and 454 MB."""
    odd = deck / "cards" / "b.yaml"
    odd.write_text(ODD.replace("front: G?", "front: G  ?"), encoding="utf-8")
    before = odd.read_text(encoding="utf-8")
    run = cli("lint", "--fix", "deck", cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None
    assert "deck/cards/b.yaml: error: not rewritten: the file is" in run.stdout
    assert odd.read_text(encoding="utf-8") == before


def test_a_file_too_large_for_one_text_is_told_to_shorten_it(cli, tmp_path, monkeypatch):
    """A file of one card holding a text far over MAX_TEXT_CHARS: splitting its cards over files
    (the hint it had) cannot help; the hint names the text and the limit."""
    from deckctl.core.deck_limits import MAX_TEXT_CHARS

    long = "x" * (MAX_TEXT_CHARS * 3)
    card = f"-   id: c-2\n    category: number\n    front: G?\n    back: {long}\n    value: 2\n"
    deck = write_deck(tmp_path, "knowledge", cards={"b.yaml": card})
    monkeypatch.setattr(rewrite, "MAX_REWRITE_BYTES", len(card) - 1)
    run = cli("fmt", "--check", "deck", cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None
    assert (f"hint: the text at line 4 has {len(long):,} characters, and a text may have at most "
            f"{MAX_TEXT_CHARS:,} (validate's `text-too-long`): shorten it; the file is left as it is") in run.stdout
    assert "split" not in run.stdout


def test_a_file_of_one_card_too_large_is_not_told_to_split_it(cli, tmp_path, monkeypatch):
    card = "-   id: c-2\n    category: number\n    front: G?\n    back: C.\n    value: 2\n" + "    # note\n" * 20
    deck = write_deck(tmp_path, "knowledge", cards={"b.yaml": card})
    monkeypatch.setattr(rewrite, "MAX_REWRITE_BYTES", len(card) - 1)
    run = cli("fmt", "--check", "deck", cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None
    assert "hint: the file holds one card, which no split makes smaller: shorten its lists and comments" in run.stdout
