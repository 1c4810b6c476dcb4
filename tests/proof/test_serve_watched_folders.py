"""What `proof --serve` watches: the folders the proof reads (the deck folder, cards/, locales/, the
art's folders), each alone and only inside the deck's repository. It watched the deck folders
recursively, following links: `ln -s / deck/root` ended it with exit 74 ("Permission denied
... /proc/1/task/1/fdinfo"), a link to /usr added 16,085 inotify watches."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from deckfactory import write_deck

from deckctl.proof import serve


def _watched_inodes() -> set[int]:
    """The inodes of what this process's inotify instances watch (/proc/self/fdinfo)."""
    found = set()
    for fd in os.listdir("/proc/self/fdinfo"):
        try:
            text = Path(f"/proc/self/fdinfo/{fd}").read_text()
        except OSError:
            continue
        found |= {int(ino, 16) for ino in re.findall(r"^inotify wd:\S+ ino:([0-9a-f]+)", text, re.M)}
    return found


def _repository(tmp_path: Path) -> Path:
    """A deck in a repository, with links leading out of it (to a tree of folders, and to /) and
    folders the proof does not read."""
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    deck = write_deck(repo / "decks", "knowledge", name="k")
    elsewhere = tmp_path / "elsewhere"
    for n in range(20):
        (elsewhere / f"f{n}" / "g").mkdir(parents=True)
    (deck / "root").symlink_to("/")
    (deck / "elsewhere").symlink_to(elsewhere)
    (deck / "cards" / "more").symlink_to(elsewhere)
    (deck / "notes" / "old").mkdir(parents=True)
    return deck


@pytest.mark.skipif(not os.path.isdir("/proc/self/fdinfo"), reason="counts inotify watches in /proc")
def test_only_the_folders_the_proof_reads_are_watched(tmp_path, monkeypatch):
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("WATCHFILES_FORCE_POLLING", raising=False)
    deck = _repository(tmp_path)
    server = serve.Server([deck], tmp_path / "site", 0, 150, 1)
    before, watched = _watched_inodes(), []

    def ready() -> None:
        watched.append(_watched_inodes() - before)
        server.stop.set()

    try:
        server.run(lambda note: None, ready)  # (the old server: PermissionError, /proc/1/task/1/fdinfo)
    finally:
        server.close()
    assert watched == [{os.stat(deck).st_ino, os.stat(deck / "cards").st_ino}]


def test_the_art_folders_are_watched_when_inside_the_repository(tmp_path):
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    (repo / "art").mkdir()
    (tmp_path / "outside").mkdir()
    deck = write_deck(repo / "decks", "knowledge", name="k")
    (deck / "locales").mkdir()
    watched = serve.Watched.of(deck, {"print": {"back_art": "../../art/back.svg", "logo": "../../../outside/l.svg"}})
    assert watched.folders == sorted(os.path.realpath(p) for p in (repo / "art", deck, deck / "cards", deck / "locales"))
    assert watched.concerns(os.path.realpath(repo / "art" / "back.svg"))
    assert not watched.concerns(os.path.realpath(repo / "art" / "other.svg"))
    assert watched.concerns(os.path.realpath(deck / "deck.yaml"))
    assert not watched.concerns(os.path.realpath(deck / "README.md"))
    assert watched.concerns(os.path.realpath(deck / "locales" / "de.po"))


def test_the_icc_profile_is_watched(tmp_path):
    """The pictures' keys hold the profile's contents (keys._option_values): a changed profile
    is a change to draw the cards again for, as changed art is."""
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    deck = write_deck(repo / "decks", "knowledge", name="k")
    (deck / "icc").mkdir()
    watched = serve.Watched.of(deck, {"print": {"pdfx": "4", "icc_profile": "icc/press.icc"}})
    assert os.path.realpath(deck / "icc") in watched.folders
    assert watched.concerns(os.path.realpath(deck / "icc" / "press.icc"))
    assert not watched.concerns(os.path.realpath(deck / "icc" / "other.icc"))


def test_more_folders_than_the_limit_end_the_server_with_one_sentence(tmp_path, monkeypatch, cli):
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(serve, "MAX_WATCHED_FOLDERS", 1)
    deck = write_deck(tmp_path, "knowledge")
    run = cli("proof", deck, "--serve", "--port", "0", "--out", tmp_path / "site", "-j", "1")
    assert run.exit_code == 74, run.stderr
    assert ("cannot watch the decks' folders: 2 folders hold the decks' files, more than deckctl watches at once (1): "
            "serve fewer decks at a time") in " ".join(run.stderr.split())
    assert "Traceback" not in run.stderr
    assert not (tmp_path / "site").exists()  # (said before the proof is drawn: a limit is checked first)


def test_a_cards_folder_made_anew_while_serving_is_watched(tmp_path, monkeypatch):
    """Each folder is watched alone: one deleted and made again (a checkout) is watched anew, and
    a file saved into it then updates the page."""
    import shutil
    import threading

    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    deck = write_deck(tmp_path, "knowledge")
    cards = deck / "cards"
    server = serve.Server([deck], tmp_path / "site", 0, 150, 1)
    page = server.listen()
    page.get_nowait()  # (hello)

    replaced = threading.Event()

    def replace_cards() -> None:  # (as the server says it serves: the folder watched is gone)
        shutil.copytree(cards, tmp_path / "cards.new")
        shutil.rmtree(cards)
        (tmp_path / "cards.new").rename(cards)
        replaced.set()

    serving = threading.Thread(target=server.run, args=(lambda note: None, replace_cards), daemon=True)
    serving.start()
    try:
        assert replaced.wait(timeout=60)
        new = os.stat(cards).st_ino
        while not any(identity[1] == new for _, identity, _ in server.watching[0].files):
            page.get(timeout=60)  # (the updates the new folder brings: it is watched by the second)
        saved = cards / "cards.yaml"
        saved.write_text(saved.read_text().replace("back: Blue.", "back: Blue like the sea."))
        while not any("Blue like the sea." in part["html"] for part in page.get(timeout=60)[1]["parts"]):
            pass
    finally:
        server.close()
        serving.join(timeout=30)
