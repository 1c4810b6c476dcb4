"""What the engine's terminal tests share."""

from __future__ import annotations

import pytest
from terminal import keyboard_and_reader


@pytest.fixture
def terminal():
    """(keyboard, reader): the write end of a pseudo-terminal and a LineReader on it."""
    with keyboard_and_reader() as pair:
        yield pair
