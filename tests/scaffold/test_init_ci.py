"""The CI workflow and .gitignore `deckctl init` writes: the pinned deckctl, its caches, the card
diff's page, and what git leaves out. The workflow's scripts run here as the runner runs them."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from deckctl.scaffold.init import REQUIREMENTS

needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def steps(root: Path) -> dict[str, dict]:
    workflow = yaml.safe_load((root / ".github" / "workflows" / "decks.yml").read_text(encoding="utf-8"))
    return {step.get("name", step.get("uses", "")): step for step in workflow["jobs"]["check"]["steps"]}


def run_step(step: dict, root: Path, **env: str) -> subprocess.CompletedProcess:
    """A step's script as the runner runs it (`bash -e`), deckctl on the PATH; `env`: the values
    GitHub gives its `env:` expressions, and the runner's own variables."""
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}", **env}
    return subprocess.run(["bash", "-e", "-c", step["run"]], cwd=root, env=env, capture_output=True, text=True,
                          timeout=300)


def test_ci_installs_the_deckctl_the_repository_pins_for_forks_too(tmp_path, cli):
    """A pull request from a fork gets none of the repository's variables: the pin is a file."""
    assert cli("init", tmp_path, "--game", "knowledge").exit_code == 0
    text = (tmp_path / ".github" / "workflows" / "decks.yml").read_text(encoding="utf-8")
    assert "vars." not in text and "secrets." not in text
    install = steps(tmp_path)["install deckctl"]
    assert REQUIREMENTS in install["run"]

    # As written, the file pins deckctl's dependencies but names no deckctl: the step stops, naming the file.
    home = tmp_path / "home"
    outputs = {"GITHUB_PATH": str(tmp_path / "path"), "GITHUB_ENV": str(tmp_path / "env"), "HOME": str(home)}
    stopped = run_step(install, tmp_path, RESTORED="", **outputs)
    assert stopped.returncode == 1
    assert f"::error file={REQUIREMENTS}::write the deckctl to install in this file" in stopped.stdout

    # With a requirement (and deckctl restored from the cache, so nothing is installed here)
    requirements = tmp_path / REQUIREMENTS
    requirements.write_text(requirements.read_text() + "deckctl @ https://example.org/deckctl-0.1.0-py3-none-any.whl\n")
    done = run_step(install, tmp_path, RESTORED="true", **outputs)
    assert done.returncode == 0, done.stdout + done.stderr
    assert (tmp_path / "path").read_text() == f"{home}/deckctl-venv/bin\n"
    assert (tmp_path / "env").read_text() == f"DECKCTL_CACHE_DIR={home}/.cache/deckctl/checks\n"


def test_ci_keeps_deckctl_and_the_checks_of_unchanged_decks(tmp_path, cli):
    """The cache of checked decks is valid only for the very deckctl installed (its files' times
    count) and the key its records are signed with: both are kept, and it is read outside the
    checkout, so that records a pull request commits are never read."""
    assert cli("init", tmp_path, "--game", "knowledge").exit_code == 0
    found = steps(tmp_path)
    venv, keep_venv = found["restore deckctl"], found["keep deckctl"]
    checks, keep_checks = found["restore the checks of unchanged decks"], found["keep the checks"]
    for step in (venv, keep_venv, checks, keep_checks):
        assert step["uses"].split("@")[0].startswith("actions/cache/") and len(step["uses"].split("@")[1]) == 40
    assert venv["with"]["path"] == keep_venv["with"]["path"] == "~/deckctl-venv"
    assert f"hashFiles('{REQUIREMENTS}')" in venv["with"]["key"]
    assert "steps.python.outputs.python-version" in venv["with"]["key"]  # (the environment links to its Python)
    assert keep_venv["with"]["key"] == "${{ steps.venv.outputs.cache-primary-key }}"
    assert checks["with"]["path"] == keep_checks["with"]["path"] == "~/.cache/deckctl"  # machine-key and checks/
    assert checks["with"]["key"].endswith("-${{ github.sha }}") and checks["with"]["key"].startswith(checks["with"]["restore-keys"])
    assert "!cancelled()" in keep_checks["if"]  # (failed checks are kept too)
    assert list(found).index("keep the checks") > list(found).index("fmt")


