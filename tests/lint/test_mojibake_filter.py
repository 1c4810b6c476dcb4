"""mis-encoded hands a text to ftfy only when `may_be_mis_encoded` says it could hold mojibake.
That filter must let through every text ftfy would repair or call mojibake: checked here against
the installed ftfy's own pattern (ftfy.badness.BADNESS_RE), which is all fix_encoding acts on, on
the mojibake ftfy's encodings make of each character and on random mojibake. And it must let
nothing else through that it need not: a pair of characters is a candidate exactly when ftfy's
pattern has them next to each other (its tables derived here again from the installed ftfy), so
Polish, Czech or German names never import ftfy."""

from __future__ import annotations

import inspect
import os
import re
import subprocess
import sys
from itertools import product
from pathlib import Path
from re import _constants as sre  # the parsed form of a pattern (what `re` compiles)
from re import _parser

import ftfy
import pytest
from ftfy.badness import BADNESS_RE, MOJIBAKE_CATEGORIES, is_bad
from hypothesis import example, given, settings
from hypothesis import strategies as st

from deckctl.lint.rules.mis_encoded import lost, may_be_mis_encoded, repaired

DECKS = Path(__file__).resolve().parents[2] / "decks"


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


@pytest.mark.parametrize("text", ["Zürich", "Österfeld lies near Sankt-Jürgen", "Café de la Régence", "naïve", "plain ASCII",
                                  "Lech Wałęsa", "Solidarność", "Antonín Dvořák", "Grüße aus Köln"])
def test_ordinary_accented_text_does_not_reach_ftfy(text):
    assert not may_be_mis_encoded(text)


@pytest.mark.parametrize("text", ["cafÃ©", "isnâ€™t", "Timeâ€¦", "Whatâ€?s", "\x85", "sœur", "“Ça plane”"])
def test_mojibake_and_rare_pairs_do(text):
    assert may_be_mis_encoded(text)


# The filter's tables (deckctl/lint/rules/mis_encoded.py) derived again from the installed ftfy.

def _branches():
    parsed = _parser.parse(BADNESS_RE.pattern, BADNESS_RE.flags)
    return parsed[0][1][1]


def _ftfy_tables() -> tuple[set[int], set[tuple[int, int]]]:
    """What ftfy's pattern is made of: the pairs of non-ASCII characters that are two neighbouring
    parts of one of its sequences, and the characters that must be looked at on their own (for a
    sequence with no two neighbouring parts that are all non-ASCII, the smallest such part)."""
    alone, pairs = set(), set()
    for branch in _branches():
        items = [_chars(op, value) for op, value in branch if op is not sre.AT]
        by_pairs = False
        for first, second in zip(items, items[1:]):
            if first is None or second is None:
                continue
            wide_first, wide_second = [c for c in first if c > 0x7f], [c for c in second if c > 0x7f]
            pairs.update(product(wide_first, wide_second))
            by_pairs |= len(wide_first) == len(first) and len(wide_second) == len(second)
        if not by_pairs:
            alone.update(min((item for item in items if item and min(item) > 0x7f), key=len))
    return alone, pairs


def _category(name: str) -> set[int]:
    return {c for op, value in _parser.parse(f"[{MOJIBAKE_CATEGORIES[name]}]") for c in _chars(op, value)}


def _signs(alone, pairs) -> set[int]:
    """The characters of ftfy's pairs that the filter takes next to any non-ASCII character: all but
    letters and ftfy's `common` characters, and the letters ftfy counts as bad or numeric (ª º ƒ µ)."""
    bad_letters = _category("bad") | _category("numeric")
    return {c for pair in pairs for c in pair
            if (not chr(c).isalpha() or c in bad_letters) and c not in _category("common")} - alone


def test_a_pair_is_a_candidate_exactly_when_ftfy_looks_at_it():
    """Every pair of characters of Latin, Greek and Cyrillic text and of ftfy's tables: the filter
    finds exactly the pairs the derivation says, so `łę`, `ść`, `řá` pass and `éÉ`, `â€` do not."""
    alone, pairs = _ftfy_tables()
    signs = _signs(alone, pairs)
    assert alone == {*range(0x80, 0xa0), *map(ord, "ÂÃŒœ")}
    universe = sorted({c for pair in pairs for c in pair} | alone | set(range(0x80, 0x250))  # Latin
                      | set(range(0x370, 0x460)) | {ord(c) for c in "€’“”…–—™•中日한🙂"})  # Greek, Cyrillic, others
    assert [chr(c) for c in universe if may_be_mis_encoded(chr(c)) != (c in alone)] == []
    wrong = []
    for a in universe:
        a_found = a in alone or a in signs
        for b in universe:
            found = a_found or b in alone or b in signs or (a, b) in pairs
            if may_be_mis_encoded(chr(a) + chr(b)) != found:
                wrong.append(chr(a) + chr(b))
    assert wrong[:20] == [], f"{len(wrong)} pairs the filter gets wrong"
    for text in ["łę", "ść", "řá", "üß", "Dvořák", "Solidarność", "Wałęsa", "Grüße", "Ελλάδα", "Москва"]:
        assert not may_be_mis_encoded(text)


