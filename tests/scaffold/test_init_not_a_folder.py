"""`deckctl init` where a file stands in for a folder it needs: a usage error naming that path."""

from __future__ import annotations


def test_init_on_a_file_says_it_is_a_file(tmp_path, cli):
    target = tmp_path / "notes.txt"
    target.write_text("mine\n", encoding="utf-8")
    result = cli("init", "--game", "knowledge", target)
    assert result.exit_code == 2 and result.exception is None
    assert f"{target} is a file, not a folder: init creates the repository in a folder" in result.stderr
    assert "regular files" not in result.stderr
    assert target.read_text(encoding="utf-8") == "mine\n"


def test_init_below_a_file_or_over_a_file_it_needs_as_a_folder(tmp_path, cli):
    (tmp_path / "file").write_text("", encoding="utf-8")
    below = cli("init", "--game", "knowledge", tmp_path / "file" / "repo")
    assert below.exit_code == 2 and f"{tmp_path / 'file'} is a file, not a folder" in below.stderr
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / "decks").write_text("", encoding="utf-8")
    inside = cli("init", "--game", "knowledge", repo)
    assert inside.exit_code == 2 and f"{repo / 'decks'} is a file, not a folder" in inside.stderr
    assert sorted(p.name for p in repo.iterdir()) == ["decks"]  # nothing written


def test_init_names_what_stands_there_when_it_is_no_file(tmp_path, cli):
    """A device, a named pipe or a link leading nowhere is named as what it is (it had read
    `/dev/null is not a folder, not a folder`)."""
    import os

    os.mkfifo(tmp_path / "pipe")
    (tmp_path / "dangling").symlink_to(tmp_path / "nowhere")
    for target, what in (("/dev/null", "a device"), (tmp_path / "pipe", "a named pipe"),
                         (tmp_path / "dangling", "a symbolic link leading nowhere")):
        result = cli("init", "--game", "knowledge", target)
        assert (result.exit_code, result.exception) == (2, None), result.stderr
        assert f"{target} is {what}, not a folder: init creates the repository in a folder" in result.stderr
