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
    # (a German repository's README adds a deck in German: without `--lang de` it had been English)
    new_deck = "deckctl new deck decks/NAME --game wissens-spektrum" + ("" if lang == "en" else f" --lang {lang}")
    assert (comments[new_deck], comments["deckctl stats decks/wissens-spektrum-deck"]) == SAID[lang]

    # (run as the README writes it, NAME named)
    assert cli(*new_deck.replace("NAME", "quiz").split()[1:], cwd=repo).exit_code == 0
    assert f"\nlanguage: {lang}\n" in (repo / "decks" / "quiz" / "deck.yaml").read_text(encoding="utf-8")
    for card_file in (repo / "decks" / "quiz" / "cards").glob("*.yaml"):
        assert "TODO" in card_file.read_text(encoding="utf-8")  # (to fill in: no sample texts)
    stats = cli("stats", "decks/wissens-spektrum-deck", cwd=repo)
    assert stats.exit_code == 0 and "\narea " in stats.stdout and "category" not in stats.stdout
