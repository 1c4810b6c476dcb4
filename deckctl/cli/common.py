"""Helpers every command shares: printing diagnostics, path errors, exit codes."""

from __future__ import annotations

import os
import sys
from enum import Enum
from pathlib import Path

import typer

from deckctl.core import exit_codes
from deckctl.core.workers import MAX_JOBS


class Format(str, Enum):
    text = "text"
    json = "json"
    github = "github"
    sarif = "sarif"


FORMAT_OPTION = typer.Option(Format.text, "--format", "-f", metavar="text|json|github|sarif",
                             help="How to print findings: text, json, github (annotations) or sarif (code scanning).")


# The pre-commit hooks pass every staged file their pattern matches, a web site's locales/de.po
# too: with this option a file in no deck is nothing to check. Named by hand, it is an error
# (`no deck.yaml found for this file`), as a path that checks nothing should be; so is a card
# file (in cards/ or lying loose in a deck's folder), board.yaml or catalog below the repository's
# decks/ whose deck.yaml is missing, even with this option (`meant_for_a_deck`: they would otherwise
# be committed unchecked).
SKIP_OUTSIDE_DECKS_OPTION = typer.Option(False, "--skip-outside-decks",
                                         help="Skip the files named that are in no deck, without a word "
                                              "(for pre-commit hooks: they pass every matching file); a card "
                                              "file below decks/ whose deck.yaml is missing is still an error.")


def in_decks(paths: list[Path]) -> list[Path] | None:
    """`paths` without the files that are in no deck (--skip-outside-decks), but for a file of a
    deck whose manifest is missing (`meant_for_a_deck`); None when that leaves nothing of a list
    that named something: the command has nothing to do (and must not fall back to its default,
    decks/)."""
    from deckctl.io.discover import file_deck

    kept = [path for path in paths if not (path.is_file() and file_deck(path) is None
                                           and not meant_for_a_deck(path))]
    return kept if kept or not paths else None


def meant_for_a_deck(path: Path) -> bool:
    """Whether a file in no deck is a file of a deck whose deck.yaml is missing, which
    --skip-outside-decks does not pass over (io.discover.meant_for_a_deck)."""
    from deckctl.io.discover import meant_for_a_deck as missing_its_manifest

    return missing_its_manifest(path)


def default_decks(paths: list[Path] | None) -> list[Path]:
    """The paths given, or the default: `decks` in the working folder or, from a folder below it,
    the repository's top folder (`defaults_folder`); a usage error when there is none."""
    from deckctl.io.discover import DECKS, defaults_folder

    if paths:
        return paths
    decks = defaults_folder() / DECKS
    if not os.path.lexists(decks):
        raise usage_error(f"no {DECKS}/ folder here, nor at the top of a repository above (the decks read when no "
                          "PATH is given)", hint=_deck_here_hint() or f"name the deck folders to read, or run deckctl "
                          f"in the folder that holds {DECKS}/ or in any folder below it")
    return [decks]


def _deck_here_hint() -> str | None:
    """Where the working folder is a deck, or inside one (its `cards/`), the hint to name it as
    the PATH (`.`, `..`): a deck kept on its own has no decks/ folder around it."""
    from deckctl.io.discover import deck_holding

    try:
        here = Path.cwd()
        deck = deck_holding(here)
        if deck is None:
            return None
        named = os.path.relpath(deck, here.resolve())
    except OSError:  # (a working folder deleted meanwhile: it holds no deck)
        return None
    where = "this folder is a deck: give it" if named == os.curdir else "this folder is inside a deck: give its folder"
    return f"{where} as the PATH (`{shown(named)}`), or name the deck folders to read"


def default_out(out: Path | None, default: str, paths: list[Path] | None) -> Path:
    """The output folder: the one given (--out, relative to the working folder), or `default`
    beside the decks the command reads by default (`defaults_folder`) when no PATH was given, else
    in the working folder."""
    from deckctl.io.discover import defaults_folder

    if out is not None:
        return out
    return Path(default) if paths else defaults_folder() / default


