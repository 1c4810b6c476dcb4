"""deckctl benchmarks: `make bench` runs them all; `bench/run.py NAME...` runs some.

    .venv/bin/python bench/run.py                 # every benchmark
    .venv/bin/python bench/run.py validate        # one of them
    .venv/bin/python bench/run.py --list          # what there is
    .venv/bin/python bench/run.py --repeat 3 --keep /tmp/corpus --json bench/out/results.json

Each benchmark is a function registered with `@benchmark(name, title)`. It gets a `Context`
(repetitions, the tools, a lazily generated corpus, a scratch folder) and returns `Row`s: a
measured value for deckctl, optionally the same measurement for a baseline tool, and a target.
Adding a section (PDF export, engine simulation) is one more decorated function; the table,
the PASS/MISS verdicts and the JSON record come for free.

Timings are wall-clock times of whole processes (time.perf_counter around subprocess.run), as a
user experiences them: one warm-up run first (discarded: it fills the page cache and byte-code
caches), then `repeat` runs with the commands compared interleaved, and the median is reported.
The targets are not asserted anywhere in the tests: timings depend on the machine.
"""

from __future__ import annotations

import argparse
import datetime
import itertools
import json
import os
import platform
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from functools import cached_property
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import corpus as corpus_mod  # noqa: E402  (bench/corpus.py, next to this file)

ROOT = Path(__file__).resolve().parent.parent
SCHEMAS = ROOT / "schemas"


# --- the registry -------------------------------------------------------------------------------

@dataclass
class Row:
    """One line of a section's table.

    `ours` and `baseline` are what was measured (seconds, or a count with `unit`); `target` is the
    highest acceptable ours/baseline ratio (or, without a baseline, the highest acceptable value);
    `passed` may be set directly for targets that are not ratios ("reports more").
    """

    label: str
    ours: float
    baseline: float | None = None
    target: float | None = None
    unit: str = "s"
    target_text: str = ""
    passed: bool | None = None
    note: str = ""  # printed under the row
    detail: dict = field(default_factory=dict)

    @property
    def ratio(self) -> float | None:
        if self.baseline is None or self.unit != "s" or not self.baseline:
            return None
        return self.ours / self.baseline

    @property
    def verdict(self) -> bool | None:
        if self.passed is not None:
            return self.passed
        if self.target is None:
            return None
        value = self.ratio if self.ratio is not None else self.ours
        return value <= self.target


@dataclass
class Benchmark:
    name: str
    title: str
    run: Callable[["Context"], list[Row]]
    baseline_name: str = ""


BENCHMARKS: dict[str, Benchmark] = {}


def benchmark(name: str, title: str, baseline: str = "") -> Callable:
    """Register `function(ctx) -> list[Row]` as the benchmark `name`."""

    def register(function: Callable[["Context"], list[Row]]) -> Callable:
        BENCHMARKS[name] = Benchmark(name, title, function, baseline)
        return function

    return register


# --- shared machinery ---------------------------------------------------------------------------

class Failed(Exception):
    """A benchmark could not run (a tool is missing, or it rejected the valid corpus)."""


def _tool(name: str) -> str:
    """The tool from this interpreter's venv, else from PATH."""
    candidate = Path(sys.executable).parent / name
    if candidate.exists():
        return str(candidate)
    found = shutil.which(name)
    if not found:
        raise Failed(f"`{name}` not found (run `make build` to install the dev tools)")
    return found


