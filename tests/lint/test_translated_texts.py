"""The rules that judge a text by itself judge each catalog's translations too: a double space, HTML
or `%s`, a `TODO`, mojibake written into a msgstr printed on the German card as it stood, with
`lint --strict` passing. Each is a finding at the msgstr line, naming the language and msgctxt; no
`--fix` touches a catalog."""

from __future__ import annotations

import json

from deckfactory import TOMATO, translate, write_deck

CARDS = TOMATO + TOMATO.replace("id: tomato", "id: sky").replace("ripe tomato", "clear sky").replace(
    "Red.", "Blue.").replace("value: red", "value: blue") + TOMATO.replace("id: tomato", "id: lemon").replace(
    "ripe tomato", "lemon").replace("Red.", "Yellow.").replace("value: red", "value: yellow")


def test_each_text_rule_reads_the_translations(tmp_path, cli):
    deck = write_deck(tmp_path / "decks", cards=CARDS)
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    catalog = deck / "locales" / "de.po"
    translate(catalog, {"tomato/front": "Die Farbe  einer reifen Tomate.", "tomato/back": "<b>Rot</b>.",
                        "sky/front": "TODO: übersetzen", "sky/back": "Blau.", "lemon/front": "Die Farbe einer Zitrone.",
                        "lemon/back": "GrÃ¼n."})
    lines = catalog.read_text(encoding="utf-8").split("\n")

    def msgstr_line(context: str) -> int:
        start = lines.index(f'msgctxt "{context}"')
        return next(n for n in range(start, len(lines)) if lines[n].startswith("msgstr ")) + 1

    run = cli("lint", deck, "--format", "json")
    found = {(d["code"], d["file"], d["line"], d["card_id"]): d["message"] for d in json.loads(run.stdout)
             if d["file"].endswith("de.po")}
    # (the text's place in its card, as text-fits names it: the proof marks it on the German side)
    fields = {(d["code"], d["extra"]["language"], d["extra"]["field"]) for d in json.loads(run.stdout)
              if d["file"].endswith("de.po")}
    assert ("whitespace", "de", "front") in fields and ("mis-encoded", "de", "back") in fields
    shown = next(iter(found))[1] if found else ""
    assert shown.endswith("decks/deck/locales/de.po")
    assert found.keys() == {("whitespace", shown, msgstr_line("tomato/front"), "tomato"),
                            ("unprintable", shown, msgstr_line("tomato/back"), "tomato"),
                            ("placeholder", shown, msgstr_line("sky/front"), "sky"),
                            ("mis-encoded", shown, msgstr_line("lemon/back"), "lemon")}, found
    assert found[("whitespace", shown, msgstr_line("tomato/front"), "tomato")] == (
        'the translation has a double space: "Die Farbe  einer reifen Tomate." [de, tomato/front]')
    assert "GrÃ¼n" in found[("mis-encoded", shown, msgstr_line("lemon/back"), "lemon")]
    assert cli("lint", deck, "--strict").exit_code == 1  # (warnings: the strict run fails on them)

    before = catalog.read_bytes()
    assert cli("lint", deck, "--fix").exit_code in (0, 1)
    assert catalog.read_bytes() == before  # (the translator's to change)

    (deck / "deckctl.toml").write_text('[lint]\ndisable = ["whitespace"]\n', encoding="utf-8")
    codes = {d["code"] for d in json.loads(cli("lint", deck, "--format", "json").stdout) if d["file"].endswith("de.po")}
    assert codes == {"unprintable", "placeholder", "mis-encoded"}
