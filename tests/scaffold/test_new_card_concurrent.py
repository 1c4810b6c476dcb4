"""Several `deckctl new card` runs at once on one deck (an editor's script running it in parallel,
two terminals) each read the card file, added a card and wrote it back: a run that read the file
before another wrote it dropped that one's card, or stopped with `deck-changed`, and two could
take one id. A run now holds a lock on the deck folder from before it reads the deck until its card
is written (deckctl/io/lock.py), so every run adds its card, each with an id of its own."""

from __future__ import annotations

import fcntl
import os
import subprocess
from pathlib import Path

import pytest
import yaml
from decklock import DECKCTL, lock_held
from deckfactory import write_deck

RUNS = 8


def numbered_cards(count: int) -> str:
    """A card file of `count` numbered cards with comments among them, large enough that reading
    the deck takes a while (the moments in which another run could write)."""
    lines = ["# yaml-language-server: $schema=../../schemas/knowledge.schema.json", "# the quiz's cards"]
    for n in range(1, count + 1):
        if n % 50 == 0:
            lines.append(f"# from card {n} on: checked")
        lines += [f"- id: quiz-{n:03d}", "  category: number", f"  front: How many is {n}?",
                  f"  back: It is {n}.", f"  value: {n % 10}"]
    return "\n".join(lines) + "\n"


def run_at_once(args: list[str], cwd: Path, cache: Path) -> list[subprocess.CompletedProcess]:
    env = {**os.environ, "DECKCTL_CACHE_DIR": str(cache)}
    processes = [subprocess.Popen([str(DECKCTL), *args], cwd=cwd, env=env, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True) for _ in range(RUNS)]
    done = []
    for process in processes:
        out, err = process.communicate(timeout=300)
        done.append(subprocess.CompletedProcess(process.args, process.returncode, out, err))
    return done


def test_runs_at_once_all_add_their_cards_with_ids_of_their_own(tmp_path):
    deck = write_deck(tmp_path, "knowledge", cards={"quiz.yaml": numbered_cards(300)})
    runs = run_at_once(["new", "card", "deck"], tmp_path, tmp_path / "cache")
    assert [run.returncode for run in runs] == [0] * RUNS, [run.stderr for run in runs]
    text = (deck / "cards" / "quiz.yaml").read_text(encoding="utf-8")
    ids = [card["id"] for card in yaml.safe_load(text)]
    added = ids[300:]
    assert ids[:300] == [f"quiz-{n:03d}" for n in range(1, 301)]
    assert sorted(added) == [f"quiz-{n:03d}" for n in range(301, 301 + RUNS)]  # every card, no id twice
    said = sorted(run.stdout.split("`")[1] for run in runs)
    assert said == sorted(added)
    assert text.startswith(numbered_cards(300))  # comments and cards as they were
    assert sorted(p.name for p in (deck / "cards").iterdir()) == ["quiz.yaml"]  # nothing left behind
    assert sorted(p.name for p in deck.iterdir()) == ["board.yaml", "cards", "deck.yaml"]


def test_runs_at_once_starting_one_new_card_file_all_add_to_it(tmp_path):
    """Each run found cards/new.yaml missing and set out to start it: one starts it, the others,
    which find it there once they hold the lock, append to it."""
    deck = write_deck(tmp_path, "knowledge", cards={"quiz.yaml": numbered_cards(300)})
    runs = run_at_once(["new", "card", "deck", "--file", "cards/new.yaml"], tmp_path, tmp_path / "cache")
    assert [run.returncode for run in runs] == [0] * RUNS, [run.stderr for run in runs]
    text = (deck / "cards" / "new.yaml").read_text(encoding="utf-8")
    assert text.startswith("# yaml-language-server: $schema=../../schemas/knowledge.schema.json\n")
    ids = [card["id"] for card in yaml.safe_load(text)]
    assert sorted(ids) == [f"quiz-{n:03d}" for n in range(301, 301 + RUNS)]
    assert sum("in a new card file" in run.stdout for run in runs) == 1
    assert sorted(p.name for p in (deck / "cards").iterdir()) == ["new.yaml", "quiz.yaml"]


@pytest.fixture
def held(tmp_path):
    """A deck whose folder another process's lock holds (this one's, through a descriptor of its own)."""
    deck = write_deck(tmp_path, "knowledge", cards={"quiz.yaml": numbered_cards(3)})
    with lock_held(deck):
        yield deck


def test_a_lock_held_too_long_is_one_clear_error(held, tmp_path, cli, monkeypatch):
    from deckctl.io import lock

    monkeypatch.setattr(lock, "MAX_LOCK_WAIT_SECONDS", 0.2)
    before = (held / "cards" / "quiz.yaml").read_bytes()
    run = cli("new", "card", "deck", cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None and run.stdout == ""
    assert run.stderr.startswith("deck: error: ")
    assert "another deckctl run (`new card`, `fmt`" in run.stderr and "[deck-locked]" in run.stderr
    assert "no card is added" in run.stderr and "run `deckctl new card` again" in run.stderr
    assert (held / "cards" / "quiz.yaml").read_bytes() == before
    assert sorted(p.name for p in held.iterdir()) == ["board.yaml", "cards", "deck.yaml"]


def test_the_lock_is_let_go(tmp_path, cli):
    """A run's lock goes when it is done: the next one takes it at once, and so does another process."""
    deck = write_deck(tmp_path, "knowledge", cards={"quiz.yaml": numbered_cards(3)})
    assert cli("new", "card", "deck", cwd=tmp_path).exit_code == 0
    fd = os.open(deck, os.O_RDONLY | os.O_DIRECTORY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # (raises while a lock is held)
    finally:
        os.close(fd)
    assert cli("new", "card", "deck", cwd=tmp_path).exit_code == 0
    assert [c["id"] for c in yaml.safe_load((deck / "cards" / "quiz.yaml").read_text())][3:] == ["quiz-004", "quiz-005"]
