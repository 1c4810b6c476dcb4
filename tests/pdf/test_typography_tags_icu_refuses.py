"""Language tags that deckctl's grammar takes but ICU does not (deckctl/export/pdf/typography.py,
`_locale`): a variant written twice (`en-aaaaa-aaaaa`) is a `language:` deck.yaml's schema
accepts, and a catalog named `de-12.po` one validate accepts; ICU's forLanguageTag raises on both.
The first text holding a quote or an apostrophe (the starter deck's "Japan's flag") had ended
lint, build, proof and export pdf with an internal error (ICUError, exit 70). Such a tag prints
the quotes of its first subtag's language."""

from __future__ import annotations

import pytest
from deckfactory import write_deck

from deckctl.export.pdf.typography import marks, typographic


@pytest.mark.parametrize("tag, like", [("en-aaaaa-aaaaa", "en"), ("de-12", "de"), ("de-AT-AT", "de"),
                                       ("de-1901-1901", "de")])
def test_a_tag_icu_refuses_gets_its_first_subtag_s_marks(tag, like):
    assert marks(tag) == marks(like)
    assert typographic("Japan's \"flag\"", tag) == typographic("Japan's \"flag\"", like)


def test_a_deck_whose_language_icu_refuses_is_linted_and_exported(tmp_path, cli):
    deck = write_deck(tmp_path, "knowledge")
    manifest = deck / "deck.yaml"
    manifest.write_text(manifest.read_text().replace("language: en", "language: en-aaaaa-aaaaa"))
    assert "language: en-aaaaa-aaaaa" in manifest.read_text()
    cards = deck / "cards" / "cards.yaml"
    text = cards.read_text()
    assert "back: Two, the cephalothorax" in text
    cards.write_text(text.replace("back: Two, the cephalothorax", "back: Two \"parts\", the spider's cephalothorax"))
    assert cli("validate", deck).exit_code == 0
    for args in (("lint", deck, "-j", "1"), ("export", "pdf", deck, "-o", tmp_path / "cards.pdf", "-j", "1")):
        run = cli(*args)
        assert run.exception is None and run.exit_code == 0, run.stdout + run.stderr
