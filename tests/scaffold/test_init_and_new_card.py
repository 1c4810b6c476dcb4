"""`deckctl init` writes a repository that checks clean at once; `deckctl new card` grows it."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from deckfactory import REPO, questions

from deckctl import games


def load(text: str):
    return yaml.load(text, Loader=yaml.CSafeLoader)  # libyaml, as deckctl reads


@pytest.mark.parametrize("game", games.GAME_IDS)
def test_init_repository_validates_lints_and_is_formatted(game, tmp_path, cli):
    target = tmp_path / "repo"
    result = cli("init", target, "--game", game)
    assert result.exit_code == 0, result.stderr
    deck = target / "decks" / f"{game}-deck"
    assert (deck / "deck.yaml").is_file() and list((deck / "cards").glob("*.yaml"))

    # Not a finding of any severity: a new repository starts clean (`lint --strict` passes); the
    # Wissens-Spektrum sample too, with the cards six players need (test_samples.py plays it).
    validate = cli("validate", "--format", "json", cwd=target)
    assert validate.exit_code == 0 and [f["code"] for f in json.loads(validate.stdout)] == []
    lint = cli("lint", "--format", "json", cwd=target)
    assert lint.exit_code == 0 and [f["code"] for f in json.loads(lint.stdout)] == []
    assert cli("fmt", "--check", "decks", cwd=target).exit_code == 0
    assert cli("schema", "--check", "--dir", "schemas", cwd=target).exit_code == 0  # as `deckctl schema` writes

    settings = json.loads((target / ".vscode" / "settings.json").read_text(encoding="utf-8"))
    assert settings["yaml.yamlVersion"] == "1.1"
    for schema, globs in settings["yaml.schemas"].items():
        assert (target / schema).is_file() and all(list(target.glob(g)) for g in globs)
    hooks = load((target / ".pre-commit-config.yaml").read_text(encoding="utf-8"))
    offered = {h["id"]: h for h in load((REPO / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))}
    assert [h["id"] for h in hooks["repos"][0]["hooks"]] == ["deckctl-fmt", "deckctl-lint"]
    for hook in hooks["repos"][0]["hooks"]:  # the local hooks check the same files as the published ones
        assert (hook["entry"], hook["files"]) == (offered[hook["id"]]["entry"], offered[hook["id"]]["files"])
    assert set(offered) >= {"deckctl-fmt", "deckctl-lint", "deckctl-validate"}  # the ids deckctl publishes
    check_workflow(load((target / ".github" / "workflows" / "decks.yml").read_text(encoding="utf-8")))
    attributes = (target / ".gitattributes").read_text(encoding="utf-8")
    assert "merge=deckctl" in attributes and "*.yaml text eol=lf" in attributes and "*.po text eol=lf" in attributes
    ignored = (target / ".gitignore").read_text(encoding="utf-8").splitlines()
    assert {"build/", ".deckctl-cache/", "decks/*/locales/en-XA.po"} <= set(ignored)


def check_workflow(workflow: dict) -> None:
    """Safe on pull requests from forks: least permissions, no credentials kept, nothing installed
    that the repository does not pin, every check run, one run per push to a pull request."""
    assert workflow["permissions"] == {"contents": "read"}
    assert workflow[True] == {"push": {"branches": ["main"]}, "pull_request": None}  # (YAML 1.1 reads `on` as true)
    steps = workflow["jobs"]["check"]["steps"]
    checkout = steps[0]
    assert checkout["uses"].startswith("actions/checkout@") and len(checkout["uses"].split("@")[1]) == 40
    assert checkout["with"]["persist-credentials"] is False
    install = next(step for step in steps if step.get("id") == "install")
    # what the repository pins (tests/scaffold/test_init_ci.py), no package name from the public index
    assert "pip install --disable-pip-version-check -r .github/deckctl-requirements.txt" in install["run"]
    runs = {step.get("name"): step for step in steps}
    assert runs["validate"]["run"] == "deckctl validate decks --format github"
    assert runs["lint"]["run"] == "deckctl lint decks --format github"
    assert runs["fmt"]["run"] == "deckctl fmt --check decks --format github"
    for name in ("lint", "fmt"):  # run even when validate failed
        assert runs[name]["if"] == "${{ !cancelled() && steps.install.outcome == 'success' }}"


@pytest.mark.skipif(shutil.which("zizmor", path=str(Path(sys.executable).parent)) is None,
                    reason="zizmor is not installed (pip install -e '.[dev]')")
def test_the_workflow_passes_zizmor(tmp_path, cli):
    assert cli("init", tmp_path, "--game", "knowledge").exit_code == 0
    zizmor = shutil.which("zizmor", path=str(Path(sys.executable).parent))
    run = subprocess.run([zizmor, "--offline", "--pedantic", "--no-progress", str(tmp_path / ".github" / "workflows")],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "No findings" in run.stdout + run.stderr


def test_init_refuses_to_overwrite(tmp_path, cli):
    (tmp_path / "README.md").write_text("mine\n", encoding="utf-8")
    (tmp_path / ".vscode").mkdir()
    (tmp_path / ".vscode" / "settings.json").write_text("{}\n", encoding="utf-8")
    result = cli("init", tmp_path, "--game", "iknow")
    assert result.exit_code == 1
    assert "settings.json: already exists" in result.stderr and "README.md" not in result.stderr
    assert (tmp_path / "README.md").read_text(encoding="utf-8") == "mine\n"
    assert (tmp_path / ".vscode" / "settings.json").read_text(encoding="utf-8") == "{}\n"
    assert not (tmp_path / "decks").exists()  # nothing at all written
    assert cli("init", tmp_path / "x", "--game", "chess").exit_code == 2


@pytest.mark.parametrize("given", ["absolute", "relative"])
def test_init_names_the_folder_as_it_was_given(tmp_path, cli, given):
    """`deckctl init /tmp/x-i3` run from another folder said `created 17 files in ../x-i3`."""
    (tmp_path / "here").mkdir()
    target = str(tmp_path / "x-i3") if given == "absolute" else "sub/x-i3"
    done = cli("init", target, "--game", "iknow", cwd=tmp_path / "here")
    assert done.exit_code == 0, done.stderr
    assert f"created 17 files in {target}; the deck is {target}/decks/iknow-deck\nnext: cd {target} && " in done.stderr
    again = cli("init", target, "--game", "iknow", cwd=tmp_path / "here")
    assert again.exit_code == 1 and f"{target}/.pre-commit-config.yaml: already exists\n" in again.stderr


def test_init_takes_a_folder_with_a_readme_license_and_git_files(tmp_path, cli):
    """A new repository on GitHub starts with a README, a LICENSE and a .gitignore: init keeps
    them, adds its lines to git's lists, and still writes over nothing."""
    own = {"README.md": "# Our quiz\n", "LICENSE": "MIT\n", ".gitignore": "*.pyc\nbuild/",
           ".gitattributes": "*.png binary\n", ".git/HEAD": "ref: refs/heads/main\n"}
    for name, text in own.items():
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    result = cli("init", tmp_path, "--game", "knowledge", cwd=tmp_path)
    assert result.exit_code == 0, result.stderr
    assert "README.md: kept as it is; deckctl's notes on working with the decks are in decks/README.md" in result.stderr
    assert ".gitignore: deckctl's lines added" in result.stderr
    for name in ("README.md", "LICENSE", ".git/HEAD"):
        assert (tmp_path / name).read_text(encoding="utf-8") == own[name]
    notes = (tmp_path / "decks" / "README.md").read_text(encoding="utf-8")
    assert "git config merge.deckctl.driver" in notes and "top folder" in notes
    ignored = (tmp_path / ".gitignore").read_text(encoding="utf-8").splitlines()
    assert ignored[:2] == ["*.pyc", "build/"] and ignored.count("build/") == 1  # a line it has is not repeated
    assert {".deckctl-cache/", "decks/*/locales/en-XA.po"} <= set(ignored)
    attributes = (tmp_path / ".gitattributes").read_text(encoding="utf-8")
    assert attributes.startswith("*.png binary\n") and "decks/**/cards/*.yaml merge=deckctl diff=deckctl" in attributes
    assert cli("validate", cwd=tmp_path).exit_code == 0

    # A second init would write over the first one's files: it names them and writes nothing.
    before = {path: path.read_bytes() for path in tmp_path.rglob("*") if path.is_file()}
    again = cli("init", tmp_path, "--game", "iknow", cwd=tmp_path)
    assert again.exit_code == 1 and "decks/README.md: already exists" in again.stderr
    assert ".gitignore" not in again.stderr  # (it has deckctl's lines: nothing to add, nothing refused)
    assert {path: path.read_bytes() for path in tmp_path.rglob("*") if path.is_file()} == before


