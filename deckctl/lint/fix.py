"""`deckctl lint --fix`: apply the mechanical repairs some findings carry, through fmt's writer.

A rule offers a repair by putting `fix: {path, old, new}` in a finding's `extra` (`path` is the
text's place in the file's data, `old` the text it judged). Repairs are applied file by file with
the same round trip as `deckctl fmt` (comments, order and quoting kept; the result is loaded
again and must hold the same data apart from the repaired texts) and written atomically, so a
file is either left alone or fully repaired. A text that changed since the lint is skipped.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from deckctl.core.diagnostics import Diagnostic


def fix_of(diagnostic: Diagnostic, path: tuple, old: str, new: str) -> Diagnostic:
    """`diagnostic` carrying the repair of the text at `path` (its place in the file's data)."""
    from dataclasses import replace

    return replace(diagnostic, extra={**diagnostic.extra, "fix": {"path": list(path), "old": old, "new": new}})


@dataclass
class FixReport:
    fixed: int = 0  # texts repaired
    files: list[str] = field(default_factory=list)  # files rewritten
    diagnostics: list[Diagnostic] = field(default_factory=list)  # files that could not be rewritten


def fixable(diagnostics: list[Diagnostic]) -> dict[str, dict[tuple, tuple[str, str]]]:
    """file -> data path -> (old text, new text); the first repair of a text wins."""
    plan: dict[str, dict[tuple, tuple[str, str]]] = {}
    for d in sorted(diagnostics):
        fix = d.extra.get("fix")
        if not fix:
            continue
        where = tuple(fix["path"])
        texts = plan.setdefault(d.file, {})
        if where in texts:  # two rules repair one text (mojibake and spaces): all repairs, in turn
            texts[where] = (texts[where][0], _all_repairs(texts[where][0]))
            continue
        texts[where] = (fix["old"], fix["new"])
    return plan


def _all_repairs(text: str) -> str:
    from deckctl.lint.rules import mis_encoded, whitespace

    for repair in (mis_encoded.repaired, whitespace.repaired):
        text = repair(text)
    return text


def apply(diagnostics: list[Diagnostic]) -> FixReport:
    from deckctl import fmt

    report = FixReport()
    for file, texts in fixable(diagnostics).items():
        outcome = fmt.format_file(Path(file), display=file, replace=texts)
        if outcome.refused:
            report.diagnostics += outcome.diagnostics
            continue
        if outcome.replaced:
            fmt.write(outcome)
            report.fixed += len(outcome.replaced)
            report.files.append(file)
    return report
