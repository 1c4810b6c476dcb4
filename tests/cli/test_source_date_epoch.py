"""SOURCE_DATE_EPOCH: read and checked once (deckctl/core/source_date.py); a malformed value is a
usage error before any command runs, a valid one dates the proof footer, a new catalog and the
PDF's CreationDate alike (reportlab reads the variable itself, and must only see a checked one)."""

from __future__ import annotations

import re

import pytest

MALFORMED = ["abc", "1e9", "99999999999999999", "253402300800", "-1", "+5", "1_000", "1.5", "\u0661\u0662"]


@pytest.mark.parametrize("value", MALFORMED)
def test_a_malformed_value_is_a_usage_error_naming_it(cli, make_deck, tmp_path, monkeypatch, value):
    deck = make_deck("knowledge")
    monkeypatch.setenv("SOURCE_DATE_EPOCH", value)
    run = cli("export", "pdf", deck, "-o", tmp_path / "deck.pdf")
    assert run.exception is None
    assert run.exit_code == 2
    assert f"SOURCE_DATE_EPOCH={value!r}" in run.stderr and "hint:" in run.stderr
    assert not (tmp_path / "deck.pdf").exists()


@pytest.mark.parametrize("command", [["build", "{deck}", "-o", "{out}"], ["proof", "{deck}", "-o", "{out}"],
                                     ["diff", "--html", "-o", "{out}"],
                                     ["i18n", "update", "{deck}", "--lang", "de"]])
def test_every_command_that_writes_a_date_refuses_it(cli, make_deck, tmp_path, monkeypatch, command):
    deck = make_deck("knowledge")
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "abc")
    run = cli(*(part.format(deck=deck, out=tmp_path / "out") for part in command))
    assert (run.exit_code, run.exception) == (2, None)
    assert "SOURCE_DATE_EPOCH='abc' is not a whole number of seconds" in run.stderr


def _creation_date(pdf) -> str:
    return re.search(rb"/CreationDate \(D:(\d{14})", pdf.read_bytes()).group(1).decode()


@pytest.mark.parametrize("value, date", [(None, "20000101000000"), ("", "20000101000000"), (" ", "20000101000000"),
                                         ("0", "19700101000000"), ("1767268800", "20260101120000"),
                                         (" 01767268800\n", "20260101120000"), ("253402300799", "99991231235959")])
def test_a_valid_value_is_the_pdfs_date_and_none_a_fixed_one(cli, make_deck, tmp_path, monkeypatch, value, date):
    deck = make_deck("knowledge")
    if value is None:
        monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    else:
        monkeypatch.setenv("SOURCE_DATE_EPOCH", value)
    run = cli("export", "pdf", deck, "-o", tmp_path / "deck.pdf")
    assert run.exit_code == 0, run.stderr
    assert _creation_date(tmp_path / "deck.pdf") == date


def test_a_new_catalog_is_dated_by_it(cli, make_deck, monkeypatch):
    deck = make_deck("knowledge")
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1767268800")
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    catalog = next((deck / "locales").glob("*.po")).read_text()
    assert '"PO-Revision-Date: 2026-01-01 12:00+0000\\n"' in catalog