def test_new_card_appends_a_valid_todo_card_with_the_next_id(tmp_path, cli):
    assert cli("init", tmp_path, "--game", "iknow").exit_code == 0
    card_file = tmp_path / "decks" / "iknow-deck" / "cards" / "sample.yaml"
    before = card_file.read_text(encoding="utf-8")
    result = cli("new", "card", tmp_path / "decks" / "iknow-deck")
    assert result.exit_code == 0, result.stderr
    assert "added card `events-002`" in result.stdout
    after = card_file.read_text(encoding="utf-8")
    assert after.startswith(before)  # the existing text, comments included, is untouched
    [card] = load(after[len(before):])
    assert card["id"] == "events-002" and card["category"] == "events" and len(card["clues"]) == 3

    assert cli("validate", cwd=tmp_path).exit_code == 0
    assert cli("fmt", "--check", "decks", cwd=tmp_path).exit_code == 0
    lint = json.loads(cli("lint", "--format", "json", cwd=tmp_path).stdout)
    todo = [d for d in lint if d["code"] == "placeholder"]
    assert {d["card_id"] for d in todo} == {"events-002"} and len(todo) == 6  # question, 3 clues, answer, source
    assert cli("lint", "--strict", cwd=tmp_path).exit_code == 1


def test_new_card_follows_each_games_kind_and_ids(tmp_path, cli):
    # (two repositories side by side: init refuses one inside another)
    assert cli("init", tmp_path / "w", "--game", "wissens-spektrum").exit_code == 0
    deck = tmp_path / "w" / "decks" / "wissens-spektrum-deck"
    other = deck / "cards" / "history.yaml"
    other.write_text("# History cards\n- id: card-7\n  area: history\n  questions:\n" + questions(6), encoding="utf-8")
    # The file named as it lies in cards/, without the folder: not found, with the name to write.
    bare = cli("new", "card", deck, "--file", "history.yaml", cwd=tmp_path / "w")
    assert bare.exit_code == 2 and "hint: write --file cards/history.yaml" in bare.stderr
    assert "added card `card-8`" in cli("new", "card", deck, "--file", "cards/history.yaml").stdout
    # geography.yaml's ids are not numbered: the deck's numbering goes on.
    assert "added card `card-9`" in cli("new", "card", deck, "--file", "cards/geography.yaml").stdout
    cards = load(other.read_text(encoding="utf-8"))
    assert cards[-1]["area"] == "history" and len(cards[-1]["questions"]) == 6
    assert other.read_text(encoding="utf-8").startswith("# History cards\n- id: card-7\n")
    assert cli("validate", deck).exit_code == 0

    # A Knowledge? deck whose ids are words: `new-card-N`, a card like the file's last (a colour card).
    assert cli("init", tmp_path / "k", "--game", "knowledge").exit_code == 0
    deck = tmp_path / "k" / "decks" / "knowledge-deck"
    assert "added card `new-card-1`" in cli("new", "card", deck).stdout
    assert "added card `new-card-2`" in cli("new", "card", deck).stdout
    last = load((deck / "cards" / "sample.yaml").read_text(encoding="utf-8"))[-1]
    assert (last["category"], last["value"]) == ("colour", "red")
    assert cli("validate", deck).exit_code == 0


