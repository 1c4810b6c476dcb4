"""Every path given on the command line that deckctl reads and that is not there is a usage error:
one line naming it, exit 2 (as for `validate nowhere`); `play --deck nowhere` exited 1."""

from __future__ import annotations

from pathlib import Path

import pytest
import typer

from deckctl.cli.app import app
from deckfactory import DECKS

DECK = str(DECKS / "knowledge-starter")
GONE = "nowhere"

# (command line, the missing path's option or argument): every path deckctl reads.
READ = [
    (["validate", GONE], "validate PATH"),
    (["lint", GONE], "lint PATH"),
    (["fmt", GONE], "fmt PATH"),
    (["stats", GONE], "stats PATH"),
    (["build", GONE], "build PATH"),
    (["export", "bundle", GONE], "export bundle DECK"),
    (["export", "pdf", GONE], "export pdf DECK"),
    (["export", "images", GONE], "export images DECK"),
    (["export", "pdf", DECK, "--pdfx", "4", "--icc-profile", GONE], "export pdf --icc-profile"),
    (["export", "sheet", GONE, "--out", "x.csv"], "export sheet DECK"),
    (["import", "sheet", "nowhere.csv", DECK], "import sheet FILE"),
    (["import", "sheet", "{sheet}", GONE], "import sheet DECK"),
    (["preview", GONE, "card", "--png", "x.png"], "preview DECK"),
    (["new", "card", GONE], "new card DECK"),
    (["new", "card", DECK, "--file", "nowhere.yaml"], "new card --file"),
    (["i18n", "extract", GONE], "i18n extract DECK"),
    (["i18n", "pseudo", GONE], "i18n pseudo DECK"),
    (["i18n", "update", GONE, "--lang", "de"], "i18n update DECK"),
    (["i18n", "status", GONE], "i18n status DECK"),
    (["merge", GONE, GONE, GONE, "cards.yaml"], "merge BASE"),
    (["merge", "{sheet}", GONE, GONE, "cards.yaml"], "merge OURS"),
    (["merge", "{sheet}", "{sheet}", GONE, "cards.yaml"], "merge THEIRS"),
    (["diff", "--textconv", GONE], "diff --textconv"),
    (["play", "knowledge", "--deck", GONE], "play --deck"),
    (["play", "knowledge", "--bundle", GONE], "play --bundle"),
    (["simulate", "knowledge", "--deck", GONE], "simulate --deck"),
    (["simulate", "knowledge", "--bundle", GONE], "simulate --bundle"),
    (["replay", GONE], "replay LOG"),
    (["replay", "{log}", "--deck", GONE], "replay --deck"),
    (["replay", "{log}", "--bundle", GONE], "replay --bundle"),
    (["schema", "--check", "--dir", GONE], "schema --dir"),
    (["proof", GONE], "proof PATH"),
]
# Paths deckctl writes (or creates): not read, so not here.
WRITTEN = {"build --out", "export bundle --out", "export pdf --out", "export images --out", "export calibration --out",
           "export sheet --out", "preview --png", "play --log", "init DIR", "proof --out",
           "diff --out", "new deck FOLDER"}


@pytest.mark.parametrize(("args", "what"), READ, ids=[what for _, what in READ])
def test_a_missing_path_is_a_usage_error(args, what, tmp_path, monkeypatch, cli):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "sheet.csv").write_text("id\n", encoding="utf-8")
    (tmp_path / "game.jsonl").write_text('{"format": "deckctl-replay", "version": 2, "game": "knowledge"}\n',
                                         encoding="utf-8")
    run = cli(*[arg.replace("{sheet}", "sheet.csv").replace("{log}", "game.jsonl") for arg in args])
    assert run.exit_code == 2, (run.stdout, run.stderr)
    assert run.stderr.startswith("deckctl: error: ") and "nowhere" in run.stderr.splitlines()[0], run.stderr
    assert not run.stdout


def test_a_folder_without_deck_yaml_is_a_usage_error_too(tmp_path, cli):
    run = cli("play", "knowledge", "--deck", tmp_path)
    assert run.exit_code == 2 and f"{tmp_path} is not a deck folder (no deck.yaml)" in run.stderr


def test_every_path_parameter_is_checked_here():
    """A new path option or argument must be added to READ (with its test) or WRITTEN."""
    def paths(command, path=()):
        for name, sub in getattr(command, "commands", {}).items():
            yield from paths(sub, (*path, name))
        for param in getattr(command, "params", []):
            annotation = getattr(getattr(param, "type_descriptor", None), "annotation", None)
            if annotation is Path or annotation == list[Path]:
                shown = param.metavar if param.param_type_name == "argument" else param.opts[0]
                yield " ".join((*path, shown))

    assert set(paths(typer.main.get_command(app))) == {what for _, what in READ} | WRITTEN


@pytest.mark.parametrize(("args", "what"), [
    *READ,
    (["build", DECK, "--out", GONE], "build --out"),
    (["proof", DECK, f"--out={GONE}"], "proof --out"),
    (["export", "pdf", DECK, "-o", GONE], "export pdf --out"),
    (["init", GONE], "init DIR"),
    (["validate", DECK, "--", GONE], "validate -- PATH"),
], ids=lambda x: x if isinstance(x, str) else None)
def test_an_empty_path_is_a_usage_error_not_the_working_folder(args, what, tmp_path, monkeypatch, cli):
    """`deckctl fmt "$DECK"` with DECK unset: typer reads `''` as `.`, and fmt formatted every deck
    under the working folder (`--out ''` wrote there)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "sheet.csv").write_text("id\n", encoding="utf-8")
    (tmp_path / "game.jsonl").write_text('{"format": "deckctl-replay", "version": 2, "game": "knowledge"}\n',
                                         encoding="utf-8")
    given = [{"{sheet}": "sheet.csv", "{log}": "game.jsonl"}.get(arg, arg) for arg in args]
    given = ["" if arg in (GONE, "nowhere.csv", "nowhere.yaml") else arg.replace(f"={GONE}", "=") for arg in given]
    run = cli(*given)
    assert run.exit_code == 2, (run.stdout, run.stderr)
    first = run.stderr.splitlines()[0]
    assert first.startswith("deckctl: error: ") and "is empty (an unset shell variable?)" in first, run.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.jsonl", "sheet.csv"]  # (nothing written)
