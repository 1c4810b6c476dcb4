"""tests/conftest.py has typer's CliRunner build deckctl's click command once per test process,
not on every invoke (about 10 ms each, thousands of times a run); a typer whose runner no longer
builds it through the name patched there fails here, rather than the suite quietly slowing down."""

from __future__ import annotations

import typer.testing
from typer.testing import CliRunner

from deckctl.cli.app import app


def test_the_runner_builds_the_command_once_and_every_run_parses_its_own_arguments():
    build = typer.testing._get_command
    assert getattr(build, "built_once", False) and build(app) is build(app)
    runner = CliRunner()
    version = runner.invoke(app, ["--version"])
    usage = runner.invoke(app, ["validate", "--jobs"])
    assert (version.exit_code, usage.exit_code) == (0, 2) and version.stdout.startswith("deckctl ")
    assert "--jobs needs a value" in usage.stderr
    assert runner.invoke(app, ["--version"]).stdout == version.stdout  # (the same command, run again)
