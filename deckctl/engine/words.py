"""What `deckctl play` says, in the language of the deck on the table.

Every prompt, board label, help text and result of the table players (deckctl.engine.prompt,
deckctl.engine.seats, each game's `ui.py`) is written in English and wrapped in `_`, `ngettext`
or `pgettext` with named placeholders (`_("{player} rolls {number}.").format(...)`). Babel's
extractor collects them into `locales/messages.pot` (scripts/update-messages), and each language
deckctl speaks has a catalog `locales/<lang>.po` next to it.

`speaking(lang)` makes one language current while a game is played: the catalog of the tag
itself, else of its language (`de-AT` speaks `de`), else English, the source, with a notice that
says so. Outside it (tests, other front ends) everything is English. A fuzzy or empty entry is
English too, as gettext does.

Words a player types are translated as well: `typed(context, english)` is the set of words that
mean one thing (the English ones always work too), so `gelb`, `ja` or `hilfe` are read as their
English counterparts; the extractor knows `typed` as `pgettext` (keyword `typed:1c,2`).
"""

from __future__ import annotations

import gettext as _gettext
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from io import BytesIO
from pathlib import Path

from deckctl.core.spelt_out import GERMAN

LOCALES = Path(__file__).parent / "locales"
SOURCE = "en"  # the language the messages are written in

_current: _gettext.NullTranslations = _gettext.NullTranslations()
_language = SOURCE


def _(message: str) -> str:
    return _current.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _current.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _current.pgettext(context, message)


def language() -> str:
    """The language the table speaks now (`en` outside `speaking`)."""
    return _language


def catalog_languages() -> list[str]:
    """The languages deckctl's table speaks: English and those with a catalog."""
    return sorted({SOURCE, *(path.stem for path in LOCALES.glob("*.po"))})


def spoken(lang: str | None) -> str | None:
    """The catalog language for a tag: itself, else its language (`de-AT` -> `de`); None when
    deckctl has no catalog for it (English always has one: the source)."""
    if not lang:
        return SOURCE
    for tag in (lang, lang.split("-")[0]):
        if tag == SOURCE or (LOCALES / f"{tag}.po").is_file():
            return tag
    return None


def asked_by_locale(environ) -> str | None:
    """The language the user's locale asks for, as gettext reads it (LANGUAGE's first entry, else
    LC_ALL, LC_MESSAGES, LANG): `de_DE.UTF-8` is `de-DE`; None for none, C or POSIX. The table never
    speaks it unasked (the deck's language decides); `deckctl play` only says how to play in it."""
    from deckctl.core.language_tags import canonical

    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = (environ.get(name) or "").split(":")[0].split(".")[0].split("@")[0]
        if value:
            return None if value in ("C", "POSIX") else canonical(value)
    return None


@cache
def _translations(lang: str) -> _gettext.NullTranslations:
    """The catalog as gettext reads it: compiled in memory by Babel (no .mo file to keep in step)."""
    if lang == SOURCE:
        return _gettext.NullTranslations()
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with open(LOCALES / f"{lang}.po", "rb") as handle:
        catalog = read_po(handle, locale=lang)
    compiled = BytesIO()
    write_mo(compiled, catalog)  # fuzzy entries are left out, as msgfmt leaves them
    compiled.seek(0)
    return _gettext.GNUTranslations(compiled)


@contextmanager
def speaking(lang: str | None) -> Iterator[str | None]:
    """Speak `lang` inside (English where deckctl has no catalog for it); yields the notice to
    show once when it falls back to English, else None."""
    global _current, _language
    found = spoken(lang)
    notice = None
    if found is None:
        notice = f"deckctl's table does not speak `{lang}` yet: its words are in English."
        found = SOURCE
    before = _current, _language
    _current, _language = _translations(found), found
    try:
        yield notice
    finally:
        _current, _language = before


def typed(context: str, english: str) -> set[str]:
    """The words a player may type for one thing: the English ones (`english`, separated by
    spaces) and the current language's (the catalog entry `context`|`english`), lower case."""
    return {word.lower() for word in (*english.split(), *pgettext(context, english).split())}


# Joins words a line must not break between: German `z.\u00a0B.`, an example to type (`1 White`).
# The table's console keeps them together (deckctl.engine.prompt); a terminal shows a space.
NO_BREAK = "\u00a0"


