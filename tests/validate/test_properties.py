"""Properties over arbitrary input: the loader and the validator never raise, and every failure is
a located diagnostic."""

from __future__ import annotations

import os
import string

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckfactory import MANIFESTS, VALID_CARDS, write_deck

from deckctl.io.source import SourceFile, load_source
from deckctl.validate.deck import validate

# DECKCTL_FUZZ_EXAMPLES=5000 runs a longer search locally; the suite keeps it short.
EXAMPLES = int(os.environ.get("DECKCTL_FUZZ_EXAMPLES", "150"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

# Text made of what YAML finds interesting, so that the examples reach the parser's corners.
YAML_ALPHABET = string.ascii_letters + string.digits + " \t\n\r:-?[]{},#&*!|>'\"%@`.\\\ufeff\u00e9\u2028"
yaml_like = st.text(alphabet=YAML_ALPHABET, max_size=300)


def check_loaded(loaded: SourceFile, text: str | None = None) -> None:
    errors = [d for d in loaded.diagnostics if d.is_error]
    if loaded.data is None and not errors:
        # A null document (`~`, `null`, a lone anchor): data, which the validator then rejects.
        assert loaded.typed_scalars.get(()) is not None and loaded.typed_scalars[()].tag_word.startswith("an empty")
    elif loaded.data is None:
        assert errors
    else:
        assert not errors or all(d.code in {"duplicate-key", "merge-key", "key-not-text", "unknown-tag"} for d in errors)
    for d in loaded.diagnostics:
        assert d.line >= 0 and d.col >= 0
        assert d.message and d.code
        if text is not None and d.line:
            assert d.line <= text.count("\n") + text.count("\r") + 2, (d, text)
    for line, col in list(loaded.value_marks.values()) + list(loaded.key_marks.values()):
        assert line >= 1 and col >= 1


@SETTINGS
@given(data=st.binary(max_size=300))
def test_load_source_never_raises_on_bytes(tmp_path, data):
    path = tmp_path / "any.yaml"
    path.write_bytes(data)
    check_loaded(load_source(path))


@SETTINGS
@given(text=yaml_like)
def test_load_source_never_raises_on_yaml_like_text(tmp_path, text):
    path = tmp_path / "any.yaml"
    path.write_bytes(text.encode("utf-8"))
    check_loaded(load_source(path), text)


# Plain data YAML can represent; the loader must give it back as written (texts stay texts).
scalars = st.one_of(st.text(alphabet=string.ascii_letters + string.digits + " .-:", max_size=20),
                    st.integers(-10**6, 10**6), st.booleans(), st.none())
documents = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4),
    st.dictionaries(st.text(alphabet=string.ascii_lowercase + "_-", min_size=1, max_size=8), inner, max_size=4)),
    max_leaves=20)


@SETTINGS
@given(data=documents, flow=st.booleans())
def test_load_source_round_trips_what_yaml_dumps(tmp_path, data, flow):
    text = yaml.safe_dump(data, default_flow_style=flow, allow_unicode=True)
    path = tmp_path / "dumped.yaml"
    path.write_text(text, encoding="utf-8")
    loaded = load_source(path)
    if data is None or data == "":
        return  # an empty document is reported as an empty file
    assert [d for d in loaded.diagnostics if d.is_error] == []
    assert loaded.data == data
    # Every key of every mapping has a mark, on a line of the file.
    lines = text.count("\n") + 1
    assert all(1 <= line <= lines for line, _ in loaded.key_marks.values())


# Cards with fields chosen from right and wrong values: validate never raises, and every error is
# located inside the card file, on a card.
field_values = st.one_of(st.sampled_from(["A", "F", "red", "purple", "1.10", "yes", "2024-01-01", "[A, B]", "[A, A]",
                                          "[red]", "", "{x: 1}", "7", "0", "-1", "null", '"quoted"', "*x", "&x a"]),
                         st.text(alphabet=string.ascii_letters + " ", min_size=1, max_size=10))
keys = st.sampled_from(["id", "category", "front", "back", "value", "terms", "tags", "accept", "source", "colour"])
cards = st.lists(st.dictionaries(keys, field_values, min_size=1, max_size=7), min_size=1, max_size=4)


def render(card_list: list[dict]) -> str:
    lines = []
    for card in card_list:
        for position, (key, value) in enumerate(card.items()):
            lines.append(("- " if position == 0 else "  ") + f"{key}: {value}")
    return "\n".join(lines) + "\n"


@SETTINGS
@given(card_list=cards)
def test_validate_never_raises_and_locates_every_error(tmp_path, card_list):
    text = render(card_list)
    deck = write_deck(tmp_path, "knowledge", text)
    result = validate([deck])
    line_count = text.count("\n")
    for d in result.diagnostics:
        assert d.file.endswith(("cards.yaml", "deck.yaml")), d
        assert d.message and d.code and not d.message.startswith("Input should")
        if d.file.endswith("cards.yaml") and d.code not in {"empty-file", "not-a-list", "yaml-syntax"}:
            assert 1 <= d.line <= line_count and d.col >= 1, (d, text)
    if result.ok:
        assert len(result.decks[0].cards) == len(card_list)


@SETTINGS
@given(game=st.sampled_from(sorted(MANIFESTS)), cut=st.integers(min_value=0, max_value=400))
def test_a_truncated_card_file_never_raises(tmp_path, game, cut):
    """Any prefix of a valid card file (an editor saving mid-edit) is valid or located errors."""
    text = VALID_CARDS[game][:cut]
    deck = write_deck(tmp_path, game, text)
    result = validate([deck])
    for d in result.diagnostics:
        assert d.line >= 0 and d.message
    if not text.strip():
        assert [d.code for d in result.diagnostics] == ["empty-file"]


def test_settings_are_modest():
    """The property tests stay fast by default: a few hundred examples each, no deadline flakiness."""
    assert "DECKCTL_FUZZ_EXAMPLES" in os.environ or SETTINGS.max_examples <= 200
