"""`deckctl merge BASE OURS THEIRS PATH`: git's merge driver for card files.

git calls it with its `%O %A %B %P`: three temporary files and the path being merged (and, where
configured so, the marker size and the labels, see deckctl/merge/markers.py). The result goes to
OURS (%A), written atomically; exit 0 for a clean merge, 1 with conflict markers in it, written in
the repository's `merge.conflictStyle`.

The merged text is spliced from whole lines of the three versions (deckctl/merge/layout.py), so
nothing is re-emitted: comments, quotes and layout stay exactly as each side wrote them, and files
in `deckctl fmt`'s layout stay in it. A clean merge that is not in fmt's layout where a version
was is formatted, layout only (deckctl/merge/fmt_layout.py). Before it is written, the text is
loaded again with the validator's loader and must give the merged cards (with conflicts, each side's resolution must
load); a file that is not a card list or larger than MAX_MERGE_BYTES, or a merge that would
not load back, is merged line by line with `git merge-file` instead, as git would without the
driver, with one message saying why. A clean line merge that does not load is a conflict, never
committed: where ours and theirs each loaded (an alias left without its anchor), ours and theirs
are written whole between markers; where a version already did not load, the line merge is kept
and one error names that version, line, column and card (as `deckctl validate` names them). A
hidden file (`.x.yaml`) is no card file (deckctl/io/discover.py): it is merged as git merges it,
silently.
Two different cards both sides added under one new id (`deckctl new card` on two branches) are both
kept whole, without markers, and reported as a conflict naming both (deckctl/merge/cards.py).
A comment one side added where the other side's new value was taken is kept at the end of a
one-line value, else named in a warning (file:line, card id; deckctl/merge/comments.py), as is
one added to a field or card the other side deleted.
Versions whose list of cards is indented differently (one side ran `deckctl fmt` on an indented
file) are first put at one column (deckctl/merge/list_indent.py).
Versions with CRLF line breaks are merged as LF; the result gets the line breaks git stores
(deckctl/merge/newlines.py).
"""

from __future__ import annotations

import os
import subprocess
import tempfile
from bisect import bisect_left
from dataclasses import dataclass, field
from pathlib import Path

from deckctl.core.align import opcodes
from deckctl.core.card_ids import fresh_id, is_numbered
from deckctl.core.diagnostics import Diagnostic, Severity
from deckctl.core.finding_cap import cap
from deckctl.core.quoted import shortened
from deckctl.io.atomic import write_atomic
from deckctl.io.discover import is_hidden_file_name
from deckctl.io.git import git_error, run_git, timed_out
from deckctl.io.source import SourceFile, load_source, source_of_bytes, with_card_ids
from deckctl.merge.cards import Dropped, FieldMove, Merged, Move, merge_card_files
from deckctl.merge.fmt_layout import in_fmt_layout
from deckctl.merge.layout import NotCardFile, parse_card_file, split_lines
from deckctl.merge.list_indent import Version, at_column, list_column
from deckctl.merge.markers import DEFAULT_MARKERS, Markers
from deckctl.merge.newlines import CRLF, for_result, lf_copy

SIDES = ("base", "ours", "theirs")

# A card file holds tens to hundreds of cards (the starter decks' largest is 16 KB). Merging by
# card id loads every version twice and cuts it into cards, fields and list entries: at 512 KB
# the merges tried took at most 9 s of CPU and 370 MB (82,000 one-line cards, new on both sides;
# 2026-12-03, docs/performance.md), the wall time several times that on a busy machine, and the
# cost grows with the size. A larger version is merged by lines, as git would without the
# driver, in a moment at any size.
MAX_MERGE_BYTES = 512 * 1024
_VERSION = {"base": "the base version", "ours": "our version", "theirs": "their version"}