@dataclass
class Context:
    repeat: int
    scratch: Path
    keep: Path | None = None
    verbose: bool = False
    check_jsonschema_path: str | None = None  # another check-jsonschema (e.g. one with a C YAML loader)
    hundred: bool = False  # also the 100x corpus (minutes)

    @cached_property
    def deckctl(self) -> str:
        return _tool("deckctl")

    @cached_property
    def check_jsonschema(self) -> str:
        return self.check_jsonschema_path or _tool("check-jsonschema")

    @cached_property
    def corpus_dir(self) -> Path:
        return self.keep or self.scratch / "corpus"

    @cached_property
    def corpus(self) -> list[corpus_mod.BenchDeck]:
        """The box-size corpus, generated on first use (once per run)."""
        if self.corpus_dir.exists():
            shutil.rmtree(self.corpus_dir)
        started = time.perf_counter()
        decks = corpus_mod.generate(self.corpus_dir)
        cards = sum(d.cards for d in decks)
        files = sum(len(d.card_files) for d in decks)
        print(f"  corpus: {cards:,} cards in {files} card files and {len(decks)} manifests "
              f"({time.perf_counter() - started:.1f} s to generate) in {self.corpus_dir}")
        return decks

    def run(self, command: list[str], cwd: Path, expect: int | None = 0) -> subprocess.CompletedProcess:
        """Run once, untimed, checking the exit code."""
        done = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
        if expect is not None and done.returncode != expect:
            raise Failed(f"`{' '.join(command[:3])} ...` exited {done.returncode}, expected {expect}:\n"
                         f"{(done.stdout + done.stderr)[-3000:]}")
        return done

    def time_side_by_side(self, contenders: dict[str, list[list[str]]], cwd: Path,
                          repeat: int | None = None) -> dict[str, dict]:
        """Median wall time of each contender; a contender is a list of commands whose times add up.

        One untimed warm-up round checks every command exits 0; then the contenders take turns,
        so that a slow period of the machine does not land on one of them only.
        """
        repeat = repeat or self.repeat
        for commands in contenders.values():
            for command in commands:
                self.run(command, cwd)
        samples: dict[str, list[list[float]]] = {name: [] for name in contenders}
        for _ in range(repeat):
            for name, commands in contenders.items():
                times = []
                for command in commands:
                    started = time.perf_counter()
                    done = subprocess.run(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                    times.append(time.perf_counter() - started)
                    if done.returncode != 0:
                        raise Failed(f"`{' '.join(command[:3])} ...` exited {done.returncode} while timed")
                samples[name].append(times)
        result = {}
        for name, runs in samples.items():
            totals = [sum(times) for times in runs]
            result[name] = {
                "median": statistics.median(totals),
                "min": min(totals),
                "max": max(totals),
                "runs": len(totals),
                # per command, for a breakdown of summed contenders
                "parts": [statistics.median(times[i] for times in runs) for i in range(len(runs[0]))],
            }
        return result


# --- benchmarks ---------------------------------------------------------------------------------

def _check_jsonschema_commands(ctx: Context, decks: list[corpus_mod.BenchDeck]) -> list[list[str]]:
    """What a user must run to check the same files with the same schemas: one call per schema.

    File names are relative to the corpus root (the commands run there, or in a copy of it).
    """
    def rel(path: Path) -> str:
        return str(path.relative_to(ctx.corpus_dir))

    commands = [[ctx.check_jsonschema, "--schemafile", str(SCHEMAS / f"{deck.game}.cards.schema.json"),
                 *(rel(p) for p in deck.card_files)] for deck in decks]
    commands.append([ctx.check_jsonschema, "--schemafile", str(SCHEMAS / "deck.schema.json"),
                     *(rel(deck.path / "deck.yaml") for deck in decks)])
    return commands


@benchmark("validate", "deckctl validate vs check-jsonschema on a box-size corpus", "check-jsonschema")
def bench_validate(ctx: Context) -> list[Row]:
    decks = ctx.corpus
    root = ctx.corpus_dir
    ours = [[ctx.deckctl, "validate", "."]]
    theirs = _check_jsonschema_commands(ctx, decks)
    timed = ctx.time_side_by_side({"deckctl": ours, "check-jsonschema": theirs}, root)
    cards = sum(d.cards for d in decks)
    files = sum(len(d.card_files) + 1 for d in decks)
    labels = [d.game for d in decks] + ["deck.yaml"]
    rows = [Row(f"validate {cards:,} cards, {files} files (median of {ctx.repeat})",
                timed["deckctl"]["median"], timed["check-jsonschema"]["median"], target=0.5,
                detail={"deckctl": timed["deckctl"], "check-jsonschema": timed["check-jsonschema"],
                        "check-jsonschema calls": labels})]
    if ctx.verbose:
        for label, seconds in zip(labels, timed["check-jsonschema"]["parts"]):
            print(f"    check-jsonschema --schemafile {label:<18} {seconds:6.2f} s")
    rows.extend(_findings(ctx, decks))
    return rows


@benchmark("startup", "start-up: `--version`", "check-jsonschema")
def bench_startup(ctx: Context) -> list[Row]:
    repeat = max(ctx.repeat * 3, 10)  # cheap: more runs, steadier median
    timed = ctx.time_side_by_side({"deckctl": [[ctx.deckctl, "--version"]],
                                   "check-jsonschema": [[ctx.check_jsonschema, "--version"]]},
                                  ctx.scratch, repeat=repeat)
    return [Row(f"--version (median of {repeat})", timed["deckctl"]["median"],
                timed["check-jsonschema"]["median"], target=0.6,
                detail={"deckctl": timed["deckctl"], "check-jsonschema": timed["check-jsonschema"]})]


# --- "while reporting more": known problems planted in a copy of the corpus ----------------------

@dataclass
class Plant:
    """One problem planted in one card (or manifest) of a copy of the corpus."""

    what: str
    file: str  # relative to the corpus root
    pick: Callable[[str], bool]  # which card (the first one for which this is true)
    edit: Callable[[str], str]  # card text -> broken card text
    schema_can_see: bool  # a JSON Schema can express this rule
    line_range: tuple[int, int] = (0, 0)  # filled in when planted: the card's lines
    index: int = -1  # the card's index in the file (-1: the manifest)


def _sub(pattern: str, replacement: str) -> Callable[[str], str]:
    return lambda card: re.sub(pattern, replacement, card, count=1, flags=re.M)


def _has(pattern: str) -> Callable[[str], bool]:
    return lambda card: re.search(pattern, card, flags=re.M) is not None


def _plants(first_knowledge_id: str) -> list[Plant]:
    k, w, i, n, y = ("knowledge-bench/cards", "wissens-spektrum-bench/cards", "i-know-bench/cards",
                     "iknow-bench/cards", "you-know-it-bench/cards")
    return [
        Plant("letter outside the vocabulary (F)", f"{k}/batch-01.yaml",
              _has(r"category: letter\n(.|\n)*value: [A-E]$"), _sub(r"value: [A-E]$", "value: F"), True),
        Plant("`terms` on a colour card", f"{k}/batch-02.yaml",
              _has("category: colour"), _sub(r"^(  category: colour)$", r"\1\n  terms: [one, two]"), True),
        Plant("id already used in another file", f"{k}/batch-03.yaml",
              lambda c: True, _sub(r"^- id: .*$", f"- id: {first_knowledge_id}"), False),
        Plant("number value out of range (7)", f"{k}/batch-04.yaml",
              _has("category: number"), _sub(r"value: \d$", "value: 7"), True),
        Plant("area not among the deck's six", f"{w}/art.yaml",
              lambda c: True, _sub(r"^  area: art$", "  area: arts"), False),
        Plant("five questions instead of six", f"{w}/history.yaml",
              lambda c: True, _sub(r"^    - question: .*\n      answer: .*\n(      accept: .*\n)?", ""), True),
        Plant("unquoted date as an answer", f"{w}/sport.yaml",
              lambda c: True, _sub(r"^      answer: .*$", "      answer: 2024-01-01"), True),
        Plant("unquoted number as an answer", f"{i}/math.yaml",
              _has(r'^  answer: "\d+"$'), _sub(r'^  answer: "(\d+)"$', r"  answer: \1"), True),
        Plant("level outside the vocabulary (E)", f"{i}/science.yaml",
              lambda c: True, _sub(r"^  level: [A-D]$", "  level: E"), True),
        Plant("announcement that moves 0 squares", f"{i}/announcements.yaml",
              _has("type: move"), _sub(r"steps: -?\d+", "steps: 0"), True),
        Plant("misspelt key (`answr`)", f"{n}/people.yaml",
              lambda c: True, _sub(r"^  answer:", "  answr:"), True),
        Plant("two clues instead of three", f"{n}/world.yaml",
              lambda c: True, _sub(r"^    - .*\n", ""), True),
        Plant("duplicate key in a card", f"{n}/works.yaml",
              lambda c: True, _sub(r"^(  category: works)$", r"\1\n  category: works"), True),
        Plant("unquoted yes as an answer", f"{y}/set-a.yaml",
              lambda c: True, _sub(r"^      answer: .*$", "      answer: yes"), True),
        Plant("blank answer", f"{y}/set-b.yaml",
              lambda c: True, _sub(r"^      answer: .*$", '      answer: " "'), True),
        # (in a deck without whole-deck checks: a broken manifest stops those, by design)
        Plant("manifest language not a language tag", "iknow-bench/deck.yaml",
              lambda c: True, _sub(r"^language: en$", "language: English"), True),
    ]


def _plant(root: Path, plant: Plant) -> None:
    path = root / plant.file
    text = path.read_text(encoding="utf-8")
    if plant.file.endswith("deck.yaml"):
        broken = plant.edit(text)
        plant.line_range = (1, broken.count("\n") + 1)
    else:
        head, *cards = text.split("\n\n")
        plant.index = next(n for n, card in enumerate(cards) if plant.pick(card))
        cards[plant.index] = plant.edit(cards[plant.index])
        broken = "\n\n".join([head, *cards])
        first = head.count("\n") + 3 + sum(card.count("\n") + 2 for card in cards[:plant.index])
        plant.line_range = (first, first + cards[plant.index].rstrip("\n").count("\n"))
    if broken == text:
        raise Failed(f"bench: planting `{plant.what}` in {plant.file} changed nothing")
    path.write_text(broken, encoding="utf-8")


def _found_by_check_jsonschema(report: dict, plant: Plant) -> bool:
    for error in report.get("parse_errors", []):
        if os.path.normpath(error.get("filename", "")) == plant.file:
            return True  # the whole file is refused (and its other problems go unseen)
    for error in report.get("errors", []):
        if os.path.normpath(error["filename"]) != plant.file:
            continue
        if plant.index < 0 or re.match(rf"\$\[{plant.index}\](?![0-9])", error["path"]):
            return True
    return False


def _findings(ctx: Context, decks: list[corpus_mod.BenchDeck]) -> list[Row]:
    broken = ctx.scratch / "broken"
    if broken.exists():
        shutil.rmtree(broken)
    shutil.copytree(ctx.corpus_dir, broken)
    first_id = re.search(r"^- id: (\S+)$", (broken / "knowledge-bench/cards/batch-01.yaml").read_text(), re.M)[1]
    plants = _plants(first_id)
    for plant in plants:
        _plant(broken, plant)

    done = ctx.run([ctx.deckctl, "validate", "--format", "json", "."], broken, expect=1)
    ours = [d for d in json.loads(done.stdout) if d["severity"] == "error"]
    theirs: list[dict] = []
    for command in _check_jsonschema_commands(ctx, decks):
        done = ctx.run(command[:1] + ["--output-format", "json"] + command[1:], broken, expect=None)
        theirs.append(json.loads(done.stdout))

    found_ours, found_theirs = [], []
    for plant in plants:
        low, high = plant.line_range
        if any(os.path.normpath(d["file"]) == plant.file and low <= d["line"] <= high for d in ours):
            found_ours.append(plant.what)
        if any(_found_by_check_jsonschema(report, plant) for report in theirs):
            found_theirs.append(plant.what)
    located = sum(1 for d in ours if d["line"] > 0)
    hinted = sum(1 for d in ours if d.get("hint"))
    their_errors = sum(len(r.get("errors", [])) + len(r.get("parse_errors", [])) for r in theirs)
    total = len(plants)
    if ctx.verbose:
        for plant in plants:
            print(f"    {'x' if plant.what in found_ours else '-'} {'x' if plant.what in found_theirs else '-'}"
                  f"  {plant.what}  ({plant.file}:{plant.line_range[0]})")
    missed_by_us = [p.what for p in plants if p.what not in found_ours]
    reports_more = not missed_by_us and len(found_ours) > len(found_theirs)
    note = (f"deckctl: {len(ours)} errors, {located} with file:line:col, {hinted} with a hint"
            f"{'; missed: ' + ', '.join(missed_by_us) if missed_by_us else ''}\n"
            f"check-jsonschema: {their_errors} errors located by JSON path (no line numbers), "
            f"missed: {', '.join(p.what for p in plants if p.what not in found_theirs) or 'none'}")
    return [Row(f"planted problems found (of {total})", len(found_ours), len(found_theirs), unit="found",
                target_text="all, and more", passed=reports_more, note=note,
                detail={"planted": [p.what for p in plants], "deckctl": found_ours,
                        "check-jsonschema": found_theirs, "missed by deckctl": missed_by_us,
                        "deckctl errors": len(ours), "located": located, "hinted": hinted,
                        "check-jsonschema errors": their_errors})]


# --- PDF export ------------------------------------------------------------------------------------

# The baseline: bare reportlab drawing the same strings (every question on the fronts page, every
# answer on the backs page, nine cards a page, same font, same page size, binary streams like
# deckctl's) at fixed positions, with no validation, fitting, wrapping or layout.
_BARE_PDF = """\
import sys
from pathlib import Path

import fontpkg_fira_sans
import yaml
from reportlab import rl_config
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

deck, out = Path(sys.argv[1]), sys.argv[2]
cards = []
for path in sorted((deck / "cards").glob("*.yaml")):
    cards += yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
rl_config.useA85 = 0
pdfmetrics.registerFont(TTFont("F", str(Path(fontpkg_fira_sans.ROOT) / "files" / "FiraSans-Regular.ttf")))
mm = 72 / 25.4
c = Canvas(out, pagesize=(210 * mm, 297 * mm), invariant=1, pageCompression=1, initialFontName="F")
for start in range(0, len(cards), 9):
    for side in ("question", "answer"):
        c.setFont("F", 8)
        for slot, card in enumerate(cards[start:start + 9]):
            x, y = (10 + (slot % 3) * 66) * mm, (200 - (slot // 3) * 92) * mm
            for n, qa in enumerate(card["questions"]):
                c.drawString(x, y + 80 * mm - n * 12 * mm, qa[side])
        c.showPage()
c.save()
"""


@benchmark("pdf", "deckctl export pdf vs a bare reportlab script (Wissens-Spektrum, 1,080 cards)",
           "bare reportlab")
def bench_pdf(ctx: Context) -> list[Row]:
    deck = next(d for d in ctx.corpus if d.game == "wissens-spektrum")
    script = ctx.scratch / "bare_pdf.py"
    script.write_text(_BARE_PDF, encoding="utf-8")
    ours_pdf, bare_pdf = ctx.scratch / "ours.pdf", ctx.scratch / "bare.pdf"
    ours = [[ctx.deckctl, "export", "pdf", str(deck.path), "--mode", "sheets", "--duplex", "long-edge",
             "--paper", "a4", "--card-size", "poker", "-o", str(ours_pdf)]]
    bare = [[sys.executable, str(script), str(deck.path), str(bare_pdf)]]
    timed = ctx.time_side_by_side({"deckctl": ours, "bare reportlab": bare}, ctx.scratch)
    note = (f"deckctl validates, fits and wraps every text, draws faces, duplex-mirrored backs, crop marks "
            f"({ours_pdf.stat().st_size / 1e6:.1f} MB); bare: {bare_pdf.stat().st_size / 1e6:.1f} MB")
    return [Row(f"{deck.cards:,} cards, fronts and backs, sheets (median of {ctx.repeat})",
                timed["deckctl"]["median"], timed["bare reportlab"]["median"], target=2.0, note=note,
                detail={"deckctl": timed["deckctl"], "bare reportlab": timed["bare reportlab"]}),
            *_one_large_deck(ctx, deck)]


_EXPORT_STEP = """
import gc, json, statistics, sys, time
from pathlib import Path
from deckctl.export.pdf import export_pdf, resolve
from deckctl.validate.deck import load_deck

deck = load_deck(Path(sys.argv[1]))
gc.freeze()  # as the command line does after its imports
options, repeat = resolve(deck.manifest.print, deck.path), int(sys.argv[2])
times, data = {1: [], 2: []}, {}
for run in range(repeat + 1):  # the first round warms up
    for jobs in (1, 2):
        started = time.perf_counter()
        data[jobs] = export_pdf(deck, options, jobs=jobs)
        if run:
            times[jobs].append(time.perf_counter() - started)
print(json.dumps({"same": data[1] == data[2], **{str(j): statistics.median(t) for j, t in times.items()}}))
"""


def _one_large_deck(ctx: Context, deck: corpus_mod.BenchDeck, most: int = 3_000) -> list[Row]:
    """One deck of as many of the Wissens-Spektrum deck's card files, copied over and over, as
    make at most `most` cards, its pages drawn on two processes against one: the same PDF, sooner.
    The command, and its export step alone (after loading). A deck may have at most 3,000 cards
    (deckctl/validate/limits.py: 2,880 here); this drew ten copies (10,800 cards) before that limit."""

    big = ctx.scratch / "one-large-deck"
    if big.exists():
        shutil.rmtree(big)
    (big / "cards").mkdir(parents=True)
    shutil.copy(deck.path / "deck.yaml", big / "deck.yaml")
    files = sorted((deck.path / "cards").glob("*.yaml"))
    cards = 0
    for copy, card_file in ((copy, card_file) for copy in itertools.count() for card_file in files):
        text, count = re.subn(r"^- id: ", f"- id: c{copy}-", card_file.read_text(encoding="utf-8"), flags=re.M)
        if cards + count > most:
            break
        cards += count
        (big / "cards" / f"c{copy}-{card_file.name}").write_text(text, encoding="utf-8")
    out = {jobs: ctx.scratch / f"large-{jobs}.pdf" for jobs in (1, 2)}
    timed = ctx.time_side_by_side({f"--jobs {jobs}": [[ctx.deckctl, "export", "pdf", str(big), "--jobs", str(jobs),
                                                       "-o", str(path)]] for jobs, path in out.items()}, ctx.scratch)
    if out[1].read_bytes() != out[2].read_bytes():
        raise Failed("export pdf --jobs 1 and --jobs 2 wrote different PDFs")
    script = ctx.scratch / "export_step.py"
    script.write_text(_EXPORT_STEP, encoding="utf-8")
    step = json.loads(ctx.run([sys.executable, str(script), str(big), str(ctx.repeat)], ctx.scratch).stdout)
    if not step["same"]:
        raise Failed("export_pdf with jobs=1 and jobs=2 gave different PDFs")
    command, export = (timed["--jobs 1"]["median"] / timed["--jobs 2"]["median"]), step["1"] / step["2"]
    cards = f"{cards:,} cards"
    return [Row(f"one deck of {cards}, export pdf: speed-up with --jobs 2", round(command, 2), unit="x",
                note=f"the same bytes; --jobs 1 {timed['--jobs 1']['median']:.2f} s, --jobs 2 "
                     f"{timed['--jobs 2']['median']:.2f} s, loading the deck (one process) included", detail=timed),
            Row("  its pages alone (export_pdf after loading): speed-up", round(export, 2), unit="x",
                target_text=">= 1.20", passed=export >= 1.2,
                note=f"jobs=1 {step['1']:.2f} s, jobs=2 {step['2']:.2f} s (median of {ctx.repeat}); "
                     "reportlab writes the document in one process", detail=step)]


# A CMYK output profile standing in for the one a print shop sends (Ghostscript installs it).
_PRINTER_PROFILE = Path("/usr/share/color/icc/ghostscript/default_cmyk.icc")


@benchmark("pdfx", "export pdf --pdfx (print-shop CMYK PDF/X) vs the default RGB export (Wissens-Spektrum, "
           "1,080 cards)", "default export")
def bench_pdfx(ctx: Context) -> list[Row]:
    deck = next(d for d in ctx.corpus if d.game == "wissens-spektrum")
    base = [ctx.deckctl, "export", "pdf", str(deck.path), "--mode", "sheets", "--paper", "a4"]
    contenders = {"default": [[*base, "-o", str(ctx.scratch / "rgb.pdf")]],
                  "X-1a": [[*base, "--pdfx", "1a", "-o", str(ctx.scratch / "x1a.pdf")]]}
    if _PRINTER_PROFILE.is_file():
        contenders["X-4"] = [[*base, "--pdfx", "4", "--icc-profile", str(_PRINTER_PROFILE),
                              "-o", str(ctx.scratch / "x4.pdf")]]
    timed = ctx.time_side_by_side(contenders, ctx.scratch)
    rows = []
    for name in ("X-1a", "X-4"):
        if name not in timed:
            rows.append(Row("--pdfx 4: not measured", 0.0, unit="",
                            note=f"no CMYK profile at {_PRINTER_PROFILE}: install ghostscript"))
            continue
        size = (ctx.scratch / f"{name.lower().replace('-', '')}.pdf").stat().st_size / 1e6
        rows.append(Row(f"--pdfx {name[2:].lower()}, {deck.cards:,} cards, sheets (median of {ctx.repeat})",
                        timed[name]["median"], timed["default"]["median"], target=1.3,
                        note=f"{name}: {size:.1f} MB; default: {(ctx.scratch / 'rgb.pdf').stat().st_size / 1e6:.1f} MB",
                        detail={name: timed[name], "default": timed["default"]}))
    return rows


@benchmark("catalog", "validate a deck with a complete catalog against the same deck without "
           "(Wissens-Spektrum, 1,080 cards, en-XA)", "without")
def bench_catalog(ctx: Context) -> list[Row]:
    deck = next(d for d in ctx.corpus if d.game == "wissens-spektrum")
    root = ctx.scratch / "translated"
    if root.exists():
        shutil.rmtree(root)
    plain, translated = root / "plain", root / "translated"
    shutil.copytree(deck.path, plain)
    shutil.copytree(deck.path, translated)
    said = ctx.run([ctx.deckctl, "i18n", "pseudo", str(translated)], root).stderr.strip()
    without, with_catalog = _alternating_runs(ctx, [["validate", str(plain)], ["validate", str(translated)]], root,
                                              ctx.repeat)
    return [Row(f"validate, cold cache (median of {ctx.repeat})", with_catalog["median"], without["median"],
                target=4.0, note=f"{said}: every text checked, translated and its translation validated",
                detail={"with": with_catalog, "without": without})]


# --- engine simulation -----------------------------------------------------------------------------

def _simulate(ctx: Context, games: int, jobs: int, bot: str = "random", skill: str = "1") -> dict:
    """One `deckctl simulate` run; its JSON report times the games alone (start-up excluded)."""
    done = ctx.run([ctx.deckctl, "simulate", "knowledge", "--games", str(games), "--bot", bot, "--skill", skill,
                    "--seed", "1", "--jobs", str(jobs), "--format", "json"], ROOT)
    return json.loads(done.stdout)


@benchmark("simulate", "deckctl simulate knowledge: full games per second (random bot)")
def bench_simulate(ctx: Context) -> list[Row]:
    games = 10_000
    repeat = max(1, min(ctx.repeat, 3))
    _simulate(ctx, 500, 1)  # warm-up
    one, two = [], []
    for _ in range(repeat):  # interleaved, so a slow moment of the machine hits both
        one.append(_simulate(ctx, games, 1)["games_per_second"])
        two.append(_simulate(ctx, games, 2)["games_per_second"])
    single, double = statistics.median(one), statistics.median(two)
    speedup = double / single
    smart = _simulate(ctx, 2_000, 1, "knowledgeable", "0.75")["games_per_second"]
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return [
        Row(f"random bot, one core ({games:,} games, median of {repeat})", round(single), unit="games/s",
            target_text=">= 1000", passed=single >= 1000, detail={"runs": one}),
        Row("speed-up with --jobs 2", round(speedup, 2), unit="x", target_text=">= 1.70", passed=speedup >= 1.7,
            note=f"{double:.0f} games/s on 2 jobs; {cores} CPUs available to this process"
                 + ("" if (cores or 1) >= 2 else " (one CPU: no speed-up possible)"),
            detail={"runs": two}),
        Row("knowledgeable bot (skill 0.75), one core", round(smart), unit="games/s",
            note="guesses, then scores every free marker for every card in hand"),
    ]


@benchmark("conformance", "engine conformance at scale: seeded random games with every invariant checked")
def bench_conformance(ctx: Context) -> list[Row]:
    games = 3_000
    env = {**os.environ, "DECKCTL_CONFORMANCE_GAMES": str(games)}
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "tests/engine/test_engine_conformance.py"], cwd=ROOT, env=env, capture_output=True, text=True)
    seconds = time.perf_counter() - started
    summary = (done.stdout.strip().splitlines() or [""])[-1]
    return [Row(f"{games:,} random games per engine, every invariant",
                round(seconds, 1), unit="s", target_text="all pass", passed=done.returncode == 0,
                note=summary if done.returncode == 0 else (done.stdout + done.stderr)[-2000:])]


