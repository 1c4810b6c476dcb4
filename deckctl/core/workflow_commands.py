"""Text from files made inert in a CI log.

GitHub Actions' runner reads every line a step prints and acts on two forms of workflow command
(actions/runner, ActionCommandManager.TryProcessCommand):

- a line that starts with `::`, after any white space (`::error file=x::...`, `::add-mask::abc`);
- the legacy `##[command]`, found anywhere in a line, not only at its start (ActionCommand.TryParse
  looks the prefix up with IndexOf): `##[error]...`, `##[add-mask]abc`, `##[set-output name=x]...`,
  `##[stop-commands]token`.

Where deckctl prints what a deck, bundle, catalog or file name holds, the first character of each
such start is written as an escape, as deckctl.core.printable writes control characters: `\\x3a:error`,
`\\x23#[error]`. The log shows the text; the runner acts on none of it. In JSON, where `\\x23`
would be another text, `##[` is written `\\u0023#[` (the same string: `#` occurs only inside strings).
"""

from __future__ import annotations

import re

# `::` at a line's start, after white space (the runner trims what .NET counts as white space:
# Python's \\s is that and a little more).
_LINE_COMMAND = re.compile(r"[^\S\n]*(:):")
_LEGACY_COMMAND = re.compile(r"#(?=#\[)")
_ESCAPES = {":": "\\x3a", "#": "\\x23"}


def command_starts(line: str, at_line_start: bool = True) -> list[int]:
    """Where in `line` (one line, no line break) a character is to be escaped, in order: the first
    colon of a leading `::` (unless the text does not start a line: `at_line_start` False) and the
    first `#` of every `##[`."""
    positions = [match.start() for match in _LEGACY_COMMAND.finditer(line)]
    start = _LINE_COMMAND.match(line) if at_line_start else None
    return [start.start(1), *positions] if start else positions


def escaped_at(text: str, positions: list[int]) -> str:
    """`text` with the characters at `positions` (ascending, from `command_starts`) escaped."""
    pieces, last = [], 0
    for position in positions:
        pieces += [text[last:position], _ESCAPES[text[position]]]
        last = position + 1
    return "".join(pieces) + text[last:]


def inert_line(line: str, at_line_start: bool = True) -> str:
    """One line that no CI runner takes for a workflow command (`at_line_start` False: a text that
    follows others on its line, such as an annotation's message)."""
    return escaped_at(line, command_starts(line, at_line_start))


def inert(text: str) -> str:
    """`text`, of any number of lines, none of which a CI runner takes for a workflow command."""
    if "::" not in text and "##[" not in text:
        return text
    return "\n".join(inert_line(line) for line in text.split("\n"))


def inert_json(text: str) -> str:
    """JSON text with every `##[` written `\\u0023#[`: the same data, and no legacy workflow command
    (a JSON line never starts with `::`: a string holds no raw line break)."""
    return _LEGACY_COMMAND.sub(r"\\u0023", text) if "##[" in text else text
