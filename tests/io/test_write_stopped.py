"""A write stopped by SIGTERM (a CI job cancelled) leaves no temporary file, however the signal
falls: `fmt` stopped while it wrote left one in some hundred runs."""

from __future__ import annotations

import os
import signal
import tempfile

import pytest

from deckctl.core.signals import Terminated, stop_signals_raise
from deckctl.io import atomic


@pytest.mark.parametrize("how", ["write_all", "replacement"])
def test_sigterm_as_a_temporary_file_is_made_leaves_none(tmp_path, monkeypatch, how):
    real = tempfile.mkstemp

    def made_then_stopped(*args, **kwargs):
        made = real(*args, **kwargs)
        os.kill(os.getpid(), signal.SIGTERM)  # (handled as soon as Python may: right here, unless held)
        return made

    monkeypatch.setattr(atomic.tempfile, "mkstemp", made_then_stopped)
    target = tmp_path / "card.yaml"
    target.write_bytes(b"old\n")
    with stop_signals_raise(), pytest.raises(Terminated):
        if how == "write_all":
            atomic.write_all({target: b"new\n", tmp_path / "other.yaml": b"new\n"})
        else:
            with atomic.Replacement() as replacement:
                replacement.write(target, b"new\n")
                replacement.keep()
    assert sorted(path.name for path in tmp_path.iterdir()) == ["card.yaml"]
    assert target.read_bytes() == b"old\n"
