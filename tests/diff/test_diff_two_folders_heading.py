"""Two deck folders compared: the deck is headed by its id alone. It was `deck test-deck (.)`,
the `.` naming the folder each side's path is relative to, which is neither folder given."""

from __future__ import annotations

import shutil


def test_two_deck_folders_are_headed_by_the_deck_s_id(tmp_path, make_deck, cli):
    old = make_deck("knowledge", name="old")
    new = tmp_path / "new"
    shutil.copytree(old, new)
    manifest = new / "deck.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("version: 1.0.0", "version: 1.1.0"),
                        encoding="utf-8")
    done = cli("diff", old, new)
    assert done.exit_code == 0, done.stdout + done.stderr
    heading = done.stdout.splitlines()[0]
    assert heading.startswith("deck ") and "(" not in heading, heading
    assert "  changed  deck.yaml" in done.stdout
