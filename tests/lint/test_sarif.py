"""`--format sarif`: SARIF 2.1.0 for GitHub code scanning, checked against the OASIS schema.

sarif-schema-2.1.0.json is the SARIF 2.1.0 (rtm.5) JSON schema as published by OASIS and
SchemaStore (https://json.schemastore.org/sarif-2.1.0.json), taken from the npm package
@microsoft/jest-sarif (lib/schemas/sarif-2.1.0-rtm.5.json).
"""

from __future__ import annotations

import json
import re
from email.message import Message
from importlib import metadata
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


LINT_DOCS = Path(__file__).resolve().parents[2] / "docs" / "lint.md"
DOCS = "https://docs.example.org/deckctl/v1/docs"


def _anchor(heading: str) -> str:
    """The anchor GitHub gives a Markdown heading: lower case, spaces to hyphens, other punctuation dropped."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def _metadata(*urls: str) -> Message:
    message = Message()
    message["Name"] = "deckctl"
    for url in urls:
        message["Project-URL"] = url
    return message


def test_every_rule_has_a_name_descriptions_and_a_link_to_its_section(tmp_path, cli, monkeypatch):
    from deckctl.lint.registry import all_rules
    from deckctl.report.sarif import plain_text

    monkeypatch.setattr(metadata, "metadata", lambda name: _metadata("Homepage, https://example.org",
                                                                      f"Documentation, {DOCS}/"))
    deck = write_deck(tmp_path, "i-know", CARDS)
    log = json.loads(cli("lint", deck, "--format", "sarif", cwd=tmp_path).stdout)
    assert not sorted(Draft4Validator(SCHEMA).iter_errors(log), key=str)
    rules = log["runs"][0]["tool"]["driver"]["rules"]
    lint_rules = {rule.id: rule for rule in all_rules()}
    assert {rule["id"] for rule in rules} == set(lint_rules) | {"not-in-vocabulary"}
    sections = {_anchor(line[4:]) for line in LINT_DOCS.read_text(encoding="utf-8").splitlines()
                if line.startswith("### ")}
    for rule in rules:
        assert re.fullmatch(r"([A-Z][a-z0-9]*)+", rule["name"]), rule["name"]
        assert rule["name"].lower() == rule["id"].replace("-", ""), rule
        short, full = rule["shortDescription"]["text"], rule["fullDescription"]["text"]
        assert short and full
        if rule["id"] in lint_rules:
            assert rule["helpUri"] == f"{DOCS}/lint.md#{rule['id']}" and rule["id"] in sections
            doc = plain_text(lint_rules[rule["id"]].doc)  # (its brackets escaped, as in any plain text)
            assert short == doc.splitlines()[0] and full.startswith(short + "\n\n")
            assert "```" not in full and not full.endswith(":")  # the prose, not the examples
            assert " ".join(full.split()) in " ".join(doc.split())
        else:  # a validation code: the format's documentation
            assert rule["helpUri"] == f"{DOCS}/format.md"
            assert short == "Not in vocabulary (a check of the deck format)."


def test_without_a_documentation_url_rules_have_no_help_uri(tmp_path, cli, monkeypatch):
    """SARIF wants an absolute helpUri; with no published documentation to point at there is none."""
    monkeypatch.setattr(metadata, "metadata", lambda name: _metadata("Homepage, https://example.org",
                                                                      "Documentation, docs/"))
    deck = write_deck(tmp_path, "i-know", CARDS)
    log = json.loads(cli("lint", deck, "--format", "sarif", cwd=tmp_path).stdout)
    assert not list(Draft4Validator(SCHEMA).iter_errors(log))
    rules = log["runs"][0]["tool"]["driver"]["rules"]
    assert all("helpUri" not in rule and rule["name"] and rule["fullDescription"]["text"] for rule in rules)


def test_file_names_are_uri_references_and_card_texts_make_no_links(tmp_path, cli):
    """A card file's name is percent-encoded in `artifactLocation.uri` (`#` and `?` written as
    they are would be read as a fragment and a query), and a card's `[text](target)` is shown with
    its brackets escaped (SARIF 2.1.0 §3.11.6: plain text holds embedded links, `[y](1)` one to
    related location 1), its `{name}` with its braces doubled (§3.11.5: a placeholder)."""
    cards = CARDS.replace("the capital of France", "the capital of [click](https://evil.example) or [y](1)")
    other = CARDS.replace("capital", "other").replace("of France", "of {name}")
    deck = write_deck(tmp_path, "i-know", {"a b#c?d.yaml": cards, "100%.yaml": other})
    log = json.loads(cli("lint", deck, "--format", "sarif", cwd=tmp_path).stdout)
    assert not list(Draft4Validator(SCHEMA).iter_errors(log))
    results = log["runs"][0]["results"]
    uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in results}
    assert {"deck/cards/a%20b%23c%3Fd.yaml", "deck/cards/100%25.yaml"} <= uris
    texts = [r["message"]["text"] for r in results]
    assert any(r"\[click\](https://evil.example)" in text for text in texts)
    assert any("{{name}}" in text for text in texts)  # (§3.11.5: `{0}` is a placeholder)
    # (every bracket escaped: no text holds a `[` or `]` a viewer could read as a link)
    assert not [text for text in texts if re.search(r"(?<!\\)[\[\]]", text)]