# --- validate, lint and fmt --check at a publisher's scale --------------------------------------

CHECKS = {"validate": ["validate", "."], "lint": ["lint", "."], "fmt --check": ["fmt", "--check", "."]}


def _tree_memory(pid: int) -> int:
    """Proportional set size (bytes) of a process and all its descendants: forked workers share
    pages with their parent, and PSS counts a shared page once across them, RSS once per process."""
    total, todo = 0, [pid]
    while todo:
        current = todo.pop()
        try:
            with open(f"/proc/{current}/smaps_rollup", encoding="ascii") as rollup:
                total += next(int(line.split()[1]) for line in rollup if line.startswith("Pss:")) * 1024
            for task in os.listdir(f"/proc/{current}/task"):
                with open(f"/proc/{current}/task/{task}/children", encoding="ascii") as children:
                    todo += [int(child) for child in children.read().split()]
        except (OSError, StopIteration, ValueError):
            continue  # it ended meanwhile
    return total


def _run_measured(command: list[str], cwd: Path, env: dict, sample: bool = False) -> tuple[float, int, int]:
    """Wall time, peak memory of the process tree (with `sample`: read every 10 ms, else 0) and
    exit code of one run. Reading the tree's memory costs CPU time the run then lacks (more when
    both cores are busy, as with --jobs 2), so timed runs do not sample."""
    started = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    peak = 0
    while sample and process.poll() is None:
        peak = max(peak, _tree_memory(process.pid))
        time.sleep(0.01)
    process.wait()
    return time.perf_counter() - started, peak, process.returncode