@dataclass
class MergeResult:
    conflicts: int = 0  # left for the editor: those with markers, and ids given to two cards
    by_lines: bool = False  # merged by git merge-file, not by card id
    diagnostics: list[Diagnostic] = field(default_factory=list)
    two_cards: int = 0  # ids both sides gave to a different new card: both kept, no markers
    not_loading: int = 0  # a line merge left as git made it, which does not load (a side already did not)

    @property
    def summary(self) -> str:
        """What is left to resolve, in words ("" for nothing)."""
        marked = self.conflicts - self.two_cards - self.not_loading
        parts = [f"{marked} conflict{'' if marked == 1 else 's'} left with markers"] if marked else []
        if self.not_loading:
            parts.append("merged line by line, the file does not load: fix it, then `git add` it")
        if self.two_cards:
            parts.append(f"{self.two_cards} id{'' if self.two_cards == 1 else 's'} given to two cards, "
                         "both kept: rename one")
        return ", ".join(parts)


class _Fallback(Exception):
    def __init__(self, diagnostic: Diagnostic):
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic


def merge_files(base: Path, ours: Path, theirs: Path, display: str, markers: Markers = DEFAULT_MARKERS) -> MergeResult:
    """Merge THEIRS's changes since BASE into OURS, by card id; OURS holds the result, its
    conflicts written with `markers`. Its findings are capped as every command's are (the first
    MAX_PER_KIND of each kind, then one that counts the rest): 10,400 conflicts had been printed
    one by one, 1.8 MB of output; the summary still counts them all."""
    result = _merged(base, ours, theirs, display, markers)
    result.diagnostics = cap(result.diagnostics)
    return result


def _merged(base: Path, ours: Path, theirs: Path, display: str, markers: Markers) -> MergeResult:
    paths = dict(zip(SIDES, (base, ours, theirs)))
    if is_hidden_file_name(Path(display).name):  # (a `cards/*.yaml` attribute matches editors' backups too)
        return _merge_lines(paths, ours, display, None, markers, checked=False)  # no card file: as git, silently
    too_large = _too_large(paths, display)
    if too_large is not None:
        return _merge_lines(paths, ours, display, too_large, markers)
    with tempfile.TemporaryDirectory(prefix="deckctl-merge-") as tmp:
        copies = {side: lf_copy(paths[side], Path(tmp) / side) for side in SIDES}
        versions = {side: copy for side, (copy, _) in copies.items()}
        newline = for_result({side: brk for side, (_, brk) in copies.items()}, display)
        try:
            loaded = {side: _card_file(versions[side], side, display) for side in SIDES}
            column = list_column(*(loaded[side].cards for side in SIDES))
            files = {side: at_column(loaded[side], column, display) for side in SIDES}
            merged = merge_card_files(files["base"], files["ours"], files["theirs"])
            text = _checked(merged, display, markers)
        except _Fallback as exc:
            return _merge_lines(versions, ours, display, exc.diagnostic, markers, newline)
        as_merged = text
        if merged.clean and merged.data:
            text = in_fmt_layout(text, [versions[side] for side in SIDES], display)
            text = _unended(text, paths, merged, display)
    write_atomic(ours, text.replace("\n", newline).encode("utf-8"))
    result = MergeResult(conflicts=len(merged.conflicts) + len(merged.two_cards), two_cards=len(merged.two_cards))
    for line, what in merged.conflict_lines(markers):
        card, _, rest = what.partition(": ")
        result.diagnostics.append(Diagnostic(
            display, line, 1, "merge-conflict", rest if card.startswith("card ") else what,
            card_id=card.removeprefix("card ").strip("`") if card.startswith("card ") else "",
            hint="keep what is right between the markers"
            + (", then delete the marker lines" if markers.style == "merge"
               else ", then delete the base's lines (from `|||||||` to `=======`) and the marker lines")))
    result.diagnostics += _two_cards(merged, display, markers)
    result.diagnostics.sort(key=lambda diagnostic: diagnostic.line)
    dropped, moves = merged.dropped_lines(markers), merged.move_lines(markers)
    field_moves = merged.field_move_lines(markers)
    if dropped or moves or field_moves:  # (mapping a formatted file's lines costs seconds where many changed)
        moved = _line_map(as_merged, text)
        result.diagnostics += [_dropped(display, moved(line), note) for line, note in dropped]
        result.diagnostics += [_move_not_kept(display, moved(line), move) for line, move in moves]
        result.diagnostics += [_field_move_not_kept(display, moved(line), move) for line, move in field_moves]
    return result


