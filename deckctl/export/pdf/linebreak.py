"""Line breaking for a card's text in a language: where a paragraph may break, and which breaks
make the best lines.

A paragraph becomes pieces (a word, or a part of one) with, after each, the kind of break allowed
there. The rules, the same for lint and export:

- Spaces break, except (`KEEP`, taken only when nothing else fits the line): after a number or a
  range of two followed by a word (`54 Quadratzentimeter`, `3 km`, `10 %`, `5–6 Tonnen`; not by a
  small word no number counts, `von 1969 wurde`, unless another number follows it: `_counts`); after an
  operator of a sum followed by a number (`10 − 3 = 7`: with the number rule, a sum is whole); after a
  one-letter word (English `a`, `I`; Czech, Polish and Slovak `v`, `z`, `w`, `i`; the rule holds in
  every language; after an opening quotation mark or bracket too, `“A`, `(D`); inside an abbreviation of several parts (`z. B.`, `d. h.`, `n. Chr.`, `e. g.`),
  after an initial (`J. K. Rowling`, `S. 12`), after the language's abbreviations (`ca.`, `Dr.`,
  `Nr.`, `Mr.`, `St.`: `_TITLES`, `_ABBREVIATIONS`) and after `§`; inside a short title: a quoted
  span of two or three words (`“Don Quixote”`, `„Natur erleben“`), and, in languages that
  capitalise only names and sentence starts (all but German and Luxembourgish), a run of two or
  three capitalised words (`Don Quixote`, `New York`; and a hyphen inside such a title, `Nineteen
  Eighty-Four`; a compound whose part after its hyphen is lowercase is no name's word, `Which
  Canadian-born`, but for a number, `Ninety-five Theses`; not a sentence's first word, capitalised
  whatever it is, `Which Canadian physical`, unless the run is the whole sentence, `New York.`, or
  a particle follows it, `Leonardo da Vinci`), and in every language a name of three
  words with a lowercase particle (`Tour de France`, `Statue of Liberty`; not a particle that is
  an everyday word of the language: German `von`, `der`, nor English `of` after a sentence's first
  word, `Most of Europe`); before a name's suffix after a capitalised word (`King Jr.`, `King,
  Jr.`, `Ludwig II.`: `_NAME_SUFFIX`); before a paragraph's last word when it is one letter or
  digit (`Vitamin C`, `Terminal 5`). A short title's spaces in a longer text (`Paragraph.titles`)
  break where no lines at a size keep the title whole (`TITLE`, at `TITLE_PRICE`: `break_paragraph`
  with `titles`), so no text is set smaller for a title; one that is its whole paragraph (an
  answer, `New York City`: `Paragraph.whole_title`) is display text, kept whole at its size or a
  step smaller and parted so only below that (`text._typeset_afresh`).
- Sentence ends (after them a capital says less of a name): a word ending in . ! ? : or …, not
  in a comma after them (`etc.,`). An initial's or an abbreviation's dot ends none (`J. K.
  Rowling`, `Dr. Watson`, `e.g. Mars`, `z.B. Rom`, `bzw.`), unless the word after it is one of the
  language's common first words of a sentence (`Vitamin C. The`, `Vitamin C. Die`: no initial,
  and nothing kept), and an abbreviation that may close a sentence (`etc.`, `usw.`) ends one only
  before a capital (German: before such a common word). Neither those nor `e.g.` are kept with
  the word after them.
- German names of a capitalised adjective and a noun (`der Rote Planet`, `die Vereinigten
  Staaten`, `der Zweite Weltkrieg`): their space (`NAME`) breaks like any other, so no text is
  set smaller for it, but lines that part such a name are evened, with a price on parting it
  (`NAME_PRICE`: less than a hyphen's, far less than a widow's), which keeps it whole wherever
  the lines allow. Only adjectives their letters tell from nouns (`_NAME_ADJECTIVE`) are looked for.
- Longer names (`RUN`): of more than three words with particles (`Mies van der Rohe`), a
  sentence's first word that is not one of the language's common first words before a name
  (`Albert Einstein was`), a run that was too long for a title with it (`The St Bartholomew's Day
  massacre`), and German runs of three or four capitalised words after a sentence's first
  (`Johann Sebastian Bach`; two are as often two nouns, `der Flagge Japans`): the same, with a price below a line's
  (`RUN_PRICE`), as such a run may be a noun and a name (`die Mutter Marie Antoinettes`): no line
  is added to keep one. A name whose particle is an everyday word of the language (German `von`,
  English `of` at a sentence's start) is one as well where a whole paragraph is the name and no
  sentence (`Joan of Arc`, `Otto von Bismarck`, `Karl der Große`: an answer, kept as `Tour de
  France` is), and in German after given names with no determiner or adjective before them (`war
  Otto von Bismarck`, `Carl Maria von Weber`, `der Dichter Johann Wolfgang von Goethe`, `der
  Kanzler Otto von Bismarck`; not `die Hauptstadt von Frankreich`, `trennt Europa von Afrika`):
  there the spaces around `von` are priced as a German name's (`NAME`), the others as a run's. A
  name's words are not hyphenated.
- The first part of a compound whose second part is left out, before the word that joins it to
  the next (`Nord- und Mittelamerika`: `_suspended_parts`), is priced as a German name's space.
- A date's month and the year or day after it (`July 1969`, `im Juni 1944`: `_month_years`, the
  months' names from `place_names.months`) are priced as a German name's space (`NAME`).
- After a hyphen or a slash inside a word, and at a soft hyphen (U+00AD, drawn as a hyphen). The
  hyphen of a hyphenated given name before a surname (`Frank-Walter Steinmeier`) is priced as a
  German name's space (`NAME`). A hyphen after one letter or a digit never breaks (`X-15`, `G-Schlüssel`),
  one after two letters (`US-Präsident`, `co-operate`) is `KEEP`: no line ends in a stub of two letters
  where another break will do.
- Inside a word at its language's hyphenation points (`hyphenation`), only where the caller
  allows it (never in an answer) and only in a word of letters alone: never a number or a word
  with digits, a word in capitals (`NATO`, a word to spell), a word with a capital inside
  (`iPhone`), a word inside a short title, or a name. Names: in a language that capitalises only
  names and sentence starts, a capitalised word not at a sentence start is taken for one (at a
  sentence start `Vienna` and `Because` cannot be told apart, and both may be hyphenated). German
  capitalises every noun, so there a capitalised word is taken for a name only inside a run of
  capitalised words (`Johann Sebastian Bach`, `Don Quijote`) or after an initial or a title
  (`K. Rowling`, `Dr. Watson`). In every language the names of
  countries, regions, continents and the larger cities (`place_names`) are never hyphenated; any
  other name standing alone (`Mittelmeer`) is hyphenated like a noun, as deckctl cannot know it
  is one.

`greedy` fills each line as far as it goes (the fewest lines), and `break_paragraph` keeps that
when it is good (no widow, no loose line, no kept space broken), or good once a word is pulled
down to the last line; otherwise `even` chooses the breaks that make the most even lines
(smallest sum of squared free space over all lines but the last), with a price on each hyphen (so
a word is hyphenated only where that evens the lines a good deal) and on a line of one short word,
a longer name's (`RUN_PRICE`) on a line ending in a sentence's short first word (`Pacific. The` /
`Mediterranean`: `_short_openers`; filled lines so ending are evened),
a higher one on a last line of one word shorter than half the measure (a widow, `RUNT`), and a
prohibitive one on a `KEEP` space; and, where the lines so chosen have a middle line shorter than
both its neighbours by more than `DIP` of the measure, a line's price on each such line
(`_even_without_dips`), the lines taken only if no line but the last is then shorter than the
shortest was (a short line moved to the top is none the better). A last line is otherwise free,
however short, as in Knuth and Plass's breaking. (Priced as a widow, a long last word, `mit der
größten` / `Wellenlänge.`, cost more than a dozen ragged lines, and lines were set with a middle
line far shorter than its neighbours instead: `Die Farbe des` / `sichtbaren` / `Lichts mit der` /
`größten Wellenlänge.`)
"""

from __future__ import annotations

import re
from bisect import bisect_left
from functools import lru_cache
from typing import Callable, NamedTuple

from deckctl.export.pdf import hyphenation, place_names

# The break allowed after a piece.
NONE = 0  # none (a piece this module keeps whole)
SPACE = 1  # a space
KEEP = 2  # a space that a rule keeps: taken only when the line has no other break
EXPLICIT = 3  # after a hyphen or slash the piece ends with
HYPHEN = 4  # inside a word: a hyphen is drawn there
NAME = 5  # a space inside a German name (`der Rote Planet`): a break, with a price when lines are evened
RUN = 6  # a space inside a longer name (`Johann Sebastian Bach`): a break, with a smaller price
# A word's own hyphen a rule holds (a short title's, `Nineteen Eighty-Four`; after two letters,
# `US-Präsident`): no break while the rules hold (`strict`, as `KEEP`), and a word's own hyphen's
# (`EXPLICIT`, priced as `KEEP`) once they cannot: a text that fits only so is not refused.
HELD = 7
# A space inside a short title in a longer text (`the Red Sea`, `“Don Quixote”` within a sentence)
# where no line at a size keeps the title whole: a break at `TITLE_PRICE`, so the text is set at
# that size with the title parted at the best place rather than a size smaller (`break_paragraph`
# with `titles`). Only in such a paragraph (`parting_titles`); elsewhere the space is `KEEP`.
TITLE = 8

