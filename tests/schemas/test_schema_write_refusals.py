"""`deckctl schema` writes the schemas all or none, and judges what stands at a schema's place
before it writes any (docs/security.md, promise 7): a folder committed there is the repository's
bad input, reported in `schema --check`'s words (exit 1, not 74); a link or named pipe is refused
as at any output's place (exit 74), and no schema is written either way."""

from __future__ import annotations

import os
import shutil

import pytest
from deckfactory import SCHEMAS

from deckctl.core import exit_codes

FIRST, LAST = "deck.schema.json", "you-know-it.cards.schema.json"


@pytest.fixture
def repo(tmp_path):
    """A git repository (a `.git` folder is all deckctl looks for) whose first schema is missing."""
    root = tmp_path / "repo"
    (root / ".git").mkdir(parents=True)
    shutil.copytree(SCHEMAS, root / "schemas")
    (root / "schemas" / FIRST).unlink()
    return root


def test_a_folder_at_a_schema_is_said_as_check_says_it_and_nothing_is_written(cli, repo):
    (repo / "schemas" / LAST).unlink()
    (repo / "schemas" / LAST).mkdir()
    checked, written = cli("schema", "--check", cwd=repo), cli("schema", cwd=repo)
    assert written.exception is None, written.exception
    assert checked.exit_code == written.exit_code == exit_codes.INVALID, written.stderr
    assert f"schemas/{LAST}: not read: it is a folder, not a file" in checked.stderr
    assert f"schemas/{LAST}: not written: it is a folder, not a file" in written.stderr
    assert "nothing written: delete what is there" in written.stderr
    assert not (repo / "schemas" / FIRST).exists()  # (written first by the old code, then exit 74)


def test_a_link_at_a_schema_is_refused_before_any_schema_is_written(cli, repo, tmp_path):
    elsewhere = tmp_path / "elsewhere.json"
    elsewhere.write_text("{}")
    (repo / "schemas" / LAST).unlink()
    (repo / "schemas" / LAST).symlink_to(os.path.relpath(elsewhere, repo / "schemas"))
    run = cli("schema", cwd=repo)
    assert run.exit_code == exit_codes.ENVIRONMENT, run.stderr
    assert f"cannot write schemas/{LAST}: a symbolic link is there" in run.stderr
    assert not (repo / "schemas" / FIRST).exists() and elsewhere.read_text() == "{}"


def test_check_names_a_link_schema_would_refuse_rather_than_advising_schema(cli, repo):
    """A schema linked inside the repository and out of date, or missing behind a `schemas` link:
    --check advised `deckctl schema`, which refuses to write through a link (exit 74)."""
    (repo / "other.json").write_text("{}")
    (repo / "schemas" / LAST).unlink()
    (repo / "schemas" / LAST).symlink_to(os.path.join("..", "other.json"))
    checked, written = cli("schema", "--check", cwd=repo), cli("schema", cwd=repo)
    assert written.exit_code == exit_codes.ENVIRONMENT, written.stderr
    assert checked.exit_code == exit_codes.INVALID
    assert checked.stderr.splitlines() == [
        f"schemas/{FIRST}: missing",
        f"schemas/{LAST}: out of date with the models, and not written by `deckctl schema`: it is a symbolic link",
        "write them with `deckctl schema`, then commit them",
        "put the schemas deckctl writes there as plain files, or delete what is there; then write them with "
        "`deckctl schema`"]


def test_check_names_a_schemas_folder_link_schema_would_refuse(cli, repo):
    (repo / "schemas").rename(repo / "kept")
    (repo / "schemas").symlink_to("kept")
    checked, written = cli("schema", "--check", cwd=repo), cli("schema", cwd=repo)
    assert written.exit_code == exit_codes.ENVIRONMENT and "cannot write schemas: a symbolic link" in written.stderr
    assert checked.exit_code == exit_codes.INVALID
    assert checked.stderr.splitlines() == [
        f"schemas/{FIRST}: missing, and not written by `deckctl schema`: schemas is a symbolic link",
        "put the schemas deckctl writes there as plain files, or delete what is there; then write them with "
        "`deckctl schema`"]
