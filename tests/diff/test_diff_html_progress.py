"""`diff --html` on a terminal shows its progress (comparing, then drawing the changed cards deck by
deck), as `proof` does, through the same helper; piped, it prints its summary line alone."""

from __future__ import annotations

from gitrepo import git, starter_repo
from terminal import on_terminal


def _edited_repo(tmp_path):
    repo = starter_repo(tmp_path / "repo")
    cards = repo / "decks" / "yki" / "cards" / "set-a.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("answer: Canberra", "answer: Canberra (ACT)"),
                     encoding="utf-8")
    git(repo, "commit", "-qam", "edit")
    return repo


def test_diff_html_shows_its_steps_on_a_terminal_and_only_its_summary_piped(tmp_path, cli):
    repo = _edited_repo(tmp_path)
    seen = "\n".join(on_terminal(["diff", "--html", "HEAD~1", "HEAD"], 60, repo, stream="stderr"))
    assert "diff" in seen and "0/1 steps" in seen and "comparing" in seen
    assert "1/2 steps" in seen and "drawing you-know-it" in seen  # (the deck under way, by its id)
    assert seen.endswith("wrote card-diff/index.html: 0 added, 0 removed, 0 moved, 1\n    edited (HEAD~1 -> HEAD)")
    piped = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "piped", cwd=repo)
    assert piped.exit_code == 0
    assert piped.stderr == (f"wrote {tmp_path / 'piped' / 'index.html'}: 0 added, 0 removed, 0 moved, 1 edited "
                            "(HEAD~1 -> HEAD)\n")
