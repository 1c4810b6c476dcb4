"""`deckctl stats`: counts by group against the box, and translation coverage from the catalogs."""

from __future__ import annotations

import json
import shutil

from deckfactory import DECKS


def test_stats_counts_groups_against_the_box(cli):
    result = cli("stats", DECKS / "wissens-spektrum-starter", "--format", "json")
    assert result.exit_code == 0, result.stderr
    (stats,) = json.loads(result.stdout)  # a list, one entry per deck
    assert stats["cards"] == 120 and stats["box"] == {"cards": 1080, "percent": 11.1}
    assert stats["groups"]["area"]["box_each"] == 180
    assert sum(stats["groups"]["area"]["counts"].values()) == 120

    (knowledge,) = json.loads(cli("stats", DECKS / "knowledge-starter", "-f", "json").stdout)
    categories = knowledge["groups"]["category"]["counts"]
    assert sum(categories.values()) == knowledge["cards"] and set(categories) == {"number", "letter", "colour"}
    assert knowledge["groups"]["value"]["counts"]["number 0"] >= 1


def test_stats_translation_coverage_follows_the_catalog(tmp_path, cli):
    deck = tmp_path / "yki"
    shutil.copytree(DECKS / "you-know-it-starter", deck)
    before = json.loads(cli("stats", deck, "-f", "json").stdout)[0]["translations"]["de"]
    assert before["translated"] + before["fuzzy"] + before["missing"] == before["texts"]

    card_file = deck / "cards" / "set-a.yaml"
    card_file.write_text(card_file.read_text(encoding="utf-8").replace("answer: Canberra", "answer: Canberra (ACT)"),
                         encoding="utf-8")
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    after = json.loads(cli("stats", deck, "-f", "json").stdout)[0]["translations"]["de"]
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


def test_stats_of_a_folder_of_decks_counts_each_deck(tmp_path, cli):
    """PATHs as validate and lint take them: a folder of decks (decks/ by default), a deck, a card
    file; one report per deck, in path order, and a deck with errors named, the others counted."""
    folder = tmp_path / "decks"
    for name in ("you-know-it-starter", "iknow-starter"):
        shutil.copytree(DECKS / name, folder / name)
    one_by_one = {name: json.loads(cli("stats", folder / name, "-f", "json").stdout)[0]
                  for name in ("iknow-starter", "you-know-it-starter")}

    run = cli("stats", "-f", "json", cwd=tmp_path)  # decks/
    assert run.exit_code == 0, run.stderr
    assert json.loads(run.stdout) == list(one_by_one.values())
    card_file = next((folder / "iknow-starter" / "cards").glob("*.yaml"))
    assert json.loads(cli("stats", card_file, folder / "iknow-starter", "-f", "json").stdout) == [
        one_by_one["iknow-starter"]]

    plain = cli("stats", folder).stdout
    headlines = [line for line in plain.splitlines() if " cards, " in line]
    assert [line.split(" ")[0] for line in headlines] == ["iknow-starter", "you-know-it-starter"]
    assert plain.startswith(cli("stats", folder / "iknow-starter").stdout.rstrip("\n") + "\n\n")

    broken = folder / "you-know-it-starter" / "deck.yaml"
    broken.write_text(broken.read_text(encoding="utf-8").replace("format: 1", "format: 9"), encoding="utf-8")
    run = cli("stats", folder, "-f", "json")
    assert run.exit_code == 1
    assert json.loads(run.stdout) == [one_by_one["iknow-starter"]]
    assert "deck.yaml" in run.stderr and "not counted, 1 deck with errors" in run.stderr

    empty = tmp_path / "empty"
    empty.mkdir()
    run = cli("stats", empty)
    assert run.exit_code == 1 and "no deck.yaml in this folder or below it" in run.stderr


def test_stats_counts_two_decks_of_one_id_and_says_they_clash(tmp_path, cli):
    """Two decks with one id are each whole, so both are counted; but their outputs would share a
    folder, which validate, lint and build refuse: stats says so too and exits 1 (it had exited 0)."""
    folder = tmp_path / "decks"
    shutil.copytree(DECKS / "iknow-starter", folder / "iknow-starter")
    shutil.copytree(DECKS / "iknow-starter", folder / "iknow-copy")
    run = cli("stats", folder, "-f", "json")
    assert run.exit_code == 1
    assert [deck["deck"] for deck in json.loads(run.stdout)] == ["iknow-starter", "iknow-starter"]
    assert "[duplicate-deck-id]" in run.stderr and "not counted" not in run.stderr
    assert cli("validate", folder).exit_code == 1


def test_stats_headline_of_a_one_card_deck(tmp_path, cli):
    """One card is `1 card`, and a share of the box below one percent is not printed as 0%."""
    assert cli("init", tmp_path, "--game", "wissens-spektrum").exit_code == 0
    deck = tmp_path / "decks" / "wissens-spektrum-deck"
    for card_file in (deck / "cards").glob("*.yaml"):  # (the sample has cards in each area)
        if card_file.name != "geography.yaml":
            card_file.unlink()
    geography = deck / "cards" / "geography.yaml"  # its first card alone
    geography.write_text(geography.read_text(encoding="utf-8").split("\n\n- id:")[0] + "\n", encoding="utf-8")
    plain = cli("stats", deck).stdout
    assert plain.startswith("wissens-spektrum-deck (Wissens-Spektrum): 1 card, under 1% of the box's 1,080 (")
