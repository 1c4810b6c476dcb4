"""`diff --html`: the texts a card's translation prints untranslated (a missing or fuzzy entry) are
noted and boxed on its pictures on each side they are on, and counted in the page's summary, as
the proof notes and counts them: per language, a card once in each (the summary summed the
languages, `2 cards with texts printed untranslated` of one card shown)."""

from __future__ import annotations

import re
import shutil

import pytest
from browser import console_errors, open_page
from deckfactory import committed_deck
from proofpage import read

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

COAL = "- id: coal-colour\n  category: colour\n  front: The colour of coal.\n  back: Black, nearly.\n  value: blue\n"


def _untranslated(text: str, context: str) -> str:
    """The catalog `text` with the entry `context` left without its translation."""
    return re.sub(rf'(msgctxt "{context}"\nmsgid "[^"]*"\nmsgstr )"[^"]*"', r'\1""', text)


def test_untranslated_texts_are_boxed_before_and_after_and_counted(tmp_path, cli):
    root = tmp_path / "repo"
    root.mkdir()
    deck, git = committed_deck(root)
    assert cli("i18n", "pseudo", deck).exit_code == 0
    # (as French: the pseudo-locale's own untranslated texts are out of date, not missing)
    catalog = (deck / "locales" / "en-XA.po").rename(deck / "locales" / "fr.po")
    translated = catalog.read_text(encoding="utf-8")
    catalog.write_text(_untranslated(translated, "sky-colour/back"), encoding="utf-8")
    git("add", ".")
    git("commit", "-qm", "sky's back untranslated")
    catalog.write_text(_untranslated(translated, "grass-colour/back"), encoding="utf-8")  # (sky's translated)
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8") + COAL, encoding="utf-8")  # (no entry in the catalog)
    git("commit", "-qam", "grass's back untranslated, coal added")

    result = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root)
    assert result.exit_code == 0, result.stderr
    page = (tmp_path / "cd" / "index.html").read_text(encoding="utf-8")
    summary = re.search(r'<p class="summary" id="summary">(.*?)</p>', page)[1]
    assert summary.endswith("; texts printed untranslated after the change on 2 cards in fr (1 before)"), summary
    # (the terminal's line says it too, as proof's does)
    assert "; texts printed untranslated after the change on 2 cards in fr (1 before) (HEAD~1 -> HEAD)" in \
        " ".join(result.stderr.split()), result.stderr
    by_id = {card.id: card for card in read(tmp_path / "cd" / "index.html").cards}

    def marked(card) -> list[tuple[int, str, str, str]]:
        """(picture, its language, its side, the rule of the note boxed on it)."""
        rules = {f["id"]: f["data-rule"] for f in card.findings}
        return [(n, p.language, p.side, rules[m["data-finding"]]) for n, p in enumerate(card.pictures) for m in p.marks]

    sky, grass, coal = by_id["sky-colour"], by_id["grass-colour"], by_id["coal-colour"]
    assert [(p.language, p.side) for p in sky.pictures] == [("fr", "front"), ("fr", "back")] * 2
    assert marked(sky) == [(1, "fr", "back", "missing-translation")]  # before only: translated now
    assert marked(grass) == [(3, "fr", "back", "missing-translation")]  # after only
    assert "added" in coal.classes
    assert {(language, side) for _, language, side, _ in marked(coal)} == {("fr", "front"), ("fr", "back")}
    assert re.search(r'id="deck-0-\d+-b0"[^>]*><span class="sev">info</span>.*?'
                     r'<span class="tag">\[before\]</span></li>', page)  # (sky's note, said to be before)


def test_the_summary_counts_each_language_apart(tmp_path, cli, browser):
    """One card added, printed untranslated in two languages: the summary said `2 cards with texts
    printed untranslated after the change`, more cards than the page shows."""
    root = tmp_path / "repo"
    root.mkdir()
    deck, git = committed_deck(root)
    assert cli("i18n", "pseudo", deck).exit_code == 0
    # (as French and German: the pseudo-locale's own untranslated texts are out of date, not missing)
    catalog = (deck / "locales" / "en-XA.po").rename(deck / "locales" / "fr.po")
    (deck / "locales" / "de.po").write_bytes(catalog.read_bytes())
    git("add", ".")
    git("commit", "-qm", "translated")
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8") + COAL, encoding="utf-8")  # (no entry in either catalog)
    git("commit", "-qam", "coal added")

    result = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root)
    assert result.exit_code == 0, result.stderr
    open_page(browser, tmp_path / "cd" / "index.html")
    summary, shown = browser.execute_script(
        "return [document.getElementById('summary').innerText, document.querySelectorAll('article.card').length];")
    assert shown == 1
    assert summary == ("HEAD~1 → HEAD: 1 deck changed; 1 added, 0 removed, 0 moved, 0 edited; "
                       "texts printed untranslated after the change on 1 card in de (0 before) and 1 in fr (0 before)")
    assert console_errors(browser) == []
