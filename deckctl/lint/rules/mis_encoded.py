"""Mis-encoded text (mojibake): UTF-8 read as another encoding, such as `isnâ€™t` for `isn’t`.

Question banks imported from spreadsheets, old editions or web pages often went through a wrong
encoding once: curly quotes become `â€™`, an ellipsis `â€¦`, accented letters `Ã©`. The card
would print that garbage. Every text of a card is checked with ftfy, which recognises such
sequences and undoes them without touching text that is merely unusual; the repaired text is
the hint, and `deckctl lint --fix` writes it. When a byte was lost on the way (cp1252 has no
character for one byte of `”`, so it often arrives as `â€` or `â€?`), nothing can be undone
safely: ftfy still recognises the garbage, and the finding asks for the part to be retyped
(`--fix` leaves it). Nor is a text repaired that would then hold a character no text may hold
(`â€®` is a mis-encoded U+202E, a bidirectional override): that part is to be retyped too. A
repair that brings back an invisible character (`â€‹` is a mis-encoded zero width space) leaves
it out, as `whitespace` would have `--fix` do in a second run. Ids and tags are not checked (they
are ASCII names).

The texts of every catalog in `locales/` are read too: a translation with the same fault is a
finding at its msgstr line, naming its language and msgctxt (`[de, card-001/front]`); `--fix`
leaves a catalog to its translators.

Passes:

```yaml
- {question: Which café in Paris isn’t far from the Louvre?, answer: Café de la Régence}
```

Fails (`â€™` is a mis-encoded `’`, `Ã©` an `é`):

```yaml
- {question: Which cafÃ© in Paris isnâ€™t far from the Louvre?, answer: CafÃ© de la RÃ©gence}
```
"""

from __future__ import annotations

import re

from deckctl.core.diagnostics import Severity
from deckctl.core.printable import REFUSED_CONTROLS, control_name
from deckctl.core.quoted import shortened
from deckctl.lint.repair import fix_of
from deckctl.lint import translations
from deckctl.lint.texts import card_texts

ID = "mis-encoded"
SEVERITY = Severity.WARNING
PER_CARD = True  # each card judged by itself (deckctl/lint/by_file.py keeps findings per card file)
SKIPPED = frozenset({"id", "tags"})

# ftfy changes or calls mojibake only a text its pattern ftfy.badness.BADNESS_RE matches (its
# fix_encoding returns any other text as it is), and every match of that pattern holds one of
# these, found here without importing ftfy (about 0.1 s a process):
# - a C1 control character, or one of `Â Ã Œ œ` (a few of ftfy's sequences are one of these
#   next to an ASCII character);
# - one of the signs ftfy's mojibake is made of (symbols, typographic punctuation, box drawing,
#   and the letters it counts as nearly always mojibake: `ª º ƒ ˆ ˇ µ`) next to another
#   non-ASCII character;
# - one of the pairs of letters (or of `Ø Ù` and a dash, a space or an ellipsis) that are two
#   neighbouring parts of a sequence ftfy looks for: a small accented, Greek or Cyrillic letter
#   and then a capital accented one (`éÉ`), and the few fixed sequences after it.
# Any other pair of letters (`łę`, `ść`, `řá`, `üß`) is never looked at by ftfy, so Polish, Czech
# or German text does not reach it. The tables are derived from the installed ftfy's pattern:
# tests/lint/test_mojibake_filter.py proves that every sequence it matches holds one of them,
# and that a pair of characters is a candidate exactly when the derivation says so (run that
# file with python to print the tables for another ftfy).
_ALONE = "\x80-\x9fÂÃŒœ"
_SIGNS = ("\xa1-\xac\xae-\xb3µ\xb6\xb8-\xbf\xd7\xf7ƒˆˇ\u02d8\u02db-\u02dd\u0384\u0385\u03a2\u2018\u201a"
          "\u201c-\u201e\u2020-\u2022\u2030\u2039\u203a\u2044\u20a7\u20ac\u2116\u2122\u2202\u2206\u220f"
          "\u2211\u221a\u221e\u2229\u222b\u2248\u2260\u2261\u2264\u2265\u2310\u2502\u250c\u2510\u2518"
          "\u251c\u2524\u252c\u253c\u2550-\u256c\u2580\u2584\u2588\u258c\u2590-\u2593\u25ca\uf8ff\ufffd")
_CAPITAL_ACCENTED = "ÀÁÄ-ÑØÜÝĀĂĄĆČĎĐĒĖĘĚĞĢĪİĶĹĻĽŁŃŅŇŘŚŞŠŢŤŮŰŸŹŻŽҐ"
_ARABIC_MOJIBAKE_NEIGHBOURS = "\xa0\xad\xb4\xb7ŠŸ\u2013-\u2015\u2019\u2026"  # next to Ø or Ù
_PAIRS = (  # (first characters, second characters)
    ("ß-ñüāăąćčďđēėęěğģīįķĺļľłŕśşšťźżžά-ωа-ѝџґўﬁﬂ", _CAPITAL_ACCENTED),
    ("ØÙ", _ARABIC_MOJIBAKE_NEIGHBOURS),
    (_ARABIC_MOJIBAKE_NEIGHBOURS, "ØÙ"),
    ("ÎÐ", "\xa0\xad\xb4\xb7ŠšŸž\u2013\u2014"),
    ("âó", "àäê"),
    ("Ä", "ìîïòôù-ûπ"),
    ("вВ", "Ђ"),
    ("ўЂ", "В"),
    ("Г", "ў"),
)
_MAYBE_MOJIBAKE = re.compile("|".join(
    [f"[{_ALONE}]", f"[{_SIGNS}][^\x00-\x7f]", f"[^\x00-\x7f][{_SIGNS}]"]
    + [f"[{first}][{second}]" for first, second in _PAIRS]))
