"""The CI workflow `deckctl init` writes, as a reviewer of GitHub Actions reads it (deck repositories
take pull requests from strangers), and the README's commands, run as a newcomer pastes them."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

BIN = Path(sys.executable).parent
needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

# Each action the workflow uses, at the commit it is pinned to (a release running on Node 24, which
# GitHub moves actions to from Node 20): its inputs and outputs as that commit's action.yml lists them.
ACTIONS = {
    "actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1": (  # v7.0.1
        {"repository", "ref", "token", "ssh-key", "ssh-known-hosts", "ssh-strict", "ssh-user",
         "persist-credentials", "path", "clean", "filter", "sparse-checkout", "sparse-checkout-cone-mode",
         "fetch-depth", "fetch-tags", "show-progress", "lfs", "submodules", "set-safe-directory",
         "github-server-url", "allow-unsafe-pr-checkout"}, {"ref", "commit"}),
    "actions/setup-python@5fda3b95a4ea91299a34e894583c3862153e4b97": (  # v7.0.0
        {"python-version", "python-version-file", "cache", "architecture", "check-latest", "token",
         "cache-dependency-path", "update-environment", "allow-prereleases", "freethreaded", "pip-version",
         "pip-install"}, {"python-version", "cache-hit", "python-path"}),
    "actions/cache/restore@27d5ce7f107fe9357f9df03efb73ab90386fccae": (  # v5.0.5
        {"path", "key", "restore-keys", "enableCrossOsArchive", "fail-on-cache-miss", "lookup-only"},
        {"cache-hit", "cache-primary-key", "cache-matched-key"}),
    "actions/cache/save@27d5ce7f107fe9357f9df03efb73ab90386fccae": (  # v5.0.5
        {"path", "key", "upload-chunk-size", "enableCrossOsArchive"}, set()),
    "actions/upload-artifact@bbbca2ddaa5d8feaa63e36b76fdaad77386f024f": (  # v7.0.0
        {"name", "path", "if-no-files-found", "retention-days", "compression-level", "overwrite",
         "include-hidden-files", "archive"}, {"artifact-id", "artifact-url", "artifact-digest"}),
}


def workflow(root: Path) -> tuple[str, dict]:
    text = (root / ".github" / "workflows" / "decks.yml").read_text(encoding="utf-8")
    return text, yaml.safe_load(text)


def test_every_action_is_a_node_24_release_pinned_to_its_commit_and_used_as_it_is_defined(tmp_path, cli):
    """Pinned to v4/v5 releases, the actions ran on Node 20, which GitHub retires."""
    assert cli("init", tmp_path, "--game", "knowledge").exit_code == 0
    text, parsed = workflow(tmp_path)
    steps = parsed["jobs"]["check"]["steps"]
    outputs = {}
    for step in steps:
        if "uses" not in step:
            continue
        assert step["uses"] in ACTIONS, step["uses"]
        inputs, given = ACTIONS[step["uses"]]
        assert set(step.get("with", {})) <= inputs, step
        if "id" in step:
            outputs[step["id"]] = given
    for step_id, name in re.findall(r"steps\.([\w-]+)\.outputs\.([\w-]+)", text):
        assert step_id == "card-diff" or name in outputs[step_id], (step_id, name)
    for step in steps:  # (each says which release its commit is)
        assert "uses" not in step or re.search(rf"{re.escape(step['uses'])}  # v\d+\.\d+\.\d+$", text, re.M)


def test_a_run_is_bounded_and_pushes_to_main_are_not_cancelled(tmp_path, cli):
    """No timeout let a hung run hold a runner for GitHub's six hours; the group `decks-<ref>` with
    `cancel-in-progress: true` also cancelled a push to main's run when the next push came, leaving
    a commit unchecked (and without it, GitHub cancels a run waiting in the group when a third
    comes): each push's run is now a group of its own, a pull request's runs one group."""
    assert cli("init", tmp_path, "--game", "knowledge").exit_code == 0
    _, parsed = workflow(tmp_path)
    job = parsed["jobs"]["check"]
    assert 0 < job["timeout-minutes"] <= 60
    assert parsed["concurrency"] == {
        "group": "decks-${{ github.event_name == 'pull_request' && github.ref || github.run_id }}",
        "cancel-in-progress": True}
    assert set(parsed) == {"name", True, "permissions", "concurrency", "jobs"}  # (`on` reads as True)
    assert parsed["permissions"] == {"contents": "read"} and "permissions" not in job
    assert list(parsed[True]) == ["push", "pull_request"]  # never pull_request_target


def test_the_card_diff_artifact_is_named_by_the_workflow_and_survives_a_re_run(tmp_path, cli):
    """upload-artifact v4 and later refuse a second artifact of a name in one run (409 Conflict),
    which a re-run of the failed job is: `overwrite` replaces the first attempt's page."""
    assert cli("init", tmp_path, "--game", "knowledge").exit_code == 0
    _, parsed = workflow(tmp_path)
    [upload] = [step for step in parsed["jobs"]["check"]["steps"] if step.get("name") == "upload card diff"]
    assert upload["with"] == {"name": "card-diff", "path": "${{ runner.temp }}/card-diff/", "if-no-files-found": "error",
                              "retention-days": 14, "overwrite": True}


