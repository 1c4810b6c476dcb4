"""Run from a folder below the repository's top (a deck's cards/), the commands read the
repository's decks/ and write its build/ and proof/, as git finds its repository from any folder
in it; messages name files from the working folder, and never an option the user did not type."""

from __future__ import annotations

import subprocess

import pytest
from deckfactory import write_deck


@pytest.fixture(params=[".git", "deckctl.toml"])
def repo(tmp_path, request):
    """A repository (found by its .git, or by its deckctl.toml) with one deck in decks/."""
    if request.param == ".git":
        subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
    else:
        (tmp_path / "deckctl.toml").write_text("", encoding="utf-8")
    write_deck(tmp_path / "decks", "knowledge", name="knowledge-deck")
    return tmp_path


@pytest.mark.parametrize("command", [["validate"], ["lint"], ["stats"], ["fmt", "--check"], ["i18n", "status"]])
def test_the_repositorys_decks_are_read_from_a_deck_folder(repo, cli, command):
    done = cli(*command, cwd=repo / "decks" / "knowledge-deck" / "cards")
    assert done.exit_code == 0, done.stdout + done.stderr


def test_findings_name_files_from_the_working_folder(repo, cli, monkeypatch):
    cards = repo / "decks" / "knowledge-deck" / "cards"
    (cards / "more.yaml").write_text("- id: bad\n  value: 99\n", encoding="utf-8")
    monkeypatch.delenv("DECKCTL_CACHE_DIR")  # (the cache is kept at the top, not among the deck's files)
    done = cli("validate", cwd=cards)
    assert done.exit_code == 1
    assert done.stdout.startswith("more.yaml:1:3: error: card `bad`")
    assert sorted(path.name for path in cards.iterdir()) == ["cards.yaml", "more.yaml"]
    assert (repo / ".deckctl-cache").is_dir()


def test_build_writes_the_repositorys_build_folder(repo, cli):
    done = cli("build", cwd=repo / "decks" / "knowledge-deck")
    assert done.exit_code == 0, done.stderr
    assert "into ../../build/" in done.stdout
    assert (repo / "build" / "manifest.json").is_file()
    assert sorted(path.name for path in (repo / "decks" / "knowledge-deck").iterdir()) == ["board.yaml", "cards", "deck.yaml"]


@pytest.mark.parametrize("command", [["build", "."], ["proof", "."]])
def test_a_default_out_inside_a_deck_is_refused_as_the_default(repo, cli, command):
    deck = repo / "decks" / "knowledge-deck"
    done = cli(*command, cwd=deck / "cards")
    assert done.exit_code == 2
    default = command[0]
    assert f"error: the default --out {default} is inside the deck knowledge-deck: " in done.stderr
    assert f"hint: write it outside every deck, such as `--out ../../../{default}` in the repository's top folder" \
        in done.stderr
    assert " .." + ":" not in done.stderr and "deck ..:" not in done.stderr
    assert sorted(path.name for path in (deck / "cards").iterdir()) == ["cards.yaml"]


@pytest.mark.parametrize("command", ["build", "proof"])
def test_an_out_given_inside_a_deck_is_refused(repo, cli, command):
    deck = repo / "decks" / "knowledge-deck"
    done = cli(command, "--out", "site", cwd=deck)
    assert done.exit_code == 2
    assert "error: --out site is inside the deck knowledge-deck: " in done.stderr
    assert not (deck / "site").exists()


def test_proof_writes_the_repositorys_proof_folder(repo, cli):
    done = cli("proof", "--jobs", "1", cwd=repo / "decks" / "knowledge-deck" / "cards")
    assert done.exit_code == 0, done.stderr
    assert "wrote ../../../proof/index.html" in done.stderr
    assert (repo / "proof" / "index.html").is_file()


def test_with_no_decks_folder_anywhere_the_message_says_so(tmp_path, cli):
    done = cli("validate", cwd=tmp_path)
    assert done.exit_code == 2
    assert "error: no decks/ folder here, nor at the top of a repository above" in done.stderr


def test_a_deck_kept_on_its_own_is_named_in_the_hint(tmp_path, cli):
    deck = write_deck(tmp_path / "alone", "knowledge", name="solo")
    done = cli("validate", cwd=deck)
    assert done.exit_code == 2
    assert "hint: this folder is a deck: give it as the PATH (`.`)" in done.stderr, done.stderr
    done = cli("lint", cwd=deck / "cards")
    assert done.exit_code == 2
    assert "hint: this folder is inside a deck: give its folder as the PATH (`..`)" in done.stderr, done.stderr
    assert cli("validate", ".", cwd=deck).exit_code == 0


@pytest.mark.parametrize("command", [["bundle"], ["pdf"], ["images"]])
def test_an_export_from_a_deck_folder_does_not_write_among_its_files(repo, cli, command):
    deck = repo / "decks" / "knowledge-deck"
    done = cli("export", *command, ".", cwd=deck)
    assert done.exit_code == 2
    assert "error: the default output folder build/ is inside the deck knowledge-deck: " in done.stderr
    assert "hint: run it from the repository's top folder (../..), or give --out outside every deck" in done.stderr
    assert sorted(path.name for path in deck.iterdir()) == ["board.yaml", "cards", "deck.yaml"]


def test_play_takes_the_repositorys_starter_deck_from_a_subfolder(repo, monkeypatch):
    from deckctl.engine.sources import default_deck

    starter = write_deck(repo / "decks", "knowledge", name="knowledge-starter")
    monkeypatch.chdir(starter / "cards")
    assert default_deck("knowledge").resolve() == starter.resolve()


def test_schema_writes_the_repositorys_schemas_from_a_subfolder(repo, cli):
    cards = repo / "decks" / "knowledge-deck" / "cards"
    done = cli("schema", cwd=cards)
    assert done.exit_code == 0, done.stderr
    assert "wrote ../../../schemas/deck.schema.json" in done.stderr
    assert sorted(path.name for path in cards.iterdir()) == ["cards.yaml"]
    assert cli("schema", "--check", cwd=cards).exit_code == 0


def test_a_deleted_working_folder_is_no_decks_folder(tmp_path, cli, monkeypatch):
    gone = tmp_path / "gone"
    gone.mkdir()
    monkeypatch.chdir(gone)
    gone.rmdir()
    done = cli("validate")
    assert done.exit_code == 2
    assert "error: no decks/ folder here" in done.stderr
