"""mis-encoded hands a text to ftfy only when `may_be_mis_encoded` says it could hold mojibake.
That filter must let through every text ftfy would repair or call mojibake: checked here against
the installed ftfy's own pattern (ftfy.badness.BADNESS_RE) and on random mojibake."""

from __future__ import annotations

import re
from itertools import product
from re import _constants as sre  # the parsed form of a pattern (what `re` compiles)
from re import _parser

import ftfy
import pytest
from ftfy.badness import BADNESS_RE, is_bad
from hypothesis import example, given, settings
from hypothesis import strategies as st

from deckctl.lint.rules.mis_encoded import lost, may_be_mis_encoded, repaired


def _chars(op, value) -> list[int] | None:
    """The code points one item of a parsed pattern matches, or None when it is not a plain set
    (an optional item, a category such as \\s, a negated set, a group)."""
    if op is sre.LITERAL:
        return [value]
    if op is not sre.IN:
        return None
    found = []
    for kind, item in value:
        if kind is sre.LITERAL:
            found.append(item)
        elif kind is sre.RANGE:
            found.extend(range(item[0], item[1] + 1))
        else:
            return None
    return found


def _caught(branch) -> bool:
    """Does every match of this branch hold one character, or two characters in a row, that the
    filter finds on their own? (The filter has no anchors or lookarounds, so what it finds in a
    part of a text it finds in the text.) Anything that is not a plain set breaks a row."""
    previous: list[int] | None = None
    for op, value in branch:
        if op is sre.AT:  # `^`: matches no character, so the characters around it are in a row
            continue
        chars = _chars(op, value)
        if chars is not None and all(may_be_mis_encoded(chr(c)) for c in chars):
            return True
        if chars is not None and previous is not None and all(
                may_be_mis_encoded(chr(a) + chr(b)) for a, b in product(previous, chars)):
            return True
        previous = chars
    return False


def test_every_sequence_ftfy_calls_mojibake_passes_the_filter():
    assert not BADNESS_RE.flags & re.IGNORECASE  # (case-blind, `K` would also match a plain `k`)
    parsed = _parser.parse(BADNESS_RE.pattern, BADNESS_RE.flags)
    assert len(parsed) == 1 and parsed[0][0] is sre.BRANCH, "ftfy's pattern is no longer a list of alternatives"
    branches = parsed[0][1][1]
    assert len(branches) > 20
    unproven = [i for i, branch in enumerate(branches) if not _caught(branch)]
    assert unproven == [], f"alternatives {unproven} of ftfy's BADNESS_RE can match text the filter lets pass"


def _ftfy_finds(text: str) -> bool:
    """What mis-encoded reports without the filter: ftfy repairs the text, or calls it mojibake."""
    config = ftfy.TextFixerConfig(replace_lossy_sequences=False)
    return ftfy.fix_encoding(text, config=config) != text or is_bad(text)


def _rule_finds(text: str) -> bool:
    return repaired(text) != text or lost(text) is not None


# What card texts are written in, and what mojibake is made of: ASCII, Latin-1 and Latin
# Extended letters, typographic punctuation, Greek and Cyrillic.
_WRITTEN = st.text(st.sampled_from(
    "aeiou nrstlXYZ019.,?!'\"-" "éèêëàâäçôöüßñÉÀÇÖÜ" "’‘“”„…–—€£©®°·«»" "œŒšŠžŽłŁőű" "αβγΩΣабвгдЖЯ" "\u00a0"),
    max_size=40)


@settings(max_examples=300, deadline=None)
@given(_WRITTEN, st.sampled_from(["cp1252", "latin-1", "mac_roman", "cp1251", "cp1253", "cp1257"]),
       st.sampled_from(["replace", "ignore"]))
@example("isn’t café", "cp1252", "replace")
@example("“It was the best of times”", "cp1252", "ignore")
def test_random_mojibake_is_still_found(text, encoding, errors):
    garbled = text.encode("utf-8").decode(encoding, errors=errors)
    if is_bad(garbled):
        assert may_be_mis_encoded(garbled)
    assert _rule_finds(garbled) == _ftfy_finds(garbled)


@settings(max_examples=300, deadline=None)
@given(st.one_of(_WRITTEN, st.text(max_size=30)))
def test_a_text_the_filter_lets_pass_is_one_ftfy_leaves_alone(text):
    if not may_be_mis_encoded(text):
        assert not _ftfy_finds(text)
    assert _rule_finds(text) == _ftfy_finds(text)


@pytest.mark.parametrize("text", ["Zürich", "Österfeld lies near Sankt-Jürgen", "Café de la Régence", "naïve", "plain ASCII"])
def test_ordinary_accented_text_does_not_reach_ftfy(text):
    assert not may_be_mis_encoded(text)


@pytest.mark.parametrize("text", ["cafÃ©", "isnâ€™t", "Timeâ€¦", "Whatâ€?s", "\x85", "sœur", "“Ça plane”"])
def test_mojibake_and_rare_pairs_do(text):
    assert may_be_mis_encoded(text)
