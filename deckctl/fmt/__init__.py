"""`deckctl fmt`: every source file of the decks named (deck.yaml, cards/*.yaml, board.yaml) in the
canonical layout (deckctl/io/rewrite.py describes it and writes it).

A deck is validated first, for the values YAML reads as something other than the text the model
wants (`unquoted-scalar`: a plain `1.10`), which the writer quotes; decks are formatted on several
processes, and a deck found formatted is remembered in the findings cache until one of its files
changes.
"""

from __future__ import annotations

import codecs
import hashlib
import os
from dataclasses import replace
from functools import partial
from pathlib import Path

from deckctl.core.diagnostics import Diagnostic
from deckctl.io.discover import (
    CARDS,
    MANIFEST,
    PathNotFound,
    card_file_paths,
    discover,
    display_path,
    file_deck,
    misnamed_card_file_errors,
)
from deckctl.io.line_ends import CRLF, LF, crlf
from deckctl.io.paths import unreadable_source
from deckctl.io.rewrite import Outcome, RewriteBudget, format_file, unified_diff

__all__ = ["Outcome", "PathNotFound", "deck_files", "fix_hint", "foreign", "format_file", "format_paths",
           "targets", "unified_diff", "write_all"]

BOARD = "board.yaml"
_UNQUOTED = "unquoted-scalar"


def deck_files(deck: Path) -> list[Path]:
    """The source files of one deck that fmt rewrites."""
    files = [deck / MANIFEST]
    if os.path.lexists(deck / BOARD):
        files.append(deck / BOARD)
    return files + card_file_paths(deck)  # (a link, named pipe or folder among them is refused: `targets`)


def targets(paths: list[Path]) -> tuple[list[Path], list[Diagnostic]]:
    """The files the paths name: a file itself when it is a deck's source file, and every source
    file of each deck a folder is or holds; a folder with no deck, and a named file that is no
    deck's source (`foreign`: a catalog, a file in no deck), is a diagnostic (raises PathNotFound
    for a missing path). A `cards/people.yml` is not a card file, and a named pipe, device or
    folder in a card file's place is not read, as for validate: an error each, and not formatted."""
    named = [path for path in paths if os.path.lexists(path) and not path.is_dir()]  # (a named pipe too)
    found = discover([path for path in paths if path not in named])
    refused = [_linked(path) or unreadable_source(path, path.parent) or _misnamed(path) or foreign(path)
               for path in named]
    files = {path.resolve() for path, problem in zip(named, refused) if problem is None}
    for deck in found.decks:
        refused += misnamed_card_file_errors(deck)
        for path in deck_files(deck):
            problem = _linked(path) or unreadable_source(path, deck)  # (as validate says of it)
            refused.append(problem)
            if problem is None:
                files.add(path)
    problems = [problem for problem in refused if problem is not None]
    return sorted(files), found.diagnostics + list(dict.fromkeys(problems))  # (a .yml named and in its deck: once)


def foreign(path: Path) -> Diagnostic | None:
    """A file named on the command line that is no deck's deck.yaml, board.yaml or card file: never
    formatted (fmt would rewrite a catalog or a web page as YAML). In no deck, validate's and lint's
    `missing-manifest`; in a deck, `not-deck-source` (a catalog: the i18n commands write those)."""
    try:
        resolved = path.resolve()
    except (OSError, RuntimeError):  # (a loop of links: unreadable_source says so first)
        return None
    deck = file_deck(resolved)
    if deck is None:
        return discover([path]).diagnostics[0]
    if resolved in deck_files(deck):
        return None
    if resolved.suffix == ".po":
        return Diagnostic(display_path(path), 0, 0, "not-deck-source",
                          "not formatted: a translation catalog is not deck YAML, and fmt leaves it to `deckctl i18n`",
                          hint="`deckctl i18n update` rewrites a deck's catalogs and `deckctl i18n status` checks "
                               "them; `msgfmt -c` checks a catalog's syntax")
    return Diagnostic(display_path(path), 0, 0, "not-deck-source",
                      f"not formatted: not one of its deck's source files ({MANIFEST}, {BOARD}, {CARDS}/*.yaml)",
                      hint=f"fmt formats a deck's {MANIFEST}, {BOARD} and {CARDS}/*.yaml; name the deck's folder "
                           "to format them all")


