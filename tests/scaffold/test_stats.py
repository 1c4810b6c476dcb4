"""`deckctl stats`: counts by group against the box, and translation coverage from the catalogs."""

from __future__ import annotations

import json
import shutil

from deckfactory import DECKS


def test_stats_counts_groups_against_the_box(cli):
    result = cli("stats", DECKS / "wissens-spektrum-starter", "--format", "json")
    assert result.exit_code == 0, result.stderr
    stats = json.loads(result.stdout)
    assert stats["cards"] == 60 and stats["box"] == {"cards": 1080, "percent": 5.6}
    assert stats["groups"]["area"]["box_each"] == 180
    assert sum(stats["groups"]["area"]["counts"].values()) == 60

    knowledge = json.loads(cli("stats", DECKS / "knowledge-starter", "-f", "json").stdout)
    categories = knowledge["groups"]["category"]["counts"]
    assert sum(categories.values()) == knowledge["cards"] and set(categories) == {"number", "letter", "colour"}
    assert knowledge["groups"]["value"]["counts"]["number 0"] >= 1


def test_stats_translation_coverage_follows_the_catalog(tmp_path, cli):
    deck = tmp_path / "yki"
    shutil.copytree(DECKS / "you-know-it-starter", deck)
    before = json.loads(cli("stats", deck, "-f", "json").stdout)["translations"]["de"]
    assert before["translated"] + before["fuzzy"] + before["missing"] == before["texts"]

    card_file = deck / "cards" / "set-a.yaml"
    card_file.write_text(card_file.read_text(encoding="utf-8").replace("answer: Canberra", "answer: Canberra (ACT)"),
                         encoding="utf-8")
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    after = json.loads(cli("stats", deck, "-f", "json").stdout)["translations"]["de"]
    assert after["texts"] == before["texts"]
    assert (after["translated"], after["fuzzy"]) in {(before["translated"] - 1, before["fuzzy"] + 1),
                                                     (before["translated"], before["fuzzy"])}

    plain = cli("stats", deck).stdout  # not a terminal: plain columns
    assert plain.startswith("you-know-it-starter (You Know It!): 24 cards, 12% of the box's 200\n")
    assert "\nlang " in plain and "\x1b[" not in plain


def test_stats_refuses_an_invalid_deck(make_deck, cli):
    deck = make_deck("iknow", cards="- id: Bad Id\n  category: people\n")
    result = cli("stats", deck)
    assert result.exit_code == 1 and "Bad Id" in result.stderr
    assert cli("stats", deck.parent / "missing").exit_code == 2


def test_stats_headline_of_a_one_card_deck(tmp_path, cli):
    """One card is `1 card`, and a share of the box below one percent is not printed as 0%."""
    assert cli("init", tmp_path, "--game", "wissens-spektrum").exit_code == 0
    deck = tmp_path / "decks" / "wissens-spektrum-deck"
    for card_file in (deck / "cards").glob("*.yaml"):  # (the sample has a card in each area)
        if card_file.name != "geography.yaml":
            card_file.unlink()
    plain = cli("stats", deck).stdout
    assert plain.startswith("wissens-spektrum-deck (Wissens-Spektrum): 1 card, under 1% of the box's 1,080 (")
