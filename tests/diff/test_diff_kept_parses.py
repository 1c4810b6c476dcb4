"""The text and JSON diff let each catalog's parse go once compared: they kept them all (up to
16 MiB of catalogs, some 200 MB of Babel's objects) for a page they do not draw. `diff --html`
keeps them for drawing the sides' decks."""

from __future__ import annotations

import shutil

import pytest
from gitrepo import git, starter_repo

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


@pytest.mark.parametrize("options", [(), ("-f", "json")])
def test_the_text_and_json_diff_keep_no_catalog_parse(tmp_path, cli, options):
    from deckctl.i18n import catalog

    repo = starter_repo(tmp_path / "repo")
    po = repo / "decks" / "yki" / "locales" / "de.po"
    po.write_text(po.read_text(encoding="utf-8").replace('msgstr "Canberra"', 'msgstr "Canberra (ACT)"', 1),
                  encoding="utf-8")
    git(repo, "commit", "-qam", "german edited")
    catalog._shared.cache_clear()

    result = cli("diff", "HEAD~1", "HEAD", *options, cwd=repo)
    assert result.exit_code == 0, result.stderr
    assert "Canberra (ACT)" in result.stdout
    assert len(catalog._shared._kept) == 0  # (two before: each side's German catalog)
