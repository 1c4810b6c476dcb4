"""Fuzzing every format deckctl reads, through the command that reads it.

Each target starts from a real file (a card file, a manifest with art, a catalog, a sheet, a
bundle, a replay log, SVG/PNG/PDF art), mutates it the way a broken or hostile file differs
(`mutate.py`), and runs the deckctl command a user would run on it, in-process. Whatever the
input, the command must end with exit 0 or 1 (2 where the input is a command-line argument),
never an internal error (exit 70) or an uncaught exception, within a time limit.

`make test` runs a bounded, derandomized pass (12 inputs a target, `DECKCTL_FUZZ_EXAMPLES` to
change it); `make fuzz` (`DECKCTL_FUZZ=long`) a random one of 2,000 a target that keeps the
shrunk failing input in `tests/fuzz/cases/<target>/`, where every later run replays it as a
regression case: commit it with the fix.
"""

from __future__ import annotations

import hashlib
import io
import os
import shutil
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest
from deckfactory import DECKS, MANIFESTS, VALID_CARDS, write_deck
from guards import returns_quickly
from hypothesis import HealthCheck, given, settings
from mutate import CSV, JSON, PDF, PNG, PO, XML, YAML, mutated

CASES = Path(__file__).parent / "cases"
LONG_RUN = os.environ.get("DECKCTL_FUZZ") == "long"  # `make fuzz`: random, and failing inputs kept
EXAMPLES = int(os.environ.get("DECKCTL_FUZZ_EXAMPLES", "2000" if LONG_RUN else "12"))
SECONDS = 30  # the most one command may take on one input (docs/security.md)


@dataclass
class Target:
    """A file of one format inside a prepared folder, and the command that reads it."""

    name: str
    tokens: list[bytes]
    file: str  # relative to the prepared folder
    command: list[str]  # `{dir}` stands for the prepared folder
    needs: tuple[str, ...]  # what of the prepared folder the command reads
    exits: tuple[int, ...] = (0, 1)


TARGETS = {target.name: target for target in [
    Target("card-file", YAML, "deck/cards/cards.yaml", ["validate", "{dir}/deck"], ("deck",)),
    Target("manifest", YAML, "deck/deck.yaml", ["validate", "{dir}/deck"], ("deck",)),
    Target("catalog", PO, "yki/locales/de.po", ["validate", "{dir}/yki"], ("yki",)),
    Target("csv-sheet", CSV, "sheet.csv", ["import", "sheet", "{dir}/sheet.csv", "{dir}/deck"], ("deck", "sheet.csv")),
    Target("xlsx-sheet", XML, "sheet.xlsx", ["import", "sheet", "{dir}/sheet.xlsx", "{dir}/deck"], ("deck", "sheet.xlsx")),
    Target("bundle", JSON, "bundle.json", ["replay", "{dir}/game.log", "--bundle", "{dir}/bundle.json"],
           ("bundle.json", "game.log"), (0, 1, 2)),
    Target("replay-log", JSON, "game.log", ["replay", "{dir}/game.log", "--bundle", "{dir}/bundle.json"],
           ("bundle.json", "game.log"), (0, 1, 2)),
    Target("svg-art", XML, "art/back.svg", ["validate", "{dir}/art"], ("art",)),
    Target("png-art", PNG, "art/back.png", ["validate", "{dir}/art"], ("art",)),
    Target("pdf-art", PDF, "art/back.pdf", ["validate", "{dir}/art"], ("art",)),
]}


def _runner():
    from typer.testing import CliRunner

    from deckctl.cli.app import app

    runner = CliRunner()
    return lambda args: runner.invoke(app, args, catch_exceptions=True)


@pytest.fixture(scope="module")
def prepared(tmp_path_factory):
    """One folder holding every target's starting files, copied for each input."""
    root = tmp_path_factory.mktemp("fuzz-seeds")
    os.environ["DECKCTL_CACHE_DIR"] = str(root / ".cache")  # (never the repository's)
    invoke = _runner()
    write_deck(root, "knowledge", VALID_CARDS["knowledge"], name="deck")
    shutil.copytree(DECKS / "you-know-it-starter", root / "yki")
    for sheet in ("sheet.csv", "sheet.xlsx"):
        assert invoke(["export", "sheet", str(root / "deck"), "-o", str(root / sheet)]).exit_code == 0
    assert invoke(["export", "bundle", str(DECKS / "knowledge-starter"), "--out", str(root / "bundles")]).exit_code == 0
    shutil.move(next((root / "bundles").rglob("bundle.json")), root / "bundle.json")
    shutil.rmtree(root / "bundles")
    _record_a_game(root)
    _art(root)
    return root