def _check_runs(ctx: Context, args: list[str], root: Path, repeat: int, warm: bool = False,
                edited: Path | None = None) -> dict:
    """Median time and peak memory of `deckctl ARGS` in `root`; cold (an empty cache each run)
    unless `warm` (the cache filled by an untimed run first). `edited`: a card file whose first
    question is reworded before each timed run (another wording each time), as a commit would.
    The peak memory is that of the untimed first run (an empty cache: a cold run's)."""
    cache = ctx.scratch / "deckctl-cache"
    times, peaks = [], []
    original = edited.read_text(encoding="utf-8") if edited else ""
    for run in range(repeat + 1):  # the first run is the warm-up (page cache, byte code)
        if not warm and cache.exists():
            shutil.rmtree(cache)
        if edited and run:
            edited.write_text(original.replace("- question: ", f"- question: Edited {run} ", 1), encoding="utf-8")
        if run == 0 and cache.exists():
            shutil.rmtree(cache)
        seconds, peak, code = _run_measured([ctx.deckctl, *args], root, {**os.environ, "DECKCTL_CACHE_DIR": str(cache)},
                                            sample=run == 0)
        if code != 0:
            raise Failed(f"`deckctl {' '.join(args)}` exited {code} on the {root.name} corpus")
        if run:
            times.append(seconds)
        else:
            peaks.append(peak)
    if edited:
        edited.write_text(original, encoding="utf-8")
    if cache.exists():
        shutil.rmtree(cache)
    return {"median": statistics.median(times), "min": min(times), "max": max(times), "runs": times,
            "peak_mb": max(peaks) / 1e6}


def _alternating_runs(ctx: Context, variants: list[list[str]], root: Path, repeat: int) -> list[dict]:
    """`_check_runs` of several commands (cold cache) taking turns run by run, so that a slower
    spell of a shared machine falls on all of them alike: a ratio of two is then fair."""
    cache = ctx.scratch / "deckctl-cache"
    times: list[list[float]] = [[] for _ in variants]
    peaks: list[int] = [0 for _ in variants]
    for run in range(repeat + 1):  # the first round is the warm-up, and where memory is sampled
        for n, args in enumerate(variants):
            if cache.exists():
                shutil.rmtree(cache)
            seconds, peak, code = _run_measured([ctx.deckctl, *args], root,
                                                {**os.environ, "DECKCTL_CACHE_DIR": str(cache)}, sample=run == 0)
            if code != 0:
                raise Failed(f"`deckctl {' '.join(args)}` exited {code} on the {root.name} corpus")
            if run:
                times[n].append(seconds)
            else:
                peaks[n] = peak
    if cache.exists():
        shutil.rmtree(cache)
    return [{"median": statistics.median(t), "min": min(t), "max": max(t), "runs": t, "peak_mb": p / 1e6}
            for t, p in zip(times, peaks)]


def _near_duplicate_pass(folder: Path) -> tuple[float, int, int]:
    """The cross-deck near-duplicate pass of `deckctl lint` on a catalogue, in this process: the
    decks' summaries are gathered first (as the workers do), then only the pass is timed."""
    from deckctl.io.discover import discover
    from deckctl.lint.config import LintConfig
    from deckctl.lint.rules.near_duplicate import question_count
    from deckctl.lint.runner import across, gather
    from deckctl.validate.deck import load_deck

    summaries = []
    for deck_dir in discover([folder]).decks:
        summaries.append(gather(load_deck(deck_dir), LintConfig()))
    questions = sum(question_count(s["near-duplicate"]) for s in summaries if "near-duplicate" in s)
    started = time.perf_counter()
    found = across(summaries)
    return time.perf_counter() - started, questions, len(found)


def _cores() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


def _spread(measured: dict) -> str:
    return f"{measured['min']:.2f}-{measured['max']:.2f} s"


@benchmark("checks", "validate, lint and fmt --check at 1x and 10x the box-size corpus (cold cache, all cores)")
def bench_checks(ctx: Context) -> list[Row]:
    one, ten = _catalogue(ctx, 1), _catalogue(ctx, 10)
    repeat = max(ctx.repeat, 3)
    slow_repeat = max(1, min(ctx.repeat, 3))  # the 10x runs take seconds each
    rows = []
    at_one = {}
    for name, args in CHECKS.items():
        small = at_one[name] = _check_runs(ctx, args, one, repeat)
        single, double = _alternating_runs(ctx, [[*args, "--jobs", "1"], [*args, "--jobs", "2"]], ten,
                                           max(3, ctx.repeat))
        # the default is one job per core: on two cores the --jobs 2 runs are the default's
        large = double if _cores() == 2 else _check_runs(ctx, args, ten, slow_repeat)
        speedup = single["median"] / double["median"]
        memory = large["peak_mb"] / small["peak_mb"]
        rows += [
            Row(f"{name}: 1x (median of {repeat})", small["median"], note=f"runs {_spread(small)}",
                detail=small),
            Row(f"{name}: 10x (median of {slow_repeat}), against 1x", large["median"], small["median"], target=11.0,
                note=f"runs {_spread(large)}", detail=large),
            Row(f"{name}: peak memory 10x / 1x", round(memory, 2), unit="x", target_text="<= 1.50",
                passed=memory <= 1.5, note=f"{large['peak_mb']:.0f} MB at 10x, {small['peak_mb']:.0f} MB at 1x "
                                           "(all processes, PSS)"),
            Row(f"{name}: 10x speed-up with --jobs 2", round(speedup, 2), unit="x", target_text=">= 1.70",
                passed=speedup >= 1.7, note=f"--jobs 1 {single['median']:.2f} s ({_spread(single)}), "
                                            f"--jobs 2 {double['median']:.2f} s ({_spread(double)})",
                detail={"jobs 1": single, "jobs 2": double}),
        ]
    for copies, folder in ((1, one), (10, ten)):
        seconds, questions, found = _near_duplicate_pass(folder)
        rows.append(Row(f"lint near-duplicate pass alone, {copies}x ({questions:,} questions)", seconds,
                        target=10.0 if copies == 10 else None, target_text="<= 10 s" if copies == 10 else "",
                        note=f"{found:,} near-duplicates reported (the corpus repeats its word lists); the "
                             "lint rows above include it"))
    warm = {name: _check_runs(ctx, CHECKS[name], one, repeat, warm=True) for name in CHECKS}
    for name in ("lint", "fmt --check"):
        rows.append(Row(f"{name} against validate, 1x, empty cache", at_one[name]["median"],
                        at_one["validate"]["median"], target=2.0))
        rows.append(Row(f"{name} against validate, 1x, cache of the last run", warm[name]["median"],
                        warm["validate"]["median"], target=2.0,
                        note="nothing changed since the last run: the pre-commit hook's usual case",
                        detail={name: warm[name], "validate": warm["validate"]}))
    card_file = sorted(one.glob("**/wissens-spektrum*/cards/*.yaml"))[0]
    edited = {name: _check_runs(ctx, CHECKS[name], one, repeat, warm=True, edited=card_file) for name in CHECKS}
    for name in ("lint", "fmt --check"):
        rows.append(Row(f"{name} against validate, 1x, one card of the largest deck changed since the last run",
                        edited[name]["median"], edited["validate"]["median"], target=2.0,
                        note=f"a commit that edits the {card_file.parent.parent.name} deck (6,480 questions): "
                             f"{edited[name]['median']:.2f} s", detail={name: edited[name], "validate": edited["validate"]}))
    if ctx.hundred:
        hundred = _catalogue(ctx, 100)
        for name, args in CHECKS.items():
            big = _check_runs(ctx, args, hundred, 1)
            rows.append(Row(f"{name}: 100x, peak memory", round(big["peak_mb"]), unit="MB", target_text="< 1000",
                            passed=big["peak_mb"] < 1000, note=f"{big['median']:.1f} s", detail=big))
    return rows