# Where one of them could start: each is one of these too, at the same place. Found far faster,
# so only there is the whole pattern tried (and a text with no two non-ASCII characters in a row,
# `Zürich`, goes no further).
_PLACE = re.compile(f"[{_ALONE}]|[^\x00-\x7f]{{2}}")


def may_be_mis_encoded(text: str) -> bool:
    """False for a text ftfy would neither repair nor call mojibake (nearly every text)."""
    if text.isascii():
        return False
    place = _PLACE.search(text)
    while place is not None:
        start = place.start()
        if _MAYBE_MOJIBAKE.match(text, start):
            return True
        place = _PLACE.search(text, start + 1)  # (from the next character: pairs overlap)
    return False


def repaired(text: str) -> str:
    """`text` with its mojibake undone (and nothing else changed)."""
    if not may_be_mis_encoded(text):
        return text
    import ftfy

    # never guess a lost byte (`â€` + `?` for `”`): a U+FFFD on the card is no repair
    return ftfy.fix_encoding(text, config=ftfy.TextFixerConfig(replace_lossy_sequences=False))


def lost(text: str) -> str | None:
    """The word holding mojibake that cannot be undone (a byte was lost), or None."""
    if not may_be_mis_encoded(text):
        return None
    from ftfy.badness import BADNESS_RE, is_bad

    if not is_bad(text):
        return None
    match = BADNESS_RE.search(text)
    left = text.rfind(" ", 0, match.start()) + 1
    right = text.find(" ", match.end())
    return text[left:right if right != -1 else len(text)][:40]


def _first_difference(old: str, new: str) -> str:
    """The mis-encoded part of `old`, with a little context, for the message."""
    start = next((i for i, (a, b) in enumerate(zip(old, new)) if a != b), min(len(old), len(new)))
    tail = 0
    while tail < min(len(old), len(new)) - start and old[-1 - tail] == new[-1 - tail]:
        tail += 1
    left = max(0, old.rfind(" ", 0, start) + 1)
    right = old.find(" ", len(old) - tail)
    return shortened(old[left:right if right != -1 else len(old)], 40)


# A translation is looked at by ftfy only where it holds the commonest mojibake's marks (`Ã¼` for
# `ü`, `â€™` for `’`): German typography (`„Über“`) passes `may_be_mis_encoded`, and would import
# ftfy (0.1 s) in every process that lints a German catalog.
_TRANSLATION_SUSPECT = re.compile(f"[{_ALONE}]|â€")


def _in_translation(text: str) -> tuple[str, str] | None:
    if not _TRANSLATION_SUSPECT.search(text) or not may_be_mis_encoded(text):
        return None
    fixed = repaired(text)
    if fixed == text:
        part = lost(text)
        return (f"the translation looks mis-encoded: \"{shortened(part, 40)}\"",
                "a character was lost in a wrong encoding: retype it in the msgstr") if part else None
    return (f"the translation looks mis-encoded: \"{_first_difference(text, fixed)}\"",
            f"it should read \"{shortened(_without_hidden(text, fixed).strip(), 80)}\": retype it in the msgstr")


def _in_cards(deck):
    for ref, path, text in card_texts(deck, SKIPPED):
        if not may_be_mis_encoded(text):
            continue
        fixed = repaired(text)
        if fixed == text:
            part = lost(text)
            if part:
                yield ref.error(path, ID, f"the text looks mis-encoded: \"{shortened(part, 40)}\"",
                                "a character was lost in a wrong encoding, so it cannot be repaired "
                                "automatically: retype it (often a quotation mark or an accented letter)",
                                severity=SEVERITY)
            continue
        refused = REFUSED_CONTROLS.search(fixed)
        if refused:  # (`â€®` undone is U+202E: --fix would write a character validate refuses)
            yield ref.error(path, ID, f"the text looks mis-encoded: \"{_first_difference(text, fixed)}\"",
                            f"undone, it would hold {control_name(refused.group())}, which a text may not "
                            "hold, so it is not repaired automatically: retype that part",
                            severity=SEVERITY)
            continue
        fixed = _without_hidden(text, fixed)
        found = ref.error(path, ID, f"the text looks mis-encoded: \"{_first_difference(text, fixed)}\"",
                          f"it should read \"{shortened(fixed.strip(), 80)}\" (`deckctl lint --fix` writes it)",
                          severity=SEVERITY)
        yield fix_of(found, (ref.index, *path), text, fixed)


def _without_hidden(text: str, fixed: str) -> str:
    """`fixed` without the invisible characters its repair brought back (`â€‹` undone is a zero
    width space, `ï»¿` a byte-order mark, `â€¨` a line separator): what `whitespace` would then
    report and `--fix` delete in a second run, deleted at once (a separator made a space, as
    `whitespace.repaired` makes it). An invisible character `text` held as it is stays: that is
    `whitespace`'s finding, repaired with this one (`fix.fixable`)."""
    from deckctl.lint.rules import whitespace

    brought = [match for match in whitespace.hidden(fixed) if match.group() not in text]
    for match in reversed(brought):
        fixed = fixed[:match.start()] + (" " if match.group() in whitespace.SEPARATORS else "") + fixed[match.end():]
    return fixed


# (the cards' own texts, then every catalog's translations: deckctl/lint/translations.py)
check, check_cards = translations.rule_checks(_in_cards, lambda deck: _in_translation, ID, SEVERITY)