def test_new_card_writes_numbers_as_plain_yaml(tmp_path, cli):
    """A number the new card copies or defaults to is written `0`, as an editor would, never as a
    tagged scalar (`!!int '0'`) of the writer's YAML set-up."""
    assert cli("init", tmp_path / "k", "--game", "knowledge").exit_code == 0
    deck = tmp_path / "k" / "decks" / "knowledge-deck"
    (deck / "cards" / "numbers.yaml").write_text(
        "- id: count-001\n  category: number\n  front: How many legs has a cat?\n  back: Four.\n  value: 4\n"
        "  source: https://en.wikipedia.org/wiki/Cat\n", encoding="utf-8")
    assert "added card `count-002`" in cli("new", "card", deck, "--file", "cards/numbers.yaml").stdout
    text = (deck / "cards" / "numbers.yaml").read_text(encoding="utf-8")
    assert "!!" not in text and "\n  value: 0\n" in text

    assert cli("init", tmp_path / "i", "--game", "i-know").exit_code == 0
    deck = tmp_path / "i" / "decks" / "i-know-deck"
    assert cli("new", "card", deck).exit_code == 0  # a card like the file's last one, an announcement
    text = (deck / "cards" / "sample.yaml").read_text(encoding="utf-8")
    assert "!!" not in text and text.endswith("    type: move\n    steps: -2\n")
    for repo in ("k", "i"):
        assert cli("validate", cwd=tmp_path / repo).exit_code == 0
        assert cli("fmt", "--check", "decks", cwd=tmp_path / repo).exit_code == 0