def _misnamed(path: Path) -> Diagnostic | None:
    """A file named on the command line that is a misnamed card file of its deck (`cards/people.yml`)."""
    deck = path.resolve().parent.parent
    if path.parent.name != CARDS or not (deck / MANIFEST).is_file():
        return None
    return next((d for d in misnamed_card_file_errors(deck) if d.file == display_path(path.resolve())), None)


def _linked(path: Path) -> Diagnostic | None:
    """A source file that is a symbolic link, or sits in a `cards/` folder that is one: fmt would
    write where the link leads (anywhere on the machine), so it is left alone, with an error."""
    for link in (path, path.parent) if path.parent.name == CARDS else (path,):
        if link.is_symlink():
            what = "the file" if link == path else f"its folder {link.name}/"
            return Diagnostic(display_path(path), 0, 0, "symlink",
                              f"not formatted: {what} is a symbolic link, and fmt does not write through links",
                              hint="replace the link with the file or folder itself, or format the deck it leads to")
    return None


def _deck_check(deck: Path, cached: bool) -> list[Diagnostic]:
    """The deck's validation findings (for the values to quote and the cards past MAX_CARDS)."""
    from deckctl.lint.check import cached_check, check_deck

    return (cached_check(deck) if cached else check_deck(deck)).diagnostics


def _unquoted_marks(found: list[Diagnostic]) -> dict[str, set[tuple[int, int]]]:
    """(line, col) of every `unquoted-scalar` finding of one deck, per displayed file name."""
    marks: dict[str, set[tuple[int, int]]] = {}
    for d in found:
        if d.code == _UNQUOTED:
            marks.setdefault(d.file, set()).add((d.line, d.col))
    return marks


def format_paths(paths: list[Path], jobs: int = 1, cached: bool = False,
                 write: bool = False) -> tuple[list[Outcome], list[Diagnostic]]:
    """Format every deck source file the paths name (in memory; nothing is written unless `write`,
    see `_format_and_write`; an unchanged file's outcome holds no text); the
    diagnostics name the folders that hold no deck. `jobs`: processes to validate and format on.
    `cached`: the files of a deck the cache knows as formatted, unchanged since, are not read again
    as YAML (deckctl/lint/cache.py); a deck found formatted is remembered."""
    from deckctl.core.workers import ordered_map
    from deckctl.lint.check import deck_size, import_for_workers

    files, diagnostics = targets(paths)
    groups = _by_deck(files)
    if min(jobs, len(groups)) > 1:
        import_for_workers(lint=False)
        from deckctl.io import canonical  # noqa: F401  (the quick check, which every file takes)
    task = partial(_format_and_write if write else _format_deck, cached=cached)
    outcomes = ordered_map(task, groups, jobs, cost=lambda group: deck_size(group[0]) if group[0] else 0)
    done = {outcome.path: outcome for deck_outcomes in outcomes for outcome in deck_outcomes}
    return [done[path] for path in files], diagnostics


def _by_deck(files: list[Path]) -> list[tuple[Path | None, list[Path]]]:
    """The files grouped by the deck they belong to (None: a file outside any deck), in order:
    a deck is one task, validated once for the values it needs quoted."""
    decks = set(discover(files).decks)
    groups: dict[Path | None, list[Path]] = {}
    for path in files:
        owner = next((parent for parent in list(path.parents)[:3] if parent in decks), None)
        groups.setdefault(owner, []).append(path)
    return list(groups.items())


def _format_and_write(group: tuple[Path | None, list[Path]], cached: bool) -> list[Outcome]:
    """`_format_deck`, and its changed files written, all the while holding the deck folder's lock
    (deckctl/io/lock.py), which `deckctl new card` and the other writers of a deck take too: a card
    added while fmt read the deck would be lost when fmt wrote its file back. One deck at a time
    on each process, so no run waits holding another's lock. A deck whose lock another run holds
    past the wait is left alone: one `deck-locked` error, on its first file. Raises OSError."""
    from deckctl.io.lock import Locked, NotLocked, deck_locked, lock_refused

    deck, files = group
    if deck is None:  # (in no deck: nothing to lock)
        outcomes = _format_deck(group, cached)
        write_all([outcome for outcome in outcomes if outcome.changed])
        return outcomes
    try:
        with deck_locked(deck):
            outcomes = _format_deck(group, cached)
            write_all([outcome for outcome in outcomes if outcome.changed])
            return outcomes
    except (Locked, NotLocked) as exc:
        problem = lock_refused(deck, exc, "fmt", "none of its files is formatted")
        return [Outcome(path, display_path(path), diagnostics=[problem] if n == 0 else [])
                for n, path in enumerate(files)]


