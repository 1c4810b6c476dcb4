"""Commands that rewrite a deck's own files (lint --fix, as fmt, import sheet, new card and the
i18n commands) never write through a symbolic link inside the deck, even one validate reads
through because it leads to a folder inside the repository: exit 74 naming it, nothing written."""

from __future__ import annotations

from deckfactory import VALID_CARDS, write_deck

from deckctl.core import exit_codes


def test_lint_fix_never_writes_through_a_linked_cards_folder(cli, tmp_path):
    (tmp_path / ".git").mkdir()
    deck = write_deck(tmp_path, "knowledge", VALID_CARDS["knowledge"].replace("back: Blue.", "back: 'Blue.  '"))
    shared = tmp_path / "shared-cards"
    (deck / "cards").rename(shared)
    (deck / "cards").symlink_to(shared, target_is_directory=True)  # inside the repository: validate reads it
    before = (shared / "cards.yaml").read_bytes()
    assert "[whitespace]" in cli("lint", "deck", cwd=tmp_path).stdout
    run = cli("lint", "deck", "--fix", cwd=tmp_path)
    assert run.exit_code == exit_codes.ENVIRONMENT, run.stdout + run.stderr
    assert "deckctl: error: cannot write deck/cards: a symbolic link to a folder is there" in run.stderr, run.stderr
    assert (shared / "cards.yaml").read_bytes() == before
