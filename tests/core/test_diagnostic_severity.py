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