def test_new_card_refuses_a_broken_file(tmp_path, cli):
    assert cli("init", tmp_path, "--game", "you-know-it").exit_code == 0
    card_file = tmp_path / "decks" / "you-know-it-deck" / "cards" / "sample.yaml"
    card_file.write_text(card_file.read_text(encoding="utf-8") + "- id: [oops\n", encoding="utf-8")
    before = card_file.read_bytes()
    result = cli("new", "card", tmp_path / "decks" / "you-know-it-deck", cwd=tmp_path)
    assert result.exit_code == 1
    assert "decks/you-know-it-deck/cards/sample.yaml:" in result.stderr and "[yaml-syntax]" in result.stderr
    assert card_file.read_bytes() == before
    assert cli("new", "card", tmp_path / "nowhere").exit_code == 2
    result = cli("new", "card", tmp_path / "decks" / "you-know-it-deck", "--file", "README.md", cwd=tmp_path)
    assert result.exit_code == 2 and "not a card file of" in result.stderr
    misnamed = tmp_path / "decks" / "you-know-it-deck" / "cards" / "more.yml"  # (not read: its card would be lost)
    misnamed.write_bytes(before)
    result = cli("new", "card", tmp_path / "decks" / "you-know-it-deck", "--file", "cards/more.yml", cwd=tmp_path)
    assert result.exit_code == 2 and "card files end in .yaml; rename it to more.yaml" in result.stderr
    assert misnamed.read_bytes() == before


