"""`fmt --check` remembers a deck found formatted once per rule set (deckctl/lint/cache.py
`RULE_SETS_KEPT`), as lint does: the pre-commit hook's own deckctl and the virtual environment's
(or two deckctl.toml contents) taking turns each find their answer kept. The deck had one entry,
which each replaced: every turn read every file again."""

from __future__ import annotations

from deckfactory import VALID_CARDS, write_deck

import deckctl.fmt as fmt
from deckctl.lint import cache


def test_turns_of_two_rule_sets_read_no_file_again(tmp_path, monkeypatch):
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.chdir(tmp_path)
    deck = write_deck(tmp_path, "knowledge", {"cards.yaml": VALID_CARDS["knowledge"]})
    config = tmp_path / "deckctl.toml"
    read: list = []
    real = fmt._format_task
    monkeypatch.setattr(fmt, "_format_task", lambda task: read.append(task[0].name) or real(task))

    def turn(contents: str) -> int:
        config.write_text(contents, encoding="utf-8")
        read.clear()
        outcomes, _ = fmt.format_paths([deck], jobs=1, cached=True)
        assert not any(o.changed or o.refused for o in outcomes)
        return len(read)

    first, second = '[lint]\ndisable = ["placeholder"]\n', '[lint]\ndisable = ["whitespace"]\n'
    assert turn(first) > 0 and turn(second) > 0  # (each rule set reads the deck once)
    assert [turn(first), turn(second), turn(first)] == [0, 0, 0]
    assert len(list((tmp_path / "cache").glob("*fmt*"))) <= cache.RULE_SETS_KEPT
