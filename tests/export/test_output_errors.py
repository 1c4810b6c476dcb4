"""Outputs that cannot be written and bundles that cannot be read: plain errors, never exit 70."""

from __future__ import annotations

import json

import pytest

from deckctl.export.bundle import BundleError, load_bundle


@pytest.mark.parametrize("command", [("export", "bundle"), ("build",)])
def test_out_that_is_a_file_is_an_environment_error(make_deck, cli, tmp_path, command):
    deck = make_deck()
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the output folder should be\n")
    run = cli(*command, deck, "--out", blocker)
    assert run.exception is None, run.exception
    assert run.exit_code == 74, run.stdout + run.stderr  # the machine's state, not the command line
    assert f"deckctl: error: cannot write {blocker}" in run.stderr
    assert "internal error" not in run.stderr
    assert blocker.read_text() == "a file where the output folder should be\n"


def test_loader_refuses_deeply_nested_json(tmp_path):
    path = tmp_path / "bundle.json"
    path.write_text('{"format": "deckctl-bundle", "a": ' + "[" * 200_000 + "]" * 200_000 + "}")
    with pytest.raises(BundleError) as caught:
        load_bundle(path)
    assert "nested more than 64 levels deep" in str(caught.value) and str(path) in str(caught.value)


def test_play_refuses_deeply_nested_bundle(tmp_path, cli):
    path = tmp_path / "bundle.json"
    path.write_text(json.dumps({"format": "deckctl-bundle"})[:-1] + ', "a": ' + "[" * 200_000 + "]" * 200_000 + "}")
    run = cli("play", "knowledge", "--bundle", path)
    assert run.exception is None, run.exception
    assert run.exit_code in (1, 2)
    assert "nested more than 64 levels deep" in run.stderr


@pytest.mark.parametrize("out", ["decks", "decks/quiz/more"])
@pytest.mark.parametrize("kind", ["bundle", "images"])
def test_an_export_into_its_deck_or_the_folder_holding_it_is_a_usage_error(tmp_path, cli, out, kind):
    """`export bundle decks/quiz --out decks` wrote decks/quiz/en/bundle.json among the deck's files,
    `export images decks/quiz --out decks/quiz/img` its images."""
    from deckfactory import write_deck

    write_deck(tmp_path / "decks", name="quiz")
    before = sorted(path.relative_to(tmp_path) for path in tmp_path.rglob("*"))
    run = cli("export", kind, "decks/quiz", "--out", out, cwd=tmp_path)
    assert run.exit_code == 2, run.stderr
    said = "holds the decks read (decks/quiz)" if out == "decks" else "is inside the deck decks/quiz"
    assert f"deckctl: error: --out {out} {said}: the {'bundle' if kind == 'bundle' else 'images'} would go among" \
        in run.stderr
    assert sorted(path.relative_to(tmp_path) for path in tmp_path.rglob("*")) == before
