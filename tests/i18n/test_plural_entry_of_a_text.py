"""A text's entry a translator turned into a plural one by hand (a `msgid_plural` and
`msgstr[n]` lines added) is taken as msgmerge takes it: the text's entry with the first form,
fuzzy. `i18n update` had added a new empty entry for the text and kept the plural one as obsolete
beside it, with the same msgctxt and msgid: GNU msgfmt -c refuses such a catalog ("duplicate
message definition")."""

from __future__ import annotations

import shutil
import subprocess

from babel.messages.catalog import Message

from deckctl.i18n.merge import merge
from deckctl.i18n.texts import TEXT, Text


def _text(context: str, source: str) -> Text:
    return Text(context, source, TEXT, (), context.split("/")[0], "")


TEXTS = [_text("card-001/front", "Ripe strawberries are red.")]


def test_an_active_plural_entry_becomes_the_texts_fuzzy_entry():
    plural = Message(("Ripe strawberries are red.", "Ripe strawberries are reds."), ("Fraise", "Fraises"),
                     context="card-001/front", user_comments=["note"])
    entries, obsolete = merge(TEXTS, [plural], [])
    assert [(e.id, e.string, "fuzzy" in e.flags, e.user_comments) for e in entries] == [
        ("Ripe strawberries are red.", "Fraise", True, ["note"])]
    assert obsolete == []


def test_an_obsolete_plural_entry_of_a_translated_text_is_not_written_twice():
    plural = Message(("Ripe strawberries are red.", "Ripe strawberries are reds."), ("Fraise", "Fraises"),
                     context="card-001/front")
    entry = Message("Ripe strawberries are red.", "Les fraises mûres sont rouges.", context="card-001/front")
    entries, obsolete = merge(TEXTS, [entry], [plural])
    assert [(e.string, "fuzzy" in e.flags) for e in entries] == [("Les fraises mûres sont rouges.", False)]
    assert obsolete == []


def test_the_catalog_update_writes_passes_msgfmt(cli, make_deck, tmp_path):
    deck = make_deck("you-know-it")
    assert cli("i18n", "update", deck, "--lang", "fr").exit_code == 0
    po = deck / "locales" / "fr.po"
    text = po.read_text(encoding="utf-8")
    start = text.index('msgctxt "card-001/questions/1/question"')
    end = text.index('msgstr ""', start)
    msgid = text[text.index("msgid ", start):end]
    po.write_text(text[:end] + 'msgid_plural "Other"\nmsgstr[0] "Une"\nmsgstr[1] "Autres"'
                  + text[end + len('msgstr ""'):], encoding="utf-8")
    assert cli("i18n", "update", deck, "--lang", "fr").exit_code == 0
    after = po.read_text(encoding="utf-8")
    assert after.count('msgctxt "card-001/questions/1/question"') == 1
    assert f'#, fuzzy\nmsgctxt "card-001/questions/1/question"\n{msgid}msgstr "Une"' in after
    if shutil.which("msgfmt") is not None:
        run = subprocess.run(["msgfmt", "-c", "-o", "/dev/null", str(po)], capture_output=True, text=True)
        assert run.returncode == 0, run.stderr
