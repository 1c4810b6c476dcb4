"""`deckctl new deck` run where `deckctl init my-decks` was (the folder above the new repository):
it is refused, as no repository is there, and the hint goes into the one just made, rather than
offering init again."""

from __future__ import annotations


def test_new_deck_next_to_a_new_repository_names_it_in_the_hint(cli, tmp_path):
    assert cli("init", "my-decks", "--game", "wissens-spektrum", cwd=tmp_path).exit_code == 0
    refused = cli("new", "deck", "decks/quiz", "--game", "knowledge", cwd=tmp_path)
    assert refused.exit_code == 2 and not (tmp_path / "decks").exists()
    assert ("hint: `my-decks` here is one: run `cd my-decks && deckctl new deck decks/quiz --game knowledge`"
            in refused.stderr), refused.stderr

    added = cli("new", "deck", "decks/quiz", "--game", "knowledge", cwd=tmp_path / "my-decks")  # (the hint, run)
    assert added.exit_code == 0 and (tmp_path / "my-decks" / "decks" / "quiz" / "deck.yaml").is_file()


def test_with_two_repositories_or_none_the_hint_stays_init(cli, tmp_path):
    (tmp_path / "empty").mkdir()
    refused = cli("new", "deck", "decks/quiz", "--game", "knowledge", cwd=tmp_path / "empty")
    assert refused.exit_code == 2 and "`deckctl init DIR --game GAME` creates one" in refused.stderr
    for name in ("a", "b"):
        assert cli("init", name, "--game", "iknow", cwd=tmp_path).exit_code == 0
    refused = cli("new", "deck", "decks/quiz", "--game", "knowledge", cwd=tmp_path)
    assert refused.exit_code == 2 and "`deckctl init DIR --game GAME` creates one" in refused.stderr


def test_a_name_that_cannot_be_an_id_is_not_put_in_the_hint(cli, tmp_path):
    """The hint is a command to run as it stands: `decks/my quiz` in it would be two words to the
    shell (and `my quiz` is refused as a deck's id anyway), so the hint says NAME."""
    assert cli("init", "my-decks", "--game", "knowledge", cwd=tmp_path).exit_code == 0
    for typed in ("my quiz", "it's", "decks/Quiz"):
        refused = cli("new", "deck", typed, "--game", "knowledge", cwd=tmp_path)
        assert refused.exit_code == 2, refused.stderr
        assert "run `cd my-decks && deckctl new deck decks/NAME --game knowledge`" in refused.stderr, refused.stderr
    refused = cli("new", "deck", "../elsewhere/my quiz", "--game", "knowledge", cwd=tmp_path / "my-decks")
    assert refused.exit_code == 2 and "decks/NAME" in refused.stderr and "my quiz" not in refused.stderr.split("hint:")[1], \
        refused.stderr
