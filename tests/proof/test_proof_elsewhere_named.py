"""The findings "Outside any deck" name files as the rest of the page does, relative to the
repository: they had kept the terminal's names, relative to where deckctl ran, so a CI job run
from `/` wrote its checkout's path into the artifact."""

from __future__ import annotations

from deckfactory import write_deck

CARD = "- id: q1\n  value: 9\n"


def test_a_card_file_in_no_deck_is_named_from_its_repository(tmp_path, cli):
    repo = tmp_path / "checkout"
    (repo / ".git").mkdir(parents=True)
    write_deck(repo / "decks", "knowledge", cards={"q.yaml": CARD}, manifest=False, name="french-quiz")
    far = tmp_path / "far" / "away"
    far.mkdir(parents=True)
    done = cli("proof", repo / "decks", "--out", repo / "site", "-j", "1", cwd=far)
    assert done.exit_code == 1, done.stdout + done.stderr
    page = (repo / "site" / "index.html").read_text(encoding="utf-8")
    outside = page[page.index('id="elsewhere"'):]
    assert ">decks/french-quiz/cards/q.yaml</a>" in outside and "add decks/french-quiz/deck.yaml" in outside, outside
    assert str(tmp_path) not in page and str(tmp_path).lstrip("/") not in page and "../../" not in outside
