"""Reporters shared by every checker: the same diagnostics as text, JSON, GitHub annotations or SARIF."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import TextIO

from deckctl.core.diagnostics import Diagnostic, Severity, sort_key
from deckctl.core.printable import json_for, json_printable, names_shown, printable, printable_line, printable_name
from deckctl.core.quoted import shortened
from deckctl.core.workflow_commands import inert_json, inert_line
from deckctl.report.workspace import from_root, workspace_root

FORMATS = ("text", "json", "github", "sarif")
HINT = "    hint: "  # how a text finding's hint line starts (a terminal wraps the hint's lines under its text)


def _location(d: Diagnostic) -> str:
    """file:line:col, the file named so that no other file is named the same (`printable_name`)."""
    file = printable_name(d.file, bytes_shown=True)
    return f"{file}:{d.line}:{d.col}" if d.line else file


def shown_texts(d: Diagnostic) -> tuple[str, str]:
    """A finding's message and hint as text for a reader: each file or folder they name (its
    NAMES) shown as no other name is (`printable_name`), the rest as it is, for the line's own
    escaping (`printable_line`)."""
    names = d.names
    if not names:
        return d.message, d.hint
    return names_shown(d.message, names), names_shown(d.hint, names)


def _errors_first(d: Diagnostic) -> tuple:
    return (not d.is_error, *sort_key(d))


def text_lines(diagnostics: list[Diagnostic]) -> Iterator[str]:
    """Errors first, then warnings and notes, each by place: a few errors among many warnings
    (an imported bank) stay in sight. Messages quote deck texts, and file names come from the
    repository: control characters in them, line breaks too, are shown escaped (deckctl.core.printable):
    each finding is one line and its hint another, and nothing a file holds starts a line of its own
    (a CI log takes a line starting `::` as a command), nor is a `##[command]` anywhere
    (deckctl.core.workflow_commands)."""
    for d in sorted(diagnostics, key=_errors_first):
        # (an id is what the file wrote, a valid one at most 64 characters: `id: 0x` and 3,600
        # `f`s made every finding of its card a line of 3,700)
        card = f" card `{shortened(d.card_id)}`:" if d.card_id else ""
        # (the files its message names shown apart as its own is, `names_shown`: JSON keeps them exact)
        message, hint = shown_texts(d)
        yield inert_line(printable_line(f"{_location(d)}: {d.severity.value}:{card} {message} [{d.code}]"))
        if hint:
            yield inert_line(printable_line(HINT + hint))


def text(diagnostics: list[Diagnostic]) -> str:
    return "\n".join(text_lines(diagnostics))


def json_chunks(diagnostics: list[Diagnostic]) -> Iterator[str]:
    """The JSON list of the findings, one finding at a time: the same text as `json.dumps(list,
    indent=2)`, without holding it all (JSON strings hold no raw line breaks, so indenting each
    finding's lines is safe)."""
    if not diagnostics:
        yield "[]"
        return
    yield "["
    separator = "\n  "
    for d in sorted(diagnostics, key=sort_key):
        shown = json.dumps(d.shown_json(), indent=2, ensure_ascii=False)
        yield separator + inert_json(json_printable(shown)).replace("\n", "\n  ")
        separator = ",\n  "
    yield "\n]"


def as_json(diagnostics: list[Diagnostic]) -> str:
    return "".join(json_chunks(diagnostics))


def _escape_data(value: str) -> str:
    return value.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(value: str) -> str:
    return _escape_data(value).replace(":", "%3A").replace(",", "%2C")


_GITHUB_LEVEL = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "notice"}


def github(diagnostics: list[Diagnostic]) -> str:
    """Workflow commands that GitHub Actions shows as annotations on the changed lines; files are
    named from the repository root, as GitHub expects, whatever the working directory."""
    root = workspace_root()
    lines = []
    for d in sorted(diagnostics, key=sort_key):
        # (named as the text names it, `printable_name`: the whole command is escaped below, which
        # showed a file named with a zero width space and one named with the six characters `\u200b`
        # the same, `file=...a\u200bb.yaml`)
        props = [f"file={_escape_property(printable_name(from_root(d.file, root), bytes_shown=True))}"]
        if d.line:
            props += [f"line={d.line}", f"col={d.col}"]
        props.append(f"title={_escape_property(d.code + (' ' + shortened(d.card_id) if d.card_id else ''))}")
        shown, hint = shown_texts(d)
        message = shown + (f" (hint: {hint})" if hint else "")
        # (a CI log is shown by a terminal emulator: control characters escaped there too; a
        # `##[command]` in a text would be one to the runner, anywhere in the line)
        command = printable(f"{_GITHUB_LEVEL[d.severity]} {','.join(props)}::{_escape_data(message)}")
        lines.append("::" + inert_line(command, at_line_start=False))
    return "\n".join(lines)


def sarif(diagnostics: list[Diagnostic]) -> str:
    from deckctl.report.sarif import render

    return render(diagnostics)


REPORTERS: dict[str, Callable[[list[Diagnostic]], str]] = {"text": text, "json": as_json, "github": github,
                                                            "sarif": sarif}


def render(diagnostics: list[Diagnostic], fmt: str) -> str:
    return REPORTERS[fmt](diagnostics)


def write(diagnostics: list[Diagnostic], fmt: str, stream: TextIO) -> bool:
    """Render into `stream` piece by piece (a catalogue's findings can be a hundred megabytes of
    text); True if anything was written. Text and JSON stream; the other formats are rendered whole."""
    if fmt == "text":
        wrote = False
        for line in text_lines(diagnostics):
            stream.write(line + "\n")
            wrote = True
        return wrote
    if fmt == "json":
        for chunk in json_chunks(diagnostics):
            stream.write(json_for(stream, chunk))
        stream.write("\n")
        return True
    output = render(diagnostics, fmt)
    if fmt == "sarif":
        output = json_for(stream, output)
    if output or fmt == "sarif":
        stream.write(output + "\n")
        return True
    return False
