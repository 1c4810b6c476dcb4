"""`deckctl diff --html` draws a deck's many changed cards on every core, in spans (as the proof
does: drawing._spans_stored), and writes the same folder, byte for byte, as one process does."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from deckfactory import write_deck
from forkcount import counted_pools

from deckctl.core import workers
from deckctl.proof import drawing

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def git(root: Path, *args: str) -> None:
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.org", *args], cwd=root, check=True,
                   capture_output=True)


def _cards(answer: str) -> str:
    return "".join(f"- id: card-{n}\n  category: colour\n  front: The colour number {n}.\n  back: {answer} {n}.\n"
                   "  value: blue\n" for n in range(8))


def _files(folder: Path) -> dict[str, bytes]:
    return {path.relative_to(folder).as_posix(): path.read_bytes() for path in sorted(folder.rglob("*"))
            if path.is_file()}


def test_a_diffs_many_cards_are_drawn_in_spans_into_the_same_folder(tmp_path, cli, monkeypatch):
    root = tmp_path / "repo"
    root.mkdir()
    git(root, "init", "-q")
    deck = write_deck(root / "decks", "knowledge", _cards("Blue"))
    git(root, "add", ".")
    git(root, "commit", "-qm", "first")
    (deck / "cards" / "cards.yaml").write_text(_cards("Sky blue"), encoding="utf-8")
    git(root, "commit", "-qam", "second")
    monkeypatch.setattr(drawing, "SPLIT_FROM", 4)
    pools = counted_pools(monkeypatch)
    for jobs in (1, 2):
        monkeypatch.setattr(workers, "default_jobs", lambda jobs=jobs: jobs)
        result = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / f"diff-{jobs}", cwd=root)
        assert result.exit_code == 0, result.stderr
        assert "8 edited" in result.stderr
    assert pools == [1, 1]  # (with two jobs, before and after: one process forked beside this one each)
    one, two = _files(tmp_path / "diff-1"), _files(tmp_path / "diff-2")
    assert sum(name.endswith(".svg") for name in two) == 16
    assert one == two
