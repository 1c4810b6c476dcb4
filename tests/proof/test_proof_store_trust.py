"""The proof's store vouches only for what this machine wrote: a picture is reused (and served)
only when a record signed with this machine's key gives its size and SHA-256, and its file still
has them; a committed picture, record or link is drawn again, never shown, read or waited on."""

from __future__ import annotations

import json
import os
import resource
import shutil
import subprocess
import sys
import threading
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from deckfactory import write_deck

MEMORY = 3 << 30  # bytes of address space: far above what a proof of one deck needs, far below /dev/zero


def _limited() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def proof(repo: Path, home: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "XDG_CACHE_HOME": str(home), "DECKCTL_CACHE_DIR": str(home / "checked")}
    return subprocess.run([sys.executable, "-m", "deckctl", "proof", "deck", "--out", "site", "-j", "1"], cwd=repo,
                          env=env, capture_output=True, text=True, timeout=60, preexec_fn=_limited)


def _plant_folder(path: Path, elsewhere: Path) -> None:
    """A committed folder in a file's place, holding a file, a folder, and links leading out."""
    (path / "inner").mkdir(parents=True)
    (path / "inner" / "file.txt").write_text("committed")
    (path / "out").symlink_to(elsewhere)
    (path / "inner" / "kept.txt").symlink_to(elsewhere / "kept.txt")


@pytest.fixture(scope="module")
def proofs() -> dict[str, Path]:
    """The module's proofed decks, by the hash of the deckctl code that drew them (`proofed`)."""
    return {}


@pytest.fixture
def proofed(proofs, tmp_path_factory) -> Path:
    """A Knowledge? deck, its proof's site and the home (machine key, cache) that proof ran with,
    proofed once for the module: each test copies it (`proofed_copy`) before planting things.
    Once for each version of deckctl's code, rather: the pictures are named after the code, and in
    a checkout being edited the code changes while the module runs; a proof made before that had
    pictures of other names, which the test's proof swept away as old."""
    code = _code_now()
    if code not in proofs:
        root = tmp_path_factory.mktemp("proofed")
        write_deck(root, "knowledge")
        first = proof(root, root / "home")
        assert first.stderr.rstrip().endswith("7 pictures drawn, 0 unchanged"), first.stderr
        proofs[code] = root
    return proofs[code]


def proofed_copy(proofed: Path, tmp_path: Path) -> None:
    """The module's proofed deck, site and home copied into tmp_path, with a folder `elsewhere`
    beside them (outside the proof's folder: never touched)."""
    shutil.copytree(proofed, tmp_path, symlinks=True, dirs_exist_ok=True)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "kept.txt").write_text("not the proof's")


@pytest.mark.parametrize("planted", ["link to /dev/zero", "named pipe", "folder"])
def test_records_and_pictures_that_are_not_regular_files_are_drawn_again(tmp_path, proofed, planted, monkeypatch):
    from deckfactory import deckctl_in_process

    proofed_copy(proofed, tmp_path)
    elsewhere = tmp_path / "elsewhere"
    stored = sorted((tmp_path / "site" / "cards").iterdir())
    assert {p.name.split(".", 1)[1] for p in stored} == {"svg", "records.json", "growth.json"}
    for path in stored:  # as a repository commits them
        path.unlink()
        if planted == "named pipe":
            os.mkfifo(path)
        elif planted == "folder":  # (the old proof: exit 74, "cannot write ...: Is a directory")
            _plant_folder(path, elsewhere)
        else:
            path.symlink_to("/dev/zero")
    again = proof(tmp_path, tmp_path / "home")
    assert again.returncode == 0 and again.stderr.rstrip().endswith("7 pictures drawn, 0 unchanged"), again.stderr
    assert all(path.is_file() and not path.is_symlink() for path in stored)
    try:  # (the proof after it, on regular files again, in this process with the same home: a process costs more)
        _on_machine(monkeypatch, tmp_path / "home")
        _code_now()
        after = deckctl_in_process("proof", "deck", "--out", "site", "-j", "1", cwd=tmp_path,
                                   cache=tmp_path / "home" / "checked")
        assert after.stderr.rstrip().endswith("0 pictures drawn, 7 unchanged"), after.stderr
    finally:
        from deckctl.io.machine_key import machine_key

        monkeypatch.undo()
        machine_key.cache_clear()  # (the next test's is this user's again)
    assert sorted(p.name for p in elsewhere.iterdir()) == ["kept.txt"]
    assert (elsewhere / "kept.txt").read_text() == "not the proof's"


def test_a_folder_named_as_an_old_picture_is_swept_away(tmp_path, proofed):
    """`mkdir site/cards/aaa...a.svg` (a name no card has now): the sweep of pictures no card
    shows removed files only, and ended the proof with exit 74 ("Is a directory")."""
    proofed_copy(proofed, tmp_path)
    elsewhere = tmp_path / "elsewhere"
    old = tmp_path / "site" / "cards" / ("a" * 64 + ".svg")
    _plant_folder(old, elsewhere)
    again = proof(tmp_path, tmp_path / "home")
    assert again.returncode == 0 and "0 pictures drawn, 7 unchanged, 1 old" in again.stderr, again.stderr
    assert not os.path.lexists(old)
    assert (elsewhere / "kept.txt").read_text() == "not the proof's"


def _svgs(site: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted((site / "cards").glob("*.svg"))}


