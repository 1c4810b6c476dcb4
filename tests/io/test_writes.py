"""What deckctl writes: only regular files and folders, never through a symbolic link or over a
FIFO or device, several files all or none; a write that fails is one sentence naming the file,
with its own exit code (74), never a usage error or an internal one."""

from __future__ import annotations

import errno
import os
import shutil

import pytest
from deckfactory import DECKS

from deckctl.core import exit_codes
from deckctl.io import atomic


@pytest.fixture
def disk_full_at_the_second_file(monkeypatch):
    """The disk fills up while the second of several files is being written."""
    temporary = atomic._temporary
    calls = []

    def write(path, data, *durable):
        calls.append(path)
        if len(calls) == 2:
            raise OSError(errno.ENOSPC, "No space left on device", str(path))
        return temporary(path, data, *durable)

    monkeypatch.setattr(atomic, "_temporary", write)


def test_write_all_changes_no_file_when_one_cannot_be_written(tmp_path, disk_full_at_the_second_file):
    first, second = tmp_path / "a.yaml", tmp_path / "sub" / "b.yaml"
    first.write_text("old a")
    with pytest.raises(OSError):
        atomic.write_all({first: b"new a", second: b"new b"})
    assert first.read_text() == "old a"
    assert not second.exists()
    assert [p.name for p in tmp_path.rglob("*") if p.is_file()] == ["a.yaml"]  # no temporary file left


def test_a_cache_write_does_not_wait_for_the_disk_and_is_still_whole_or_nothing(tmp_path, monkeypatch):
    """`durable=False` (the proof's stored pictures, drawn again when a power cut loses one):
    renamed into place as every write, without the fsync."""
    synced = []
    monkeypatch.setattr(os, "fsync", synced.append)
    target = tmp_path / "card.png"
    target.write_bytes(b"old")
    atomic.write_atomic(target, b"new", durable=False)
    assert target.read_bytes() == b"new" and synced == [] and os.listdir(tmp_path) == ["card.png"]
    atomic.write_atomic(target, b"newer")
    assert len(synced) == 1  # what every other write waits for


@pytest.mark.parametrize("kind", ["symlink", "fifo", "folder"])
def test_only_a_regular_file_is_replaced(tmp_path, kind):
    target, elsewhere = tmp_path / "out.pdf", tmp_path / "elsewhere.txt"
    elsewhere.write_text("not yours")
    if kind == "symlink":
        target.symlink_to(elsewhere)
    elif kind == "fifo":
        os.mkfifo(target)
    else:
        target.mkdir()
    with pytest.raises(atomic.NotARegularFile):
        atomic.write_atomic(target, b"%PDF")
    assert elsewhere.read_text() == "not yours"
    assert os.path.lexists(target)


def test_export_pdf_out_on_a_symlink_is_refused_with_exit_74(cli, tmp_path):
    elsewhere = tmp_path / "elsewhere.txt"
    elsewhere.write_text("not yours")
    (tmp_path / "cards.pdf").symlink_to(elsewhere)
    run = cli("export", "pdf", DECKS / "knowledge-starter", "--out", tmp_path / "cards.pdf")
    assert run.exit_code == exit_codes.ENVIRONMENT, run.stdout + run.stderr
    assert "cards.pdf: a symbolic link is there" in run.stderr
    assert elsewhere.read_text() == "not yours"


def test_init_never_writes_through_a_symlinked_folder(cli, tmp_path):
    repo, elsewhere = tmp_path / "repo", tmp_path / "elsewhere"
    repo.mkdir()
    elsewhere.mkdir()
    (repo / ".github").symlink_to(elsewhere, target_is_directory=True)
    run = cli("init", repo, "--game", "knowledge")
    assert run.exit_code == exit_codes.ENVIRONMENT, run.stdout + run.stderr
    assert ".github: a symbolic link to a folder is there" in run.stderr
    assert list(elsewhere.iterdir()) == []
    assert [p.name for p in repo.iterdir()] == [".github"]  # and nothing else was written