SOFT_HYPHEN = "\u00ad"
# A word's own hyphen after this many letters or fewer (`US-Präsident`) is kept as a rule keeps a space.
SHORTEST_BEFORE = 2
# No-break spaces (U+00A0, U+2007, U+202F) join words.
WORDS = re.compile(r"(?:[^\s]|[\u00a0\u2007\u202f])+")
_PIECES = re.compile(r"[^-/\u00ad]*[-/\u00ad]|[^-/\u00ad]+")
# A word's letters and what stands before and after them (quotes, brackets, punctuation).
_CORE = re.compile(r"(\W*)(.*?)(\W*)", re.DOTALL)
_AMOUNT = r"\d+(?:[.,'\u2019\u202f\u00a0]\d+)*"
# A number, or a range of two (`5–6`, `10-12`): either stays with the word that counts it.
_NUMBER = re.compile(rf"[(\[]?[-+\u2212\u00b1~\u2248$\u20ac\u00a3]?{_AMOUNT}(?:[-\u2013\u2212]{_AMOUNT})?[%\u00b0]?")
# Languages that write an ordinal as a number and a dot (`21. Juli`); a number of up to three
# digits and a dot is taken for one (a year ending a sentence has four).
_ORDINAL_DOTS = ("de", "lb", "gsw", "da", "nb", "nn", "no", "fi", "et", "lv", "lt", "cs", "sk", "pl", "hu", "hr",
                 "sr", "sl", "bs", "is", "fo", "tr")
_ORDINAL = re.compile(r"\d{1,3}\.")
_OPENING = "\"'\u201c\u201e\u201a\u2018\u00ab\u00bb\u2039\u203a"  # (» and › open a German quote)
_OPENING_SET = frozenset(_OPENING)
_OPENS_LETTER = _OPENING_SET | frozenset("([")  # (what may stand before a one-letter word)
_CLOSING = "\"'\u201d\u201c\u2019\u2018\u00bb\u00ab\u203a\u2039"
_CLOSING_SET = frozenset(_CLOSING)
_SENTENCE_END = ".!?:\u2026"
_ENDS_SENTENCE = frozenset(_SENTENCE_END)
_TITLE_WORDS = 3  # a short title: at most this many words
TITLE_WORDS = _TITLE_WORDS  # (for `text`, which asks whether a text may be one)
# Languages that capitalise every noun: a capital there says little about names.
_NOUNS_CAPITALISED = ("de", "lb", "gsw", "nds")
# German writes an adjective before its noun in small letters except in a name or a fixed term
# (`der Rote Planet`, `die Vereinigten Staaten`, `der Zweite Weltkrieg`, `die Gelbe Karte`), so a
# capitalised adjective there starts one. Only these can be told from nouns by their letters:
# ordinals, colours and a few more. Others are nouns as often (`die Flagge Japans`, `der Boxer
# Cassius`, `Pazifische` beside `Thunfische`), and adjectives of places (`Schweizer`) are
# capitalised anyway. (`Alter` is left out: the noun `das Alter`.)
_NAME_ADJECTIVE = re.compile(
    "(?:erst|zweit|dritt|viert|fünft|sechst|siebt|siebent|acht|neunt|zehnt|elft|zwölft"
    "|rot|schwarz|weiß|gelb|grün|blau|braun|grau|golden|silbern"
    "|groß|klein|neu|alt|heilig|ewig|tot|hoh|vereinigt|vereint)(?:e|en|es|em|er)")

# Abbreviations kept with the word after them (`Dr. Watson`, `ca. 5 km`, `S. 12`), by language;
# every language has the shared ones. `_TITLES` are those a name follows (so it is not hyphenated).
# None of them ends a sentence, so the word after one does not start one.
_TITLES = {
    "": frozenset(("Dr", "Prof", "St", "Mr", "Mrs", "Ms")),
    "de": frozenset(("Hl", "Hr", "Fr", "Dipl", "Ing")),
    "en": frozenset(("Mx", "Mt", "Ft", "Gen", "Lt", "Capt", "Col", "Sgt", "Rev", "Gov", "Sen", "Rep", "Pres",
                     "Hon")),
}
_ABBREVIATIONS = {
    "": frozenset(("ca", "Nr", "No")),
    "de": frozenset(("Abb", "Bd", "Kap", "Art", "Abs", "Tab", "vgl", "geb", "gest")),
    "en": frozenset(("Nos", "Vol", "Fig", "Ch", "pp", "vs", "approx")),
}
# Abbreviations that lead to what follows them and so end no sentence (`e.g. Mars`, `z.B. Rom`),
# and those that may close a sentence, their dot then its full stop too (`etc.`, `usw.`). Neither
# is kept with the word after it. (Written with spaces, `z. B.` and `u. a.` are initials.)
_LEADING = {
    "": frozenset(("cf",)),
    "de": frozenset(("z.B", "d.h", "bzw", "sog", "inkl", "zzgl", "exkl", "u.U", "z.T")),
    "en": frozenset(("e.g", "i.e", "viz")),
}
_CLOSING_ABBREVIATIONS = {
    "": frozenset(("etc",)),
    "de": frozenset(("usw", "usf", "u.a", "u.Ä", "u.ä", "o.Ä", "o.ä", "ff")),
    "en": frozenset(("al", "ff")),
}
# An abbreviation of a few letters at a time with dots between (`U.S`, `a.m`, `Ph.D`; `z.B`).
_DOTTED = re.compile(r"(?:[^\W\d_]{1,3}\.)+[^\W\d_]{1,3}")
# Common words a sentence starts with, never a name (articles, pronouns, question words,
# conjunctions, prepositions, auxiliaries), lowercase: a capital one after a lone capital or an
# abbreviation says the sentence ended there (`Vitamin C. The`), and a number before a lowercase
# one counts nothing, so is not kept with it (`von 1969 wurde`: `_counts`).
_SENTENCE_OPENERS = {
    "en": frozenset((
        "the a an this that these those it its he she we they you i there here what which who whom whose "
        "when where why how is are was were does did has have had not no yes but and or so yet if then thus "
        "in on at by for from with without to of as after before while since because although though also "
        "each every all some many most both either neither our your their his her my one").split()),
    "de": frozenset((
        "der die das dem den des ein eine einer einem einen eines er sie es wir ihr ich du man dies diese "
        "dieser dieses diesen was wer wen wem wie wo wann warum welche welcher welches welchen woher wohin "
        "wieso weshalb ist sind war waren hat haben hatte hatten wird werden wurde wurden kann können konnte "
        "muss im in am an auf aus bei mit nach vor zu zum zur für über unter um durch und oder aber doch "
        "denn dann auch nur noch schon so da als wenn weil dass ob nicht kein keine sein seine ihre unser "
        "jeder jede jedes alle viele heute damals später danach deshalb daher trotzdem vom beim ins von bis seit "
        "gegen ohne wegen während").split()),
}
# Small words after which a number still counts something (`18 of them`): kept with it (`_counts`).
_PARTITIVES = {"en": frozenset(("of",))}
# The words that join a compound's first part, its second left out, to the next (`Nord- und`).
_SUSPENDED_JOINS = {"de": frozenset(("und", "oder", "bis", "sowie", "bzw.")), "en": frozenset(("and", "or", "to"))}
_SIGNS = frozenset(("\u00a7", "\u00a7\u00a7", "\u2116"))  # §, §§, №: kept with the number after them
# A name's suffix, kept with the name before it (`Martin Luther King Jr.`, `King, Jr.`, `Henry Ford
# II`, German `Ludwig II.`, `Johann Strauss jun.`): `Jr`, `Sr`, `jun`, `sen` and Roman numbers from
# II (`I` is the English pronoun, `V` and `X` are as often a letter: `Vitamin C` is kept otherwise).
_NAME_SUFFIX = re.compile(r"Jr|Sr|jun|sen|(?=[IVX]{2})X{0,3}(?:IX|IV|V?I{0,3})")
_SUFFIX_STARTS = frozenset("JSjsIVX")
# Lowercase words inside a name between its capitalised ones (`Tour de France`, `Ludwig van
# Beethoven`, `Statue of Liberty`), at most two in a row (`Mies van der Rohe`).
_PARTICLES = frozenset(("de", "del", "della", "degli", "dei", "di", "da", "das", "do", "dos", "du", "des", "la",
                        "le", "van", "von", "vom", "zu", "der", "den", "ter", "ten", "af", "of", "the"))
_MOST_PARTICLES = 2
# Particles that are everyday words of a language (`Most of Europe`, `Hauptstadt von Frankreich`,
# German `du`, the pronoun: `Kennst du Lilienthal`): there, one does not join a name that starts a
# sentence (German: never), unless a whole paragraph is the name (`_capital_runs`).
_NATIVE_PARTICLES = {
    "de": frozenset(("von", "vom", "zu", "der", "den", "des", "das", "du")),
    "en": frozenset(("of", "the")),
    "fr": frozenset(("de", "des", "du", "la", "le")),
    "es": frozenset(("de", "del", "la")),
    "it": frozenset(("di", "da", "del", "della", "degli", "dei", "la", "le")),
    "pt": frozenset(("de", "da", "das", "do", "dos")),
    "nl": frozenset(("van", "de", "der", "den", "ter", "ten")),
}
# German names' own particles among those (`Otto von Bismarck`, `Walther von der Vogelweide`).
_NAME_VON = frozenset(("von", "vom", "zu"))
_NAME_VON_ARTICLES = frozenset(("der", "dem", "den"))  # (after `von`)
# German words that stand before a noun, not a given name (with those an inflected adjective's
# ending tells, `_given_name`).
_GERMAN_DETERMINERS = frozenset(("der die das dem den des ein eine einer einem einen eines am im beim "
                                 "zum zur vom ins ans aufs durchs fürs ums kein mein dein sein ihr unser "
                                 "euer").split())
_GERMAN_NOT_INFLECTED = frozenset("über unter hinter oder aber wieder immer später neben gegen wegen".split())
_GERMAN_DETERMINER_STEMS = ("kein", "mein", "dein", "sein", "ihr", "unser", "eur", "dies", "jen", "jed",
                            "welch", "manch", "all", "solch", "mehrer", "einig", "viel", "wenig", "beid")
# German capitalises every noun, so two capitalised words side by side are as often two nouns
# (`der Flagge Japans`, `dass Kinder Spielzeug lieben`); three or four, not at a sentence start,
# are taken for a name (`Johann Sebastian Bach`, `Komponist Johann Sebastian Bach`).
_NOUN_NAME_WORDS = (3, 4)

