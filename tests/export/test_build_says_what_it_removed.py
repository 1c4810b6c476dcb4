"""A build that removes old outputs (a language whose catalog is gone) says which, and no longer
closes with 'up to date ... (nothing written)' over a folder it has just changed."""

from __future__ import annotations

import shutil

from deckfactory import DECKS


def test_a_gone_catalog_s_outputs_are_named_as_removed(cli, tmp_path):
    deck = tmp_path / "decks" / "you-know-it-starter"
    shutil.copytree(DECKS / "you-know-it-starter", deck)
    out = tmp_path / "build"
    first = cli("build", tmp_path / "decks", "--out", out, "--jobs", "1")
    assert first.exit_code == 0, first.stdout + first.stderr
    assert (out / "you-know-it-starter" / "de" / "bundle.json").is_file()

    (deck / "locales" / "de.po").unlink()
    second = cli("build", tmp_path / "decks", "--out", out, "--jobs", "1")
    assert second.exit_code == 0, second.stdout + second.stderr
    assert not (out / "you-know-it-starter" / "de").exists()
    said = second.stdout
    assert "removed what no deck makes any more:" in said
    assert f"{out / 'you-know-it-starter' / 'de' / 'bundle.json'}" in said
    assert f"{out / 'you-know-it-starter' / 'de' / 'cards.pdf'}" in said
    assert "nothing written" not in said
    assert said.rstrip().endswith("removed 2 old outputs")

    third = cli("build", tmp_path / "decks", "--out", out, "--jobs", "1")
    assert third.exit_code == 0
    assert "removed" not in third.stdout and "(nothing written)" in third.stdout
