"""The files a deck's `print:` section names (`back_art`, `logo`, `icc_profile`) stay inside the
deck's repository and are regular files of a bounded size (deckctl/io/paths.py): anything else is
one located error at its key in deck.yaml, from validate, lint, build, export pdf and preview
alike, and is never read, so none of its bytes reach a PDF or a message.

Every deck here lives in a repository `tmp_path/repo` (it holds `.git`); the secret is a file
outside it, as a CI runner's own files are.
"""

from __future__ import annotations

import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest
from deckfactory import MANIFESTS, write_deck
from guards import returns_quickly
from pdfread import knowledge_cards
from PIL import Image

from deckctl.export.pdf.art import MAX_ART_BYTES
from deckctl.export.pdf.icc import MAX_PROFILE_BYTES
from deckctl.validate.deck import validate

SECRET = b"SECRET-1f6c0d-not-for-the-pdf"


def repo_deck(tmp_path: Path, print_section: str, cards: int = 2) -> Path:
    """A Knowledge? deck in the repository `tmp_path/repo`, with this `print:` section."""
    (tmp_path / "repo" / ".git").mkdir(parents=True, exist_ok=True)
    manifest = MANIFESTS["knowledge"] + "print:\n" + print_section
    return write_deck(tmp_path / "repo", "knowledge", knowledge_cards(cards), manifest)


def secret_png(path: Path) -> None:
    """A valid PNG whose bytes carry SECRET (a text chunk): it would be embedded if it were read."""
    from PIL.PngImagePlugin import PngInfo

    info = PngInfo()
    info.add_text("secret", SECRET.decode())
    Image.new("RGB", (900, 1200), (200, 30, 30)).save(path, pnginfo=info)


def secret_profile(path: Path) -> None:
    """A version 2 CMYK output profile header (what read_profile checks), followed by SECRET."""
    header = bytearray(132)
    struct.pack_into(">I", header, 0, 132 + len(SECRET))
    header[8] = 2
    header[12:16], header[16:20], header[36:40] = b"prtr", b"CMYK", b"acsp"
    path.write_bytes(bytes(header) + SECRET)


def errors_of(deck: Path) -> list:
    return [d for d in validate([deck]).diagnostics if d.is_error]


def key_line(deck: Path, key: str) -> int:
    return next(i for i, line in enumerate((deck / "deck.yaml").read_text().splitlines(), 1)
                if line.strip().startswith(f"{key}:"))


# -- art -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("key", ["back_art", "logo"])
@pytest.mark.parametrize("where, words", [
    ("absolute", "is an absolute path"),
    ("dotdot", "leads outside the deck's repository"),
    ("link-out", "leads through a symbolic link outside the deck's repository"),
])
def test_art_outside_the_repository_is_refused_at_its_key(tmp_path, key, where, words):
    secret = tmp_path / "secret.png"
    secret_png(secret)
    name = {"absolute": str(secret), "dotdot": "../../secret.png", "link-out": "art.png"}[where]
    deck = repo_deck(tmp_path, f"  {key}: {name}\n")
    if where == "link-out":
        (deck / "art.png").symlink_to(secret)
    (error,) = errors_of(deck)
    assert (error.file.endswith("deck.yaml"), error.line, error.col, error.code) == (True, key_line(deck, key), 3, "bad-art")
    assert words in error.message
    assert "relative to the deck folder" in error.hint


def test_a_link_inside_the_repository_is_followed(tmp_path, load):
    deck = repo_deck(tmp_path, "  back_art: back.png\n")
    (tmp_path / "repo" / "shared").mkdir()
    secret_png(tmp_path / "repo" / "shared" / "back.png")  # (inside the repository: no secret)
    (deck / "back.png").symlink_to(Path("..") / "shared" / "back.png")
    assert errors_of(deck) == []
    from deckctl.export.pdf import PdfOptions, export_pdf

    assert b"%PDF" in export_pdf(load(deck), PdfOptions())


def test_without_git_a_deck_reads_only_its_own_folder(tmp_path):
    """In a folder that is no git repository, a deck reads art in its own folder only: a print
    shop's customers' decks, unpacked side by side, had each been able to print the others' art
    (`back_art: ../other-customer/secret.png`), the folder holding them taken for a repository."""
    secret_png(tmp_path / "above.png")
    (tmp_path / "outer").mkdir()
    secret_png(tmp_path / "outer" / "beside.png")  # the deck's neighbour
    deck = write_deck(tmp_path / "outer", "knowledge", knowledge_cards(2),
                      MANIFESTS["knowledge"] + "print:\n  logo: ../beside.png\n")
    for name in ("../beside.png", "../../above.png"):
        (deck / "deck.yaml").write_text(MANIFESTS["knowledge"] + f"print:\n  logo: {name}\n")
        (error,) = errors_of(deck)
        assert f"`{name}` leads outside the deck folder" in error.message
        assert "in a folder that is no git repository, a deck reads only its own files" in error.hint
    (deck / "art").mkdir()
    (deck / "art" / "beside.png").write_bytes((tmp_path / "outer" / "beside.png").read_bytes())
    (deck / "deck.yaml").write_text(MANIFESTS["knowledge"] + "print:\n  logo: art/beside.png\n")
    assert errors_of(deck) == []
    (deck / "art" / "linked.png").symlink_to(tmp_path / "outer" / "beside.png")  # (a link out of it: the same)
    (deck / "deck.yaml").write_text(MANIFESTS["knowledge"] + "print:\n  logo: art/linked.png\n")
    (error,) = errors_of(deck)
    assert "leads through a symbolic link outside the deck folder" in error.message


