"""A catalog saved as UTF-8 whose header names another charset: deckctl reads it right, but gettext's
tools and translation editors go by the header (msgfmt converts from it, Poedit shows `Ã¼` for
`ü`). It had passed validate and lint without a word; now a `catalog-header` warning at the line,
which `i18n update` puts right."""

from __future__ import annotations

import pytest
from deckfactory import TOMATO, write_deck

from deckctl.validate.deck import validate


@pytest.mark.parametrize("charset, warned", [("ISO-8859-1", True), ("CHARSET", True), ("utf-8", False),
                                             ("UTF8", False)])
def test_a_header_naming_another_charset_is_a_warning(tmp_path, cli, charset, warned):
    deck = write_deck(tmp_path / "decks", cards=TOMATO)
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    catalog = deck / "locales" / "de.po"
    text = catalog.read_text(encoding="utf-8")
    assert "charset=UTF-8" in text
    catalog.write_text(text.replace("charset=UTF-8", f"charset={charset}"), encoding="utf-8")
    found = [d for d in validate([deck]).diagnostics if d.code == "catalog-header"]
    if not warned:
        assert found == []
        return
    (warning,) = found
    assert not warning.is_error and warning.line == text[:text.index("charset=")].count("\n") + 1
    assert f"the header says `charset={charset}`, but the catalog is UTF-8 text" in warning.message
    assert "`deckctl i18n update` does" in warning.hint
    assert cli("validate", deck).exit_code == 0  # (a warning)
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    assert "charset=UTF-8" in catalog.read_text(encoding="utf-8")
    assert [d for d in validate([deck]).diagnostics if d.code == "catalog-header"] == []
