"""A source text changed while a catalog translates it, before `deckctl i18n update`: the diff
showed an ordinary changed field, and nothing said that the `de` edition now prints the source
text there (apply's STALE: the entry's msgid is not the text now). Each such field says which
languages' translations it left stale, in text, JSON and on `--html`'s page."""

from __future__ import annotations

import json
import shutil

import pytest
from gitrepo import starter_repo

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

QUESTION = "How many legs does a spider have?"
EDITED = "How many legs does a house spider have?"


@pytest.fixture
def edited(tmp_path):
    """card-001's first question and its accept list edited, a tag added, the deck's title edited;
    the `de` catalog left as it was."""
    repo = starter_repo(tmp_path / "repo")
    deck = repo / "decks" / "yki"
    cards = deck / "cards" / "set-a.yaml"
    text = cards.read_text(encoding="utf-8")
    assert f"question: {QUESTION}\n      answer: \"8\"\n      accept: [eight]\n" in text  # (the starter deck as expected)
    cards.write_text(text.replace(f"question: {QUESTION}", f"question: {EDITED}")
                     .replace("accept: [eight]", "accept: [eight, eight legs]", 1)
                     .replace("- id: card-001\n", "- id: card-001\n  tags: [animals]\n", 1),
                     encoding="utf-8")
    manifest = deck / "deck.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("title: You Know It! Starter Deck",
                                                                     "title: You Know It! First Deck"), encoding="utf-8")
    return repo


def test_a_changed_text_names_the_translations_it_left_stale(edited, cli):
    result = cli("diff", "main", cwd=edited)
    assert result.exit_code == 0, result.stderr
    assert result.stdout.splitlines() == [
        "deck you-know-it-starter (decks/yki)",
        "  changed  deck.yaml",
        '    ~ title: "You Know It! Starter Deck" -> "You Know It! First Deck"',
        "        translations now stale: de",
        "  changed  card-001  (cards/set-a.yaml)",
        '    + tags: ["animals"]',  # (no text of a catalog's: nothing stale)
        "    ~ questions/1/question:",
        f'        old: "{QUESTION}"',
        f'        new: "{EDITED}"',
        "        translations now stale: de",
        '    ~ questions/1/accept: ["eight"] -> ["eight", "eight legs"]',
        "        translations now stale: de"]

    [deck] = json.loads(cli("diff", "main", "-f", "json", cwd=edited).stdout)["decks"]
    assert deck["manifest"][0]["stale_translations"] == ["de"]
    fields = {f["field"]: f for f in deck["changed"][0]["fields"]}
    assert fields["questions/1/question"]["stale_translations"] == ["de"]
    assert fields["questions/1/accept"]["stale_translations"] == ["de"]
    assert "stale_translations" not in fields["tags"]


def test_the_html_page_says_it_too(edited, cli, tmp_path):
    out = tmp_path / "page"
    result = cli("diff", "--html", "main", "--out", out, cwd=edited)
    assert result.exit_code == 0, result.stderr
    page = (out / "index.html").read_text(encoding="utf-8")
    assert page.count('<span class="state" lang="en">translations now stale: de</span>') == 3


def test_no_stale_translation_once_updated_or_translated_anew(edited, cli):
    """`i18n update` flags the entries fuzzy (listed under `fuzzy`); an entry whose msgid is the
    text now and is not fuzzy (a translator updated it in the same change) is up to date."""
    catalog = edited / "decks" / "yki" / "locales" / "de.po"
    before = catalog.read_text(encoding="utf-8")
    assert f'msgid "{QUESTION}"' in before
    catalog.write_text(before.replace(f'msgid "{QUESTION}"', f'msgid "{EDITED}"'), encoding="utf-8")
    fields = json.loads(cli("diff", "main", "-f", "json", cwd=edited).stdout)["decks"][0]["changed"][0]["fields"]
    assert [f["field"] for f in fields if "stale_translations" in f] == ["questions/1/accept"]

    catalog.write_text(before, encoding="utf-8")
    assert cli("i18n", "update", edited / "decks" / "yki", "--lang", "de").exit_code == 0
    shown = cli("diff", "main", cwd=edited).stdout
    assert "stale" not in shown
    assert "  fuzzy    de: card-001/questions/1/question\n" in shown


@pytest.mark.parametrize("edit", [("- id: card-001\n", "- id: card-001\n  category: letter\n"),  # (no `value`)
                                  ("accept: [eight]", "accept: [[eight]]")])
def test_a_card_no_model_takes_is_compared_all_the_same(tmp_path, cli, edit):
    """Its texts are looked up as i18n finds them; a card not valid yet is no reason to fail."""
    repo = starter_repo(tmp_path / "repo")
    cards = repo / "decks" / "yki" / "cards" / "set-a.yaml"
    text = cards.read_text(encoding="utf-8")
    assert edit[0] in text
    cards.write_text(text.replace(edit[0], edit[1], 1), encoding="utf-8")
    result = cli("diff", "main", cwd=repo)
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith("deck you-know-it-starter (decks/yki)\n  changed  card-001  (cards/set-a.yaml)\n")