def unbroken(words: str) -> str:
    """`words` with their spaces made no-break ones: an inline example stays on one line."""
    return words.replace(" ", NO_BREAK)


def _verdicts() -> tuple[tuple[bool, set[str]], ...]:
    """The words of each verdict, right then wrong: the language's own and, in another language,
    the English ones but a letter other than y and n: a German `w` may mean wahr (true), not wrong."""
    def words(own: str, english: str) -> set[str]:
        if _language != SOURCE:
            english = " ".join(word for word in english.split() if len(word) > 1 or word in ("y", "n"))
        return {word.lower() for word in (*english.split(), *own.split())}

    return ((True, words(pgettext("typed: the answer was right", "y yes r right"), "y yes r right")),
            (False, words(pgettext("typed: the answer was wrong", "n no w wrong"), "n no w wrong")))


def verdict(reply: str) -> bool | None:
    """A typed verdict: True for right (`y`, German `j`...), False for wrong, None for neither."""
    word = reply.strip().lower()
    return next((said for said, words in _verdicts() if word in words), None)


def typed_number(reply: str) -> int | None:
    """A number typed in digits (`2`) or as a word from zero to ten, English or the table
    language's (`two`, German `zwei`); None for anything else."""
    word = reply.strip().lower()
    if word.isdecimal():
        return int(word)
    english = "zero one two three four five six seven eight nine ten"
    # TRANSLATORS: eleven words, the numbers from 0 to 10 as a player types them, in this order.
    own = pgettext("typed: the numbers from 0 to 10, in order", "zero one two three four five six seven eight nine ten")
    for words in (own, english):
        spelt = words.lower().split()
        if word in spelt and len(spelt) == 11:  # (a translation of another length is not read)
            return spelt.index(word)
    return None


def unclear_verdict(reply: str) -> str | None:
    """Why a verdict the table's language does not read is refused, where it is an English letter
    (German `w`: wrong, or wahr?); None for any other word."""
    word = reply.strip().lower()
    if verdict(word) is None and word in ("r", "w"):
        return _("{typed} is not clear here: type y (right) or n (wrong).").format(typed=quoted(word))
    return None


def written_out(name: str) -> set[str]:
    """A name as it may be typed, lower case: itself and, for a keyboard without umlauts, with
    them written out (`grün`: `gruen`). Each caller folds the rest its own way (`grun` too)."""
    name = name.casefold()
    return {name, name.translate(GERMAN)}


def decimal(number: float, digits: str = "g") -> str:
    """A number with the language's decimal sign (0.75, German 0,75)."""
    return format(number, digits).replace(".", pgettext("decimal sign", "."))


def capitalised(sentence: str) -> str:
    """`sentence` with its first letter made a capital: a message that begins with a name or a
    refusal written to follow other words (`red has already moved`) as it starts a line."""
    return sentence[:1].upper() + sentence[1:]


def named(name: str) -> str:
    """A category's (area's, subject's) name where a sentence uses it, in the language's quotation
    marks: `"The World"`, German `„Die Welt“`. The name is the one its card prints, capitals and
    article and all: quoted it reads as a name, not as words of the sentence (`moves on to The
    World`, `auf Die Welt`, `no The World cards`). Lists of what to type, headings and labels show
    it bare."""
    # TRANSLATORS: the quotation marks around a category's name inside a sentence (German: „{name}“).
    return pgettext("a name in a sentence", '"{name}"').format(name=name)


def quoted(text: str) -> str:
    """Words shown as they are inside a sentence on the table's screen: a card's id, what a player
    typed, an example of what to type. The language's quotation marks (`"six"`, German `„sechs“`),
    as `named` uses: backticks are the markup of deckctl's messages, a player reads them as stray
    characters."""
    # TRANSLATORS: the quotation marks around a card's id or a player's typed words (German: „{text}“).
    return pgettext("words shown as they are", '"{text}"').format(text=text)


def and_list(names: list[str]) -> str:
    """`a`, `a and b`, `a, b and c`."""
    if len(names) == 1:
        return names[0]
    return _("{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])


def or_list(names: list[str]) -> str:
    """`a`, `a or b`, `a, b or c`."""
    if len(names) == 1:
        return names[0]
    return _("{first} or {last}").format(first=", ".join(names[:-1]), last=names[-1])
