"""`--format sarif`: SARIF 2.1.0 for GitHub code scanning, checked against the OASIS schema.

sarif-schema-2.1.0.json is the SARIF 2.1.0 (rtm.5) JSON schema as published by OASIS and
SchemaStore (https://json.schemastore.org/sarif-2.1.0.json), taken from the npm package
@microsoft/jest-sarif (lib/schemas/sarif-2.1.0-rtm.5.json).
"""

from __future__ import annotations

import json
from pathlib import Path

from jsonschema import Draft4Validator

from deckfactory import write_deck

SCHEMA = json.loads((Path(__file__).parent / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))

CARDS = """\
- id: broken
  subject: geography
  level: E
  question: Which river flows through Vienna?
  answer: The Danube
- id: capital
  subject: geography
  level: B
  question: What is the capital of France
  answer: Paris
"""


def test_sarif_is_valid_and_locates_every_finding(tmp_path, cli):
    deck = write_deck(tmp_path, "i-know", CARDS)
    run = cli("lint", deck, "--format", "sarif", cwd=tmp_path)
    assert run.exit_code == 1  # the invalid card
    log = json.loads(run.stdout)
    errors = sorted(Draft4Validator(SCHEMA).iter_errors(log), key=str)
    assert not errors, errors[0]
    (sarif_run,) = log["runs"]
    rules = sarif_run["tool"]["driver"]["rules"]
    by_rule = {r["ruleId"]: r for r in sarif_run["results"]}
    assert set(by_rule) >= {"not-in-vocabulary", "question-mark", "missing-source"}
    mark = by_rule["question-mark"]
    assert mark["level"] == "warning" and by_rule["not-in-vocabulary"]["level"] == "error"
    assert rules[mark["ruleIndex"]]["id"] == "question-mark"
    assert "question mark" in rules[mark["ruleIndex"]]["help"]["text"]
    where = mark["locations"][0]["physicalLocation"]
    assert where["artifactLocation"]["uri"] == "deck/cards/cards.yaml"
    assert where["region"] == {"startLine": 9, "startColumn": 13}
    assert "card `capital`" in mark["message"]["text"]
    assert run.stderr == ""  # the log alone on stdout; no human summary mixed in


def test_sarif_of_a_clean_deck_is_an_empty_run(tmp_path, cli):
    deck = write_deck(tmp_path, "i-know", CARDS.replace("level: E", "level: A").replace("France", "France?"))
    (tmp_path / "deckctl.toml").write_text('[lint]\ndisable = ["missing-source", "level-coverage"]\n')
    run = cli("lint", deck, "--format", "sarif", cwd=tmp_path)
    log = json.loads(run.stdout)
    assert run.exit_code == 0 and log["runs"][0]["results"] == []
    assert not list(Draft4Validator(SCHEMA).iter_errors(log))