def test_no_expression_is_expanded_inside_a_script(tmp_path, cli):
    """Whatever a pull request controls reaches the scripts through `env:` only."""
    assert cli("init", tmp_path, "--game", "knowledge").exit_code == 0
    _, parsed = workflow(tmp_path)
    for step in parsed["jobs"]["check"]["steps"]:
        assert "${{" not in step.get("run", "")
        for value in step.get("env", {}).values():
            assert re.fullmatch(r"\$\{\{ (steps\.[\w-]+\.outputs\.[\w-]+|github\.event\.pull_request\.(base|head)\.(sha|ref)) \}\}",
                                value), value


@pytest.mark.skipif(not (BIN / "check-jsonschema").exists(), reason="check-jsonschema is not installed")
def test_the_workflow_matches_githubs_schema(tmp_path, cli):
    assert cli("init", tmp_path, "--game", "knowledge").exit_code == 0
    done = subprocess.run([BIN / "check-jsonschema", "--builtin-schema", "vendor.github-workflows",
                           tmp_path / ".github" / "workflows" / "decks.yml"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_check_steps_pass_on_a_new_repository(tmp_path, cli):
    """validate, lint and fmt, as the runner runs their scripts, in the folder init wrote."""
    assert cli("init", tmp_path, "--game", "knowledge").exit_code == 0
    _, parsed = workflow(tmp_path)
    env = {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ['PATH']}",
           "DECKCTL_CACHE_DIR": str(tmp_path / "cache")}
    for step in parsed["jobs"]["check"]["steps"]:
        if step.get("name") in ("validate", "lint", "fmt"):
            done = subprocess.run(["bash", "-e", "-c", step["run"]], cwd=tmp_path, env=env, capture_output=True,
                                  text=True, timeout=300)
            assert done.returncode == 0 and "::" not in done.stdout, (step["name"], done.stdout, done.stderr)


def test_the_requirements_file_shows_pins_that_cannot_move(tmp_path, cli):
    """It showed a tag (`@v0.1.0`), which can be moved to other code, and a wheel's URL without its hash."""
    assert cli("init", tmp_path, "--game", "knowledge").exit_code == 0
    text = (tmp_path / ".github" / "deckctl-requirements.txt").read_text(encoding="utf-8")
    assert "@v0" not in text.replace("v0.1.0's", "")
    assert "@<the commit's 40 hex digits>" in text and ".whl#sha256=<its 64 hex digits>" in text
    assert not [line for line in text.splitlines() if line.lower().startswith("deckctl")]  # (the user writes it)


def commands(readme: str, heading: str) -> list[str]:
    """The commands of the sh block under `heading`, their comments left out."""
    block = readme.split(heading, 1)[1].split("```sh\n", 1)[1].split("```", 1)[0]
    return [re.sub(r"\s+# .*$", "", line) for line in block.splitlines()]


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_readme_lists_every_check_ci_runs(tmp_path, cli, language):
    """"What CI checks" was `deckctl validate && deckctl lint`: a branch it passed failed CI's fmt --check."""
    assert cli("init", tmp_path, "--game", "knowledge", "--lang", language).exit_code == 0
    readme = (tmp_path / "README.md").read_text(encoding="utf-8")
    [line] = [line for line in readme.splitlines() if "CI" in line and line.startswith("deckctl ")]
    _, parsed = workflow(tmp_path)
    for step in parsed["jobs"]["check"]["steps"]:
        if step.get("name") in ("lint", "fmt"):  # (lint validates first, as CI's validate step)
            assert step["run"].replace(" decks --format github", "") in line


HEADINGS = {"en": ("## Getting started", "## Working on cards"), "de": ("## Erste Schritte", "## An den Karten arbeiten")}


def pasted_commands(readme: str, language: str) -> list[str]:
    """Getting started's commands (less `pipx install`) and Working on cards', in order."""
    start, work = HEADINGS[language]
    return [c for c in commands(readme, start) if not c.startswith("pipx ")] + commands(readme, work)


def test_the_german_readme_gives_the_english_ones_commands(tmp_path, cli):
    """Under its own headings, the same commands in the same order, and names the same in its text:
    the English README's are run as pasted (below), so these are too."""
    readmes = {}
    for language in HEADINGS:
        assert cli("init", tmp_path / language, "--game", "knowledge", "--lang", language).exit_code == 0
        readmes[language] = (tmp_path / language / "README.md").read_text(encoding="utf-8")
    # (but for the deck `new deck` adds, in the German repository's language: without `--lang de`
    # it had been English)
    german = pasted_commands(readmes["de"], "de")
    assert any(command.startswith("deckctl new deck") and command.endswith(" --lang de") for command in german)
    assert [command.removesuffix(" --lang de") for command in german] == pasted_commands(readmes["en"], "en")
    assert len(german) == 10
    named = {language: sorted(set(re.findall(r"`(deckctl [^`<>]+)`", text))) for language, text in readmes.items()}
    assert named["de"] == named["en"]


@needs_git
@pytest.mark.skipif(not (BIN / "pre-commit").exists(), reason="pre-commit is not installed")
def test_the_readmes_commands_work_as_pasted(tmp_path, cli):
    """Getting started (less `pipx install`) and every command of Working on cards, in order, in
    the folder init wrote; then a commit of a broken card is stopped by the hook it installed.
    (The German README gives the same commands: the test above.)"""
    root = tmp_path / "repo"
    assert cli("init", root, "--game", "knowledge").exit_code == 0
    readme = (root / "README.md").read_text(encoding="utf-8")
    pasted = pasted_commands(readme, "en")
    assert len(pasted) == 10
    env = {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ['PATH']}", "PRE_COMMIT_HOME": str(tmp_path / "pc"),
           "DECKCTL_CACHE_DIR": str(tmp_path / "cache"), "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.org",
           "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.org", "GIT_CONFIG_GLOBAL": os.devnull}

    def sh(command: str) -> subprocess.CompletedProcess:
        return subprocess.run(["bash", "-c", command], cwd=root, env=env, capture_output=True, text=True, timeout=300)

    for command in pasted:
        if command.startswith("deckctl diff main"):  # (a branch with a commit on it to compare)
            assert sh("git add -A && git commit -qm start && git switch -qc feature").returncode == 0
        done = sh(command.replace("decks/NAME", "decks/second-deck"))
        assert done.returncode == 0, (command, done.stdout, done.stderr)
    assert (root / ".git" / "hooks" / "pre-commit").is_file()
    assert (root / "decks" / "second-deck" / "deck.yaml").is_file()
    # The commands its text names (all but `proof --serve`, which serves until stopped).
    named = sorted(set(re.findall(r"`(deckctl [^`<>]+)`", readme)))
    assert named == ["deckctl diff --html main", "deckctl lint", "deckctl new card", "deckctl proof --serve",
                     "deckctl schema --dir schemas"]
    assert sh("git add -A && git commit -qm more").returncode == 0
    for command in ("deckctl schema --dir schemas", "deckctl diff --html main"):
        done = sh(command)
        assert done.returncode == 0, (command, done.stdout, done.stderr)
    assert (root / "card-diff" / "index.html").is_file()
    assert sh("git status --porcelain").stdout == ""  # (the schemas as init wrote them; card-diff/ ignored)

    (root / "decks" / "knowledge-deck" / "cards" / "broken.yaml").write_text("- id: broken\n", encoding="utf-8")
    refused = sh("git add -A && git commit -qm broken")
    assert refused.returncode == 1 and "missing required key" in refused.stdout + refused.stderr


