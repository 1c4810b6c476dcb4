"""The cache of checked decks keeps each rule set's findings (deckctl/lint/cache.py `RULE_SETS_KEPT`):
lint with one deckctl.toml, then another, then the first again re-lints nothing the third time.
A deck had one entry, which each rule set replaced: taking turns re-checked the deck and re-linted
every card file every time."""

from __future__ import annotations

import re

import pytest
from deckfactory import CARD_FILE_WITH_FINDINGS, write_deck

from deckctl.lint import by_file, cache, check
from deckctl.lint.check import check_deck as lint_afresh  # (not the spy `worked` puts in its place)

CARDS = {
    "a.yaml": CARD_FILE_WITH_FINDINGS,
    "b.yaml": """\
- id: blue
  category: colour
  front: The colour of a clear sky.
  back: Blue.
  value: blue
""",
}
CONFIGS = {  # each finds something the others do not, or reports it otherwise
    "A": '[lint]\ndisable = ["placeholder"]\n',
    "B": '[lint.severity]\nwhitespace = "error"\n',
    "C": '[lint]\ndisable = ["whitespace"]\n',
    "D": '[lint]\ndisable = ["missing-source"]\n',
    "E": '[lint]\ndisable = ["placeholder", "missing-source"]\n',
}


@pytest.fixture
def deck(tmp_path, monkeypatch):
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.chdir(tmp_path)
    return write_deck(tmp_path, "knowledge", dict(CARDS))


@pytest.fixture
def worked(monkeypatch) -> list[str]:
    """From now on, what each lint worked out afresh: "deck" for a deck checked, a card file's name
    for each card file the per-card rules ran on."""
    runs: list[str] = []
    real_check, real_files = check.check_deck, by_file._lint_files

    def checked(*args, **kwargs):
        runs.append("deck")
        return real_check(*args, **kwargs)

    def linted(deck, rules, finish, sources):
        runs.extend(sorted(source.display.rsplit("/", 1)[1] for source in sources))
        return real_files(deck, rules, finish, sources)

    monkeypatch.setattr(check, "check_deck", checked)
    monkeypatch.setattr(by_file, "_lint_files", linted)
    return runs


def _keys(findings):
    return [(d.file, d.line, d.col, d.code, d.message, d.card_id, d.severity, d.extra) for d in findings]


def _use(deck, config: str) -> None:
    (deck.parent / "deckctl.toml").write_text(CONFIGS[config], encoding="utf-8")
    check._configs.clear()  # (the deckctl.toml just written, not the one this process read before)


def _lint_with(deck, config: str) -> list:
    """The deck's findings through the cache, with the deckctl.toml `config`."""
    _use(deck, config)
    return _keys(check.cached_check(deck, lint=True).lint)


def test_taking_turns_between_two_rule_sets_reuses_both(deck, worked):
    found = {config: _lint_with(deck, config) for config in "AB"}
    assert worked == ["deck", "a.yaml", "b.yaml", "deck", "a.yaml", "b.yaml"]
    worked.clear()
    for config in "ABAB":
        assert _lint_with(deck, config) == found[config]
    assert worked == []  # (the old code checked the deck and re-linted both files each time)
    # Each rule set's findings are its own, as linting afresh finds them.
    for config in "AB":
        _use(deck, config)
        assert _keys(lint_afresh(deck, lint=True).lint) == found[config]
    codes = {config: {(code, severity.value) for _, _, _, code, _, _, severity, _ in found[config]} for config in "AB"}
    assert ("placeholder", "warning") in codes["B"] and not any(code == "placeholder" for code, _ in codes["A"])
    assert ("whitespace", "error") in codes["B"] and ("whitespace", "error") not in codes["A"]


def test_a_changed_card_file_is_re_linted_under_each_rule_set_alone(deck, worked):
    for config in "AB":
        _lint_with(deck, config)
    (deck / "cards" / "b.yaml").write_text(CARDS["b.yaml"].replace("clear sky", "clear  sky"), encoding="utf-8")
    worked.clear()
    found = {config: _lint_with(deck, config) for config in "AB"}
    assert worked == ["deck", "b.yaml", "deck", "b.yaml"]
    worked.clear()
    for config in "AB":
        assert _lint_with(deck, config) == found[config]
        _use(deck, config)
        assert _keys(lint_afresh(deck, lint=True).lint) == found[config]
    assert worked == []


def test_a_deck_keeps_a_few_rule_sets_the_least_recently_used_replaced(deck, tmp_path, worked):
    for config in "ABCD":
        _lint_with(deck, config)
    _lint_with(deck, "A")  # (used again: now B is the one used longest ago)
    worked.clear()
    _lint_with(deck, "E")
    assert worked == ["deck", "a.yaml", "b.yaml"]
    entries = [path.name for path in (tmp_path / "cache").iterdir()]
    assert len([name for name in entries if name.endswith(".json")]) == cache.RULE_SETS_KEPT  # (the deck's)
    assert len([name for name in entries if re.fullmatch(r"[0-9a-f]{64}\.[0-9]\.jsonl", name)]) == cache.RULE_SETS_KEPT
    worked.clear()
    for config in "ACDE":
        _lint_with(deck, config)
    assert worked == []
    found = _lint_with(deck, "B")
    assert worked[:1] == ["deck"]  # (B's was replaced; its card files' findings may still be kept)
    assert found == _keys(lint_afresh(deck, lint=True).lint)
