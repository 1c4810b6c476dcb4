"""The io refusals cross process boundaries whole: raised in a worker (a build job, a proof's deck
task), an exception is pickled back to the main process, where these had failed to unpickle (their
own arguments were not the ones pickled), which the pool reports as a worker that died."""

from __future__ import annotations

import pickle
from pathlib import Path

from deckctl.io.atomic import NotARegularFile
from deckctl.io.paths import Refused, TooLarge


def _again(exc):
    return pickle.loads(pickle.dumps(exc))


def test_a_refusal_and_its_hint_survive_pickling():
    back = _again(Refused("cards/x.yaml is a named pipe", "put a regular file in its place"))
    assert type(back) is Refused and (back.message, back.hint) == ("cards/x.yaml is a named pipe",
                                                                   "put a regular file in its place")


def test_a_file_too_large_keeps_its_sizes():
    back = _again(TooLarge("deck.yaml is more than 8 bytes", 9, 8))
    assert type(back) is TooLarge and (back.message, back.hint, back.size, back.limit) == (
        "deck.yaml is more than 8 bytes", "give a smaller file", 9, 8)


def test_a_path_that_is_no_regular_file_keeps_its_words_and_path():
    exc = NotARegularFile(Path("build/manifest.json"), "a folder")
    back = _again(exc)
    assert type(back) is NotARegularFile and str(back) == str(exc) and back.filename == "build/manifest.json"
