"""Shared fixtures: throwaway decks in tmp_path and an in-process `deckctl` runner.

Kept small and free of autouse fixtures: several test packages share this folder.
"""

from __future__ import annotations

import gc
import signal
from dataclasses import dataclass
from pathlib import Path

import pytest

from deckfactory import write_deck

# A suite started with Ctrl-C ignored (a shell's background job, some CI runners) hands that on to
# every deckctl it starts, where no Ctrl-C then stops anything: the tests of what Ctrl-C does
# failed. Ctrl-C is Python's KeyboardInterrupt again here, and so the default in the processes
# the tests start.
if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)


@pytest.fixture
def make_deck(tmp_path):
    """make_deck(game, cards=..., manifest=...) -> the deck folder, in tmp_path."""

    def make(game: str = "knowledge", cards=None, manifest=None, name: str = "deck") -> Path:
        return write_deck(tmp_path, game, cards, manifest, name)

    return make


@dataclass
class Run:
    exit_code: int
    stdout: str
    stderr: str
    exception: BaseException | None


@pytest.fixture
def cli(monkeypatch, tmp_path_factory):
    """Run `deckctl ARGS...` in-process (fast); returns exit code, stdout and stderr apart."""
    from typer.testing import CliRunner

    from deckctl.cli.app import app

    runner = CliRunner()
    # Each test starts with an empty cache of checked decks (deckctl/lint/cache.py), kept out of the repo.
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path_factory.mktemp("deckctl-cache")))

    def run(*args: str | Path, cwd: Path | None = None) -> Run:
        if cwd is not None:
            monkeypatch.chdir(cwd)
        result = runner.invoke(app, [str(a) for a in args], catch_exceptions=True)
        exception = result.exception if not isinstance(result.exception, SystemExit) else None
        return Run(result.exit_code, result.stdout, result.stderr, exception)

    return run


@pytest.fixture
def pages_drawn_on(monkeypatch) -> list[int]:
    """The processes each PDF export asked for to draw its pages (`pages.drawn`'s `jobs`), in order."""
    from deckctl.export.pdf import pages

    asked: list[int] = []
    drawn = pages.drawn

    def spy(drawing, jobs):
        asked.append(jobs)
        return drawn(drawing, jobs)

    monkeypatch.setattr(pages, "drawn", spy)
    return asked


# The suite's longest files, as the clean-clone CI's durations show them (10-30 s each: LibreOffice,
# pre-commit, git, browsers, a killed build). `make test` hands files to its workers in the order
# collected (--dist loadfile), so one of these collected late, as its name puts it, ran on while
# the other workers had nothing left: they are collected first. A file missing here only runs
# in its usual place; no test depends on the order.
LONGEST_FILES = (
    "scaffold/test_init_workflow_audit.py", "sheet/test_libreoffice.py", "cli/test_pre_commit_hooks.py",
    "fmt/test_quick_check_agreement.py", "merge/test_merge_fmt_by_card.py", "lint/test_fix_deck_lock.py",
    "export/test_build_killed.py", "sheet/test_libreoffice_awkward_texts.py", "pdf/test_card_sizes.py",
    "packaging/test_wheel.py", "fmt/test_fmt_deck_lock.py", "proof/test_proof_a11y.py",
    "proof/test_proof_diff_pictures_readable.py", "proof/test_bench_live_save.py", "proof/test_proof_hostile_page.py",
)


def pytest_collection_modifyitems(config, items):
    """The longest files first (LONGEST_FILES), the rest in their order."""
    tests = Path(__file__).parent
    first = {tests / name: rank for rank, name in enumerate(LONGEST_FILES)}
    items.sort(key=lambda item: first.get(Path(item.fspath), len(first)))


def pytest_configure(config):
    """Young objects are collected rarely, as deckctl's command line has them collected
    (deckctl/cli/app.py): a test process builds many long-lived objects (collected tests, parsed
    decks, layouts) and few reference cycles, and Python's default thresholds made the collector
    walk them again and again, about a tenth of the CPU time of the tests run in-process. Cycles
    are still collected, later; nothing is frozen, so deckctl's workers keep their own handling."""
    gc.set_threshold(100_000, 10, 10)
    _command_built_once()


def _command_built_once() -> None:
    """typer's CliRunner builds the click command tree of the app it is given (every command,
    option and help text) on each `invoke`: about 10 ms of CPU, more than many a command run in
    a test costs, and the suite runs thousands. It is built once per app and process here (by
    typer's own function), as `deckctl` builds it once per process. A click command is a
    description of the command line: each run gets its own context and parsed values; nothing a
    run does is kept in it (deckctl's help classes only set the same attributes again, and typer
    reads no environment while building it). Should typer's runner stop building it through
    that name, nothing is changed here and each run builds it again, as before."""
    import typer.testing

    build = getattr(typer.testing, "_get_command", None)
    if build is None or getattr(build, "built_once", False):
        return
    built: dict[int, tuple[object, object]] = {}

    def get_command(app):
        app_and_command = built.get(id(app))
        if app_and_command is None or app_and_command[0] is not app:
            app_and_command = built[id(app)] = (app, build(app))
        return app_and_command[1]

    get_command.built_once = True
    typer.testing._get_command = get_command


@pytest.hookimpl(tryfirst=True)
def pytest_sessionstart(session):
    """Under pytest-xdist, the test modules are rewritten once here, before the workers start
    (rewrite_once.py), not once in each of them."""
    config = session.config
    if not hasattr(config, "workerinput") and config.pluginmanager.hasplugin("dsession"):
        from rewrite_once import asked, rewrite_test_modules

        rewrite_test_modules(config, asked(config))
