"""The architecture's contracts (pyproject.toml, `[tool.importlinter]`): they hold on the tree as
it is, and each one catches the import it exists to stop, named, in a copy of the package with
that import added (a function's lazy import counts as much as a module's own)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")

pytestmark = pytest.mark.skipif(not LINT_IMPORTS.exists(), reason="import-linter is not installed (pip install -e '.[dev]')")


def lint_imports(root: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(root)}  # the copy's deckctl, not the installed one
    return subprocess.run([str(LINT_IMPORTS), "--no-cache", "--config", str(root / "pyproject.toml")],
                          cwd=root, env=env, capture_output=True, text=True)


@pytest.fixture
def package_copy(tmp_path) -> Path:
    shutil.copytree(ROOT / "deckctl", tmp_path / "deckctl", ignore=shutil.ignore_patterns("__pycache__", "_data"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    return tmp_path


def test_the_tree_keeps_every_contract():
    result = lint_imports(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


# (file to change, code appended to it, the contract that must break, what the report must name)
BREAKS = {
    "a stage reaching up": (
        "core/diagnostics.py", "from deckctl.lint import check  # noqa\n",
        "Each package imports only from the layers below it", "deckctl.core.diagnostics -> deckctl.lint.check"),
    "a lazy import reaching up": (
        "io/atomic.py", "\n\ndef _later():\n    from deckctl.export import bundle  # noqa\n",
        "Each package imports only from the layers below it", "deckctl.io.atomic -> deckctl.export.bundle"),
    "two packages of one layer": (
        "diff/compare.py", "\n\ndef _later():\n    from deckctl.sheet import columns  # noqa\n",
        "Each package imports only from the layers below it", "deckctl.diff.compare -> deckctl.sheet.columns"),
    "a stage importing a game's code": (
        "lint/runner.py", "\n\ndef _later():\n    from deckctl.games.knowledge import cards  # noqa\n",
        "Only the game registry reaches a game's package", "deckctl.lint.runner -> deckctl.games.knowledge.cards"),
    "one game importing another": (
        "games/iknow/rules.py", "\n\ndef _later():\n    from deckctl.games.you_know_it import cards  # noqa\n",
        "The five games are independent of each other", "deckctl.games.iknow.rules -> deckctl.games.you_know_it.cards"),
    "a cycle inside a package": (
        "export/pdf/fonts.py", "\n\ndef _later():\n    from deckctl.export.pdf import document  # noqa\n",
        "No import cycles, at any depth", "fonts"),
    "a game's rules reading sources": (
        "games/knowledge/rules.py", "\n\ndef _later():\n    from deckctl.io import source  # noqa\n",
        "A game's rules and bots play bundles, never sources", "deckctl.games.knowledge.rules -> deckctl.io.source"),
    "a stage parsing arguments": (
        "export/bundle.py", "\n\ndef _later():\n    import typer  # noqa\n",
        "Only the command line parses arguments", "deckctl.export.bundle -> typer"),
    "a lint rule drawing with reportlab": (
        "lint/rules/text_fits.py", "\n\ndef _later():\n    import reportlab  # noqa\n",
        "Only the PDF export draws and reads PDFs and pictures", "deckctl.lint.rules.text_fits -> reportlab"),
}


@pytest.mark.parametrize("case", BREAKS, ids=list(BREAKS))
def test_each_contract_names_the_import_that_breaks_it(package_copy, case):
    file, code, contract, named = BREAKS[case]
    with open(package_copy / "deckctl" / file, "a", encoding="utf-8") as module:
        module.write(code)
    result = lint_imports(package_copy)
    assert result.returncode == 1, result.stdout + result.stderr
    assert f"{contract} BROKEN" in result.stdout
    assert named in result.stdout


def test_a_new_package_must_be_given_a_layer(package_copy):
    (package_copy / "deckctl" / "newstage").mkdir()
    (package_copy / "deckctl" / "newstage" / "__init__.py").write_text('"""A stage nobody placed."""\n')
    result = lint_imports(package_copy)
    assert result.returncode == 1
    assert "newstage" in result.stdout