def _field_move_not_kept(display: str, line: int, move: FieldMove) -> Diagnostic:
    """The warning for a field their side moved, where both sides moved the fields of its card (or
    list entry) and the merge kept our order (docs/git.md)."""
    there = f"below `{move.after}`" if move.after else "to the top"
    return Diagnostic(display, line, 1, "merge-move-not-kept",
                      f"their side moved field `{move.path}` {there}, which the merge does not keep: both "
                      "sides reordered these fields, and the merged order is ours",
                      severity=Severity.WARNING, card_id=move.what.removeprefix("card ").strip("`"),
                      hint=f"move it {there} again if it should stand where their side put it")


def _move_not_kept(display: str, line: int, move: Move) -> Diagnostic:
    """The warning for a card their side moved, where both sides reordered the cards and the
    merge kept our order (docs/git.md)."""
    there = f"below card `{move.after}`" if move.after else "to the top"
    return Diagnostic(display, line, 1, "merge-move-not-kept",
                      f"their side moved this card {there}, which the merge does not keep: both sides "
                      "reordered the cards, and the merged order is ours",
                      severity=Severity.WARNING, card_id=move.card_id,
                      hint=f"move it {there} again if it should stand where their side put it")


def _two_cards(merged: Merged, display: str, markers: Markers) -> list[Diagnostic]:
    """One error per id both sides gave to a different new card, naming both cards' lines."""
    ids = [card["id"] for card in merged.data if isinstance(card, dict) and isinstance(card.get("id"), str)]
    found = []
    for card_id, ours_line, theirs_line in merged.two_card_lines(markers):
        free = f" (`{fresh_id(ids, [card_id])}` is the next id free in this file)" if is_numbered(card_id) else ""
        found.append(Diagnostic(
            display, ours_line, 1, "merge-conflict",
            f"added on both sides as two different cards, both kept whole: "
            f"{_side('ours', markers.ours)} at {display}:{ours_line}, "
            f"{_side('theirs', markers.theirs)} at {display}:{theirs_line}",
            card_id=card_id,
            hint=f"give one of them a new id{free}, then `git add` the file; "
                 "if they are one card after all, delete the wrong one").naming(display))  # (NAMES)
    return found


def _side(side: str, label: str) -> str:
    """`ours`, or `ours (HEAD)` where git named the side."""
    return side if label == side else f"{side} ({label})"


def _dropped(display: str, line: int, note: Dropped) -> Diagnostic:
    """The warning for a comment one side added that the merge left out (deckctl/merge/comments.py)."""
    side, other = ("our", "their") if note.side == "ours" else ("their", "our")
    where, taken = (f"field `{note.where}`: ", "the new value") if note.where else ("", "the card's new values")
    if note.deleted:
        taken = f"the deletion of the {'field' if note.where else 'card'}"
    elif note.same_value:  # neither side changed the value: one side's layout of it was taken
        taken = f"the {'field' if note.where else 'card'}, whose value neither side changed,"
    return Diagnostic(display, line, 1, "merge-comment-dropped",
                      f"{where}the comment `{shortened(note.comment)}` added on {side} side is not in the merge, "
                      f"which took {taken} from {other} side" + ("" if note.deleted else " as written there"),
                      severity=Severity.WARNING, card_id=note.what.removeprefix("card ").strip("`"),
                      hint="write the comment again where it still holds" if note.deleted
                      else "write the comment again if it still holds" if note.same_value
                      else "write the comment again if it still holds for the new value")


def _too_large(paths: dict[str, Path], display: str) -> Diagnostic | None:
    """The warning for a version larger than MAX_MERGE_BYTES, checked before any is read."""
    for side in SIDES:
        try:
            size = paths[side].stat().st_size
        except OSError:
            continue  # the read says why
        if size > MAX_MERGE_BYTES:
            return _by_lines(display, 1, 1, f"{_VERSION[side]} is {size:,} bytes, more than the "
                                             f"{MAX_MERGE_BYTES:,} merged by card id")
    return None


def _card_file(path: Path, side: str, display: str) -> Version:
    source = load_source(path, display)
    errors = _load_errors(source)
    if errors:
        first = errors[0]
        raise _Fallback(_by_lines(display, first.line, first.col,
                                  f"{_VERSION[side]} does not load: {first.message}", first.card_id))
    try:
        return Version(source, parse_card_file(source.text, source.data))
    except NotCardFile as exc:
        raise _Fallback(_by_lines(display, exc.line, exc.col, f"{_VERSION[side]}: {exc.message}")) from None


