"""`language:` in deck.yaml takes the tags `--lang` takes, by the same grammar
(deckctl/core/language_tags.py), and the committed JSON Schema says the same."""

from __future__ import annotations

import json

import pytest
import typer
from jsonschema import Draft202012Validator

from deckfactory import MANIFESTS, SCHEMAS, write_deck

from deckctl.cli.common import language as lang_option
from deckctl.validate.deck import validate

DECK_SCHEMA = Draft202012Validator(json.loads((SCHEMAS / "deck.schema.json").read_text(encoding="utf-8")))

# (as written, as deckctl reads it; None: not a language tag)
TAGS = [
    ("en", "en"), ("de-AT", "de-AT"), ("de-at", "de-AT"), ("EN", "en"), ("zh-Hant-TW", "zh-Hant-TW"),
    ("es-419", "es-419"), ("de-CH-1996", "de-CH-1996"), ("zh-yue-HK", "zh-yue-HK"),
    ("en-12", None), ("en-US-US", None), ("de--AT", None), ("English", None), ("e", None), ("en-", None),
    ("en-x-private", None), ("de-AT-1", None),
]


def _cli_reads(tag: str) -> str | None:
    try:
        return lang_option(tag)
    except typer.Exit:
        return None


@pytest.mark.parametrize(("tag", "read"), TAGS, ids=[tag for tag, _ in TAGS])
def test_deck_yaml_takes_the_tags_the_command_line_takes(tmp_path, tag, read):
    manifest = MANIFESTS["iknow"].replace("language: en", f"language: {tag}")
    result = validate([write_deck(tmp_path, "iknow", manifest=manifest)])
    assert _cli_reads(tag) == read
    if read is None:
        [error] = [d for d in result.diagnostics if d.is_error]
        assert (error.code, error.line, error.col) == ("bad-language", 5, 11)
        assert error.message == f"`{tag}` is not a language tag (BCP 47)" and "de-AT" in error.hint
    else:
        assert result.ok, result.diagnostics
        assert result.decks[0].manifest.language == read  # outputs go to build/<id>/<read>/
    data = {"format": 1, "game": "iknow", "id": "test-deck", "title": "Test deck", "language": tag, "version": "1.0.0"}
    assert DECK_SCHEMA.is_valid(data) == (read is not None)


def test_a_catalog_file_spelling_is_refused_with_the_tag_to_write(tmp_path):
    """`pt_BR` names a catalog file (`--lang pt_BR` finds it); in deck.yaml the tag is written pt-BR."""
    manifest = MANIFESTS["iknow"].replace("language: en", "language: pt_BR")
    [error] = validate([write_deck(tmp_path, "iknow", manifest=manifest)]).diagnostics
    assert (error.code, error.hint) == ("bad-language", "write `pt-BR`")
