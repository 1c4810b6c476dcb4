"""Messages fitted to the terminal they go to, at 60 columns. An error on stderr was wrapped at the
width of stdout (shutil.get_terminal_size), 80 when stdout was redirected, and the terminal cut
its words (`cards/2/f`/`ront`); replay's refusals were not wrapped at all; proof's bar cut a
deck's name to 7 characters (`knowled…`) and left two spaces where the time left was empty."""

from __future__ import annotations

import os
import subprocess

from terminal import DECKCTL, ESCAPES, on_pty

COLUMNS = 60


def plain_env(tmp_path, **extra) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if key not in ("CI", "COLUMNS")}
    return {**env, "TERM": "xterm-256color", "DECKCTL_CACHE_DIR": str(tmp_path / "cache"), **extra}


def fits(lines: list[str], one_line: str) -> None:
    """Each line within the terminal, and together the words of the message unbroken."""
    assert len(lines) > 1 and all(len(line) <= COLUMNS for line in lines), lines
    assert lines[1].startswith("    ")
    assert " ".join(line.strip() for line in lines) == one_line


def test_an_error_fits_the_terminal_of_stderr_when_stdout_is_redirected(tmp_path):
    (tmp_path / "the-bundle-from-last-week.json").write_text("{}")
    command = [str(DECKCTL), "play", "knowledge", "--bundle", "the-bundle-from-last-week.json"]
    code, seen = on_pty(command, "stderr", subprocess.DEVNULL, columns=COLUMNS, env=plain_env(tmp_path),
                        cwd=tmp_path, stdin=subprocess.DEVNULL)
    assert code == 1
    lines = ESCAPES.sub("", seen.decode()).replace("\r", "").splitlines()
    fits(lines, 'deckctl: error: the-bundle-from-last-week.json is not a deckctl bundle '
                '(no `"format": "deckctl-bundle"`)')


def test_an_error_fits_the_terminal_of_stderr_when_stdout_is_piped(tmp_path):
    (tmp_path / "the-bundle-from-last-week.json").write_text("{}")
    command = [str(DECKCTL), "play", "knowledge", "--bundle", "the-bundle-from-last-week.json"]
    code, seen = on_pty(command, "stderr", columns=COLUMNS, env=plain_env(tmp_path), cwd=tmp_path,
                        stdin=subprocess.DEVNULL)
    assert code == 1
    lines = ESCAPES.sub("", seen.decode()).replace("\r", "").splitlines()
    assert len(lines) > 1 and all(len(line) <= COLUMNS for line in lines), lines
