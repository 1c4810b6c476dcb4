"""`diff --html` of a deck whose catalogs together are more than `shared_catalog` keeps: it reads
them to compare, then to load the old side's deck, then the new side's, in the same order each
time. Letting go of the one used longest ago let go of the next one asked for: every catalog was
parsed again for each side. Those that fit are kept for the next round now."""

from __future__ import annotations

import shutil

import pytest
from gitrepo import git, starter_repo

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

LANGUAGES = ("da", "es", "fi", "fr", "it", "nl")  # (and the starter's German: seven)
FIT = 4  # catalogs within the lowered bound on the parses kept


def test_diff_html_parses_again_only_the_catalogs_that_do_not_fit(tmp_path, cli, monkeypatch):
    from deckctl.i18n import catalog, limits

    repo = starter_repo(tmp_path / "repo")
    locales = repo / "decks" / "yki" / "locales"
    german = (locales / "de.po").read_text(encoding="utf-8")
    for language in LANGUAGES:
        (locales / f"{language}.po").write_text(german.replace('"Language: de\\n"', f'"Language: {language}\\n"'),
                                                encoding="utf-8")
    git(repo, "add", ".")
    git(repo, "commit", "-qm", "six more")
    cards = repo / "decks" / "yki" / "cards" / "set-a.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("How many legs does a spider have?",
                                                               "How many legs does a house spider have?", 1),
                     encoding="utf-8")
    git(repo, "commit", "-qam", "a card edited")
    size = max(len(path.read_bytes()) for path in locales.glob("*.po"))
    monkeypatch.setattr(limits, "MAX_CATALOG_BYTES", FIT * size + 100)
    parsed: list[str] = []
    parse = catalog._parsed

    def counted(path, display, data):
        if "/locales/" in display:  # (deckctl's own label catalogs left out)
            parsed.append(display)
        return parse(path, display, data)

    monkeypatch.setattr(catalog, "_parsed", counted)
    catalog._shared.cache_clear()

    result = cli("diff", "HEAD~1", "HEAD", "--html", "-o", str(tmp_path / "page"), cwd=repo)
    assert result.exit_code == 0, result.stderr
    assert "1 edited" in result.stderr
    catalogs = len(LANGUAGES) + 1
    # (21 before: each catalog three times. Now the first round parses each, and each round after
    # it those that do not fit and one more: 7 + 4 + 4)
    assert len(parsed) <= catalogs + 2 * (catalogs - FIT + 1), parsed
    catalog._shared.cache_clear()
