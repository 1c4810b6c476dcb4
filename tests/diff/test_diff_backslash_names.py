"""A card file whose name holds a backslash (`cards/a\\u200bb.yaml`, six characters after the `a`):
on Linux and macOS git commits it with a plain `git add` and checks it out, so a branch may hold
one. `diff` refused every such file as `unsafe-path`, "a file git refuses to check out", which is
so only on Windows, and the CI job's `diff --html` then failed with "1 deck not compared". It is
compared as any card file, named apart from a file whose name holds a real zero width space; and
validate warns that git on Windows cannot check it out (card-file-name-unsafe)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess

import pytest
import test_diff
from gitrepo import GIT_ENV

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

repo = test_diff.repo  # the You Know It! starter deck (with its German catalog), committed
NAME = "a\\u200bb.yaml"  # (a backslash and five characters, not a zero width space)


def test_a_card_file_named_with_a_backslash_is_compared(repo, cli, tmp_path):
    cards = repo / "decks" / "yki" / "cards"
    text = (cards / "set-b.yaml").read_text(encoding="utf-8")
    (cards / NAME).write_text(text.replace("id: card-0", "id: extra-0"), encoding="utf-8")
    env = {**os.environ, **GIT_ENV}
    subprocess.run(["git", "add", "-A"], cwd=repo, check=True, env=env)
    subprocess.run(["git", "commit", "-q", "-m", "a card file named with a backslash"], cwd=repo, check=True, env=env)

    run = cli("diff", "HEAD~1", "HEAD", "--format", "json", cwd=repo)
    assert run.exit_code == 0, run.stderr
    [deck] = json.loads(run.stdout)["decks"]
    assert deck["added"] and {card["file"] for card in deck["added"]} == {f"cards/{NAME}"}  # (JSON: the exact name)
    text_run = cli("diff", "HEAD~1", "HEAD", cwd=repo)
    assert text_run.exit_code == 0 and "unsafe-path" not in text_run.stderr + text_run.stdout, text_run.stderr
    assert "cards/a\\\\u200bb.yaml" in text_run.stdout, text_run.stdout  # (shown apart from a real U+200B)
    page = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "page", cwd=repo)
    assert page.exit_code == 0 and "not compared" not in page.stderr, page.stderr

    checked = cli("validate", repo / "decks" / "yki", cwd=repo)
    assert "card-file-name-unsafe" in checked.stdout and "Windows allows no `\\`" in checked.stdout, checked.stdout
