"""`new deck` reads the repository's .vscode/settings.json, which anyone may commit, within the
limits of every JSON file deckctl did not write (deckctl.core.bounded_json): 100,000 `[` had
ended it with an internal error (RecursionError, exit 70). Such a file is left as it is, with a
note saying why, and the deck is added."""

from __future__ import annotations

from pathlib import Path

import pytest

SETTINGS = Path(".vscode") / "settings.json"


@pytest.mark.parametrize(("content", "said"), [
    ("[" * 100_000, "nested more than 64 levels deep"),
    ("[" * 500_000, "holds about 500,000 values"),
    ('{"yaml.schemas": ' * 65 + "{}" + "}" * 65 + "\n", "nested more than 64 levels deep"),
    ('{"editor.tabSize": ' + "9" * 5_000 + "}\n", "a number 5000 digits long"),
])
def test_settings_past_the_json_limits_are_left_as_they_are(tmp_path, cli, content, said):
    repo = tmp_path / "repo"
    assert cli("init", repo, "--game", "knowledge").exit_code == 0
    (repo / SETTINGS).write_text(content, encoding="utf-8")
    added = cli("new", "deck", "decks/iq", "--game", "iknow", cwd=repo)
    assert added.exit_code == 0, added.stderr
    assert "internal error" not in added.stderr
    assert ".vscode/settings.json is left as it is (it " in added.stderr and said in added.stderr, added.stderr
    assert (repo / SETTINGS).read_text(encoding="utf-8") == content
    assert (repo / "decks" / "iq" / "deck.yaml").is_file()
