"""The catalog limit is derived from the deck limit: a deck within MAX_DECK_BYTES gets its pseudo
catalog (the largest a deck makes) written and read back. 2,900 fronts of 991 letters, a valid
deck, made an en-XA.po of 10.9 MB, over the old 8 MiB, and `i18n pseudo` refused it with a
message naming no file, line or card. A catalog still over a limit (a deck of little but line
breaks) is refused at the card whose entry goes over, with a hint."""

from __future__ import annotations

import shutil

import pytest
from deckfactory import write_deck

from deckctl.core.deck_limits import MAX_DECK_BYTES, MAX_TEXT_CHARS
from deckctl.i18n import catalog, limits
from deckctl.i18n.catalog import read_catalog

# Fronts that grow most in a pseudo catalog, for each byte of the card file: letters (accented:
# two bytes, `ṁ` three) and characters a catalog escapes (`"`, `\\`), with a vowel to repeat.
FRONTS = {
    "letters": "x" * (MAX_TEXT_CHARS - 10) + "a",
    "m": "m" * (MAX_TEXT_CHARS - 10) + "a",
    "quotes": "'" + '"' * (MAX_TEXT_CHARS - 10) + "a'",
    "backslashes": "\\" * (MAX_TEXT_CHARS - 10) + "a",
    "capitals": "M" * (MAX_TEXT_CHARS - 10) + "A",
}


def _cards(front: str, count: int, first: int = 0) -> str:
    return "".join(f"- id: card-{n}\n  category: number\n  front: {front}\n  back: B.\n  value: 2\n"
                   for n in range(first, first + count))


@pytest.mark.parametrize("kind", FRONTS)
def test_a_pseudo_catalog_grows_no_more_than_the_limit_allows_for(cli, tmp_path, kind):
    deck = write_deck(tmp_path, "knowledge", _cards(FRONTS[kind], 40))
    assert cli("validate", deck).exit_code == 0
    run = cli("i18n", "pseudo", deck)
    assert run.exit_code == 0, run.stdout + run.stderr
    written = (deck / "locales" / "en-XA.po").stat().st_size
    assert written <= limits.PSEUDO_BYTES_PER_DECK_BYTE * (deck / "cards" / "cards.yaml").stat().st_size
    assert not read_catalog(deck / "locales" / "en-XA.po", "en-XA.po").diagnostics


def test_the_catalog_limit_holds_the_pseudo_catalog_of_a_deck_at_the_deck_limit():
    assert limits.MAX_CATALOG_BYTES >= limits.PSEUDO_BYTES_PER_DECK_BYTE * MAX_DECK_BYTES + 64 * 1024  # (its header)


def test_a_catalog_still_too_large_is_refused_at_the_card_past_the_limit(cli, tmp_path, monkeypatch):
    deck = write_deck(tmp_path, "knowledge", _cards("Which colour is the sky?", 40))
    monkeypatch.setattr(limits, "MAX_CATALOG_BYTES", 3_000)
    run = cli("i18n", "pseudo", "deck", cwd=tmp_path)
    assert run.exit_code == 1
    error, hint = run.stdout.splitlines()[:2]
    written = (deck / "locales").exists() and list((deck / "locales").iterdir())
    assert not written
    # (the header and about 170 bytes an entry: the 3,000th byte is in the 15th card's)
    assert error.startswith("deck/cards/cards.yaml:") and ": error: card `card-" in error, error
    line = int(error.split(":")[1])
    card = int(error.split("card `card-")[1].split("`")[0])
    assert _cards("Which colour is the sky?", 40).splitlines()[line - 1].startswith("  front: ")
    assert 5 < card < 20 and line == 5 * card + 3
    assert "locales/en-XA.po is not written: the catalog would be" in error and error.endswith("[file-too-large]")
    assert hint.strip().startswith("hint: ") and "split the deck" in hint


def test_too_many_lines_are_refused_at_the_card_too(cli, tmp_path, monkeypatch):
    deck = write_deck(tmp_path, "knowledge", _cards('"Line\\nafter line\\nafter line."', 40))
    monkeypatch.setattr(limits, "MAX_LINES", 300)
    run = cli("i18n", "pseudo", "deck", cwd=tmp_path)
    assert run.exit_code == 1
    error = run.stdout.splitlines()[0]
    assert error.startswith("deck/cards/cards.yaml:") and ": error: card `card-" in error, error
    assert "the catalog has more than 300 lines" in error and error.endswith("[catalog-too-large]")


def test_the_catalogs_kept_for_sharing_hold_no_more_lines_than_one_catalog_may(tmp_path, monkeypatch):
    """Babel's objects for a catalog at the limits take some 200 MB: four kept had taken
    `validate` of a deck with five such catalogs to 630 MB."""
    source = tmp_path / "deck" / "locales"
    source.mkdir(parents=True)
    head = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
    for name in ("de", "fr", "it"):
        (source / f"{name}.po").write_text(head + f'"Language: {name}\\n"\n' + "\n" * 60, encoding="utf-8")
    parsed = []
    parse = catalog._parsed
    monkeypatch.setattr(catalog, "_parsed", lambda *args: parsed.append(args[1]) or parse(*args))
    monkeypatch.setattr(limits, "MAX_LINES", 100)  # (two of these catalogs together have more)
    catalog._shared.cache_clear()
    for name in ("de", "fr", "de", "it", "it"):
        catalog.shared_catalog(source / f"{name}.po", f"{name}.po")
    assert parsed == ["de.po", "fr.po", "de.po", "it.po"]  # (the last one parsed is kept)
    catalog._shared.cache_clear()
    shutil.rmtree(source)
