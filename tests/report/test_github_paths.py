"""`--format github` names files from the repository root, so that a workflow step with
`working-directory:` still annotates the right lines."""

from __future__ import annotations

import subprocess

import pytest
from deckfactory import write_deck

from deckctl.report.workspace import from_root, workspace_root

BAD_CARD = """\
- id: letter-f
  category: letter
  front: The first letter of France.
  back: France.
  value: F
"""


@pytest.fixture
def repository(tmp_path, monkeypatch):
    """A git repository whose deck lives below the root, in decks/quiz."""
    monkeypatch.delenv("GITHUB_WORKSPACE", raising=False)
    root = tmp_path / "repo"
    (root / "decks").mkdir(parents=True)
    subprocess.run(["git", "init", "-q", str(root)], check=True)
    write_deck(root / "decks", cards=BAD_CARD, name="quiz")
    return root


def error_lines(run) -> list[str]:
    return [line for line in run.stdout.splitlines() if line.startswith("::error ")]


def test_a_step_in_a_subfolder_annotates_from_the_git_top_level(repository, cli):
    run = cli("validate", "--format", "github", "quiz", cwd=repository / "decks")
    assert run.exit_code == 1
    assert error_lines(run)[0].startswith("::error file=decks/quiz/cards/cards.yaml,line=5,col=10,")
    # The text format keeps naming files from where deckctl was run.
    assert "quiz/cards/cards.yaml:5:10: error:" in cli("validate", "quiz").stdout


def test_github_workspace_wins_over_the_git_top_level(repository, cli, monkeypatch):
    """In Actions the checkout may be a folder inside another repository's tree (or none)."""
    workspace = repository / "decks"
    monkeypatch.setenv("GITHUB_WORKSPACE", str(workspace))
    run = cli("validate", "--format", "github", ".", cwd=workspace / "quiz")
    assert error_lines(run)[0].startswith("::error file=quiz/cards/cards.yaml,line=5,col=10,")


def test_without_git_or_workspace_files_are_named_from_the_working_directory(tmp_path, cli, monkeypatch):
    monkeypatch.delenv("GITHUB_WORKSPACE", raising=False)
    write_deck(tmp_path / "plain", cards=BAD_CARD, name="quiz")
    if workspace_root(tmp_path / "plain") != tmp_path / "plain":
        pytest.skip("the temporary folder lies inside a git working tree")
    run = cli("validate", "--format", "github", "quiz", cwd=tmp_path / "plain")
    assert error_lines(run)[0].startswith("::error file=quiz/cards/cards.yaml,line=5,col=10,")


def test_paths_outside_the_root_are_left_as_given(tmp_path):
    root = tmp_path / "repo"
    assert from_root("../elsewhere/deck.yaml", root, cwd=root) == "../elsewhere/deck.yaml"
    assert from_root("a/b.yaml", root, cwd=root / "sub") == "sub/a/b.yaml"
    assert from_root(str(root / "c.yaml"), root, cwd=tmp_path) == "c.yaml"


def test_sarif_names_files_from_the_repository_root_as_github_does(repository, cli):
    """Code scanning reads `%SRCROOT%` as the repository root: a path from a subfolder would point at
    no file (or the wrong one)."""
    import json

    run = cli("validate", "--format", "sarif", "quiz", cwd=repository / "decks")
    (result,) = json.loads(run.stdout)["runs"][0]["results"][:1]
    location = result["locations"][0]["physicalLocation"]
    assert location["artifactLocation"] == {"uri": "decks/quiz/cards/cards.yaml", "uriBaseId": "%SRCROOT%"}
    assert location["region"] == {"startLine": 5, "startColumn": 10}
