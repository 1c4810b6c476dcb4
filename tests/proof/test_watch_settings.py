"""`proof --serve` watches through watchfiles' backend directly, so it follows `watchfiles.watch`'s
environment variables itself: checked against the installed watchfiles' own choices."""

from __future__ import annotations

import pytest

from deckctl.proof.serve import _poll_delay_ms, _polling


@pytest.mark.parametrize("forced", [None, "1", "true", "false", "disabled"])
@pytest.mark.parametrize("delay", [None, "40", "-5", "soon"])
def test_polling_and_its_delay_follow_watchfiles(monkeypatch, forced, delay):
    from watchfiles import main as watchfiles_main

    for name, value in (("WATCHFILES_FORCE_POLLING", forced), ("WATCHFILES_POLL_DELAY_MS", delay)):
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    assert _polling() == watchfiles_main._default_force_polling(None)
    assert _poll_delay_ms() == watchfiles_main._default_poll_delay_ms(300)
    assert _poll_delay_ms() == (40 if delay == "40" else 300)
