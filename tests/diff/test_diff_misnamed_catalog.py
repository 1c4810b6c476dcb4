"""A catalog not named after a language (`"><i>.po`, `german.po`) is no language to `diff`, as to
validate and the proof: it had been listed as a catalog added, its name a language whose
translations went stale."""

from __future__ import annotations

import shutil

import pytest
from deckfactory import committed_deck

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def test_a_misnamed_catalog_is_its_error_not_a_language(tmp_path, cli):
    root = tmp_path / "repo"
    root.mkdir()
    deck, git = committed_deck(root)
    (deck / "locales").mkdir(exist_ok=True)
    (deck / "locales" / "german.po").write_text('msgid ""\nmsgstr ""\n"Language: de\\n"\n', encoding="utf-8")
    git("add", ".")
    git("commit", "-qm", "a catalog named after no language")
    text = cli("diff", "HEAD~1", "HEAD", cwd=root)
    assert "added    german catalog" not in text.stdout, text.stdout
    assert "not compared: HEAD:decks/deck/locales/german.po: `german.po` is not named after a language" in text.stdout
    page = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root)
    html = (tmp_path / "cd" / "index.html").read_text(encoding="utf-8")
    assert "german catalog added" not in html and 'lang="german"' not in html and "not named after a language" in html
