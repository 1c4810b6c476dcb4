"""A revision given as a commit's hash (as CI gives them) is named for a person by its short hash
and the branches at it, on the page and the terminal; JSON keeps what was given, and a revision
given by name is named as given."""

from __future__ import annotations

import json

from gitrepo import git, starter_repo


def test_a_commit_hash_is_named_by_its_short_hash_and_branches(tmp_path, cli):
    repo = starter_repo(tmp_path / "repo")
    cards = repo / "decks" / "yki" / "cards" / "set-a.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("answer: Canberra", "answer: Canberra (ACT)"),
                     encoding="utf-8")
    git(repo, "commit", "-qam", "edit")
    git(repo, "tag", "v2")
    old, new = git(repo, "rev-parse", "HEAD~1").strip(), git(repo, "rev-parse", "HEAD").strip()
    short_old, short_new = git(repo, "rev-parse", "--short", old).strip(), git(repo, "rev-parse", "--short", new).strip()

    page = cli("diff", "--html", old, new, "--out", tmp_path / "page", cwd=repo)
    assert page.exit_code == 0, page.stderr
    assert "1 edited" in page.stderr and page.stderr.endswith(f" ({short_old} -> {short_new} (main, v2))\n")
    html = (tmp_path / "page" / "index.html").read_text(encoding="utf-8")
    assert f"{short_old} → {short_new} (main, v2): 1 deck changed" in html and old not in html and new not in html

    same = cli("diff", new, new, cwd=repo)
    assert same.stderr == f"no card or translation changes ({short_new} (main, v2) -> {short_new} (main, v2))\n"
    as_json = json.loads(cli("diff", "--format", "json", old, new, cwd=repo).stdout)
    assert (as_json["old"], as_json["new"]) == (old, new)  # (for tools: what was given)
    named = cli("diff", "--html", "HEAD~1", "main", "--out", tmp_path / "named", cwd=repo)
    assert "1 edited" in named.stderr and named.stderr.endswith(" (HEAD~1 -> main)\n")