def test_fix_encoding_changes_only_a_text_its_pattern_matches():
    """What lets the filter stand for fix_encoding too: its first step returns a text that is_bad
    does not call mojibake as it is, and it stops at the first step that changes nothing."""
    step = inspect.getsource(ftfy._fix_encoding_one_step_and_explain)
    assert re.search(r'if chardata\.possible_encoding\(text, "ascii"\) or not is_bad\(text\):\s*'
                     r"return ExplainedText\(text, \[\]\)", step)
    loop = inspect.getsource(ftfy.fix_encoding_and_explain)
    assert re.search(r"while True:\s*prevtext = text\s*text, plan = _fix_encoding_one_step_and_explain", loop)
    assert ftfy.badness.is_bad is is_bad and "BADNESS_RE.search(text)" in inspect.getsource(is_bad)


def test_every_character_garbled_by_the_encodings_ftfy_undoes_passes_the_filter():
    """ftfy's own mojibake tables: characters as UTF-8 read in each single-byte encoding ftfy
    repairs, alone and between letters: every one of two bytes and of the punctuation and symbol
    blocks, one in five of the rest of the Basic Multilingual Plane (the same lead bytes)."""
    from ftfy.chardata import CHARMAP_ENCODINGS

    codes = [*range(0x80, 0x800), *range(0x2000, 0x2c00), *range(0xf000, 0x10000),
             *range(0x800, 0x2000, 5), *range(0x2c00, 0xd800, 5), *range(0xe000, 0xf000, 5)]
    missed = []
    for encoding in CHARMAP_ENCODINGS:
        for code in codes:
            garbled = chr(code).encode("utf-8").decode(encoding, errors="replace")
            for text in (garbled, f"a{garbled}a", f"É{garbled}É"):
                if is_bad(text) and not may_be_mis_encoded(text):
                    missed.append((encoding, chr(code), text))
    assert missed[:10] == []


def test_the_starter_decks_need_no_ftfy(tmp_path):
    """Their Polish and Czech names (`Wałęsa`, `Solidarność`, `Dvořák`) once pulled ftfy in, about
    0.1 s in every process that checks a deck; linting them must not import it."""
    script = ("import sys\nfrom deckctl.__main__ import main\n"
              f"sys.argv = ['deckctl', 'lint', {str(DECKS)!r}, '--jobs', '1']\n"
              "try:\n    main()\nexcept SystemExit as stop:\n    assert stop.code == 0, stop.code\n"
              "print('ftfy' in sys.modules)\n")
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=tmp_path,
                         env={**os.environ, "DECKCTL_CACHE_DIR": str(tmp_path / "cache")})
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.splitlines()[-1] == "False"


def _ranges(codes) -> str:
    """A character class's text for a set of code points (`\\xa1-\\xac`, letters as they are)."""
    text, codes = [], sorted(codes)
    while codes:
        end = 0
        while end + 1 < len(codes) and codes[end + 1] == codes[end] + 1:
            end += 1
        show = [chr(c) if chr(c).isalpha() else f"\\x{c:02x}" if c < 0x100 else f"\\u{c:04x}"
                for c in (codes[0], codes[end])]
        text.append(show[0] if end == 0 else show[0] + ("-" if end > 1 else "") + show[1])
        codes = codes[end + 1:]
    return "".join(text)


if __name__ == "__main__":  # the tables of mis_encoded.py for the installed ftfy
    alone, pairs = _ftfy_tables()
    signs = _signs(alone, pairs)
    print("_ALONE", _ranges(alone), "\n_SIGNS", _ranges(signs))
    seconds: dict[int, set[int]] = {}
    for a, b in pairs:
        if not {a, b} & (alone | signs):
            seconds.setdefault(a, set()).add(b)
    firsts: dict[frozenset, set[int]] = {}
    for a, after in seconds.items():
        firsts.setdefault(frozenset(after), set()).add(a)
    for after, before in sorted(firsts.items(), key=lambda group: -len(group[1])):
        print(f'    ("{_ranges(before)}", "{_ranges(after)}"),')