@needs_git
def test_the_card_diff_is_uploaded_when_a_deck_does_not_load(tmp_path, cli):
    root, git, base = _initialised_repo(tmp_path, cli)
    (root / "decks" / "iknow-deck" / "cards" / "sample.yaml").write_text("- id: [broken\n")
    subprocess.run([*git, "commit", "-qam", "break"], cwd=root, check=True)
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=root, capture_output=True, text=True).stdout.strip()

    found = steps(root)
    runner = _runner(tmp_path)
    diff = run_step(found["card diff"], root, BASE=base, HEAD=head, **runner)
    assert diff.returncode == 1  # the job fails...
    assert "not compared" in (tmp_path / "runner" / "card-diff" / "index.html").read_text()  # ...the page says why
    assert Path(runner["GITHUB_OUTPUT"]).read_text() == "page=written\n"  # ...and is uploaded
    upload = found["upload card diff"]
    assert upload["if"] == "${{ !cancelled() && steps.card-diff.outputs.page == 'written' }}"
    assert upload["with"]["path"] == "${{ runner.temp }}/card-diff/"


def _runner(tmp_path: Path) -> dict[str, str]:
    """The runner's variables the card diff's step uses: its temporary folder, its outputs' file."""
    (tmp_path / "runner").mkdir(exist_ok=True)
    return {"RUNNER_TEMP": str(tmp_path / "runner"), "GITHUB_OUTPUT": str(tmp_path / "outputs")}


@needs_git
def test_a_card_diff_page_the_pull_request_commits_is_never_uploaded(tmp_path, cli):
    """A pull request may commit `card-diff/index.html` (with a script) and more files beside it:
    the page is written into a folder of the runner's, outside the checkout, and only that folder
    is uploaded, only when deckctl wrote its page there."""
    root, git, base = _initialised_repo(tmp_path, cli)
    (root / "card-diff").mkdir()
    (root / "card-diff" / "index.html").write_text("<script>steal()</script>")
    (root / "card-diff" / "more.html").write_text("<script>steal()</script>")
    subprocess.run([*git, "add", "-f", "card-diff"], cwd=root, check=True)
    subprocess.run([*git, "commit", "-qm", "a page of my own"], cwd=root, check=True)
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=root, capture_output=True, text=True).stdout.strip()
    found = steps(root)
    upload = found["upload card diff"]
    assert "card-diff" not in upload["if"].replace("steps.card-diff.", "")  # (no file of the checkout is looked at)

    runner = _runner(tmp_path)
    diff = run_step(found["card diff"], root, BASE=base, HEAD=head, **runner)
    assert diff.returncode == 0, diff.stderr
    page = tmp_path / "runner" / "card-diff"
    assert "steal" not in (page / "index.html").read_text() and not (page / "more.html").exists()
    assert Path(runner["GITHUB_OUTPUT"]).read_text() == "page=written\n"

    # deckctl refusing (exit 2), with a page there all the same: nothing is uploaded.
    fake = tmp_path / "bin"
    fake.mkdir()
    (fake / "deckctl").write_text('#!/bin/sh\nmkdir -p "$5"; echo "<script>" > "$5/index.html"; exit 2\n')
    (fake / "deckctl").chmod(0o755)
    Path(runner["GITHUB_OUTPUT"]).unlink()
    refused = run_step(found["card diff"], root, BASE=base, HEAD=head, **runner,
                       PATH=f"{fake}{os.pathsep}{os.environ['PATH']}")
    assert refused.returncode == 2
    assert not Path(runner["GITHUB_OUTPUT"]).exists()


@needs_git
def test_git_ignores_what_deckctl_writes_but_no_deck(tmp_path, cli):
    assert cli("init", tmp_path, "--game", "knowledge").exit_code == 0
    subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
    paths = ["build/x.pdf", ".deckctl-cache/a.json", "proof/index.html", "card-diff/index.html", "calibration.pdf",
             "decks/proof/deck.yaml", "decks/card-diff/cards/a.yaml", "decks/x/cards/calibration.pdf"]
    done = subprocess.run(["git", "check-ignore", "--no-index", *paths], cwd=tmp_path, capture_output=True, text=True)
    assert done.stdout.splitlines() == paths[:5]  # (a deck called proof is still committed)


