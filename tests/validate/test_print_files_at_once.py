"""deck.yaml's `print:` files are each judged even when another key of deck.yaml is invalid: a
bad art name no longer hides a logo leading out of the repository or a profile that is an
absolute path (each appeared only once the one before it was fixed). Nothing they name outside
the deck is opened. Also: the hints for deck.yaml written as a list, and for a card file that is
no file, fit what is there."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from deckfactory import DECKS, MANIFESTS, with_print, write_deck

from deckctl.validate.deck import validate

THREE = "print:\n  logo: ../../../secret.png\n  back_art: /dev/zero\n  icc_profile: /proc/self/environ\n"


def errors(deck: Path):
    return sorted((d.line, d.col, d.code, d.message, d.hint) for d in validate([deck]).diagnostics if d.is_error)


def test_three_bad_print_files_are_reported_together(tmp_path):
    deck = write_deck(tmp_path, manifest=with_print(MANIFESTS["knowledge"], THREE))
    found = errors(deck)
    print_line = MANIFESTS["knowledge"].count("\n") + 1
    assert [(line - print_line, col, code) for line, col, code, _, _ in found] == [
        (1, 3, "bad-art"), (2, 13, "bad-art-file"), (3, 16, "bad-print-option")]
    logo, back_art, profile = found
    assert "`../../../secret.png` leads outside the deck folder" in logo[3] and logo[4]  # (in no repository)
    assert "`/dev/zero` is not a PNG, JPEG, SVG or PDF file name" in back_art[3] and back_art[4]
    assert "`/proc/self/environ` is an absolute path" in profile[3] and profile[4]


def test_print_files_are_judged_when_another_key_is_invalid(tmp_path):
    manifest = with_print(MANIFESTS["knowledge"].replace("version: 1.0.0", "version: one"),
                          "print:\n  logo: art/missing.png\n")
    deck = write_deck(tmp_path, manifest=manifest)
    codes = [code for _, _, code, _, _ in errors(deck)]
    assert "bad-art" in codes and any(code != "bad-art" for code in codes)


def test_a_valid_print_file_beside_an_invalid_key_is_no_error(tmp_path):
    manifest = with_print(MANIFESTS["knowledge"], "print:\n  back_art: /dev/zero\n  logo: art/logo.svg\n")
    deck = write_deck(tmp_path, manifest=manifest)
    (deck / "art").mkdir()
    (deck / "art" / "logo.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">'
                                           '<rect width="10" height="10" fill="#000"/></svg>')
    assert [code for _, _, code, _, _ in errors(deck)] == ["bad-art-file"]


def test_a_manifest_written_as_a_list_points_at_the_format_docs(tmp_path):
    listed = "".join(("- " if n == 0 else "  ") + line + "\n"
                     for n, line in enumerate(MANIFESTS["knowledge"].splitlines()))
    deck = write_deck(tmp_path, manifest=listed)
    [(_, _, code, _, hint)] = errors(deck)
    assert code == "not-a-mapping"
    assert "FORMAT.md" not in hint and "docs/format.md" in hint and "`- `" in hint


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
@pytest.mark.parametrize("kind", ["named pipe", "folder"])
def test_a_card_file_that_is_no_file_is_told_to_be_one(tmp_path, kind):
    deck = write_deck(tmp_path)
    planted = deck / "cards" / "fifo.yaml"
    os.mkfifo(planted) if kind == "named pipe" else planted.mkdir()
    [error] = [d for d in validate([deck]).diagnostics if d.code == "unreadable"]
    assert error.message == f"the file is not read: it is a {kind}, not a file"
    assert error.hint == f"a card file is a plain file: remove the {kind}, and put the file in its place"


def test_a_link_to_no_file_is_said_to_be_one(tmp_path):
    deck = write_deck(tmp_path)
    (deck / "cards" / "gone.yaml").symlink_to("nowhere.yaml")
    [error] = [d for d in validate([deck]).diagnostics if d.code == "unreadable"]
    assert error.message.startswith("the file is a symbolic link leading to no file")
    assert "links leading out" not in error.hint and "remove it" in error.hint


@pytest.mark.parametrize(("line", "written", "said"), [
    (9, "  value 0", "number.yaml:9:3: error: card `venus-moons`: this line is neither"),
    (9, "  value: [0", "number.yaml:9:10: error: card `venus-moons`: the `[` opened here is never closed"),
    (8, '  back: "None at all." Venus has no natural satellite.',
     "number.yaml:8:24: error: card `venus-moons`: text follows the closing quote"),
])
def test_the_starter_deck_broken_says_where(tmp_path, cli, line, written, said):
    deck = tmp_path / "deck"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    cards = deck / "cards" / "number.yaml"
    lines = cards.read_text(encoding="utf-8").split("\n")
    lines[line - 1] = written
    cards.write_text("\n".join(lines), encoding="utf-8")
    run = cli("validate", "deck", cwd=tmp_path)
    assert run.exception is None and run.exit_code == 1
    assert said in run.stdout + run.stderr
