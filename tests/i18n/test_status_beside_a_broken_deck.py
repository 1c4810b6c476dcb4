"""`deckctl i18n status` writes nothing, so a deck with an error keeps out only itself: the other
decks' translations are counted, the error is shown and the exit code is 1 (as `stats` does).
The commands that write catalogs still refuse to write any while a deck has an error."""

from __future__ import annotations

import json

from deckfactory import MANIFESTS, VALID_CARDS, write_deck


def two_decks_one_broken(cli, root):
    for name in ("good", "broken"):
        write_deck(root, name=name, manifest=MANIFESTS["knowledge"].replace("test-deck", name))
        assert cli("i18n", "update", root / name, "--lang", "de").exit_code == 0
    (root / "broken" / "cards" / "cards.yaml").write_text(VALID_CARDS["knowledge"].replace("value: 2", "value: 7", 1))
    return [root / "good", root / "broken"]


def test_status_counts_the_other_deck_and_shows_the_error(cli, tmp_path):
    decks = two_decks_one_broken(cli, tmp_path)
    run = cli("i18n", "status", *decks)
    assert run.exit_code == 1
    assert "`7` is out of range for `value`" in run.stdout
    [row] = [line for line in run.stdout.splitlines() if " de " in line]
    assert row.startswith("good ") and "translated" in row
    assert "not counted, 1 deck with errors" in run.stderr and "broken" in run.stderr
    assert "nothing written" not in run.stderr


def test_status_as_json_is_the_documented_object_with_the_error_among_the_findings(cli, tmp_path):
    decks = two_decks_one_broken(cli, tmp_path)
    run = cli("i18n", "status", "--format", "json", *decks)
    assert run.exit_code == 1 and run.stderr == ""
    document = json.loads(run.stdout)
    assert [row["deck"] for row in document["languages"]] == ["good"]
    assert [finding["code"] for finding in document["findings"]] == ["out-of-range"]


def test_update_still_writes_nothing(cli, tmp_path):
    decks = two_decks_one_broken(cli, tmp_path)
    catalog = (tmp_path / "good" / "locales" / "de.po").read_bytes()
    run = cli("i18n", "update", *decks, "--lang", "de", "--lang", "fr")
    assert run.exit_code == 1 and "nothing written: the deck has errors" in run.stderr
    assert (tmp_path / "good" / "locales" / "de.po").read_bytes() == catalog
    assert not (tmp_path / "good" / "locales" / "fr.po").exists()
