"""`export calibration` run from a deck's folder wrote its default calibration.pdf among the
deck's files, where every later check counts it as the deck's: that default is refused there, as
export pdf's default build/ is (exit 2, nothing written); a --out given is the user's choice."""

from __future__ import annotations

import subprocess

from deckfactory import write_deck

DECK_FILES = ["board.yaml", "cards", "deck.yaml"]


def test_calibration_from_a_deck_folder_does_not_write_among_its_files(tmp_path, cli):
    subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
    deck = write_deck(tmp_path / "decks", "knowledge", name="knowledge-deck")
    for folder, top in ((deck, "../.."), (deck / "cards", "../../..")):
        done = cli("export", "calibration", cwd=folder)
        assert done.exit_code == 2, done.stdout + done.stderr
        assert ("error: the default output file calibration.pdf is inside the deck knowledge-deck: it would go "
                "among the deck's files") in done.stderr
        assert f"hint: run it from the repository's top folder ({top}), or give --out outside every deck" in done.stderr
    assert sorted(path.name for path in deck.iterdir()) == DECK_FILES and not (deck / "cards" / "calibration.pdf").exists()
    assert cli("export", "calibration", "--out", "../../sheet.pdf", cwd=deck).exit_code == 0
    assert cli("export", "calibration", cwd=tmp_path).exit_code == 0
    assert (tmp_path / "sheet.pdf").is_file() and (tmp_path / "calibration.pdf").is_file()
