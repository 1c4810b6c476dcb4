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