# The prices `even` weighs lines with.
LINE = 1.0  # each line (so that evening the lines never takes many more)
RAGGED = 10.0  # times the square of a line's free share of the measure
HYPHEN_PRICE = 4.0  # a hyphenated line: worth it for about two thirds of a line of free space
EXPLICIT_PRICE = 0.3  # a line ending in a word's own hyphen or slash
# A hyphenated line whose word breaks inside a compound's part where it could break at a joint
# (`Relativi-` / `tätstheorie` beside `Relativitäts-` / `theorie`): so much more than a hyphen,
# half a hyphen's price, so a joint is taken where the lines are about as even.
INSIDE_PRICE = 5.0
WIDOW = 60.0  # a last line of one word (twice that for the end of a hyphenated word)
# A last line of one whole word is a widow when shorter than this share of the measure; a longer one
# is a short last line (`text._bad_breaks` calls one a widow below half the widest line, no less).
RUNT = 0.5
KEEP_PRICE = 1000.0  # a space a rule keeps
NAME_PRICE = 3.0  # a German name parted: below a hyphen's price (no word is hyphenated to keep one)
# A longer name parted (`RUN`): below a line's price, as it is told less surely (`Mutter Marie
# Antoinettes` is a noun and a name), so no line is added to keep one whole.
RUN_PRICE = 0.8
# A sentence's first word of at most this many letters (`The`, `Der`, `In`, `Then`, `Gehe`) ends a
# line at a longer name's price (`_short_openers`). (Four: in the starter decks four texts took
# better lines for it, `photographer. Miss` / `1 turn.` -> `photographer.` / `Miss 1 turn.`, and
# none a smaller size or more lines. Five moved three more, two to less even lines that still
# end in the word, `die Tafeln. Setze` / `einmal aus.`)
SHORT_OPENER = 4
SHORT_LINE = 4.0  # a line (not the last) of one short word (`Der`, `The`): as much as a hyphen
# A middle line shorter than both its neighbours by more than this share of the measure (`Die
# Farbe des` / `sichtbaren` / `Lichts mit der`) ...
DIP = 0.25
DIP_PRICE = 1.0  # ... costs this: a line's price, so it is evened away where about as even lines allow
# A short title parted (`TITLE`): more than a widow and any line's free space, so where a title
# must be parted no other is, and the one parted is parted where the lines are best.
TITLE_PRICE = 100.0


class Paragraph(NamedTuple):
    pieces: tuple[str, ...]
    widths: tuple[float, ...]  # at 1 pt
    glue: tuple[bool, ...]  # a space before the piece (it starts a word, and is not the first)
    breaks: tuple[int, ...]  # the break after each piece (the last piece ends the paragraph)
    words: int
    centred: bool = False  # set centred (`CENTRED`)
    # the pieces after which a space is a short title's in a longer text (`KEEP`; `TITLE` where no
    # line keeps the title whole: `parting_titles`)
    titles: tuple[int, ...] = ()
    # the paragraph is one short title (an answer, `New York City`): `titles` parts it only where
    # whole it would be set more than a step smaller (`text._typeset_afresh`)
    whole_title: bool = False
    # the pieces after which a hyphenation point lies inside a part of a compound that may break at
    # a joint too (`Relativi-tätstheorie` beside `Relativitäts-theorie`): `INSIDE_PRICE` more
    inside: frozenset[int] = frozenset()


# `hyphenate` for centred text: a paragraph of it of at most a title's few words (`_TITLE_WORDS`:
# a title, a big word, `Frage beantworten: Mathematik`) is display text, hyphenated only where no
# size it may take sets it without (`break_paragraph`). (A longer centred paragraph, a question,
# is hyphenated as any text: priced higher there, a hyphen gave way to lines of one short word,
# `Der` / `Anfangsbuchstabe`, which a text is not grown for.)
CENTRED = "centred"


@lru_cache(maxsize=64)
def language_base(language: str) -> str:
    return language.replace("_", "-").split("-", 1)[0].lower()


def paragraph(text: str, widths: Callable[[list[str]], list[float]], language: str | None,
              hyphenate: bool) -> Paragraph:
    """`text` (one paragraph) as pieces; `widths(pieces)` measures them at 1 pt. Without `hyphenate`
    (or a language with patterns) no word is broken at its hyphenation points.

    (Written for speed: it runs for every text of more than one line. A word's letters and
    punctuation are told apart only for the few words a rule or hyphenation looks at.)"""
    tokens = WORDS.findall(text) if _NO_BREAK_SPACES.search(text) else text.split()
    if SOFT_HYPHEN in text:  # (a word of soft hyphens alone breaks nothing and is not drawn)
        tokens = [token for token in tokens if token.strip(SOFT_HYPHEN)]
    base = language_base(language or "")
    nouns = base in _NOUNS_CAPITALISED
    titled, names = _rules(tokens, base)
    keep = _rule_keeps(tokens, base)
    in_titles = ()
    whole = False
    if titled:
        # a title's spaces, which may be parted where no line keeps it whole; a title that is the
        # whole paragraph (an answer, `New York City`: display text) only where it would be set
        # more than a step smaller whole
        in_titles = _title_keeps(tokens, titled) - keep
        keep |= in_titles
        whole = bool(in_titles) and len(titled) == len(tokens)
    for i in keep:
        names.pop(i, None)
    count = len(tokens)
    split: dict[int, list[tuple[str, int]]] = {}  # word -> its pieces and the break after each
    if "-" in text or "/" in text or SOFT_HYPHEN in text:
        for i, token in enumerate(tokens):
            if "-" in token or "/" in token or SOFT_HYPHEN in token:
                split[i] = _explicit_pieces(token)
                if i in titled:  # (`Nineteen Eighty-Four`: a short title's hyphen is kept as its spaces are)
                    split[i] = [(part, HELD if kind == EXPLICIT else kind) for part, kind in split[i]]
                elif split[i] and split[i][0][1] == EXPLICIT and _hyphenated_given_name(tokens, i, nouns):
                    split[i][0] = (split[i][0][0], NAME)  # (`Frank-Walter Steinmeier`: priced, as a name's space)
    inside: list[int] = []  # (words, then pieces: the hyphenation points inside a compound's part)
    if hyphenate and language is not None:
        long = [i for i, token in enumerate(tokens)
                if len(token) >= hyphenation.MIN_WORD and i not in titled and i not in split
                and i not in names and i - 1 not in names]  # (a name's words: `Otto von Bismarck`)
        if long and hyphenation.has_patterns(language):
            for i in long:
                lead, core, trail = _parts(tokens[i])
                if _hyphenable(core, i, tokens, nouns, language, base):
                    at = hyphenation.points(core, language)
                    if at:
                        if nouns and len(at) > 1:  # (`Relativitäts-theorie` before `Relativi-tätstheorie`)
                            joints = hyphenation.joints(core, language)
                            if joints and not set(joints).isdisjoint(at):
                                inside.append(i)
                                inside.extend(-1 - k for k, point in enumerate(at) if point not in joints)
                        cuts = (0, *at, len(core))
                        last = len(cuts) - 2
                        split[i] = [(("" if k else lead) + core[cuts[k]:cuts[k + 1]] + (trail if k == last else ""), HYPHEN)
                                    for k in range(last + 1)]
    # (after hyphenation, which `names` holds back from a name's words: the word after is none)
    names.update(dict.fromkeys(_short_openers(tokens, keep, names, base), RUN))
    names.update(dict.fromkeys(_month_years(tokens, keep, language or ""), NAME))
    names.update(dict.fromkeys(_suspended_parts(tokens, keep, base), NAME))
    if not split:
        breaks = [SPACE] * count
        for i in keep:
            breaks[i] = KEEP
        for i, kind in names.items():
            breaks[i] = kind
        return Paragraph(tuple(tokens), tuple(widths(tokens)), (False,) + (True,) * (count - 1) if count else (),
                         tuple(breaks), count, hyphenate == CENTRED, tuple(sorted(in_titles)) if in_titles else (),
                         whole)
    for i, parts in split.items():
        if parts:  # (a word's last piece ends where the word does)
            parts[-1] = (parts[-1][0], KEEP if i in keep else names.get(i, SPACE))
    words = [split.get(i) or ((token, KEEP if i in keep else names.get(i, SPACE)),)
             for i, token in enumerate(tokens)]
    pieces = [part for parts in words for part, _ in parts]
    priced = frozenset(_inside_pieces(words, inside)) if inside else frozenset()
    titles = ()
    if in_titles:  # (the pieces the words end with)
        ends = [len(words[0]) - 1]
        for parts in words[1:]:
            ends.append(ends[-1] + len(parts))
        titles = tuple(ends[i] for i in sorted(in_titles))
    return Paragraph(tuple(pieces), tuple(widths(pieces)),
                     tuple([k == 0 and i > 0 for i, parts in enumerate(words) for k in range(len(parts))]),
                     tuple([kind for parts in words for _, kind in parts]), count, hyphenate == CENTRED, titles, whole,
                     priced)


def _inside_pieces(words, inside: list[int]) -> list[int]:
    """The pieces (of all `words`' pieces) after which a hyphenation point is inside a compound's
    part: `inside` holds each such word's index, then its points' as -1 - k (k: the point's place
    among the word's)."""
    starts = [0]
    for parts in words:
        starts.append(starts[-1] + len(parts))
    found = []
    word = 0
    for entry in inside:
        if entry >= 0:
            word = entry
        else:
            found.append(starts[word] + (-1 - entry))
    return found


def parting_titles(par: Paragraph) -> Paragraph:
    """`par` with its short titles' spaces (`Paragraph.titles`) breaks at `TITLE_PRICE` (`TITLE`)."""
    breaks = list(par.breaks)
    for k in par.titles:
        breaks[k] = TITLE
    return par._replace(breaks=tuple(breaks))


