"""`deckctl build` at scale: plan from content hashes, run the stale decks in parallel, then
move the outputs into place only when every deck succeeded.

1. Plan (main process, no YAML parsed): hash each deck's input files and compare with
   `build/manifest.json`. A deck whose validation key, output keys and output files all match is
   up to date and is not even loaded; otherwise its stale languages become jobs.
2. Run: jobs (a deck in one or more languages) go to `--jobs` worker processes, the biggest
   first; each loads and checks one deck, writes its outputs into `<out>/.staging-<pid>/` and
   returns a small summary. Once a deck fails, the remaining jobs only check. With fewer jobs
   than processes (one large deck), the processes left draw the jobs' PDF pages.
3. Commit, only when nothing failed (checks, duplicate deck ids, PDF problems): write the
   manifest without the outputs about to be replaced or removed (their editions kept unlisted:
   it still owns their folders, and owns those of a new deck or language already), remove the
   old outputs the new manifest no longer accounts for (then, where a deck's id changed, write it
   owning its new id's folders), rename each staged file into place (an atomic replace: a reader,
   or a build killed at any moment, sees the old file or the new one), then write the manifest
   with the new outputs. So the manifest never claims a file that is not on
   disk with the recorded hash. The old files are kept in the staging folder until the manifest
   is written, and put back if any step fails (a full disk writing the manifest). When a deck
   failed, nothing is written; the manifest is refused up front if it is not a regular file.
"""

from __future__ import annotations

import contextlib
import os
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

from deckctl.build import cache
from deckctl.build.jobs import DeckSummary, EditionResult, Job, JobResult, run_job
from deckctl.core.diagnostics import Diagnostic
from deckctl.core.signals import raise_if_stopped
from deckctl.io.atomic import Replacement

STAGING_PREFIX = ".staging-"
ASIDE = ".replaced"  # in the staging folder: the old outputs, until every new one is in place

Progress = Callable[[int, int, str, str], None]  # (decks done, decks in all, deck just done, decks being built)


@dataclass
class DeckPlan:
    deck_dir: Path
    inputs: dict[str, str | None]
    references: dict[str, str | None]
    cached: cache.DeckEntry | None  # the manifest's entry, when its validation still holds
    previous: cache.DeckEntry | None  # the manifest's entry, whatever it says
    jobs: list[Job] = field(default_factory=list)
    cost: int = 0  # bytes of input: the bigger decks start first
    # after the run, when the deck was loaded: its summary, findings and the languages written
    summary: DeckSummary | None = None
    findings: list[Diagnostic] = field(default_factory=list)
    built: dict[str, EditionResult] = field(default_factory=dict)

    @property
    def label(self) -> str:
        """What the progress names the deck by: its id at the last build, else its folder's name
        (a byte of it that is not UTF-8 written `\\xff`; the command line escapes the rest), told
        apart from any other folder's name as findings name it (`printable_name`: `x\\\\u200by` holds a
        backslash, `x\\u200by` a zero width space)."""
        from deckctl.core.path_text import as_typed
        from deckctl.core.printable import printable_name

        return self.previous.id if self.previous else printable_name(as_typed(self.deck_dir.name), bytes_shown=True)


@dataclass
class Row:
    """One line of the closing table."""

    deck: str
    language: str
    cards: int
    outputs: list[str]
    built: bool


@dataclass
class BuildReport:
    diagnostics: list[Diagnostic] = field(default_factory=list)
    rows: list[Row] = field(default_factory=list)
    failure: str = ""  # "invalid" (a deck has errors) or "print" (cards cannot be printed), else ""
    warnings: list[str] = field(default_factory=list)  # about the manifest, not about decks
    notes: list[tuple[str, str]] = field(default_factory=list)  # (deck id, advice on its print: section)
    decks: int = 0
    built: int = 0  # decks with at least one output written
    cards: int = 0
    removed: list[str] = field(default_factory=list)  # old outputs no deck makes any more (relative to out_dir)


