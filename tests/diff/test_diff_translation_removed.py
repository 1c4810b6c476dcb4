"""A catalog entry gone (its card's id renamed, then `deckctl i18n update`) was listed under the
heading `translated  de` as `- card-002/...`, which reads like a translation new in the change, and
that heading had two spaces where `reviewed de:` has one. Translations that came or changed are
under `translated de:`, those gone under `translation removed de:`."""

from __future__ import annotations

import json
import shutil

import pytest
from gitrepo import starter_repo

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def test_a_removed_translation_is_listed_as_removed(tmp_path, cli):
    repo = starter_repo(tmp_path / "repo")
    deck = repo / "decks" / "yki"
    cards = deck / "cards" / "set-a.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("- id: card-002\n", "- id: card-two\n"), encoding="utf-8")
    catalog = deck / "locales" / "de.po"
    text = catalog.read_text(encoding="utf-8")
    assert text.count('msgstr "Wie viele Beine hat eine Spinne?"') == 1
    catalog.write_text(text.replace('msgstr "Wie viele Beine hat eine Spinne?"', 'msgstr "Wie viele Beine hat die Spinne?"'),
                       encoding="utf-8")
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0

    result = cli("diff", "main", cwd=repo)
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "  translated  de" not in lines
    at = lines.index("  translated de:")
    assert lines[at:at + 4] == ["  translated de:",
                                "    ~ card-001/questions/1/question:",
                                '        old: "Wie viele Beine hat eine Spinne?"',
                                '        new: "Wie viele Beine hat die Spinne?"']
    gone = lines[lines.index("  translation removed de:") + 1:]
    assert len(gone) == 13 and all(line.startswith("    - card-002/") for line in gone)
    assert '    - card-002/questions/1/answer: "Schwarz"' in gone

    [listed] = json.loads(cli("diff", "main", "-f", "json", cwd=repo).stdout)["decks"]
    assert {t["change"] for t in listed["translated"] if t["field"].startswith("card-002/")} == {"removed"}