def _short_openers(tokens, keep: set[int], names: dict[int, int], base: str) -> list[int]:
    """The short first words of a sentence not the text's (`Pacific. The`, `Ende. Der`, of at most
    `SHORT_OPENER` letters) whose following space no rule has a say in: a line ending in one reads
    on into a sentence it barely starts, as one ending in a one-letter word does. Priced as a
    longer name's space (`RUN`): below a line's, so evening moves it to the next line where the
    lines allow, and no text is set smaller nor a line added for it."""
    return [i for i in range(1, len(tokens) - 1)
            if i not in keep and i not in names and _short_opener(tokens, i, base)]


def _short_opener(tokens, i: int, base: str) -> bool:
    """Whether word `i` (not the text's first) is a sentence's short first word (`_short_openers`)."""
    token = tokens[i]
    if i == 0 or len(token) > SHORT_OPENER + 2 or token.islower():
        return False
    lead, core, trail = _parts(token)
    return (not trail and core.isalpha() and len(core) <= SHORT_OPENER and core[0].isupper()
            and _starts_sentence(tokens, i, base))


def _suspended_parts(tokens, keep: set[int], base: str) -> list[int]:
    """The first parts of compounds whose second part is left out (`Nord- und Mittelamerika`,
    `Vor- und Nachname`, `pre- and post-war`) before the word that joins them: a line ending in
    `Nord-` reads as a word hyphenated there, `Nord-` / `und`. Priced as a German name's space
    (`NAME`): moved where about as even lines allow."""
    joins = _SUSPENDED_JOINS.get(base)
    if not joins:
        return []
    return [i for i in range(len(tokens) - 1)
            if i not in keep and tokens[i + 1] in joins and tokens[i][-1:] == "-" and tokens[i][-2:-1].isalpha()]


def _month_years(tokens, keep: set[int], language: str) -> list[int]:
    """The words that are a month's name followed by a year (`July 1969`, `Oktober 1990`): a line
    that parts a date there starts with a number that reads as a new thought. Priced as a German
    name's space (`NAME`), so a date is kept whole where about as even lines allow; DIN 5008 lets
    a date part there where nothing else fits, so this is no rule that shrinks a text."""
    return [i for i in range(len(tokens) - 1)
            if i not in keep and tokens[i + 1][:1].isdigit()
            and _month_year(tokens[i], tokens[i + 1], language)]


def _month_year(token: str, after: str, language: str) -> bool:
    """Whether `token` is a month's name (nothing after it) and `after` a year of up to four
    digits (what follows it may end a clause: `1969,`, `1990.`)."""
    lead, core, trail = _parts(token)
    year = _parts(after)
    return (not trail and not year[0] and year[1].isdigit() and len(year[1]) <= 4
            and core in place_names.months(language))


def _explicit_pieces(token: str) -> list[tuple[str, int]]:
    """A word with hyphens, slashes or soft hyphens in pieces that end at them."""
    parts: list[tuple[str, int]] = []
    for part in _PIECES.findall(token):
        kind = HYPHEN if part.endswith(SOFT_HYPHEN) else EXPLICIT
        part = part.replace(SOFT_HYPHEN, "")
        if part:  # (a soft hyphen alone, or at a word's start, breaks nothing)
            before = _parts(parts[-1][0])[1] if parts else ""
            if parts and parts[-1][1] == EXPLICIT and (part[0].isdigit() or len(before) < 2
                                                       or any(c.isdigit() for c in before)):
                # `X-15`, `X-rays`, `G-Schlüssel`, `24-hour`: no line starts or ends so (a number
                # stays with its unit)
                parts[-1] = (parts[-1][0], NONE)
            elif parts and parts[-1][1] == EXPLICIT and parts[-1][0][-1] == "-" and len(before) <= SHORTEST_BEFORE:
                parts[-1] = (parts[-1][0], HELD)  # (`US-` / `Präsident`: only where nothing else fits)
            parts.append((part, kind))
    return parts


def _hyphenated_given_name(tokens, i: int, nouns: bool) -> bool:
    """Whether word `i` is a hyphenated given name before a surname (`Frank-Walter Steinmeier`,
    `Jean-Paul Sartre`, `Karl-Theodor zu Guttenberg`): two capitalised parts of letters, and a
    capitalised word after it (after `von`, `zu` or `vom`, too). Its hyphen breaks, with a price.
    Where every noun is capitalised, not after a determiner (or one and an inflected adjective):
    a given name seldom follows one, a compound noun does (`der Internet-Länderkennung
    Deutschlands`, `eine Ost-West Verbindung`)."""
    lead, core, trail = _parts(tokens[i])
    given = core.split("-")
    if trail or len(given) != 2 or not all(len(part) > 1 and part.isalpha() and part.istitle() for part in given):
        return False
    if nouns and _compound_after_determiner(tokens, i):
        return False
    after = i + 1
    if after + 1 < len(tokens) and tokens[after] in _NAME_VON:
        after += 1
    return after < len(tokens) and _capital_word(_parts(tokens[after])[1] or "-")


def _compound_after_determiner(tokens, i: int) -> bool:
    """German: whether a determiner (`der`, `einer`, `seiner`), or one and a lowercase inflected
    adjective (`die erste`), stand before word `i`. (A capitalised word before it is a noun, a
    title before a name: `der Kanzler Frank-Walter Steinmeier`.)"""
    word = _determiner_word(tokens, i - 1)
    if word is None and i > 1:
        adjective = _lowercase_word(tokens[i - 1])
        if adjective and adjective.endswith(("e", "en", "er", "es", "em")):
            word = _determiner_word(tokens, i - 2)
    return word is not None


def _determiner_word(tokens, j: int) -> str | None:
    """Word `j` if it is a German determiner (lowercase, or capitalised as a text's first word)."""
    if j < 0:
        return None
    word = _lowercase_word(tokens[j]) or (_parts(tokens[j])[1].lower() if j == 0 else None)
    return word if word and (word in _GERMAN_DETERMINERS or word.startswith(_GERMAN_DETERMINER_STEMS)) else None


_NO_BREAK_SPACES = re.compile("[\u00a0\u2007\u202f]")


@lru_cache(maxsize=8192)
def _parts(token: str) -> tuple[str, str, str]:
    """What stands before a word's letters, the letters (and what is between them), and what
    follows them: `„Haus,` -> (`„`, `Haus`, `,`)."""
    return _CORE.fullmatch(token).groups()


def _starts_sentence(tokens, i: int, base: str) -> bool:
    """Whether word `i` starts a sentence: the first word, or the first after one that ends one
    (`_ends_sentence`)."""
    for j in range(i - 1, -1, -1):
        lead, core, trail = _parts(tokens[j])
        if core:
            return _ends_sentence(core, trail, tokens[i], base)
    return True  # (before it only dashes or quote marks)


def _ends_sentence(core: str, trail: str, after: str, base: str) -> bool:
    """Whether a word (its letters and what follows them) ends a sentence, `after` the word after
    it: a word ending in . ! ? : or …, but not in a comma or semicolon after them (`etc.,`), nor a
    dot that is an abbreviation's: an initial or the language's abbreviations (`J. K. Rowling`,
    `z. B. Paris`, `Dr. Watson`) unless a sentence's common first word follows (`Vitamin C. The`,
    `Vitamin C. Die`: `_opens_sentence`), never one that leads to what follows (`e.g.`, `z.B.`,
    `bzw.`), and one that may close a sentence too (`etc.`, `usw.`) only when a capital follows
    (in German, where nouns have one, a sentence's common first word), and one of letters with
    dots between (`U.S.`, `p.m.`) only before a sentence's common first word."""
    if _ENDS_SENTENCE.isdisjoint(trail) or trail[-1] in ",;":
        return False
    if not trail.startswith(".") or not _ENDS_SENTENCE.isdisjoint(trail[1:]):
        return True  # (`?`, `!`, `…`, `:`, or a dot and one of them)
    if core in _leading(base):
        return False
    if core in _closing(base):
        return _opens_sentence(after, base) if base in _NOUNS_CAPITALISED else _capitalised(after)
    if _abbreviation(core, trail, base):
        return _opens_sentence(after, base)
    if "." in core and _DOTTED.fullmatch(core):  # (`U.S. Army`, `5 p.m. Berlin`, but `in the U.S. The`)
        return _opens_sentence(after, base) if base in _SENTENCE_OPENERS else _capitalised(after)
    return True


def _abbreviation(core: str, trail: str, base: str) -> bool:
    """Whether a word (its letters and what follows them) is an initial or one of the language's
    abbreviations kept with the word after them, its dot most often no sentence end (`K.`, `z.`,
    `Dr.`, `ca.`; not `etc.`, which often is one, nor `e.g.`: `_ends_sentence`)."""
    if not trail.startswith(".") or not _ENDS_SENTENCE.isdisjoint(trail[1:]):
        return False
    return (len(core) == 1 and core.isalpha()) or core in _known(base)


def _opens_sentence(token: str, base: str) -> bool:
    """Whether a word is capitalised and one of the language's common words a sentence starts
    with (`The`, `It`, `Die`, `Wie`), never a name: after one, a lone capital or an abbreviation
    ends a sentence (`Vitamin C. The`; but `John F. Kennedy`). Not a letter and a dot (`J. A. Smith`)."""
    lead, core, trail = _parts(token)
    return (core[:1].isupper() and core.lower() in _SENTENCE_OPENERS.get(base, ())
            and not (len(core) == 1 and trail.startswith(".")))


@lru_cache(maxsize=64)
def _leading(base: str) -> frozenset[str]:
    return _LEADING[""] | _LEADING.get(base, frozenset())


@lru_cache(maxsize=64)
def _closing(base: str) -> frozenset[str]:
    return _CLOSING_ABBREVIATIONS[""] | _CLOSING_ABBREVIATIONS.get(base, frozenset())


