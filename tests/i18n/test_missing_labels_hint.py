"""The `missing-labels` warning's hint says what the catalog needs: `i18n update` for the
`label/...` entries it lacks, a translator for those it has untranslated or fuzzy. (Once
`i18n update` had added them all, the hint still said that it adds them.)"""

from __future__ import annotations

import re

from deckfactory import translate

def missing_labels_hint(cli, deck, tmp_path) -> str:
    run = cli("export", "bundle", deck, "--lang", "fr", "--out", tmp_path / "out")
    assert run.exit_code == 0, run.stdout + run.stderr
    said = (run.stdout + run.stderr).split("\n")
    at = next(i for i, line in enumerate(said) if "[missing-labels]" in line)
    return said[at + 1].strip()


def test_entries_update_added_are_to_translate(cli, make_deck, tmp_path):
    deck = make_deck("knowledge")
    assert cli("i18n", "update", deck, "--lang", "fr").exit_code == 0
    assert missing_labels_hint(cli, deck, tmp_path) == "hint: translate their `label/...` entries in locales/fr.po"


def test_each_kind_of_label_entry_gets_its_own_advice(cli, make_deck, tmp_path):
    deck = make_deck("knowledge")
    assert cli("i18n", "update", deck, "--lang", "fr").exit_code == 0
    po = deck / "locales" / "fr.po"
    translate(po, {"label/red": "rouge"})
    text = po.read_text(encoding="utf-8")
    text = re.sub(r'\nmsgctxt "label/letter"\nmsgid "Letter"\nmsgstr ""\n', "\n", text)  # one entry gone
    text = text.replace('msgctxt "label/blue"', '#, fuzzy\nmsgctxt "label/blue"')  # one awaiting review
    po.write_text(text, encoding="utf-8")
    hint = missing_labels_hint(cli, deck, tmp_path)
    assert hint == ("hint: `deckctl i18n update deck --lang fr` adds the missing `label/...` entries "
                    "to locales/fr.po, to translate there; "
                    "translate the untranslated `label/...` entries in locales/fr.po; "
                    "review the fuzzy `label/...` entries in locales/fr.po and remove the `fuzzy` flag"), hint
