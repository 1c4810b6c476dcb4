"""A source file as loaded: its plain data, and where each key and value was written.

deckctl/io/source.py makes these from YAML; every later stage points at a place through them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from deckctl.core.diagnostics import Diagnostic, Severity

Path_ = tuple  # a path into the data: keys (str) and list indexes (int)


@dataclass(frozen=True)
class Scalar:
    """How a scalar was written, for scalars YAML gave a type other than text."""

    text: str  # the characters as written
    tag_word: str  # what YAML made of it, in words ("a number", "a date"...)


@dataclass
class SourceFile:
    path: Path
    display: str  # the path as shown to users
    data: object = None
    text: str = ""
    value_marks: dict[Path_, tuple[int, int]] = field(default_factory=dict)
    key_marks: dict[Path_, tuple[int, int]] = field(default_factory=dict)
    typed_scalars: dict[Path_, Scalar] = field(default_factory=dict)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    bom: bool = False  # the file opened with a byte-order mark, which `text` leaves out

    @property
    def ok(self) -> bool:
        return not any(d.is_error for d in self.diagnostics)

    def mark(self, path: Path_, *, key: bool = False) -> tuple[int, int]:
        """The best known (line, col) for `path`: its key or value, else its nearest parent."""
        marks = (self.key_marks, self.value_marks) if key else (self.value_marks, self.key_marks)
        probe = tuple(path)
        while True:
            for table in marks:
                if probe in table:
                    return table[probe]
            if not probe:
                return (1, 1)
            probe = probe[:-1]

    def error(self, path: Path_, code: str, message: str, hint: str = "", *, key: bool = False,
              card_id: str = "", severity: Severity = Severity.ERROR) -> Diagnostic:
        line, col = self.mark(path, key=key)
        return Diagnostic(self.display, line, col, code, message, severity=severity, card_id=card_id, hint=hint)