def build(paths: list[Path], out_dir: Path, jobs: int = 1, force: bool = False,
          progress: Progress | None = None) -> BuildReport:
    """Build the decks `paths` name into `out_dir`. Raises PathNotFound for a missing path and
    OSError when the output folder cannot be written."""
    from deckctl.io.atomic import check_folder, check_target
    from deckctl.io.discover import discover

    check_folder(out_dir)  # (a committed `build` symlink would send every output elsewhere)
    check_target(out_dir / cache.MANIFEST_NAME)  # refused now, not once the outputs are in place
    report = BuildReport()
    found = discover(paths)
    report.diagnostics += found.diagnostics
    repository, others = _repository(found.decks)
    manifest = _load(out_dir, repository, others, report)
    plans = [_plan(deck_dir, out_dir, manifest, force) for deck_dir in found.decks]
    report.decks = len(plans)
    staging = out_dir / f"{STAGING_PREFIX}{os.getpid()}"
    for plan in plans:
        plan.jobs = [replace(job, staging=staging, out_dir=out_dir) for job in plan.jobs]
    pending = [job for plan in sorted(plans, key=lambda p: (-p.cost, str(p.deck_dir))) for job in plan.jobs]
    created = [folder for folder in (out_dir, *out_dir.parents) if not folder.exists()]  # the innermost first
    committed = False
    try:
        if pending:
            staging.mkdir(parents=True)
        results = _run(pending, plans, jobs, progress)
        raise_if_stopped()  # (a signal whose exception was lost: the results may be cut short too)
        _collect(plans, results, report)
        if any(d.is_error for d in report.diagnostics) and report.failure != "print":
            report.failure = "invalid"
        refused = [result.refused for result in sorted(results, key=lambda r: str(r.job.deck_dir)) if result.refused]
        if refused and not report.failure:  # (the decks' own errors are said first, as before)
            raise refused[0]
        if not report.failure:
            raise_if_stopped()
            report.removed = _commit(out_dir, staging, manifest, plans, repository)
            committed = True
            if manifest.left_out:
                report.warnings.append(_left_out(out_dir, manifest))
    except OSError as exc:
        raise _named_outside(exc, staging, out_dir) from None
    finally:
        # (also on Ctrl-C or SIGTERM, which the command turns into exceptions)
        # (made for the old files set aside, too, where a deck that is gone had outputs to remove)
        shutil.rmtree(staging, ignore_errors=True)
        if not committed:
            for folder in created:  # only if still empty: another build may have written into it meanwhile
                with contextlib.suppress(OSError):
                    folder.rmdir()
    return report


def _left_out(out_dir: Path, manifest: cache.BuildManifest) -> str:
    """The warning for the decks the manifest left out to stay within what a build reads."""
    from deckctl.io.discover import display_path

    names = ", ".join(display_path(Path(path)) for path in manifest.left_out[:3])
    more = ", ..." if len(manifest.left_out) > 3 else ""
    return (f"{out_dir / cache.MANIFEST_NAME} would be larger than a build manifest may be "
            f"({cache.MAX_MANIFEST_BYTES:,} bytes, {cache.MAX_MANIFEST_VALUES:,} values: one a built file): "
            f"it lists the outputs of {len(manifest.decks) - len(manifest.left_out)} of the {len(manifest.decks)} "
            f"decks, and these are built in full every time: {names}{more}; build fewer decks into each output "
            f"folder (--out)")


def _named_outside(exc: OSError, staging: Path, out_dir: Path) -> OSError:
    """A file of the staging folder that could not be written, named as the output it was to
    become (`build/quiz/en/cards.pdf`), which is what the person running the build knows."""
    from deckctl.io.atomic import NotARegularFile
    from deckctl.io.naming import about

    if isinstance(exc, NotARegularFile) or not exc.filename:
        return exc
    try:
        inside = Path(exc.filename).relative_to(staging)
    except ValueError:
        return exc
    return about(exc, out_dir / inside)


def _repository(decks: list[Path]) -> tuple[Path, list[Path]]:
    """The repository whose decks are the manifest's `decks`: the decks' (of decks from several,
    the one holding the most), and the others, each kept in a section of its own."""
    from collections import Counter

    from deckctl.io.paths import repository_root

    if not decks:
        return Path.cwd(), []
    counted = Counter(repository_root(deck) for deck in decks).most_common()
    return counted[0][0], sorted(repository for repository, _ in counted[1:])


def _load(out_dir: Path, repository: Path, others: list[Path], report: BuildReport) -> cache.BuildManifest:
    try:
        return cache.load_manifest(out_dir, repository, others)
    except cache.ManifestUnusable as exc:
        report.warnings.append(f"{out_dir / cache.MANIFEST_NAME} {exc}: it is ignored and every deck is built")
        return cache.BuildManifest(repositories=cache.repository_ids([repository, *others], out_dir))