def _checked(merged: Merged, display: str, markers: Markers) -> str:
    """The merged text, once it loads back as what the merge meant (see the module doc)."""
    text = merged.text(markers)
    if not merged.clean:
        for side in ("ours", "theirs"):
            loaded = _load_text(merged.resolved(side), display)
            if (loaded.data is None or not loaded.ok) and not _no_cards(loaded):
                raise _Fallback(_by_lines(display, 1, 1, f"the merge by card id, resolved to {side}, would not load"))
        return text
    loaded = _load_text(text, display)
    if not merged.data and _no_cards(loaded):  # every card deleted: only comments are left
        return text
    if loaded.data is None or not loaded.ok or loaded.data != merged.data:
        raise _Fallback(_by_lines(display, 1, 1, "the merge by card id would not load back as the merged cards"))
    return text


def _no_cards(loaded: SourceFile) -> bool:
    """Whether a text holds no content at all, only blank lines and comments: what is left of a card
    file whose every card was deleted (a conflict's side where the one card was deleted too)."""
    return loaded.data is None and all(d.code == "empty-file" for d in loaded.diagnostics if d.is_error)


def _line_map(old: str, new: str):
    """Where a line (1-based) of `old` is in `new`, the same text formatted (or not changed)."""
    if old == new:
        return lambda line: line
    old_lines, new_lines = old.splitlines(), new.splitlines()
    blocks = opcodes(old_lines, new_lines)  # (bounded: a file's lines may be made slow for difflib to align)
    # The blocks cover old's lines in order: the first ending at or past a line is the only one
    # that can hold it (searching them all for each warning was quadratic in the warnings).
    old_ends = [old_end for _, _, old_end, _, _ in blocks]

    def moved(line: int) -> int:
        at = bisect_left(old_ends, line)
        if at < len(blocks):
            _, old_start, old_end, new_start, new_end = blocks[at]
            if old_start < line <= old_end:
                return min(new_start + line - old_start, max(new_end, new_start + 1))
        return min(line, max(len(new_lines), 1))
    return moved


def _load_text(text: str, display: str) -> SourceFile:
    return source_of_bytes(text.encode("utf-8"), display)


def _load_errors(source: SourceFile) -> list[Diagnostic]:
    """The errors that stop a version loading, each naming the card it falls in as validate names
    it (a quote never closed: the card where it opens, not the last one, where YAML stopped)."""
    def stops(diagnostic: Diagnostic) -> bool:
        return diagnostic.is_error and diagnostic.code != "empty-file"
    if not any(map(stops, source.diagnostics)):  # (nearly every version: its cards need not be looked up)
        return []
    return [d for d in with_card_ids(source)[0] if stops(d)]


def _by_lines(display: str, line: int, col: int, why: str, card_id: str = "") -> Diagnostic:
    return Diagnostic(display, line, col, "merge-by-lines", f"cannot merge by card id: {why}",
                      severity=Severity.WARNING, card_id=card_id,
                      hint="merged line by line instead, as git does without the driver")


