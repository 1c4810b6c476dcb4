"""deckctl.toml, suppression comments, and `deckctl lint` exit codes and output."""

from __future__ import annotations

import json
import os
from pathlib import Path

from deckfactory import REPO, write_deck

NO_SOURCE = """\
- id: capital
  subject: geography
  level: B
  question: What is the capital of France
  answer: Paris
"""


def _lint(deck: Path, config=None):
    from deckctl.lint import lint
    from deckctl.validate.deck import validate

    return lint(validate([deck]).decks, config)


def codes(findings) -> list[str]:
    return sorted(d.code for d in findings)


def test_defaults_without_a_config(tmp_path):
    deck = write_deck(tmp_path, "i-know", NO_SOURCE)
    findings = _lint(deck)
    assert "missing-source" in codes(findings) and "question-mark" in codes(findings)
    assert all(d.severity.value == "warning" for d in findings)


def test_config_found_above_the_deck_disables_and_changes_severity(tmp_path):
    (tmp_path / ".git").mkdir()  # the repository's top, where a deckctl.toml usually is
    deck = write_deck(tmp_path / "decks", "i-know", NO_SOURCE)
    (tmp_path / "deckctl.toml").write_text(
        '[lint]\ndisable = ["missing-source", "level-coverage"]\n\n[lint.severity]\nquestion-mark = "error"\n')
    findings = _lint(deck)
    assert codes(findings) == ["question-mark"]
    assert findings[0].severity.value == "error"


def test_a_config_above_the_repository_is_ignored_and_one_inside_is_used(tmp_path, cli):
    # A deckctl.toml in a shared folder above a checkout (/tmp/deckctl.toml) is nobody's setting for it.
    (tmp_path / "deckctl.toml").write_text('[lint]\ndisable = ["missing-source"]\n')
    repo = tmp_path / "checkout"
    (repo / ".git").mkdir(parents=True)
    deck = write_deck(repo / "decks", "i-know", NO_SOURCE)
    loose = write_deck(tmp_path / "sent" / "decks", "i-know", NO_SOURCE)  # no .git: its repository is decks/
    (tmp_path / "sent" / "deckctl.toml").write_text('[lint]\ndisable = ["missing-source"]\n')
    for folder in (deck, loose):
        assert "missing-source" in codes(_lint(folder))
        run = cli("lint", folder)
        assert run.exit_code == 0 and "missing-source" in run.stdout, run.stdout + run.stderr
    (repo / "deckctl.toml").write_text('[lint]\ndisable = ["missing-source"]\n')
    (loose.parent / "deckctl.toml").write_text('[lint]\ndisable = ["missing-source"]\n')
    for folder in (deck, loose):
        assert "missing-source" not in codes(_lint(folder))
        run = cli("lint", folder)  # (the cache of checked decks sees the new file too)
        assert "missing-source" not in run.stdout, run.stdout + run.stderr


def test_a_config_that_is_a_link_leading_out_a_pipe_or_too_large_is_not_read(tmp_path):
    (tmp_path / "elsewhere.toml").write_text('[lint]\ndisable = ["missing-source"]\n')
    repo = tmp_path / "checkout"
    (repo / ".git").mkdir(parents=True)
    deck = write_deck(repo / "decks", "i-know", NO_SOURCE)
    config = repo / "deckctl.toml"
    config.symlink_to(tmp_path / "elsewhere.toml")
    findings = _lint(deck)
    assert "missing-source" in codes(findings)
    refused = [d for d in findings if d.code == "lint-config"]
    assert len(refused) == 1 and "symbolic link leading outside" in refused[0].message
    config.unlink()
    os.mkfifo(config)  # would never answer a read
    refused = [d for d in _lint(deck) if d.code == "lint-config"]
    assert len(refused) == 1 and "a named pipe, not a file" in refused[0].message
    config.unlink()
    config.write_text('[lint]\ndisable = ["missing-source"]\n' + "# padding\n" * 7_000)  # over 64 KiB
    findings = _lint(deck)
    refused = [d for d in findings if d.code == "lint-config"]
    assert len(refused) == 1 and "at most 65,536 are read" in refused[0].message
    assert "missing-source" in codes(findings)


