"""`deckctl diff`: cards added, removed, moved and changed between two versions of the decks."""

from __future__ import annotations

import os
import sys
from enum import Enum
from pathlib import Path

import typer

from deckctl.cli.common import default_out, fitted, say, shown_line, usage_error, write_findings
from deckctl.cli.progress import progress
from deckctl.core import exit_codes
from deckctl.core.printable import json_for


DEFAULT_OUT = "card-diff"  # --html's folder


class DiffFormat(str, Enum):
    text = "text"
    json = "json"


def diff_command(
    revisions: list[str] = typer.Argument(None, metavar="REV", show_default=False,
                                          help="Up to two git revisions, or two paths (files or deck folders)."),
    fmt: DiffFormat = typer.Option(DiffFormat.text, "--format", "-f", metavar="text|json",
                                   help="How to print the changes: text or json."),
    textconv: Path = typer.Option(None, "--textconv", metavar="FILE", show_default=False,
                                  help="Print one card file field by field (for git's textconv)."),
    html: bool = typer.Option(False, "--html", help="Write a web page of the changed cards as pictures, "
                                                    "before and after, into --out."),
    out: Path = typer.Option(None, "--out", "-o", metavar="DIR", show_default=False,
                             help=f"Folder for --html's page (default: {DEFAULT_OUT}, beside decks/)."),
    label: str = typer.Option(None, "--label", metavar="NAME", show_default=False,
                              help='Name two card files compared by this name (git difftool: "$MERGED").'),
) -> None:
    """Compare decks card by card: no REV compares the working tree with HEAD, one REV the
    working tree with REV, two REVs (or two paths) each other."""
    from deckctl.diff.compare import compare
    from deckctl.diff.render import as_json, text
    from deckctl.diff.sides import OverBudget, SideError, resolve
    from deckctl.diff.textconv import as_it_is, is_hidden
    from deckctl.diff.textconv import textconv as as_lines

    _check_options(fmt, textconv, html, out)
    if label is not None and (textconv is not None or html):
        raise usage_error(f"--label and {'--html' if html else '--textconv'} do not go together: "
                          "--label names two card files compared as text or JSON")
    if textconv is not None:
        if revisions:
            raise usage_error("--textconv takes one file and no revisions")
        if textconv.is_dir():
            raise usage_error(f"{shown_line(str(textconv))} is a folder: --textconv prints one card file")
        if not os.path.lexists(textconv):
            raise usage_error(f"no such file: {shown_line(str(textconv))}")
        if is_hidden(textconv):  # (no card file: shown as it is, as safe to print as any file textconv shows)
            sys.stdout.write(as_it_is(textconv))
            return
        output, problems = as_lines(textconv)
        sys.stdout.write(output)
        write_findings(problems, sys.stderr)
        return
    given = out is not None
    if html:
        out = default_out(out, DEFAULT_OUT, None)  # (beside decks/: from below it, at the repository's top)
        _check_out(out, given, _read_here(revisions or []))
    try:
        old, new = resolve(list(revisions or []), Path.cwd(), label)
    except SideError as exc:
        raise usage_error(str(exc), exc.hint) from None
    except OverBudget as exc:  # (as a file over its limit: a finding, exit 1)
        write_findings([exc.finding], sys.stderr)
        raise typer.Exit(exit_codes.INVALID) from None
    if html:
        problems = _write_html(old, new, out)
    else:
        diffs = compare(old, new)
        problems = [p for deck in diffs for p in deck.problems]
        if fmt is DiffFormat.json:
            print(json_for(sys.stdout, as_json(diffs, old.label, new.label)))
        elif diffs:
            _print_text(text(diffs))
        else:
            say(f"no card or translation changes ({old.named} -> {new.named})")
    if problems:
        write_findings(problems, sys.stderr)
        raise typer.Exit(exit_codes.INVALID)


