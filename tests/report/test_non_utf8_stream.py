"""A terminal or CI runner whose locale is not UTF-8 (PYTHONIOENCODING=ascii or latin-1, LANG=C with
Python's UTF-8 mode off): no command stops with an internal error on a character it cannot encode.
Text shows it as a `\\u` escape; JSON and SARIF are written in ASCII, the same JSON whatever encoding
its reader assumes."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys

import pytest
from deckfactory import VALID_CARDS

from deckctl.core.printable import json_for

LOCALES = {"ascii": {"PYTHONIOENCODING": "ascii"}, "latin-1": {"PYTHONIOENCODING": "latin-1"},
           "posix": {"LC_ALL": "POSIX", "PYTHONUTF8": "0", "PYTHONIOENCODING": ""}}


def deckctl(env: dict[str, str], *args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "deckctl", *map(str, args)], capture_output=True,
                          env={**os.environ, "PYTHONUTF8": "1", **env}, timeout=120)


@pytest.fixture
def deck(make_deck):
    """A deck whose one finding quotes a text outside ASCII (`colourü`, an emoji)."""
    return make_deck("knowledge", cards=VALID_CARDS["knowledge"].replace("category: colour", "category: colourü 🎲", 1))


@pytest.mark.parametrize("locale", LOCALES)
def test_findings_in_every_format(deck, locale, tmp_path):
    env = {**LOCALES[locale], "DECKCTL_CACHE_DIR": str(tmp_path / "cache")}
    for command, fmt in (("validate", "json"), ("validate", "sarif"), ("status", "json")):
        run = deckctl(env, *(["i18n"] if command == "status" else []), command, deck, "-f", fmt)
        assert run.returncode == 1, run.stderr
        shown = run.stdout.decode("ascii")  # (ASCII: readable as UTF-8 and as the stream's encoding)
        assert "colour\u00fc \U0001f3b2" in json.dumps(json.loads(shown), ensure_ascii=False)
    for args in (["validate", deck], ["lint", deck], ["validate", deck, "-f", "github"], ["i18n", "status", deck]):
        run = deckctl(env, *args)
        assert run.returncode == 1 and b"internal error" not in run.stderr, run.stderr
    text = deckctl(env, "validate", deck).stdout.decode("latin-1")
    assert "`colour\\u00fc \\ud83c\\udfb2` is not a valid category" in text or "`colourü \\ud83c\\udfb2`" in text


@pytest.mark.parametrize("locale", LOCALES)
def test_the_list_of_rules(locale):
    run = deckctl(LOCALES[locale], "lint", "--list-rules")
    assert run.returncode == 0 and b"internal error" not in run.stderr, run.stderr


def test_json_is_escaped_only_where_the_stream_cannot_carry_it():
    text = json.dumps({"t": "K\u00f6ln \U0001f3b2"}, ensure_ascii=False)
    assert json_for(io.TextIOWrapper(io.BytesIO(), encoding="utf-8"), text) == text
    assert json_for(io.TextIOWrapper(io.BytesIO(), encoding="latin-1"), text) == json.dumps({"t": "K\u00f6ln \U0001f3b2"})
