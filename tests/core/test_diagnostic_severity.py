"""Diagnostic checks its severity: a hint passed in its place made an error count as none."""

import pytest

from deckctl.core.diagnostics import Diagnostic, Severity


def test_a_diagnostic_refuses_a_severity_that_is_not_one():
    with pytest.raises(TypeError):
        Diagnostic("deck.yaml", 0, 0, "code", "message", severity="a hint where the severity goes")
    assert Diagnostic("deck.yaml", 0, 0, "code", "message", severity=Severity.INFO).is_error is False


def test_what_follows_the_message_is_given_by_name():
    """By position, a hint lands in the severity's place (and a card id in the hint's): refused."""
    with pytest.raises(TypeError):
        Diagnostic("deck.yaml", 0, 0, "code", "message", "a hint where the severity goes")
    with pytest.raises(TypeError):
        Diagnostic("deck.yaml", 0, 0, "code", "message", Severity.WARNING, "card-1")


def test_no_card_and_no_hint_given_as_none_read_back_as_written():
    """A catalog's finding on a deck text (`areas/sport/name`) gave None for its card: `from_json`
    refused it, and the proof's summary of that deck could not be read back (exit 70)."""
    found = Diagnostic("locales/de.po", 59, 1, "control-character", "message", card_id=None, hint=None)
    assert found.card_id == "" and found.hint == ""
    assert Diagnostic.from_json(found.to_json()) == found