def _plan(deck_dir: Path, out_dir: Path, manifest: cache.BuildManifest, force: bool) -> DeckPlan:
    names = cache.deck_input_files(deck_dir)
    inputs = cache.hash_files(deck_dir, names)
    previous = manifest.decks.get(str(deck_dir))
    references = cache.hash_files(deck_dir, sorted(previous.references)) if previous else {}
    cached = previous if previous and previous.validated == cache.validation_key(inputs, references) else None
    plan = DeckPlan(deck_dir, inputs, references, None if force else cached, previous)
    plan.cost = sum(_size(deck_dir / name) for name in names)
    if force or previous is None or previous.inputs.get("deck.yaml") != inputs["deck.yaml"]:
        plan.jobs = [Job(deck_dir, None, Path())]  # languages unknown until deck.yaml is read
        return plan
    languages = _languages(previous.language, inputs)
    stale = tuple(lang for lang in languages if not _fresh(plan, previous, lang, out_dir))
    if plan.cached is not None and not stale:
        return plan  # up to date: not even loaded
    known = (previous.id, previous.language)  # (what the stale languages were chosen by)
    if len(stale) <= 1:
        plan.jobs = [Job(deck_dir, stale, Path(), known=known)]
    else:  # each language its own job, so that one deck's languages are built side by side
        plan.jobs = [Job(deck_dir, (lang,), Path(), report=(n == 0), known=known) for n, lang in enumerate(stale)]
    return plan


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _languages(source_language: str, inputs: dict) -> list[str]:
    """The deck's own language, then one per catalog (as `deckctl.i18n.locales.languages`)."""
    catalogs = sorted({name[len("locales/"):-len(".po")].replace("_", "-")  # pt_BR.po is pt-BR
                       for name in inputs if name.startswith("locales/") and name.endswith(".po")})
    return [source_language] + [lang for lang in catalogs if lang != source_language]


def _fresh(plan: DeckPlan, entry: cache.DeckEntry, language: str, out_dir: Path) -> bool:
    edition = entry.editions.get(language)
    if edition is None or edition.key != cache.output_key(plan.inputs, plan.references, language, entry.language):
        return False
    return all(cache.file_hash(out_dir / path) == digest for path, digest in edition.files.items())


# --- running the jobs ------------------------------------------------------------------------------

class _Flag:
    """The stop signal when jobs run in this process."""

    def __init__(self) -> None:
        self.value = False

    def set(self) -> None:
        self.value = True

    def is_set(self) -> bool:
        return self.value


_STOP = None  # in a worker process: the pool's stop event


def _init_worker(stop) -> None:
    """(Run by deckctl.core.workers.Workers, which leaves Ctrl-C to the main process and makes the
    worker die with it, so a killed build leaves no worker writing on.)"""
    global _STOP
    _STOP = stop


def _run_in_worker(job: Job) -> JobResult:
    return run_job(job, _STOP)


def _failed(result: JobResult) -> bool:
    return not result.ok or result.refused is not None or any(not edition.ok for edition in result.editions)


