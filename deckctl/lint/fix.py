"""`deckctl lint --fix`: apply the mechanical repairs some findings carry, through fmt's writer (deckctl/io/rewrite.py).

A rule offers a repair by putting `fix: {path, old, new}` in a finding's `extra` (`path` is the
text's place in the file's data, `old` the text it judged; `repair.fix_of`); so does validate's
`control-character` error (deckctl/validate/controls.py), whose card lint never sees. Repairs are applied file by file with
the same round trip as `deckctl fmt` (comments, order and quoting kept; the result is loaded
again and must hold the same data apart from the repaired texts) and written atomically, so a
file is either left alone or fully repaired. It keeps its line ends and byte-order mark
(deckctl/io/line_ends.py): a CRLF checkout does not turn LF for one repaired text. A text that
changed since the lint is skipped.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from deckctl.core.diagnostics import Diagnostic
from deckctl.core.finding_cap import FIXES
from deckctl.io.discover import CARDS
from deckctl.io.line_ends import Saved
from deckctl.lint.rules import mis_encoded, whitespace
from deckctl.validate import controls


@dataclass
class FixReport:
    fixed: int = 0  # texts repaired
    files: list[str] = field(default_factory=list)  # files rewritten
    diagnostics: list[Diagnostic] = field(default_factory=list)  # files that could not be rewritten


def fixable(diagnostics: list[Diagnostic]) -> dict[str, dict[tuple, tuple[str, str]]]:
    """file -> data path -> (old text, new text); the first repair of a text wins. A closing
    finding (deckctl/core/finding_cap.py) offers the repairs of the findings it stands for."""
    plan: dict[str, dict[tuple, tuple[str, str]]] = {}
    for d in sorted(diagnostics):
        for fix in _repairs(d):
            where = tuple(fix["path"])
            texts = plan.setdefault(d.file, {})
            if where in texts:  # two rules repair one text (mojibake and spaces): all repairs, in turn
                texts[where] = (texts[where][0], _all_repairs(texts[where][0]))
                continue
            texts[where] = (fix["old"], fix["new"])
    return plan


def _repairs(d: Diagnostic) -> Iterator[dict]:
    """The repairs a finding offers: its own, or a closing finding's of those it stands for."""
    if d.extra.get("fix"):
        yield d.extra["fix"]
    yield from d.extra.get(FIXES, ())


def _all_repairs(text: str) -> str:
    for repair in (controls.without_controls, mis_encoded.repaired, whitespace.repaired):
        text = repair(text)
    return text


def apply(diagnostics: list[Diagnostic]) -> FixReport:
    """Repair every file the findings offer repairs in, deck by deck: each deck's files all or
    none, read again and written under the deck folder's lock (deckctl/io/lock.py), which `deckctl
    new card` and the other writers of a deck take too, so a card added meanwhile is not written
    over. One deck's lock at a time, in the order of the decks' paths. A deck whose lock another
    run holds past the wait is left alone, with one `deck-locked` error."""
    from deckctl.io.lock import Locked, NotLocked, deck_locked, lock_refused

    report = FixReport()
    by_deck: dict[Path, dict[str, dict]] = {}
    for file, texts in fixable(diagnostics).items():
        by_deck.setdefault(_deck_of(Path(file)), {})[file] = texts
    for deck in sorted(by_deck):
        try:
            with deck_locked(deck):
                _apply_deck(deck, by_deck[deck], report)
        except (Locked, NotLocked) as exc:
            report.diagnostics.append(lock_refused(deck, exc, "lint --fix", "none of its files is repaired"))
    return report


def _apply_deck(deck: Path, plan: dict[str, dict], report: FixReport) -> None:
    """The repairs of one deck's files, the file read again (a text changed since the lint is
    skipped) and all of them written or none."""
    from deckctl.io import rewrite
    from deckctl.io.atomic import check_output, write_all

    repaired = {}
    # (a file too large to rewrite left alone, as fmt leaves it: MAX_REWRITE_BYTES, and one past
    # its deck's MAX_DECK_REWRITE_BYTES)
    budget = rewrite.RewriteBudget()
    for file, texts in plan.items():
        outcome = rewrite.format_file(Path(file), display=file, replace=texts, limited=True, budget=budget)
        if outcome.refused:
            report.diagnostics += outcome.diagnostics
            continue
        if outcome.replaced:
            # fmt's layout, but the file's own line ends (CRLF from a Windows checkout) and byte-order mark
            repaired[outcome.path] = Saved.of(outcome.old).encode(outcome.new)
            report.fixed += len(outcome.replaced)
            report.files.append(file)
    for path in repaired:  # (as fmt: never through a link inside the deck, such as a cards/ link, wherever it leads)
        check_output(path, deck)
    write_all(repaired)


def _deck_of(path: Path) -> Path:
    """The deck folder of one of its source files: cards/*.yaml two levels down, deck.yaml and
    board.yaml one."""
    return path.parent.parent if path.parent.name == CARDS else path.parent
