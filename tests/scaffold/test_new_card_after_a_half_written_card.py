"""`deckctl new card` after a card still being written (its id and kind alone, an error until it
is filled in) took that card's shape: it had none of `front`, `questions` or `question`, so the new
card got `question` and `answer` in any game, two unknown keys for Knowledge? and the rest."""

from __future__ import annotations

import pytest
import yaml

# game -> (the half-written card, the keys the new card gets)
CASES = {
    "knowledge": ("  category: letter\n", {"id", "category", "front", "back", "value", "source"}),
    "wissens-spektrum": ("  area: art\n", {"id", "area", "questions", "source"}),
    "you-know-it": ("", {"id", "questions", "source"}),
    "iknow": ("  category: people\n", {"id", "category", "question", "clues", "answer", "source"}),
    "i-know": ("  subject: math\n  level: B\n", {"id", "subject", "level", "question", "answer", "source"}),
}


@pytest.mark.parametrize("game", sorted(CASES))
def test_the_new_card_has_its_games_shape(tmp_path, cli, game):
    half, keys = CASES[game]
    assert cli("init", tmp_path, "--game", game).exit_code == 0
    deck = tmp_path / "decks" / f"{game}-deck"
    cards = sorted((deck / "cards").glob("*.yaml"))[-1]
    cards.write_text(cards.read_text(encoding="utf-8") + "- id: half-written\n" + half, encoding="utf-8")
    done = cli("new", "card", deck, cwd=tmp_path)
    assert done.exit_code == 0, done.stderr
    new = yaml.safe_load(cards.read_text(encoding="utf-8"))[-1]
    assert set(new) == keys, new
    for key in ("category", "area", "subject", "level"):
        assert key not in new or f"  {key}: {new[key]}\n" in half  # (the kind of the card before it)
    if game in ("wissens-spektrum", "you-know-it"):
        assert len(new["questions"]) == {"wissens-spektrum": 6, "you-know-it": 5}[game]
    # Once the half-written card is gone, the new one is only TODO texts away from a valid card.
    cards.write_text(cards.read_text(encoding="utf-8").replace("- id: half-written\n" + half, ""), encoding="utf-8")
    findings = cli("validate", deck, cwd=tmp_path)
    assert findings.exit_code == 0, findings.stdout + findings.stderr