def _format_deck(group: tuple[Path | None, list[Path]], cached: bool) -> list[Outcome]:
    """Format one deck's files (a worker's task). With `cached`, the cache lookup and store
    happen here too, so that hashing decks runs on every core."""
    from deckctl.lint import cache

    deck, files = group
    if deck is None:
        return [_format_task((path, set(), None)) for path in files]
    sources = set(deck_files(deck))
    name, key = (cache.deck_slot(deck, "fmt"), cache.deck_key(deck, "fmt")) if cached else (None, None)
    # (kept per rule set: the pre-commit hook's own deckctl and the virtual environment's take turns)
    rules = cache.rule_set(deck, "fmt") if cached else ""
    known = key is not None and cache.get_kept(name, rules, key) is True  # every source of the deck is formatted
    not_read, marks = _past_deck_bytes(deck), {}
    if not known and any(path not in not_read for path in files):  # (a file has to be read: validated first)
        found = _deck_check(deck, cached)
        marks = _unquoted_marks(found)
        not_read |= _past_max_cards(deck, found)
    budget = RewriteBudget()  # (the deck's files in order, on one process: the same files each run)
    memo = _Memo(deck, rules) if cached and not known else None
    outcomes = []
    for path in files:
        if known and path in sources:
            outcomes.append(_unchanged(path))
            continue
        if path in not_read:
            outcomes.append(Outcome(path, display_path(path), diagnostics=[not_read[path]]))
            continue
        if memo is not None and memo.formatted(path):  # (found so before: no round trip, none of the budget)
            outcomes.append(_unchanged(path))
            continue
        outcomes.append(_format_task((path, marks.get(display_path(path), set()), budget)))
        if memo is not None and not outcomes[-1].refused:
            memo.add(outcomes[-1])
    if memo is not None:
        memo.store()
    if key is not None and not known and sources <= set(files) \
            and all(not o.refused and not o.changed for o in outcomes):
        cache.put_kept(name, rules, key, True)
    return outcomes


class _Memo:
    """The deck's files fmt found in its layout, by their contents, kept in the findings cache: a
    file the quick check cannot tell (a comment inside a card) takes the round trip only once, so
    each run of `fmt` on a deck past MAX_DECK_REWRITE_BYTES gets further, and then passes. Keyed by
    deck.yaml's contents too, which the values to quote depend on (its game)."""

    def __init__(self, deck: Path, rules: str) -> None:
        from deckctl.lint import cache

        self.name, self.rules = cache.deck_slot(deck, "fmt-files"), rules
        manifest = _bounded(deck / MANIFEST)
        self.key = hashlib.sha256(manifest).hexdigest() if manifest is not None else None
        kept = cache.get_kept(self.name, rules, self.key) if self.key else None
        self.before = set(kept) if isinstance(kept, list) else set()
        self.now: set[str] = set()

    @staticmethod
    def _digest(path: Path, data: bytes) -> str:
        return hashlib.sha256(display_path(path).encode("utf-8", "surrogateescape") + b"\0" + data).hexdigest()

    def formatted(self, path: Path) -> bool:
        data = _bounded(path)
        if data is None:
            return False
        digest = self._digest(path, data)
        if digest in self.before:
            self.now.add(digest)
            return True
        return False

    def add(self, outcome: Outcome) -> None:
        """The file as fmt leaves it in its layout: unchanged, or as fmt writes it (fmt's layout is
        its own fixed point; with `--check` that text is never on disk, and never matches)."""
        # (an unchanged file's outcome holds no text: `_unchanged`)
        data = outcome.new.encode("utf-8") if outcome.changed else _bounded(outcome.path)
        if data is not None:
            self.now.add(self._digest(outcome.path, data))

    def store(self) -> None:
        from deckctl.lint import cache

        if self.key is not None and self.now != self.before:
            cache.put_kept(self.name, self.rules, self.key, sorted(self.now))


def _bounded(path: Path) -> bytes | None:
    """A deck file's bytes, or None if it is no regular file, cannot be read or is larger than a
    deck file may be (`MAX_FILE_BYTES`, read no further: a `deck.yaml` of 600 MB, a sparse file git
    keeps in a few KB, had been read whole, then failed validation as `file-too-large`)."""
    from deckctl.io.paths import read_kept
    from deckctl.io.source import MAX_FILE_BYTES

    return read_kept(path, MAX_FILE_BYTES)