@lru_cache(maxsize=64)
def _known(base: str) -> frozenset[str]:
    """The abbreviations (without their dot) kept with the word after them in a language."""
    return _TITLES[""] | _TITLES.get(base, frozenset()) | _ABBREVIATIONS[""] | _ABBREVIATIONS.get(base, frozenset())


@lru_cache(maxsize=64)
def _titles(base: str) -> frozenset[str]:
    return _TITLES[""] | _TITLES.get(base, frozenset())


def _abbreviation_keeps(tokens, base: str) -> set[int]:
    """The words an abbreviation, an initial or a sign is kept with: the parts of an abbreviation
    of several (`z. B.`, `d. h.`, `u. a.`, `n. Chr.`, `i. e.`), an initial and what follows it
    (`J. K. Rowling`, `S. 12`), a known abbreviation (`ca. 5 km`, `Dr. Watson`), `§ 3`. (The last
    part of an abbreviation of several is not kept with the word after it: `z. B. / Paris`.)"""
    keep = set()
    known = _known(base)
    for i in range(len(tokens) - 1):
        token = tokens[i]
        if token in _SIGNS:
            keep.add(i)
            continue
        if token == "et" and _parts(tokens[i + 1])[1:] == ("al", "."):
            keep.add(i)  # `et al.`: one abbreviation of two words
            continue
        if "." not in token:
            continue
        lead, core, trail = _parts(token)
        if not _abbreviation(core, trail, base) or _opens_sentence(tokens[i + 1], base):
            continue  # (`Vitamin C. The`: a sentence ends there)
        after = _parts(tokens[i + 1])
        if len(core) > 1:
            keep.add(i)  # `ca.`, `Dr.`
        elif core.islower():
            if _part_of_abbreviation(after):
                keep.add(i)  # `z.` before `B.`, `n.` before `Chr.`
        elif not (i and _lowercase_initial(tokens[i - 1])) and (after[1][:1].isupper() or after[1][:1].isdigit()):
            keep.add(i)  # an initial before a name or another initial; `S. 12`
    return keep


def _part_of_abbreviation(parts: tuple[str, str, str]) -> bool:
    """Whether a word continues an abbreviation of several parts: a few letters and a dot (`B.`, `Chr.`)."""
    lead, core, trail = parts
    return not lead and 0 < len(core) <= 4 and core.isalpha() and trail.startswith(".")


def _lowercase_initial(token: str) -> bool:
    """`z.`, `u.`: the first part of an abbreviation of several."""
    return len(token) == 2 and token[1] == "." and token[0].isalpha() and token[0].islower()


def _after_title(tokens, i: int, base: str) -> bool:
    """Whether word `i` follows an initial or a title (`K. Rowling`, `Dr. Watson`): a name."""
    if i == 0:
        return False
    lead, core, trail = _parts(tokens[i - 1])
    return (trail == "." and ((len(core) == 1 and core.isupper()) or core in _titles(base))
            and not (i > 1 and _lowercase_initial(tokens[i - 2])) and not _opens_sentence(tokens[i], base))


def _capitalised(token: str) -> bool:
    """Whether a word starts with a capital (after no quote or bracket)."""
    return token[0].isupper()


def _rules(tokens, base: str) -> tuple[set[int], dict[int, int]]:
    """The words of short titles (`_in_titles`), and the words whose following space is a `NAME`
    (German: `_adjective_names`) or `RUN` break (longer runs of capitalised words taken for names)."""
    nouns = base in _NOUNS_CAPITALISED
    titled = _in_titles(tokens)
    names: dict[int, int] = {}
    for first, last, particles, everyday, soft in _capital_runs(tokens, base, nouns):
        if soft:  # (after a sentence's first word, or it before a name, `Albert Einstein was`, or the whole
            # sentence, `New York City`: `_capital_runs`)
            names.update(dict.fromkeys(range(first, last), soft))
        elif (particles or not nouns) and last - first < _TITLE_WORDS and not everyday:
            titled.update(range(first, last + 1))
        else:  # (`Johann Sebastian Bach`, `President of the United States`: kept softly)
            names.update(dict.fromkeys(range(first, last), RUN))
            if everyday:  # (`Otto von Bismarck`: its `von` priced as a German name's space)
                names.update({m: NAME for m in range(first, last)
                              if tokens[m] in _PARTICLES or tokens[m + 1] in _PARTICLES})
            elif nouns and not particles and _title_and_given_names(tokens, first, last - 1):
                # (`vom Tischler Ole Kirk Christiansen`, `Sein Held Winston Smith`: a title, then a
                # person's given names and surname, whose spaces are priced as a German name's; the
                # title's is any space)
                del names[first]
                names.update(dict.fromkeys(range(first + 1, last), NAME))
    if base == "de":
        names.update(dict.fromkeys(_adjective_names(tokens), NAME))
    return titled, names


def _in_titles(tokens) -> set[int]:
    """Which words are part of a short title in quotes: a quoted span of 2 to `_TITLE_WORDS` words."""
    titled: set[int] = set()
    count = len(tokens)
    for i in [i for i, token in enumerate(tokens) if token[0] in _OPENING]:
        for j in range(i + 1, min(i + _TITLE_WORDS, count)):
            lead, _, trail = _parts(tokens[j])
            trail = trail.rstrip(_SENTENCE_END + ",;)")
            if trail and trail[0] in _CLOSING:
                titled.update(range(i, j + 1))
                break
            if trail or lead:  # punctuation or a quote inside: not a title
                break
    return titled


def _capital_word(token: str) -> bool:
    """Whether a word is capitalised as a name's word is: not one letter (`I`, `A`), nor a compound
    whose last part is lowercase (`_lowercase_compound`)."""
    return token[0].isupper() and len(token) > 1 and not ("-" in token and _lowercase_compound(token))


def _lowercase_compound(token: str) -> bool:
    """Whether a word's part after its last hyphen starts in a small letter (`Canadian-born`,
    `French-speaking`, `X-rays`, German `UNESCO-geschützte`): an adjective or a noun that its first
    part's capital does not make a name's word, as it would `Jean-Paul`, `Coca-Cola`,
    `Stratford-upon-Avon` or `Nineteen Eighty-Four`. A number written so is one still (`the
    Ninety-five Theses`, `Twenty-first Century`): a number is capitalised only in a title."""
    at = token.rfind("-")
    return at > 0 and token[at + 1:at + 2].islower() and not _NUMBER_WORD.fullmatch(_parts(token)[1].lower())


# English numbers of tens and units (`Ninety-five`, `Twenty-first`).
_NUMBER_WORD = re.compile("(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(?:one|two|three|four|five|six"
                          "|seven|eight|nine|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)")


def _capital_runs(tokens, base: str, nouns: bool) -> list[tuple[int, int, bool, bool, int]]:
    """The names among runs of capitalised words parted by no punctuation, and by at most
    `_MOST_PARTICLES` particles in a row (`Tour de France`): (first word, last word, whether
    particles are in it, whether one of them is an everyday word of the language, the break its
    spaces are where it is kept softly: `RUN`, as a longer name, `NAME`, or else 0). Where capitals
    mark names, a run of 2 to `_TITLE_WORDS` capitalised words after a sentence's first (which may
    still be the name's: then kept softly, `Albert Einstein was`; not a common first word, `Which
    Canadian`), and one that is its whole sentence, first word and all (`New York City`; priced as
    a name, `NAME`, where the paragraph has more, `Capital: New York`); in German (`nouns`), a run with a
    particle not German (`Francisco de Orellana`), or of `_NOUN_NAME_WORDS` capitalised words
    after the sentence's first. A particle that is an everyday word joins a name only in a whole
    paragraph (`_whole_name`) or, in German, after given names (`_german_von_name`: `war Otto von
    Bismarck`; not `Hauptstadt von Frankreich`)."""
    runs = []
    count = len(tokens)
    native = _NATIVE_PARTICLES.get(base, frozenset())
    i = 0
    while i < count:
        if not _capital_word(tokens[i]):
            i += 1
            continue
        first = j = i
        capitals = 1
        particles = everyday = whole = False
        while not _parts(tokens[j])[2]:
            k = j + 1
            while k < count and k - j <= _MOST_PARTICLES and tokens[k] in _PARTICLES:
                if tokens[k] in native and (nouns or (j == first and _starts_sentence(tokens, first, base))):
                    # (`Hauptstadt von Frankreich`; `Most of Europe`, but `The Bank of England`)
                    if _whole_name(tokens, first, k):
                        whole = True  # (`Joan of Arc`, `Otto von Bismarck`: an answer)
                    elif nouns and _german_von_name(tokens, first, j, k):
                        everyday = True  # (`war Otto von Bismarck`)
                    else:
                        break
                k += 1
            if k < count and _capital_word(tokens[k]):
                particles = particles or k > j + 1
                capitals += 1
                j = k
            else:
                break
        i = j + 1
        everyday = everyday and particles
        soft = 0
        if (nouns and j > first and tokens[first + 1] not in _PARTICLES and _starts_sentence(tokens, first, base)
                and not whole and not (everyday and not _opens_sentence(tokens[first], base))):
            first += 1  # (`Die Tour de France`; not `Carl Maria von Weber`, `Der Kaufmann von Venedig`)
            capitals -= 1
        elif (not nouns and j > first and tokens[first + 1] not in _PARTICLES and _starts_sentence(tokens, first, base)
              and _whole_sentence(tokens, first, j, base)):
            # A run that is its whole sentence in a longer text (`Only the Pacific. The Mediterranean
            # Sea.`, `Capital: New York`) is a name parted at a price (`NAME`), not a title: kept, it
            # set the whole text smaller wherever the box was narrower than the run, though parting
            # it fits the text larger. One that is the whole paragraph (an answer, `New York City`)
            # is display text, a title kept whole as its size allows.
            soft = NAME if first or j < count - 1 else 0
        elif (not nouns and j > first and tokens[first + 1] not in _PARTICLES and _starts_sentence(tokens, first, base)):
            # A sentence's first word is capitalised whatever it is (`Which Canadian physical`, `The
            # Beatles`): no title's word, unless a particle follows it (`Leonardo da Vinci`) or the run
            # is its whole sentence (`New York`, `Capital: New York`). One of the language's common first
            # words is none of a name; another may be (`Albert Einstein was`): kept softly, as a
            # longer name is, so no text is set smaller nor a line added for it. And the rest is kept
            # no harder than the whole was: a run too long for a title with its first word is kept
            # softly without it (`The St Bartholomew's Day massacre`, `No Hall Pass Bonus`).
            if not _opens_sentence(tokens[first], base):
                runs.append((first, first + 1, False, False, RUN))
            soft = RUN if capitals > _TITLE_WORDS or j - first >= _TITLE_WORDS else 0
            first += 1
            capitals -= 1
        if (nouns or particles) and ((first and tokens[first - 1][0] in _OPENING_SET)
                                     or not _CLOSING_SET.isdisjoint(_parts(tokens[j])[2])):
            continue  # (the end of a quoted title: `„My Heart Will Go On“`, `“The Dark Side of the Moon”`)
        if nouns and not particles:
            if capitals in _NOUN_NAME_WORDS:
                runs.append((first, j, False, False, False))
        elif 2 <= capitals <= (max(_NOUN_NAME_WORDS) if everyday else _TITLE_WORDS):
            runs.append((first, j, particles, everyday, soft))
    return runs


