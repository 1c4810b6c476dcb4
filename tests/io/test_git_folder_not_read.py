"""Git's own folder is no part of a deck (deckctl/io/paths.py, `in_git_folder`): `.git/config`
lies inside the repository's folder, so a link to it passed for a link inside the repository and
was followed, though it holds what a CI checkout fetched with (`http.<url>.extraheader` with its
token) and a clone's remote URL with any password. A card file, catalog or deckctl.toml linked
there is not read, and an art path leading there is refused, like one leading out of the
repository: a catalog linked to `.git/config` had been read, and `validate`, `lint` and every
report format quoted each of its lines in a `catalog-syntax` error.
"""

from __future__ import annotations

import json

from deckfactory import write_deck

from deckctl.validate.deck import validate

TOKEN = "ghp_token-9f31c7-of-the-runner"


def repo_with_config(tmp_path):
    """A repository whose git config holds a checkout's credentials, and a deck in it."""
    git = tmp_path / "repo" / ".git"
    git.mkdir(parents=True)
    (git / "config").write_text(
        "[core]\n\tbare = false\n"
        f'[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic {TOKEN}\n'
        f'[remote "origin"]\n\turl = https://x-access-token:{TOKEN}@github.com/o/r\n')
    return write_deck(tmp_path / "repo" / "decks", "knowledge")


def test_a_catalog_card_file_and_settings_linked_into_git_config_are_not_read(tmp_path, cli):
    deck = repo_with_config(tmp_path)
    (deck / "locales").mkdir()
    (deck / "locales" / "fr.po").symlink_to("../../../.git/config")
    (deck / "cards" / "more.yaml").symlink_to("../../../.git/config")
    (deck / "deckctl.toml").symlink_to("../../.git/config")
    refused = {(d.file.rsplit("/", 1)[-1], d.code) for d in validate([deck]).diagnostics if d.is_error}
    assert refused == {("fr.po", "unreadable-catalog"), ("more.yaml", "unreadable")}
    for args in (("validate",), ("lint",), ("lint", "--format", "json"), ("lint", "--format", "sarif"),
                 ("lint", "--format", "github")):
        run = cli(*args, deck)
        assert run.exit_code == 1 and run.exception is None, run.stdout + run.stderr
        assert TOKEN not in run.stdout + run.stderr
        assert "extraheader" not in run.stdout + run.stderr
    errors = [f for f in json.loads(cli("lint", "--format", "json", deck).stdout) if f["severity"] == "error"]
    assert {(f["file"].rsplit("/", 1)[-1], f["code"]) for f in errors} == {
        ("fr.po", "unreadable-catalog"), ("more.yaml", "unreadable"), ("deckctl.toml", "lint-config")}
    assert all("git's own folder (.git)" in f["message"] for f in errors)


def test_a_nested_repository_git_folder_in_any_case_is_not_read(tmp_path):
    deck = repo_with_config(tmp_path)
    nested = tmp_path / "repo" / "vendor" / ".GIT"
    nested.mkdir(parents=True)
    (nested / "cards.yaml").write_text(f"- id: x\n  category: number\n  front: {TOKEN}\n  unknown: {TOKEN}\n")
    (deck / "cards" / "more.yaml").symlink_to("../../../vendor/.GIT/cards.yaml")
    diagnostics = validate([deck]).diagnostics
    assert [d.code for d in diagnostics if d.is_error] == ["unreadable"]
    assert TOKEN not in "".join(str(d) for d in diagnostics)


def test_a_card_file_linked_elsewhere_inside_the_repository_is_still_read(tmp_path):
    deck = repo_with_config(tmp_path)
    (tmp_path / "repo" / "git-notes").mkdir()  # (a name holding `git` is no git folder)
    (tmp_path / "repo" / "git-notes" / "cards.yaml").write_text((deck / "cards" / "cards.yaml").read_text()
                                                                 .replace("id: ", "id: shared-"))
    (deck / "cards" / "more.yaml").symlink_to("../../../git-notes/cards.yaml")
    result = validate([deck])
    assert result.ok, [str(d) for d in result.diagnostics]


def test_art_named_inside_the_git_folder_is_refused(tmp_path, cli):
    deck = repo_with_config(tmp_path)
    (tmp_path / "repo" / ".git" / "back.svg").write_text(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="63" height="88"><title>{TOKEN}</title></svg>')
    manifest = deck / "deck.yaml"
    manifest.write_text(manifest.read_text() + "print:\n  back_art: ../../.git/back.svg\n")
    run = cli("validate", deck)
    assert run.exit_code == 1 and run.exception is None
    assert "`../../.git/back.svg` leads into git's own folder (.git)" in run.stdout
    assert "[bad-art]" in run.stdout
