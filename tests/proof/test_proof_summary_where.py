"""proof's closing line says where the page shows the errors: it said "shown on their cards" for
errors on no card too (a card file no deck owns, listed under "Outside any deck"; a card file
that does not parse, under its name)."""

from __future__ import annotations

import subprocess

from deckfactory import write_deck

CARD = "- id: q1\n  value: 9\n"


def test_an_error_on_no_card_is_said_to_be_where_the_page_shows_it(tmp_path, cli):
    subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
    deck = write_deck(tmp_path / "decks", "knowledge", name="knowledge-deck")
    write_deck(tmp_path / "decks", "knowledge", cards={"q.yaml": CARD}, manifest=False, name="french-quiz")
    done = cli("proof", "--out", tmp_path / "site", "-j", "1", cwd=tmp_path)
    assert done.exit_code == 1, done.stdout + done.stderr
    assert '1 error in the decks: shown under "Outside any deck" at the end of the page' in done.stderr, done.stderr
    assert "Outside any deck" in (tmp_path / "site" / "index.html").read_text(encoding="utf-8")

    (deck / "cards" / "broken.yaml").write_text("- id: [\n", encoding="utf-8")
    (deck / "cards" / "wrong.yaml").write_text("- {id: bad, value: 99}\n", encoding="utf-8")
    done = cli("proof", "--out", tmp_path / "site", "-j", "1", cwd=tmp_path)
    assert done.exit_code == 1, done.stdout + done.stderr
    assert ("4 errors in the decks: shown 2 on their cards, 1 under its card file's name, "
            '1 under "Outside any deck" at the end of the page') in done.stderr, done.stderr
