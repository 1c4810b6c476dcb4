"""A deck whose art cannot be read is listed with its error and no pictures; what was measured of
its texts (their growth) is kept, not swept: a proof into a new folder had said it removed an old
file, the growth it had just written."""

from __future__ import annotations

from deckfactory import MANIFESTS, with_print, write_deck


def test_a_deck_whose_art_is_missing_removes_no_file_of_a_new_folder(cli, tmp_path):
    deck = write_deck(tmp_path, "knowledge", manifest=with_print(MANIFESTS["knowledge"], "print:\n  back_art: missing.png\n"))
    for _ in range(2):
        run = cli("proof", deck, "--out", tmp_path / "proof")
        assert run.exit_code == 1 and run.exception is None, run.stderr
        assert "`missing.png` does not exist" in run.stdout + run.stderr
        assert "0 pictures drawn" in run.stderr and "removed" not in run.stderr, run.stderr
    assert [path.suffixes[-2:] for path in (tmp_path / "proof" / "cards").iterdir()] == [[".growth", ".json"]]
