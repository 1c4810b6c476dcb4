"""A checkout with CRLF line endings (Git for Windows' core.autocrlf): every command reads it as
it reads LF, `fmt --check` says why it would change it, and `fmt` writes LF; the same for a
byte-order mark, which `fmt` removes."""

from __future__ import annotations

import shutil

from deckfactory import DECKS


def crlf_deck(tmp_path):
    deck = tmp_path / "decks" / "quiz"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    card_file = sorted((deck / "cards").glob("*.yaml"))[0]
    card_file.write_bytes(card_file.read_bytes().replace(b"\n", b"\r\n"))
    return deck, card_file


def test_crlf_files_validate_and_lint_as_lf_ones(tmp_path, cli):
    deck, _ = crlf_deck(tmp_path)
    assert cli("validate", deck).exit_code == 0
    lint = cli("lint", deck)
    assert lint.exit_code == 0 and "0 errors, 0 warnings" in lint.stderr


def test_fmt_check_names_crlf_as_the_reason_and_fmt_writes_lf(tmp_path, cli):
    deck, card_file = crlf_deck(tmp_path)
    check = cli("fmt", "--check", deck)
    assert check.exit_code == 1
    assert f"{card_file.name}: would be reformatted (CRLF line endings)" in check.stdout
    annotations = cli("fmt", "--check", deck, "--format", "github")
    assert annotations.exit_code == 1
    assert annotations.stdout.startswith("::error file=")
    assert "title=not-formatted::not in deckctl's layout (CRLF line endings)" in annotations.stdout
    assert cli("fmt", deck).exit_code == 0
    assert b"\r" not in card_file.read_bytes()
    assert cli("fmt", "--check", deck).exit_code == 0


def test_fmt_check_names_a_byte_order_mark_as_the_reason_and_fmt_removes_it(tmp_path, cli):
    deck, card_file = crlf_deck(tmp_path)
    card_file.write_bytes(b"\xef\xbb\xbf" + card_file.read_bytes().replace(b"\r\n", b"\n"))
    check = cli("fmt", "--check", deck)
    assert check.exit_code == 1
    assert f"{card_file.name}: would be reformatted (byte-order mark)" in check.stdout
    card_file.write_bytes(card_file.read_bytes().replace(b"\n", b"\r\n"))
    both = cli("fmt", "--check", deck, "--format", "github")
    assert "not in deckctl's layout (byte-order mark; CRLF line endings)" in both.stdout
    assert cli("fmt", deck).exit_code == 0
    assert not card_file.read_bytes().startswith(b"\xef\xbb\xbf") and b"\r" not in card_file.read_bytes()