def _record_a_game(root: Path) -> None:
    """A replay log of one seeded game between random bots, as `deckctl play --log` writes it."""
    from deckctl.engine import make_game
    from deckctl.engine.bots import RandomBot
    from deckctl.engine.replay import Recorder, play_logged
    from deckctl.export.bundle import load_bundle

    game = make_game(load_bundle(root / "bundle.json"))
    with open(root / "game.log", "w", encoding="utf-8") as handle:
        recorder = Recorder(handle)
        recorder.header(game, 7)
        play_logged(game.new_initial_state(7), RandomBot(game, 7).step, recorder)


def _art(root: Path) -> None:
    from PIL import Image
    from reportlab.pdfgen import canvas

    write_deck(root, "knowledge", VALID_CARDS["knowledge"],
               MANIFESTS["knowledge"] + "print:\n  back_art: back.svg\n  logo: back.png\n", name="art")
    (root / "art" / "back.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100" '
        'viewBox="0 0 200 100"><defs><g id="a"><rect width="10" height="10" fill="#c03"/></g></defs>'
        '<use xlink:href="#a" x="5"/><circle cx="100" cy="50" r="40" fill="#036"/><text x="10" y="90">Back</text></svg>',
        encoding="utf-8")
    Image.new("RGB", (64, 32), (200, 30, 60)).save(root / "art" / "back.png")
    pdf = io.BytesIO()
    page = canvas.Canvas(pdf, pagesize=(200, 100), invariant=1)
    page.setFillColorRGB(0.1, 0.3, 0.6)
    page.rect(10, 10, 180, 80, fill=1)
    page.showPage()
    page.save()
    (root / "art" / "back.pdf").write_bytes(pdf.getvalue())


def _seed(prepared: Path, target: Target) -> bytes:
    if target.name == "xlsx-sheet":  # the workbook's own XML: the zip around it is rebuilt
        with zipfile.ZipFile(prepared / target.file) as book:
            return book.read("xl/worksheets/sheet1.xml")
    return (prepared / target.file).read_bytes()


def _place(folder: Path, target: Target, data: bytes, prepared: Path) -> None:
    path = folder / target.file
    if target.name == "xlsx-sheet":
        buffer = io.BytesIO()
        with zipfile.ZipFile(prepared / target.file) as source, zipfile.ZipFile(buffer, "w") as book:
            for item in source.infolist():
                book.writestr(item, data if item.filename == "xl/worksheets/sheet1.xml" else source.read(item))
        data = buffer.getvalue()
    if target.name in ("svg-art", "png-art", "pdf-art"):
        manifest = folder / "art" / "deck.yaml"
        art = {"svg-art": "back.svg", "png-art": "back.png", "pdf-art": "back.pdf"}[target.name]
        manifest.write_text(MANIFESTS["knowledge"] + f"print:\n  back_art: {art}\n", encoding="utf-8")
    path.write_bytes(data)


def check(prepared: Path, target: Target, data: bytes) -> None:
    with tempfile.TemporaryDirectory(prefix="deckctl-fuzz-") as tmp:
        folder = Path(tmp) / "work"
        folder.mkdir()
        for name in target.needs:  # only what the command reads: a copy per input
            (shutil.copytree if (prepared / name).is_dir() else shutil.copy)(prepared / name, folder / name)
        _place(folder, target, data, prepared)
        args = [part.replace("{dir}", str(folder)) for part in target.command]
        with returns_quickly(SECONDS, "deckctl ran past the time limit on this input"):
            result = _runner()(args)
        assert result.exception is None or isinstance(result.exception, SystemExit), \
            f"{type(result.exception).__name__}: {result.exception}"
        assert result.exit_code in target.exits, f"exit {result.exit_code}: {result.stderr[-600:]}"
        assert "internal error" not in result.stderr and "Traceback" not in result.stderr, result.stderr[-600:]


def _keep(target: Target, data: bytes) -> None:
    folder = CASES / target.name
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{hashlib.sha256(data).hexdigest()[:16]}.bin").write_bytes(data)


@pytest.mark.parametrize("name", TARGETS)
def test_fuzz(prepared, name):
    target = TARGETS[name]
    seed = _seed(prepared, target)

    @settings(max_examples=EXAMPLES, deadline=None, derandomize=not LONG_RUN, database=None,
              suppress_health_check=list(HealthCheck), print_blob=True)
    @given(mutated(seed, target.tokens))
    def run(data: bytes) -> None:
        tried[0] = data
        check(prepared, target, data)

    tried = [b""]
    try:
        run()
    except BaseException:
        if LONG_RUN:  # hypothesis ran the shrunk failing input last: keep it as a regression case
            _keep(target, tried[0])
        raise


def regression_cases():
    return [pytest.param(name, path, id=f"{name}/{path.name}")
            for name in TARGETS for path in sorted((CASES / name).glob("*")) if path.is_file()]


@pytest.mark.parametrize("name, path", regression_cases())
def test_regression(prepared, name, path):
    """Each input a fuzzing run once failed on, kept as it was found."""
    check(prepared, TARGETS[name], path.read_bytes())
