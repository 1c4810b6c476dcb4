"""A checkout with CRLF line endings (Git for Windows' core.autocrlf, or `eol=crlf` in
.gitattributes): every command reads it as it reads LF, and `fmt` keeps it (its layout with each
line's CRLF), so `fmt --check` passes on it; a file mixing LF and CRLF is written with LF, and says
so. A byte-order mark `fmt` removes."""

from __future__ import annotations

import shutil
import subprocess

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


def test_fmt_keeps_crlf_on_a_file_in_its_layout(tmp_path, cli):
    deck, card_file = crlf_deck(tmp_path)
    before = card_file.read_bytes()
    check = cli("fmt", "--check", deck)
    assert check.exit_code == 0, check.stdout
    assert check.stdout == ""
    assert cli("fmt", deck).exit_code == 0
    assert card_file.read_bytes() == before


def test_fmt_lays_out_a_crlf_file_with_crlf(tmp_path, cli):
    deck, card_file = crlf_deck(tmp_path)
    card_file.write_bytes(b"---\r\n" + card_file.read_bytes().replace(b"\r\n", b"   \r\n", 1) + b"\r\n\r\n")
    check = cli("fmt", "--check", deck)
    assert check.exit_code == 1
    assert check.stdout.endswith(f"{card_file.name}: would be reformatted\n"), check.stdout
    assert cli("fmt", deck).exit_code == 0
    fixed = card_file.read_bytes()
    assert fixed.count(b"\n") == fixed.count(b"\r\n") > 10 and b"   \r\n" not in fixed
    assert cli("fmt", "--check", deck).exit_code == 0


def test_a_file_mixing_lf_and_crlf_is_written_with_lf(tmp_path, cli):
    deck, card_file = crlf_deck(tmp_path)
    card_file.write_bytes(card_file.read_bytes().replace(b"\r\n", b"\n", 3))
    check = cli("fmt", "--check", deck)
    assert check.exit_code == 1
    assert f"{card_file.name}: would be reformatted (LF and CRLF line endings mixed)" in check.stdout
    annotations = cli("fmt", "--check", deck, "--format", "github")
    assert annotations.exit_code == 1
    assert annotations.stdout.startswith("::error file=")
    assert "title=not-formatted::not in deckctl's layout (LF and CRLF line endings mixed)" in annotations.stdout
    assert cli("fmt", deck).exit_code == 0
    assert b"\r" not in card_file.read_bytes()
    assert cli("fmt", "--check", deck).exit_code == 0


def test_fmt_check_names_a_byte_order_mark_as_the_reason_and_fmt_removes_it(tmp_path, cli):
    deck, card_file = crlf_deck(tmp_path)
    card_file.write_bytes(b"\xef\xbb\xbf" + card_file.read_bytes())
    check = cli("fmt", "--check", deck)
    assert check.exit_code == 1
    assert f"{card_file.name}: would be reformatted (byte-order mark)" in check.stdout
    assert cli("fmt", deck).exit_code == 0
    fixed = card_file.read_bytes()
    assert not fixed.startswith(b"\xef\xbb\xbf") and fixed.count(b"\n") == fixed.count(b"\r\n")


def test_a_checkout_with_eol_crlf_passes_fmt_check(tmp_path, cli):
    """What every Windows contributor's hook runs: a repository whose .gitattributes asks for CRLF
    in the working copy, checked out by git, is in fmt's layout."""
    repo = tmp_path / "repo"
    shutil.copytree(DECKS / "iknow-starter", repo / "decks" / "quiz")
    (repo / ".gitattributes").write_text("*.yaml text eol=crlf\n")
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@e", "-c", "core.autocrlf=false"]
    subprocess.run([*git, "init", "-q"], cwd=repo, check=True)
    subprocess.run([*git, "add", "-A"], cwd=repo, check=True, capture_output=True)
    subprocess.run([*git, "commit", "-qm", "decks"], cwd=repo, check=True)
    shutil.rmtree(repo / "decks")
    subprocess.run([*git, "checkout", "--", "."], cwd=repo, check=True)
    manifest = (repo / "decks" / "quiz" / "deck.yaml").read_bytes()
    assert manifest.count(b"\n") == manifest.count(b"\r\n") > 0  # (git wrote CRLF)
    check = cli("fmt", "--check", "decks", cwd=repo)
    assert check.exit_code == 0, check.stdout