# --- hostile inputs ---------------------------------------------------------------------------------

@benchmark("hostile", "hostile inputs of at most 10 MB (bench/hostile.py): each stopped with exit 1 (or read "
           "harmlessly) within 30 s and 512 MB")
def bench_hostile(ctx: Context) -> list[Row]:
    import hostile

    rows = []
    for name in hostile.ATTACKS:
        folder = ctx.scratch / "hostile" / name
        folder.mkdir(parents=True)
        # Made in a process of its own: a child's peak memory starts from its parent's at the fork
        # (Linux keeps the high-water mark across exec), so this process must stay small.
        made = subprocess.run([sys.executable, hostile.__file__, name, str(folder)], capture_output=True, text=True,
                              check=True)
        args = json.loads(made.stdout)
        size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) / 1e6
        started = time.perf_counter()
        process = subprocess.Popen([ctx.deckctl, *args], cwd=folder, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.PIPE, text=True)
        err = process.stderr.read()
        _, status, usage = os.wait4(process.pid, 0)
        seconds, peak = time.perf_counter() - started, usage.ru_maxrss / 1024
        code, expected = os.waitstatus_to_exitcode(status), hostile.EXPECTED_EXIT.get(name, 1)
        wrong = hostile.CHECKS[name](folder) if name in hostile.CHECKS and code == expected else ""
        stopped = code == expected and size <= 10 and not wrong
        rows.append(Row(f"{name} ({size:.1f} MB): seconds", seconds, target=30.0))
        rows.append(Row(f"{name}: peak memory", peak, unit="MB", target=512.0,
                        note="" if stopped else wrong or f"exit {code} ({expected} expected): {err.strip()[-200:]}"))
        outcome = "a located error, exit 1" if expected == 1 else f"read harmlessly, exit {expected}"
        rows.append(Row(f"{name}: {outcome}", float(code), unit="exit", passed=stopped))
        shutil.rmtree(folder)
    return rows


# --- build at a publisher's scale -------------------------------------------------------------------

def _measure(command: list[str], cwd: Path) -> tuple[float, float, str, float]:
    """One run: wall time, peak resident memory in MB of the largest process (deckctl or one of
    its workers: Linux's wait4 reports the most of the child and its waited-for children),
    standard output, and the CPU time of all of them."""
    started = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    out = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - started
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise Failed(f"`{' '.join(command[:3])} ...` exited {process.returncode}")
    return seconds, usage.ru_maxrss / 1024, out, usage.ru_utime + usage.ru_stime


def _catalogue(ctx: Context, copies: int) -> Path:
    """`copies` box-size corpora with their own deck ids (bench/corpus.py --copies), made once."""
    folder = ctx.scratch / f"catalogue-{copies}x"
    if not folder.exists():
        started = time.perf_counter()
        decks = corpus_mod.generate_catalogue(folder, copies)
        print(f"  {copies}x corpus: {sum(d.cards for d in decks):,} cards in {len(decks)} decks "
              f"({time.perf_counter() - started:.1f} s to generate)")
    return folder


def _full_builds(ctx: Context, corpus: Path, jobs: list[int], repeat: int) -> dict[int, dict]:
    """Clean builds (output folder removed first), the `--jobs` values taking turns."""
    runs: dict[int, list[tuple[float, float, float]]] = {n: [] for n in jobs}
    for _ in range(repeat):
        for n in jobs:
            out = ctx.scratch / f"build-out-{corpus.name}-{n}"
            shutil.rmtree(out, ignore_errors=True)
            seconds, peak, _, cpu = _measure([ctx.deckctl, "build", ".", "--out", str(out), "--jobs", str(n)], corpus)
            runs[n].append((seconds, peak, cpu))
    return {n: {"median": statistics.median(t for t, _, _ in r), "min": min(t for t, _, _ in r),
                "max": max(t for t, _, _ in r), "peak_mb": max(m for _, m, _ in r), "runs": [t for t, _, _ in r],
                "cpu": statistics.median(c for _, _, c in r)}
            for n, r in runs.items()}


def _rebuilds(ctx: Context, corpus: Path, out: Path, repeat: int, jobs: int) -> tuple[dict, dict, str]:
    """No-change rebuilds, then one-card rebuilds (a different card of one deck each time)."""
    command = [ctx.deckctl, "build", ".", "--out", str(out), "--jobs", str(jobs)]
    still = [_measure(command, corpus)[0] for _ in range(repeat)]
    card_file = sorted(corpus.glob("box-03/knowledge-bench-03/cards/*.yaml"))[0]
    original = card_file.read_text(encoding="utf-8")
    one, said = [], ""
    try:
        for n in range(repeat):
            # a new id for the file's first card: a change both outputs show
            card_file.write_text(re.sub(r"^(- id: \S+)$", rf"\1-e{n + 2}", original, count=1, flags=re.M),
                                 encoding="utf-8")
            seconds, _, stdout, _ = _measure(command, corpus)
            one.append(seconds)
            said = stdout.strip().splitlines()[-1]
    finally:
        card_file.write_text(original, encoding="utf-8")
    summary = lambda runs: {"median": statistics.median(runs), "min": min(runs), "max": max(runs), "runs": runs}
    return summary(still), summary(one), said


@benchmark("build", "deckctl build at a publisher's scale: the box-size corpus 1x and 10x", "compared with")
def bench_build(ctx: Context) -> list[Row]:
    repeat = max(1, min(ctx.repeat, 3))  # a 10x build takes tens of seconds
    one_x, ten_x = _catalogue(ctx, 1), _catalogue(ctx, 10)
    small = _full_builds(ctx, one_x, [1], max(repeat, 3))[1]
    big = _full_builds(ctx, ten_x, [1, 2], repeat)
    still, one_card, said = _rebuilds(ctx, ten_x, ctx.scratch / f"build-out-{ten_x.name}-2", max(ctx.repeat, 3), 2)
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    spread = lambda m: f"{m['min']:.1f}-{m['max']:.1f} s"
    rows = [
        Row(f"full build 10x vs 1x, --jobs 1 (median of {repeat} / {max(repeat, 3)})", big[1]["median"],
            small["median"], target=11.0,
            note=f"10x: 50 decks, 33,500 cards, runs {spread(big[1])}; 1x: 5 decks, runs {spread(small)}",
            detail={"10x": big[1], "1x": small}),
        Row("peak memory 10x / 1x, --jobs 1", round(big[1]["peak_mb"] / small["peak_mb"], 2), unit="x",
            target=1.5, target_text="<= 1.50",
            note=f"largest process: {big[1]['peak_mb']:.0f} MB at 10x, {small['peak_mb']:.0f} MB at 1x; "
                 f"with --jobs 2 {big[2]['peak_mb']:.0f} MB per process at 10x"),
        Row(f"speed-up with --jobs 2 at 10x (median of {repeat})", round(big[1]["median"] / big[2]["median"], 2),
            unit="x", target_text=">= 1.70", passed=big[1]["median"] / big[2]["median"] >= 1.7,
            note=f"--jobs 2: {big[2]['median']:.1f} s (runs {spread(big[2])}); CPU time {big[1]['cpu']:.1f} s "
                 f"on one job, {big[2]['cpu']:.1f} s on two; {cores} CPUs available"
                 + ("" if (cores or 1) >= 2 else " (one CPU: no speed-up possible)"), detail={"jobs 2": big[2]}),
        Row(f"no-change rebuild at 10x, --jobs 2 (median of {len(still['runs'])})", still["median"],
            big[2]["median"], target=0.1, note="against the full --jobs 2 build", detail=still),
        Row(f"one card changed at 10x, --jobs 2 (median of {len(one_card['runs'])})", one_card["median"],
            big[2]["median"], target_text="1 deck rebuilt", passed=said.startswith("built 1 deck (49 up to date)"),
            note=f"deckctl said: {said}", detail=one_card),
    ]
    if ctx.hundred:
        hundred = _catalogue(ctx, 100)
        full = _full_builds(ctx, hundred, [cores or 1], 1)[cores or 1]
        rows.append(Row(f"full build 100x, --jobs {cores} (one run)", full["median"], big[2]["median"] * 10,
                        note="against ten times the 10x --jobs 2 build", target=1.1))
        rows.append(Row("peak memory 100x (largest process)", round(full["peak_mb"]), unit="MB",
                        target_text="< 1000 MB", passed=full["peak_mb"] < 1000))
    return rows


