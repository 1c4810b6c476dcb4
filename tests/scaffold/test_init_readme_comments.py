"""The README `deckctl init` writes says what its commands do: `deckctl new deck` writes cards to
fill in (every text a TODO), not samples, and `deckctl stats` counts a deck by what its game has
(a Wissens-Spektrum deck by area), not by category."""

from __future__ import annotations

import pytest

SAID = {
    "en": ("another deck, its cards to fill in", "the cards counted against the box, translations"),
    "de": ("ein weiteres Deck, seine Karten zum Ausfüllen", "die Karten, gemessen an der Schachtel; Übersetzungen"),
}


def commented(readme: str) -> dict[str, str]:
    """The README's command lines, each with its comment."""
    return {command.strip(): comment.strip() for line in readme.splitlines() if line.startswith("deckctl ")
            for command, _, comment in [line.partition("# ")] if comment}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_readme_comments_say_what_new_deck_and_stats_do(cli, tmp_path, lang):
    repo = tmp_path / "repo"
    assert cli("init", repo, "--game", "wissens-spektrum", "--lang", lang).exit_code == 0
    comments = commented((repo / "README.md").read_text(encoding="utf-8"))
    assert (comments["deckctl new deck decks/NAME --game wissens-spektrum"],
            comments["deckctl stats decks/wissens-spektrum-deck"]) == SAID[lang]

    assert cli("new", "deck", "decks/quiz", "--game", "wissens-spektrum", "--lang", lang, cwd=repo).exit_code == 0
    for card_file in (repo / "decks" / "quiz" / "cards").glob("*.yaml"):
        assert "TODO" in card_file.read_text(encoding="utf-8")  # (to fill in: no sample texts)
    stats = cli("stats", "decks/wissens-spektrum-deck", cwd=repo)
    assert stats.exit_code == 0 and "\narea " in stats.stdout and "category" not in stats.stdout
