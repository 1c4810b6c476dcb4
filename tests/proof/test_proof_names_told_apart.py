"""Two card files, one whose name holds a zero width space and one a branch committed under that
name as the terminal and the pages showed it (`a\\u200bb.yaml`: a backslash and five letters),
are named apart by `lint`, `deckctl diff`, the proof page and the diff page: both had been shown
`a\\u200bb.yaml`. The decoy is shown with its backslash doubled (`a\\\\u200bb.yaml`)."""

from __future__ import annotations

import html
import re
import subprocess

from deckfactory import VALID_CARDS, write_deck

REAL, DECOY = "a\u200bb.yaml", "a\\u200bb.yaml"
REAL_SHOWN, DECOY_SHOWN = "cards/a\\u200bb.yaml", "cards/a\\\\u200bb.yaml"


def _git(repo, *args: str) -> None:
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.org", *args], cwd=repo, check=True,
                   capture_output=True)


def _sources(page) -> list[str]:
    """The file names shown in a page's `.src` spans and links, as a reader sees them."""
    text = page.read_text(encoding="utf-8")
    return [html.unescape(shown) for shown in re.findall(r'class="src"[^>]*>([^<]*)<', text)]


def test_a_file_and_its_decoy_are_named_apart(tmp_path, cli):
    repo = tmp_path / "repo"
    repo.mkdir()
    _git(repo, "init", "-q")
    deck = write_deck(repo / "decks", "knowledge", {"cards.yaml": VALID_CARDS["knowledge"]})
    _git(repo, "add", ".")
    _git(repo, "commit", "-qm", "deck")
    cards = VALID_CARDS["knowledge"]
    (deck / "cards" / REAL).write_text(cards.replace("id: ", "id: real-"), encoding="utf-8")
    (deck / "cards" / DECOY).write_text(cards.replace("id: ", "id: decoy-"), encoding="utf-8")
    # (not committed: the working tree against HEAD, as a checkout of a stranger's branch is read)

    # the terminal: findings at each file (their cards' missing sources, the real one's name)
    linted = cli("lint", deck, cwd=repo)
    rules = {}  # the file each finding is placed at, as shown -> the rules found there
    for line in linted.stdout.splitlines():
        if line.startswith("decks/deck/cards/a"):
            rules.setdefault(line.split(": ", 1)[0].split(":")[0], set()).add(line.rsplit("[", 1)[1].rstrip("]"))
    # (the old: all of them at decks/deck/cards/a\u200bb.yaml)
    assert set(rules) == {f"decks/deck/{REAL_SHOWN}", f"decks/deck/{DECOY_SHOWN}"}, linted.stdout
    assert "card-file-name-unsafe" in rules[f"decks/deck/{REAL_SHOWN}"], linted.stdout
    # (each its own reason: the real one's name holds a character that shows as nothing, the
    # decoy's a backslash, which a checkout on Windows cannot hold)
    unsafe = {line.split(":", 1)[0]: line for line in linted.stdout.splitlines() if "[card-file-name-unsafe]" in line}
    assert "Windows allows no `\\`" in unsafe[f"decks/deck/{DECOY_SHOWN}"], linted.stdout
    assert "Windows" not in unsafe[f"decks/deck/{REAL_SHOWN}"], linted.stdout

    # `deckctl diff`: the cards each file adds
    diffed = cli("diff", "HEAD", cwd=repo)
    assert f"added    real-sky-colour  ({REAL_SHOWN})" in diffed.stdout, diffed.stdout
    assert f"added    decoy-sky-colour  ({DECOY_SHOWN})" in diffed.stdout, diffed.stdout

    # the proof page: the files' headings and the cards' places
    cli("proof", deck, cwd=repo)
    shown = _sources(repo / "proof" / "index.html")
    assert f"decks/deck/{REAL_SHOWN}" in shown and f"decks/deck/{DECOY_SHOWN}" in shown, shown

    # the diff page: where each added card is
    cli("diff", "--html", "HEAD", "--out", tmp_path / "card-diff", cwd=repo)
    shown = _sources(tmp_path / "card-diff" / "index.html")
    assert REAL_SHOWN in shown and DECOY_SHOWN in shown, shown