def _run(pending: list[Job], plans: list[DeckPlan], jobs: int, progress: Progress | None) -> list[JobResult]:
    total = len(plans)
    left = {plan.deck_dir: len(plan.jobs) for plan in plans if plan.jobs}
    labels = {plan.deck_dir: plan.label for plan in plans}
    done = total - len(left)
    results: list[JobResult] = []

    def finished(result: JobResult, queue: list[Job]) -> None:
        nonlocal done
        results.append(result)
        left[result.job.deck_dir] -= 1
        finished_deck = ""
        if not left[result.job.deck_dir]:
            done += 1
            finished_deck = result.summary.id if result.summary else labels[result.job.deck_dir]
        if progress:
            current = list(dict.fromkeys(labels[job.deck_dir] for job in queue))
            progress(done, total, finished_deck, ", ".join(current[:max(jobs, 1)]))

    if progress:
        progress(done, total, "", labels[pending[0].deck_dir] if pending else "")
    # Fewer jobs than processes (one large deck changed, say): the cores left draw PDF pages.
    pending = [replace(job, page_jobs=max(1, jobs // len(pending))) for job in pending]
    if jobs <= 1 or len(pending) <= 1:
        stop = _Flag()
        for n, job in enumerate(pending):
            result = run_job(job, stop)
            if _failed(result):
                stop.set()
            finished(result, pending[n + 1:])
        return results
    import multiprocessing

    # What every job imports, imported once here: the forked workers share it instead of each
    # spending CPU time on importing pydantic, reportlab and the checks again.
    import deckctl.export.bundle  # noqa: F401
    import deckctl.export.pdf  # noqa: F401
    import deckctl.i18n.apply  # noqa: F401
    import deckctl.validate.deck  # noqa: F401
    from deckctl.core.workers import Workers

    stop = multiprocessing.get_context("fork").Event()
    with Workers(min(jobs, len(pending)), _init_worker, (stop,)) as workers:
        futures = {workers.pool.submit(_run_in_worker, job): job for job in pending}
        queue = list(pending)
        try:
            waiting = set(futures)
            while waiting:
                ready, waiting = workers.wait(waiting)
                for future in ready:
                    result = workers.result(future)
                    if _failed(result):
                        stop.set()
                    queue.remove(futures[future])
                    finished(result, queue)
        except BaseException:
            stop.set()  # the running jobs stop at their next check; leaving the block waits for them
            raise
    return results


# --- after the jobs: findings, cross-deck checks, the table -----------------------------------------

def _collect(plans: list[DeckPlan], results: list[JobResult], report: BuildReport) -> None:
    """Every deck's findings (fresh, or from the manifest for decks not loaded), the closing
    table's rows and the cross-deck checks."""
    for result in results:
        plan = next(p for p in plans if p.deck_dir == result.job.deck_dir)
        # (a deck.yaml changed during the build is said by each of its jobs: once)
        plan.findings += [d for d in result.diagnostics if result.job.report or d not in plan.findings]
        plan.summary = plan.summary or result.summary
        plan.built.update({edition.language: edition for edition in result.editions})
        if not result.ok:
            plan.summary = None
    failed_decks = {r.job.deck_dir for r in results if not r.ok}
    for plan in plans:
        if plan.jobs:
            report.diagnostics += plan.findings
        else:
            report.diagnostics += [cache.diagnostic_from_dict(d) for d in plan.cached.diagnostics]
        if plan.deck_dir in failed_decks:
            continue
        summary, entry = plan.summary, plan.cached or plan.previous
        if summary is None and entry is None:
            continue
        languages = summary.languages if summary else _languages(entry.language, plan.inputs)
        cards = summary.cards if summary else entry.cards
        for language in languages:
            edition = plan.built.get(language)
            if edition is not None:
                report.diagnostics += edition.diagnostics
                outputs = sorted(edition.files)
            elif entry is not None and language in entry.editions:
                report.diagnostics += [cache.diagnostic_from_dict(d) for d in entry.editions[language].diagnostics]
                outputs = sorted(entry.editions[language].files)
            else:
                outputs = []
            report.rows.append(Row(summary.id if summary else entry.id, language, cards, outputs, edition is not None))
        report.notes += [(summary.id if summary else entry.id, note)
                         for note in (summary.notes if summary else entry.notes)]
        report.cards += cards
        report.built += bool(plan.built)
        if any(not edition.ok for edition in plan.built.values()):
            report.failure = "print"
    report.diagnostics += _duplicate_deck_ids(plans, failed_decks)
    if failed_decks:
        report.failure = "invalid"  # said first: the cards that cannot be printed may be among them


def _duplicate_deck_ids(plans: list[DeckPlan], failed: set[Path]):
    """Decks built together need their own id per language: each one's outputs go to
    `<out>/<deck-id>/<language>/` (the same rule `deckctl validate` applies, on summaries)."""
    from deckctl.io.discover import display_path

    first: dict[tuple[str, str], tuple[str, int]] = {}
    for plan in plans:
        if plan.deck_dir in failed:
            continue  # a deck that failed its own checks
        if plan.summary is not None:
            summary = plan.summary
            key, place, mark = (summary.id, summary.language), summary.manifest_file, summary.id_mark
        elif plan.cached is not None:
            entry = plan.cached
            key, place, mark = (entry.id, entry.language), display_path(plan.deck_dir / "deck.yaml"), entry.id_mark
        else:
            continue
        if key in first:
            other, line = first[key]
            yield Diagnostic(
                place, mark[0], mark[1], "duplicate-deck-id",
                f"deck id `{key[0]}` ({key[1]}) is already used by the deck at {other}:{line}",
                hint="give every deck its own id: a deck's bundle and PDF are written to build/<deck-id>/<language>/",
            ).naming(other)  # (the other deck's file named apart from any other: NAMES)
        else:
            first[key] = (place, mark[0])


# --- moving the outputs into place ------------------------------------------------------------------

def _commit(out_dir: Path, staging: Path, manifest: cache.BuildManifest, plans: list[DeckPlan],
            repository: Path) -> list[str]:
    """Move the staged outputs into place (see the module's docstring); returns the old outputs
    removed, in order."""
    from deckctl.io.atomic import check_no_link_below, check_target, sync_folder

    replaced = {path for plan in plans for edition in plan.built.values() for path in edition.files}
    for path in replaced:  # before anything changes: no output goes through a link or over a device
        check_no_link_below(out_dir, out_dir / path)
        check_target(out_dir / path)
    # (the file as read, not the manifest serialised again: a manifest is serialised once for the
    # file this build leaves, and once more only where outputs are replaced or removed, or new)
    on_disk = manifest.read_digest or cache.text_digest(manifest.to_json(repository))
    after = _after(manifest, plans, replaced)
    final = after.to_json(repository)  # (which decks it leaves out is known before any file moves)
    # The old outputs the new manifest no longer accounts for go (images of a card since removed,
    # of the other format or no longer asked for; a language, a deck id or a deck that is gone),
    # so the folder holds what the builds on record made, and nothing the next build would not know.
    dropped, touched = _stale(out_dir, manifest, _accounted(after), replaced)
    # Every change below is undone if a later one fails (a full disk writing the manifest, a file
    # that cannot be replaced): the old files are kept in the staging folder until the end.
    with Replacement(aside=staging / ASIDE) as replacement:
        # 1. Stop vouching for every file about to be replaced or removed, and own every folder
        # about to be written into (editions unlisted), so that a build killed from here on leaves
        # a manifest that accounts for each output (the next build makes them again and removes
        # what it does not write).
        before = _before_the_move(manifest, plans, touched)
        if before is not None:  # (otherwise it is the manifest as read)
            text = before.to_json(repository)
            if (digest := cache.text_digest(text)) != on_disk:
                cache.write_manifest(out_dir, text, replacement)
                on_disk = digest
        # 2. The old outputs no longer made go. Then a deck whose id changed owns its new id's
        # folders instead of its old id's (emptied now: an entry has one id), before anything is
        # written there, so that a build killed from here on leaves them to the next build to clean.
        for path in sorted(dropped):
            _remove(out_dir, path, replacement)
        renamed = _renamed(manifest if before is None else before, plans)
        if renamed is not None:
            text = renamed.to_json(repository)
            if (digest := cache.text_digest(text)) != on_disk:
                cache.write_manifest(out_dir, text, replacement)
                on_disk = digest
        # 3. The new files, each by an atomic rename.
        folders = set()
        for path in sorted(replaced):
            target = out_dir / path
            replacement.move(staging / path, target)
            folders.add(target.parent)
        for folder in sorted(folders):
            sync_folder(folder)
        # 4. The manifest with them.
        if cache.text_digest(final) != on_disk:
            cache.write_manifest(out_dir, final, replacement)
        replacement.keep()
    manifest.decks, manifest.others, manifest.left_out = after.decks, after.others, after.left_out
    for path in sorted(dropped):  # their folders, once empty (`images/`, a language's, a deck's)
        folder = (out_dir / path).parent
        while folder != out_dir and out_dir in folder.parents:
            try:
                folder.rmdir()
            except OSError:
                break
            folder = folder.parent
    _clean_leftovers(out_dir, staging)
    return sorted(dropped)


def _before_the_move(manifest: cache.BuildManifest, plans: list[DeckPlan],
                     touched: list[tuple[str, str]]) -> cache.BuildManifest | None:
    """The manifest written before the outputs move: the one read, with each edition that stops
    holding (`touched`) unlisted, and an unlisted edition for each one this build writes that it
    has none for (a new deck, a new language); None where that is the manifest read. (A deck
    whose id changed keeps its old id's folders owned: `_renamed` owns the new id's.)"""
    before = replace(manifest, decks=dict(manifest.decks), left_out=[], read_digest=None)
    unlisted: dict[str, set[str]] = {}
    for path, language in touched:
        unlisted.setdefault(path, set()).add(language)
    for plan in plans:
        path, summary = str(plan.deck_dir), plan.summary
        if not plan.built or summary is None:
            continue
        entry = before.decks.get(path)
        if entry is None:
            before.decks[path] = entry = cache.DeckEntry({}, "", summary.id, summary.game, summary.language,
                                                         summary.cards, list(summary.id_mark))
        elif entry.id != summary.id:
            continue
        unlisted.setdefault(path, set()).update(lang for lang in plan.built if lang not in entry.editions)
    if not any(unlisted.values()):
        return None
    for path, languages in unlisted.items():
        entry = before.decks[path]
        before.decks[path] = replace(entry, editions={
            **entry.editions, **{lang: cache.Edition("", {}, unlisted=True) for lang in sorted(languages)}})
    return before


def _renamed(manifest: cache.BuildManifest, plans: list[DeckPlan]) -> cache.BuildManifest | None:
    """`manifest` with each deck whose id this build changed as an entry of its new id whose
    editions, those this build writes, are unlisted (no inputs: built in full next time); None
    where no deck's id changed. Written once the old id's outputs are removed: a build killed
    as the new id's moved in had left them unaccounted for, and a card removed before the next
    build left its images there for good."""
    changed = {}
    for plan in plans:
        entry, summary = manifest.decks.get(str(plan.deck_dir)), plan.summary
        if plan.built and summary is not None and entry is not None and entry.id != summary.id:
            changed[str(plan.deck_dir)] = cache.DeckEntry(
                {}, "", summary.id, summary.game, summary.language, summary.cards, list(summary.id_mark),
                editions={lang: cache.Edition("", {}, unlisted=True) for lang in sorted(plan.built)})
    if not changed:
        return None
    return replace(manifest, decks={**manifest.decks, **changed}, left_out=[], read_digest=None)


def _after(manifest: cache.BuildManifest, plans: list[DeckPlan], replaced: set[str]) -> cache.BuildManifest:
    """The manifest as this build leaves it: each deck built with its new entry, a deck that is
    gone with none, and no edition of another deck claiming a file this build writes (a deck of
    the same id, built from elsewhere into this folder, of this repository or another)."""
    fresh = {str(plan.deck_dir): _entry(plan) for plan in plans}
    after = cache.BuildManifest(repositories=manifest.repositories, primary=manifest.primary)
    after.decks = _without(manifest.decks, replaced, fresh)
    # (an entry of another repository's left with no edition accounts for nothing: it goes, so
    # that the sections of checkouts gone do not pile up)
    after.others = {section: kept for section, entries in manifest.others.items()
                    if (kept := {path: entry for path, entry in _without(entries, replaced).items() if entry.editions})}
    after.decks.update(fresh)
    for path in [p for p in after.decks if not (Path(p) / "deck.yaml").is_file()]:
        del after.decks[path]  # a deck that is gone
    return after


def _without(entries: dict[str, cache.DeckEntry], replaced: set[str], skip=()) -> dict[str, cache.DeckEntry]:
    """`entries` (but those in `skip`), each without the editions that account for a file in
    `replaced`."""
    kept_entries = {}
    for path, entry in entries.items():
        if path in skip:
            continue
        kept = {lang: edition for lang, edition in entry.editions.items()
                if not (_folder_files(entry.id, lang, edition, replaced) & replaced)}
        kept_entries[path] = entry if len(kept) == len(entry.editions) else replace(entry, editions=kept)
    return kept_entries


def _folder_files(deck_id: str, language: str, edition: cache.Edition, files: set[str]) -> set[str]:
    """Of `files`, those `edition` accounts for: those it lists, or, unlisted, those in its folder."""
    if not edition.unlisted:
        return files & edition.files.keys()
    folder = f"{deck_id}/{language}/"
    return {path for path in files if path.startswith(folder)}


def _accounted(manifest: cache.BuildManifest) -> Callable[[str], bool]:
    """Whether the manifest (as this build leaves it, in memory) accounts for an output path: one
    an edition lists (a deck left out of the file has its own written, its folder unlisted), or one
    in the folder of an unlisted edition that this build did not make again."""
    listed, folders = set(), set()
    for entry in manifest.entries():  # (another repository's outputs too: never removed)
        for language, edition in entry.editions.items():
            if edition.unlisted:
                folders.add(f"{entry.id}/{language}/")
            else:
                listed.update(edition.files)  # (not |= keys(): that copies the set for each edition)
    return lambda path: path in listed or "/".join(path.split("/", 2)[:2]) + "/" in folders


def _stale(out_dir: Path, manifest: cache.BuildManifest, accounted: Callable[[str], bool],
           replaced: set[str]) -> tuple[set[str], list[tuple[str, str]]]:
    """The old outputs to remove (those the old manifest accounts for that the new one does not,
    nor this build writes), and the old listed editions (deck path, language) that stop holding
    for a file: one replaced or removed."""
    dropped: set[str] = set()
    touched = []
    for path, entry in manifest.decks.items():
        if not (Path(path) / "deck.yaml").is_file():
            # A deck not found in its repository is dropped from the manifest, its outputs left
            # where they are (dcfbf238: they had been removed when another repository building
            # into the same --out read the paths against its own; its section is now its own).
            continue
        for language, edition in entry.editions.items():
            folder = f"{entry.id}/{language}/"
            if edition.unlisted:
                if accounted(folder):
                    continue  # still the folder of an unlisted edition this build did not make: all of it stands
                gone = {name for name in _outputs_in(out_dir, folder) if not accounted(name)}
            else:
                gone = {name for name in edition.files if name.startswith(folder) and not accounted(name)}
                if gone or edition.files.keys() & replaced:
                    touched.append((path, language))
            dropped |= gone - replaced
    return dropped, touched


def _outputs_in(out_dir: Path, folder: str) -> set[str]:
    """The outputs build writes that are in an edition's folder (`bundle.json`, `cards.pdf`, what
    is in `images/`): regular files, reached through no link."""
    from deckctl.build.jobs import IMAGES_FOLDER, PDF_NAME
    from deckctl.export.bundle import BUNDLE_NAME
    from deckctl.io.atomic import NotARegularFile, check_no_link_below

    found = set()
    for inside, names in (("", {BUNDLE_NAME, PDF_NAME}), (f"{IMAGES_FOLDER}/", None)):
        try:
            check_no_link_below(out_dir, out_dir / folder / inside / "x")
            with os.scandir(out_dir / folder / inside) as entries:
                found |= {f"{folder}{inside}{item.name}" for item in entries
                          if (names is None or item.name in names) and item.is_file(follow_symlinks=False)}
        except (NotARegularFile, NotADirectoryError, FileNotFoundError):
            continue
    return found


def _remove(out_dir: Path, path: str, replacement: Replacement) -> None:
    """An output the build no longer makes; anything but a regular file reached without a link
    is left alone."""
    from deckctl.io.atomic import check_no_link_below

    target = out_dir / path
    try:
        check_no_link_below(out_dir, target)
        replacement.remove(target)
    except OSError:  # (NotARegularFile too: not ours to remove)
        pass


def _entry(plan: DeckPlan) -> cache.DeckEntry:
    old, summary = plan.cached or plan.previous, plan.summary
    if summary is None:  # up to date, not loaded: the entry stands
        return old
    references = summary.references
    entry = cache.DeckEntry(plan.inputs, cache.validation_key(plan.inputs, references), summary.id, summary.game,
                            summary.language, summary.cards, list(summary.id_mark), references,
                            [cache.diagnostic_to_dict(d) for d in plan.findings], notes=list(summary.notes))
    for language in summary.languages:
        edition = plan.built.get(language)
        if edition is not None:
            entry.editions[language] = cache.Edition(
                cache.output_key(plan.inputs, references, language, summary.language), dict(edition.files),
                [cache.diagnostic_to_dict(d) for d in edition.diagnostics])
        elif old is not None and language in old.editions:
            entry.editions[language] = old.editions[language]
    return entry


def _clean_leftovers(out_dir: Path, staging: Path) -> None:
    """Staging folders and half-written manifests of builds that were killed."""
    for leftover in out_dir.glob(f".{cache.MANIFEST_NAME}.*.tmp"):
        leftover.unlink(missing_ok=True)
    for folder in out_dir.glob(f"{STAGING_PREFIX}*"):
        if folder == staging:
            continue
        try:
            os.kill(int(folder.name[len(STAGING_PREFIX):]), 0)
            continue  # that build is still running
        except (ValueError, ProcessLookupError):
            shutil.rmtree(folder, ignore_errors=True)
        except PermissionError:
            continue