@pytest.mark.parametrize("kind", ["fifo", "folder"])
def test_art_that_is_not_a_regular_file_is_refused_without_being_opened(tmp_path, kind):
    deck = repo_deck(tmp_path, "  logo: logo.png\n")
    if kind == "fifo":
        os.mkfifo(deck / "logo.png")  # opening it to read would wait for a writer for ever
    else:
        (deck / "logo.png").mkdir()
    with returns_quickly():
        (error,) = errors_of(deck)
    assert (error.line, error.code) == (key_line(deck, "logo"), "bad-art")
    assert f"is {'a named pipe' if kind == 'fifo' else 'a folder'}, not a file" in error.message


def test_oversized_art_is_refused_before_it_is_read(tmp_path):
    deck = repo_deck(tmp_path, "  back_art: huge.png\n")
    with open(deck / "huge.png", "wb") as handle:  # sparse: costs no disk and nothing reads it
        handle.truncate(MAX_ART_BYTES + 1)
    (error,) = errors_of(deck)
    assert (error.line, error.code) == (key_line(deck, "back_art"), "bad-art")
    assert f"at most {MAX_ART_BYTES:,} bytes" in error.message


def test_every_command_refuses_art_outside_and_no_byte_of_it_reaches_an_output(tmp_path, cli):
    secret = tmp_path / "secret.png"
    secret_png(secret)
    deck = repo_deck(tmp_path, "  back_art: back.png\n")
    (deck / "back.png").symlink_to(secret)
    where = f"deck.yaml:{key_line(deck, 'back_art')}:3: error:"
    runs = {
        "validate": cli("validate", deck),
        "lint": cli("lint", deck),
        "export": cli("export", "pdf", deck, "-o", tmp_path / "cards.pdf"),
        "preview": cli("preview", deck, "card-000", "--png", tmp_path / "card.png"),
        "build": cli("build", deck, "--out", tmp_path / "build"),
    }
    for name, run in runs.items():
        assert run.exit_code == 1 and run.exception is None, name
        assert where in run.stdout and "bad-art" in run.stdout, (name, run.stdout)
        assert SECRET.decode() not in run.stdout + run.stderr
    assert not (tmp_path / "cards.pdf").exists() and not (tmp_path / "card.png").exists()
    assert not (tmp_path / "build").exists()


# -- the ICC profile -------------------------------------------------------------------------------
@pytest.mark.parametrize("where, words", [
    ("absolute", "is an absolute path"),
    ("dotdot", "leads outside the deck's repository"),
    ("link-out", "leads through a symbolic link outside the deck's repository"),
    ("fifo", "is a named pipe, not a file"),
    ("large", f"at most {MAX_PROFILE_BYTES:,} bytes"),
])
def test_a_profile_that_cannot_be_read_safely_is_refused_at_its_key(tmp_path, cli, where, words):
    secret = tmp_path / "secret.icc"
    secret_profile(secret)
    name = {"absolute": str(secret), "dotdot": "../../secret.icc"}.get(where, "printer.icc")
    deck = repo_deck(tmp_path, f'  pdfx: "1a"\n  icc_profile: {name}\n')
    if where == "link-out":
        (deck / "printer.icc").symlink_to(secret)
    elif where == "fifo":
        os.mkfifo(deck / "printer.icc")
    elif where == "large":
        with open(deck / "printer.icc", "wb") as handle:
            handle.truncate(MAX_PROFILE_BYTES + 1)
    where_at = f"deck.yaml:{key_line(deck, 'icc_profile')}:16: error:"
    with returns_quickly():
        (error,) = errors_of(deck)
        runs = [cli("export", "pdf", deck, "-o", tmp_path / "cards.pdf"),
                cli("preview", deck, "card-000", "--png", tmp_path / "card.png")]
    assert (error.line, error.code) == (key_line(deck, "icc_profile"), "bad-print-option")
    assert words in error.message
    for run in runs:
        assert run.exit_code == 1 and run.exception is None
        assert where_at in run.stdout and words in run.stdout, run.stdout
        assert SECRET.decode() not in run.stdout + run.stderr
    assert not (tmp_path / "cards.pdf").exists() and not (tmp_path / "card.png").exists()


