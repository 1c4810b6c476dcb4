"""What a screen reader is told of the proof and diff pages' parts, read from their HTML: a diff
card's name says what happened to it, each text is marked with the language it is in (a
translation's texts printed untranslated, a field's old and new text), and the keys' switch says
what it switches."""

from __future__ import annotations

import re
import shutil

import pytest
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
