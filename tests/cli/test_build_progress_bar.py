"""`deckctl build`'s bar on a terminal: while the decks are read it said `0/? decks 0:00:00  left`
(rich's count of a total not known yet, an empty time left before the word `left`), and then
`-:--:-- left` until a deck was built. It now says what it does with no count until the pipeline
gives one, and the time left only once there is an estimate, from the pace since the count came
(rich's own began at the first deck built: two decks done together gave "0:00:06 left" for two
minutes of work)."""

from __future__ import annotations

import os
import subprocess

from terminal import DECKCTL, ESCAPES, on_pty

from deckfactory import MANIFESTS, write_deck


def test_the_bar_shows_no_unknown_count_nor_time(tmp_path):
    write_deck(tmp_path / "decks", "knowledge", name="one")
    write_deck(tmp_path / "decks", "knowledge", name="two", manifest=MANIFESTS["knowledge"].replace("test-deck", "two"))
    env = {key: value for key, value in os.environ.items() if key != "CI"}
    env.update(COLUMNS="80", TERM="xterm-256color", DECKCTL_CACHE_DIR=str(tmp_path / "cache"))
    code, seen = on_pty([str(DECKCTL), "build", "--jobs", "1"], "stderr", subprocess.DEVNULL, env=env, cwd=tmp_path)
    frames = ESCAPES.sub("", seen.decode()).replace("\r", "\n")
    assert code == 0, frames
    assert "reading the decks" in frames  # (the bar's first frame, drawn as it starts)
    assert " 0/2 decks" in frames  # as soon as the pipeline knows it
    assert "/?" not in frames and "-:--:--" not in frames and "  left" not in frames, frames


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def a_bar(clock: Clock):
    from rich.progress import Progress

    from deckctl.cli.progress_columns import DoneOfAllColumn, Pace, TimeLeftColumn

    count, left = DoneOfAllColumn("decks"), TimeLeftColumn()
    bar = Progress(count, left, get_time=clock, disable=True)
    task_id = bar.add_task("", total=None)
    pace = Pace()

    def step(done: int, total: int) -> None:
        bar.update(task_id, completed=done, total=total, **pace.fields(clock(), done, total))

    def shown() -> tuple[str, str]:
        task = bar.tasks[0]
        return count.render(task).plain, left.render(task).plain

    return step, shown


def test_no_count_nor_time_left_before_the_total_then_the_pace_since_it():
    clock = Clock()
    step, shown = a_bar(clock)
    clock.now = 3.0  # reading the decks
    assert shown() == ("", "")
    step(0, 4)
    clock.now = 13.0  # the first deck takes 10 s
    assert shown() == ("0/4 decks", "")
    step(1, 4)
    assert shown() == ("1/4 decks", "0:00:30 left")
    clock.now = 23.0  # counting down until the next step
    assert shown() == ("1/4 decks", "0:00:20 left")
    step(3, 4)  # two more in 10 s: 20 s for 3
    assert shown() == ("3/4 decks", "0:00:06 left")
    clock.now = 60.0
    assert shown() == ("3/4 decks", "0:00:00 left")  # (late: never below nothing)
    step(4, 4)
    assert shown() == ("4/4 decks", "")


def test_decks_up_to_date_are_not_counted_in_the_pace():
    clock = Clock()
    step, shown = a_bar(clock)
    clock.now = 2.0
    step(38, 40)  # 38 up to date from the start
    clock.now = 32.0
    step(39, 40)
    assert shown() == ("39/40 decks", "0:00:30 left")