def _whole_name(tokens, first: int, k: int) -> bool:
    """Whether the run of capitalised words from `first`, particle `k` and the capitalised word
    after it (or after `k`'s next particle) make up the whole paragraph, and it is no sentence:
    a name (`Joan of Arc`, `Karl der Große`, `Otto von Bismarck`: an answer, a caption), though
    its particle is an everyday word of the language."""
    end = k
    while end < len(tokens) and tokens[end] in _PARTICLES:
        end += 1
    return (first == 0 and end == len(tokens) - 1 and _capital_word(tokens[end])
            and _ENDS_SENTENCE.isdisjoint(_parts(tokens[end])[2]))


def _whole_sentence(tokens, first: int, j: int, base: str) -> bool:
    """Whether the run of capitalised words `first`..`j`, `first` starting a sentence, is the whole
    of it: `j` ends the paragraph or the sentence (`New York.`, an answer `New York City`, `Capital:
    New York`). Such a run's capitals are not the sentence's doing."""
    if j == len(tokens) - 1:
        return True
    lead, core, trail = _parts(tokens[j])
    return bool(trail) and _ends_sentence(core, trail, tokens[j + 1], base)


def _german_von_name(tokens, first: int, j: int, k: int) -> bool:
    """German, where `von` follows a noun as often as a given name (`Hauptstadt von Frankreich`):
    whether particle `k` after the run of capitalised words `first`..`j` is a name's `von`, `zu`,
    `vom` (or `der` after `von`) after given names: within a sentence with no determiner or
    adjective before them (`_given_name`: `war Otto von Bismarck`, `schrieb Carl Maria von Weber`;
    not `trennt Europa von Afrika`), at a sentence's start two of them (`Carl Maria von Weber
    schrieb`; not `Teile von Europa`), or after three capitalised words, a run that is a name
    anyway (`der Dichter Johann Wolfgang von Goethe`), or after a determiner's noun, a title
    (`_title_and_given_names`: `der Kanzler Otto von Bismarck`). Such a name is kept as a German
    name is (`NAME` at `von`, `RUN` elsewhere: `_rules`)."""
    word = tokens[k]
    if not (word in _NAME_VON or (word in _NAME_VON_ARTICLES and tokens[k - 1] == "von")):
        return False
    if _title_and_given_names(tokens, first, j):
        return True
    if not _starts_sentence(tokens, first, "de"):
        return _given_name(tokens, first) or j - first >= 2  # (`der Dichter Johann Wolfgang von Goethe`)
    return j > first and not _opens_sentence(tokens[first], "de")


def _title_and_given_names(tokens, first: int, j: int) -> bool:
    """German: whether the run of capitalised words `first`..`j` before `von` is a title, the noun
    of a determiner (after an adjective, or at a sentence's start the determiner itself: `der
    Kanzler`, `dem ersten Kanzler`, `Der Kanzler`), and then given names (`Otto`: `der Kanzler Otto
    von Bismarck`). After a determiner's noun a capitalised word is as often a genitive (`dem Ende
    Westroms von Konstantinopel`, `die Hauptstadt Frankreichs von`), so none may end in -s (`Hans`
    and `Klaus` are missed) or be a place. (`_given_name` looks at a run's first word only, here the
    title.)"""
    if tokens[first].lower() in _GERMAN_DETERMINERS:
        first += 1  # (`Der Kanzler Otto von Bismarck` at a sentence's start)
    elif not _after_determiner(tokens, first):
        return False
    given = [_parts(tokens[m])[1] for m in range(first + 1, j + 1)]
    return bool(given) and not any(name.endswith("s") or place_names.is_place(name, "de") for name in given)


def _after_determiner(tokens, i: int) -> bool:
    """German: whether a determiner, or one and an inflected adjective, stand before word `i`
    (`der Kanzler`, `dem ersten Kanzler`, `Der preußische Kanzler`)."""
    before = tokens[i - 1].lower() if i else ""
    if before in _GERMAN_DETERMINERS:
        return True
    return (i > 1 and before.isalpha() and before.endswith(("e", "en", "er", "es", "em"))
            and tokens[i - 2].lower() in _GERMAN_DETERMINERS)


def _given_name(tokens, i: int) -> bool:
    """German: whether capitalised word `i` before `von` is taken for a given name (`war Otto von
    Bismarck`, `hatte Otto von Bismarck`) rather than a noun (`die Hauptstadt von`, `chemische
    Formel von`, `die erste Stadt von`, `beim Übergang von`, `von Grün zu Gelb`): no determiner,
    inflected adjective or particle before it (a word in -e only after a determiner: else a verb,
    `hatte`, `wurde`), and not a place (`trennt Europa von Afrika`)."""
    word = _lowercase_word(tokens[i - 1])
    if word is None or word in _GERMAN_DETERMINERS or word in _PARTICLES or word.startswith(_GERMAN_DETERMINER_STEMS):
        return False
    if word.endswith(("en", "er", "es", "em")) and word not in _GERMAN_NOT_INFLECTED:
        return False  # (`chemischen Symbols von`)
    if word.endswith("e") and i > 1:
        before = _lowercase_word(tokens[i - 2])
        if before is not None and (before in _GERMAN_DETERMINERS or before.startswith(_GERMAN_DETERMINER_STEMS)):
            return False  # (`die chemische Formel von`)
    return not place_names.is_place(_parts(tokens[i])[1], "de")


def _lowercase_word(token: str) -> str | None:
    """A word's letters if it is a lowercase word with nothing after them, else None."""
    lead, core, trail = _parts(token)
    return core if core.islower() and not trail else None


_NUMBER_STARTS = "0123456789([+-\u2212\u00b1~\u2248$\u20ac\u00a3"


def _keeps(tokens, titled: set[int], base: str) -> set[int]:
    """The words whose following space a rule keeps (no break there)."""
    return _rule_keeps(tokens, base) | _title_keeps(tokens, titled)


def _title_keeps(tokens, titled: set[int]) -> set[int]:
    """The words of short titles (`titled`) whose following space is inside the title."""
    return {i for i in titled if i + 1 in titled and not _parts(tokens[i])[2]}


def _rule_keeps(tokens, base: str) -> set[int]:
    """`_keeps` but for short titles' spaces."""
    ordinals = base in _ORDINAL_DOTS
    keep = _abbreviation_keeps(tokens, base)
    last = len(tokens) - 1
    for i in [i for i, token in enumerate(tokens) if token[0] in _NUMBER_STARTS or len(token) <= 2]:
        token = tokens[i]
        if i == last:
            break
        if _in_sum(token, tokens[i + 1]):
            keep.add(i)  # an operator and the number after it (`10 − 3 = 7`)
        elif token[0] in _NUMBER_STARTS and _counts(tokens, i, base, ordinals):
            keep.add(i)  # a number and the word that counts it (`54 Quadratzentimeter`, `10 %`, `21. Juli`)
        elif _one_letter_word(token):
            keep.add(i)  # never after a one-letter word (`a`, `“A`, `(D`)
    if last > 0 and _one_character(tokens[last]):
        keep.add(last - 1)  # no last line of one character (`Vitamin C`, `Terminal 5`)
    keep.update(i for i in range(last)
                if tokens[i + 1][0] in _SUFFIX_STARTS and _before_name_suffix(tokens[i], tokens[i + 1]))
    return keep


def _counts(tokens, i: int, base: str, ordinals: bool) -> bool:
    """Whether word `i` is a number (or, where the language writes them, an ordinal) kept with the
    word after it, which it counts (`54 Quadratmeter`, `3 km`, `21. Juli`): not where that word is
    one of the language's small words a sentence may start with, in lowercase (an article,
    pronoun, preposition, conjunction, auxiliary: `von 1969 wurde`, `in 1911 by`), which no number
    counts, so the line may end after the number as after any word. Kept still before a small
    word that joins it to another number (`1837 to 1901`, `0 und 1`: as a range `1837–1901` is
    one word) and before a partitive (`18 of them`)."""
    token = tokens[i]
    if not (_NUMBER.fullmatch(token) or (ordinals and _ORDINAL.fullmatch(token))):
        return False
    after = tokens[i + 1]
    if not after.islower() or after in _PARTITIVES.get(base, ()):
        return True
    if after not in _SENTENCE_OPENERS.get(base, ()):
        return True  # (a unit, a noun, or a small word with a mark after it: `1911,`)
    joined = tokens[i + 2] if i + 2 < len(tokens) else ""
    return joined[:1] in _NUMBER_STARTS and _NUMBER.match(joined) is not None


