"""`new card --file cards/NAME.yaml` where that card file is a symbolic link (leading inside the
repository, out of it, or to nothing) is refused as new card refuses the last card file when it
is one: it writes through no link, one sentence naming it, exit 74, nothing written
(deckctl/cli/init.py). It had said `cards/x.yaml is not a card file of decks/d (they are in
decks/d/cards)`, and for a link to nothing `cards/x.yaml is there, a name apart only in case or
accents` (exit 2), neither of them true."""

from __future__ import annotations

import pytest
from deckfactory import VALID_CARDS, write_deck


@pytest.mark.parametrize("leads", ["inside", "nowhere"])
@pytest.mark.parametrize("named", ["cards/x.yaml", "{deck}/cards/x.yaml"])
def test_a_card_file_that_is_a_link_is_refused_naming_it(tmp_path, cli, leads, named):
    (tmp_path / ".git").mkdir()
    deck = write_deck(tmp_path / "decks", "knowledge", name="d")
    shared = tmp_path / "shared.yaml"
    shared.write_text(VALID_CARDS["knowledge"].replace("id: ", "id: shared-"))
    (deck / "cards" / "x.yaml").symlink_to("../../../shared.yaml" if leads == "inside" else "../../../gone.yaml")
    before = shared.read_bytes()
    run = cli("new", "card", "decks/d", "--file", named.format(deck="decks/d"), cwd=tmp_path)
    assert (run.exit_code, run.exception) == (74, None), run.stdout + run.stderr
    assert "cannot write decks/d/cards/x.yaml: a symbolic link is there" in run.stderr
    assert "not a card file" not in run.stderr and "apart only in case" not in run.stderr
    assert shared.read_bytes() == before and not (tmp_path / "gone.yaml").exists()
    assert (deck / "cards" / "x.yaml").is_symlink()
