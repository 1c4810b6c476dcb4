"""Suppression comments: `# deckctl: disable=rule-id[,rule-id...]` in a card file.

On the line of a card's `id` (or its first line) the comment turns the rules off for the whole
card; on any other line, for the findings on that line. It is a YAML comment, so the card's data
and its format (docs/format.md) are untouched:

```yaml
- id: roman-numeral-five  # deckctl: disable=answer-in-question
```
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from deckctl.core.deck import Deck
from deckctl.core.diagnostics import Diagnostic, Severity
from deckctl.core.quoted import shortened
from deckctl.core.source import SourceFile
from deckctl.lint.registry import fixed_rules

# A comment starts with `#` at the start of a line or after whitespace (YAML needs the space).
# (The rules are looked ahead for, then taken greedily: a lazy list before `\s*$` was quadratic.)
_COMMENT = re.compile(r"(?:^|\s)#\s*deckctl:\s*disable\s*=(?=[A-Za-z0-9_,\s-]+$)\s*([A-Za-z0-9_,\s-]*)")
CODE = "lint-suppression"


@dataclass
class Suppressions:
    lines: dict[tuple[str, int], set[str]] = field(default_factory=dict)  # (file, line) -> rule ids
    cards: dict[tuple[str, str], set[str]] = field(default_factory=dict)  # (file, card id) -> rule ids
    diagnostics: list[Diagnostic] = field(default_factory=list)  # comments naming unknown rules

    def hides(self, d: Diagnostic) -> bool:
        return self.hides_at(d.code, d.file, d.line, d.card_id)

    def hides_at(self, code: str, file: str, line: int, card_id: str) -> bool:
        """Does a comment hide a finding of rule `code` at `file:line` on card `card_id`?"""
        return code in self.lines.get((file, line), ()) or code in self.cards.get((file, card_id), ())


def comments_of(source: SourceFile) -> dict[int, set[str]]:
    """line -> the rule ids its `# deckctl: disable=...` comment names."""
    found: dict[int, set[str]] = {}
    if "deckctl:" not in source.text:
        return found
    for number, line in enumerate(source.text.splitlines(), 1):
        match = _COMMENT.search(line)
        if match:
            found[number] = {part.strip() for part in match.group(1).split(",") if part.strip()}
    return found


def collect(deck: Deck, known: set[str]) -> Suppressions:
    result = Suppressions()
    sources = [deck.manifest_source, *deck.card_files]
    comments = [(source, comments_of(source)) for source in sources]
    if not any(found for _, found in comments):
        return result  # (most decks) nothing to look up
    card_lines: dict[tuple[str, int], str] = {}
    for ref in deck.cards:
        for path in ((ref.index,), (ref.index, "id")):
            card_lines[(ref.source.display, ref.source.mark(path, key=True)[0])] = ref.id
            card_lines[(ref.source.display, ref.source.mark(path)[0])] = ref.id
    fixed = fixed_rules()
    for source, found in comments:
        for line, ids in found.items():
            for rule_id in sorted(ids - known):
                result.diagnostics.append(Diagnostic(
                    source.display, line, 1, CODE,
                    f"`{shortened(rule_id)}` in a `# deckctl: disable=` comment is not a rule",
                    severity=Severity.WARNING, hint="`deckctl lint --list-rules` lists the rules"))
            for rule_id in sorted(ids & fixed.keys()):
                result.diagnostics.append(Diagnostic(
                    source.display, line, 1, CODE,
                    f"`{rule_id}` cannot be turned off by a comment: its errors are what `deckctl build` refuses "
                    "to print", severity=Severity.WARNING, hint="remove it from the comment; shorten the text, "
                    "or print on larger cards"))
            ids = ids - fixed.keys()
            result.lines.setdefault((source.display, line), set()).update(ids)
            card = card_lines.get((source.display, line))
            if card is not None:
                result.cards.setdefault((source.display, card), set()).update(ids)
    return result