def _merge_lines(versions: dict[str, Path], target: Path, display: str, why: Diagnostic | None,
                 markers: Markers, newline: str | None = None, checked: bool = True) -> MergeResult:
    """git's own line merge (`git merge-file`) of the versions, written to TARGET (OURS) in the
    same style and labels; with `newline`, the versions are LF copies and it ends each line.
    `why` is the warning saying why it is not merged by card id (None: a file that is no card file).
    `checked`: a clean merge that does not load as a card file is a conflict (see
    _loading_or_conflict)."""
    result = MergeResult(by_lines=True, diagnostics=[why] if why else [])
    style = ["--diff3"] if markers.style == "diff3" else ["--zdiff3"] if markers.style == "zdiff3" else []
    # `-c`: merge-file reads merge.conflictStyle itself inside a repository; the style chosen wins.
    # The paths absolute: git runs at the repository's top, not always where deckctl was run.
    command = ["-c", f"merge.conflictStyle={markers.style}", "merge-file", "-p", *style,
               f"--marker-size={markers.size}", "-L", markers.ours, "-L", markers.base, "-L", markers.theirs,
               *(os.path.abspath(versions[side]) for side in ("ours", "base", "theirs"))]
    try:
        done = run_git(command)
    except OSError as exc:
        result.diagnostics.append(Diagnostic(display, 0, 0, "merge-failed", f"cannot run git merge-file: {exc}",
                                             hint="install git; OURS is left as it was"))
        result.conflicts = 1
        return result
    except subprocess.TimeoutExpired as exc:  # (io.git.GIT_TIMEOUT: a config that makes git wait)
        result.diagnostics.append(Diagnostic(display, 0, 0, "merge-failed", timed_out(command[2:], exc.timeout),
                                             hint="OURS is left as it was"))
        result.conflicts = 1
        return result
    if done.returncode < 0 or done.returncode > 127:
        message = git_error(done.stderr) or f"exit code {done.returncode}"
        result.diagnostics.append(Diagnostic(display, 0, 0, "merge-failed", f"git merge-file failed: {message}",
                                             hint="OURS is left as it was"))
        result.conflicts = 1
        return result
    merged, result.conflicts = done.stdout, done.returncode
    if checked and not done.returncode:
        merged = _loading_or_conflict(merged, versions, display, markers, result)
    write_atomic(target, merged.replace(b"\n", newline.encode()) if newline == CRLF else merged)
    return result


LOADS = 2  # _how_far's level of a card file; 1: YAML but no list of cards, 0: not even YAML


@dataclass(frozen=True)
class Problem:
    """The first thing that stops a text loading as a card file, where it is in that text."""
    line: int
    col: int
    message: str
    card_id: str = ""  # the card it falls in, as validate names it ("" where none is known)


def _how_far(raw: bytes, display: str) -> tuple[int, Problem | None]:
    """How far a text loads: LOADS as a card file (a list of cards with unique ids, or no cards),
    1 as YAML only, 0 not at all; with the first problem met."""
    source = source_of_bytes(raw, display)
    errors = _load_errors(source)
    if errors:
        return 0, Problem(errors[0].line, errors[0].col, errors[0].message, errors[0].card_id)
    try:
        parse_card_file(source.text, source.data)
    except NotCardFile as exc:
        return 1, Problem(exc.line, exc.col, exc.message)
    return LOADS, None


def _loading_or_conflict(merged: bytes, versions: dict[str, Path], display: str, markers: Markers,
                         result: MergeResult) -> bytes:
    """git's clean line merge, once it loads as a card file. One that does not is never left as
    a clean merge (git would commit it): where ours and theirs each loaded further, their edits
    do not fit together (an alias left without its anchor, an id given twice), and they are
    written whole between markers; where a version already did not load, the line merge is kept
    as it is (it holds both sides' edits) for the editor to fix. Either way, a conflict."""
    level, problem = _how_far(merged, display)
    if problem is None:
        return merged
    levels = {side: _how_far(_read(versions[side]), display) for side in SIDES}
    result.conflicts = 1
    if all(levels[side][0] > level for side in ("ours", "theirs")):
        merged, line = _both_whole(versions, markers)
        result.diagnostics.append(_broken_by_lines(display, line, (problem.line, problem.message, _not(level)), markers))
        return merged
    result.not_loading = 1
    broken = {side: found for side, found in levels.items() if found[1] is not None}
    result.diagnostics = [_already_broken(display, level, problem, broken, markers)]  # (it says why by lines)
    return merged


def _unended(text: str, paths: dict[str, Path], merged: Merged, display: str) -> str:
    """A clean merge of versions whose last lines all have no line end (an editor that writes
    none) ends so too, where that reads the same: its last line is one of theirs, and none of
    them gave it an end (whole lines of the versions, docs/git.md)."""
    if not text.endswith("\n") or any(_read(path).endswith(b"\n") or not _read(path) for path in paths.values()):
        return text
    unended = text.removesuffix("\n")
    loaded = _load_text(unended, display)
    return unended if loaded.data is not None and loaded.ok and loaded.data == merged.data else text


