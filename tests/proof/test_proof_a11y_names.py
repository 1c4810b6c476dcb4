"""What a screen reader is told of the proof and diff pages' parts, read from their HTML: a diff
card's name says what happened to it, each text is marked with the language it is in (a
translation's texts printed untranslated, a field's old and new text), and the keys' switch says
what it switches."""

from __future__ import annotations

import re
import shutil

import pytest
from deckfactory import VALID_CARDS, write_deck
from translationdiff import translation_diff

needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


@pytest.fixture(scope="module")
def diff_page(tmp_path_factory) -> str:
    root = tmp_path_factory.mktemp("a11y-names-repo")
    return translation_diff(root, root.parent / "a11y-names-diff").read_text(encoding="utf-8")


def names(page: str) -> dict[str, str]:
    """Each card's accessible name, by its id: the texts of the elements its aria-labelledby lists."""
    texts = dict(re.findall(r' id="(deck-[\d-]+-(?:kind|move|name))">([^<]*)<', page))
    return {card: " ".join(texts[ident] for ident in labels.split())
            for labels, card in re.findall(r'<article [^>]*aria-labelledby="([^"]*)" data-id="([^"]*)"', page)}


@needs_git
def test_a_diff_card_is_named_by_what_happened_to_it(diff_page):
    """Its name was its id alone: the added, edited or moved badge beside it was left out."""
    assert names(diff_page) == {"coal-colour": "added coal-colour", "sky-colour": "edited sky-colour",
                                "grass-colour": "edited grass-colour"}


def test_a_card_edited_and_moved_is_named_by_both():
    from deckctl.proof.diffsite import _article

    article = _article("edited", "sky-colour", "deck-0-1", "", "cards/a.yaml → cards/b.yaml", moved=True)
    assert names(article) == {"sky-colour": "edited moved sky-colour"}


def pictures(page: str, card_id: str) -> list[tuple[str, str, str]]:
    """A card's pictures: (the language of its figure, its side, the `lang` of its own, if any)."""
    card = re.search(rf'<article [^>]*data-id="{card_id}".*?</article>', page, re.S)[0]
    found = []
    for figure in re.findall(r'<figure class="lang" data-lang="[^"]*">.*?</figure>', card, re.S):
        language = re.search(r'<div class="sides" lang="([^"]*)">', figure)[1]
        found += [(language, side, own) for side, own in
                  re.findall(r'<div class="pic" data-side="(\w+)"(?: lang="([^"]*)")?>', figure)]
    return found


@needs_git
def test_the_diff_marks_each_text_with_its_language(diff_page):
    """A translation's changed text in the field table was read in the page's English, as was an
    en-XA side that prints the deck's own (English) texts untranslated."""
    rows = dict(re.findall(r'<tr><th scope="row">(.*?)</th>(.*?)</tr>', diff_page))
    translated = next(cells for name, cells in rows.items() if "[en-XA]" in name)
    own = next(cells for name, cells in rows.items() if "[en-XA]" not in name)
    assert re.findall(r'<td class="(\w+)"(?: lang="([^"]*)")?>', translated) == [("old", "en-XA"), ("new", "en-XA")]
    assert re.findall(r'<td class="(\w+)"(?: lang="([^"]*)")?>', own) == [("old", "en"), ("new", "en")]
    # (its en-XA back prints "Green as grass." untranslated; its front is translated)
    assert pictures(diff_page, "grass-colour")[-2:] == [("en-XA", "front", ""), ("en-XA", "back", "en")]
    assert pictures(diff_page, "coal-colour") == [("en", "front", ""), ("en", "back", ""),
                                                  ("en-XA", "front", "en"), ("en-XA", "back", "")]
    assert pictures(diff_page, "sky-colour") == [("en-XA", "front", ""), ("en-XA", "back", "")] * 2


def test_a_side_printed_untranslated_is_read_in_the_decks_language(tmp_path, cli):
    """Its alternative text is the deck's English, and was marked as the translation's language."""
    deck = write_deck(tmp_path, "knowledge")
    assert cli("i18n", "pseudo", deck).exit_code == 0
    first = re.search(r"^  front: (.+)$", VALID_CARDS["knowledge"], re.M)[1]
    catalog = deck / "locales" / "en-XA.po"
    catalog.write_text(re.sub(rf'(msgid "{re.escape(first)}"\nmsgstr )"[^"]*"', r'\1""',
                              catalog.read_text(encoding="utf-8")), encoding="utf-8")
    assert cli("proof", deck, "--out", tmp_path / "site", "-j", "1", cwd=tmp_path).exit_code == 0
    page = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert pictures(page, "spider-legs") == [("en", "front", ""), ("en", "back", ""),
                                             ("en-XA", "front", "en"), ("en-XA", "back", "")]
    assert pictures(page, "sky-colour") == [("en", "front", ""), ("en", "back", ""),
                                            ("en-XA", "front", ""), ("en-XA", "back", "")]


def test_the_keys_switch_says_what_it_switches(tmp_path, cli):
    """It was named "keys:", which says nothing of what checking it does; its visible words are
    in its name (a speech-input user says what they see)."""
    deck = write_deck(tmp_path, "knowledge")
    assert cli("proof", deck, "--out", tmp_path / "site", "-j", "1", cwd=tmp_path).exit_code == 0
    page = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    label = re.search(r'<label><input type="checkbox" id="keys-on" checked aria-label="([^"]*)"> ([^<]*)</label>', page)
    assert label, re.search(r'<p class="keys">.{0,200}', page)[0]
    assert label[1] == "one-letter keys (j, k, /, l, o)"
    assert label[2].rstrip(":") in label[1]
