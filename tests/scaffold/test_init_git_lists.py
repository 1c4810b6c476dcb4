"""`deckctl init` in a folder that has a .gitignore or .gitattributes adds deckctl's lines to it:
it reads one only when it is a plain file of at most MAX_GIT_LIST_BYTES, and otherwise writes
nothing, one line naming the file (exit 1), as docs/security.md says."""

from __future__ import annotations

import os

import pytest

from deckctl.scaffold.init import MAX_GIT_LIST_BYTES


def _init(cli, folder):
    run = cli("init", folder, "--game", "knowledge")
    assert run.exception is None, run.exception
    return run


@pytest.mark.parametrize("name", [".gitignore", ".gitattributes"])
def test_a_list_over_the_limit_is_not_read_and_nothing_is_written(cli, tmp_path, name):
    """A 3 GB .gitignore had taken init to 12.6 GB of memory (a sparse file one byte over here)."""
    folder = tmp_path / "r"
    (folder / ".git").mkdir(parents=True)
    with (folder / name).open("wb") as handle:
        handle.truncate(MAX_GIT_LIST_BYTES + 1)
    run = _init(cli, folder)
    assert run.exit_code == 1
    assert f"{folder / name}: not read: it is {MAX_GIT_LIST_BYTES + 1:,} bytes" in run.stderr
    assert "at most 1 MiB" in run.stderr
    assert sorted(os.listdir(folder)) == [".git", name]  # nothing half-written
    assert (folder / name).stat().st_size == MAX_GIT_LIST_BYTES + 1


def test_a_list_at_the_limit_gets_deckctls_lines(cli, tmp_path):
    folder = tmp_path / "r"
    folder.mkdir()
    own = b"*.pyc\n" + b"#" * (MAX_GIT_LIST_BYTES - 7) + b"\n"
    (folder / ".gitignore").write_bytes(own)
    run = _init(cli, folder)
    assert run.exit_code == 0, run.stderr
    assert (folder / ".gitignore").read_bytes().startswith(own) and b"\nbuild/\n" in (folder / ".gitignore").read_bytes()


def test_a_list_linked_out_of_the_folder_is_not_read(cli, tmp_path):
    folder = tmp_path / "r"
    folder.mkdir()
    outside = tmp_path / "elsewhere"
    outside.write_text("secret\n", encoding="utf-8")
    (folder / ".gitattributes").symlink_to(outside)
    (folder / ".gitignore").write_text("*.pyc\n", encoding="utf-8")
    run = _init(cli, folder)
    assert run.exit_code == 1
    assert f"{folder / '.gitattributes'}: not read: it is a symbolic link" in run.stderr
    assert "already exists" not in run.stderr
    assert sorted(os.listdir(folder)) == [".gitattributes", ".gitignore"]
    assert outside.read_text(encoding="utf-8") == "secret\n"
    assert (folder / ".gitignore").read_text(encoding="utf-8") == "*.pyc\n"


def test_a_named_pipe_is_not_waited_on(cli, tmp_path):
    folder = tmp_path / "r"
    folder.mkdir()
    os.mkfifo(folder / ".gitignore")
    run = _init(cli, folder)
    assert run.exit_code == 1
    assert f"{folder / '.gitignore'}: not read: it is a named pipe, not a file" in run.stderr
    assert os.listdir(folder) == [".gitignore"]
