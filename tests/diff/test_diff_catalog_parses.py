"""The text diff parses each distinct catalog once: a catalog the same on both sides (most of a
change's) is not parsed again for the other side, nor compared entry by entry."""

from __future__ import annotations

import shutil

import pytest
from gitrepo import git, starter_repo

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


@pytest.fixture
def parses(monkeypatch) -> list[str]:
    """The name each catalog Babel parsed was shown by, in order."""
    from deckctl.i18n import catalog

    shown: list[str] = []
    parsed = catalog._parsed

    def counted(path, display, data):
        shown.append(display)
        return parsed(path, display, data)

    monkeypatch.setattr(catalog, "_parsed", counted)
    catalog._shared.cache_clear()  # (parses kept by the bytes: another test's are this one's too)
    return shown


def test_a_catalog_the_same_on_both_sides_is_parsed_once(tmp_path, cli, parses):
    repo = starter_repo(tmp_path / "repo")
    locales = repo / "decks" / "yki" / "locales"
    german = (locales / "de.po").read_text(encoding="utf-8")
    (locales / "fr.po").write_text(german.replace('"Language: de\\n"', '"Language: fr\\n"'), encoding="utf-8")
    git(repo, "add", ".")
    git(repo, "commit", "-qm", "french")
    (locales / "de.po").write_text(german.replace('msgstr "Canberra"', 'msgstr "Canberra (ACT)"', 1), encoding="utf-8")
    git(repo, "commit", "-qam", "german edited")

    result = cli("diff", "HEAD~1", "HEAD", cwd=repo)
    assert result.exit_code == 0, result.stderr
    assert "Canberra (ACT)" in result.stdout
    assert sorted(parses) == ["HEAD:decks/yki/locales/de.po", "HEAD~1:decks/yki/locales/de.po",
                              "HEAD~1:decks/yki/locales/fr.po"]  # (fr.po: once, the same blob on both sides)


def test_a_broken_catalog_the_same_on_both_sides_is_named_on_each(tmp_path, cli, parses):
    """Parsed once, its error is still each side's, naming that side's file."""
    repo = starter_repo(tmp_path / "repo")
    (repo / "decks" / "yki" / "locales" / "fr.po").write_text('msgid "open\n', encoding="utf-8")
    git(repo, "add", ".")
    git(repo, "commit", "-qm", "broken french")
    (repo / "decks" / "yki" / "deck.yaml").write_text(
        (repo / "decks" / "yki" / "deck.yaml").read_text(encoding="utf-8") + "# a comment\n", encoding="utf-8")
    git(repo, "commit", "-qam", "comment")

    result = cli("diff", "HEAD~1", "HEAD", cwd=repo)
    assert result.exit_code == 1
    assert "HEAD~1:decks/yki/locales/fr.po:1:1: error:" in result.stderr
    assert "HEAD:decks/yki/locales/fr.po:1:1: error:" in result.stderr
    assert parses.count("HEAD~1:decks/yki/locales/fr.po") + parses.count("HEAD:decks/yki/locales/fr.po") <= 1


@pytest.fixture
def parsed_bytes(monkeypatch) -> list[str]:
    """The SHA-256 of each deck catalog Babel parsed, in order (deckctl's own label catalogs left out)."""
    import hashlib

    from deckctl.i18n import catalog

    digests: list[str] = []
    parsed = catalog._parsed

    def counted(path, display, data):
        if "/locales/" in display:
            digests.append(hashlib.sha256(data).hexdigest())
        return parsed(path, display, data)

    monkeypatch.setattr(catalog, "_parsed", counted)
    catalog._shared.cache_clear()
    return digests


def test_diff_html_parses_the_same_bytes_once(tmp_path, cli, parsed_bytes):
    """`diff --html` loads each side's decks into a folder of its own: the old and new copies of a
    catalog the change left alone were parsed again for each (and for every language of a card
    whose own text changed, the old side's catalogs again); the same bytes are parsed once now."""
    repo = starter_repo(tmp_path / "repo")
    deck = repo / "decks" / "yki"
    german = (deck / "locales" / "de.po").read_text(encoding="utf-8")
    for language in ("fr", "it", "nl"):
        (deck / "locales" / f"{language}.po").write_text(
            german.replace('"Language: de\\n"', f'"Language: {language}\\n"'), encoding="utf-8")
    git(repo, "add", ".")
    git(repo, "commit", "-qm", "three more")
    (deck / "locales" / "de.po").write_text(german.replace('msgstr "Canberra"', 'msgstr "Canberra (ACT)"', 1),
                                            encoding="utf-8")
    cards = deck / "cards" / "set-a.yaml"  # (a card's own text: every language's edition compared)
    cards.write_text(cards.read_text(encoding="utf-8").replace("How many legs does a spider have?",
                                                               "How many legs does a house spider have?", 1),
                     encoding="utf-8")
    git(repo, "commit", "-qam", "german and a card edited")

    result = cli("diff", "HEAD~1", "HEAD", "--html", "-o", str(tmp_path / "page"), cwd=repo)
    assert result.exit_code == 0, result.stderr
    assert "1 edited" in result.stderr
    assert len(set(parsed_bytes)) == 5  # (four languages before, German after)
    assert len(parsed_bytes) == 5, parsed_bytes