def _forge(site: Path) -> str:
    """Change the text of one stored picture (its end kept), and make its group's record vouch
    for it with the key of the machine this runs on, as its owner could; the picture's name."""
    import hashlib

    from deckctl.io.machine_key import signed, vouched

    picture = next(iter(_svgs(site)))
    forged = (site / "cards" / picture).read_bytes().replace(b"</svg>", b"<text>FORGED</text></svg>", 1)
    (site / "cards" / picture).write_bytes(forged)
    for group in (site / "cards").glob("*.records.json"):
        records = json.loads(vouched(group.name, group.read_bytes()))
        if picture[:64] in records:
            records[picture[:64]].update(size=len(forged), sha=hashlib.sha256(forged).hexdigest())
            data = json.dumps(records, ensure_ascii=False, sort_keys=True).encode("utf-8")
            group.write_bytes(signed(group.name, data))
    return picture


def _code_now() -> str:
    """The hash of deckctl's code as it is now, the one a proof started now names pictures after.
    This process keeps the hash it first took, maybe minutes before: a deckctl file edited since in
    the checkout gave every picture another name in a proof run here, which drew all seven again."""
    from deckctl.core.content import code_contents
    from deckctl.proof.keys import code_digest

    code_contents.cache_clear()
    code_digest.cache_clear()
    return code_digest()


def _on_machine(monkeypatch, home: Path) -> None:
    from deckctl.io.machine_key import machine_key

    monkeypatch.setenv("XDG_CACHE_HOME", str(home))
    machine_key.cache_clear()


def test_an_edited_picture_is_drawn_again(tmp_path, cli):
    deck = write_deck(tmp_path, "knowledge")
    site = tmp_path / "site"
    assert cli("proof", deck, "--out", site, "-j", "1", cwd=tmp_path).exit_code == 0
    drawn = _svgs(site)
    picture = next(iter(drawn))
    (site / "cards" / picture).write_bytes(drawn[picture].replace(b"</svg>", b"<text>FORGED</text></svg>", 1))
    again = cli("proof", deck, "--out", site, "-j", "1", cwd=tmp_path)
    assert again.stderr.rstrip().endswith("1 picture drawn, 6 unchanged"), again.stderr
    assert _svgs(site) == drawn


def test_an_edited_raster_picture_is_drawn_again(tmp_path, cli):
    from PIL import Image

    deck = write_deck(tmp_path, "knowledge", manifest=None)
    (deck / "deck.yaml").write_text((deck / "deck.yaml").read_text() + "print:\n  back_art: art/back.png\n")
    (deck / "art").mkdir()
    Image.new("RGB", (300, 420), (200, 30, 30)).save(deck / "art" / "back.png")  # (a deck with art: PNG pictures)
    site = tmp_path / "site"
    assert cli("proof", deck, "--out", site, "-j", "1", cwd=tmp_path).exit_code == 0
    front = sorted((site / "cards").glob("*-front.png"))[0]
    drawn = front.read_bytes()
    front.write_bytes(drawn[:100] + bytes([drawn[100] ^ 1]) + drawn[101:])
    again = cli("proof", deck, "--out", site, "-j", "1", cwd=tmp_path)
    assert again.stderr.rstrip().endswith("1 picture drawn, 6 unchanged"), again.stderr
    assert front.read_bytes() == drawn


def test_a_record_signed_on_another_machine_vouches_for_nothing(tmp_path, cli, monkeypatch):
    deck = write_deck(tmp_path, "knowledge")
    site = tmp_path / "site"
    try:
        _on_machine(monkeypatch, tmp_path / "attacker")
        assert cli("proof", deck, "--out", site, "-j", "1", cwd=tmp_path).exit_code == 0
        picture = _forge(site)
        # On the machine whose key signed it, the forgery holds (so this test does forge a record)...
        held = cli("proof", deck, "--out", site, "-j", "1", cwd=tmp_path)
        assert held.stderr.rstrip().endswith("0 pictures drawn, 7 unchanged") and b"FORGED" in _svgs(site)[picture]
        # ... on any other, committed with the repository, every picture is drawn again.
        _on_machine(monkeypatch, tmp_path / "ci")
        run = cli("proof", deck, "--out", site, "-j", "1", cwd=tmp_path)
        assert run.stderr.rstrip().endswith("7 pictures drawn, 0 unchanged"), run.stderr
        assert not any(b"FORGED" in svg for svg in _svgs(site).values())
    finally:
        from deckctl.io.machine_key import machine_key

        monkeypatch.undo()
        machine_key.cache_clear()  # (the next test's is this user's again)


def test_the_live_server_serves_a_picture_only_as_its_record_vouches_for_it(tmp_path, monkeypatch):
    from deckctl.proof.serve import Server

    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    deck = write_deck(tmp_path, "knowledge")
    server = Server([deck], tmp_path / "site", 0, 150, 1)
    serving = threading.Thread(target=server.http.serve_forever, daemon=True)
    serving.start()
    server.serving = serving

    def get(name: str) -> int:
        try:
            with urllib.request.urlopen(f"{server.url}cards/{name}", timeout=10) as response:
                return response.status
        except urllib.error.HTTPError as refused:
            return refused.code

    try:
        first, second, third = list(_svgs(tmp_path / "site"))[:3]
        assert get(first) == 200
        # A picture changed since it was drawn (a checkout of a branch that commits the folder),
        # one a named pipe took the place of, and one the page does not show: not served.
        (tmp_path / "site" / "cards" / first).write_bytes(b"<svg>forged</svg>\n")
        (tmp_path / "site" / "cards" / second).unlink()
        os.mkfifo(tmp_path / "site" / "cards" / second)
        (tmp_path / "site" / "cards" / third).rename(tmp_path / "site" / "cards" / ("0" * 64 + ".svg"))
        assert [get(first), get(second), get("0" * 64 + ".svg")] == [404, 404, 404]
    finally:
        server.close()