def test_init_workflow_is_a_valid_github_workflow(tmp_path, cli):
    """check-jsonschema's vendored schema for GitHub workflows accepts what init writes."""
    checker = Path(sys.executable).parent / "check-jsonschema"
    if not checker.is_file():
        pytest.skip("check-jsonschema is not installed (pip install -e '.[dev]')")
    assert cli("init", tmp_path, "--game", "knowledge").exit_code == 0
    done = subprocess.run([checker, "--builtin-schema", "vendor.github-workflows",
                           tmp_path / ".github" / "workflows" / "decks.yml"], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_init_gitattributes_send_card_files_to_deckctl(tmp_path, cli):
    assert cli("init", tmp_path, "--game", "i-know").exit_code == 0
    subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
    done = subprocess.run(["git", "check-attr", "merge", "diff", "--", "decks/i-know-deck/cards/sample.yaml",
                           "decks/i-know-deck/deck.yaml"], cwd=tmp_path, capture_output=True, text=True, check=True)
    assert done.stdout.splitlines() == [
        "decks/i-know-deck/cards/sample.yaml: merge: deckctl", "decks/i-know-deck/cards/sample.yaml: diff: deckctl",
        "decks/i-know-deck/deck.yaml: merge: unspecified", "decks/i-know-deck/deck.yaml: diff: unspecified"]


def test_init_pre_commit_hooks_run_the_installed_deckctl_offline(tmp_path, cli):
    """The generated .pre-commit-config.yaml works at once: it names no repository to clone (a
    placeholder URL made the first commit fail), its hooks run the `deckctl` on the PATH."""
    bindir = Path(sys.executable).parent
    if shutil.which("git") is None or not (bindir / "pre-commit").is_file():
        pytest.skip("needs git and pre-commit (pip install -e '.[dev]')")
    repo = tmp_path / "repo"
    assert cli("init", repo, "--game", "iknow").exit_code == 0
    for args in (["init", "-q"], ["add", "-A"]):
        subprocess.run(["git", *args], cwd=repo, check=True)
    env = {**os.environ, "PATH": f"{bindir}{os.pathsep}{os.environ.get('PATH', '')}",
           "PRE_COMMIT_HOME": str(tmp_path / "pre-commit-home")}

    def pre_commit_run() -> subprocess.CompletedProcess:
        return subprocess.run([bindir / "pre-commit", "run", "--all-files"], cwd=repo, env=env,
                              capture_output=True, text=True, check=False)

    done = pre_commit_run()
    assert done.returncode == 0, done.stdout + done.stderr
    assert "deckctl lint" in done.stdout and "Passed" in done.stdout

    card_file = repo / "decks" / "iknow-deck" / "cards" / "sample.yaml"
    card_file.write_text(card_file.read_text(encoding="utf-8") + "- id: people-001\n  category: people\n",
                         encoding="utf-8")
    subprocess.run(["git", "add", "-A"], cwd=repo, check=True)
    done = pre_commit_run()
    assert done.returncode == 1 and "decks/iknow-deck/cards/sample.yaml:" in done.stdout


def test_a_checkout_with_autocrlf_commits_through_the_hooks(tmp_path, cli):
    """Git for Windows' default core.autocrlf=true: init's `eol=lf` attributes check the card files
    out with LF, so the hooks pass and a commit goes through; so does a file an editor saves with
    CRLF (fmt keeps a file's CRLF, git stores LF), and one it lays out otherwise is stopped by the
    fmt hook until `deckctl fmt` has laid it out."""
    bindir = Path(sys.executable).parent
    if shutil.which("git") is None or not (bindir / "pre-commit").is_file():
        pytest.skip("needs git and pre-commit (pip install -e '.[dev]')")
    repo = tmp_path / "repo"
    assert cli("init", repo, "--game", "wissens-spektrum").exit_code == 0
    env = {**os.environ, "PATH": f"{bindir}{os.pathsep}{os.environ.get('PATH', '')}",
           "PRE_COMMIT_HOME": str(tmp_path / "pre-commit-home"), "GIT_AUTHOR_NAME": "Editor",
           "GIT_AUTHOR_EMAIL": "editor@example.org", "GIT_COMMITTER_NAME": "Editor",
           "GIT_COMMITTER_EMAIL": "editor@example.org"}

    def git(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(["git", *args], cwd=repo, env=env, capture_output=True, text=True, check=False)

    for args in (["init", "-q"], ["add", "-A"], ["commit", "-qm", "deck"], ["config", "core.autocrlf", "true"]):
        assert git(*args).returncode == 0
    card_file = repo / "decks" / "wissens-spektrum-deck" / "cards" / "art.yaml"
    for path in (repo / "decks").rglob("*"):
        if path.is_file():
            path.unlink()
    assert git("checkout", "--", ".").returncode == 0  # a fresh checkout under autocrlf
    assert b"\r\n" not in card_file.read_bytes()
    assert subprocess.run([bindir / "pre-commit", "install"], cwd=repo, env=env, capture_output=True).returncode == 0

    # An edit saved by an editor that writes CRLF: the fmt hook reads the working file, in fmt's
    # layout with CRLF on every line, and lets it through; git stores it with LF (init's attributes).
    text = card_file.read_text(encoding="utf-8").replace("answer: Michelangelo", "answer: Michelangelo Buonarroti")
    card_file.write_bytes(text.replace("\n", "\r\n").encode("utf-8"))
    git("add", "-A")
    committed = git("commit", "-qm", "an edit saved with CRLF")
    assert committed.returncode == 0, committed.stdout + committed.stderr
    stored = git("show", "HEAD:decks/wissens-spektrum-deck/cards/art.yaml").stdout
    assert "Michelangelo Buonarroti" in stored and "\r" not in stored
    # Spaces left at a line's end by that editor: the hook stops the commit, and `deckctl fmt`
    # puts it right (keeping its CRLF).
    card_file.write_bytes(card_file.read_bytes().replace(b"Buonarroti\r\n", b"Buonarroti   \r\n"))
    git("add", "-A")
    blocked = git("commit", "-qm", "spaces at the end of a line")
    assert blocked.returncode != 0 and "art.yaml: would be reformatted" in blocked.stdout + blocked.stderr
    assert cli("fmt", repo / "decks").exit_code == 0 and b" \r\n" not in card_file.read_bytes()
    assert card_file.read_bytes().count(b"\n") == card_file.read_bytes().count(b"\r\n")


@pytest.mark.parametrize("saved", ["crlf", "bom", "crlf-bom"])
def test_new_card_keeps_the_files_line_ends_and_byte_order_mark(tmp_path, cli, saved):
    """Nothing else in the file changes: a CRLF file gets CRLF lines, a byte-order mark stays."""
    deck = tmp_path / "deck"
    shutil.copytree(REPO / "decks" / "iknow-starter", deck)
    card_file = deck / "cards" / "world.yaml"
    before = card_file.read_bytes()
    if "crlf" in saved:
        before = before.replace(b"\n", b"\r\n")
    if "bom" in saved:
        before = b"\xef\xbb\xbf" + before
    card_file.write_bytes(before)
    assert "added card `world-009`" in cli("new", "card", deck, "--file", "cards/world.yaml").stdout
    after = card_file.read_bytes()
    assert after.startswith(before) and len(after) > len(before)
    added = after[len(before):]
    if "crlf" in saved:
        assert added.count(b"\n") == added.count(b"\r\n") > 5
    else:
        assert b"\r" not in added
    assert load(after.decode("utf-8-sig"))[-1]["id"] == "world-009"


def test_new_card_reads_the_file_it_appends_to_once(tmp_path, monkeypatch):
    """Its cards, its line ends and its byte-order mark come from the one read loading the deck made."""
    from deckctl.scaffold.new_card import add_card

    deck = tmp_path / "deck"
    shutil.copytree(REPO / "decks" / "iknow-starter", deck)
    card_file = deck / "cards" / "world.yaml"
    before = b"\xef\xbb\xbf" + card_file.read_bytes().replace(b"\n", b"\r\n")
    card_file.write_bytes(before)
    reads = []
    for method in ("read_bytes", "read_text"):
        read = getattr(Path, method)
        monkeypatch.setattr(Path, method, lambda path, *args, read=read, **kwargs: reads.append(path)
                            or read(path, *args, **kwargs))
    from deckctl.io import source  # (loading reads a card file through io.paths.read_regular)

    read_regular = source.read_regular
    monkeypatch.setattr(source, "read_regular", lambda path, *args: reads.append(path) or read_regular(path, *args))
    assert add_card(deck, card_file).card_id == "world-009"
    assert reads.count(card_file) == 1  # (the check of the new text loads a copy)
    after = card_file.read_bytes()
    assert after.startswith(before) and after[len(before):].startswith(b"- id: world-009\r\n")


@pytest.mark.parametrize("content", ["", "# yaml-language-server: $schema=../../../schemas/iknow.cards.schema.json\n"])
def test_new_card_starts_an_empty_card_file(tmp_path, cli, content):
    """The first card of a file (empty, or only the schema line) is like the deck's last card."""
    deck = tmp_path / "deck"
    shutil.copytree(REPO / "decks" / "iknow-starter", deck)
    card_file = deck / "cards" / "zoo.yaml"
    card_file.write_text(content, encoding="utf-8")
    result = cli("new", "card", deck, "--file", "cards/zoo.yaml")
    assert result.exit_code == 0, result.stderr
    assert "zoo.yaml:%d: added card `world-009`" % (content.count("\n") + 1) in result.stdout
    text = card_file.read_text(encoding="utf-8")
    assert text.startswith(content) and text[len(content):].startswith("- id: world-009\n  category: world\n")
    assert "added card `world-010`" in cli("new", "card", deck, "--file", "cards/zoo.yaml").stdout
    assert cli("validate", deck).exit_code == 0 and cli("fmt", "--check", deck).exit_code == 0


def test_new_card_in_a_deck_without_cards_is_like_the_sample(tmp_path, cli):
    assert cli("init", tmp_path, "--game", "wissens-spektrum").exit_code == 0
    deck = tmp_path / "decks" / "wissens-spektrum-deck"
    for card_file in (deck / "cards").glob("*.yaml"):
        card_file.write_bytes(b"")
    assert "added card `new-card-1`" in cli("new", "card", deck, "--file", "cards/art.yaml").stdout
    [card] = load((deck / "cards" / "art.yaml").read_text(encoding="utf-8"))
    assert card["area"] == "art" and len(card["questions"]) == 6
    (deck / "cards" / "art.yaml").write_text("[]\n", encoding="utf-8")
    refused = cli("new", "card", deck, "--file", "cards/art.yaml")
    assert refused.exit_code == 1 and "hint: delete the `[]`" in refused.stderr


@pytest.mark.parametrize("end, kept", [("...\n", ""), ("... # checked\n", "# checked\n"),
                                       ("...\n# the end\n", "# the end\n")])
def test_new_card_drops_a_closing_document_end_as_fmt_does(tmp_path, cli, end, kept):
    """A `...` line is dropped as fmt drops it (its comment kept): the card after it would start
    a second document."""
    deck = tmp_path / "deck"
    shutil.copytree(REPO / "decks" / "iknow-starter", deck)
    card_file = deck / "cards" / "zoo.yaml"
    first = "- id: zoo-001\n  category: world\n  question: Q?\n  clues: [a, b, c, d, e, f, g, h, i, j]\n  answer: A\n"
    card_file.write_text(first + end, encoding="utf-8")
    result = cli("new", "card", deck, "--file", "cards/zoo.yaml")
    assert result.exit_code == 0, result.stderr
    text = card_file.read_text(encoding="utf-8")
    assert text.startswith(first + kept + "- id: zoo-002\n")
    assert "zoo.yaml:%d: added card `zoo-002`" % ((first + kept).count("\n") + 1) in result.stdout


def test_new_card_in_a_file_of_document_markers_only(tmp_path, cli):
    deck = tmp_path / "deck"
    shutil.copytree(REPO / "decks" / "iknow-starter", deck)
    card_file = deck / "cards" / "zoo.yaml"
    card_file.write_text("# Zoo\n---\n...\n", encoding="utf-8")
    result = cli("new", "card", deck, "--file", "cards/zoo.yaml")
    assert result.exit_code == 0, result.stderr
    assert card_file.read_text(encoding="utf-8").startswith("# Zoo\n---\n- id: world-009\n  category: world\n")
    assert cli("validate", deck).exit_code == 0
    # A file holding only `~`: said so, with what to do.
    card_file.write_text("~\n", encoding="utf-8")
    refused = cli("new", "card", deck, "--file", "cards/zoo.yaml")
    assert refused.exit_code == 1 and refused.exception is None
    assert ("zoo.yaml:1:1: error: the file holds only an empty value (`~` or `null`), which a card cannot be "
            "appended to [not-a-card-list]") in refused.stderr
    assert "hint: delete it (a file with no cards may be empty)" in refused.stderr
    assert card_file.read_text(encoding="utf-8") == "~\n"


def test_new_card_refuses_while_a_card_file_cannot_be_read(tmp_path, cli):
    """A card file in a merge conflict is skipped when the deck loads, so its ids are unknown: the
    new id could be one of them, and no card is added until the merge is finished."""
    assert cli("init", tmp_path, "--game", "wissens-spektrum").exit_code == 0
    deck = tmp_path / "decks" / "wissens-spektrum-deck"
    history = deck / "cards" / "history.yaml"
    schema, body = history.read_text(encoding="utf-8").split("\n", 1)
    body = body.replace("id: turning-points", "id: new-card-1")
    history.write_text(f"{schema}\n<<<<<<< HEAD\n{body}=======\n{body.replace('Augustus', 'Octavian')}>>>>>>> theirs\n",
                       encoding="utf-8")
    sport = deck / "cards" / "sport.yaml"
    before = sport.read_bytes()
    refused = cli("new", "card", deck, cwd=tmp_path)
    assert refused.exit_code == 1 and refused.exception is None
    assert "decks/wissens-spektrum-deck/cards/history.yaml:2:1: error: card `new-card-1`: " in refused.stderr
    assert "[merge-conflict]" in refused.stderr
    assert "no card is added while a card file cannot be read" in refused.stderr
    assert "then `git add` the file; run `deckctl new card` again after that" in refused.stderr
    assert sport.read_bytes() == before
    history.write_text(f"{schema}\n{body}", encoding="utf-8")  # the merge finished
    assert "added card `new-card-2`" in cli("new", "card", deck).stdout

    # Past the deck's limit on bytes the last files are not read either (here all of them).
    (deck / "cards" / "a-big.yaml").write_text("#" * (3 * 1024 * 1024), encoding="utf-8")
    before = sport.read_bytes()
    refused = cli("new", "card", deck, "--file", "cards/sport.yaml")
    assert refused.exit_code == 1 and "[deck-too-large]" in refused.stderr
    assert "no card is added while card files are not read" in refused.stderr
    assert sport.read_bytes() == before


def test_new_card_refuses_a_hidden_card_file(tmp_path, cli):
    """A hidden file in cards/ (an editor's lock or backup) is read by no deck: a card added to it
    would be in none."""
    assert cli("init", tmp_path, "--game", "iknow").exit_code == 0
    deck = tmp_path / "decks" / "iknow-deck"
    hidden = deck / "cards" / ".x.yaml"
    hidden.write_bytes((deck / "cards" / "sample.yaml").read_bytes())
    before = hidden.read_bytes()
    refused = cli("new", "card", deck, "--file", "cards/.x.yaml")
    assert refused.exit_code == 2 and refused.exception is None
    assert "a name starting with a dot is hidden, and no deck reads it" in refused.stderr
    assert "hint: name one of the deck's card files" in refused.stderr
    assert hidden.read_bytes() == before


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_new_card_says_a_named_pipe_is_no_file(tmp_path, cli):
    deck = tmp_path / "quiz"
    shutil.copytree(REPO / "decks" / "knowledge-starter", deck)
    os.mkfifo(deck / "cards" / "x.yaml")  # never opened: what it is comes from its stat
    result = cli("new", "card", deck, "--file", "cards/x.yaml", cwd=tmp_path)
    assert result.exit_code == 2
    assert "cards/x.yaml is a named pipe, not a file" in result.stderr and "no such" not in result.stderr
    result = cli("new", "card", deck, "--file", "cards", cwd=tmp_path)
    assert result.exit_code == 2 and "cards is a folder, not a file" in result.stderr