def _before_name_suffix(token: str, after: str) -> bool:
    """Whether `after` is a name's suffix after a capitalised word (`King Jr.`, `King, Jr.`,
    `Ludwig II.`): no line starts with the suffix."""
    core = _parts(token)[1]
    return bool(core) and _capital_word(core) and _NAME_SUFFIX.fullmatch(_parts(after)[1]) is not None


# Operators of a sum (`typography` sets `10 - 3 = 7` as `10\u00a0− 3 = 7`).
_SUM_OPERATORS = frozenset("\u2212+\u00d7\u00f7=<>\u2264\u2265\u2260\u2248")


def _in_sum(token: str, after: str) -> bool:
    """Whether a word is an operator of a sum, alone or after a no-break space (`=`, `10\u00a0−`),
    and a number, a letter (`x`) or `?` follows it, or a word starting with a digit is followed by
    such an operator (`3x +`): a sum is parted only where nothing else fits, so no line ends in
    `10 −` with `3 = 7` on the next, nor starts with `+ 7 = 22`."""
    if after in _SUM_OPERATORS:
        return token[0].isdigit()
    if token[-1] not in _SUM_OPERATORS or (len(token) > 1 and token[-2] not in "\u00a0\u202f"):
        return False
    return after[0].isdigit() or after[0] in "\u2212-(?" or (len(after) == 1 and after.islower())


def _adjective_names(tokens) -> set[int]:
    """German: the words that are a name's capitalised adjective before its noun (`der Rote
    Planet`, `den Vereinigten Staaten`), the space after them a `NAME` break; not at a sentence
    start, where every word is capitalised. (After a ruler's name, `als Katharina die Große
    Russland regierte`, the next noun is taken into the name: as the price is small, so is the
    harm, and telling it from `auf Polen der Zweite Weltkrieg` would take knowing the names.)"""
    names = set()
    for i in range(len(tokens) - 1):
        token = tokens[i]
        if not token[0].isupper():
            continue
        lead, core, trail = _parts(token)
        if lead or trail or core == "Alter" or not _NAME_ADJECTIVE.fullmatch(core.lower()):
            continue
        after = tokens[i + 1]
        if after[0].isupper() and not _starts_sentence(tokens, i, "de"):
            names.add(i)
    return names


def _one_letter_word(token: str) -> bool:
    """Whether a word is one letter, alone or after an opening quotation mark or bracket (`a`,
    `“A`, `(D`): no line ends in it. Not one a mark closes (`“A”`, a letter named)."""
    return token[-1:].isalpha() and (len(token) == 1 or (len(token) == 2 and token[0] in _OPENS_LETTER))


def _one_character(token: str) -> bool:
    """Whether a word is one letter or digit, with what stands before and after it (`C.`, `(5)`)."""
    core = _parts(token)[1]
    return len(core) == 1 and core.isalnum()


def _hyphenable(core: str, i: int, tokens, nouns: bool, language: str, base: str) -> bool:
    if len(core) < hyphenation.MIN_WORD or not core.isalpha():
        return False
    if core.islower():
        return True
    if core.isupper() or not core[1:].islower():
        return False  # `NATO`, a word to spell, `iPhone`
    start = _starts_sentence(tokens, i, base)
    if not nouns and not start:
        return False  # a capitalised word not at a sentence start: a name (the names of places not looked up)
    if place_names.is_place(core, language):
        return False  # `Amerika`, `Australia` at a sentence's start
    if not nouns:
        return True
    # German: a name is told only by the capitalised words beside it (a sentence's first word,
    # capitalised anyway, does not count), or by an initial or a title before it (`K. Rowling`)
    before = i > 0 and _capitalised(tokens[i - 1]) and not _parts(tokens[i - 1])[2] and not _starts_sentence(
        tokens, i - 1, base) and not _lowercase_compound(tokens[i - 1])  # (`UNESCO-geschützte Altstadt`)
    after = i + 1 < len(tokens) and not start and _capitalised(tokens[i + 1]) and not _parts(tokens[i])[2] and (
        not _lowercase_compound(tokens[i + 1]))
    return not (before or after or _after_title(tokens, i, base))


# -- choosing the breaks ------------------------------------------------------------------------

def greedy(par: Paragraph, limit: float, space: float, hyphen: float, strict: bool = True,
           hyphens: bool = True) -> list[int] | None:
    """Where each line ends (piece indices, exclusive), filling each as far as it goes; unless
    `strict`, a `KEEP` space where the line has no other break; at a hyphenation point only if
    `hyphens`. None when a piece (or, if `strict`, a run of pieces `KEEP` spaces join; without
    `hyphens`, a word) is wider than `limit`."""
    widths, glue, breaks = par.widths, par.glue, par.breaks
    n = len(widths)
    ends: list[int] = []
    start = 0
    while start < n:
        used = 0.0
        best = keep = -1
        j = start
        while j < n:
            used += widths[j] + (space if glue[j] and j > start else 0.0)
            if used > limit:
                break
            kind = breaks[j]
            if j == n - 1 or kind == SPACE or kind == NAME or kind == RUN or kind == EXPLICIT or (
                    kind == HYPHEN and hyphens and used + hyphen <= limit) or (kind == HELD and not strict) or (
                    kind == TITLE):
                best = j + 1
            elif kind == KEEP or kind == HELD:
                keep = j + 1
            j += 1
        if best == n:
            ends.append(n)
            break
        if best < 0:
            best = -1 if strict else keep
            if best < 0:
                return None
        ends.append(best)
        start = best
    return ends


def _pull_down(par: Paragraph, ends: list[int], limit: float, space: float) -> list[int] | None:
    """`ends` with the last word of the line before the last moved down to the last, if it fits."""
    widths, glue, breaks = par.widths, par.glue, par.breaks
    n = len(widths)
    start = ends[-3] if len(ends) > 2 else 0
    for b in range(ends[-2] - 1, start, -1):
        if breaks[b - 1] == SPACE or breaks[b - 1] == EXPLICIT:
            if sum(widths[b:]) + space * sum(glue[b + 1:]) > limit:
                return None
            return [*ends[:-2], b, n]
    return None


def acceptable(par: Paragraph, ends: list[int], limit: float, space: float, loose: float) -> bool:
    """Whether greedy `ends` need no evening: no widow, no `KEEP` space broken, and every line but
    the last filled to at least `loose` of the measure."""
    if len(ends) < 2:
        return True
    widths, glue, breaks = par.widths, par.glue, par.breaks
    last = ends[-2]
    if par.words > 2 and not any(glue[last + 1:]):
        return False  # a widow
    start = 0
    for end in ends[:-1]:
        if breaks[end - 1] == KEEP or breaks[end - 1] == NAME or breaks[end - 1] == RUN or breaks[end - 1] == HELD or (
                breaks[end - 1] == TITLE):
            return False
        used = sum(widths[start:end]) + space * sum(glue[start + 1:end])
        if used < loose * limit:
            return False
        start = end
    return True


def _line_ends(breaks, n: int, strict: bool, hyphen: float):
    """The places a line may end, in order, as `even` and `_even_dipped` weigh them: (place,
    whether it is the paragraph's end, the break's kind, the hyphen's width a line ending there
    adds)."""
    for p in range(1, n):
        kind = breaks[p - 1]
        if kind == NONE or (strict and (kind == KEEP or kind == HELD)):
            continue
        yield p, False, kind, hyphen if kind == HYPHEN else 0.0
    if n:
        yield n, True, breaks[n - 1], 0.0


def even(par: Paragraph, limit: float, space: float, hyphen: float, strict: bool = True,
         most: int = 0) -> list[int] | None:
    """Where each line ends for the most even lines (see the module's doc); a `KEEP` space only
    unless `strict`; in at most `most` lines, if given and there are such breaks. None when no
    breaks make lines no wider than `limit`.

    (A shortest path over the places a line may end; the lines that may end at a place are found by
    bisection, as a line's start moves right with the place it may start at.)"""
    widths, glue, breaks, pieces, inside = par.widths, par.glue, par.breaks, par.pieces, par.inside
    n = len(widths)
    at = [0.0] * (n + 1)  # width from the paragraph's start to each piece's start, spaces included
    begin = [0.0] * (n + 1)  # where a line starting at each piece starts (its space dropped)
    word_starts = [0] * (n + 1)  # pieces that start a word, before each position
    for k in range(n):
        gap = space if glue[k] else 0.0
        begin[k] = at[k] + gap
        at[k + 1] = begin[k] + widths[k]
        word_starts[k + 1] = word_starts[k] + glue[k]
    several_words = par.words > 2
    scale = RAGGED / (limit * limit)
    starts = [0]  # the places a line can start (a line ends just before), in order
    begins = [begin[0]]
    costs = [0.0]
    back = [-1] * (n + 1)
    total = None
    for p, last, kind, extra in _line_ends(breaks, n, strict, hyphen):
        lo = bisect_left(begins, at[p] + extra - limit)
        if lo == len(starts):
            continue  # no line can end here
        best, choice = float("inf"), -1
        if not last:
            free = limit - at[p] - extra  # plus where the line begins: the room it leaves
            for i in range(lo, len(starts)):
                left = free + begins[i]
                cost = costs[i] + scale * left * left
                if cost < best:
                    best, choice = cost, starts[i]
            best += LINE + _break_price(kind)
            if inside and p - 1 in inside:
                best += INSIDE_PRICE
            if choice == p - 1 and len(pieces[choice]) <= 3:
                best += SHORT_LINE
            starts.append(p)
            begins.append(begin[p])
            costs.append(best)
            back[p] = choice
        else:
            for i in range(lo, len(starts)):
                q = starts[i]
                cost = costs[i]
                if q and several_words and word_starts[n] == word_starts[q + 1]:
                    if not glue[q]:
                        cost += 2 * WIDOW  # (the end of a hyphenated word)
                    elif at[n] - begin[q] < RUNT * limit:
                        cost += WIDOW
                if cost < best:
                    best, choice = cost, q
            back[p] = choice
            total = best
    if total is None:
        return None
    ends = []
    p = n
    while p > 0:
        ends.append(p)
        p = back[p]
    ends.reverse()
    if most and len(ends) > most:  # (the most even lines are too many: the most even of as many as fit)
        return _even_without_dips(par, limit, space, hyphen, strict, at, begin, word_starts, most)
    if len(ends) > 2:
        widths = _widths(ends, at, begin, breaks, hyphen)
        if _dips(widths, DIP * limit):
            priced = _even_without_dips(par, limit, space, hyphen, strict, at, begin, word_starts, len(ends))
            # (taken where no line but the last is shorter than the shortest was: a short line moved
            # to the top, `Which` / `ancient painter` for `Which ancient` / `painter`, is none the better)
            if priced is not None and min(_widths(priced, at, begin, breaks, hyphen)[:-1]) >= min(widths[:-1]):
                return priced
    return ends