@needs_git
def test_the_default_outputs_at_the_top_leave_git_status_clean(tmp_path, cli):
    """`deckctl export calibration` wrote calibration.pdf at the top, which git then offered to commit."""
    assert cli("init", tmp_path, "--game", "knowledge").exit_code == 0
    subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
    before = subprocess.run(["git", "status", "--porcelain"], cwd=tmp_path, capture_output=True, text=True).stdout
    assert cli("export", "calibration", cwd=tmp_path).exit_code == 0 and (tmp_path / "calibration.pdf").is_file()
    after = subprocess.run(["git", "status", "--porcelain"], cwd=tmp_path, capture_output=True, text=True).stdout
    assert after == before


@needs_git
def test_the_card_diff_compares_the_pull_requests_head_with_where_it_branched_off(tmp_path, cli):
    """The checkout of a pull request is GitHub's temporary merge commit, and its base branch may
    have moved on: the card diff is of the pull request's head against the commit its branch
    started from (main's later edit is not shown reverted), each named by a short hash and the
    branch at it, on the page, on the terminal and in the job's summary."""
    root = tmp_path / "repo"
    assert cli("init", root, "--game", "knowledge").exit_code == 0

    def git(*args: str) -> str:
        return subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.org", *args], cwd=root,
                              check=True, capture_output=True, text=True).stdout.strip()

    def edit(old: str, new: str) -> None:
        [cards] = (root / "decks").glob("*/cards/*.yaml")
        cards.write_text(cards.read_text().replace(old, new, 1))

    git("init", "-q", "-b", "main")
    git("add", ".")
    git("commit", "-qm", "base")
    start = git("rev-parse", "--short", "HEAD")
    git("switch", "-qc", "feature")
    edit("back: None;", "back: Changed on the branch, none;")  # (the first card)
    git("commit", "-qam", "the pull request")
    head = git("rev-parse", "HEAD")
    git("switch", "-q", "main")
    edit("back: Five,", "back: Changed on main since, five,")  # (the sixth: no conflict)
    git("commit", "-qam", "main moves on")
    base = git("rev-parse", "HEAD")
    git("switch", "-q", "--detach")
    git("merge", "-q", "--no-ff", "-m", "GitHub's merge commit", head)  # (the checkout)

    found = steps(root)
    diff = run_step(found["card diff"], root, BASE=base, HEAD=head, **_runner(tmp_path))
    assert diff.returncode == 0, diff.stderr
    named = f"{start} -> {head[:7]} (feature)"
    assert diff.stderr.endswith(f": 0 added, 0 removed, 0 moved, 1 edited ({named})\n")
    page = (tmp_path / "runner" / "card-diff" / "index.html").read_text()
    assert f"{start} → {head[:7]} (feature): 1 deck changed" in page and head not in page and base not in page

    summary = tmp_path / "summary.md"
    link = run_step(found["link the card diff"], root, BASE=base, HEAD=head, BASE_REF="main", HEAD_REF="fix`es",
                    URL="https://example.org/artifact", GITHUB_STEP_SUMMARY=str(summary))
    assert link.returncode == 0, link.stderr
    assert summary.read_text() == ("### Cards changed by this pull request\n"
                                   f"{start} (`main`) → {head[:7]} (`fixes`): the cards before and after, as they "
                                   "print, in [card-diff](https://example.org/artifact) (download, unzip, open "
                                   "index.html).\n")


def test_the_readme_says_how_to_see_the_cards(tmp_path, cli):
    assert cli("init", tmp_path, "--game", "knowledge").exit_code == 0
    readme = (tmp_path / "README.md").read_text(encoding="utf-8")
    assert "## Seeing the cards" in readme
    assert "`deckctl proof --serve`" in readme and "artifact `card-diff`" in readme


def _initialised_repo(tmp_path, cli) -> tuple:
    """An iKNOW repository `init` wrote, committed once: (its folder, git with an author, that commit)."""
    root = tmp_path / "repo"
    assert cli("init", root, "--game", "iknow").exit_code == 0
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@example.org"]
    subprocess.run([*git, "init", "-q"], cwd=root, check=True)
    subprocess.run([*git, "add", "."], cwd=root, check=True)
    subprocess.run([*git, "commit", "-qm", "base"], cwd=root, check=True)
    base = subprocess.run(["git", "rev-parse", "HEAD"], cwd=root, capture_output=True, text=True).stdout.strip()
    return root, git, base
