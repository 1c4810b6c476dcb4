"""The CI workflow `init` writes: on a pull request, the card diff as an artifact, linked in the summary."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def git(root: Path, *args: str) -> str:
    return subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.org", *args], cwd=root, check=True,
                          capture_output=True, text=True).stdout.strip()


def test_a_pull_request_gets_its_card_diff(tmp_path, cli):
    root = tmp_path / "repo"
    assert cli("init", root, "--game", "you-know-it").exit_code == 0
    workflow = yaml.safe_load((root / ".github" / "workflows" / "decks.yml").read_text())
    assert workflow["permissions"] == {"contents": "read"}  # still read-only
    steps = {step.get("name", step.get("uses", "")): step for step in workflow["jobs"]["check"]["steps"]}
    diff, upload, link = steps["card diff"], steps["upload card diff"], steps["link the card diff"]
    assert "github.event_name == 'pull_request'" in diff["if"] and "${{" not in diff["run"]  # no expression in a script
    assert upload["uses"].startswith("actions/upload-artifact@") and len(upload["uses"].split("@")[1]) == 40  # pinned
    # written outside the checkout, uploaded only when deckctl wrote it (never a page the pull request commits)
    assert upload["with"]["path"] == "${{ runner.temp }}/card-diff/"
    assert "steps.card-diff.outputs.page == 'written'" in upload["if"]
    assert link["env"]["URL"] == "${{ steps.upload.outputs.artifact-url }}" and "$GITHUB_STEP_SUMMARY" in link["run"]
    checkout = workflow["jobs"]["check"]["steps"][0]["with"]
    assert checkout["fetch-depth"] == 0 and checkout["persist-credentials"] is False

    # The step's own command, as the runner runs it on a pull request.
    git(root, "init", "-q")
    git(root, "add", ".")
    git(root, "commit", "-qm", "base")
    base = git(root, "rev-parse", "HEAD")
    cards = next((root / "decks").glob("*/cards/*.yaml"))
    text = cards.read_text()
    cards.write_text(text.replace("answer: ", "answer: Changed, ", 1))
    git(root, "commit", "-qam", "change")
    runner_temp, output = tmp_path / "runner-temp", tmp_path / "github-output"
    runner_temp.mkdir()
    env = {**os.environ, "BASE": base, "HEAD": git(root, "rev-parse", "HEAD"), "RUNNER_TEMP": str(runner_temp),
           "GITHUB_OUTPUT": str(output), "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    run = subprocess.run(["bash", "-e", "-c", diff["run"]], cwd=root, env=env, capture_output=True, text=True,
                         timeout=300)
    assert run.returncode == 0, run.stderr
    assert "0 added, 0 removed, 0 moved, 1 edited" in run.stderr
    assert 'class="card change edited"' in (runner_temp / "card-diff" / "index.html").read_text()
    assert output.read_text() == "page=written\n"