def default_build_outside_decks(default: Path) -> None:
    """Refuse the export commands' default output folder (`build/`, in the working folder) where it
    is a deck folder or inside one (run from a deck's folder): a usage error, before anything is
    read, rather than exported files among the deck's own (and counted as its files)."""
    _default_outside_decks(default, f"the default output folder {default}/",
                           "the exported files would go among the deck's")


def given_out_outside_decks(out: Path, deck: Path, what: str) -> None:
    """Refuse an export's given --out folder in the deck or holding it (a usage error, before
    anything is read): `export bundle decks/quiz --out decks` wrote decks/quiz/en/bundle.json, and
    `export images decks/quiz --out decks/quiz/img` its images, among the deck's files."""
    from deckctl.io.paths import out_holding_inputs, out_in_deck

    refused = out_in_deck(out, True, "build", what, what) or out_holding_inputs(out, [deck], True, "build", what, what)
    if refused is not None:
        raise usage_error(refused.message, refused.hint)


def default_file_outside_decks(default: Path) -> None:
    """`default_build_outside_decks` for a command's default output file (`export calibration`'s
    calibration.pdf, in the working folder)."""
    _default_outside_decks(default, f"the default output file {default}", "it would go among the deck's files")


def _default_outside_decks(default: Path, named: str, why: str) -> None:
    from deckctl.io.discover import deck_holding, decks_home, display_path
    from deckctl.io.paths import deck_named, repository_root

    deck = deck_holding(default)
    if deck is None:
        return
    top = decks_home(deck) or repository_root(deck)
    away = (f"run it from the repository's top folder ({display_path(top)}), or " if deck_holding(top / default) is None
            else "")
    raise usage_error(f"{named} is inside the deck {deck_named(deck)}: {why}",
                      hint=f"{away}give --out outside every deck")


def jobs_option(what: str, after: str = ""):
    """Every command's --jobs: 1 to MAX_JOBS processes, a usage error outside that."""
    return typer.Option(None, "--jobs", "-j", min=1, max=MAX_JOBS, metavar="N", show_default=False,
                        help=f"{what}, 1 to {MAX_JOBS} (default: one per CPU core){after}.")


JOBS_OPTION = jobs_option("Processes to check decks on")


def error(message: str, hint: str | None = None) -> None:
    """One error on standard error in deckctl's style (`deckctl: error: ...`, then its hint)."""
    print(error_line(message, sys.stderr), file=sys.stderr)
    if hint:
        print(error_line(hint, sys.stderr, "    hint"), file=sys.stderr)


def warning(message: str, hint: str | None = None) -> None:
    """One warning on standard error in deckctl's style (`deckctl: warning: ...`, then its hint)."""
    print(error_line(message, sys.stderr, "deckctl: warning"), file=sys.stderr)
    if hint:
        print(error_line(hint, sys.stderr, "    hint"), file=sys.stderr)


def error_line(message: str, stream, kind: str = "deckctl: error") -> str:
    """`deckctl: error: ` (or another `kind`) and the message: on a terminal wrapped at spaces to
    its width (the lines after the first indented), otherwise one line, for logs and scripts."""
    return fitted(f"{kind}: {message}", stream)


def fitted(line: str, stream, indent: str = "    ") -> str:
    """`line` as it should go to `stream`: on a terminal wrapped at spaces to its width (the lines
    after the first start with `indent`), otherwise one line, for logs and scripts. It is one line
    whatever it quotes: a line break or control character in a file's name or text is shown
    escaped (a CI log takes a line starting `::` as a command: `::add-mask::`, `::error`), and so is
    the start of a workflow command (deckctl.core.workflow_commands: `\\x23#[add-mask]`)."""
    from deckctl.core.printable import printable_line
    from deckctl.core.workflow_commands import inert_line

    line = inert_line(printable_line(line))
    if not stream.isatty():
        return line
    from deckctl.report.layout import wrap

    return wrap(line, terminal_width(stream), rest=indent)


