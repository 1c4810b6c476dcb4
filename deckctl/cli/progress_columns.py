"""Columns of a progress bar that show nothing rather than a placeholder: no `0/?` while the
total is not known yet, no `-:--:--` while the time left cannot be estimated yet. Imported only
once a bar is drawn (rich takes time to import)."""

from __future__ import annotations

from rich.progress import ProgressColumn, Task
from rich.text import Text


class DoneOfAllColumn(ProgressColumn):
    """`12/40 decks`, or nothing while the total is not known."""

    def __init__(self, unit: str) -> None:
        super().__init__()
        self.unit = unit

    def render(self, task: Task) -> Text:
        if task.total is None:
            return Text("")
        total = int(task.total)
        return Text(f"{int(task.completed):{len(str(total))}d}/{total} {self.unit}", style="progress.download")


class Pace:
    """The time left at the average pace since the total was known, as the task's `left_at`
    field: (when, seconds left then). Measured from the first step with a total, so the reading
    before it is not counted as work; rich's own estimate (TimeRemainingColumn) starts only at
    the first step done and looks at the last 30 s, so two decks done together at the start
    gave "0:00:06 left" for two minutes of work."""

    def __init__(self) -> None:
        self.start: tuple[float, float] | None = None  # (when the total came, steps done then)

    def fields(self, now: float, done: float, total: float) -> dict:
        """The task's fields to update after a step (none while there is nothing to go by)."""
        if self.start is None:
            self.start = (now, done)
            return {}
        since, done_then = self.start
        if done <= done_then:
            return {}
        return {"left_at": (now, (total - done) * (now - since) / (done - done_then))}


class TimeLeftColumn(ProgressColumn):
    """`0:00:41 left`, counting down from the last estimate (Pace), or nothing while there is none."""

    def render(self, task: Task) -> Text:
        left_at = task.fields.get("left_at")
        if task.total is None or task.finished or left_at is None:
            return Text("")
        when, left = left_at
        minutes, seconds = divmod(int(max(0.0, left - (task.get_time() - when))), 60)
        hours, minutes = divmod(minutes, 60)
        return Text(f"{hours:d}:{minutes:02d}:{seconds:02d} left", style="progress.remaining")
