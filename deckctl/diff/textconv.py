"""One card file as text for `git diff` (git's textconv): a line per field, prefixed with its
card's id, and the file's comments where they are written.

git diffs what this prints line by line, so a changed answer is one `-`/`+` pair naming its
card. Comments are kept (a comment-only change would otherwise print nothing): a comment on a
line of its own is a line `card-id  # text` among the card's fields, one at the end of a field's
line is kept at the end of that field's line. Comments above the first card (the schema line)
and below the last one are lines of their own without an id. Line breaks (LF or CRLF) are not
shown: the same cards and comments print the same either way.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from pathlib import Path

import yaml

from deckctl.core.printable import printable, printable_line
from deckctl.core.workflow_commands import inert
from deckctl.core.source import SourceFile
from deckctl.diff.compare import field_path, leaves
from deckctl.diff.conflicted import as_conflict
from deckctl.diff.render import shown
from deckctl.io.discover import CARDS, is_hidden_file_name

_COMMENT = re.compile(r"#[^\r\n]*")
# git hands textconv its copy of a blob as `git-blob-XXXXXX/<name>`; before git 2.35, as
# `XXXXXX_<name>` (six letters or digits) beside other temporary files.
_OLD_GIT_COPY = re.compile(r"[0-9A-Za-z]{6}_(.+)")


def is_hidden(path: Path) -> bool:
    """A hidden file (`cards/.x.yaml`: an editor's copy) is no card file, yet `.gitattributes`'
    `cards/*.yaml` gives it to textconv too: it is printed as it is, as git shows it without deckctl."""
    name = path.name
    old_git_copy = _OLD_GIT_COPY.fullmatch(name)
    if old_git_copy and path.parent.name != CARDS:  # (a card file of that name is in `cards/`)
        name = old_git_copy.group(1)
    return is_hidden_file_name(name)


@dataclass
class _Comment:
    at: tuple[int, int]  # (line, col), counted as the loader counts them
    text: str
    inline: bool  # written after something else on its line


def comments(text: str) -> list[_Comment]:
    """Every comment of a YAML text: what lies between libyaml's tokens, besides blanks, is one."""
    starts = [0] + [m.end() for m in re.finditer("\n", text)]

    def position(index: int) -> tuple[int, int]:
        line = bisect_right(starts, index)
        return line, index - starts[line - 1] + 1

    found: list[_Comment] = []
    end = 0
    tokens = list(yaml.scan(text, Loader=yaml.CSafeLoader))
    for token in (*tokens, None):
        start = len(text) if token is None else token.start_mark.index
        for match in _COMMENT.finditer(text, end, start):
            before = text[starts[position(match.start())[0] - 1]:match.start()]
            found.append(_Comment(position(match.start()), match.group().rstrip(),
                                  inline=bool(before.strip())))
        if token is not None:
            end = max(end, token.end_mark.index)
    return found


def _card_of(comment: _Comment, starts: list[tuple[int, int]]) -> int | None:
    """The card a comment belongs to (None: the file's header or footer). Comments indented
    into a card belong to it; those at the cards' dashes, to the card they introduce."""
    after = bisect_right(starts, comment.at) - 1  # the last card starting before the comment
    if after < 0:
        return None
    if comment.inline or comment.at[1] >= starts[after][1]:
        return after
    return after + 1 if after + 1 < len(starts) else None


def _lines(fields: list[tuple[tuple[int, int], str]], notes: list[_Comment], prefix: str) -> list[str]:
    """Field lines and comment lines in the order written; an inline comment ends its field's line."""
    events = sorted([(at, 0, text) for at, text in fields] + [(c.at, 1, c) for c in notes],
                    key=lambda event: (event[0], event[1]))
    lines: list[str] = []
    field_seen = False
    for _, kind, what in events:
        if kind == 0:
            lines.append(f"{prefix}{what}")
            field_seen = True
        elif what.inline and field_seen:
            lines[-1] += f"  {what.text}"
        else:
            lines.append(f"{prefix}{what.text}")
    return lines


def _fields(source: SourceFile, item: object, at: tuple) -> list[tuple[tuple[int, int], str]]:
    return [(source.mark((*at, *path), key=bool(path) and isinstance(path[-1], str)),
             f"{field_path(path)}: {shown(value)}") for path, value in leaves(item)]


def textconv(path: Path) -> tuple[str, list]:
    """A card file or deck.yaml as `card-id  field: value` lines and its comments, for git to
    diff line by line; a file that does not load is printed as it is, with its errors. A file
    with conflict markers (`git diff` during a merge that stopped) is printed as each side's
    resolution would be, with the lines that differ between markers (deckctl/diff/conflicted.py),
    and without a word on standard error, which git would print at every diff."""
    from deckctl.io.source import load_source

    source = load_source(path)
    errors = [d for d in source.diagnostics if d.is_error]
    if any(d.code == "merge-conflict" for d in errors):
        return as_conflict(source.text, _converted) or as_it_is(path), []
    converted = _converted(source)
    if converted is None:
        return as_it_is(path), errors
    return converted, []


def as_it_is(path: Path) -> str:
    """A file that does not load, as written but safe to print: control characters escaped and no
    workflow command for a CI log, as every line textconv prints (git diff prints it to a terminal
    or a log); read no further than a deck file may be (MAX_FILE_BYTES), a larger one, or one that
    is no regular file, a line saying so (load_source's error names it too)."""
    from deckctl.io.paths import Refused, read_regular
    from deckctl.io.source import MAX_FILE_BYTES

    try:
        raw = read_regular(path, MAX_FILE_BYTES)
    except Refused as exc:
        return printable_line(f"(deckctl: not shown: {exc.message})") + "\n"
    except OSError as exc:
        return printable_line(f"(deckctl: not shown: the file cannot be read: {exc.strerror or exc})") + "\n"
    return "".join(inert(printable(line)) + end for line, end in _with_ends(raw.decode("utf-8", errors="replace")))


def _with_ends(text: str) -> list[tuple[str, str]]:
    """Each line and its end as written (CRLF or LF: git diff shows a CRLF file's lines as they are,
    not with an escaped `\\r` on each; a lone CR, like every control character, is escaped)."""
    parts = re.split(r"(\r?\n)", text)
    return [(parts[k], parts[k + 1] if k + 1 < len(parts) else "") for k in range(0, len(parts), 2)
            if parts[k] or k + 1 < len(parts)]


def _converted(source: SourceFile) -> str | None:
    """The textconv lines of a loaded file; None where it did not load."""
    empty = source.data is None and [d.code for d in source.diagnostics if d.is_error] == ["empty-file"]
    if source.data is None and not empty:
        return None
    notes = comments(source.text)
    if not isinstance(source.data, list):  # deck.yaml, or a file of comments only
        fields = [] if empty else _fields(source, source.data, ())
        lines = _lines(fields, notes, "")
    else:
        starts = [source.mark((index,)) for index in range(len(source.data))]
        owner: dict[int | str, list[_Comment]] = {}
        for note in notes:
            card = _card_of(note, starts)
            where = card if card is not None else "header" if not starts or note.at < starts[0] else "footer"
            owner.setdefault(where, []).append(note)
        blocks = [_lines([], owner["header"], "")] if "header" in owner else []
        for index, card in enumerate(source.data):
            card_id = card.get("id", "?") if isinstance(card, dict) else "?"
            blocks.append(_lines(_fields(source, card, (index,)), owner.get(index, []), f"{card_id}  "))
        if "footer" in owner:
            blocks.append(_lines([], owner["footer"], ""))
        lines = [line for block in blocks for line in (*block, "")]
    # Ids, keys and comments as written: any control character shown escaped, and no workflow
    # command for a CI log (git diff prints this; deckctl.core.workflow_commands).
    return inert(printable("\n".join(lines).rstrip("\n") + "\n"))
