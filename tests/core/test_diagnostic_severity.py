"""Diagnostic checks its severity: a hint passed in its place made an error count as none."""

import pytest

from deckctl.core.diagnostics import Diagnostic, Severity


def test_a_diagnostic_refuses_a_severity_that_is_not_one():
    with pytest.raises(TypeError):
        Diagnostic("deck.yaml", 0, 0, "code", "message", "a hint where the severity goes")
    assert Diagnostic("deck.yaml", 0, 0, "code", "message", Severity.INFO).is_error is False
