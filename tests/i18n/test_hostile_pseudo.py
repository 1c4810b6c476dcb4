"""`deckctl i18n pseudo` on hostile decks: its work grows with the text, not with the text times
its placeholders; a deck's title or a card file's name holding line breaks stays in its comment
line (it had started catalog lines of its own: an entry, or a broken catalog); and a catalog the
repository commits as a link to /dev/zero or a named pipe is neither read nor waited on.

The last test runs deckctl in a subprocess with a timeout and a memory limit: the old code read
/dev/zero until memory ran out, and waited on a named pipe for ever."""

from __future__ import annotations

import os
import resource
import subprocess
import sys

import pytest
from deckfactory import MANIFESTS, VALID_CARDS, write_deck

from deckctl.i18n import pseudo
from deckctl.i18n.catalog import read_catalog

MEMORY = 2 << 30  # bytes of address space: far above what pseudo needs, far below /dev/zero read whole


def _lines_run(function, *args) -> int:
    """How many lines of deckctl/i18n/pseudo.py run while `function(*args)` does (a generator's
    lines included): a count of steps, the same on every machine."""
    count = 0

    def trace(frame, event, _arg):
        nonlocal count
        if frame.f_code.co_filename != pseudo.__file__:
            return None
        if event == "line":
            count += 1
        return trace

    sys.settrace(trace)
    try:
        function(*args)
    finally:
        sys.settrace(None)
    return count


def test_placeholders_cost_steps_in_proportion_to_the_text():
    """333 `{a}` placeholders in 999 characters: each character was tested against every one
    (about 660,000 steps; a deck of 2,900 such fronts took 30 s), now against a mark made once."""
    text = "{a}" * 333
    plain = "a b " * 250
    assert pseudo.pseudo_text(text) == "[" + text + "~" * 398 + "]"  # (no vowel outside them: grown with tildes)
    assert _lines_run(pseudo.pseudo_text, text) < 3 * _lines_run(pseudo.pseudo_text, plain)


TITLE = 'Evil\\nmsgctxt \\"spider-legs/front\\"\\nmsgid \\"x\\"\\nmsgstr \\"INJECTED\\"\\n#'
FILE_NAME = 'n\nmsgid "zz"\n.yaml'


@pytest.mark.parametrize("command", [("i18n", "pseudo"), ("i18n", "extract"), ("i18n", "update", "--lang", "fr")])
def test_line_breaks_in_a_title_or_a_card_file_name_stay_in_their_comment(cli, tmp_path, command):
    manifest = MANIFESTS["knowledge"].replace("title: Test deck", f'title: "{TITLE}"')
    deck = write_deck(tmp_path, "knowledge", {FILE_NAME: VALID_CARDS["knowledge"]}, manifest)
    assert cli("validate", deck).exit_code == 0
    run = cli(*command, deck)
    assert run.exit_code == 0, run.stdout + run.stderr
    [written] = [path for path in (deck / "locales").iterdir()]
    text = written.read_text(encoding="utf-8")
    catalog = read_catalog(written, written.name)
    assert catalog.diagnostics == [] and catalog.catalog is not None, catalog.diagnostics
    assert "INJECTED" not in {message.string for message in catalog.catalog}
    assert not [line for line in text.splitlines() if line.startswith(('msgid "x"', 'msgid "zz"', ".yaml"))]
    assert "#: cards/n\\nmsgid \"zz\"\\n.yaml:" in text  # the reference, escaped on its line
    assert cli("validate", deck).exit_code == 0


def _limited() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


@pytest.mark.parametrize("planted", ["link to /dev/zero", "named pipe"])
def test_a_catalog_that_is_not_a_regular_file_is_refused_unread(tmp_path, planted):
    deck = write_deck(tmp_path, "knowledge")
    catalog = deck / "locales" / "en-XA.po"
    catalog.parent.mkdir()
    if planted == "named pipe":
        os.mkfifo(catalog)
    else:
        catalog.symlink_to("/dev/zero")
    run = subprocess.run([sys.executable, "-m", "deckctl", "i18n", "pseudo", str(deck)], cwd=tmp_path,
                         env={**os.environ, "DECKCTL_CACHE_DIR": str(tmp_path / "cache")}, capture_output=True,
                         text=True, timeout=30, preexec_fn=_limited)
    assert run.returncode == 1, run.stdout + run.stderr  # (one finding, as validate's, not a failed write)
    why = "a named pipe, not a file" if planted == "named pipe" else "a symbolic link leading outside the deck folder"
    assert f"en-XA.po: error: the catalog is not read: it is {why} [unreadable-catalog]" in run.stdout, run.stdout
    assert "internal error" not in run.stderr
    assert not catalog.is_file() and not (deck / "locales" / "en-XA.po.tmp").exists()


def test_an_unchanged_catalog_is_still_not_written_again(cli, tmp_path):
    deck = write_deck(tmp_path, "knowledge")
    assert cli("i18n", "pseudo", deck).exit_code == 0
    written = deck / "locales" / "en-XA.po"
    before = written.stat().st_mtime_ns
    run = cli("i18n", "pseudo", deck)
    assert "unchanged" in run.stderr and written.stat().st_mtime_ns == before
