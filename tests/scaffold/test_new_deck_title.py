"""`new deck` titles a deck from its folder's name and the game, in the deck's language, so that
two decks of one game are not both "My Knowledge? deck" (the proof page heads each deck with its
title)."""

from __future__ import annotations

import yaml


def title(repo, name: str) -> str:
    return yaml.safe_load((repo / "decks" / name / "deck.yaml").read_text(encoding="utf-8"))["title"]


def test_each_new_deck_is_titled_from_its_folder_in_its_language(tmp_path, cli):
    repo = tmp_path / "repo"
    assert cli("init", repo, "--game", "knowledge").exit_code == 0
    for folder, game, lang in (("decks/iq", "iknow", "en"), ("decks/world-history", "knowledge", "en"),
                               ("decks/weltwissen", "knowledge", "de"), ("decks/quiz", "knowledge", "de-CH")):
        assert cli("new", "deck", folder, "--game", game, "--lang", lang, cwd=repo).exit_code == 0
    assert title(repo, "knowledge-deck") == "My Knowledge? deck"  # (init's one deck)
    assert title(repo, "iq") == "Iq (iKNOW deck)"
    assert title(repo, "world-history") == "World history (Knowledge? deck)"
    assert title(repo, "weltwissen") == "Weltwissen (Deck für Knowledge?)"
    assert title(repo, "quiz") == "Quiz (Deck für Knowledge?)"

    proof = cli("proof", "--out", tmp_path / "proof", cwd=repo)
    assert proof.exit_code == 0, proof.stderr
    page = (tmp_path / "proof" / "index.html").read_text(encoding="utf-8")
    assert "World history (Knowledge? deck)" in page and "Weltwissen (Deck für Knowledge?)" in page
