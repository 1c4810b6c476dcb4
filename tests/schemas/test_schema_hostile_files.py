"""`deckctl schema --check` reads committed files: one not UTF-8, one of any size, a link leading
out of the repository, a named pipe. Each is a clear line naming it, exit 1, never an internal
error, and no more is read than the schema the models make (docs/security.md)."""

from __future__ import annotations

import os
import shutil

import pytest
from deckfactory import SCHEMAS

NAME = "deck.schema.json"


@pytest.fixture
def repo(tmp_path):
    """A git repository (a `.git` folder is all deckctl looks for) with the schemas committed."""
    root = tmp_path / "repo"
    (root / ".git").mkdir(parents=True)
    shutil.copytree(SCHEMAS, root / "schemas")
    return root


def check(cli, repo):
    run = cli("schema", "--check", cwd=repo)
    assert run.exception is None, run.exception
    return run


@pytest.mark.parametrize(("content", "at"), [(b"\xff", "1:1"), (b'{\n  "title": "\xc3"}\n', "2:13")])
def test_a_schema_not_utf8_is_out_of_date_where_it_is_not(cli, repo, content, at):
    """It had ended `schema --check` and `schema` with `internal error: UnicodeDecodeError`, exit 70."""
    (repo / "schemas" / NAME).write_bytes(content)
    run = check(cli, repo)
    assert run.exit_code == 1
    assert f"schemas/{NAME}:{at}: not UTF-8 text: out of date with the models" in run.stderr
    written = cli("schema", cwd=repo)
    assert written.exit_code == 0 and written.exception is None
    assert (repo / "schemas" / NAME).read_bytes() == (SCHEMAS / NAME).read_bytes()


def test_a_schema_larger_than_the_models_make_is_not_read_past_it(cli, repo, monkeypatch):
    """A 1 GB file had been read whole (13 s, 2.1 GB): now no more than the schema's own size
    (and a CRLF for each line break) is read of any, and a larger file is out of date (a sparse
    file here)."""
    from deckctl.io import paths

    limits = []
    read_regular = paths.read_regular
    monkeypatch.setattr(paths, "read_regular",
                        lambda path, limit, follow=True: limits.append(limit) or read_regular(path, limit, follow))
    path = repo / "schemas" / NAME
    with path.open("r+b") as handle:
        handle.truncate(32 << 20)
    run = check(cli, repo)
    assert run.exit_code == 1 and f"schemas/{NAME}: out of date with the models" in run.stderr
    assert len(limits) == len(list(SCHEMAS.glob("*.json")))
    assert max(limits) <= 2 * max(schema.stat().st_size for schema in SCHEMAS.glob("*.json"))


def test_a_checkout_with_crlf_line_breaks_is_current(cli, repo):
    for path in (repo / "schemas").glob("*.json"):
        path.write_bytes(path.read_bytes().replace(b"\n", b"\r\n"))
    run = check(cli, repo)
    assert run.exit_code == 0, run.stderr


def test_a_schema_linked_out_of_the_repository_is_not_read(cli, repo, tmp_path):
    """A committed `schemas/deck.schema.json` leading to /proc/self/environ had been read."""
    secret = tmp_path / "secret.json"
    secret.write_bytes((SCHEMAS / NAME).read_bytes())  # (what it holds is never looked at)
    path = repo / "schemas" / NAME
    path.unlink()
    path.symlink_to(secret)
    run = check(cli, repo)
    assert run.exit_code == 1
    assert f"schemas/{NAME}: not read: it is a symbolic link leading outside the repository" in run.stderr
    assert "up to date" not in run.stderr


def test_a_schemas_folder_linked_out_of_the_repository_is_not_read(cli, repo, tmp_path):
    outside = tmp_path / "elsewhere"
    (repo / "schemas").rename(outside)
    (repo / "schemas").symlink_to(outside)
    run = check(cli, repo)
    assert run.exit_code == 1
    assert f"schemas/{NAME}: not read: it is reached through schemas, a symbolic link leading outside" in run.stderr


def test_a_link_inside_the_repository_is_followed(cli, repo):
    path = repo / "schemas" / NAME
    path.rename(repo / NAME)
    path.symlink_to(os.path.join("..", NAME))
    assert check(cli, repo).exit_code == 0


def test_outside_a_git_repository_the_folder_holding_the_schemas_is_the_repository(cli, repo, tmp_path):
    (repo / ".git").rmdir()
    secret = tmp_path / "secret.json"
    secret.write_bytes((SCHEMAS / NAME).read_bytes())
    path = repo / "schemas" / NAME
    path.unlink()
    path.symlink_to(secret)
    run = check(cli, repo)
    assert run.exit_code == 1 and "a symbolic link leading outside the repository" in run.stderr


def test_a_named_pipe_is_not_waited_on(cli, repo):
    path = repo / "schemas" / NAME
    path.unlink()
    os.mkfifo(path)
    run = check(cli, repo)
    assert run.exit_code == 1 and f"schemas/{NAME}: not read: it is a named pipe, not a file" in run.stderr