def test_config_problems_are_diagnostics(tmp_path):
    from deckctl.lint import all_rules, load_config

    path = tmp_path / "deckctl.toml"
    path.write_text('[lint]\ndisable = ["mising-source"]\n[lint.severity]\nwhitespace = "loud"\n')
    config = load_config(path, [rule.id for rule in all_rules()])
    messages = [d.message for d in config.diagnostics]
    assert any("`mising-source`" in m for m in messages)
    assert any("did you mean `missing-source`?" in d.hint for d in config.diagnostics)
    assert any("`loud` is not a severity" in m for m in messages)
    path.write_text("[lint\n")
    assert load_config(path).diagnostics[0].code == "lint-config"


def test_off_severity_disables(tmp_path):
    deck = write_deck(tmp_path, "i-know", NO_SOURCE)
    (tmp_path / "deckctl.toml").write_text('[lint.severity]\nmissing-source = "off"\n')
    assert "missing-source" not in codes(_lint(deck))


def test_suppression_on_the_id_line_covers_the_card(tmp_path):
    cards = NO_SOURCE.replace("- id: capital", "- id: capital  # deckctl: disable=missing-source, question-mark")
    deck = write_deck(tmp_path, "i-know", cards)
    assert not {"missing-source", "question-mark"} & set(codes(_lint(deck)))


def test_suppression_on_a_line_covers_that_line_only(tmp_path):
    cards = NO_SOURCE.replace("France\n", "France  # deckctl: disable=question-mark\n")
    deck = write_deck(tmp_path, "i-know", cards)
    found = codes(_lint(deck))
    assert "question-mark" not in found and "missing-source" in found


def test_suppression_of_an_unknown_rule_is_reported(tmp_path):
    cards = NO_SOURCE.replace("- id: capital", "- id: capital  # deckctl: disable=question-marks")
    deck = write_deck(tmp_path, "i-know", cards)
    unknown = [d for d in _lint(deck) if d.code == "lint-suppression"]
    assert len(unknown) == 1 and unknown[0].line == 1 and "`question-marks`" in unknown[0].message


def test_valid_cards_of_an_invalid_deck_are_still_linted(tmp_path, cli):
    broken = NO_SOURCE.replace("level: B", "level: E").replace("id: capital", "id: broken")
    deck = write_deck(tmp_path, "i-know", broken + NO_SOURCE)
    findings = _lint(deck)
    assert {d.card_id for d in findings} == {"capital"}  # the invalid card is left to validate
    assert "level-coverage" not in codes(findings)  # a balance over some of the cards would mislead
    run = cli("lint", deck, "--format", "json")
    assert run.exit_code == 1
    found = json.loads(run.stdout)
    assert found[0]["code"] == "not-in-vocabulary" and found[0]["card_id"] == "broken"
    assert {"missing-source", "question-mark"} <= {d["code"] for d in found[1:]}
    text = cli("lint", deck)
    lines = [line for line in text.stdout.splitlines() if not line.startswith(" ")]
    assert ": error:" in lines[0] and all(": warning:" in line for line in lines[1:]), text.stdout


def test_errors_are_listed_before_warnings_wherever_they_are(tmp_path, cli):
    """In a big imported bank the few validation errors must not drown among hundreds of warnings."""
    broken = NO_SOURCE.replace("level: B", "level: E").replace("id: capital", "id: broken")
    deck = write_deck(tmp_path, "i-know", NO_SOURCE + broken)
    text = cli("lint", deck)
    lines = [line for line in text.stdout.splitlines() if not line.startswith(" ")]
    assert "card `broken`" in lines[0] and ": error:" in lines[0], text.stdout
    assert all(": warning:" in line for line in lines[1:]) and len(lines) > 1, text.stdout


def test_deck_whose_manifest_is_invalid_is_not_linted(tmp_path, cli):
    deck = write_deck(tmp_path, "i-know", NO_SOURCE)
    manifest = deck / "deck.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("format: 1", "format: 7"), encoding="utf-8")
    assert _lint(deck) == []
    run = cli("lint", deck)
    assert run.exit_code == 1 and "[missing-source]" not in run.stdout and "1 not linted" in run.stderr


def test_exit_codes(tmp_path, cli):
    deck = write_deck(tmp_path, "i-know", NO_SOURCE)
    run = cli("lint", deck)
    assert run.exit_code == 0 and "[missing-source]" in run.stdout
    assert "0 errors" in run.stderr
    assert cli("lint", deck, "--strict").exit_code == 1
    assert cli("lint", tmp_path / "nope").exit_code == 2
    assert cli("lint", deck, "--format", "xml").exit_code == 2
    github = cli("lint", deck, "--format", "github")
    assert "::warning file=" in github.stdout and "title=missing-source capital" in github.stdout


