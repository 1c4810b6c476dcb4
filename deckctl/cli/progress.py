"""The progress of long work (`proof`, `diff --html`) on standard error: a bar on a terminal,
plain lines or nothing when piped, for logs and scripts."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from deckctl.cli.common import shown_line

# (done, of all, what: the one done, or the one under way); "of all" None while it is not known
# (a bar without a total, `?`), rather than a guess that grows
Step = Callable[[int, int | None, str], None]


def interactive() -> bool:
    """A person watching a terminal, not a log: no bar in CI or when standard error is piped."""
    return sys.stderr.isatty() and not os.environ.get("CI") and os.environ.get("TERM") != "dumb"


@contextmanager
def progress(what: str, unit: str, plain: bool = True, remaining: bool = True) -> Iterator[Step]:
    """On a terminal, a bar fitted to its width (`what`, `unit`s done of all, elapsed time, the
    time left unless not `remaining`, then the text of the last call); otherwise one plain line
    `[done/all] text` a call, or nothing when not `plain`. Yields the callback. The text names
    what the repository holds (a deck that fails to load, by its folder, whose name may hold any
    bytes: git commits them), so it is shown as findings are (`shown_line`: `ev\\x1b[31mil`)."""
    if not interactive():
        def said(done: int, total: int | None, text: str) -> None:
            if plain and done:  # (a log gains nothing from the count before anything is done)
                print(shown_line(f"[{done}/{'?' if total is None else total}] {text}"), file=sys.stderr, flush=True)

        yield said
        return
    from rich.console import Console
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn
    from rich.table import Column

    from deckctl.cli.progress_columns import DoneOfAllColumn, Pace, TimeLeftColumn

    console = Console(stderr=True)
    console.width = console.width - 3  # room for an echoed ^C: a full line would wrap
    bar_width = max(8, min(30, console.width // 5))
    text = TextColumn("{task.description}", markup=False, table_column=Column(no_wrap=True, overflow="ellipsis"))
    # (no `0/?` while the total is not known, no `-:--:--` while the time left cannot be told: build's columns)
    columns = [TextColumn(what), BarColumn(bar_width=bar_width), DoneOfAllColumn(unit),
               TimeElapsedColumn(), *([TimeLeftColumn()] if remaining else []), text]
    times = 7 * (len(columns) - 4) + (5 if remaining else 0)  # 0:00:41 each, and " left"
    with Progress(*columns, console=console, transient=True) as bar:
        task = bar.add_task("", total=None)
        pace = Pace()

        def update(done: int, total: int | None, text: str) -> None:
            text = shown_line(text)
            # (cut short here, in the room the other columns leave: rich would squeeze them instead)
            room = max(console.width - len(what) - bar_width - (2 * len(str(total)) + 2) - len(unit) - times
                       - (len(columns) - 1), 8)
            shown = text if len(text) <= room else text[:room - 1] + "…"
            # (a step shows at once; a total of None leaves the task's, None till a total is known)
            fields = pace.fields(bar.get_time(), done, total) if total is not None else {}
            bar.update(task, completed=done, total=total, description=shown, refresh=True, **fields)

        yield update
