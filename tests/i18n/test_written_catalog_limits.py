"""`i18n extract`, `update` and `pseudo` never write a catalog that deckctl would refuse to read
back (deckctl/i18n/limits.py): such a catalog is one located error, exit 1, nothing written."""

from __future__ import annotations

from deckfactory import VALID_CARDS

from deckctl.i18n import limits


def line_of(path, needle: str) -> int:
    return next(n for n, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1) if needle in line)


def test_update_refuses_a_kept_translation_it_would_write_too_long(cli, make_deck):
    """A translation written on one line, just within the limit as read, is wrapped when the
    catalog is written again: its quotes take it over, and the catalog is not written."""
    deck = make_deck()
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    po = deck / "locales" / "de.po"
    lines = po.read_text(encoding="utf-8").split("\n")
    at = next(i for i in range(lines.index('msgctxt "sky-colour/front"'), len(lines)) if lines[i].startswith("msgstr"))
    lines[at] = 'msgstr "' + ("Wort " * 4_000)[:limits.MAX_STRING_CHARS - 1] + '"'
    po.write_text("\n".join(lines), encoding="utf-8")
    before = po.read_bytes()
    checked = cli("validate", deck)  # (deckctl reads it, and refuses it: longer than a translated text may be)
    assert checked.exit_code == 1 and "[bad-translation]" in checked.stdout and "[catalog-" not in checked.stdout

    run = cli("i18n", "update", deck, "--lang", "de")
    assert run.exit_code == 1 and run.exception is None
    card_line = line_of(deck / "cards" / "cards.yaml", "- id: sky-colour") + 2  # its front
    assert f"cards/cards.yaml:{card_line}:1: error: card `sky-colour`:" in run.stdout
    assert "de.po is not written" in run.stdout and f"longer than {limits.MAX_STRING_CHARS:,}" in run.stdout
    assert "[text-too-long]" in run.stdout and "hint: shorten the text or its translation" in run.stdout
    assert po.read_bytes() == before


def test_pseudo_refuses_more_entries_than_a_catalog_may_hold(cli, make_deck, monkeypatch):
    deck = make_deck()
    assert cli("i18n", "pseudo", deck).exit_code == 0
    written = (deck / "locales" / "en-XA.po").read_text(encoding="utf-8")
    (deck / "locales" / "en-XA.po").unlink()
    entries = written.count("\nmsgid ") + written.startswith("msgid ")  # (the header's included)
    monkeypatch.setattr(limits, "MAX_ENTRIES", entries)
    assert cli("i18n", "pseudo", deck).exit_code == 0  # just within

    (deck / "locales" / "en-XA.po").unlink()
    monkeypatch.setattr(limits, "MAX_ENTRIES", entries - 1)
    run = cli("i18n", "pseudo", deck)
    assert run.exit_code == 1 and run.exception is None
    assert "locales/en-XA.po: error: not written: the catalog has more than" in run.stdout
    assert "[catalog-too-large]" in run.stdout and "nothing written" in run.stderr + run.stdout
    assert not (deck / "locales" / "en-XA.po").exists()


def test_extract_refuses_a_template_larger_than_a_catalog_may_be(cli, make_deck, monkeypatch):
    deck = make_deck()
    assert cli("i18n", "extract", deck).exit_code == 0
    [template] = (deck / "locales").glob("*.pot")
    size = template.stat().st_size
    template.unlink()
    monkeypatch.setattr(limits, "MAX_CATALOG_BYTES", size)
    assert cli("i18n", "extract", deck).exit_code == 0  # just within
    template.unlink()
    monkeypatch.setattr(limits, "MAX_CATALOG_BYTES", size - 1)
    run = cli("i18n", "extract", deck)
    assert run.exit_code == 1 and run.exception is None
    assert f"the catalog would be {size:,} bytes" in run.stdout and "[file-too-large]" in run.stdout
    assert not template.exists()
