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


@pytest.mark.parametrize(("command", "default"), [(["diff", "--html"], "card-diff"), (["proof", "."], "proof")])
def test_with_a_deck_at_the_repositorys_top_the_hint_names_a_folder_that_works(tmp_path, cli, command, default):
    """`--out card-diff` (the default; `proof`'s own, `proof`) is inside a deck that is the
    repository's top folder: the hint does not offer the same folder again, but a folder beside
    the repository, and that one is written."""
    import shutil
    import subprocess

    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    top = write_deck(tmp_path, name="top")
    subprocess.run(["git", "init", "-q"], cwd=top, check=True)
    (top / "sub").mkdir()
    for where, beside in ((top, f"../top-{default}"), (top / "sub", f"../../top-{default}")):
        refused = cli(*command, cwd=where)
        assert refused.exit_code == 2
        assert f"such as `--out {default}`" not in refused.stderr
        assert f"hint: the deck is the repository's top folder: write the site outside it, such as `--out {beside}`" \
            in refused.stderr
    written = cli(*command, "--out", f"../top-{default}", cwd=top)  # (no commit yet: every card added)
    assert written.exit_code == 0, written.stderr
    assert (tmp_path / f"top-{default}" / "index.html").is_file()


@pytest.mark.parametrize("out", [".", "decks"])
@pytest.mark.parametrize("command", [["diff", "--html", "decks/old", "decks/new"], ["proof", "decks"],
                                     ["build", "decks"]])
def test_an_out_folder_holding_the_decks_read_is_a_usage_error(tmp_path, cli, command, out):
    """`proof decks --out decks` put the site's index.html and cards/ among the decks; `build decks
    --out decks` wrote each deck's `en/` and `de/` into its own folder, as if they were its files."""
    write_deck(tmp_path / "decks", name="old")
    write_deck(tmp_path / "decks", name="new")
    before = sorted(path.relative_to(tmp_path) for path in tmp_path.rglob("*"))
    result = cli(*command, "--out", out, cwd=tmp_path)
    assert result.exit_code == 2, result.stderr
    diff = command[0] == "diff"  # (its first side read: decks/old)
    held = "is" if out == "decks" and not diff else "holds"
    named = "decks/old" if diff else "decks"
    assert f"--out {out} {held} the decks read ({named}): " in result.stderr
    default = {"diff": "card-diff", "proof": "proof", "build": "build"}[command[0]]
    assert f"such as `--out {default}`" in result.stderr
    assert sorted(path.relative_to(tmp_path) for path in tmp_path.rglob("*")) == before  # nothing written