def _past_deck_bytes(deck: Path) -> dict[Path, Diagnostic]:
    """The card files validate does not read for the deck's bytes (`MAX_DECK_BYTES`, in name
    order: the file that takes the card files over it and those after it), each with its
    `deck-too-large` error: fmt leaves them alone, unread (a 7.8 MB card file of comment lines
    had taken `fmt --check` 42 s, one of cards in an odd layout takes it longer)."""
    from deckctl.validate.limits import too_many_bytes

    found, read = {}, 0
    for path in card_file_paths(deck):
        try:
            size = os.stat(path).st_size
        except OSError:  # (formatting it says why it cannot be read)
            continue
        problem = too_many_bytes(display_path(path), size, read)
        if problem is not None:
            found[path] = problem
        read += size
    return found


def _past_max_cards(deck: Path, found: list[Diagnostic]) -> dict[Path, Diagnostic]:
    """The card files validate does not read for the deck's cards (`MAX_CARDS`, in name order: the
    file holding the first card past it, with validate's `too-many-cards` error, and those after
    it, each with one of its own): fmt leaves them alone, unread (12 files of 33,372 small cards,
    which validate refuses in 0.65 s, had taken `fmt --check` 101 s and passed)."""
    from deckctl.core.deck_limits import MAX_CARDS
    from deckctl.validate.limits import SPLIT_DECK_HINT

    past = next((d for d in found if d.code == "too-many-cards"), None)
    files = card_file_paths(deck)
    first = next((i for i, path in enumerate(files) if display_path(path) == past.file), None) if past else None
    if first is None:
        return {}
    after = Diagnostic(past.file, 0, 0, "too-many-cards",
                       f"not formatted: the deck has more than {MAX_CARDS:,} cards before this file, and "
                       "its cards are not read", hint=SPLIT_DECK_HINT)
    return {files[first]: past} | {path: replace(after, file=display_path(path)) for path in files[first + 1:]}


def _unchanged(path: Path) -> Outcome:
    """An unchanged file's outcome without its text: a catalogue's worth of texts need not be held."""
    return Outcome(path, display_path(path), old=b"", new="")


def _format_task(task: tuple[Path, set[tuple[int, int]], RewriteBudget | None]) -> Outcome:
    path, unquoted, budget = task
    # (a file too large to rewrite left alone: MAX_REWRITE_BYTES; one past its deck's MAX_DECK_REWRITE_BYTES too)
    outcome = format_file(path, unquoted, limited=True, budget=budget)
    if outcome.new is not None and crlf(outcome.old_text):
        # (its line ends kept: a checkout with Git for Windows' autocrlf, or `eol=crlf` in
        # .gitattributes, has CRLF in every file, which `fmt --check` had flagged each time)
        outcome.new = outcome.new.replace(LF, CRLF)
    return outcome if outcome.refused or outcome.changed else _unchanged(path)


def write_all(outcomes: list[Outcome]) -> None:
    """The new text of every outcome, or none of them (a full disk halfway changes no file)."""
    from deckctl.io.atomic import write_all as write_files

    write_files({outcome.path: outcome.new.encode("utf-8") for outcome in outcomes if outcome.new is not None})


def why(outcome: Outcome) -> str:
    """What about a changed file is not in the layout, where one thing says it: ` (LF and CRLF line
    endings mixed)` (fmt writes LF then; CRLF on every line is kept), ` (byte-order mark)` (saved
    so by a Windows editor), ` (quoted 1.10, yes)`."""
    reasons = []
    if outcome.old.startswith(codecs.BOM_UTF8):
        reasons.append("byte-order mark")
    if CRLF.encode() in outcome.old and not crlf(outcome.old_text):
        reasons.append("LF and CRLF line endings mixed")
    if outcome.quoted:
        reasons.append(f"quoted {', '.join(outcome.quoted)}")
    return f" ({'; '.join(reasons)})" if reasons else ""


def fix_hint(files: int = 1) -> str:
    """What to do about files `fmt --check` would change: the hint of its findings (`--format
    github` and the like) and of its text output alike."""
    return f"run `deckctl fmt` on {'it' if files == 1 else 'them'} (`deckctl fmt --diff` shows the changes)"


def not_formatted(outcome: Outcome) -> Diagnostic:
    """A file `fmt --check` would change, as a finding (for CI annotations)."""
    return Diagnostic(outcome.display, 1, 1, "not-formatted", f"not in deckctl's layout{why(outcome)}",
                      hint=fix_hint())
