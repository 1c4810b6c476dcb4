"""proof exits 1 when the decks have errors; it also names them on standard error, as validate
does (file:line:col, card, code, hint), so a log of the run says which: it said only "4 errors in
the decks: shown on their cards". At most ERRORS_SAID are named, the rest counted."""

from __future__ import annotations

import subprocess

from deckfactory import write_deck

from deckctl.cli.proof import ERRORS_SAID


def _cards(count: int) -> str:
    """`count` cards, each with one error: a value out of range."""
    return "".join(f"- id: q{n}\n  category: colour\n  front: Which colour?\n  back: Red.\n  value: mauve\n"
                   for n in range(count))


def test_the_errors_are_named_under_the_page_s_line(tmp_path, cli):
    subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
    write_deck(tmp_path / "decks", "knowledge", cards={"bad.yaml": _cards(2)}, name="knowledge-deck")
    done = cli("proof", "--out", tmp_path / "site", "-j", "1", cwd=tmp_path)
    assert done.exit_code == 1, done.stdout + done.stderr
    lines = done.stderr.splitlines()
    named = [line for line in lines if ": error: " in line]
    assert len(named) == 2, done.stderr
    assert named[0].startswith("decks/knowledge-deck/cards/bad.yaml:5:10: error: card `q0`: "), named[0]
    assert named[1].startswith("decks/knowledge-deck/cards/bad.yaml:10:10: error: card `q1`: "), named[1]
    assert lines[-1] == "2 errors in the decks: shown on their cards"


def test_past_the_first_errors_the_rest_are_counted(tmp_path, cli):
    subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
    write_deck(tmp_path / "decks", "knowledge", cards={"bad.yaml": _cards(ERRORS_SAID + 3)}, name="knowledge-deck")
    done = cli("proof", "--out", tmp_path / "site", "-j", "1", cwd=tmp_path)
    assert done.exit_code == 1
    assert sum(": error: " in line for line in done.stderr.splitlines()) == ERRORS_SAID
    assert "... and 3 more errors" in done.stderr
    assert f"{ERRORS_SAID + 3} errors in the decks: shown on their cards" in done.stderr
