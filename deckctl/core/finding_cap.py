"""At most MAX_PER_KIND findings of one kind (code and severity) in one file, then one that counts the rest.

A hostile or broken file can hold a finding per line: one card of 120,000 unknown keys made
`validate --format sarif` hold 962 MB and write 85 MB. As compilers stop after so many errors
(-fmax-errors), deckctl keeps the first findings of each kind in each file, as they are gathered,
and counts the others in one closing finding at the first one left out. Its `extra["more"]` is
how many it stands for, so the totals stay true (diagnostics.tally) and the exit code is unchanged: it has
their severity. Fixing the findings shown and checking again shows the next ones.

The cap is on what is shown, not on what `lint --fix` repairs: a closing finding keeps the repairs
(`extra["fix"]`) of the findings it stands for in `extra["fixes"]`, which are never shown
(`Diagnostic.shown_json`).
"""

from __future__ import annotations

from collections.abc import Iterable

from deckctl.core.diagnostics import FIXES, MORE, Diagnostic, Severity

MAX_PER_KIND = 100

_WORDS = {Severity.ERROR: ("error", "errors"), Severity.WARNING: ("warning", "warnings"),
          Severity.INFO: ("note", "notes")}


class Capped:
    """Findings gathered one by one (append, extend), kept up to MAX_PER_KIND per file and kind;
    `closed()` gives them with the closing findings. A closing finding gathered again (a file's
    capped findings joining its deck's) adds its count instead of being kept."""

    def __init__(self, items: Iterable[Diagnostic] = ()):
        self._kept: list[Diagnostic] = []
        self._counts: dict[tuple, int] = {}
        self._first_left_out: dict[tuple, Diagnostic] = {}
        self._left_out: dict[tuple, int] = {}
        self._fixes: dict[tuple, list[dict]] = {}
        self.extend(items)

    def append(self, diagnostic: Diagnostic) -> None:
        kind = (diagnostic.file, diagnostic.code, diagnostic.severity)
        more = diagnostic.extra.get(MORE)
        if more is not None:
            self._first_left_out.setdefault(kind, diagnostic)
            self._left_out[kind] = self._left_out.get(kind, 0) + more
            self._keep_fixes(kind, diagnostic.extra.get(FIXES, ()))
            return
        count = self._counts[kind] = self._counts.get(kind, 0) + 1
        if count <= MAX_PER_KIND:
            self._kept.append(diagnostic)
            return
        self._first_left_out.setdefault(kind, diagnostic)
        self._left_out[kind] = self._left_out.get(kind, 0) + 1
        if "fix" in diagnostic.extra:
            self._keep_fixes(kind, (diagnostic.extra["fix"],))

    def _keep_fixes(self, kind: tuple, fixes) -> None:
        if fixes:
            self._fixes.setdefault(kind, []).extend(fixes)

    def extend(self, diagnostics: Iterable[Diagnostic]) -> None:
        for diagnostic in diagnostics:
            self.append(diagnostic)

    def closed(self) -> list[Diagnostic]:
        return [*self._kept, *(closing(first, self._left_out[kind], self._fixes.get(kind, ()))
                               for kind, first in self._first_left_out.items())]


def cap(diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
    """`diagnostics` with at most MAX_PER_KIND of each kind per file, and a closing finding for the rest."""
    return Capped(diagnostics).closed()


def closing(first: Diagnostic, more: int, fixes: list[dict] = ()) -> Diagnostic:
    """The finding that stands for `more` findings like `first` (the first of them, or a closing
    finding itself, kept as it is when it stands for them all: a checker's own words), left out;
    `fixes`: their repairs."""
    if first.extra.get(MORE) == more:  # (then `fixes` are its own)
        return first
    return Diagnostic(first.file, first.line, first.col, first.code, _message(first, more), severity=first.severity,
                      hint=f"deckctl shows the first {MAX_PER_KIND} of each kind in a file: fix those and "
                           "check again to see the rest",
                      extra={MORE: more, FIXES: list(fixes)} if fixes else {MORE: more})


def _message(first: Diagnostic, more: int) -> str:
    one, many = _WORDS[first.severity]
    return f"{more:,} more `{first.code}` {one if more == 1 else many} in this file, not shown"