def _read(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError:  # (git's own temporary file: gone only if removed meanwhile)
        return b"\0"  # not a text: does not load


def _not(level: int) -> str:
    return "would not load" if level == 0 else "would not be a list of cards"


def _already_broken(display: str, level: int, problem: Problem, broken: dict[str, tuple[int, Problem | None]],
                    markers: Markers) -> Diagnostic:
    """The error for a line merge that does not load because a version did not: which version,
    where in it, and that the merge is left as git made it (located where the merge fails)."""
    labels = {"base": markers.base, "ours": markers.ours, "theirs": markers.theirs}
    alike: dict[tuple[int, Problem], list[str]] = {}  # (versions broken the same way are named together)
    for side, (side_level, found) in broken.items():
        alike.setdefault((side_level, found), []).append(
            _VERSION[side] + ("" if labels[side] == side else f" ({labels[side]})"))
    sides = "; ".join(
        f"{_joined(names)} {_fails(side_level, len(names))} (line {found.line}, col {found.col}"
        f"{' in each' if len(names) > 1 else ''}{_in_card(found, problem)}: {found.message})"
        for (side_level, found), names in alike.items())
    same = all(found.message == problem.message for _, found in alike)
    merge = f"git's line merge {_fails(level)} either" + ("" if same else f": {problem.message}")
    return Diagnostic(
        display, problem.line, problem.col, "merge-conflict",
        f"cannot merge by card id: {sides}; {merge}. The file is left as the line merge wrote it "
        "(both sides' edits, no markers) and is a conflict, so that git commits nothing that does not load",
        card_id=problem.card_id,
        hint="fix the file where it does not load (`deckctl validate` names the place), then `git add` it")


def _in_card(found: Problem, merged: Problem) -> str:
    """`, card `id`` where a version fails in another card than the line merge (named beside the
    file's place); nothing where it is the same card."""
    return f", card `{found.card_id}`" if found.card_id and found.card_id != merged.card_id else ""


def _fails(level: int, versions: int = 1) -> str:
    if level == 0:
        return "does not load" if versions == 1 else "do not load"
    return "is not a list of cards with unique ids" if versions == 1 else "are not lists of cards with unique ids"


def _joined(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _both_whole(versions: dict[str, Path], markers: Markers) -> tuple[bytes, int]:
    """Ours and theirs (and the base, in the diff3 styles) whole in one conflict, from the first
    line where the three differ to the last; and the line of its `<<<<<<<` marker."""
    texts = {side: split_lines(versions[side].read_bytes().decode("utf-8", "surrogateescape")) for side in SIDES}
    base, ours, theirs = (texts[side] for side in SIDES)
    start = 0
    while start < min(map(len, (base, ours, theirs))) and base[start] == ours[start] == theirs[start]:
        start += 1
    end = 0
    while (end < min(map(len, (base, ours, theirs))) - start
           and base[-1 - end] == ours[-1 - end] == theirs[-1 - end]):
        end += 1

    def middle(lines: list[str]) -> list[str]:
        inside = lines[start: len(lines) - end]
        if inside and not inside[-1].endswith("\n"):  # (a last line without a newline: the marker goes below it)
            inside[-1] += "\n"
        return inside

    conflict = markers.render(middle(ours), middle(base), middle(theirs))
    text = "".join(ours[:start] + conflict + ours[len(ours) - end:])
    return text.encode("utf-8", "surrogateescape"), start + conflict.index(markers.opening()) + 1


def _broken_by_lines(display: str, line: int, problem: tuple[int, str, str], markers: Markers) -> Diagnostic:
    """The error for a line merge that would have broken the file (see _loading_or_conflict)."""
    at, message, what = problem
    delete = ("the marker lines" if markers.style == "merge"
              else "the base's lines (from `|||||||` to `=======`) and the marker lines")
    return Diagnostic(
        display, line, 1, "merge-conflict",
        f"merged line by line, the file {what}: {message} (line {at} of the line merge); the two sides' "
        "edits do not fit together, so ours and theirs are left whole between markers, from the first line "
        "where they differ to the last",
        hint=f"write the cards as both sides meant them between the markers, delete {delete}, "
             "check the file with `deckctl validate`, then `git add` it")