def _proof_vs_build(ctx: Context, decks: Path, repeat: int, made: list[Path]) -> tuple[dict, dict, dict, float, str]:
    """Cold `proof` (no pictures, no cache), cold `build --force` and cold `lint` of the same decks,
    taking turns; then a second proof with nothing changed. Each run writes into a folder of its
    own: on ext4 a file created where a folder of the same name was just deleted costs about ten
    times as much (0.09 against 0.01 ms), which would charge the proof's 900 pictures for the
    benchmark's own clean-up. Nothing is deleted until every run is done: ext4 without a journal
    (as on the machine docs/performance.md's figures come from) hands out no inode freed less than
    60 s before (up to 6 minutes while the freed inode's table block is not yet on disk), and each
    file created passes over every such inode of its block group (912 files created 6 s after 912
    others were deleted: 0.13 s of CPU, against 0.03), so deleting one run's files right before the
    next charged that run (build, run after the proof, for the proof's 912 pictures). For the same
    reason the figures are fair only minutes after any large deletion on the same disk. Each run starts once what the runs before it wrote is on the disk (`_settle`).
    The folders written are added to `made`, for the caller to delete once all its series are done."""
    samples: dict[str, list[float]] = {"proof": [], "build": [], "lint": []}
    series = decks.name
    for run in range(repeat + 1):  # the first round warms up
        for name in samples:
            out, cache = ctx.scratch / f"{series}-{name}-out-{run}", ctx.scratch / f"{series}-{name}-cache-{run}"
            made += [out, cache]
            args = {"proof": ["proof", str(decks), "--out", str(out)],
                    "build": ["build", str(decks), "--out", str(out), "--force"],
                    "lint": ["lint", str(decks)]}[name]
            _settle()
            started = time.perf_counter()
            done = subprocess.run([ctx.deckctl, *args], cwd=ctx.scratch, capture_output=True, text=True,
                                  env={**os.environ, "DECKCTL_CACHE_DIR": str(cache)})
            if done.returncode != 0:
                raise Failed(f"`deckctl {name}` exited {done.returncode}:\n{done.stderr[-2000:]}")
            if run:
                samples[name].append(time.perf_counter() - started)
    last = repeat  # (the last proof's pictures and cache: nothing to draw, nothing to check)
    runs = []
    for _ in range(3):  # (a run of half a second: the median of three, as one read up to 0.12 s high)
        _settle()
        started = time.perf_counter()
        done = subprocess.run([ctx.deckctl, "proof", str(decks), "--out", str(ctx.scratch / f"{series}-proof-out-{last}")],
                              cwd=ctx.scratch, capture_output=True, text=True,
                              env={**os.environ, "DECKCTL_CACHE_DIR": str(ctx.scratch / f"{series}-proof-cache-{last}")})
        runs.append(time.perf_counter() - started)
    again = statistics.median(runs)
    said = done.stderr.strip().splitlines()[-1] if done.stderr.strip() else ""
    medians = {name: {"median": statistics.median(runs), "runs": runs} for name, runs in samples.items()}
    return medians["proof"], medians["build"], medians["lint"], again, said


# Seconds to wait, after writing out what is buffered, before a timed run: not while the disk
# still writes what the run before it left (ext4 with a journal commits it every 5 s).
SETTLE_SECONDS = 6


def _settle() -> None:
    """What earlier runs wrote (and deleted) written out, and the journal's commit past."""
    os.sync()
    time.sleep(SETTLE_SECONDS)


def _saved_to_page(ctx: Context, deck: Path, edits: int) -> tuple[list[float], list[float]]:
    """Seconds from saving a card file of `deck` to `proof --serve` sending the page the file's new
    pictures, and to its sending what the check of the decks changed (two events a save)."""
    import json
    import queue as queue_mod
    import threading
    import urllib.request

    server = subprocess.Popen([ctx.deckctl, "proof", str(deck), "--serve", "--port", "0", "--out",
                               str(ctx.scratch / "serve-out")], cwd=ctx.scratch, stderr=subprocess.PIPE, text=True,
                              env={**os.environ, "DECKCTL_CACHE_DIR": str(ctx.scratch / "serve-cache")})
    try:
        url = None
        for line in server.stderr:
            if line.startswith("serving the proof at "):
                url = line.split()[4]
                break
        if url is None:
            raise Failed("proof --serve did not start")
        threading.Thread(target=lambda: [None for _ in server.stderr], daemon=True).start()  # (drained)
        events: queue_mod.Queue = queue_mod.Queue()

        with urllib.request.urlopen(url, timeout=60) as page:  # (the stream opens with the page's token only)
            live = url + re.search(r'data-live="/([^"]*)"', page.read().decode("utf-8"))[1]

        def listen() -> None:
            with urllib.request.urlopen(live, timeout=60) as stream:
                for raw in stream:
                    if raw.startswith(b"data: ") and b'"parts"' in raw:
                        events.put((time.perf_counter(), json.loads(raw[6:])["checking"]))

        threading.Thread(target=listen, daemon=True).start()
        time.sleep(1.0)  # (the stream open and the folder watched before the first save)
        card_file = sorted((deck / "cards").glob("*.yaml"))[0]
        original = card_file.read_text(encoding="utf-8")
        pictures, findings = [], []
        for n in range(edits):
            # one question's answer changed: one card to draw again
            card_file.write_text(original.replace("answer: ", f"answer: Edit {n} ", 1), encoding="utf-8")
            saved = time.perf_counter()
            for _ in range(2):
                seen, checking = events.get(timeout=60)
                (pictures if checking else findings).append(seen - saved)
            time.sleep(0.5)
        card_file.write_text(original, encoding="utf-8")
        return pictures, findings
    finally:
        server.terminate()
        server.wait(timeout=30)


@benchmark("proof", "deckctl proof: the five starter decks in both languages, and a save seen in the open page",
           "deckctl build")
def bench_proof(ctx: Context) -> list[Row]:
    decks = ctx.scratch / "proof-decks"
    shutil.rmtree(decks, ignore_errors=True)
    shutil.copytree(ROOT / "decks", decks)
    repeat = max(1, min(ctx.repeat, 5))  # (a cold proof of the starter decks takes about a second)
    big = next(d for d in ctx.corpus if d.game == "wissens-spektrum")
    one = ctx.scratch / "proof-one-deck"  # (the large deck alone: a repository of one deck, drawn in spans)
    shutil.rmtree(one, ignore_errors=True)
    shutil.copytree(big.path, one / big.path.name)
    translated = ctx.scratch / "proof-translated-deck"  # (a deck in two languages alone: an edition's repository)
    shutil.rmtree(translated, ignore_errors=True)
    shutil.copytree(ROOT / "decks" / "wissens-spektrum-starter", translated / "wissens-spektrum-starter")
    made: list[Path] = []
    try:  # (nothing deleted before the series are done: see `_proof_vs_build`)
        proof, build, lint, again, said = _proof_vs_build(ctx, decks, repeat, made)
        big_proof, big_build, big_lint, _, _ = _proof_vs_build(ctx, one, repeat, made)
        both_proof, both_build, _, _, _ = _proof_vs_build(ctx, translated, repeat, made)
    finally:
        for folder in made:
            shutil.rmtree(folder, ignore_errors=True)
    live, checked = _saved_to_page(ctx, big.path, max(ctx.repeat, 5))
    both = [b + l for b, l in zip(build["runs"], lint["runs"])]  # (the same rounds)
    big_both = [b + l for b, l in zip(big_build["runs"], big_lint["runs"])]
    return [
        Row(f"cold proof vs cold lint + cold build --force, starter decks (median of {repeat})", proof["median"],
            statistics.median(both), target=1.0,
            note="456 cards, en and de: 1,824 card sides drawn as SVG, with lint's findings on them; "
                 f"lint {lint['median']:.2f} s + build {build['median']:.2f} s (medians)",
            detail={"proof": proof, "build": build, "lint": lint}),
        Row(f"... against cold build --force alone (median of {repeat})", proof["median"], build["median"],
            target=1.0,
            note="issue 23's target: the proof draws what build draws and checks what lint checks, in build's "
                 "time (docs/performance.md, 'Proof')"),
        Row(f"cold proof vs cold lint + cold build --force, one {big.cards:,}-card deck (median of {repeat})",
            big_proof["median"], statistics.median(big_both), target=1.0,
            note=f"Wissens-Spektrum, en: its cards drawn in spans on every core; lint {big_lint['median']:.2f} s "
                 f"+ build {big_build['median']:.2f} s (medians)",
            detail={"proof": big_proof, "build": big_build, "lint": big_lint}),
        Row(f"... against cold build --force alone (median of {repeat})", big_proof["median"], big_build["median"],
            note="a figure, no target"),
        Row(f"cold proof vs cold build --force, one deck in two languages (median of {repeat})", both_proof["median"],
            both_build["median"], target=1.0,
            note="the Wissens-Spektrum starter deck alone, en and de: its languages drawn side by side",
            detail={"proof": both_proof, "build": both_build}),
        Row("proof again, nothing changed (median of 3)", again, proof["median"], target=0.5,
            note=f"deckctl said: {said.split(': ', 1)[-1]}"),
        Row(f"a saved card file in the open page, {big.cards:,}-card deck (median of {len(live)})",
            statistics.median(live), target=1.0,
            note=f"proof --serve: save to the event with its new pictures; runs {min(live):.2f}-{max(live):.2f} s",
            detail={"runs": live}),
        Row(f"... and its findings checked again (median of {len(checked)})", statistics.median(checked),
            note=f"save to the event with the check's changes; runs {min(checked):.2f}-{max(checked):.2f} s",
            detail={"runs": checked}),
    ]