def _break_price(kind: int) -> float:
    """The price of ending a line at a break of `kind` (as `even` adds it)."""
    return (HYPHEN_PRICE if kind == HYPHEN else EXPLICIT_PRICE if kind == EXPLICIT else KEEP_PRICE
            if kind == KEEP or kind == HELD else NAME_PRICE if kind == NAME else RUN_PRICE if kind == RUN
            else TITLE_PRICE if kind == TITLE else 0.0)


def _line_width(q: int, p: int, at, begin, breaks, hyphen: float) -> float:
    """The width of the line from piece `q` to before piece `p` (a hyphen drawn at its end included)."""
    return at[p] - begin[q] + (hyphen if p < len(breaks) and breaks[p - 1] == HYPHEN else 0.0)


def _widths(ends: list[int], at, begin, breaks, hyphen: float) -> list[float]:
    return [_line_width(q, p, at, begin, breaks, hyphen) for q, p in zip([0, *ends[:-1]], ends)]


def _dips(widths: list[float], depth: float) -> bool:
    """Whether a line (not the first or the last) is shorter than both its neighbours by more than
    `depth`: a short middle line."""
    return any(widths[k] < min(widths[k - 1], widths[k + 1]) - depth for k in range(1, len(widths) - 1))


def _even_without_dips(par: Paragraph, limit: float, space: float, hyphen: float, strict: bool, at, begin,
                       word_starts, most: int) -> list[int] | None:
    """`even`'s breaks with a price (`DIP_PRICE`) on each short middle line (`_dips`), in at most
    `most` lines (those `even` found without it): a shortest path over lines, each with whether it
    is shorter than the line before it by more than `DIP` of the measure, as a line's price then
    depends on the line before and the one after it. Only for the few paragraphs whose evened lines
    have such a line (the price changes nothing for the others). None when none is found."""
    widths, glue, breaks, pieces, inside = par.widths, par.glue, par.breaks, par.pieces, par.inside
    n = len(widths)
    depth = DIP * limit
    scale = RAGGED / (limit * limit)
    several_words = par.words > 2
    # states at a place a line may start: (start of the line ending there, whether it dipped below
    # the line before it) -> (cost, lines, the state before); the paragraph's start is (-1, False)
    states: dict[int, dict[tuple[int, bool], tuple[float, int, tuple | None]]] = {0: {(-1, False): (0.0, 0, None)}}
    best = None
    for p, last, kind, extra in _line_ends(breaks, n, strict, hyphen):
        here: dict[tuple[int, bool], tuple[float, int, tuple | None]] = {}
        for q in sorted(states):
            if q >= p:
                break
            width = at[p] + extra - begin[q]
            if width > limit:
                continue
            if not last:
                left = limit - width
                cost = scale * left * left + LINE + _break_price(kind)
                if inside and p - 1 in inside:
                    cost += INSIDE_PRICE
                if q == p - 1 and len(pieces[q]) <= 3:
                    cost += SHORT_LINE
            else:
                cost = 0.0
                if q and several_words and word_starts[n] == word_starts[q + 1]:
                    if not glue[q]:
                        cost += 2 * WIDOW
                    elif at[n] - begin[q] < RUNT * limit:
                        cost += WIDOW
            for (r, dipped), (before, lines, _) in states[q].items():
                if lines + 1 > most:
                    continue
                total = before + cost
                dips = False
                if r >= 0:  # (the line from `r` to `q` is before this one)
                    previous = _line_width(r, q, at, begin, breaks, hyphen)
                    if dipped and previous < width - depth:
                        total += DIP_PRICE
                    dips = width < previous - depth
                key = (q, dips and not last)
                if key not in here or total < here[key][0]:
                    here[key] = (total, lines + 1, (q, (r, dipped)))
        if not here:
            continue
        if last:
            best = min(here.items(), key=lambda item: (item[1][0], item[0]))
        else:
            states[p] = here
    if best is None:
        return None
    ends = []
    p, entry = n, best[1]
    while p > 0:
        ends.append(p)
        q, key = entry[2]
        p, entry = q, states[q][key]
    ends.reverse()
    return ends


def lines_of(par: Paragraph, ends: list[int]) -> list[str]:
    pieces, glue, breaks = par.pieces, par.glue, par.breaks
    if not pieces:
        return [""]
    lines = []
    start = 0
    for end in ends:
        line = pieces[start] + "".join(" " + pieces[k] if glue[k] else pieces[k] for k in range(start + 1, end))
        if end < len(pieces) and breaks[end - 1] == HYPHEN:
            line += "-"
        lines.append(line)
        start = end
    return lines


LOOSE = 0.6  # a line filled less than this (of the measure) makes greedy lines worth evening


def greedy_will_do(text: str, words: list[str], widths: list[float], counts: list[int], limit: float,
                   space: float, language: str) -> bool:
    """Whether greedy lines of a paragraph of plain words (spaces only), `counts[i]` words on line
    i, are what `set_paragraph` would set, without building its `Paragraph`: `acceptable`, and no
    line ends where a rule keeps the space. (For a text that fits its box at its design size: most
    texts, so this is the common case made cheap.)"""
    if len(counts) < 2:
        return True
    if counts[-1] < 2 and len(words) > 2:
        return False  # a widow
    base = language_base(language)
    keep = names = None
    quoted = not _OPENING_SET.isdisjoint(text)
    at = 0
    for count in counts[:-1]:
        end = at + count  # the first word of the next line
        used = sum(widths[at:end]) + space * (count - 1)
        if used < LOOSE * limit:
            return False
        token = words[end - 1]
        if _in_sum(token, words[end]):
            return False
        if words[end][0] in _SUFFIX_STARTS and _before_name_suffix(token, words[end]):
            return False
        if token[0] in _NUMBER_STARTS and _counts(words, end - 1, base, base in _ORDINAL_DOTS):
            return False
        elif len(token) <= 2 and _one_letter_word(token):
            return False
        elif len(token) <= SHORT_OPENER + 2 and _short_opener(words, end - 1, base):
            return False  # (`Pacific. The` / ...: evening may move it down)
        elif words[end][0].isdigit() and _month_year(token, words[end], language):
            return False  # (`im Juni` / `1944`: evening may keep the date whole)
        elif ("." in token or token in _SIGNS or token in _PARTICLES or words[end] in _PARTICLES or token == "et"
              or ((quoted or (token[0].isupper() and words[end][0].isupper())) and not _parts(token)[2])):
            if keep is None:
                titled, names = _rules(words, base)
                keep = _keeps(words, titled, base)
            if end - 1 in keep or end - 1 in names:
                return False  # a kept space, or a German name that evening may keep whole
        at = end
    return not (counts[-1] == 1 and _one_character(words[-1]))  # (a last line of one character)


def break_paragraph(plain: Paragraph, hyphenated: Callable[[], Paragraph], limit: float, space: float,
                    hyphen: float, room: int, strict: bool = True,
                    titles: bool = False) -> tuple[Paragraph, list[int]] | None:
    """Where the lines of one paragraph end in a measure of `limit` (at 1 pt), and the paragraph
    they are of (`plain`, or `hyphenated()`, the same with its hyphenation points): at most `room`
    lines if it can be done (else the fewest there can be, which the caller finds too many); None
    when a piece alone (or, if `strict`, a run that `KEEP` spaces join) is wider than the measure:
    the rules keep words together unless the text cannot be set at all with them.

    Filling each line as far as it goes settles nearly every text: when that gives one line, or
    lines that fit, with no widow, no kept space broken and none loose (`acceptable`), they are
    taken, and so are they when pulling one word down to the last line makes them so. Only
    otherwise are the text's hyphenation points looked up and the lines evened (`even`). A
    centred paragraph of a title's few words is evened without them while `strict`: where it does
    not fit so, its text is set smaller, and only once no size keeps the rules is it hyphenated.

    With `titles` (and `strict`), a short title's spaces break at a price (`parting_titles`): for
    a size at which no lines keep every title whole, so that a title is parted at the best place
    rather than the text set smaller; evened in at most `room` lines."""
    if not plain.pieces:
        return plain, [0]  # (one empty line)
    if titles:
        plain, whole = parting_titles(plain), hyphenated
        hyphenated = lambda: parting_titles(whole())  # noqa: E731
    ends = greedy(plain, limit, space, hyphen, strict, hyphens=False)
    if ends is not None and len(ends) <= room:
        if len(ends) == 1 or acceptable(plain, ends, limit, space, LOOSE):
            return plain, ends
        pulled = _pull_down(plain, ends, limit, space)  # a widow, most often
        if pulled is not None and acceptable(plain, pulled, limit, space, LOOSE):
            return plain, pulled
    par = hyphenated()
    if strict and par.centred and par.words <= _TITLE_WORDS:
        par = plain  # (a centred title or word: smaller rather than hyphenated)
    fewest = ends if par == plain and HYPHEN not in par.breaks else greedy(par, limit, space, hyphen, strict)
    if fewest is None:
        return None
    if len(fewest) > room:
        return par, fewest
    best = even(par, limit, space, hyphen, strict, room if titles else 0)
    return par, best if best is not None and len(best) <= room else fewest