def test_the_workflow_says_what_a_pull_request_from_a_fork_gets(tmp_path, cli):
    """Its reader, about to give it a secret or switch it to pull_request_target, is told why not."""
    assert cli("init", tmp_path, "--game", "knowledge").exit_code == 0
    text, _ = workflow(tmp_path)
    head = text.split("\nname:", 1)[0]
    assert "read-only token and no secrets" in head and "approve a first-time contributor's run" in head
    assert "Never switch it to pull_request_target" in head and text.count("pull_request_target") == 1


@pytest.mark.skipif(not (BIN / "pre-commit").exists(), reason="pre-commit is not installed")
def test_the_pre_commit_configs_other_form_pins_a_commit_and_is_valid(tmp_path, cli):
    """Its comment offered `rev: <a tag or commit>`; a tag can be moved to other code."""
    assert cli("init", tmp_path, "--game", "knowledge").exit_code == 0
    text = (tmp_path / ".pre-commit-config.yaml").read_text(encoding="utf-8")
    shown = [line[2:] for line in text.splitlines() if line.startswith("#   ")]
    assert shown[1].startswith("    rev: <the full hash of a commit of it>") and "autoupdate --freeze" in text
    other = "repos:\n" + "\n".join(shown).replace("<the URL of deckctl's git repository>", "https://example.org/deckctl.git") \
        .replace("<the full hash of a commit of it>", "3d3c42e5aac5ba805825da76410c181273ba90b1") + "\n"
    (tmp_path / "other.yaml").write_text(other, encoding="utf-8")
    for config in (".pre-commit-config.yaml", "other.yaml"):
        done = subprocess.run([BIN / "pre-commit", "validate-config", config], cwd=tmp_path, capture_output=True,
                              text=True, timeout=120)
        assert done.returncode == 0 and not done.stdout + done.stderr, (config, done.stdout, done.stderr)