def terminal_width(stream) -> int:
    """The columns of the terminal `stream` is on: COLUMNS when set, else the stream's own (not
    standard output's, as shutil.get_terminal_size measures: with stdout redirected, a message on
    stderr was wrapped at 80 and a narrower terminal cut its words), else 80."""
    try:
        columns = int(os.environ.get("COLUMNS", ""))
    except ValueError:  # (unset, or not a number: as shutil.get_terminal_size, the terminal's own)
        columns = 0
    if columns > 0:
        return columns
    try:
        return os.get_terminal_size(stream.fileno()).columns or 80
    except (AttributeError, OSError, ValueError):  # (no file behind it, or not a terminal after all)
        return 80


def shown_line(text: Path | str) -> str:
    """A line naming what the repository holds (a deck's folder or id, a catalog's path) as `fitted`
    shows it, never wrapped: a byte of a path's name that is not UTF-8 written `\\xff` (`shown`),
    control characters, bidirectional overrides and line breaks escaped (`\\x1b`, `\\u202e`, `\\n`:
    git commits any bytes as a folder's name) and no workflow command's start left for a CI log
    (`\\x3a:error`, `\\x23#[`: deckctl.core.workflow_commands)."""
    from deckctl.core.printable import printable_line
    from deckctl.core.workflow_commands import inert_line

    return inert_line(printable_line(shown(text) if isinstance(text, Path) else text))


def named(path: Path | str) -> str:
    """A file's or folder's name as a line of deckctl's names it, apart from any other name
    (`printable_name`: `a\\u200bb.yaml`, six characters, is not the `a\u200bb.yaml` that holds a
    zero width space), a byte of a path's name that is not UTF-8 written `\xff` (`shown`). The
    line's own escaping (`shown_line`, `fitted`) leaves it as it is: build the line with it."""
    from deckctl.core.printable import printable_name

    return printable_name(shown(path) if isinstance(path, Path) else path, bytes_shown=True)


def say(line: str) -> None:
    """A line of what a command did (`wrote FILE: ...`, a note) on standard error, `fitted`."""
    print(fitted(line, sys.stderr), file=sys.stderr)


def usage_error(message: str, hint: str | None = None) -> typer.Exit:
    error(message, hint)
    return typer.Exit(exit_codes.USAGE)


def language(value):
    """Every `--lang`'s callback: the tag in BCP 47's usual case (`EN` is en, `de-de` de-DE,
    `pt_BR` pt-BR), checked while the command line is read, before any deck is; a malformed one
    is a usage error."""
    if value is None:
        return None
    if isinstance(value, (list, tuple)):  # a repeatable --lang: `-l de -l DE` is one language
        return list(dict.fromkeys(language(one) for one in value))
    from deckctl.core.language_tags import EXAMPLES, MAX_LANGUAGE_TAG_CHARS, canonical

    if len(value) > MAX_LANGUAGE_TAG_CHARS:
        raise usage_error(f"--lang is {len(value):,} characters long; a language tag has at most "
                          f"{MAX_LANGUAGE_TAG_CHARS}", f"use one like {EXAMPLES}")
    tag = canonical(value)
    if tag is None:
        raise usage_error(f"--lang `{value}` is not a language tag (BCP 47): use one like {EXAMPLES}")
    return tag


def shown(path: Path | str) -> str:
    """A path from the command line as messages name it, as typed: a byte of its name that is not
    UTF-8 written `\\xff` (`decks/k\\xff`, not Python's `decks/k\\udcff`), as deckctl names the
    files it finds (io.discover.shown_path)."""
    from deckctl.core.path_text import as_typed

    return as_typed(path)


def existing(path: Path, kind: str) -> Path:
    """`path`, when it is there as a `kind` ("file" or "folder"); else a usage error naming it, as
    for every path given on the command line."""
    if not path.exists():
        raise usage_error(f"no such {kind}: {shown(path)}")
    if (kind == "folder") != path.is_dir():
        raise usage_error(f"{shown(path)} is not a {kind}")
    return path


