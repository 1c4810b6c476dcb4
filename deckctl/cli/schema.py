"""`deckctl schema`: write the JSON Schemas, or check that the committed ones are current."""

from __future__ import annotations

import os
import stat
import sys
from dataclasses import dataclass
from pathlib import Path

import typer

from deckctl.cli.common import environment_error, existing, named, shown, shown_line
from deckctl.core import exit_codes

SCHEMAS = "schemas"


def schema_command(
    check: bool = typer.Option(False, "--check", help="Fail if the files differ from the models; write nothing."),
    directory: Path = typer.Option(None, "--dir", metavar="DIR", show_default=False,
                                   help=f"Where the schemas live (default: {SCHEMAS}/, beside decks/)."),
) -> None:
    """Generate the JSON Schemas for deck.yaml, card files and bundles from the models."""
    from deckctl.export.schemas import generate, render
    from deckctl.io.discover import defaults_folder

    given = directory is not None
    if directory is None:  # (from a folder below the repository's top, the top's: never among a deck's files)
        directory = defaults_folder() / SCHEMAS
    if check:  # the schemas to check are given: a folder that is not there is a command line error
        existing(directory, "folder")
    stale = []  # (path, whether it exists)
    schemas = generate()
    # A schema file no model makes any more (a renamed or removed game) would mislead editors.
    orphans = sorted(p for p in directory.glob("*.schema.json") if p.name not in schemas) if directory.is_dir() else []
    unread = []  # (path, why): committed files --check does not read; a folder the command does not replace
    writes: dict[Path, bytes] = {}
    for name, schema in schemas.items():
        path = directory / name
        text = render(schema)
        current = _committed(path, directory, text)
        if current is _SAME:
            continue
        why = (current.why if isinstance(current, _Unread) else None) if check else _unwritable(path)
        if why is not None:
            unread.append((path, why))
            continue
        stale.append((path, current))
        writes[path] = text.encode("utf-8")
    if not check:
        _write(writes, directory, unread, given)
    for path in orphans:
        # (a file committed in the folder: its name may hold any bytes, git commits them)
        print(shown_line(f"{named(path)}: no model makes this schema; delete it"), file=sys.stderr)
    if check and (stale or orphans or unread):
        for path, why in unread:
            print(shown_line(f"{named(path)}: not read: {why}"), file=sys.stderr)
        # (`schema` refuses those with exit 74: advising it there would only lead to that refusal)
        blocked = {path: refusal for path, _ in stale if (refusal := _refused_write(path, directory))}
        for path, current in stale:
            refusal = f", and not written by `deckctl schema`: {blocked[path]}" if path in blocked else ""
            print(shown_line(_stale_line(path, current) + refusal), file=sys.stderr)
        if len(blocked) < len(stale):
            print(shown_line(f"write them with `{_writing_command(directory, given)}`, then commit them"),
                  file=sys.stderr)
        if unread or blocked:
            print(shown_line("put the schemas deckctl writes there as plain files, or delete what is there; "
                             "then write them with "
                             f"`{_writing_command(directory, given)}`"), file=sys.stderr)
        raise typer.Exit(exit_codes.INVALID)
    if check:
        print(shown_line(f"schemas in {shown(directory)} are up to date"), file=sys.stderr)


_SAME = "same"  # a committed schema as the models make it


@dataclass(frozen=True)
class _Differs:
    """A committed schema that is not the one the models make; `undecodable`: where it is not
    UTF-8 text (line, column), when that is why."""

    undecodable: tuple[int, int] | None = None


@dataclass(frozen=True)
class _Unread:
    """A committed schema deckctl does not read: `why`, in words that follow `not read: `."""

    why: str


def _committed(path: Path, directory: Path, text: str) -> object:
    """What `path` holds against `text`, the schema the models make: None (no such file), _SAME,
    _Differs or _Unread. No link leading out of the repository is followed and nothing but a
    regular file read, and no more of it than `text` with CRLF line breaks (a checkout's, as git
    may make them): a longer file differs whatever the rest holds."""
    from deckctl.io.paths import Refused, TooLarge, read_regular

    if not os.path.lexists(path):
        return None
    leaving = _link_leaving(path, directory)
    if leaving is not None:
        return _Unread(leaving)
    expected = text.encode("utf-8")
    try:
        raw = read_regular(path, len(expected) + text.count("\n"))
    except TooLarge:
        return _Differs()
    except Refused:  # (judged from the open file: a named pipe is never waited on)
        return _Unread(f"it is {_kind(path)}, not a file")
    except FileNotFoundError:  # (a link leading nowhere)
        return None
    except OSError as exc:
        return _Unread(f"it cannot be read: {exc.strerror or exc}")
    try:
        current = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        before = raw[:exc.start]
        return _Differs((before.count(b"\n") + 1, exc.start - (before.rfind(b"\n") + 1) + 1))
    # (as Python reads text: a checkout's CRLF is the same schema)
    return _SAME if current.replace("\r\n", "\n") == text else _Differs()


