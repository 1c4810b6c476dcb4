"""A text that only works on a screen: a link, a picture or a sound, markup, or a placeholder.

Banks imported from quiz sites and apps carry things a printed card cannot: URLs and file names
(`Who's that Pokémon? https://…/025.png`), references to a picture, sound or video (`see the
picture`, `listen to this clip`, `shown above`), HTML or Markdown markup (`<b>`, `&amp;`,
`**bold**`, `[text](url)`), and placeholders nobody filled in (`TBD`, `FIXME`, `{name}`,
`[Name]`, `<country>`, `$1`, `%s`, `[insert year]`; a `TODO` is the `placeholder` rule's, which
reports it once, in every text). Apps that export a bank without its media
leave tags such as `[IMAGE]`, `(see image)` or `[audio]`, and short links without `http`
(`bit.ly/...`, `youtube.com/watch?...`); a bare domain without a path (`Amazon.com`) is a name
and passes. Every printed text of a card is checked (not `source` or `notes`, which are never
printed: `source` is meant to hold a URL); the offending part is quoted. The English and German
wordings of media references are known. `$1` is read as a placeholder unless a word or a number
follows it (`a $1 bill` is money); suppress a rare deliberate case with
`# deckctl: disable=unprintable`.

The texts of every catalog in `locales/` are read too: a translation with the same fault is a
finding at its msgstr line, naming its language and msgctxt (`[de, card-001/front]`); `--fix`
leaves a catalog to its translators.

Passes:

```yaml
- {question: Which Pokémon is yellow and has a lightning-bolt tail?, answer: Pikachu,
   source: "https://bulbapedia.bulbagarden.net/wiki/Pikachu"}
```

Fails (an image link, and markup):

```yaml
- {question: "Who's that Pokémon? https://img.example.com/pokemon/025.png", answer: Pikachu}
- {question: Which element has the symbol <b>Fe</b>?, answer: Iron}
```
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckctl.core.diagnostics import Severity
from deckctl.core.quoted import shortened
from deckctl.lint import translations
from deckctl.lint.texts import card_texts, memo_of

ID = "unprintable"
SEVERITY = Severity.WARNING
PER_CARD = True  # each card judged by itself (deckctl/lint/by_file.py keeps findings per card file)
SKIPPED = frozenset({"id", "source", "notes", "tags"})

_MEDIA = r"(?:picture|image|photo|photograph|illustration|diagram|drawing|video|clip|audio|recording|chart)"
# (what, pattern, what the pattern cannot match without, in lower case: its needles): the first
# match in a text is quoted in the finding. Most texts hold no needle, and looking for plain
# strings is far cheaper than searching for a pattern of alternatives.
_MEDIA_WORDS = ("picture", "image", "photo", "illustration", "diagram", "drawing", "video", "clip", "audio",
                "recording", "chart", "shown", "depicted", "listen", "sound", "map", "bild", "foto", "lied",
                "geräusch")
_FILE_TYPE = r"(?:png|jpe?g|gif|svg|webp|bmp|mp3|wav|ogg|m4a|mp4|mov|avi|webm)"
_FILL_IN = r"(?:insert|add|enter|fill in|placeholder)\b"


class _Gated:
    """A pattern searched only in texts where a cheaper one it cannot match without is found: the
    file-name pattern tries every word of a text, and most texts have a `.`, few a file name."""

    def __init__(self, needed: re.Pattern, full: re.Pattern):
        self.needed, self.full = needed, full

    def search(self, text: str) -> re.Match | None:
        return self.full.search(text) if self.needed.search(text) else None


# A search tries a pattern at every place in a text: a part that can scan on past the next place
# a match could start (`[[[[`, `a-a-a-a`, `${${${`) took time quadratic in the text. So a Markdown
# link's text holds no `[` but one just before `]`, a domain or file name starts only where its
# run of letters, digits, hyphens (and dots) starts, and a `${` or `[insert` placeholder holds no
# other one: each still matches where the text has one (a 1,000-character text took up to 70 ms).
PATTERNS = [
    ("a link", re.compile(r"\bhttps?://\S*[^\s.,;:!?)\]'\"]|\bwww\.[\w-]+\.\S*[^\s.,;:!?)\]'\"]"
                          r"|!?\[(?:[^\[\]\n]|\[(?=\]))+\]\([^)\s]+\)", re.IGNORECASE), ("://", "www.", "](")),
    # a bare domain counts only with a path (`Amazon.com` is a name), so only texts with a `/` are searched
    ("a link", re.compile(r"(?<![\w-])(?<![\w-]\.)(?=[-.]*+\w[\w-]*+\.)(?:[\w-]+\.)++(?:com|org|net|io|ly|be|gl|co|uk|de|fr|tv|me)/"
                          r"\S*[^\s.,;:!?)\]'\"]", re.IGNORECASE), ("/",)),
    ("a file name", _Gated(re.compile(rf"\.{_FILE_TYPE}\b", re.IGNORECASE),
                           re.compile(rf"(?<![\w-])(?=-*+\w)[\w-]++\.{_FILE_TYPE}\b", re.IGNORECASE)), (".",)),
    ("a reference to a picture, sound or video", re.compile(
        rf"\b(?:see|look at|shown in|in|on|from|watch) (?:the|this|that|these) {_MEDIA}s?\b"
        r"|\b(?:pictured|shown|depicted|highlighted|marked|circled|coloured|colored)"
        r" (?:above|below|here|opposite|(?:on|in) (?:the|this) map)\b"
        rf"|\b(?:above|below|following) {_MEDIA}\b"
        r"|\blisten (?:carefully|to (?:this|the|these) (?:clip|sound|song|recording|audio|tune|sample|melody)s?)\b"
        r"|\b(?:this|the following) (?:sound|audio|sound clip|audio clip)\b"
        r"|\b(?:auf|in) (?:dem|diesem) (?:Bild|Foto|Video)\b|\bsiehe (?:Bild|Foto|Abbildung)\b"
        r"|\bhör(?:e|t)? (?:dir |euch )?(?:das|den|dieses|diesen) (?:Lied|Geräusch|Audio|Clip) an\b",
        re.IGNORECASE), _MEDIA_WORDS),
    # (bracketed tags are patterns of their own: one that starts with a bracket is scanned for fast)
    ("a reference to a picture, sound or video", re.compile(
        rf"[\[(](?:see |play |watch |listen to )?(?:the )?(?:{_MEDIA}|img|sound|map)s?(?: \d+)?[\])]",
        re.IGNORECASE), ("[", "(")),
    ("HTML markup", re.compile(r"</?(?:b|i|u|em|strong|br|p|div|span|img|a|sup|sub|small|font|center)\b[^<>]*>"
                               r"|&(?:[a-z]{2,8}|#\d{2,5}|#x[0-9a-f]{2,4});", re.IGNORECASE), ("<", "&")),
    ("Markdown markup", re.compile(r"\*\*[^*\n]+\*\*|__[^_\n]+__|`[^`\n]+`"), ("**", "__", "`")),
    # (no `TODO`: the placeholder rule reports it, in every text, and one finding is enough)
    ("a placeholder", re.compile(
        r"(?-i:\b(?:FIXME|TBD|TBA|XXX)\b)|\{\{?\s*[A-Za-z_][\w.]*\s*\}?\}|\$\{(?:[^}$]|\$(?!\{))*\}|\$[A-Za-z_]\w*"
        r"|\$[1-9](?![\w.,]|\s+[\w$])|%(?:\([a-z_]+\))?[sd]\b"
        rf"|[\[<]{_FILL_IN}(?:[^\]>\[<]|[\[<](?!{_FILL_IN}))*[\]>]"
        r"|\blorem ipsum\b", re.IGNORECASE),
     ("fixme", "tbd", "tba", "xxx", "{", "$", "%", "[", "<", "lorem")),
    ("a placeholder", re.compile(
        r"[\[<](?:name|first name|country|city|year|date|number|person|team|player|title|blank|answer|word)[\]>]",
        re.IGNORECASE), ("[", "<")),
]

_NEEDLES = tuple((need, i) for i, (_, _, needs) in enumerate(PATTERNS) for need in needs)  # (one flat loop)
# Whether a piece holds any needle at all, in one search: most hold none (a deck's words are
# looked up one by one, and a test per needle took most of this rule's time).
_ANY_NEEDLE = re.compile("|".join(re.escape(need) for need, _ in _NEEDLES))
_NO_GUARDS: frozenset[int] = frozenset()


def _guards_in(chunk: str) -> frozenset[int]:
    """The patterns (their places in PATTERNS) one of whose needles is in `chunk` in lower case."""
    chunk = chunk.lower()
    if _ANY_NEEDLE.search(chunk) is None:
        return _NO_GUARDS
    return frozenset([i for need, i in _NEEDLES if need in chunk])


def offending(text: str, guards_in: Callable[[str], frozenset[int]] = _guards_in) -> tuple[str, str] | None:
    """(what, the offending part) of the first thing in `text` a printed card cannot carry.
    No needle holds a space, so the needles in a text are those in its pieces between spaces (no
    character gains or loses a space in lower case); a deck repeats its words, and `check`
    passes `guards_in` remembering each piece's answer."""
    pieces = text.split()
    if not any(map(guards_in, pieces)):  # (nearly every text)
        return None
    hit = set().union(*map(guards_in, pieces))
    for i, (what, pattern, _) in enumerate(PATTERNS):
        if i in hit:
            match = pattern.search(text)
            if match:
                return what, match.group()
    return None


def _in_cards(deck):
    guards_in = memo_of(deck, _guards_in).__getitem__
    for ref, path, text in card_texts(deck, SKIPPED):
        found = offending(text, guards_in)
        if found:
            what, part = found
            yield ref.error(path, ID, f"the text has {what}, which a printed card cannot carry: \"{shortened(part)}\"",
                            "say it in words on the card, or drop the card if it needs a screen", severity=SEVERITY)


def _in_translation(deck):
    guards_in = memo_of(deck, _guards_in).__getitem__

    def problem(text: str) -> tuple[str, str] | None:
        found = offending(text, guards_in)
        if not found:
            return None
        what, part = found
        return (f"the translation has {what}, which a printed card cannot carry: \"{shortened(part)}\"",
                "say it in words in the msgstr")

    return problem


# (the cards' own texts, then every catalog's translations: deckctl/lint/translations.py)
check, check_cards = translations.rule_checks(_in_cards, _in_translation, ID, SEVERITY)
