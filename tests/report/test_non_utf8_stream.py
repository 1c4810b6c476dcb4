"""A terminal or CI runner whose locale is not UTF-8 (PYTHONIOENCODING=ascii or latin-1, LANG=C with
Python's UTF-8 mode off): no command stops with an internal error on a character it cannot encode.
Text shows it as a `\\u` escape; JSON and SARIF are written in ASCII, the same JSON whatever encoding
its reader assumes.

Each locale's commands run one after another in one Python process started in that locale (a
process start and deckctl's import each cost as much as a command): `deckctl.__main__.main` as
`python -m deckctl` calls it, with stdout and stderr still the streams Python opened for the
locale, their file descriptors pointed at one file per command. Each command sets those streams
up itself (cli.app.run), as it does in a process of its own."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from deckfactory import VALID_CARDS, write_deck

from deckctl.core.printable import json_for

LOCALES = {"ascii": {"PYTHONIOENCODING": "ascii"}, "latin-1": {"PYTHONIOENCODING": "latin-1"},
           "posix": {"LC_ALL": "POSIX", "PYTHONUTF8": "0", "PYTHONIOENCODING": ""}}

RUN_EACH = """
import json, os, sys
from deckctl.__main__ import main

streams = os.dup(1), os.dup(2)
for number, args in enumerate(json.loads(sys.argv[1])):
    with open(f"{number}.out", "wb") as out, open(f"{number}.err", "wb") as err:
        os.dup2(out.fileno(), 1)
        os.dup2(err.fileno(), 2)
        sys.argv = ["deckctl", *args]
        try:
            main()
            code = 0
        except SystemExit as stop:
            code = stop.code if isinstance(stop.code, int) else 0 if stop.code is None else 1
        sys.stdout.flush()
        sys.stderr.flush()
        os.dup2(streams[0], 1)
        os.dup2(streams[1], 2)
    with open(f"{number}.code", "w") as said:
        said.write(str(code))
"""


@dataclass
class Ran:
    returncode: int
    stdout: bytes
    stderr: bytes


def deckctl_runs(env: dict[str, str], folder: Path, *commands: list) -> list[Ran]:
    """Each of `commands` (deckctl's arguments) run in turn by one Python process in `env`'s locale."""
    folder.mkdir()
    started = subprocess.run([sys.executable, "-c", RUN_EACH, json.dumps([list(map(str, c)) for c in commands])],
                             cwd=folder, capture_output=True, env={**os.environ, "PYTHONUTF8": "1", **env}, timeout=300)
    assert started.returncode == 0 and started.stdout == started.stderr == b"", started
    return [Ran(int((folder / f"{n}.code").read_text()), (folder / f"{n}.out").read_bytes(),
                (folder / f"{n}.err").read_bytes()) for n in range(len(commands))]


@pytest.fixture(scope="module")
def deck(tmp_path_factory):
    """A deck whose one finding quotes a text outside ASCII (`colourü`, an emoji)."""
    cards = VALID_CARDS["knowledge"].replace("category: colour", "category: colourü 🎲", 1)
    return write_deck(tmp_path_factory.mktemp("non-utf8"), "knowledge", cards)


FORMATS = (("validate", "json"), ("validate", "sarif"), ("status", "json"))


def formatted(deck: Path) -> list[list]:
    return [[*(["i18n"] if command == "status" else []), command, deck, "-f", fmt] for command, fmt in FORMATS]


def plain(deck: Path) -> list[list]:
    return [["validate", deck], ["lint", deck], ["validate", deck, "-f", "github"], ["i18n", "status", deck]]


@pytest.fixture(scope="module")
def runs_in(deck, tmp_path_factory):
    """runs_in(locale): what each command of the tests below did in that locale, run once."""
    done: dict[str, list[Ran]] = {}

    def runs(locale: str) -> list[Ran]:
        if locale not in done:
            env = {**LOCALES[locale], "DECKCTL_CACHE_DIR": str(tmp_path_factory.mktemp("cache"))}
            done[locale] = deckctl_runs(env, tmp_path_factory.mktemp(f"runs-{locale}") / "runs",
                                        *formatted(deck), *plain(deck), ["lint", "--list-rules"])
        return done[locale]

    return runs


@pytest.mark.parametrize("locale", LOCALES)
def test_findings_in_every_format(deck, runs_in, locale):
    runs = runs_in(locale)
    for run in runs[:len(FORMATS)]:
        assert run.returncode == 1, run.stderr
        shown = run.stdout.decode("ascii")  # (ASCII: readable as UTF-8 and as the stream's encoding)
        assert "colour\u00fc \U0001f3b2" in json.dumps(json.loads(shown), ensure_ascii=False)
    for run in runs[len(FORMATS):len(FORMATS) + len(plain(deck))]:
        assert run.returncode == 1 and b"internal error" not in run.stderr, run.stderr
    text = runs[len(FORMATS)].stdout.decode("latin-1")  # (`validate DECK`, as text)
    assert "`colour\\u00fc \\ud83c\\udfb2` is not a valid category" in text or "`colourü \\ud83c\\udfb2`" in text


@pytest.mark.parametrize("locale", LOCALES)
def test_the_list_of_rules(runs_in, locale):
    run = runs_in(locale)[-1]
    assert run.returncode == 0 and b"internal error" not in run.stderr, run.stderr


def test_json_is_escaped_only_where_the_stream_cannot_carry_it():
    text = json.dumps({"t": "K\u00f6ln \U0001f3b2"}, ensure_ascii=False)
    assert json_for(io.TextIOWrapper(io.BytesIO(), encoding="utf-8"), text) == text
    assert json_for(io.TextIOWrapper(io.BytesIO(), encoding="latin-1"), text) == json.dumps({"t": "K\u00f6ln \U0001f3b2"})
