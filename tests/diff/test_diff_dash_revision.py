"""A branch whose name starts with `-` (git lets `update-ref` and a fetch make one: a stranger's
`--output=<file>` or `-p`) is a revision to `diff` and `diff --html`, never an option to the git
they run: compared as any branch, and nothing is written where the name points. It had been read
as an option and refused as 'neither a git revision nor an existing path', the hint listing that
very branch."""

from __future__ import annotations

import pytest
from gitrepo import git, starter_repo


@pytest.mark.parametrize("branch", ["-p", "--output={written}"])
def test_a_branch_named_like_an_option_is_compared(tmp_path, cli, branch):
    repo = starter_repo(tmp_path / "repo")
    written = tmp_path / "written"
    branch = branch.format(written=written)
    git(repo, "update-ref", f"refs/heads/{branch}", "HEAD")
    cards = repo / "decks" / "yki" / "cards" / "set-a.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("answer: Canberra", "answer: Canberra (ACT)"),
                     encoding="utf-8")
    git(repo, "commit", "-qam", "edit")

    text = cli("diff", "--", branch, "main", cwd=repo)
    assert text.exit_code == 0, text.stderr
    assert "Canberra (ACT)" in text.stdout
    page = cli("diff", "--html", "--out", tmp_path / "page", "--", branch, "main", cwd=repo)
    assert page.exit_code == 0, page.stderr
    assert "1 edited" in page.stderr and page.stderr.endswith(f" ({branch} -> main)\n")
    assert not written.exists()
