"""The German editions of the starter decks: complete, accepted by GNU gettext, and fitting the card.

A deck joins COMPLETE once its `locales/de.po` is fully translated (a partial catalog still builds,
with a fallback warning, but is not an edition yet).
"""

from __future__ import annotations

import shutil
import subprocess
from dataclasses import replace

import pytest
from deckfactory import DECKS, REPO

from deckctl.i18n.apply import localize
from deckctl.lint.rules import text_fits
from deckctl.validate.deck import validate

COMPLETE = ["knowledge-starter", "wissens-spektrum-starter", "you-know-it-starter", "iknow-starter",
            "i-know-starter"]


@pytest.mark.parametrize("deck", COMPLETE)
def test_every_text_is_translated(cli, deck):
    run = cli("i18n", "status", f"decks/{deck}", "--lang", "de", "--strict", cwd=REPO)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert " 0 fuzzy, 0 missing" in run.stdout


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="GNU gettext is installed by `make test`")
@pytest.mark.parametrize("deck", COMPLETE)
def test_msgfmt_accepts_the_catalog(deck):
    run = subprocess.run(["msgfmt", "-c", "-o", "/dev/null", str(DECKS / deck / "locales" / "de.po")],
                         check=False, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr


@pytest.mark.parametrize("deck", COMPLETE)
def test_german_texts_fit_without_shrinking_below_7_pt(deck):
    # lint's fit rule measures the source language only, so the German deck is measured here.
    source = validate([DECKS / deck]).decks[0]
    german, problems = localize(source, "de")
    assert problems == []
    german = replace(german, manifest=german.manifest.model_copy(update={"language": "de"}))
    findings = [f"{f.card_id}: {f.message}" for f in text_fits.check(german)]
    assert findings == []


@pytest.mark.parametrize("deck", COMPLETE)
def test_the_catalog_is_as_i18n_update_writes_it(cli, deck, tmp_path):
    # A source edit (even a line added to deck.yaml) moves the `#:` references: the catalog in the
    # repository must be the one `deckctl i18n update` writes from the sources as they are now.
    copy = tmp_path / deck
    shutil.copytree(DECKS / deck, copy)
    run = cli("i18n", "update", str(copy), "--lang", "de")
    assert run.exit_code == 0, run.stdout + run.stderr
    assert (copy / "locales" / "de.po").read_bytes() == (DECKS / deck / "locales" / "de.po").read_bytes()
