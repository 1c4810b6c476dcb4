"""A build that fails leaves the output folder as it was: refused before anything is written
(a manifest that is a symbolic link), or every change undone (a manifest that cannot be written
once the outputs are in place), and a file it cannot write is named as the output it was to be."""

from __future__ import annotations

import errno
import os
import shutil
import signal
import subprocess
import sys
import time

import pytest
from deckfactory import DECKS
from test_build_trust import quiz_deck

from deckctl.build.cache import MANIFEST_NAME
from deckctl.core import exit_codes
from deckctl.io import atomic


def files(out):
    """Every file and link in `out`, by path, with its content (a link: where it leads)."""
    return {path.relative_to(out).as_posix(): os.readlink(path) if path.is_symlink() else path.read_bytes()
            for path in sorted(out.rglob("*")) if path.is_symlink() or path.is_file()}


def edit(deck):
    card_file = deck / "cards" / "colour.yaml"
    card_file.write_text(card_file.read_text(encoding="utf-8").replace("front: ", "front: Changed, ", 1),
                         encoding="utf-8")


def test_a_manifest_that_is_a_symlink_is_refused_before_any_output_is_written(cli, tmp_path):
    decks, out, elsewhere = tmp_path / "decks", tmp_path / "build", tmp_path / "elsewhere.json"
    quiz_deck(decks / "quiz")
    elsewhere.write_text("{}")
    out.mkdir()
    (out / MANIFEST_NAME).symlink_to(elsewhere)
    run = cli("build", decks, "--out", out, "--jobs", "1")
    assert run.exit_code == exit_codes.ENVIRONMENT, run.stdout + run.stderr
    assert f"{out / MANIFEST_NAME}: a symbolic link is there" in run.stderr
    assert files(out) == {MANIFEST_NAME: str(elsewhere)}  # no knowledge-starter/en/, no staging folder
    assert elsewhere.read_text() == "{}"


def test_a_folder_at_the_manifest_is_bad_input_said_before_any_deck_is_read(cli, tmp_path):
    """Refused before the work (a deck with an error is not even read: its error is not what is
    said), as the repository's bad input with what to do, not exit 74 as a machine's trouble."""
    decks, out = tmp_path / "decks", tmp_path / "build"
    deck = quiz_deck(decks / "quiz")
    (deck / "cards" / "colour.yaml").write_text("- {id: broken\n", encoding="utf-8")
    (out / MANIFEST_NAME).mkdir(parents=True)
    run = cli("build", decks, "--out", out, "--jobs", "1")
    assert run.exit_code == exit_codes.INVALID, run.stdout + run.stderr
    assert run.stderr.splitlines() == [f"deckctl: error: {out / MANIFEST_NAME} is a folder: nothing written",
                                       "    hint: remove it: deckctl writes its build manifest there"]
    assert [path.name for path in out.iterdir()] == [MANIFEST_NAME]


def test_a_folder_at_an_output_is_bad_input_and_nothing_is_written(cli, tmp_path):
    decks, out = tmp_path / "decks", tmp_path / "build"
    quiz_deck(decks / "quiz")
    (out / "knowledge-starter" / "en" / "cards.pdf").mkdir(parents=True)
    run = cli("build", decks, "--out", out, "--jobs", "1")
    assert run.exit_code == exit_codes.INVALID, run.stdout + run.stderr
    assert f"{out}/knowledge-starter/en/cards.pdf is a folder: nothing written" in run.stderr
    assert "hint: remove it: deckctl writes a deck's output there" in run.stderr
    assert files(out) == {}


def manifest_unwritable_the_second_time(monkeypatch):
    """The disk is full when a build writes its manifest the second time (after the outputs are
    moved into place); the write names no file of itself."""
    temporary = atomic._temporary
    manifests = []

    def write(path, data, *durable):
        if path.name == MANIFEST_NAME:
            manifests.append(path)
            if len(manifests) == 2:
                raise OSError(errno.ENOSPC, "No space left on device")
        return temporary(path, data, *durable)

    monkeypatch.setattr(atomic, "_temporary", write)


def test_a_build_that_cannot_write_its_manifest_puts_every_output_back(cli, tmp_path, monkeypatch):
    decks, out = tmp_path / "decks", tmp_path / "build"
    quiz_deck(decks / "quiz")
    assert cli("build", decks, "--out", out, "--jobs", "1").exit_code == 0
    before = files(out)
    edit(decks / "quiz")  # every output changes: the manifest is written before and after they move
    manifest_unwritable_the_second_time(monkeypatch)
    run = cli("build", decks, "--out", out, "--jobs", "1")
    assert run.exit_code == exit_codes.ENVIRONMENT, run.stdout + run.stderr
    assert files(out) == before  # the old outputs and the old manifest, nothing kept aside or staged
    assert f"cannot write {out / MANIFEST_NAME}: No space left on device" in run.stderr


def test_a_first_build_that_fails_at_the_end_leaves_no_output_folder(cli, tmp_path, monkeypatch):
    decks, out = tmp_path / "decks", tmp_path / "new" / "build"
    quiz_deck(decks / "quiz")

    def full(path, data, *durable):
        raise OSError(errno.ENOSPC, "No space left on device")

    real = atomic._temporary
    monkeypatch.setattr(atomic, "_temporary",
                        lambda path, *rest: (full if path.name == MANIFEST_NAME else real)(path, *rest))
    run = cli("build", decks, "--out", out, "--jobs", "1")
    assert run.exit_code == exit_codes.ENVIRONMENT, run.stdout + run.stderr
    assert not (tmp_path / "new").exists()


def test_a_full_disk_names_the_output_it_could_not_write(cli, tmp_path, monkeypatch):
    decks, out = tmp_path / "decks", tmp_path / "build"
    quiz_deck(decks / "quiz")

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    run = cli("build", decks, "--out", out, "--jobs", "1")
    assert run.exit_code == exit_codes.ENVIRONMENT, run.stdout + run.stderr
    message = run.stderr.strip()
    assert message.startswith(f"deckctl: error: cannot write {out / 'knowledge-starter'}/")
    assert message.endswith(": No space left on device") and ".staging-" not in message
    assert not out.exists()


@pytest.mark.parametrize("signum, code", [(signal.SIGTERM, exit_codes.TERMINATED), (signal.SIGINT, exit_codes.INTERRUPTED)])
def test_a_build_stopped_by_a_signal_removes_its_staging_folder(tmp_path, signum, code):
    """SIGTERM (a CI job cancelled) or Ctrl-C once the first outputs are staged: the build stops
    its workers, removes its staging folder and the output folder it made, and says so."""
    decks, out = tmp_path / "decks", tmp_path / "build"
    shutil.copytree(DECKS / "knowledge-starter", decks / "quiz")  # (two languages: time to catch it)
    process = subprocess.Popen([sys.executable, "-m", "deckctl", "build", decks, "--out", out, "--jobs", "2"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        while not any(path.is_file() for path in out.glob(".staging-*/**/*")):
            assert process.poll() is None, "the build ended before it could be stopped"
            time.sleep(0.01)
        process.send_signal(signum)
        _, err = process.communicate(timeout=120)
    finally:
        process.kill()
    assert process.returncode == code, err
    assert not out.exists(), sorted(p.relative_to(out).as_posix() for p in out.rglob("*"))
