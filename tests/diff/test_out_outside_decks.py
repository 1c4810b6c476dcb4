"""`diff --html` and `proof` write a site (index.html, cards/ of pictures and records): never into
a deck, where its cards/ would be the deck's own and every file it writes would count as the deck's."""

from __future__ import annotations

import pytest
from deckfactory import write_deck


@pytest.mark.parametrize("where", ["deck", "deck/cards", "deck/site/pages"])
@pytest.mark.parametrize("command", [["diff", "--html", "old", "new"], ["proof", "new"]])
def test_an_out_folder_in_a_deck_is_a_usage_error(tmp_path, cli, command, where):
    old, new = write_deck(tmp_path, name="old"), write_deck(tmp_path, name="new")
    before = sorted(path.relative_to(tmp_path) for path in tmp_path.rglob("*"))
    out = where.replace("deck", "new", 1)
    result = cli(*command, "--out", out, cwd=tmp_path)
    assert result.exit_code == 2, result.stderr
    what = "is the deck" if where == "deck" else "is inside the deck"
    assert f"--out {out} {what} new: the site's files would go among the deck's" in result.stderr
    default = "card-diff" if command[0] == "diff" else "proof"
    assert f"hint: write it outside every deck, such as `--out {default}` in the repository's top folder" in result.stderr
    assert sorted(path.relative_to(tmp_path) for path in tmp_path.rglob("*")) == before  # nothing written
    assert old.is_dir()


def test_an_out_folder_beside_the_decks_is_written(tmp_path, cli):
    write_deck(tmp_path, name="old")
    new = write_deck(tmp_path, name="new")
    (new / "cards" / "cards.yaml").write_text((new / "cards" / "cards.yaml").read_text().replace("front: ", "front: New ", 1))
    result = cli("diff", "--html", "old", "new", "--out", "card-diff", cwd=tmp_path)
    assert result.exit_code == 0, result.stderr
    assert (tmp_path / "card-diff" / "index.html").is_file()
    assert sorted(path.name for path in (new / "cards").iterdir()) == ["cards.yaml"]
