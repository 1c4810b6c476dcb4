"""A file the machine would not let deckctl read or write, caught by deckctl's last handler, is
named as the other messages name files: a byte of its name that is not UTF-8 as `\\xff`, never
Python's `\\udcff`."""

import errno
import os

import pytest

from deckctl.cli import app


def test_the_last_handler_names_a_file_as_typed(monkeypatch, capsys):
    name = os.fsdecode(b"decks/v\xff/cards.yaml")

    def failing():
        raise PermissionError(errno.EACCES, "Permission denied", name)

    monkeypatch.setattr(app, "app", failing)
    monkeypatch.setattr(app, "_collect_garbage_rarely", lambda: None)  # (not this test process's collector)
    monkeypatch.delenv("DECKCTL_DEBUG", raising=False)
    with pytest.raises(SystemExit) as stopped:
        app.run()
    assert stopped.value.code == 74
    said = capsys.readouterr().err
    assert "decks/v\\xff/cards.yaml: Permission denied" in said and "\\udcff" not in said