def test_a_profile_given_on_the_command_line_replaces_the_deck_s_refused_one(tmp_path, cli):
    deck = repo_deck(tmp_path, '  pdfx: "1a"\n  icc_profile: /etc/printer.icc\n')
    mine = tmp_path / "mine.icc"
    secret_profile(mine)  # (the user's own file: given on the command line, it is theirs to embed)
    run = cli("export", "pdf", deck, "--icc-profile", mine, "-o", tmp_path / "cards.pdf")
    assert run.exit_code == 0, run.stdout + run.stderr


def test_a_named_pipe_given_as_the_profile_on_the_command_line_is_refused(tmp_path, cli):
    deck = write_deck(tmp_path, "knowledge", knowledge_cards(2))
    os.mkfifo(tmp_path / "pipe.icc")
    with returns_quickly():
        run = cli("export", "pdf", deck, "--pdfx", "1a", "--icc-profile", tmp_path / "pipe.icc",
                  "-o", tmp_path / "cards.pdf")
    assert run.exit_code == 2 and "a named pipe, not a file" in run.stderr
    assert not (tmp_path / "cards.pdf").exists()


# -- the caches ------------------------------------------------------------------------------------
def test_the_caches_never_hash_what_a_deck_names_outside_its_repository(tmp_path):
    from deckctl.build.cache import hash_files
    from deckctl.lint.cache import deck_key

    secret = tmp_path / "secret.icc"
    secret.write_bytes(b"one")
    deck = repo_deck(tmp_path, '  pdfx: "1a"\n  icc_profile: ../../secret.icc\n  logo: logo.png\n')
    (deck / "logo.png").symlink_to(secret)
    before = deck_key(deck, "check")
    secret.write_bytes(b"two")  # were it hashed, the key would change
    assert deck_key(deck, "check") == before
    hashes = hash_files(deck, ["../../secret.icc", "logo.png", str(secret)])
    assert hashes == {"../../secret.icc": None, "logo.png": None, str(secret): None}


def test_hashing_dev_zero_or_a_named_pipe_is_impossible(tmp_path):
    from deckctl.build.cache import hash_files
    from deckctl.core.content import file_hash
    from deckctl.lint.cache import deck_key

    deck = repo_deck(tmp_path, "  icc_profile: ../../../../../../../../../dev/zero\n  logo: pipe.png\n")
    os.mkfifo(deck / "pipe.png")
    with returns_quickly():
        assert file_hash(Path("/dev/zero")) is None and file_hash(deck / "pipe.png") is None
        assert hash_files(deck, ["pipe.png", "../../../../../../../../../dev/zero"]) == {
            "pipe.png": None, "../../../../../../../../../dev/zero": None}
        key = deck_key(deck, "check")
    (deck / "pipe.png").unlink()
    (deck / "pipe.png").write_bytes(b"")
    assert deck_key(deck, "check") != key  # what the file is counts, though it is never read


def test_dev_zero_ends_quickly_in_a_fresh_process(tmp_path):
    """/dev/zero named by a deck (through links) or given as the profile: the commands CI runs,
    each in its own process, bounded in memory and time (a read of /dev/zero takes all the
    memory there is, or never ends; in the test's own process it would take the machine's)."""
    deck = repo_deck(tmp_path, '  pdfx: "1a"\n  icc_profile: ../zero.icc\n')
    (deck / "cards" / "zero.yaml").symlink_to("/dev/zero")
    (deck.parent / "zero.icc").symlink_to("/dev/zero")

    def limited():
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))

    def deckctl(*args):
        env = {**os.environ, "DECKCTL_CACHE_DIR": str(tmp_path / "cache")}
        return subprocess.run([sys.executable, "-m", "deckctl", *map(str, args)], check=False, capture_output=True,
                              text=True, timeout=60, preexec_fn=limited, env=env, cwd=tmp_path)

    for command in ("validate", "lint"):
        run = deckctl(command, deck)
        assert run.returncode == 1 and "Traceback" not in run.stderr, (command, run.stdout, run.stderr)
        assert "zero.yaml: error: the file is not read" in run.stdout, run.stdout
        assert f"deck.yaml:{key_line(deck, 'icc_profile')}:16: error:" in run.stdout, run.stdout
    run = deckctl("fmt", deck)
    assert run.returncode == 1 and "zero.yaml: error: not formatted" in run.stdout, run.stdout + run.stderr
    plain = write_deck(tmp_path, "knowledge", knowledge_cards(2))
    run = deckctl("export", "pdf", plain, "--pdfx", "1a", "--icc-profile", "/dev/zero", "-o", tmp_path / "x.pdf")
    assert run.returncode == 2 and "/dev/zero is a device, not a file" in run.stderr, run.stdout + run.stderr