def test_error_finding_exits_1(tmp_path, cli):
    long = " ".join(["word"] * 120) + "?"
    cards = "- id: card-001\n  questions:\n" + f"    - {{question: {long}, answer: A1}}\n" + "".join(
        f"    - {{question: Question {i}?, answer: Answer {i}}}\n" for i in range(2, 6))
    deck = write_deck(tmp_path, "you-know-it", cards)
    run = cli("lint", deck)
    assert run.exit_code == 1 and "error: card `card-001`" in run.stdout and "[text-fits]" in run.stdout


def test_starter_decks_lint_without_errors(cli):
    run = cli("lint", REPO / "decks")
    assert run.exit_code == 0, run.stdout + run.stderr
    assert "5 decks linted" in run.stderr


def test_list_rules_and_docs_name_every_rule(cli):
    from deckctl.lint import all_rules

    run = cli("lint", "--list-rules")
    assert run.exit_code == 0
    docs = (REPO / "docs" / "lint.md").read_text(encoding="utf-8")
    for rule in all_rules():
        assert f"### `{rule.id}`" in run.stdout
        assert f"### `{rule.id}`" in docs, f"docs/lint.md does not document {rule.id}"
        assert rule.doc and "Passes" in rule.doc and "Fails" in rule.doc, rule.id
        assert rule.id == rule.id.lower() and " " not in rule.id


def test_docs_are_up_to_date():
    """docs/lint.md embeds `deckctl lint --list-rules` between markers; regenerate with
    `python -m deckctl.lint.docs`."""
    from deckctl.lint.docs import BEGIN, END, rules_markdown

    docs = (REPO / "docs" / "lint.md").read_text(encoding="utf-8")
    assert docs.split(BEGIN, 1)[1].split(END, 1)[0].strip() == rules_markdown().strip()


def test_a_severity_that_is_not_a_string_is_a_diagnostic(tmp_path):
    from deckctl.lint import load_config

    path = tmp_path / "deckctl.toml"
    path.write_text('[lint.severity]\nwhitespace = ["error"]\nquestion-mark = 3\n')
    messages = [d.message for d in load_config(path).diagnostics]
    assert len(messages) == 2 and all("is not a severity" in m for m in messages)


def test_enable_is_not_a_setting(tmp_path):
    # Only the nearest deckctl.toml is read, so there is no shared setting for `enable` to undo.
    from deckctl.lint import load_config

    path = tmp_path / "deckctl.toml"
    path.write_text('[lint]\nenable = ["missing-source"]\n')
    assert [d.message for d in load_config(path).diagnostics] == ["`lint.enable` is not a setting"]


def test_a_config_nested_too_deep_is_refused_at_its_line_and_strings_do_not_count(tmp_path):
    from deckctl.lint import load_config

    path = tmp_path / "deckctl.toml"
    for nested in ("[" * 2_000 + "]" * 2_000, "{a=" * 2_000 + "1" + "}" * 2_000):  # (tomllib recursed: exit 70)
        path.write_text(f"[lint]\n# settings\ndisable = {nested}\n")
        (refused,) = load_config(path).diagnostics
        assert (refused.code, refused.line) == ("lint-config", 3)
        assert "nested 2,000 deep" in refused.message and "at most 32 deep" in refused.message
    brackets = "[" * 40
    path.write_text(f'[lint]\n# {brackets}\ndisable = ["{brackets}", \'{brackets}\', """{brackets}"""]\n')
    messages = [d.message for d in load_config(path, ["whitespace"]).diagnostics]
    assert len(messages) == 3 and all("is not a rule deckctl knows" in m for m in messages)


def test_unknown_rule_ids_in_a_config_are_capped_like_any_file_findings(tmp_path):
    from deckctl.core.diagnostics import MORE
    from deckctl.lint import load_config

    path = tmp_path / "deckctl.toml"
    path.write_text("[lint]\ndisable = [" + ",".join(f'"r{i}x"' for i in range(250)) + "]\n")
    found = load_config(path, ["whitespace"]).diagnostics
    assert len(found) == 101 and found[-1].extra[MORE] == 150
    assert "150 more `lint-config` errors in this file, not shown" in found[-1].message
