"""Answers of cached functions worked out in one process of a run and taken in by another, as if
worked out there.

The proof works out the data its tasks read first (deckctl's code fingerprint, hyphenation
patterns, place names) on a second core while its main process imports (deckctl/proof/warmup.py).
A cached function marked `@handed` records what it answers while `recording` (in the process that
works it out); `adopt` (in the other) takes those answers in, and the function then gives them,
asked with the same arguments, without working them out. Only a function whose answer depends on
its arguments and on files that do not change during a run may be marked: deckctl's code, the
libraries' data.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

_marked: dict[tuple[str, str], Callable] = {}  # (module, name) -> the function as marked
_recorded: dict[tuple[str, str], dict[tuple, Any]] | None = None  # while `recording`


def handed(cached: Callable) -> Callable:
    """Mark a cached function (`functools.cache`, `lru_cache`; written above its decorator)."""
    where = (cached.__module__, cached.__qualname__)
    adopted: dict[tuple, Any] = {}

    @functools.wraps(cached)
    def answer(*args):
        if args in adopted:
            return adopted[args]
        found = cached(*args)
        if _recorded is not None:
            _recorded.setdefault(where, {})[args] = found
        return found

    def cache_clear() -> None:
        adopted.clear()
        cached.cache_clear()

    answer.adopted = adopted
    answer.cache_clear = cache_clear
    answer.cache_info = cached.cache_info
    _marked[where] = answer
    return answer


@contextmanager
def recording() -> Iterator[dict]:
    """What the marked functions answer within the block, by function and arguments, to hand over."""
    global _recorded
    _recorded = {}
    try:
        yield _recorded
    finally:
        _recorded = None


def adopt(recorded: dict[tuple[str, str], dict[tuple, Any]]) -> None:
    """Take in answers `recording` gathered in another process of this run."""
    for (module, name), answers in recorded.items():
        if (module, name) not in _marked:
            importlib.import_module(module)  # (marked as it is imported)
        _marked[(module, name)].adopted.update(answers)
