"""Every finding `deckctl i18n status --strict` lists has a hint saying what to do, in the words
the proof's notes use for the same text: translate it, review it and remove the `fuzzy` flag,
run `i18n update` for an entry it lacks or one made for an earlier source text, `i18n pseudo`
for the pseudo-locale. (They had none: `de.po:24:1: warning: de: deck/description has no
translation [missing-translation]` and nothing more.)"""

from __future__ import annotations

import json
import re

from deckfactory import translate


def entry(po_text: str, context: str) -> str:
    return re.search(rf'\n(?:#.*\n)*msgctxt "{re.escape(context)}"\nmsgid .*\nmsgstr .*\n', po_text).group()


def test_every_finding_has_a_hint_for_its_kind(cli, make_deck):
    deck = make_deck("knowledge")
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    assert cli("i18n", "pseudo", deck).exit_code == 0
    po = deck / "locales" / "de.po"
    translate(po, {"spider-legs/front": "Wie viele Beine?", "spider-legs/back": "Acht."})
    text = po.read_text(encoding="utf-8")
    fuzzy, stale, gone = (entry(text, c) for c in ("spider-legs/front", "spider-legs/back", "deck/title"))
    text = (text.replace(fuzzy, fuzzy.replace('\nmsgctxt', '\n#, fuzzy\nmsgctxt'))
            .replace(stale, re.sub(r'msgid ".*"', 'msgid "An older text."', stale))
            .replace(gone, "\n"))
    po.write_text(text, encoding="utf-8")
    pseudo = deck / "locales" / "en-XA.po"
    pseudo.write_text(pseudo.read_text(encoding="utf-8").replace('msgid "Test deck"', 'msgid "Old deck"', 1),
                      encoding="utf-8")

    run = cli("i18n", "status", deck.name, "--strict", "--format", "json", cwd=deck.parent)
    assert run.exit_code == 1, run.stdout + run.stderr
    findings = json.loads(run.stdout)["findings"]
    assert findings and all(f["hint"] for f in findings), [f for f in findings if not f["hint"]]
    by_text = {f["message"].split(" ", 2)[1]: (f["code"], f["message"], f["hint"]) for f in findings
               if f["file"].endswith("de.po")}
    catalog = f"{deck.name}/locales/de.po"
    assert by_text["spider-legs/front"] == (
        "fuzzy-translation", "de: spider-legs/front is fuzzy", f"review it in {catalog} and remove its `fuzzy` flag")
    code, message, hint = by_text["spider-legs/back"]
    assert code == "fuzzy-translation" and "earlier source text" in message
    assert hint.startswith(f"run `deckctl i18n update {deck.name} --lang de` (it marks the entry fuzzy")
    assert by_text["deck/title"] == ("missing-translation", "de: deck/title has no entry",
                                     f"`deckctl i18n update {deck.name} --lang de` adds it, then translate it in {catalog}")
    assert by_text["first-letters/front"] == ("missing-translation", "de: first-letters/front has no translation",
                                              f"translate it in {catalog}")
    assert any(f["code"] == "out-of-date-translation" and "i18n pseudo" in f["hint"] for f in findings)
