"""Diagnostics: the one type every checker (validate, lint, i18n, pdf fitting) reports through."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import KW_ONLY, asdict, dataclass, field, replace
from enum import Enum


# The key of `extra` where a finding that closes a capped list holds how many it stands for.
MORE = "more"
# The key of `extra` where such a finding keeps the repairs (`extra["fix"]`) of those it stands for:
# deckctl's own (`lint --fix` reads them, caches keep them), never shown (`shown_json`), since
# thousands of them would undo the cap (deckctl/core/finding_cap.py).
FIXES = "fixes"
# The key of `extra` where a finding whose message or hint names files or folders (`the same
# question as card `x` (decks/d/cards/a.yaml:3)`) keeps those names as the message holds them: text
# for a reader shows each of them as no other name is shown (`core.printable.printable_name`: a
# backslash that would read as the start of an escape doubled), where the message as a whole is
# escaped by `printable_line` (`a\\u200bb.yaml`, the six characters, apart from `a\u200bb.yaml`,
# which holds a zero width space). Never shown (`shown_json`): JSON's message holds each name
# exactly, its escapes JSON's own.
NAMES = "names"


class Severity(str, Enum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


@dataclass(frozen=True, order=True, slots=True)  # slots: a catalogue can have hundreds of thousands
class Diagnostic:
    """One finding, located as precisely as the input allows.

    `line` and `col` are 1-based; 0 means "the whole file". `card_id` is empty when the finding
    is not about one card (a manifest key, a broken file). The fields after `message` are passed
    by name: given by position, a hint once took the severity's place and made an error count as
    none, and a card id and a hint can trade places unnoticed.
    """

    file: str
    line: int
    col: int
    code: str
    message: str
    _: KW_ONLY
    severity: Severity = Severity.ERROR
    card_id: str = ""
    hint: str = ""
    # Extra context for machine readers (the deck, the field path, the language...).
    extra: dict = field(default_factory=dict, compare=False, hash=False)

    def __post_init__(self) -> None:
        # A text given as the severity would make an error count as none (and crash its printing).
        if not isinstance(self.severity, Severity):
            raise TypeError(f"a diagnostic's severity is a Severity, not {self.severity!r:.80}")
        # No card, no hint: None taken as "" (a catalog's finding on a deck text gave None for its
        # card, which `from_json` refuses: the proof's summary of that deck could not be read back)
        if self.card_id is None:
            object.__setattr__(self, "card_id", "")
        if self.hint is None:
            object.__setattr__(self, "hint", "")

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def to_json(self) -> dict:
        """Every field, `extra` whole: what a cache keeps and `from_json` reads back."""
        data = asdict(self)
        data["severity"] = self.severity.value
        if not data["extra"]:
            del data["extra"]
        return data

    def shown_json(self) -> dict:
        """The finding as deckctl shows it (`--format json`): `to_json` without FIXES and NAMES."""
        if FIXES not in self.extra and NAMES not in self.extra:
            return self.to_json()
        return replace(self, extra={key: value for key, value in self.extra.items()
                                    if key not in (FIXES, NAMES)}).to_json()

    def naming(self, *names: str) -> "Diagnostic":
        """This finding, its message or hint naming the files or folders `names` (NAMES): shown
        apart from any other name wherever a reader reads it."""
        kept = [name for name in dict.fromkeys([*self.names, *names]) if name and isinstance(name, str)]
        return replace(self, extra={**self.extra, NAMES: kept}) if kept else self

    @property
    def names(self) -> tuple[str, ...]:
        """The files and folders its message or hint names (NAMES)."""
        names = self.extra.get(NAMES)
        return tuple(name for name in names if isinstance(name, str)) if isinstance(names, list) else ()

    @classmethod
    def from_json(cls, data: dict) -> "Diagnostic":
        """The diagnostic `to_json` gave (raises KeyError, TypeError or ValueError if it is not one,
        fields of the wrong type included: a cache entry's finding is not trusted to be well formed)."""
        diagnostic = cls(**{**data, "severity": Severity(data["severity"])})
        if not all(type(getattr(diagnostic, name)) is kind for name, kind in _FIELD_TYPES):
            raise TypeError(f"not a diagnostic: {data!r:.200}")
        return diagnostic


_FIELD_TYPES = (("file", str), ("line", int), ("col", int), ("code", str), ("message", str),
                ("card_id", str), ("hint", str), ("extra", dict))


def sort_key(diagnostic: Diagnostic) -> tuple:
    return (diagnostic.file, diagnostic.line, diagnostic.col, diagnostic.code, diagnostic.message)


def tally(diagnostics: Iterable[Diagnostic], severity: Severity) -> int:
    """How many findings of `severity` there are, those a closing finding stands for included
    (deckctl/core/finding_cap.py)."""
    return sum(d.extra.get(MORE, 1) for d in diagnostics if d.severity is severity)


def count_errors(diagnostics: list[Diagnostic]) -> int:
    return tally(diagnostics, Severity.ERROR)