def _kind(path: Path) -> str:
    from deckctl.io.paths import kind_of

    try:
        return kind_of(os.stat(path).st_mode) or "not a regular file"
    except OSError:
        return "not a regular file"


def _link_leaving(path: Path, directory: Path) -> str | None:
    """Why `path` is not read for a symbolic link leading out of its repository (io.links: each
    link on its way judged against the repository it lies in; outside any git repository, the
    folder holding the schemas' folder stands for it), or None."""
    from deckctl.io.discover import display_path
    from deckctl.io.links import git_top, link_leaving

    link = link_leaving(path)
    folder = Path(os.path.abspath(directory))
    if link is None and git_top(folder) is None:
        top = os.path.realpath(folder.parent)
        link = next((named for named in (folder, Path(os.path.abspath(path)))
                     if os.path.islink(named) and not Path(os.path.realpath(named)).is_relative_to(top)), None)
    if link is None:
        return None
    if link == Path(os.path.abspath(path)):
        return "it is a symbolic link leading outside the repository"
    return f"it is reached through {shown(display_path(link))}, a symbolic link leading outside the repository"


def _write(writes: dict[Path, bytes], directory: Path, refused: list[tuple[Path, str]], given: bool) -> None:
    """Write the schemas out of date, all or none (a link where one goes refuses them all, exit
    74). A folder committed at a schema's place is the repository's bad input, as --check reports
    it: the same words, exit 1, and nothing written."""
    from deckctl.io.atomic import write_all

    if refused:
        for path, why in refused:
            print(shown_line(f"{shown(path)}: not written: {why}"), file=sys.stderr)
        print(shown_line("nothing written: delete what is there (deckctl writes each schema as a plain file), "
                         f"then write them with `{_writing_command(directory, given)}`"), file=sys.stderr)
        raise typer.Exit(exit_codes.INVALID)
    try:
        write_all(writes, inside=directory)
    except OSError as exc:
        raise environment_error(exc) from None
    for path in writes:
        print(shown_line(f"wrote {shown(path)}"), file=sys.stderr)


def _unwritable(path: Path) -> str | None:
    """Why `path` is not replaced, in --check's words, when a folder stands at a schema's place
    (a link, named pipe or device there is refused as at any output's, exit 74), else None."""
    try:
        folder = stat.S_ISDIR(os.lstat(path).st_mode)
    except OSError:
        return None
    return "it is a folder, not a file" if folder else None


def _refused_write(path: Path, directory: Path) -> str | None:
    """What `deckctl schema` would refuse to write `path` through, as it judges an output's place
    (io.atomic.check_output: a link, named pipe or device there, or a link standing for the
    folder; promise 7, exit 74): `it is a symbolic link`, `schemas is a symbolic link`; else None."""
    from deckctl.io.atomic import NotARegularFile, check_output

    try:
        check_output(path, inside=directory)
    except NotARegularFile as exc:
        where = Path(exc.filename)
        return f"{'it' if where == path else shown(where)} is {exc.what}"
    return None


def _stale_line(path: Path, current: object) -> str:
    """The line --check prints for a schema that is missing or out of date."""
    if current is None:
        return f"{shown(path)}: missing"
    if isinstance(current, _Differs) and current.undecodable is not None:
        line, col = current.undecodable
        return f"{shown(path)}:{line}:{col}: not UTF-8 text: out of date with the models"
    return f"{shown(path)}: out of date with the models"


def _writing_command(directory: Path, given: bool) -> str:
    """The command that writes the schemas checked in `directory` (the default folder unnamed)."""
    from deckctl.io.shell_word import shell_word

    return ("deckctl schema" if not given or directory == Path(SCHEMAS)
            else f"deckctl schema --dir {shell_word(str(directory))}")
