"""A clean merge put in fmt's layout has only its cards that are not in the layout formatted
(deckctl/merge/fmt_cards.py): the rest are kept byte for byte, and the result is the same bytes
as formatting the whole file, which is what the driver did before (and still does where the
cards cannot be formatted on their own)."""

from __future__ import annotations

import random
import re
import tempfile
from pathlib import Path

from cardfiles import card_files
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckctl.io import rewrite
from deckctl.io.source import source_of_bytes
from deckctl.merge import fmt_cards
from deckctl.merge.driver import merge_files
from deckctl.merge.layout import parse_card_file

DISPLAY = "decks/quiz/cards/rivers.yaml"


def _card(number: int, dash: int) -> str:
    """A card as fmt writes it (`dash` 4: its questions' dashes) or as before (2: at the key's column)."""
    questions = "".join(f"{' ' * dash}- question: Question {number}.{n}?\n{' ' * dash}  answer: A{number}.{n}\n"
                        for n in range(3))
    return f"- id: card-{number}\n  area: geography\n  questions:\n{questions}"


FORMATTED = "# yaml-language-server: $schema=x.json\n" + "\n".join(_card(n, 4) for n in range(20))
OLD = "# yaml-language-server: $schema=x.json\n" + "\n".join(_card(n, 2) for n in range(20))


def _merged(folder: Path, base: str, ours: str, theirs: str):
    for name, text in (("base", base), ("ours", ours), ("theirs", theirs)):
        (folder / name).write_bytes(text.encode("utf-8"))
    result = merge_files(folder / "base", folder / "ours", folder / "theirs", DISPLAY)
    return (folder / "ours").read_bytes(), result


def test_only_the_cards_not_in_fmts_layout_are_formatted(tmp_path, monkeypatch):
    handed = []
    format_file = rewrite.format_file
    monkeypatch.setattr(rewrite, "format_file", lambda path, **kw: handed.append(path.read_text()) or format_file(path, **kw))
    # (their side has not run fmt; the merge puts their questions at our column itself, so the
    # card left for fmt is the one whose new value they wrote with two spaces after the colon)
    theirs = OLD.replace("answer: A7.1\n", "answer:  Seven\n")

    merged, result = _merged(tmp_path, OLD, FORMATTED, theirs)

    assert (result.conflicts, result.by_lines, result.diagnostics) == (0, False, [])
    assert merged.decode() == FORMATTED.replace("answer: A7.1\n", "answer: Seven\n")
    assert [re.findall(r"id: (card-\d+)", text) for text in handed] == [["card-7"]]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(text=card_files())
def test_formatting_the_cards_not_in_the_layout_gives_the_bytes_of_formatting_the_whole_file(text):
    by_card = fmt_cards.formatted(text, DISPLAY)
    if by_card is not None:  # (else the whole file is formatted)
        assert by_card == fmt_cards.format_with_fmt(text, DISPLAY)


def _edited(text: str, rng: random.Random, side: str) -> str:
    """The file with some cards deleted, values changed on their key's line, comments added above
    cards and cards added, as an editor would."""
    loaded = source_of_bytes(text.encode("utf-8"), DISPLAY)
    try:
        cut = parse_card_file(loaded.text, loaded.data)
    except Exception:  # (not a list of cards: merged by lines, the same either way)
        return text
    lines = list(cut.header)
    for card in cut.cards:
        draw = rng.random()
        if draw < 0.08:
            continue
        body = list(card.text)
        if draw < 0.4 and card.fields:
            key = rng.choice(card.fields).key
            for number, line in enumerate(body):
                value = line.lstrip(" -").removeprefix(f"{key}: ")
                if value != line.lstrip(" -") and value[:1] not in "[{&*\"'|>" and "#" not in value:
                    body[number] = line.rstrip("\n") + f" {side}\n"
                    break
        elif draw < 0.5:
            body.insert(len(card.leading), f"# {side} note\n")
        lines += body
        if rng.random() < 0.05:
            lines.append(f"{' ' * card.dash_col}- id: {side}-{card.id}\n{' ' * card.key_col}front: new\n")
    return "".join(lines + cut.footer)


@st.composite
def _merges(draw) -> tuple[str, str, str]:
    """(base, ours, theirs): the base, or fmt's layout of it, edited on each side."""
    text = draw(card_files())
    rng = random.Random(draw(st.integers(0, 2**32)))
    formatted = fmt_cards.format_with_fmt(text, DISPLAY) or text
    who = draw(st.sampled_from(["ours", "theirs", "base", "both", "none"]))
    base = formatted if who == "base" else text
    return (base, _edited(formatted if who in ("ours", "both") else base, rng, "ours"),
            _edited(formatted if who in ("theirs", "both") else base, rng, "theirs"))


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(versions=_merges())
def test_a_merge_gives_the_same_bytes_and_messages_as_with_the_whole_file_formatted(versions):
    with tempfile.TemporaryDirectory(prefix="deckctl-test-") as tmp:
        by_card = _merged(Path(tmp), *versions)
        real = fmt_cards.formatted
        fmt_cards.formatted = lambda text, display: None  # the whole text, as before
        try:
            whole = _merged(Path(tmp), *versions)
        finally:
            fmt_cards.formatted = real
    assert by_card[0] == whole[0]
    assert (by_card[1].conflicts, by_card[1].by_lines, by_card[1].diagnostics) == \
        (whole[1].conflicts, whole[1].by_lines, whole[1].diagnostics)
