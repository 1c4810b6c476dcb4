"""`deckctl fmt`: rewrite deck source files in the canonical layout (or check that they are)."""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from deckctl.cli.common import (FORMAT_OPTION, JOBS_OPTION, SKIP_OUTSIDE_DECKS_OPTION, Format, cache_warning,
                                default_decks, environment_error, error_line, plural, print_diagnostics, shown,
                                shown_line, usage_error)
from deckctl.core import exit_codes


def fmt_command(
    paths: list[Path] = typer.Argument(None, metavar="PATH", show_default=False, help="Decks, folders of decks or single files (default: decks/)."),
    check: bool = typer.Option(False, "--check", help="Write nothing; exit 1 and list the files that would change."),
    diff: bool = typer.Option(False, "--diff", help="Write nothing; print the changes as a unified diff."),
    jobs: int = JOBS_OPTION,
    output: Format = FORMAT_OPTION,
    skip_outside_decks: bool = SKIP_OUTSIDE_DECKS_OPTION,
) -> None:
    """Rewrite deck.yaml, cards/*.yaml and board.yaml in one layout, keeping comments and order,
    and quote values YAML would read as numbers, dates or true/false where text is wanted.

    Only those files are rewritten. Any other file you name is reported as an error and left as
    it is: a cards/*.yml file, a named pipe or device, a file outside any deck, a translation
    catalog (deckctl i18n writes those) or any other file of a deck."""
    from deckctl import fmt
    from deckctl.core.workers import default_jobs

    if skip_outside_decks and (paths := _deck_sources(paths or [])) is None:
        raise typer.Exit(exit_codes.OK)
    cache_warning()
    try:
        # (written deck by deck, each under its deck's lock: deckctl/io/lock.py)
        outcomes, missing = fmt.format_paths(default_decks(paths), jobs or default_jobs(), cached=True,
                                             write=not (check or diff))
    except fmt.PathNotFound as exc:
        raise usage_error(f"no such file or folder: {shown(str(exc))}") from None
    except OSError as exc:
        raise environment_error(exc) from None

    refused = [o for o in outcomes if o.refused]
    changed = [o for o in outcomes if o.changed]
    problems = [*missing, *(d for o in refused for d in o.diagnostics)]
    if output is not Format.text:  # (CI annotations: each file that would change is a finding on its first line)
        print_diagnostics(problems + [fmt.not_formatted(o) for o in changed if check], output)
    else:
        print_diagnostics(problems, Format.text)
    for outcome in changed:
        quoted = fmt.why(outcome)
        if diff:
            sys.stdout.write(fmt.unified_diff(outcome))
        if check:
            if output is Format.text:  # (otherwise a finding, above)
                print(shown_line(f"{outcome.display}: would be reformatted{quoted}"),
                      file=sys.stderr if diff else sys.stdout)
        elif not diff:
            print(shown_line(f"formatted {outcome.display}{quoted}"), file=sys.stderr)
    sys.stdout.flush()

    unchanged = len(outcomes) - len(changed) - len(refused)
    verb = "would be reformatted" if check or diff else "formatted"
    summary = f"{plural(len(changed), 'file')} {verb}, {unchanged} unchanged"
    # (`cards/people.yml`: not a card file; a named pipe in a card file's place: not read)
    not_read = [d for d in missing if d.code in ("card-file-name", "unreadable", "not-deck-source")]
    if refused or not_read:
        summary += f", {len(refused) + len(not_read)} left alone (errors above)"
    if not outcomes and not not_read:  # (files in no deck: their errors above say so, not "none found")
        summary = (f"no deck file {'checked' if check or diff else 'formatted'} ({plural(len(missing), 'error')} above)"
                   if missing else "no deck files found")
    print(summary, file=sys.stderr)
    if check and changed and output is Format.text:  # (the other formats carry it in each finding)
        print(error_line(fmt.fix_hint(len(changed)), sys.stderr, "    hint"), file=sys.stderr)
    raise typer.Exit(exit_codes.INVALID if missing or refused or (check and changed) else exit_codes.OK)


def _deck_sources(paths: list[Path]) -> list[Path] | None:
    """--skip-outside-decks for fmt: the files named that are no deck's YAML sources pass, in no
    deck (as for validate and lint; a file of a deck whose deck.yaml is missing stays, an error:
    `common.meant_for_a_deck`) or in one (a catalog, a hidden `cards/.x.yaml`: the hooks' patterns match them too, and
    fmt never formats them). None: a list that named something has
    nothing left (the command must not fall back to its default, decks/)."""
    from deckctl import fmt
    from deckctl.cli.common import meant_for_a_deck

    kept = [path for path in paths if not (path.is_file() and fmt.foreign(path) is not None
                                           and not meant_for_a_deck(path))]
    return kept if kept or not paths else None