# --- the merge driver -------------------------------------------------------------------------------

MERGE_SIZE = 240_000  # characters: a large card file, below the 256,000 the driver puts in fmt's layout
MERGE_EDIT_EVERY = 40  # the other side edits one answer in this many


def _merge_cards(size: int) -> str:
    """A card file of about `size` characters in fmt's layout: the Wissens-Spektrum starter deck's
    cards over and over, each copy's ids numbered. (Not art.yaml's: `is_canonical` cannot tell at
    a glance that they are in the layout, and a version it cannot judge is formatted to see only
    up to 100 KB, so the result would not be formatted.)"""
    folder = ROOT / "decks" / "wissens-spektrum-starter" / "cards"
    cards = []
    for path in sorted(folder.glob("*.yaml")):
        if path.name != "art.yaml":
            body = path.read_text(encoding="utf-8").split("\n", 1)[1].strip("\n")  # (below the schema line)
            cards += re.split(r"\n\n(?=- id:)", body)
    chosen, total = [], 0
    for number in itertools.count():
        if total >= size:
            break
        card = re.sub(r"^- id: (\S+)", rf"- id: \g<1>-{number // len(cards)}", cards[number % len(cards)], flags=re.M)
        chosen.append(card)
        total += len(card) + 2
    return "# yaml-language-server: $schema=../../../schemas/wissens-spektrum.cards.schema.json\n" \
        + "\n\n".join(chosen) + "\n"


def _old_layout(text: str) -> str:
    """The file as written before `deckctl fmt`: each card's questions with their dashes at the key's column."""
    lines, in_questions = [], False
    for line in text.split("\n"):
        in_questions = line == "  questions:" or (in_questions and line.startswith(("    - ", "      ")))
        lines.append(line[2:] if in_questions and line != "  questions:" else line)
    return "\n".join(lines)


def _answers_edited(text: str, every: int, first: int = 0) -> str:
    """Every `every`-th plain one-line answer (from the `first`-th) changed, as an editor would."""
    seen = itertools.count()
    return re.sub(r"^ *answer: [^\"'\n].*$",
                  lambda m: m.group(0) + " (edited)" if next(seen) % every == first else m.group(0), text, flags=re.M)


def _git(repo: Path) -> list[str]:
    return ["git", "-C", str(repo), "-c", "user.email=bench@example.org", "-c", "user.name=bench",
            "-c", "commit.gpgsign=false"]


def _merge_repo(ctx: Context, name: str, base: str, ours: str, theirs: str) -> Path:
    """A repository as `deckctl init` writes it, the driver configured as it says, holding a card
    file at `base`, changed to `theirs` on branch `theirs` and to `ours` on main."""
    repo = ctx.scratch / "merge" / name
    if repo.exists():
        shutil.rmtree(repo)
    ctx.run([ctx.deckctl, "init", str(repo), "--game", "wissens-spektrum"], ROOT)
    cards, git = next(repo.glob("decks/*/cards")), _git(repo)  # (its .gitattributes: merge=deckctl)
    ctx.run(["git", "init", "-q", "-b", "main", str(repo)], ROOT)
    ctx.run([*git, "config", "merge.deckctl.driver", f"{shlex.quote(ctx.deckctl)} merge %O %A %B %P --marker-size %L "
                                                     "--base-label %S --ours-label %X --theirs-label %Y"], ROOT)
    path = cards / "large.yaml"
    path.write_text(base, encoding="utf-8")
    ctx.run([*git, "add", "-A"], ROOT)
    ctx.run([*git, "commit", "-q", "-m", "base"], ROOT)
    for branch, text in (("theirs", theirs), ("main", ours)):
        ctx.run([*git, "checkout", "-q", *(["-b"] if branch == "theirs" else []), branch], ROOT)
        path.write_text(text, encoding="utf-8")
        ctx.run([*git, "commit", "-q", "-a", "-m", branch], ROOT)
    return repo


def _timed_merges(ctx: Context, repos: dict[str, Path], repeat: int) -> dict[str, list[float]]:
    """`git merge theirs` on main in each repository, taking turns; undone (untimed) after each."""
    times: dict[str, list[float]] = {name: [] for name in repos}
    for round_number in range(repeat + 1):  # (the first round warms the caches up and is not counted)
        for name, repo in repos.items():
            git = _git(repo)
            started = time.perf_counter()
            ctx.run([*git, "merge", "-q", "--no-edit", "theirs"], ROOT)
            elapsed = time.perf_counter() - started
            if round_number:
                times[name].append(elapsed)
            ctx.run([*git, "reset", "-q", "--hard", "ORIG_HEAD"], ROOT)
    return times


@benchmark("merge", f"git merge of a {MERGE_SIZE // 1000} KB card file with deckctl's merge driver",
           "merged alone")
def bench_merge(ctx: Context) -> list[Row]:
    formatted = _merge_cards(MERGE_SIZE)
    old = _old_layout(formatted)
    theirs = _answers_edited(old, MERGE_EDIT_EVERY)
    repos = {
        # one side ran `deckctl fmt`, the other edited answers in the old layout: the merge takes
        # their questions as they wrote them, and the driver puts the result in fmt's layout
        "formatted": _merge_repo(ctx, "formatted", old, formatted, theirs),
        # both sides edited answers in fmt's layout: the result is in it already
        "merged": _merge_repo(ctx, "merged", formatted, _answers_edited(formatted, MERGE_EDIT_EVERY, 1),
                              _answers_edited(formatted, MERGE_EDIT_EVERY)),
    }
    for repo in repos.values():  # each result must be what it should: clean, in fmt's layout
        git = _git(repo)
        ctx.run([*git, "merge", "-q", "--no-edit", "theirs"], ROOT)
        ctx.run([ctx.deckctl, "fmt", "--check", str(next(repo.glob("decks/*/cards/large.yaml")))], ROOT)
        ctx.run([*git, "reset", "-q", "--hard", "ORIG_HEAD"], ROOT)
    times = _timed_merges(ctx, repos, ctx.repeat)
    medians = {name: statistics.median(runs) for name, runs in times.items()}
    edited = theirs.count(" (edited)\n")
    # target: putting the result in fmt's layout costs no more than the merge itself (4.2 when
    # the whole result was formatted, 2026-12-02)
    return [Row(f"one side formatted, result formatted (median of {ctx.repeat})", medians["formatted"],
                medians["merged"], target=2.0,
                note=f"{len(formatted):,} characters; theirs edited {edited} answers in the old layout; "
                     f"baseline: both sides in fmt's layout, nothing to format",
                detail={"times": times})]


# --- import sheet -------------------------------------------------------------------------------

SHEET_EDITS = 3  # answers changed in the sheet, spread over the file


def _one_file_deck(ctx: Context) -> Path:
    """A git repository holding the Wissens-Spektrum bench deck with its 1,080 cards in one card
    file, as a question bank kept in a single file is (cards/all.yaml, in fmt's layout)."""
    deck = next(d for d in ctx.corpus if d.game == "wissens-spektrum")
    repo = ctx.scratch / "sheet"
    if repo.exists():
        shutil.rmtree(repo)
    (repo / "deck" / "cards").mkdir(parents=True)
    shutil.copy(deck.path / "deck.yaml", repo / "deck" / "deck.yaml")
    texts = [path.read_text(encoding="utf-8") for path in sorted(deck.card_files)]
    schema = texts[0].split("\n", 1)[0]
    bodies = [text.split("\n", 1)[1].strip("\n") for text in texts]  # (below each file's schema line)
    (repo / "deck" / "cards" / "all.yaml").write_text(schema + "\n\n" + "\n\n".join(bodies) + "\n", encoding="utf-8")
    git = _git(repo)
    ctx.run(["git", "init", "-q", str(repo)], ROOT)
    ctx.run([*git, "add", "-A"], ROOT)
    ctx.run([*git, "commit", "-q", "-m", "one card file"], ROOT)
    return repo


