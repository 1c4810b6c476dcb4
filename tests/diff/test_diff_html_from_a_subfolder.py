"""`diff --html` run from a folder below the repository's top writes its default card-diff/
there, beside decks/, as build and proof do; a default refused is named as the default."""

from __future__ import annotations

from deckfactory import committed_deck, write_deck


def test_the_default_folder_is_at_the_repositorys_top(tmp_path, cli):
    deck, _ = committed_deck(tmp_path)
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("front: ", "front: New ", 1), encoding="utf-8")
    done = cli("diff", "--html", cwd=deck / "cards")
    assert done.exit_code == 0, done.stderr
    assert (tmp_path / "card-diff" / "index.html").is_file()
    assert sorted(path.name for path in (deck / "cards").iterdir()) == ["cards.yaml"]


def test_a_default_folder_inside_a_deck_is_named_as_the_default(tmp_path, cli):
    """A repository with no decks/ (its deck elsewhere): the default is the working folder's."""
    import subprocess

    subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
    deck = write_deck(tmp_path, name="quiz")
    done = cli("diff", "--html", cwd=deck / "cards")
    assert done.exit_code == 2
    assert "error: the default --out card-diff is inside the deck quiz: " in done.stderr
    assert "hint: write it outside every deck, such as `--out ../../card-diff` in the repository's top folder" \
        in done.stderr
    assert sorted(path.name for path in (deck / "cards").iterdir()) == ["cards.yaml"]