def test_build_into_a_symlinked_output_folder_is_refused(cli, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (tmp_path / "build").symlink_to(elsewhere, target_is_directory=True)
    decks = tmp_path / "decks"
    shutil.copytree(DECKS / "knowledge-starter", decks / "quiz")
    shutil.rmtree(decks / "quiz" / "locales")
    run = cli("build", decks, "--out", tmp_path / "build")
    assert run.exit_code == exit_codes.ENVIRONMENT, run.stdout + run.stderr
    assert list(elsewhere.iterdir()) == []


def test_build_never_writes_through_a_symlinked_deck_folder_in_the_output(cli, tmp_path):
    decks, out, elsewhere = tmp_path / "decks", tmp_path / "out", tmp_path / "elsewhere"
    shutil.copytree(DECKS / "knowledge-starter", decks / "quiz")
    shutil.rmtree(decks / "quiz" / "locales")
    elsewhere.mkdir()
    out.mkdir()
    (out / "knowledge-starter").symlink_to(elsewhere, target_is_directory=True)  # as if committed
    run = cli("build", decks, "--out", out)
    assert run.exit_code == exit_codes.ENVIRONMENT, run.stdout + run.stderr
    assert list(elsewhere.iterdir()) == []


def test_fmt_writes_every_file_or_none(cli, tmp_path, disk_full_at_the_second_file):
    deck = tmp_path / "decks" / "quiz"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    files = sorted((deck / "cards").glob("*.yaml"))[:2]
    before = {}
    for path in files:  # two files fmt has to rewrite
        path.write_text(path.read_text(encoding="utf-8") + "\n\n\n", encoding="utf-8")
        before[path] = path.read_bytes()
    run = cli("fmt", tmp_path / "decks", "--jobs", "1")
    assert run.exit_code == exit_codes.ENVIRONMENT, run.stdout + run.stderr
    assert "No space left on device" in run.stderr
    assert {path: path.read_bytes() for path in files} == before


def test_a_missing_font_file_is_named_with_exit_74_not_an_internal_error(tmp_path):
    import subprocess
    import sys

    script = ("import sys, fontpkg_fira_sans; fontpkg_fira_sans.ROOT = sys.argv[1]; "
              "from deckctl.__main__ import main; sys.argv = ['deckctl', *sys.argv[2:]]; main()")
    run = subprocess.run([sys.executable, "-c", script, str(tmp_path / "no-fonts"), "export", "pdf",
                          str(DECKS / "knowledge-starter"), "--out", str(tmp_path / "cards.pdf")],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == exit_codes.ENVIRONMENT, run.stderr
    assert "no-fonts" in run.stderr and "internal error" not in run.stderr
    assert not (tmp_path / "cards.pdf").exists()


def test_import_sheet_writes_every_card_file_or_none(cli, tmp_path, disk_full_at_the_second_file):
    deck = tmp_path / "quiz"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    shutil.rmtree(deck / "locales")
    sheet = tmp_path / "cards.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    before = {p: p.read_bytes() for p in (deck / "cards").glob("*.yaml")}
    lines = sheet.read_text(encoding="utf-8").splitlines()
    files = {line.split(",cards/")[1].split(",")[0] for line in lines[1:]}  # the `file` column
    assert len(files) > 1  # the edits below touch several card files
    edited = [lines[0]] + [line.replace("?", "??", 1) for line in lines[1:]]
    sheet.write_text("\n".join(edited) + "\n", encoding="utf-8")
    run = cli("import", "sheet", sheet, deck)
    assert run.exit_code == exit_codes.ENVIRONMENT, run.stdout + run.stderr
    assert "No space left on device" in run.stderr
    assert {p: p.read_bytes() for p in (deck / "cards").glob("*.yaml")} == before


def test_new_card_never_writes_through_a_linked_cards_folder(cli, tmp_path):
    deck, elsewhere = tmp_path / "quiz", tmp_path / "elsewhere"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    shutil.move(deck / "cards", elsewhere)
    (deck / "cards").symlink_to(elsewhere, target_is_directory=True)
    before = {p.name: p.read_bytes() for p in elsewhere.iterdir()}
    run = cli("new", "card", deck)
    assert run.exit_code in (1, exit_codes.ENVIRONMENT), run.stdout + run.stderr
    assert {p.name: p.read_bytes() for p in elsewhere.iterdir()} == before


def test_i18n_update_writes_every_catalog_or_none(cli, tmp_path, disk_full_at_the_second_file):
    deck = tmp_path / "quiz"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    before = {p.name: p.read_bytes() for p in (deck / "locales").iterdir()}
    run = cli("i18n", "update", deck, "--lang", "fr", "--lang", "it")
    assert run.exit_code == exit_codes.ENVIRONMENT, run.stdout + run.stderr
    assert {p.name: p.read_bytes() for p in (deck / "locales").iterdir()} == before  # no fr.po, no it.po


@pytest.fixture
def rename_refused_at_the_second_file(monkeypatch):
    """The second YAML file cannot be renamed into place (as an immutable file, `chattr +i`, refuses)."""
    replace = os.replace
    moved = []

    def refusing(source, target, *args, **kwargs):
        if str(target).endswith(".yaml") and str(source).endswith(".tmp"):  # (not a file put back)
            moved.append(target)
            if len(moved) == 2:
                raise PermissionError(errno.EPERM, "Operation not permitted", str(source), None, str(target))
        return replace(source, target, *args, **kwargs)

    monkeypatch.setattr(os, "replace", refusing)


def test_write_all_puts_back_the_files_renamed_before_one_that_fails(tmp_path, rename_refused_at_the_second_file):
    first, second, third = tmp_path / "a.yaml", tmp_path / "b.yaml", tmp_path / "new" / "c.yaml"
    first.write_text("old a")
    second.write_text("old b")
    with pytest.raises(OSError) as refused:
        atomic.write_all({first: b"new a", second: b"new b", third: b"new c"})
    assert refused.value.filename == str(second)  # the file, not its temporary
    assert (first.read_text(), second.read_text()) == ("old a", "old b")
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["a.yaml", "b.yaml"]  # nothing new, nothing kept aside


def test_a_full_disk_names_the_file_it_could_not_write(cli, tmp_path, monkeypatch):
    """The disk fills up as a file is written: the write names no file of itself."""
    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    deck = tmp_path / "quiz"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    number = deck / "cards" / "number.yaml"
    number.write_text(number.read_text(encoding="utf-8") + "\n\n", encoding="utf-8")
    monkeypatch.setattr(os, "fsync", full)
    run = cli("fmt", deck, "--jobs", "1")
    assert run.exit_code == exit_codes.ENVIRONMENT, run.stdout + run.stderr
    assert f"cannot write {number}: No space left on device" in run.stderr


def _bom_and_misformatted(deck):
    """letter.yaml with a byte order mark and number.yaml with blank lines at its end: fmt
    rewrites both, letter.yaml first."""
    letter, number = deck / "cards" / "letter.yaml", deck / "cards" / "number.yaml"
    letter.write_bytes(b"\xef\xbb\xbf" + letter.read_bytes())
    number.write_bytes(number.read_bytes() + b"\n\n\n")
    return letter, number


def test_fmt_changes_no_file_when_the_second_cannot_be_replaced(cli, tmp_path, rename_refused_at_the_second_file):
    deck = tmp_path / "quiz"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    letter, number = _bom_and_misformatted(deck)
    before = {p: p.read_bytes() for p in (deck / "cards").iterdir()}
    run = cli("fmt", deck, "--jobs", "1")
    assert run.exit_code == exit_codes.ENVIRONMENT, run.stdout + run.stderr
    assert {p: p.read_bytes() for p in (deck / "cards").iterdir()} == before  # letter.yaml too, and nothing left beside
    assert f"cannot write {number}: Operation not permitted" in run.stderr


def test_fmt_changes_no_file_when_the_second_is_immutable(cli, tmp_path):
    """The same with a real immutable file (root on a file system with `chattr`)."""
    import subprocess

    deck = tmp_path / "quiz"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    letter, number = _bom_and_misformatted(deck)
    before = {p: p.read_bytes() for p in (deck / "cards").iterdir()}
    if not shutil.which("chattr") or subprocess.run(["chattr", "+i", number], capture_output=True).returncode:
        pytest.skip("no immutable files here (chattr +i needs root and a file system that has them)")
    try:
        run = cli("fmt", deck, "--jobs", "1")
    finally:
        subprocess.run(["chattr", "-i", number], check=True)
    assert run.exit_code == exit_codes.ENVIRONMENT, run.stdout + run.stderr
    assert {p: p.read_bytes() for p in (deck / "cards").iterdir()} == before
    assert f"cannot write {number}: Operation not permitted" in run.stderr


def test_proof_on_a_full_disk_names_the_picture_it_could_not_write(cli, make_deck, tmp_path, monkeypatch):
    def full(fd, data):
        raise OSError(errno.ENOSPC, "No space left on device")

    deck = make_deck()
    out = tmp_path / "proof"
    monkeypatch.setattr(os, "write", full)
    run = cli("proof", deck, "--out", out, "--jobs", "1")
    assert run.exit_code == exit_codes.ENVIRONMENT, run.stdout + run.stderr
    assert f"cannot write {out / 'cards'}/" in run.stderr and run.stderr.strip().endswith(": No space left on device")


def test_a_machine_key_the_disk_has_no_room_for_is_not_left_empty(tmp_path, monkeypatch):
    """A full disk on first use: this run has a secret of its own, and no empty key file stays
    to refuse every later run one (they would each make their own: no manifest would ever match)."""
    from deckctl.io import machine_key

    def full(fd, data):
        raise OSError(errno.ENOSPC, "No space left on device")

    path = tmp_path / "deckctl" / "machine-key"
    with monkeypatch.context() as patched:
        patched.setattr(os, "write", full)
        assert machine_key._make(path) is None
    assert not path.exists()
    made = machine_key._make(path)
    assert made is not None and machine_key._read(path) == made


def test_write_new_makes_a_file_whole_and_never_replaces_one(tmp_path):
    from deckctl.io.atomic import write_new

    write_new(tmp_path / "a.yaml", b"- id: a\n")
    assert (tmp_path / "a.yaml").read_bytes() == b"- id: a\n"
    with pytest.raises(FileExistsError):
        write_new(tmp_path / "a.yaml", b"- id: b\n")
    assert (tmp_path / "a.yaml").read_bytes() == b"- id: a\n"
    assert [p.name for p in tmp_path.iterdir()] == ["a.yaml"]
