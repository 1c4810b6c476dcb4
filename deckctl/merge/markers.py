"""How the merge driver writes a conflict: git's conflict style, marker size and labels.

git's `merge.conflictStyle` picks the style: `merge` (ours, `=======`, theirs), `diff3` (the
base's lines too, between `|||||||` and `=======`) or `zdiff3` (diff3, with the lines both
sides share at the start and end of a conflict moved out of it). git passes the marker size as
`%L` and, from git 2.44, the labels as `%S` (base), `%X` (ours) and `%Y` (theirs); an older git
leaves those three as they are written, so a label that is still a placeholder (or is empty)
falls back to `base`, `ours` or `theirs`.
"""

from __future__ import annotations

import subprocess
from dataclasses import dataclass

from deckctl.io.git import run_git

STYLES = ("merge", "diff3", "zdiff3")

# git's own default (`conflict-marker-size` unset): seven characters per marker.
DEFAULT_MARKER_SIZE = 7
# git adds 2 per level of a recursive merge and a `.gitattributes` may ask for more; beyond this
# the markers only make the file unreadable (and a hostile attribute could make them huge).
MAX_MARKER_SIZE = 100

_PLACEHOLDERS = ("%S", "%X", "%Y")


@dataclass(frozen=True)
class Markers:
    style: str = "merge"
    size: int = DEFAULT_MARKER_SIZE
    ours: str = "ours"
    base: str = "base"
    theirs: str = "theirs"

    def opening(self) -> str:
        return _marker("<", self.size, self.ours)

    def render(self, ours: list[str], base: list[str], theirs: list[str]) -> list[str]:
        """The lines of one conflict, markers included, in this style."""
        before: list[str] = []
        after: list[str] = []
        if self.style == "zdiff3":
            before, ours, theirs, after = _shared_ends(ours, theirs)
        lines = [*before, self.opening(), *ours]
        if self.style in ("diff3", "zdiff3"):
            lines += [_marker("|", self.size, self.base), *base]
        lines += ["=" * self.size + "\n", *theirs, _marker(">", self.size, self.theirs), *after]
        return lines


# Conflicts as the driver wrote them before it knew git's style and labels (and as tests expect).
DEFAULT_MARKERS = Markers()


def _marker(char: str, size: int, label: str) -> str:
    return char * size + (f" {label}" if label else "") + "\n"


def _shared_ends(ours: list[str], theirs: list[str]) -> tuple[list[str], list[str], list[str], list[str]]:
    """(lines both sides start with, ours's rest, theirs's rest, lines both end with)."""
    start = 0
    while start < min(len(ours), len(theirs)) and ours[start] == theirs[start]:
        start += 1
    end = 0
    while end < min(len(ours), len(theirs)) - start and ours[-1 - end] == theirs[-1 - end]:
        end += 1
    stop_ours, stop_theirs = len(ours) - end, len(theirs) - end
    return ours[:start], ours[start:stop_ours], theirs[start:stop_theirs], ours[stop_ours:]


def label(given: str | None, default: str) -> str:
    """The label git gave, or `default` where it gave none (an older git passes `%X` as is)."""
    if given is None:
        return default
    text = " ".join(given.split())  # one line, whatever git or a caller passed
    return default if not text or text in _PLACEHOLDERS else text


def configured_style() -> str:
    """The repository's `merge.conflictStyle` (git runs the driver at the work tree's top), or
    `merge` where it is unset, unknown or git cannot say."""
    try:
        done = run_git(["config", "--get", "merge.conflictStyle"], timeout=30)
    except (OSError, subprocess.SubprocessError):
        return "merge"
    style = done.stdout.decode("utf-8", "replace").strip().lower()
    return style if done.returncode == 0 and style in STYLES else "merge"
