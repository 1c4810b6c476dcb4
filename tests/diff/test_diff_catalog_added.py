"""A change that adds a deck's catalog (`deckctl i18n update --lang it`, a language's first step,
writes one with nothing translated yet) is a change: `deckctl diff` said "no card or translation
changes", and `diff --html` showed no deck."""

from __future__ import annotations

import json
import shutil

import pytest
from deckfactory import committed_deck, deckctl_in_process

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


@pytest.fixture
def repo(tmp_path):
    root = tmp_path / "repo"
    root.mkdir()
    deck, git = committed_deck(root)
    assert deckctl_in_process("i18n", "update", deck, "--lang", "it", cwd=root).exit_code == 0
    git("add", ".")
    git("commit", "-qm", "an Italian catalog, nothing translated yet")
    return root


def test_the_text_and_json_diffs_list_the_catalog_added(repo, cli):
    text = cli("diff", "HEAD~1", "HEAD", cwd=repo)
    assert text.exit_code == 0, text.stderr
    assert "  added    it catalog  (locales/it.po)" in text.stdout.splitlines()
    assert "no card or translation changes" not in text.stderr
    data = json.loads(cli("diff", "--format", "json", "HEAD~1", "HEAD", cwd=repo).stdout)
    assert [deck["catalogs_added"] for deck in data["decks"]] == [["it"]]


def test_the_pages_summary_and_deck_name_the_catalog_added(repo, cli, tmp_path):
    result = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=repo)
    assert result.exit_code == 0, result.stderr
    assert "it catalog added, nothing translated yet" in result.stderr
    page = (tmp_path / "cd" / "index.html").read_text(encoding="utf-8")
    assert "1 deck changed; 0 added, 0 removed, 0 moved, 0 edited; it catalog added, nothing translated yet" in page
    assert '<span class="src">it catalog (locales/it.po)</span>' in page


def test_a_new_decks_translated_catalog_is_not_called_untranslated(tmp_path, cli):
    from deckfactory import write_deck

    root = tmp_path / "repo"
    root.mkdir()
    _, git = committed_deck(root)
    second = write_deck(root / "decks", "knowledge", name="second")
    assert deckctl_in_process("i18n", "pseudo", second, cwd=root).exit_code == 0
    git("add", ".")
    git("commit", "-qm", "a second deck, translated")
    result = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root)
    assert result.exit_code == 0, result.stderr
    assert "; en-XA catalog added (HEAD~1 -> HEAD)" in result.stderr.splitlines()[-1]
