"""The progress of long work (`proof`, `diff --html`) on standard error: a bar on a terminal,
plain lines or nothing when piped, for logs and scripts."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from deckctl.cli.common import shown_line

# Below this many columns the bar leaves out the elapsed time and is at its shortest, for the text:
# a deck's name was cut to 7 characters at 60 (`knowled…`)
NARROW = 70

# (done, of all, what: the one done, or the one under way); "of all" None while it is not known
# (a bar without a total, `?`), rather than a guess that grows
Step = Callable[[int, int | None, str], None]


def interactive() -> bool:
    """A person watching a terminal, not a log: no bar in CI or when standard error is piped."""
    return sys.stderr.isatty() and not os.environ.get("CI") and os.environ.get("TERM") != "dumb"


@contextmanager
def progress(what: str, unit: str, plain: bool = True, remaining: bool = True) -> Iterator[Step]:
    """On a terminal, a bar fitted to its width (`what`, `unit`s done of all, elapsed time on a
    terminal of NARROW columns or more, the time left unless not `remaining`, then the text of the last
    call, cut short to the room left); otherwise one plain line
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
    from rich.cells import cell_len
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    from deckctl.cli.progress_columns import DoneOfAllColumn, Pace, TimeLeftColumn

    console = Console(stderr=True)
    narrow = console.width < NARROW
    console.width = console.width - 3  # room for an echoed ^C: a full line would wrap
    bar_width = 8 if narrow else max(8, min(30, console.width // 5))
    # (no `0/?` while the total is not known, no `-:--:--` while the time left cannot be told: build's columns)
    status = [DoneOfAllColumn(unit), *([] if narrow else [TimeElapsedColumn()]), *([TimeLeftColumn()] if remaining else [])]
    tail = _tail_column(status, console.width - cell_len(what) - bar_width - 2)  # (a space between columns)
    with Progress(TextColumn(what), BarColumn(bar_width=bar_width), tail, console=console, transient=True) as bar:
        task = bar.add_task("", total=None)
        pace = Pace()

        def update(done: int, total: int | None, text: str) -> None:
            # (a step shows at once; a total of None leaves the task's, None till a total is known)
            fields = pace.fields(bar.get_time(), done, total) if total is not None else {}
            bar.update(task, completed=done, total=total, description=shown_line(text), refresh=True, **fields)

        yield update


def _tail_column(status: list, room: int):
    """The bar's column after the bar itself: the `status` columns that show something (the count,
    the times), one space apart, then the task's text cut short to what is left of `room`. One
    column, not one each: rich pads every column, so an empty one (no time left once finished, no
    count before the total is known) left two spaces; and the text gets the room the others leave
    at that moment, cut here rather than rich squeezing the other columns."""
    from rich.progress import ProgressColumn
    from rich.table import Column
    from rich.text import Text

    class Tail(ProgressColumn):
        def render(self, task) -> Text:
            line = Text(" ").join(shown for shown in (column.render(task) for column in status) if shown.plain)
            text = Text(task.description)  # (no markup: a deck's name is shown as written)
            if line.plain and text.plain:
                line.append(" ")
            text.truncate(max(room - line.cell_len, 8), overflow="ellipsis")
            line.append_text(text)
            line.truncate(max(room, 1), overflow="ellipsis")  # (the narrowest terminals: rich would squeeze `what`)
            return line

    return Tail(table_column=Column(no_wrap=True, overflow="ellipsis"))