def _edited_sheet(ctx: Context, repo: Path, name: str, move: bool) -> Path:
    """The deck's sheet as `deckctl export sheet` writes it, SHEET_EDITS answers changed as an
    editor would (and with `move`, the middle card moved to a new file)."""
    from openpyxl import load_workbook

    exported = ctx.scratch / "sheet-exported.xlsx"
    if not exported.exists():
        ctx.run([ctx.deckctl, "export", "sheet", "deck", "-o", str(exported)], repo)
    book = load_workbook(exported)
    sheet = book["cards"]
    headers = [cell.value for cell in sheet[1]]
    answer, file = headers.index("questions/1/answer") + 1, headers.index("file") + 1
    rows = sheet.max_row - 1
    for n in range(SHEET_EDITS):
        row = 2 + rows * (2 * n + 1) // (2 * SHEET_EDITS)
        sheet.cell(row, answer).value = f"{sheet.cell(row, answer).value} (edited)"
    if move:
        sheet.cell(2 + rows // 2, file).value = "cards/moved.yaml"
    path = ctx.scratch / f"sheet-{name}.xlsx"
    book.save(path)
    return path


def _timed_imports(ctx: Context, repo: Path, sheets: dict[str, Path], repeat: int) -> dict[str, list[float]]:
    """`deckctl import sheet` of each sheet and `deckctl validate` of the deck, taking turns (an
    empty cache each run); the deck's files are put back (untimed) before each import."""
    card_file = repo / "deck" / "cards" / "all.yaml"
    original = card_file.read_bytes()
    cache = ctx.scratch / "deckctl-cache"
    env = {**os.environ, "DECKCTL_CACHE_DIR": str(cache)}
    commands = {name: [ctx.deckctl, "import", "sheet", str(sheet), "deck"] for name, sheet in sheets.items()}
    commands["validate"] = [ctx.deckctl, "validate", "deck"]
    times: dict[str, list[float]] = {name: [] for name in commands}
    for run in range(repeat + 1):  # the first round warms the caches up and is not counted
        for name, command in commands.items():
            card_file.write_bytes(original)
            (repo / "deck" / "cards" / "moved.yaml").unlink(missing_ok=True)
            if cache.exists():
                shutil.rmtree(cache)
            seconds, _, code = _run_measured(command, repo, env)
            if code != 0:
                raise Failed(f"`deckctl {' '.join(command[1:3])}` exited {code} on the one-file deck")
            if run:
                times[name].append(seconds)
    card_file.write_bytes(original)
    (repo / "deck" / "cards" / "moved.yaml").unlink(missing_ok=True)
    return times


@benchmark("sheet", "import sheet: a few cells edited in a 1,080-card deck kept in one card file", "validate")
def bench_sheet(ctx: Context) -> list[Row]:
    repo = _one_file_deck(ctx)
    sheets = {"edited": _edited_sheet(ctx, repo, "edited", move=False),
              "moved": _edited_sheet(ctx, repo, "moved", move=True)}
    times = _timed_imports(ctx, repo, sheets, ctx.repeat)
    medians = {name: statistics.median(runs) for name, runs in times.items()}
    # target: an import loads the deck (validate's work), reads the sheet (about as long), reads
    # the edited file back to check it and validates the merged deck (validate's work twice more):
    # about four validates. A move reads the file once more, cut at its cards, and checks it again
    # once they left: five. The ratios move by half a validate with the machine's load (3.0-4.3
    # and 3.6-5.7 measured on 2026-12-03), hence 4.5 and 6.0; reading the whole file's round-trip
    # tree for an edit made in place, as before that day, gave 9.4 and 9.8.
    return [Row(f"{SHEET_EDITS} answers edited (median of {ctx.repeat}), against validate", medians["edited"],
                medians["validate"], target=4.5,
                note=f"1,080 cards in one file, edited in place; validate {medians['validate']:.2f} s",
                detail={"times": times}),
            Row(f"{SHEET_EDITS} answers edited, one card moved to a new file", medians["moved"],
                medians["validate"], target=6.0, detail={"times": times})]


# --- running and printing -----------------------------------------------------------------------

def _format(value: float | None, unit: str) -> str:
    if value is None:
        return "-"
    if unit == "s":
        return f"{value * 1000:.0f} ms" if value < 1 else f"{value:.2f} s"
    return f"{value:g}"


def _print_section(bench: Benchmark, rows: list[Row]) -> None:
    baseline = bench.baseline_name or "baseline"
    print(f"  {'':<52} {'deckctl':>10} {baseline:>17} {'ratio':>6}  {'target':<14} result")
    for row in rows:
        ratio = f"{row.ratio:.2f}" if row.ratio is not None else ""
        target = row.target_text or (f"<= {row.target:.2f}" if row.target is not None else "")
        verdict = {True: "PASS", False: "MISS", None: ""}[row.verdict]
        print(f"  {row.label:<52} {_format(row.ours, row.unit):>10} {_format(row.baseline, row.unit):>17} "
              f"{ratio:>6}  {target:<14} {verdict}")
        for line in row.note.splitlines():
            print(f"      {line}")


def machine() -> dict:
    cpu = ""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            cpu = next((line.split(":", 1)[1].strip() for line in info if line.startswith("model name")), "")
    except OSError:
        pass
    return {"cpu": cpu or platform.processor() or platform.machine(), "cores": os.cpu_count(),
            "python": platform.python_version(), "system": f"{platform.system()} {platform.release()}"}


def _compile_deckctl() -> None:
    """Write deckctl's byte-code caches before timing anything. An installed deckctl has them
    (pip compiles a wheel's modules); a checkout run with PYTHONDONTWRITEBYTECODE set (as in some
    CI and container set-ups) would otherwise compile some fifty modules in every timed run."""
    import compileall

    compileall.compile_dir(str(Path(__file__).resolve().parent.parent / "deckctl"), quiet=1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Run deckctl's benchmarks (all, or the ones named).")
    parser.add_argument("names", nargs="*", metavar="NAME", help="benchmarks to run [default: all]")
    parser.add_argument("--list", action="store_true", help="list the benchmarks and exit")
    parser.add_argument("--repeat", type=int, default=5, help="timed runs per measurement (median reported)")
    parser.add_argument("--keep", type=Path, help="write the corpus here and keep it (default: a temp folder)")
    parser.add_argument("--json", type=Path, help="also write the results to this JSON file")
    parser.add_argument("--check-jsonschema", dest="cjs", metavar="PATH",
                        help="the check-jsonschema to compare with [default: the one in this venv]")
    parser.add_argument("--strict", action="store_true", help="exit 1 when a target is missed")
    parser.add_argument("-v", "--verbose", action="store_true", help="print breakdowns")
    parser.add_argument("--100x", dest="hundred", action="store_true",
                        help="also the 100x corpus (335,000 cards): build, validate, lint, fmt --check; minutes")
    args = parser.parse_args(argv)

    if args.list:
        for bench in BENCHMARKS.values():
            print(f"{bench.name:<12} {bench.title}")
        return 0
    unknown = [name for name in args.names if name not in BENCHMARKS]
    if unknown:
        parser.error(f"unknown benchmark {', '.join(unknown)}; choose from {', '.join(BENCHMARKS)}")
    selected = [BENCHMARKS[name] for name in (args.names or BENCHMARKS)]

    _compile_deckctl()
    info = machine()
    print(f"deckctl benchmarks — {info['cpu']}, {info['cores']} cores, Python {info['python']}, "
          f"{datetime.date.today().isoformat()}")
    record = {"date": datetime.datetime.now().isoformat(timespec="seconds"), "machine": info, "sections": {}}
    missed = failed = 0
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="deckctl-bench-") as scratch:
        ctx = Context(repeat=args.repeat, scratch=Path(scratch), keep=args.keep.resolve() if args.keep else None,
                      verbose=args.verbose, check_jsonschema_path=args.cjs, hundred=args.hundred)
        for bench in selected:
            print(f"\n{bench.name}: {bench.title}")
            try:
                rows = bench.run(ctx)
            except Failed as exc:
                print(f"  could not run: {exc}")
                failed += 1
                continue
            _print_section(bench, rows)
            missed += sum(1 for row in rows if row.verdict is False)
            record["sections"][bench.name] = [
                {**asdict(row), "ratio": row.ratio, "verdict": row.verdict} for row in rows]
    print(f"\n{'all targets met' if not missed else f'{missed} target(s) missed'}"
          f"{f', {failed} benchmark(s) could not run' if failed else ''} "
          f"({time.perf_counter() - started:.0f} s)")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(record, indent=2) + "\n", encoding="utf-8")
    if failed or (args.strict and missed):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
