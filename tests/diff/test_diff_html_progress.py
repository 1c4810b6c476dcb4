"""`diff --html` on a terminal shows its progress (comparing, then drawing the changed cards deck by
deck), as `proof` does, through the same helper; piped, it prints its summary line alone. Its
total is shown once known, and never grows."""

from __future__ import annotations

import shutil
from contextlib import contextmanager

from deckfactory import DECKS
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
    assert "diff" in seen and "comparing" in seen and "/?" not in seen  # (no count until known: once compared)
    assert "1/2 steps" in seen and "drawing you-know-it" in seen  # (the deck under way, by its id)
    assert seen.endswith("wrote card-diff/index.html: 0 added, 0 removed, 0 moved, 1\n    edited; texts printed "
                         "untranslated after the change on 1\n    card in de (0 before) (HEAD~1 -> HEAD)")
    piped = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "piped", cwd=repo)
    assert piped.exit_code == 0
    assert piped.stderr == (f"wrote {tmp_path / 'piped' / 'index.html'}: 0 added, 0 removed, 0 moved, 1 edited; "
                            "texts printed untranslated after the change on 1 card in de (0 before) (HEAD~1 -> HEAD)\n")


def test_diff_html_progress_shows_one_total_that_never_grows(tmp_path, cli, monkeypatch):
    """It counted one step while comparing, then one more for each changed deck: 0/1, then 1/3 for
    two decks. Comparing has no total now; the total, once shown, is the last."""
    from deckctl.cli import diff as diff_command

    repo = tmp_path / "repo"
    shutil.copytree(DECKS / "knowledge-starter", repo / "decks" / "knowledge")
    starter_repo(repo)
    for cards in (repo / "decks" / "yki" / "cards" / "set-a.yaml", repo / "decks" / "knowledge" / "cards" / "number.yaml"):
        cards.write_text(cards.read_text(encoding="utf-8").replace("- id: ", "- id: x", 1), encoding="utf-8")
    git(repo, "commit", "-qam", "two decks edited")
    steps = []

    @contextmanager
    def recorded(*args, **kwargs):
        yield lambda done, total, text: steps.append((done, total, text))

    monkeypatch.setattr(diff_command, "progress", recorded)
    assert cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=repo).exit_code == 0
    assert steps[0] == (0, None, "comparing")
    assert [(done, total) for done, total, _ in steps[1:]] == [(1, 3), (2, 3)]