def environment_error(exc: OSError, doing: str = "write") -> typer.Exit:
    """A file that could not be read or written (a full disk, no permission, something other than
    a regular file in the way): one sentence naming it, and its own exit code."""
    name = exc.filename
    where = f" {shown(name) if isinstance(name, str) else name}" if name else ""
    error(f"cannot {doing}{where}: {exc.strerror or exc}")
    return typer.Exit(exit_codes.ENVIRONMENT)


def validated(paths: list[Path]):
    """Validate `paths`, turning a missing path into a usage error."""
    from deckctl.io.discover import PathNotFound
    from deckctl.validate.deck import validate

    try:
        return validate(paths)
    except PathNotFound as exc:
        raise usage_error(f"no such file or folder: {shown(str(exc))}") from None


def refused_only(result, fmt: Format) -> None:
    """Stop a command whose paths found no deck because each was refused (a deck reached through a
    link leading out of its repository: `unreadable`; a deck folder whose name is not UTF-8:
    `file-name`): its errors, exit 1, rather than the usage error that no deck is there."""
    if not result.decks and any(d.code in ("unreadable", "file-name") for d in result.diagnostics):
        print_diagnostics(result.diagnostics, fmt, "nothing written: the deck is not read")
        raise typer.Exit(exit_codes.INVALID)


def check_decks(paths: list[Path], jobs: int | None, lint: bool = False):
    """Validate (and lint) `paths` deck by deck on `jobs` processes, keeping only each deck's
    findings (and reusing those of unchanged decks from the cache); a missing path is a usage error."""
    from deckctl.core.workers import default_jobs
    from deckctl.io.discover import PathNotFound
    from deckctl.lint.check import check

    cache_warning()
    try:
        return check(paths, jobs or default_jobs(), lint=lint, cached=True)
    except PathNotFound as exc:
        raise usage_error(f"no such file or folder: {shown(str(exc))}") from None


def cache_warning() -> None:
    """One line on stderr when the cache of checked decks is not used (a symlink in its place)."""
    from deckctl.lint import cache

    problem = cache.unusable()
    if problem:
        # (its folder is in the repository, whose name may hold any bytes)
        print(shown_line(f"deckctl: warning: {named(cache.folder())} {problem}: the cache of checked decks is not used "
                         "(delete it, or set DECKCTL_CACHE_DIR to a folder)"), file=sys.stderr)


def print_diagnostics(diagnostics, fmt: Format, summary: str = "") -> None:
    """Findings go to stdout in the chosen format; the human summary to stderr (text only). As
    text on a terminal, each finding and each hint is wrapped at spaces to its width (a terminal
    would cut words); piped, a finding stays one line and its hint another, for tools to read."""
    from deckctl import report

    if fmt is Format.text and sys.stdout.isatty():
        write_findings(diagnostics, sys.stdout)
    else:
        report.write(diagnostics, fmt.value, sys.stdout)
    sys.stdout.flush()
    if summary and fmt is Format.text:
        print(summary, file=sys.stderr)


def write_findings(diagnostics, stream) -> None:
    """Findings as text into `stream`, each finding and each hint `fitted`: on a terminal wrapped
    at spaces to its width (a hint's lines under its text), piped one line each."""
    from deckctl import report

    for line in report.text_lines(diagnostics):
        hint = line.startswith(report.HINT)
        stream.write(fitted(line, stream, " " * len(report.HINT) if hint else "    ") + "\n")


def did_you_mean(given: str, names) -> str:
    """`; did you mean `knowledge`?` for a near miss of one of `names` (`knowlege`, `JSON`), else
    nothing: the tail of a message that names what was given."""
    from difflib import get_close_matches

    lowered = {name.lower(): name for name in names}
    close = get_close_matches(given.lower(), list(lowered), n=1)
    return f"; did you mean `{lowered[close[0]]}`?" if close else ""


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"
