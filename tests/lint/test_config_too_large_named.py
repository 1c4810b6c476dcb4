"""A deckctl.toml over MAX_CONFIG_BYTES was refused naming it by its whole path
(`/tmp/…/deckctl.toml is 70,001 bytes`), where every other message names a file from the working
folder: it is named as the diagnostic names it."""

from __future__ import annotations

from deckctl.lint.config import MAX_CONFIG_BYTES


def test_a_file_too_large_is_named_from_the_working_folder(cli, make_deck, tmp_path):
    (tmp_path / ".git").mkdir()
    deck = make_deck()
    (tmp_path / "deckctl.toml").write_text("[lint]\n" + "#" * MAX_CONFIG_BYTES, encoding="utf-8")
    for cwd, shown in ((tmp_path, "deckctl.toml"), (deck, "../deckctl.toml")):
        run = cli("lint", deck, cwd=cwd)
        assert run.exception is None and run.exit_code == 1, run.stdout + run.stderr
        assert f"{shown}: error: the lint settings are not read: {shown} is 65,543 bytes; at most 65,536 are read" \
            in run.stdout, run.stdout
        assert str(tmp_path) not in run.stdout + run.stderr
