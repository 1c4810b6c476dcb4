"""A deck folder that is a symbolic link leading out of its repository (a committed
`decks/evil -> /somewhere/else`) is refused by every command, as a deck's own files are: had it
been followed, the folder it leads to would have become a repository of its own, and `fmt`,
`lint --fix` and `i18n` rewrote files there, `export` and `play` read them (io.paths.link_leaving).
Real git repositories, real links."""

from __future__ import annotations

import os
import subprocess

import pytest
from deckfactory import VALID_CARDS, write_deck

SECRET = "SECRET-4be1c9-elsewhere"
REFUSED = "a symbolic link leading outside the deck's repository"


def _git_repo(folder):
    folder.mkdir(parents=True, exist_ok=True)
    subprocess.run(["git", "init", "-q", str(folder)], check=True)
    return folder


def _elsewhere(tmp_path):
    """A deck outside the repository, untidy (fmt and lint --fix would rewrite it), its card
    holding SECRET, with a deckctl.toml above it."""
    cards = VALID_CARDS["knowledge"].replace("The colour of fresh snow.", SECRET).replace("front:", "front:  ")
    deck = write_deck(tmp_path / "elsewhere", "knowledge", cards)
    (tmp_path / "elsewhere" / "deckctl.toml").write_text("[lint]\nunknown = [\n")
    return deck


def _snapshot(folder):
    return {path: path.read_bytes() for path in sorted(folder.rglob("*")) if path.is_file()}


@pytest.fixture
def linked(tmp_path):
    """A git repository with a real deck and `decks/evil`, a link to the deck elsewhere."""
    repo = _git_repo(tmp_path / "repo")
    write_deck(repo / "decks", "knowledge", name="real")
    (repo / "decks" / "evil").symlink_to(_elsewhere(tmp_path), target_is_directory=True)
    return repo


COMMANDS = [
    ("validate", "decks/evil"),
    ("validate", "decks/evil/cards/cards.yaml"),
    ("lint", "decks/evil"),
    ("lint", "--fix", "decks/evil"),
    ("fmt", "decks/evil"),
    ("fmt", "decks/evil/cards/cards.yaml"),
    ("i18n", "extract", "decks/evil"),
    ("i18n", "update", "-l", "de", "decks/evil"),
    ("i18n", "pseudo", "decks/evil"),
    ("export", "pdf", "decks/evil", "-o", "../out.pdf"),
    ("export", "bundle", "decks/evil", "-o", "../out"),
    ("export", "sheet", "decks/evil", "-o", "../out.xlsx"),
    ("play", "knowledge", "--deck", "decks/evil", "--seed", "1"),
    ("new", "card", "decks/evil"),
]


@pytest.mark.parametrize("args", COMMANDS, ids=" ".join)
def test_a_deck_linked_out_of_the_repository_is_refused(linked, tmp_path, cli, args):
    before = _snapshot(tmp_path / "elsewhere")
    run = cli(*args, cwd=linked)
    assert run.exception is None and run.exit_code == 1, (run.stdout, run.stderr)
    said = run.stdout + run.stderr
    assert "decks/evil" in said and REFUSED in said and "hint: keep decks inside the repository" in said
    assert SECRET not in said and "deckctl.toml" not in said
    assert _snapshot(tmp_path / "elsewhere") == before
    assert not any((tmp_path / name).exists() for name in ("out.pdf", "out", "out.xlsx"))


def test_diff_refuses_a_path_linked_out_of_the_repository(linked, cli):
    run = cli("diff", "decks/evil", "decks/real", cwd=linked)
    assert run.exit_code == 2 and run.exception is None
    assert REFUSED in run.stderr and SECRET not in run.stdout + run.stderr


def test_a_folder_of_decks_reports_the_deck_link_it_skips(linked, cli):
    run = cli("validate", "decks", cwd=linked)
    assert run.exit_code == 1 and run.exception is None
    assert f"decks/evil: error: not read: it is {REFUSED}" in run.stdout
    assert SECRET not in run.stdout + run.stderr


def test_a_link_to_a_repository_of_its_own_is_refused_too(tmp_path, cli):
    # The folder the link leads to holds a `.git`: it must not become the deck's repository.
    repo = _git_repo(tmp_path / "repo")
    other = _git_repo(tmp_path / "other")
    write_deck(other / "decks", "knowledge")
    (repo / "vendor").symlink_to(other, target_is_directory=True)
    run = cli("validate", "vendor/decks/deck", cwd=repo)
    assert run.exit_code == 1 and "it is reached through `vendor`" in run.stdout


def test_a_deck_folder_linked_out_of_a_folder_that_is_no_repository_is_refused(tmp_path, cli):
    (tmp_path / "plain").mkdir()
    (tmp_path / "plain" / "evil").symlink_to(_elsewhere(tmp_path), target_is_directory=True)
    run = cli("validate", "evil", cwd=tmp_path / "plain")
    assert run.exit_code == 1 and REFUSED in run.stdout


def test_links_inside_the_repository_or_above_it_are_followed(tmp_path, cli):
    repo = _git_repo(tmp_path / "repo")
    write_deck(repo / "decks", "knowledge", name="real")
    (repo / "decks" / "alias").symlink_to("real", target_is_directory=True)
    (tmp_path / "checkout").symlink_to(repo, target_is_directory=True)  # (the user's own way to it)
    for args in (("validate", "decks/alias"), ("validate", "decks"), ("fmt", "--check", "decks/alias"),
                 ("validate", str(tmp_path / "checkout" / "decks" / "real"))):
        run = cli(*args, cwd=repo)
        assert run.exit_code == 0, (args, run.stdout, run.stderr)


@pytest.mark.parametrize("folder", ["cards", "locales"])
def test_a_cards_or_locales_link_leading_out_is_one_error_its_folder_unlisted(tmp_path, cli, folder):
    """A deck's `cards/` or `locales/` that is a link leading out of the repository is one error at
    the link: the folder it leads to is not listed. Each of its files had been named in an error
    of its own (`cards/id_rsa.yaml`, `cards/secret.yml`), in every command's output and the proof."""
    repo = _git_repo(tmp_path / "repo")
    deck = write_deck(repo / "decks", "knowledge", name="real")
    outside = tmp_path / "outside"
    outside.mkdir()
    for name in ("id_rsa.yaml", "secret.yml", "private.po", "\udcff.po", "x" * 241 + ".yaml"):
        (outside / os.fsdecode(os.fsencode(name))).write_bytes(b"- id: x\n")
    if folder == "locales":
        (deck / folder).symlink_to(outside, target_is_directory=True)
    else:
        (deck / folder).rename(tmp_path / "cards-kept")
        (deck / folder).symlink_to(outside, target_is_directory=True)
    commands = [("validate", "decks/real"), ("i18n", "status", "decks/real"), ("proof", "decks/real", "--out", "../proof")]
    commands += [("fmt", "--check", "decks/real")] if folder == "cards" else []  # (fmt reads no catalog)
    for args in commands:
        run = cli(*args, cwd=repo)
        said = run.stdout + run.stderr
        assert run.exception is None and run.exit_code == 1, (args, said)
        assert f"decks/real/{folder}: error: not read: it is {REFUSED}" in said, (args, said)
        assert not any(word in said for word in ("id_rsa", "secret", "private", "xxxxx", "no-cards")), (args, said)
    page = (tmp_path / "proof" / "index.html").read_text(encoding="utf-8")
    assert "id_rsa" not in page and "secret" not in page
