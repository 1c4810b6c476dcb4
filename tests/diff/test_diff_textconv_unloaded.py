"""git's textconv (`deckctl diff --textconv`) prints a card file that does not load as it is
written, since there are no fields to print: escaped as every line it prints, and read no
further than a deck file may be (docs/security.md)."""

from __future__ import annotations

from deckctl.io.source import MAX_FILE_BYTES


def test_a_file_that_does_not_load_is_printed_escaped(tmp_path, cli):
    """Its terminal escapes and a line a CI runner takes for a workflow command had come out raw."""
    path = tmp_path / "cards.yaml"
    path.write_bytes(b"- id: a\n  front: \x1b]0;owned\x07\x1b[2J\n::error file=x::pwned\n  back: \xff\n")
    result = cli("diff", "--textconv", path)
    assert result.exit_code == 0 and result.exception is None
    assert "\x1b" not in result.stdout and "\x07" not in result.stdout
    assert "front: \\x1b]0;owned\\x07\\x1b[2J" in result.stdout
    assert not any(line.lstrip().startswith("::") for line in result.stdout.splitlines())
    assert "\\x3a:error file=x::pwned" in result.stdout
    assert "back: \ufffd" in result.stdout  # (a byte that is no UTF-8, as before)


def test_a_file_larger_than_a_deck_file_is_not_read(tmp_path, cli):
    """A 600 MB card file had been read and printed whole (1.27 GB of memory): now one line says
    it is not shown, and the error names the limit (a sparse file)."""
    path = tmp_path / "cards.yaml"
    with path.open("wb") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)
    result = cli("diff", "--textconv", path)
    assert result.exit_code == 0 and result.exception is None
    assert len(result.stdout) < 1_000 and result.stdout.startswith("(deckctl: not shown: ")
    assert f"{MAX_FILE_BYTES + 1:,} bytes" in result.stdout and "file-too-large" in result.stderr


def test_a_conflicted_file_that_does_not_resolve_is_printed_escaped(tmp_path, cli):
    """A file with conflict markers whose sides do not load either: printed as it is, escaped."""
    path = tmp_path / "cards.yaml"
    path.write_text("<<<<<<< ours\n- id: a\n  front: [\x1b[2J\n=======\n::error::pwned\n>>>>>>> theirs\n",
                    encoding="utf-8")
    result = cli("diff", "--textconv", path)
    assert result.exit_code == 0 and result.exception is None
    assert "\x1b" not in result.stdout
    assert not any(line.lstrip().startswith("::") for line in result.stdout.splitlines())
