"""At most MAX_PER_KIND findings of a kind per file, then one closing finding that counts the rest."""

from __future__ import annotations

import json

import pytest

from deckctl.core.diagnostics import Diagnostic, Severity, tally
from deckctl.core.finding_cap import MAX_PER_KIND, Capped, cap
from deckfactory import write_deck

CARD = "- id: flood-card\n  category: colour\n  front: The colour of the sky.\n  back: Blue.\n  value: blue\n"


def unknown_keys(count: int, card: str = CARD) -> str:
    return card + "".join(f"  k{n:06d}: x\n" for n in range(count))


def findings(cli, deck, fmt: str) -> tuple[int, str]:
    result = cli("validate", deck, "--format", fmt)
    assert result.exit_code == 1 and "internal error" not in result.stderr
    return result.exit_code, result.stdout


def test_a_card_of_thousands_of_unknown_keys_shows_the_first_and_counts_the_rest(cli, tmp_path):
    deck = write_deck(tmp_path, "knowledge", unknown_keys(5000))
    result = cli("validate", deck)
    assert result.exit_code == 1
    shown = [line for line in result.stdout.splitlines() if "[unknown-key]" in line]
    assert len(shown) == MAX_PER_KIND + 1
    assert shown[-1].endswith(":106:3: error: 4,900 more `unknown-key` errors in this file, not shown [unknown-key]")
    assert "unknown key `k000099`" in shown[-2]
    assert "5000 errors in 1 file" in result.stderr  # the summary counts them all


def test_every_format_reports_the_same_capped_findings(cli, tmp_path):
    deck = write_deck(tmp_path, "knowledge", unknown_keys(1000))
    as_json = json.loads(findings(cli, deck, "json")[1])
    sarif = json.loads(findings(cli, deck, "sarif")[1])["runs"][0]["results"]
    github = [line for line in findings(cli, deck, "github")[1].splitlines() if line.startswith("::")]
    assert len(as_json) == len(sarif) == len(github) == MAX_PER_KIND + 1
    assert as_json[-1]["extra"] == {"more": 900} and as_json[-1]["severity"] == "error"
    assert "900 more `unknown-key` errors" in sarif[-1]["message"]["text"]


def test_a_misspelt_required_key_past_the_cap_still_stands_for_the_missing_key(cli, tmp_path):
    # `fornt` is the 151st unknown key: its error replaces `front`'s missing-key error, as below the cap.
    card = CARD.replace("  front: The colour of the sky.\n", "")
    deck = write_deck(tmp_path, "knowledge", unknown_keys(150, card) + "  fornt: The colour of the sky.\n")
    result = cli("validate", deck, "--format", "json")
    shown = json.loads(result.stdout)
    assert "missing-key" not in {d["code"] for d in shown}
    assert tally([Diagnostic.from_json(d) for d in shown], Severity.ERROR) == 151  # as many as unknown keys


def test_many_cards_with_one_error_each_are_capped_as_they_are_gathered(cli, tmp_path):
    cards = "".join(f"- id: c{n}\n  category: colour\n  front: F.\n  back: B.\n  value: blue\n  bogus: 1\n"
                    for n in range(250))
    result = cli("validate", write_deck(tmp_path, "knowledge", cards), "--format", "json")
    shown = json.loads(result.stdout)
    assert [d["code"] for d in shown] == ["unknown-key"] * (MAX_PER_KIND + 1)
    assert shown[-1]["card_id"] == "" and shown[-1]["extra"] == {"more": 150}
    assert shown[-1]["line"] == 6 * MAX_PER_KIND + 6  # where the first one left out is


def test_lint_caps_a_rule_per_file_and_fix_repairs_them_all(cli, tmp_path):
    cards = "".join(f"- id: c{n}\n  category: colour\n  front: The  colour {n}.\n  back: Blue.\n  value: blue\n"
                    for n in range(150))
    deck = write_deck(tmp_path, "knowledge", cards)
    result = cli("lint", deck, "--format", "json")
    spaces = [d for d in json.loads(result.stdout) if d["code"] == "whitespace"]
    assert len(spaces) == MAX_PER_KIND + 1 and spaces[-1]["extra"] == {"more": 50}
    everything = [Diagnostic.from_json(d) for d in json.loads(result.stdout)]
    assert f"{tally(everything, Severity.WARNING)} warnings" in cli("lint", deck).stderr
    fixed = cli("lint", deck, "--fix")
    assert "150 texts repaired in 1 file" in fixed.stderr
    assert "The  colour" not in (deck / "cards" / "cards.yaml").read_text(encoding="utf-8")


def finding(file: str, code: str, line: int, severity: Severity = Severity.ERROR) -> Diagnostic:
    return Diagnostic(file, line, 1, code, f"{code} at {line}", severity=severity)


def test_the_cap_is_per_file_code_and_severity_and_closing_findings_add_up():
    many = [finding(file, code, n, severity) for file in ("a", "b") for code in ("x", "y")
            for severity in (Severity.ERROR, Severity.WARNING) for n in range(MAX_PER_KIND + 3)]
    capped = cap(many)
    assert len(capped) == 8 * (MAX_PER_KIND + 1)
    assert tally(capped, Severity.ERROR) == tally(capped, Severity.WARNING) == 4 * (MAX_PER_KIND + 3)
    again = Capped(capped)  # a file's capped findings joining its deck's
    again.extend(finding("a", "x", n) for n in range(1000, 1010))
    closed = again.closed()
    assert tally(closed, Severity.ERROR) == 4 * (MAX_PER_KIND + 3) + 10
    closing = [d for d in closed if d.file == "a" and d.code == "x" and d.severity is Severity.ERROR][-1]
    assert closing.extra == {"more": 13} and closing.line == MAX_PER_KIND  # at the first one left out
    assert closing.message == "13 more `x` errors in this file, not shown"


@pytest.mark.parametrize("severity, words", [(Severity.WARNING, "1 more `x` warning"), (Severity.INFO, "2 more `x` notes")])
def test_a_closing_finding_names_its_severity(severity, words):
    extra = 1 if severity is Severity.WARNING else 2
    closing = cap([finding("a", "x", n, severity) for n in range(MAX_PER_KIND + extra)])[-1]
    assert closing.message.startswith(words) and closing.severity is severity


def test_a_checkers_own_closing_finding_is_kept_in_its_words_and_counted():
    own = Diagnostic("a", 9, 1, "x", "7 more entries, from this line on", severity=Severity.WARNING, hint="h",
                     extra={"more": 7})
    kept = cap([finding("a", "x", n, Severity.WARNING) for n in range(MAX_PER_KIND)] + [own])
    assert kept[-1] is own and tally(kept, Severity.WARNING) == MAX_PER_KIND + 7
    merged = cap([finding("a", "x", n, Severity.WARNING) for n in range(MAX_PER_KIND + 1)] + [own])
    assert merged[-1].message == "8 more `x` warnings in this file, not shown"