def _check_options(fmt: DiffFormat, textconv: Path | None, html: bool, out: Path | None) -> None:
    """Options that do nothing with the others given are a usage error naming both, not left
    unread: --out is --html's folder, --html writes a page (no text or JSON), and --textconv
    prints one file as it is."""
    if textconv is not None and (html or out is not None or fmt is not DiffFormat.text):
        given = "--html" if html else "--out" if out is not None else f"--format {fmt.value}"
        raise usage_error(f"--textconv and {given} do not go together: --textconv prints one card file for git")
    if out is not None and not html:
        raise usage_error(f"--out {out} names the folder of --html's page: add --html, or leave --out out")
    if html and fmt is not DiffFormat.text:
        raise usage_error(f"--html and --format {fmt.value} do not go together: --html writes a web page, "
                          "--format says how to print the changes instead")


def _print_text(changes: str) -> None:
    """The changes as text: on a terminal each line wrapped at spaces to its width (an old or new
    value's lines under its start, another line's under its text), piped as it is, for tools."""
    if not sys.stdout.isatty():
        print(changes)
        return
    for line in changes.split("\n"):
        print(fitted(line, sys.stdout, _continued(line)) if line else line)


def _continued(line: str) -> str:
    """The indent of a wrapped line's next lines: under the value of `old: ...`/`new: ...`, else
    four columns in from the line's own."""
    text = line.lstrip(" ")
    indent = len(line) - len(text)
    for label in ("old: ", "new: "):
        if text.startswith(label):
            return " " * (indent + len(label))
    return " " * (indent + 4)


def _read_here(revisions: list[str]) -> list[Path]:
    """What the diff may read from this machine's folders: the sides named as folders, and the
    repository's decks/ (the working tree's side)."""
    from deckctl.io.discover import DECKS, defaults_folder

    decks = defaults_folder() / DECKS
    return [Path(side) for side in revisions if os.path.isdir(side)] + ([decks] if decks.is_dir() else [])


def _check_out(out: Path, given: bool, reads: list[Path]) -> None:
    """--html's folder (`given`: the user's, else the default), refused (a usage error) before
    anything is read or compared."""
    from deckctl.cli.common import environment_error
    from deckctl.proof.site import DIFF, BadOut, check_out

    try:
        check_out(out, DEFAULT_OUT, DIFF, given, reads)
    except BadOut as exc:
        raise usage_error(str(exc), exc.hint) from None
    except OSError as exc:
        raise environment_error(exc) from None


def _write_html(old, new, out: Path) -> list:
    """`--html`: the changed cards as pictures (deckctl/proof/diffsite.py), with progress on a
    terminal (comparing, with no total yet, then drawing deck by deck; nothing more when piped); the summary on stderr. Returns
    the findings: the decks not compared, art too large to read (the page says so where the
    pictures would be)."""
    from dataclasses import replace

    from deckctl.cli.common import environment_error
    from deckctl.core.workers import default_jobs
    from deckctl.diff.compare import compare
    from deckctl.proof.diffsite import renamed_files, write_diff_site

    old, new = replace(old, label=old.named), replace(new, label=new.named)  # (the page names them so too)
    try:
        with progress("diff", "steps", plain=False, remaining=False) as step:
            # (comparing, then each changed deck drawn: how many is known once compared, so no total
            # until then, rather than one that grows)
            step(0, None, "comparing")
            # (the page draws each side's decks from the catalogs' parses; a renamed card id is one
            # card, its old and new pictures side by side, as the text diff lists it)
            diffs = compare(old, new, keep_parses=True)
            report = write_diff_site(old, new, diffs, out, jobs=default_jobs(),
                                     progress=lambda n, decks, deck: step(1 + n, 1 + decks, f"drawing {deck}"))
    except OSError as exc:
        raise environment_error(exc) from None
    renamed = f", {renamed_files(report.renamed)}" if report.renamed else ""
    apart = report.not_compared
    not_compared = f", {apart} deck{'' if apart == 1 else 's'} not compared" if apart else ""
    say(f"wrote {out / 'index.html'}: {report.counts()}{renamed}{not_compared}{report.errors()}"
        f"{report.untranslated()} ({old.label} -> {new.label})"
        f"{report.not_drawn()}")
    return [p for deck in diffs for p in deck.problems] + report.refused
