"""Lint rules as data: cases/<rule-id>.yaml holds passing and failing decks for that rule.

    case-name:
      game: i-know                # default knowledge
      manifest: |                 # optional deck.yaml (default: the game's minimal manifest)
        ...
      content: |                  # cards/cards.yaml, or `files: {a.yaml: ..., b.yaml: ...}`
        - id: ...
      expect:                     # the rule's findings, in order; absent or [] means none (a pass)
        - {line: 4, col: 13, card: some-id, severity: warning, message: a substring, hint: a substring}

The deck must validate; only the findings of the file's own rule are compared, so a case shows
one rule at a time.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from deckfactory import read_yaml, write_deck

CASES_DIR = Path(__file__).resolve().parent / "cases"


def _cases():
    for path in sorted(CASES_DIR.glob("*.yaml")):
        for name, case in read_yaml(path).items():
            yield pytest.param(path.stem, case, id=f"{path.stem}/{name}")


CASES = list(_cases())


def test_every_rule_has_passing_and_failing_cases():
    from deckctl.lint import all_rules

    kinds: dict[str, set[bool]] = {}
    for param in CASES:
        rule, case = param.values
        kinds.setdefault(rule, set()).add(bool(case.get("expect")))
    for rule in all_rules():
        assert kinds.get(rule.id) == {True, False}, f"{rule.id} needs a passing and a failing case in cases/"
    assert set(kinds) <= {rule.id for rule in all_rules()}, "a case file is named after no rule"


@pytest.mark.parametrize(("rule", "case"), CASES)
def test_case(rule, case, tmp_path, monkeypatch):
    from deckctl.lint import LintConfig, lint
    from deckctl.validate.deck import validate

    monkeypatch.chdir(tmp_path)
    files = case.get("files") or {"cards.yaml": case["content"]}
    deck_dir = write_deck(Path("."), case.get("game", "knowledge"), files, case.get("manifest"))
    default_file = f"cards/{next(iter(files))}"
    result = validate([deck_dir])
    assert [d for d in result.diagnostics if d.is_error] == []
    findings = [d for d in lint(result.decks, LintConfig()) if d.code == rule]
    expected = case.get("expect") or []
    assert len(findings) == len(expected), "\n".join(map(repr, findings))
    for found, want in zip(sorted(findings), expected):
        assert found.file == f"deck/{want.get('file', default_file)}"
        assert (found.line, found.col) == (want["line"], want["col"]), found
        assert found.card_id == want.get("card", "")
        assert found.severity.value == want.get("severity", "warning")
        assert want.get("message", "") in found.message, found.message
        assert want.get("hint", "") in found.hint, found.hint
