"""fmt's quick check (deckctl/io/canonical.py): a file it calls already formatted must be one the
full round trip through ruamel.yaml leaves exactly as it is. A "no" only costs time."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from deckfactory import DECKS, REPO

from deckctl import fmt
from deckctl.io.canonical import is_canonical

sys.path.insert(0, str(REPO / "bench"))
import corpus  # noqa: E402  (bench/corpus.py)


def _agrees(path: Path) -> bool:
    """The quick check's verdict matches the round trip's (only a "yes" can be wrong)."""
    text = path.read_bytes().decode("utf-8")
    return not is_canonical(text) or fmt.format_file(path, quick=False).new == text


def test_every_formatted_starter_and_corpus_file_is_recognised(tmp_path):
    decks = corpus.generate(tmp_path / "corpus")
    files = [f for deck in decks for f in [deck.path / "deck.yaml", *deck.card_files]]
    assert all(is_canonical(f.read_text(encoding="utf-8")) for f in files)  # the corpus is formatted
    starters = sorted(DECKS.rglob("*.yaml"))
    recognised = [f for f in starters if is_canonical(f.read_text(encoding="utf-8"))]
    assert len(recognised) >= len(starters) // 2
    for path in [*(_first_cards(deck.card_files[0], tmp_path) for deck in decks), *starters]:
        assert _agrees(path), path


def _first_cards(path: Path, folder: Path, cards: int = 24) -> Path:
    """A corpus card file's first cards alone (the round trip is slow: a whole Wissens-Spektrum file
    takes two seconds), cut where a card starts: a formatted file still."""
    text = path.read_text(encoding="utf-8")
    starts = [i for i in range(len(text)) if text.startswith("\n- ", i)]
    cut = folder / f"{path.parent.parent.name}-{path.name}"
    # (cards are parted by a blank line: the cut keeps the newline ending the last card, not the blank line)
    cut.write_text(text[:starts[cards] + 1].rstrip("\n") + "\n" if len(starts) > cards else text, encoding="utf-8")
    assert is_canonical(cut.read_text(encoding="utf-8")), cut  # (else `_agrees` would check nothing)
    return cut


# Edits an editor might make to one line of a formatted file.
EDITS = [
    lambda s: " " + s, lambda s: s[1:], lambda s: s + " ", lambda s: s + "  # note", lambda s: "# c\n" + s,
    lambda s: "  # c\n" + s, lambda s: "\n" + s, lambda s: s.replace(": ", ":  ", 1), lambda s: s.replace(", ", ",", 1),
    lambda s: s.replace("[", "[ ", 1), lambda s: s.replace('"', "'"), lambda s: s.replace("- ", "-   ", 1),
    lambda s: s + "\n", lambda s: s.replace(": ", ': "', 1) + '"', lambda s: s.replace(": ", ": '", 1) + "'",
    lambda s: s.replace(">-", "|", 1), lambda s: s.replace(">-", ">", 1), lambda s: s.replace(": ", ": &a ", 1),
    lambda s: s.replace(": ", ": !!str ", 1), lambda s: s + "\\", lambda s: s.replace("a", "\u00e9", 1),
    lambda s: s.replace(": ", ":", 1), lambda s: s.replace(" ", "\u00a0", 1), lambda s: s.replace("e", "\\n", 1),
    lambda s: s.replace(": ", ": >-\n    x\n", 1), lambda s: s.replace(": ", ": {a: b}", 1),
    lambda s: s.replace(": ", ": []", 1), lambda s: s.replace(": ", ":\n  - ", 1),
    lambda s: s.replace(": ", ":\n    - ", 1),
    lambda s: s.replace(": ", ":\n      ", 1), lambda s: s + "\n" + s,
]


def _head(lines: list[str], at_least: int = 60) -> list[str]:
    """The file's first cards, up to the first card to start after `at_least` lines: an edit is
    as telling there as anywhere, and the round trip of a whole large card file is slow."""
    for n in range(at_least, len(lines)):
        if lines[n].startswith("- "):
            return lines[:n] + [""]
    return lines


def test_edited_files_are_recognised_only_when_the_round_trip_agrees(tmp_path):
    rng = random.Random(9)
    sources = sorted(DECKS.rglob("*.yaml"))
    recognised = 0
    for case in range(200):
        lines = _head(rng.choice(sources).read_text(encoding="utf-8").split("\n"))
        for _ in range(rng.choice((1, 2))):
            at = rng.randrange(len(lines) - 1)
            lines[at] = rng.choice(EDITS)(lines[at])
        path = tmp_path / f"case-{case}.yaml"
        path.write_text("\n".join(lines), encoding="utf-8")
        recognised += is_canonical(path.read_text(encoding="utf-8"))
        assert _agrees(path), path.read_text(encoding="utf-8")
    assert 10 < recognised < 190  # the property was exercised on both sides


@pytest.mark.parametrize("text", [
    "- id: a\n  answer: b  # why \n",  # a comment at a line's end, with trailing space
    "- id: a\n  answer: \"caf\\u00e9\"\n",  # an escape fmt writes otherwise
    "- id: a\n  answer: \"a\\x09b\"\n",  # fmt writes \t
    "- id: a\n  answer: \"a\\/b\"\n",  # fmt writes /
    "- id: a\n  answer: \"a\\_b\"\n",  # a no-break space, which fmt writes as it is
    "- id: a\n  answer: \"a\\x1bb\"\n",  # fmt writes \\e
    "- id: a\n  answer: \"a\\x7fb\"\n",  # fmt writes \\x7F
    "- id: a\n  answer: \"a\\u0085b\"\n",  # fmt writes \\N
    "- id: a\n  answer: \"a\\U0001F600b\"\n",  # fmt writes the character itself
    "- id: a\n  answer: \"a\\u00A0b\"\n",  # and the no-break space
    "- id: a\n  answer: \"a\\ufeffb\"\n",  # fmt writes \\uFEFF
    "- id: a\n  area: [{id: b}]\n",
    "- id: a\n  area: [[b], c]\n",  # (fmt keeps it, but it is left to the round trip)
    "- id: a\n  area: {id: [ ]}\n",
    "- id: a\n  area: {id: {b: c} }\n",
    "- id: a\n  area: " + "{a: " * 10 + "b" + "}" * 10 + "\n",  # deeper than the quick check reads
    "- id: a\n  area: {id: b}  # c\u00a0\n",  # a comment ending in a no-break space
    "- id: a\n  area: {id: b, tags: [c,d]}\n",  # fmt writes [c, d]
    "- id: a\n  area: {id: b, tags: [ c ]}\n",
    "- id: a\n  area: {id: b, tags: [c,\n      d]}\n",  # fmt joins the lines
    "- id: a\n  area: [{id: b}]\n",  # fmt writes [id: b]
    "- id: a\n  area: {id: b, id: c}\n",  # a repeated key: the loader refuses it, fmt leaves the file alone
    "- id: a\n  area: {<<: b, id: c}\n",  # a merge key, refused too
    "- id: a\n  answer: =\n",  # YAML 1.1's `!!value`: the loader refuses it (unknown-tag), and fmt
    "- id: a\n  answer: <<\n",  # `!!merge` as a value, likewise
    "- id: a\n  accept: [b, =]\n",
    "- id: a\n  area: {id: <<}\n",
    "- id: a\n  tags:\n    - =\n",
    "- id: a\n  =: b\n",  # as a key too
    "- id: a\n  back: |\n\n    Two.\n",  # a block starting with a blank line
    "- id: a\n    # c\n  answer: b\n",  # a comment line not indented as the line after it
    "- id: a\n    answer: b\n",  # keys not at the card's column
    "---\n- id: a\n",
    "- id: a\n  id: b\n",  # a repeated key: the loader reports it, fmt leaves the file alone
    "- id: a\n  answer: !!str 12\n",
    "- id: &x a\n  answer: *x\n",
    "- id: a\r\n",
    "- id: a\n  accept: [b,c]\n",
    "- id: a\n  answer: b\n\n",
    "- id: a\n  answer: b",
    "- id: a\n  tags:\n  - b\n",  # a list at the key's own column
    "# a comment   \n- id: a\n",  # trailing space after a comment
])
def test_texts_outside_the_layout_are_not_recognised(text):
    assert not is_canonical(text)


def test_recognised_layout():
    assert is_canonical("# header\n\n- id: a\n  accept: [b, \"c d\"]\n  source: >-\n    x;\n    y\n"
                        "  questions:\n    - question: q?\n      answer: 'r'\n\n- id: b\n  area: {id: c, name: d}\n")


@pytest.mark.parametrize("text", [
    "- id: a\n  answer: b  # why\n",  # a comment at a line's end, fmt keeps where it is
    "- id: a\n  answer: \"b\" #\n  accept: [c, d]    # wide\n",
    "- id: a\n  # a comment line inside a card, indented as the key after it\n  answer: b\n",
    "- id: a\n  questions:\n    # before the first question\n    - question: q?  # and here\n      answer: r\n",
    "name: Loop\nspaces:  # clockwise\n  - {letter: A, colour: white}  # 0\nmarkers:   # each one's letter\n  white: B\n",
    '- id: a\n  question: "Who wrote \\"Faust\\"?"\n  answer: \'Goethe\'\'s friend\'\n  accept: ["a \\\\ b"]\n',
    "- id: a\n  source: |\n    First paragraph.\n\n    Second one.\n  back: >-\n    One.\n\n\n    Two.\n",
    "- id: a\n\n  answer: b\n\n  questions:\n\n    - question: q?\n\n      answer: r\n\n    # c\n    - question: s?\n",
    '- id: a\n  question: "Name\\tCapital\\nFrance\\tParis"\n  accept: ["a\\tb", c]\n',
    "- id: a\n  questions:\n    - {question: q?, answer: r, accept: [s, \"t u\"]}  # c\n    - {question: v?, answer: w}\n",
    "- {id: a, tags: [b, c]}\n\n- {id: d, tags: [e]}\n",
    "- id: a\n  q:\n    - [b]\n\n  r:\n    - [c]  # d\n",  # (a key between the two: kept)
    # fmt keeps these too (ruamel's round trip lost or refused the first five before fe9b2d3b)
    "- id: a\n  q:\n    - [b]\n\n    - {c: d}  # e\n",
    "- {id: a}\n\n- {id: b}  # c\n",
    "- {id: a, b: [c]}\n# d\n- {id: e}  # f\n",
    "- {id: a}\n# d\n- [e]  # f\n",
    "- id: a\n  q:  # b\n    - {c: d}  # e\n    - f: g\n      h:\n        - i\n",
    "- id: a\n\n\n- id: b\n",  # blank lines in a row
    "# h\n\n\n- id: a\n\n\n\n  answer: b\n\n\n  q:\n\n\n    # c\n\n\n    - r\n  s: |\n    t\n\n\n  u: v\n",
    '- id: a\n  answer: "\\e\\0\\a\\b\\v\\f\\r\\x01\\x7F\\x9F\\N\\L\\P\\uFEFF\\uFFFE"\n',  # escapes as fmt writes them
    "- id: a\n  answer: a\u00a0b  # c\u00a0d\n  accept: [\"\u00a0\", '\u00a0x', \u00ad]\n  # e\u00a0f\n  notes: \u00a0\n",
    '- id: a\n  answer: "\u00e9\U0001F600\ue000\u00ad"\n',  # characters fmt writes as themselves
    "- id: a\n  area: {id: b, name: {c: d, e: [f, g]}, h: {i: {j: k}}}\n",  # flow mappings in flow mappings
    "- id: a\n  accept: []\n  area: {}\n  tags: {a: [], b: {}}\n  q:\n    - []\n    - {}  # c\n    - [] # d\n",
    "p:\n\n  - {}  # c\n  - p: x\n    q: y\n",
])
def test_layouts_fmt_keeps_are_recognised(tmp_path, text):
    """A large card file with such comments, blank lines between a card's keys, `\\t` or `\\n` in
    a double-quoted text or flow lists in flow mappings, already formatted, had to go through the
    round trip to be seen to be (about 1 s per 200 KB), and past fmt's limits was left unformatted."""
    path = tmp_path / "cards.yaml"
    path.write_text(text, encoding="utf-8")
    assert is_canonical(text)
    assert _agrees(path)


def test_fmt_check_still_quotes_what_the_validator_flags(make_deck, cli):
    """A file in the layout with a value to quote is not "already formatted"."""
    deck = make_deck("i-know", cards="- id: math-a-001\n  subject: math\n  level: A\n  question: What is 0.55 + 0.55?\n"
                                     "  answer: 1.10\n")
    assert is_canonical((deck / "cards" / "cards.yaml").read_text(encoding="utf-8"))
    run = cli("fmt", "--check", deck)
    assert run.exit_code == 1 and "would be reformatted (quoted 1.10)" in run.stdout


def test_the_events_are_walked_as_they_come():
    """A large file's events are not all held at once: 10,000 cards' 120,000 events held in a list
    take 48 MB, walked as they come 8 MB (80,000 cards' took `fmt --check` to 513 MB)."""
    import tracemalloc

    text = "".join(f"- id: c{n}\n  category: colour\n  front: Sky?\n  back: Blue.\n  value: blue\n" for n in range(10_000))
    tracemalloc.start()
    try:
        assert is_canonical(text)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 24 * 1024 * 1024
