"""Where a word may be hyphenated: Liang's patterns of its language, as LibreOffice and Hunspell
keep them and pyphen ships them (`hyph_<lang>.dic`), with deckctl's own limits.

pyphen's own reader parses every pattern when a language is first used (the German file, 78,000
patterns, takes about two seconds), which a lint worker would pay for every German catalog.
This one keeps each pattern's raw text under its letters and reads a pattern's numbers only when a
word meets it (about 50 ms for German); the points it finds are pyphen's (a test compares them),
less the wrong ones told below.

Limits (typographic custom for narrow columns): a word is hyphenated only if it has at least
`MIN_WORD` letters, and each side of a break keeps at least `LEFT` and `RIGHT` letters, so no
line ends in a two-letter stub and none starts with one; in German a long word's last four
(`RIGHT_IN_LONG`: `Tulpen-felder`, not `Tulpenfel-der`). Which words may be hyphenated at all
(names, answers, numbers) is decided by the caller (`linebreak`).

The patterns err, German's most (their compound level and syllable level are read as one, as
pyphen reads them): `schwa-r-zen`, `Grund-fa-r-be`, `Fort-s-chritt`. Two points that leave
between them a piece without a vowel cannot both be syllable breaks in a language whose every
syllable has one, and which of the two is right the patterns do not say: in those languages
(`_SYLLABLES_HAVE_VOWELS`) both are dropped, so such a word breaks elsewhere or not at all
(`Grund-farbe`, `schwarzen`), never wrongly there, unless one of them is a long German word's
joint (`joints`), the right one (`Fort-schritt`, `Meeres-spiegel`: `_with_joints`); so is a
first or last point that leaves such a piece at the word's start or end (`Bis-ma-rck`:
`Bis-marck`).

A German compound breaks at a joint between its parts rather than inside a part where the lines
allow (`linebreak.INSIDE_PRICE`); `joints` tells where the joints are. Not from the patterns' digits
(TeX's German patterns weigh no point above another: `Relativitäts-theorie`'s joint has a 5,
`Himmels-körper`'s a 1, as most syllables), nor from the compound level matched as patterns, which
marks syllables about as often (`Superkon-tinent`, `Kalenderre-form`: its `kon1tinent` and
`re1form` match inside other words), but from that level read as what it is, a list of words and
compounds with their joints marked (`relativitäts1theorie`): a word written as the fewest of its
words and pieces, with a Fugen-s or the like between them, joins them where they meet. Soft hyphens
choose a word's breaks, and a word's own hyphen, a joint its writer marked, is its only break
(`linebreak`).
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from deckctl.core.handover import handed

MIN_WORD = 7  # letters
LEFT = 3  # letters before a break, at least
RIGHT = 3  # letters after a break, at least
# ... in a long word of a language that writes compounds as one word: its last three letters are
# an ending (`Tulpenfel-der`, `Zeichentrickfil-men`, `gemeinsa-mes`), never a joint, and start
# the next line as a word of their own would (`der`); four keep the break at the last part's
# start or inside it (`Tulpen-felder`, `Zeichentrick-filmen`, `gemein-sames`).
RIGHT_IN_LONG = {"de": 4, "lb": 4, "gsw": 4, "nds": 4}
LONG_WORD = 10  # letters

# Languages whose every syllable has a vowel (Czech and Slovak do not: `vlk`, `krk`).
_SYLLABLES_HAVE_VOWELS = frozenset(("de", "lb", "gsw", "nds", "en", "nl", "af", "fr", "it", "es", "pt", "ca", "gl",
                                    "da", "sv", "nb", "nn", "no", "is", "fi", "et", "ro", "pl", "hu"))
_VOWELS = frozenset("aeiouy")

# Languages whose patterns carry a compound level, a word list with its joints marked
# (`relativitäts1theorie`), before the syllables' patterns (`NEXTLEVEL`): German's, which
# LibreOffice's file for de_DE, de_AT and de_CH has (`_word_parts`, `joints`).
_COMPOUND_WORDS = frozenset(("de",))
_NEXT_LEVEL = "\nNEXTLEVEL\n"
_compound_levels: dict[str, str] = {}  # dictionary file -> its compound level, its patterns one a line (`_read` keeps it)
# A compound's part is a word of the compound level at least this long (`Eis`, `Tor`, `Ost`); a
# piece between two of its marks only at `PIECE` letters (the level marks some syllables too,
# `ame1ri1ka`, `bron1ze`, whose pieces are no words).
PART = 3  # letters
PIECE = 4  # letters
# What joins a compound's parts (the Fugen-s and its kin: `Relativitäts-theorie`,
# `Himmels-körper`, `Sonnen-blume`, `Tage-buch`, `Kinder-garten`) and what may end its last part
# (an inflection the list does not write out: `Tulpen-felder`, `Zeichentrick-filmen`).
_JOINS = ("", "s", "es", "n", "en", "e", "er", "ens")
_ENDINGS = frozenset(("", "e", "n", "s", "en", "er", "es", "em", "ern", "ns"))

_HEX = re.compile(r"\^{2}([0-9a-f]{2})")
# Lines that are no pattern: comments, directives (`LEFTHYPHENMIN 2`, `NEXTLEVEL`), and patterns
# of a non-standard break (`ck/k=k`), which deckctl does not make.
_NOT_PATTERNS = re.compile(r"^[ \t]*(?:[%#].*|[A-Z]+(?:[ \t].*)?|\S*/.*)$", re.MULTILINE)


def _patterns(language: str) -> tuple[dict[str, str], int] | None:
    """The patterns of `language` (a tag such as `de`, `en-GB`, `pt_BR`): letters -> the pattern as
    written (replaced by its `_values` once a word meets it), and the longest pattern's length;
    None when pyphen has no dictionary for it. Read once for every tag that has the same
    dictionary (`de`, `de-AT`, `de-LU` and `de-BE` share one; `de-CH` has its own), and kept for 16 dictionaries: a
    repository of decks in 32 variants of German kept 32 copies of it, 2.4 MB each."""
    return _read(*_dictionary(language))


@lru_cache(maxsize=256)
def _dictionary(language: str) -> tuple[str | None, bool]:
    """pyphen's dictionary file for `language` (None if it has none), and whether its compound
    level is read (`_word_parts`: German's)."""
    import pyphen

    name = pyphen.language_fallback(language.replace("-", "_"))
    path = pyphen.LANGUAGES.get(name) if name else None
    return (None if path is None else str(path)), _base(language) in _COMPOUND_WORDS


@handed
@lru_cache(maxsize=16)
def _read(path: str | None, compounds: bool) -> tuple[dict[str, str], int] | None:
    if path is None:
        return None
    with open(path, "rb") as file:
        encoding = file.readline().decode().strip()
    if encoding.lower() == "microsoft-cp1251":  # (as pyphen reads it)
        encoding = "cp1251"
    with open(path, encoding=encoding) as file:
        text = file.read()
    if "^^" in text:
        text = _HEX.sub(lambda match: chr(int(match.group(1), 16)), text)
    # (whole-text operations: a line at a time in Python took ten times as long)
    body = text.split("\n", 1)[1]
    if compounds and _NEXT_LEVEL in body:  # (the compound level: `_word_parts`)
        words, syllables = body.split(_NEXT_LEVEL, 1)
        words = _compound_levels[path] = _NOT_PATTERNS.sub("", words)
        patterns = words.split() + _NOT_PATTERNS.sub("", syllables).split()
    else:
        patterns = _NOT_PATTERNS.sub("", body).split()
    letters = "\n".join(patterns).encode().translate(None, b"0123456789").decode().split("\n")
    table = _Table(zip(letters, patterns))
    return table, max(map(len, table))


class _Table(dict):
    """A language's patterns by their letters, pickled as its keys and its values each joined by
    line feeds (neither holds whitespace): the proof's warm-up hands German's 77,000 over to
    another process, which takes 0.005 s to write so against 0.02-0.045 s as a dict. Taken in, it
    stays joined until a word is first looked up (`filled`): the process that takes it in forks
    the workers that use it, and waited 0.02-0.03 s to build a dict it never read (built then in
    each worker, side by side)."""

    joined: tuple[str, str] | None = None  # (keys, values) not yet taken into the dict

    def filled(self) -> _Table:
        if self.joined is not None:
            keys, values = self.joined
            self.update(zip(keys.split("\n"), values.split("\n")))
            self.joined = None
        return self

    def __reduce__(self):
        if self.joined is not None:
            return _joined_table, self.joined
        if self and all(type(value) is str for value in self.values()):  # (none read yet: `_values`)
            return _joined_table, ("\n".join(self), "\n".join(self.values()))
        return _Table, (dict(self),)


def _joined_table(keys: str, values: str) -> _Table:
    table = _Table()
    table.joined = (keys, values)
    return table


def has_patterns(language: str) -> bool:
    return _patterns(language) is not None



def prepare(language: str) -> None:
    """Read what hyphenating `language` needs (its patterns, its compound words; German's take
    about 0.08 s), as a worker's first text in it would."""
    _word_parts(language)


def _values(pattern: str) -> tuple[int, tuple[int, ...]]:
    """The digits of a pattern (the one before each letter, and the one after the last) from the
    first that is not 0 to the last: (where that first one is, the digits)."""
    values = []
    pending = 0
    for char in pattern:
        if "0" <= char <= "9":
            pending = ord(char) - 48
        else:
            values.append(pending)
            pending = 0
    values.append(pending)
    first = next((k for k, value in enumerate(values) if value), len(values))
    while values and not values[-1]:
        values.pop()
    return first, tuple(values[first:])


@lru_cache(maxsize=16384)
def points(word: str, language: str) -> tuple[int, ...]:
    """Where `word` (letters only) may break: indices into it, each with at least `LEFT` letters
    before and `RIGHT` after; () for a word shorter than `MIN_WORD` or a language without patterns."""
    if len(word) < MIN_WORD:
        return ()
    found = _patterns(language)
    if found is None:
        return ()
    table, longest = found
    get = table.filled().get
    pointed = f".{word.lower()}."
    size = len(pointed)
    references = [0] * (size + 1)
    for i in range(size - 1):
        for j in range(i + 1, min(i + longest, size) + 1):
            pattern = get(pointed[i:j])
            if pattern is not None:
                if pattern.__class__ is str:  # read once, when a word first meets it
                    pattern = table[pointed[i:j]] = _values(pattern)
                at, values = pattern
                for k, value in enumerate(values, i + at):
                    if value > references[k]:
                        references[k] = value
    # references[i] is the value before pointed[i], i.e. before word[i - 1]
    found = tuple(i - 1 for i in range(2, len(word) + 1) if references[i] % 2)
    if found and _base(language) in _SYLLABLES_HAVE_VOWELS:
        kept = _without_vowelless_pieces(word, found)  # (before the limits: `Grund-fa-r-be`, not `Grund-fa-rbe`)
        if len(kept) < len(found) and len(word) >= LONG_WORD and _base(language) in _COMPOUND_WORDS:
            kept = _with_joints(word, language, found, kept)
        found = kept
    right = RIGHT_IN_LONG.get(_base(language), RIGHT) if len(word) >= LONG_WORD else RIGHT
    return tuple(point for point in found if LEFT <= point <= len(word) - right)


def _base(language: str) -> str:
    return language.replace("_", "-").split("-")[0].lower()


def _with_joints(word: str, language: str, found: tuple[int, ...], kept: tuple[int, ...]) -> tuple[int, ...]:
    """`kept` (`found` without the points that leave a piece without a vowel) with those of them
    that are a compound's joint put back, where both parts have `PIECE` letters: of the two
    points that leave such a piece, the joint is the right one (`Meeres-s-piegel`: `Meeres-
    spiegel`, where both went and the word broke `Mee-resspiegel`; `Universal-s-pender`)."""
    at = joints(word, language)
    back = [point for point in found if point not in kept and point in at
            and PIECE <= point <= len(word) - PIECE]
    return tuple(sorted((*kept, *back))) if back else kept


def _without_vowelless_pieces(word: str, found: tuple[int, ...]) -> tuple[int, ...]:
    """`found` without each two neighbouring points that leave a piece with no vowel between them,
    and without a first or last point that leaves one before or after it (`Bis-ma-rck`:
    `Bis-marck`)."""
    wrong = set()
    for before, after in zip(found, found[1:]):
        if not any(_is_vowel(letter) for letter in word[before:after]):
            wrong.update((before, after))
    if not any(_is_vowel(letter) for letter in word[:found[0]]):
        wrong.add(found[0])
    if not any(_is_vowel(letter) for letter in word[found[-1]:]):
        wrong.add(found[-1])
    return tuple(point for point in found if point not in wrong) if wrong else found


@lru_cache(maxsize=512)
def _is_vowel(letter: str) -> bool:
    return unicodedata.normalize("NFD", letter.lower())[0] in _VOWELS


def _word_parts(language: str) -> frozenset[str]:
    """The words a compound of `language` may be made of: the compound level's unmarked words
    (`theorie`) and the pieces its marks part the others into (`relativitäts1theorie`:
    `relativitäts`, `theorie`), a marked one not itself, so that its marks are found again as
    joints; empty for a language without a compound level."""
    return _parts(*_dictionary(language))


@handed
@lru_cache(maxsize=8)
def _parts(path: str | None, compounds: bool) -> frozenset[str]:
    if _read(path, compounds) is None:
        return frozenset()
    level = _compound_levels.get(path)
    if not level:
        return frozenset()
    # (whole-text operations, bytes where they are quicker: about 30 ms for German; an unmarked
    # word is a piece of itself)
    pieces = level.encode().translate(_MARKS).decode().split()
    return frozenset([piece for piece in pieces if len(piece) >= PIECE]
                     + [entry for entry in level.split() if len(entry) == PART and entry.isalpha()])


_MARKS = bytes.maketrans(b"0123456789", b" " * 10)


@lru_cache(maxsize=8)
def _longest_part(language: str) -> int:
    return max(map(len, _word_parts(language)), default=0)


@lru_cache(maxsize=16384)
def joints(word: str, language: str) -> tuple[int, ...]:
    """Where `word` (letters only) joins the parts of a compound: the places between the words of
    its compound level (`_word_parts`) it is written as, in the fewest of them, with what may join
    them (`_JOINS`) and end the last (`_ENDINGS`): `Relativitätstheorie` (12: `Relativitäts-theorie`),
    `Zeichentrickfilmen` (12); () for a word that is no compound of known words, or a language
    without a compound level. Only hyphenation points (`points`) at these places are breaks at a
    joint: this tells compounds apart, it breaks nothing itself."""
    if len(word) < 2 * PART:
        return ()
    parts = _word_parts(language)
    if not parts:
        return ()
    longest = _longest_part(language)  # (so a word's parts are looked for in time linear in its length)
    lowered = word.lower()
    size = len(lowered)
    fewest: dict[int, tuple[int, ...] | None] = {}  # start -> the joints after it, fewest parts

    def split(start: int) -> tuple[int, ...] | None:
        if start in fewest:
            return fewest[start]
        best = None
        for end in range(min(size, start + longest), start + PART - 1, -1):  # (longest part first: ties keep it)
            if lowered[start:end] not in parts:
                continue
            rest = lowered[end:]
            if rest in _ENDINGS:
                best = ()
                break
            for join in _JOINS:
                after = end + len(join)
                if size - after >= PART and rest.startswith(join):
                    found = split(after)
                    if found is not None and (best is None or len(found) + 1 < len(best)):
                        best = (after, *found)
        fewest[start] = best
        return best

    return split(0) or ()
