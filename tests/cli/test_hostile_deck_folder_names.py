"""A deck folder's name may hold any bytes (git commits them): `deckctl build`'s progress named a
deck that failed to load by its folder, raw, so `decks/ev<ESC>[31mil<RLO>X<LF>::error::pwned`
recoloured the terminal, reordered the line and gave a CI log a line `::error::pwned`, which
GitHub Actions runs as a workflow command. Every line naming a folder, a deck id or an output
(the progress, on a pipe and on the bar, the closing table and its notes) now shows it as the
findings do: control and bidirectional characters and line breaks escaped, `::` at a line's start
and `##[` written `\\x3a:` and `\\x23#[`."""

from __future__ import annotations

import io
import os
import subprocess

from terminal import DECKCTL, on_pty

from deckfactory import write_deck

HOSTILE = "ev\x1b[31mil\u202eX\n::error::pwned ##[add-mask]x"


def assert_inert(output: str) -> None:
    assert "\x1b[31mil" not in output and "\u202e" not in output, output
    assert "##[" not in output, output
    assert not any(line.lstrip().startswith("::") for line in output.splitlines()), output


def test_build_names_a_deck_that_fails_to_load_escaped(cli, tmp_path):
    write_deck(tmp_path / "decks", "knowledge", name=HOSTILE, cards={"bad.yaml": "- id: [\n"})
    result = cli("build", tmp_path / "decks", "--out", tmp_path / "build", "--jobs", "1")
    assert result.exit_code == 1, result.stderr
    progress = [line for line in result.stderr.splitlines() if line.startswith("[1/1] ")]
    assert progress == ["[1/1] ev\\x1b[31mil\\u202eX\\n::error::pwned \\x23#[add-mask]x"], result.stderr
    assert_inert(result.stdout + result.stderr)


def test_the_bar_names_the_deck_being_built_escaped(tmp_path):
    write_deck(tmp_path / "decks", "knowledge", name="ev\x1b[31mil\u202eX")
    env = {key: value for key, value in os.environ.items() if key != "CI"}
    env.update(COLUMNS="100", TERM="xterm-256color", DECKCTL_CACHE_DIR=str(tmp_path / "cache"))
    code, seen = on_pty([str(DECKCTL), "build", "--jobs", "1"], "stderr", subprocess.DEVNULL, env=env, cwd=tmp_path)
    frames = seen.decode()
    assert code == 0, frames
    assert "ev\\x1b[31mil\\u202eX" in frames and "\x1b[31mil" not in frames and "\u202e" not in frames, frames


def test_the_table_and_notes_show_ids_from_the_manifest_escaped():
    # (the table's ids of decks up to date come from build/manifest.json, which is not checked again)
    from deckctl.build.pipeline import Row
    from deckctl.cli.build import _notes, _table

    stream = io.StringIO()
    _table([Row(HOSTILE, "en", 3, ["test/en/bundle.json"], True)], stream)
    _notes([(HOSTILE, "a note\n::warning::x")], stream)
    assert_inert(stream.getvalue())
    assert len(stream.getvalue().splitlines()) == 2, stream.getvalue()
