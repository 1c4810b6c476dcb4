"""`deckctl init` ended with `created 22 files in my-decks; ...` and said nothing of what comes
next; it now names the steps of README's "From init to a merged pull request", in lines that
fit a 60-column terminal: into the folder, `git init -b main`, `pre-commit install`, then the two
`git config` lines of the README it wrote, and the pin of deckctl that CI needs."""

from __future__ import annotations

import os
import subprocess

NAME = os.fsdecode(b"v\xff")


def _last_lines(run, count: int = 3) -> list[str]:
    assert run.exit_code == 0 and run.exception is None, run.stderr
    return run.stderr.splitlines()[-count:]


def test_next_steps_after_a_new_folder(tmp_path, cli):
    lines = _last_lines(cli("init", "my-decks", "--game", "wissens-spektrum", cwd=tmp_path), 4)
    assert lines == [
        "created 22 files in my-decks; the deck is my-decks/decks/wissens-spektrum-deck",
        "next: cd my-decks && git init -b main && pre-commit install",
        "then the two `git config` lines in README.md",
        "and pin deckctl in .github/deckctl-requirements.txt for CI",
    ]
    assert all(len(line) <= 60 for line in lines[1:])
    readme = (tmp_path / "my-decks" / "README.md").read_text(encoding="utf-8")
    assert "\ngit init -b main " in readme and "\npre-commit install " in readme
    assert readme.count("\ngit config ") == 2


def test_here_in_a_repository_with_a_readme_of_its_own(tmp_path, cli):
    """No `cd` when DIR is here, no `git init` where it is a repository already; the README that
    holds the `git config` lines is decks/README.md when the folder had its own."""
    subprocess.run(["git", "init", "-q", "-b", "main", str(tmp_path)], check=True)
    (tmp_path / "README.md").write_text("mine\n", encoding="utf-8")
    lines = _last_lines(cli("init", "--game", "iknow", "--lang", "de", cwd=tmp_path))
    assert lines == ["next: pre-commit install", "then the two `git config` lines in decks/README.md",
                     "and pin deckctl in .github/deckctl-requirements.txt for CI"]
    assert (tmp_path / "decks" / "README.md").read_text(encoding="utf-8").count("\ngit config ") == 2


def test_the_cd_reads_back_as_the_folder(tmp_path, cli):
    lines = _last_lines(cli("init", "my decks", "--game", "knowledge", cwd=tmp_path))
    assert lines[0] == "next: cd 'my decks' && git init -b main && pre-commit install"
    lines = _last_lines(cli("init", NAME, "--game", "knowledge", cwd=tmp_path))
    assert lines[0] == "next: cd $'v\\xff' && git init -b main && pre-commit install"


def test_next_steps_say_ci_needs_a_pin_of_deckctl(tmp_path, cli):
    """The requirements file init writes names no deckctl (deckctl knows no URL or commit of its
    own) and the workflow stops at once on such a file: the first push fails unless the steps say
    to write the pin."""
    lines = _last_lines(cli("init", "r", "--game", "iknow", cwd=tmp_path))
    assert lines[-1] == "and pin deckctl in .github/deckctl-requirements.txt for CI"
    pinned = (tmp_path / "r" / ".github" / "deckctl-requirements.txt").read_text(encoding="utf-8")
    assert not [line for line in pinned.splitlines() if line.lower().startswith("deckctl")]
    workflow = (tmp_path / "r" / ".github" / "workflows" / "decks.yml").read_text(encoding="utf-8")
    assert "if ! grep -qiE '^[[:space:]]*deckctl([^-_.a-z0-9]|$)' .github/deckctl-requirements.txt; then" in workflow
