"""`deckctl fmt` rewrites a deck's deck.yaml, board.yaml and cards/*.yaml and nothing else: a
catalog or any other file it is given is reported (as validate and lint report a file in no deck)
and left byte for byte as it was; GNU msgfmt still accepts a catalog after fmt ran on it."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from deckfactory import write_deck

# A catalog msgfmt -c accepts, and the audit's two lines that fmt, reading them as YAML, rewrote
# as `msgid "" msgstr ""` and a `...` line.
CATALOG = ('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Language: de\\n"\n\n'
           '#: cards/cards.yaml\nmsgid "Blue."\nmsgstr "Blau."\n')
BARE = 'msgid ""\nmsgstr ""\n'
NO_DECK = "site/locales/{}: error: no deck.yaml found for this file [missing-manifest]\n"
NOT_OURS = ("deck/locales/{}: error: not formatted: a translation catalog is not deck YAML, and fmt leaves it "
            "to `deckctl i18n` [not-deck-source]\n    hint: `deckctl i18n update` rewrites")
needs_msgfmt = pytest.mark.skipif(shutil.which("msgfmt") is None, reason="GNU gettext (scripts/ensure-sysdeps)")


def msgfmt_accepts(catalog: Path) -> bool:
    return subprocess.run(["msgfmt", "-c", "-o", "/dev/null", str(catalog)], capture_output=True).returncode == 0


def write_catalogs(folder: Path) -> Path:
    """`folder`/de.po (valid) and fr.po (the bare two lines); returns de.po."""
    folder.mkdir(parents=True)
    (folder / "fr.po").write_text(BARE, encoding="utf-8")
    (folder / "de.po").write_text(CATALOG, encoding="utf-8")
    return folder / "de.po"


def unchanged(catalog: Path) -> bool:
    return (catalog.read_text(encoding="utf-8") == CATALOG
            and catalog.with_name("fr.po").read_text(encoding="utf-8") == BARE)


@pytest.fixture
def site(tmp_path) -> Path:
    """A web site's catalogs, in no deck."""
    return write_catalogs(tmp_path / "site" / "locales")


@pytest.fixture
def deck_catalog(tmp_path) -> Path:
    return write_catalogs(write_deck(tmp_path, "knowledge") / "locales")


@needs_msgfmt
@pytest.mark.parametrize("named", [["site/locales/de.po", "site/locales/fr.po"], ["site/locales"], ["site"]])
def test_a_catalog_in_no_deck_is_reported_as_validate_does_and_kept(cli, site, tmp_path, named):
    for check in ([], ["--check"], ["--diff"]):
        run = cli("fmt", *check, *named, cwd=tmp_path)
        assert run.exit_code == 1, run.stdout + run.stderr
        assert run.stdout == cli("validate", *named, cwd=tmp_path).stdout
        assert "[missing-manifest]" in run.stdout and unchanged(site)
    assert msgfmt_accepts(site)
    run = cli("fmt", "site/locales/de.po", "site/locales/fr.po", cwd=tmp_path)
    assert NO_DECK.format("de.po") in run.stdout and NO_DECK.format("fr.po") in run.stdout


@needs_msgfmt
def test_a_deck_catalog_named_is_not_fmts_and_kept(cli, deck_catalog, tmp_path):
    for check in ([], ["--check"]):
        for name in ("de.po", "fr.po"):
            run = cli("fmt", *check, f"deck/locales/{name}", cwd=tmp_path)
            assert run.exit_code == 1 and run.stdout.startswith(NOT_OURS.format(name)), run.stdout
            assert run.stderr.endswith(" 0 unchanged, 1 left alone (errors above)\n"), run.stderr
    assert unchanged(deck_catalog) and msgfmt_accepts(deck_catalog)


@needs_msgfmt
@pytest.mark.parametrize("named", ["deck", "."])
def test_a_deck_folder_is_walked_for_its_yaml_only(cli, deck_catalog, tmp_path, named):
    cards = deck_catalog.parent.parent / "cards" / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("category: ", "category:   ", 1), encoding="utf-8")
    run = cli("fmt", named, cwd=tmp_path)
    assert run.exit_code == 0 and run.stderr.startswith("formatted deck/cards/cards.yaml\n"), run.stderr
    assert unchanged(deck_catalog) and msgfmt_accepts(deck_catalog)


def test_a_yaml_file_in_no_deck_is_an_error_and_left_alone(cli, tmp_path):
    page = tmp_path / "site" / "page.yaml"
    page.parent.mkdir()
    page.write_text("title:   not in deckctl's layout\n", encoding="utf-8")
    run = cli("fmt", "site/page.yaml", cwd=tmp_path)
    assert run.exit_code == 1
    assert run.stdout.startswith("site/page.yaml: error: no deck.yaml found for this file [missing-manifest]\n")
    assert page.read_text(encoding="utf-8") == "title:   not in deckctl's layout\n"


@pytest.mark.parametrize("name", ["notes.yaml", "cards/.draft.yaml", "cards/old/cards.yaml"])
def test_a_yaml_file_in_a_deck_that_is_not_its_source_is_an_error_and_left_alone(cli, tmp_path, name):
    other = write_deck(tmp_path, "knowledge") / name
    other.parent.mkdir(exist_ok=True)
    other.write_text("title:   no card\n", encoding="utf-8")
    run = cli("fmt", f"deck/{name}", cwd=tmp_path)
    assert run.exit_code == 1
    assert run.stdout.startswith(f"deck/{name}: error: not formatted: not one of its deck's source files "
                                 "(deck.yaml, board.yaml, cards/*.yaml) [not-deck-source]\n"), run.stdout
    assert other.read_text(encoding="utf-8") == "title:   no card\n"


def test_the_hooks_skip_the_files_fmt_does_not_format_and_check_the_others(cli, deck_catalog, site, tmp_path):
    """`--skip-outside-decks` (the pre-commit hook): a catalog, a file in no deck or a hidden card
    file passes without a word; a card file named beside them is still checked."""
    hidden = tmp_path / "deck" / "cards" / ".draft.yaml"
    hidden.write_text("title:   no card\n", encoding="utf-8")
    skipped = ["deck/locales/de.po", "deck/locales/fr.po", "site/locales/fr.po", "deck/cards/.draft.yaml"]
    done = cli("fmt", "--check", "--skip-outside-decks", *skipped, cwd=tmp_path)
    assert (done.exit_code, done.stdout, done.stderr) == (0, "", "")
    cards = tmp_path / "deck" / "cards" / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("category: ", "category:   ", 1), encoding="utf-8")
    done = cli("fmt", "--check", "--skip-outside-decks", *skipped, "deck/cards/cards.yaml", cwd=tmp_path)
    assert done.exit_code == 1 and done.stdout == "deck/cards/cards.yaml: would be reformatted\n"
