"""What the scaffold tests share: a repository as `deckctl init` writes it, for tests of what
comes after init."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def _init_templates() -> dict[str, Path]:
    return {}


@pytest.fixture
def init_repository(tmp_path_factory, _init_templates, cli):
    """init_repository(target, game) -> target, holding what `deckctl init TARGET --game GAME`
    writes: the files of one init per game and test process, copied (with new times). init writes
    the same files whatever its folder is named, and a copy costs 2 ms where init costs 75;
    some 80 tests start from a new repository. The tests of init itself run init."""

    def make(target: Path, game: str) -> Path:
        template = _init_templates.get(game)
        if template is None:
            template = tmp_path_factory.mktemp(f"init-{game}") / "repo"
            assert cli("init", template, "--game", game).exit_code == 0
            _init_templates[game] = template
        shutil.copytree(template, target, dirs_exist_ok=True, copy_function=shutil.copy)
        return target

    return make
