"""A board.yaml or catalog of a folder with no deck.yaml: the hint names the missing manifest, as
for a card file, and fmt's closing line does not contradict the errors above it."""

from __future__ import annotations

import subprocess

import pytest


@pytest.fixture
def repo(tmp_path):
    subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
    orphan = tmp_path / "decks" / "x"
    (orphan / "cards").mkdir(parents=True)
    (orphan / "locales").mkdir()
    (orphan / "board.yaml").write_text("spaces: []\n", encoding="utf-8")
    (orphan / "locales" / "de.po").write_text('msgid ""\nmsgstr ""\n', encoding="utf-8")
    (orphan / "cards" / "a.yaml").write_text("- id: q1\n", encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize(("name", "beside"), [("board.yaml", "board.yaml"), ("locales/de.po", "locales/")])
def test_the_hint_names_the_missing_manifest_of_a_deck_file(repo, cli, name, beside):
    done = cli("validate", f"decks/x/{name}", cwd=repo)
    assert done.exit_code == 1
    assert f"decks/x/{name}: error: no deck.yaml found for this file [missing-manifest]" in done.stdout
    assert f"hint: add decks/x/deck.yaml, beside {beside}: `deckctl init` writes an example" in done.stdout


@pytest.mark.parametrize("named", [[], ["decks/x/board.yaml"]])
def test_fmt_with_only_files_in_no_deck_does_not_say_none_were_found(repo, cli, named):
    done = cli("fmt", "--check", "--skip-outside-decks", *named, cwd=repo)
    assert done.exit_code == 1
    assert "[missing-manifest]" in done.stdout + done.stderr
    assert "no deck files found" not in done.stdout + done.stderr
    assert "no deck file checked (1 error above)" in done.stderr
