"""`deckctl diff` on repositories a stranger prepared: file names git allows that a line-based
reader misreads, links out of the repository, and changes to translations only."""

from __future__ import annotations

import json
import shutil

import pytest
import test_diff
from gitrepo import starter_repo
from test_diff import git

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

repo = test_diff.repo  # the You Know It! starter deck (with its German catalog), committed


def test_a_file_name_holding_a_newline_neither_crashes_nor_hides_a_change(repo, cli):
    cards = repo / "decks" / "yki" / "cards"
    # A name that, read as lines, asks git for the manifest in place of the next file.
    sneaky = cards / "z.yaml\nHEAD:decks" / "yki" / "deck.yaml"
    sneaky.parent.mkdir(parents=True)
    sneaky.write_text("format: 1\n", encoding="utf-8")
    manifest = repo / "decks" / "yki" / "deck.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("version: ", "version: 9", 1), encoding="utf-8")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "sneaky")
    run = cli("diff", "HEAD~1", "HEAD", "-f", "json", cwd=repo)
    assert run.exception is None and run.exit_code == 0, run.stdout + run.stderr
    decks = {deck["path"]: deck for deck in json.loads(run.stdout)["decks"]}
    assert [change["field"] for change in decks["decks/yki"]["manifest"]] == ["version"]
    assert decks["decks/yki/cards/z.yaml\nHEAD:decks/yki"]["manifest"] == [  # its own deck.yaml, read as itself
        {"field": "format", "old": None, "new": 1, "change": "added"}]


def test_a_change_to_translations_only_is_shown(repo, cli):
    catalog = repo / "decks" / "yki" / "locales" / "de.po"
    text = catalog.read_text(encoding="utf-8")
    assert 'msgstr "Canberra"' in text
    catalog.write_text(text.replace('msgstr "Canberra"', 'msgstr "Canberra (Hauptstadt)"', 1), encoding="utf-8")
    run = cli("diff", cwd=repo)
    assert run.exit_code == 0, run.stderr
    assert "no card or translation changes" not in run.stderr
    assert "  translated de:\n" in run.stdout
    assert '"Canberra" -> "Canberra (Hauptstadt)"' in run.stdout
    [deck] = json.loads(cli("diff", "-f", "json", cwd=repo).stdout)["decks"]
    assert deck["translated"] == [{"language": "de", "field": "card-001/questions/2/answer", "old": "Canberra",
                                   "new": "Canberra (Hauptstadt)", "change": "changed"}]


def test_a_card_file_linked_out_of_the_repository_is_not_read(repo, cli, tmp_path):
    secret = tmp_path / "secret.yaml"
    secret.write_text("- id: the-secret-is-42\n  questions: []\n", encoding="utf-8")
    (repo / "decks" / "yki" / "cards" / "linked.yaml").symlink_to(secret)
    run = cli("diff", "-f", "json", cwd=repo)
    assert "the-secret-is-42" not in run.stdout + run.stderr


def test_a_working_tree_the_config_moves_elsewhere_is_not_read(repo, cli, tmp_path):
    # core.worktree set by the repository to a folder outside it: another repository on the
    # machine, holding a deck of its own and a card not committed there.
    elsewhere = tmp_path / "elsewhere"
    shutil.copytree(repo / "decks", elsewhere / "decks")
    git(elsewhere, "init", "-q")
    git(elsewhere, "add", ".")
    git(elsewhere, "commit", "-q", "-m", "theirs")
    (elsewhere / "decks" / "yki" / "cards" / "secret.yaml").write_text(
        "- id: private\n  category: capitals\n", encoding="utf-8")
    git(repo, "config", "core.worktree", str(elsewhere))
    run = cli("diff", "-f", "json", cwd=repo)
    assert run.exit_code != 0 and "core.worktree" in run.stderr and "private" not in run.stdout
    git(repo, "config", "--unset", "core.worktree")
    assert cli("diff", cwd=repo).exit_code == 0


def test_a_working_tree_moved_to_an_enclosing_repository_is_not_read(tmp_path, cli):
    # The repository sits inside another one and points its working tree at that one's top.
    outer = tmp_path / "outer"
    outer.mkdir()
    git(outer, "init", "-q")
    (outer / "private").mkdir()
    (outer / "private" / "deck.yaml").write_text("format: 1\ngame: knowledge\nid: private\n", encoding="utf-8")
    git(outer, "add", ".")
    git(outer, "commit", "-q", "-m", "theirs")
    inner = starter_repo(outer / "inner")
    git(inner, "config", "core.worktree", str(outer))
    run = cli("diff", "-f", "json", cwd=inner)
    assert run.exit_code != 0 and "core.worktree" in run.stderr and "private" not in run.stdout


def test_a_file_the_index_names_through_a_linked_folder_is_not_read(repo, cli, tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "a.yaml").write_text("- id: private-card\n", encoding="utf-8")
    (repo / "decks" / "elsewhere").mkdir()
    (repo / "decks" / "elsewhere" / "cards").symlink_to(outside, target_is_directory=True)
    blob = git(repo, "hash-object", "-w", str(outside / "a.yaml")).strip()
    git(repo, "update-index", "--add", "--cacheinfo", f"100644,{blob},decks/elsewhere/cards/a.yaml")
    run = cli("diff", "-f", "json", cwd=repo)
    assert run.exception is None and "private-card" not in run.stdout, run.stdout + run.stderr
