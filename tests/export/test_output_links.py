"""Outputs land only where asked (docs/security.md, promise 7): a symbolic link committed in place
of the default output folder `build`, of a folder inside it (`build/<deck>/en`), or inside a
folder named with --out, would send an export anywhere on the machine. Every export refuses it
with exit 74, one sentence naming the link, before drawing anything, and writes nothing."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from deckctl.core import exit_codes

# The export commands, each writing into build/test-deck/en/ by default.
EXPORTS = {
    "pdf": ["export", "pdf", "deck"],
    "images": ["export", "images", "deck", "--dpi", "72"],
    "bundle": ["export", "bundle", "deck"],
}
REFUSED = "a symbolic link to a folder is there: deckctl writes only into regular files and folders"


@pytest.fixture
def elsewhere(tmp_path) -> Path:
    """A folder outside the project, which no export may write into."""
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    return folder


def _refused(run, link: str, elsewhere: Path) -> None:
    assert run.exit_code == exit_codes.ENVIRONMENT, run.stdout + run.stderr
    assert f"deckctl: error: cannot write {link}: {REFUSED}" in run.stderr, run.stderr
    assert list(elsewhere.iterdir()) == []


@pytest.mark.parametrize("command", EXPORTS)
def test_an_export_never_writes_through_a_committed_link_inside_build(make_deck, cli, tmp_path, elsewhere, command):
    make_deck()
    (tmp_path / "build" / "test-deck").mkdir(parents=True)
    (tmp_path / "build" / "test-deck" / "en").symlink_to(elsewhere, target_is_directory=True)
    _refused(cli(*EXPORTS[command], cwd=tmp_path), "build/test-deck/en", elsewhere)


@pytest.mark.parametrize("command", EXPORTS)
def test_an_export_never_writes_into_a_committed_link_standing_for_build(make_deck, cli, tmp_path, elsewhere, command):
    """As `deckctl build` refuses a `build` that is a link."""
    make_deck()
    (tmp_path / "build").symlink_to(elsewhere, target_is_directory=True)
    run = cli(*EXPORTS[command], cwd=tmp_path)
    assert run.exit_code == exit_codes.ENVIRONMENT, run.stdout + run.stderr
    assert "deckctl: error: cannot write build: a symbolic link is there" in run.stderr, run.stderr
    assert list(elsewhere.iterdir()) == []


@pytest.mark.parametrize("command", ["images", "bundle"])
def test_a_link_inside_the_folder_named_with_out_is_refused(make_deck, cli, tmp_path, elsewhere, command):
    make_deck()
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "test-deck").symlink_to(elsewhere, target_is_directory=True)
    out = ["--out", "out"] if command == "bundle" else ["--out", "out/test-deck/en/images"]
    run = cli(*EXPORTS[command], *out, cwd=tmp_path)
    if command == "bundle":
        _refused(run, "out/test-deck", elsewhere)
    else:  # the folder named goes through the link: the person typing it chose it
        assert run.exit_code == 0, run.stdout + run.stderr
        assert (elsewhere / "en" / "images" / "manifest.csv").is_file()


def test_a_file_named_with_out_may_be_anywhere(make_deck, cli, tmp_path, elsewhere):
    """--out FILE is the person's own choice: the folders on its way are theirs (only a link,
    FIFO or device at the file itself is refused)."""
    make_deck()
    (tmp_path / "via").symlink_to(elsewhere, target_is_directory=True)
    run = cli("export", "pdf", "deck", "--out", "via/cards.pdf", cwd=tmp_path)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert (elsewhere / "cards.pdf").read_bytes().startswith(b"%PDF")


def occupy(path: Path, kind: str, elsewhere: Path) -> None:
    """Put what an output must never be written through where it goes: a link into `elsewhere`,
    or a FIFO."""
    if kind == "symlink":
        path.symlink_to(elsewhere / path.name)
    else:
        os.mkfifo(path)


@pytest.mark.parametrize("kind", ["symlink", "fifo"])
def test_preview_writes_only_a_regular_file(make_deck, cli, tmp_path, elsewhere, kind):
    """The PNG replaced whole, never written through a link (or into a FIFO, which would block)."""
    make_deck()
    occupy(tmp_path / "card.png", kind, elsewhere)
    run = cli("preview", "deck", "spider-legs", "--png", "card.png", cwd=tmp_path)
    assert run.exit_code == exit_codes.ENVIRONMENT, run.stdout + run.stderr
    what = "a symbolic link" if kind == "symlink" else "a named pipe"
    assert f"deckctl: error: cannot write card.png: {what} is there" in run.stderr, run.stderr
    assert list(elsewhere.iterdir()) == []


def test_schema_never_writes_into_a_committed_link_standing_for_schemas(cli, tmp_path, elsewhere):
    (tmp_path / "schemas").symlink_to(elsewhere, target_is_directory=True)
    run = cli("schema", cwd=tmp_path)
    assert run.exit_code == exit_codes.ENVIRONMENT, run.stdout + run.stderr
    assert list(elsewhere.iterdir()) == []


@pytest.mark.parametrize("kind", ["symlink", "fifo"])
def test_play_writes_its_log_only_into_a_regular_file(make_deck, cli, tmp_path, elsewhere, kind):
    """The log is written as the game goes (not renamed into place), but never through a link,
    and never into a FIFO, whose open would wait for a reader: refused before the game starts."""
    make_deck()
    occupy(tmp_path / "game.jsonl", kind, elsewhere)
    run = cli("play", "knowledge", "--deck", "deck", "--log", "game.jsonl", cwd=tmp_path)
    assert run.exit_code == exit_codes.ENVIRONMENT, run.stdout + run.stderr
    what = "a symbolic link" if kind == "symlink" else "a named pipe"
    assert f"deckctl: error: cannot write game.jsonl: {what} is there" in run.stderr, run.stderr
    assert list(elsewhere.iterdir()) == []
