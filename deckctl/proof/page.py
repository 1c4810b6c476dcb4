"""The proof's one HTML page: every deck, card file and card, with its pictures and findings.

Everything a deck brings (texts, ids, file names, messages) is escaped before it is written, with
control characters shown as escapes (`\\x1b`): a card whose text is `<script>` shows that text.
The page loads nothing from anywhere else: its style and script are inline, its pictures are the
files beside it, and its Content-Security-Policy lets only its own script run (by hash). File
names are written relative to the deck's repository; links to an editor are made by the script
from where the page itself is (`file://`) or from what the live server tells it, so the page holds
no absolute path and nothing from the environment.
"""

from __future__ import annotations

import base64
import hashlib
import html
import os
import re
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from pathlib import Path
from urllib.parse import quote

from deckctl.core.printable import printable_line, printable_name
from deckctl.proof.entries import CardEntry, DeckEntry
from deckctl.proof.limits import NOT_DRAWN
from deckctl.proof.placing import Finding, Placement
from deckctl.proof.store import SIDES

SEVERITIES = ("error", "warning", "info")
SHOWN_DPI = 100  # the size a card is shown at, in CSS pixels per inch (a 63 mm card: 248 px wide)
SEARCHED_CHARS = 4000  # of a card without pictures, the most of its texts (source, translations) the page's search is given


def esc(value) -> str:
    """Text for HTML content or a quoted attribute value."""
    return html.escape(printable_line(str(value)), quote=True)


def esc_name(value) -> str:
    """A file's or folder's name (or names), as `esc` gives a text, but shown as no other name is
    (`printable_name`: `a\\\\u200b.yaml` holds a backslash, `a\\u200b.yaml` a zero width space);
    a byte of it that is not UTF-8 written `\\xff` as findings name it."""
    return html.escape(printable_name(str(value), bytes_shown=True), quote=True)


@cache
def asset(name: str) -> str:
    return resources.files("deckctl.proof").joinpath("assets", name).read_text(encoding="utf-8")


def _script_hash(script: str) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode("ascii")


@dataclass
class Links:
    """How the page names and links files: `root` is the repository's folder, `from_page` the
    path from the page's folder to it (None: the page is not inside it, so no links)."""

    root: str
    from_page: str | None
    absolute: bool = False  # the live server's page: the script links from `root` itself (never on disk)

    def relative(self, file: str) -> str | None:
        """`file` relative to the repository (`/` separated), None when it is not inside it. A
        file that is a symbolic link is named where it is, not where it leads (its folder's real
        path and its own name): a card file linked to one outside the repository, which is not
        read, is named by its path in the deck, not by its name alone."""
        return self._resolved(file)[0]

    def leads_inside(self, file: str) -> bool:
        """Whether `file`, any link in its place followed, is a file inside the repository: only
        such a file is linked (a link leading out of it is named, never opened; so is a folder,
        as a committed `cards/x.yaml/`, which the editor would open as a workspace of its own)."""
        return self._resolved(file)[1]

    def _resolved(self, file: str) -> tuple[str | None, bool]:
        if not file:
            return None, False
        known = self.__dict__.setdefault("_relative", {})  # (every card of a file names it: resolved once)
        if file not in known:
            folder, name = os.path.split(file)
            path = os.path.join(os.path.realpath(folder or os.curdir), name) if name else os.path.realpath(file)
            named = Path(os.path.relpath(path, self.root)).as_posix() if self._inside(path) else None
            real = os.path.realpath(file)
            known[file] = (named, named is not None and self._inside(real) and os.path.isfile(real))
        return known[file]

    def _inside(self, path: str) -> bool:
        return path == self.root or path.startswith(self.root + os.sep)


def links_for(deck_path: Path, out: Path, absolute: bool = False) -> Links:
    from deckctl.io.paths import repository_root

    root = os.path.realpath(repository_root(deck_path))
    if absolute:
        return Links(root, None, True)
    page = os.path.realpath(out)
    inside = page == root or page.startswith(root + os.sep)
    from_page = Path(os.path.relpath(root, page)).as_posix().rstrip("/") + "/" if inside else None
    return Links(root, from_page)


# -- pieces ----------------------------------------------------------------------------------------
def source_link(links: Links | None, file: str, line: int = 0, col: int = 0, label: str | None = None) -> str:
    relative = links.relative(file) if links is not None else None
    if relative is None:  # (outside the repository: its name only, never its path)
        shown = Path(file).name if file else ""
        return f'<span class="src">{esc(label) if label else esc_name(shown)}</span>'
    where = relative + (f":{line}" if line else "") + (f":{col}" if line and col else "")
    if not links.leads_inside(file):  # (a link leading out of the repository: named, not opened)
        return f'<span class="src">{esc(label) if label else esc_name(where)}</span>'
    # (the name percent-encoded: a `#`, `?` or `%` in it would otherwise end or change the link)
    href = f' href="{esc(links.from_page + url_path(relative))}"' if links.from_page is not None else ""
    # (data-file is the name as the page shows it, an invisible or control character escaped:
    # `a\\u200b.yaml`, and a backslash that would read as an escape's doubled, `a\\\\u200b.yaml`;
    # the editor link is made of data-path, the name itself percent-encoded)
    return (f'<a class="src" data-file="{esc_name(relative)}" data-line="{line or 1}" data-col="{col or 1}"{href} '
            f'data-path="{esc(url_path(relative))}">{esc(label) if label else esc_name(where)}</a>')


def url_path(path: str) -> str:
    """`path` percent-encoded, its slashes kept: every character but ASCII letters, digits and
    `_.-~` as its UTF-8 bytes (a name's undecodable bytes as themselves), so that the script gets
    the very name back (`decodeURIComponent`), whatever the page shows of it."""
    return quote(path, errors="surrogateescape")


# A file a message names (`at decks/x/cards/a.yaml:5`, `review it in decks/x/locales/de.po`): the
# terminal's name, from the working folder; a name without spaces, ending in a deck file's extension.
_NAMED_FILE = re.compile(r"(?<![\w./~@+-])([\w./~@+-]*[\w-]\.(?:ya?ml|po|pot|toml|json))(?![\w/-])")
_CODE = re.compile(r"`([^`\n]+)`")


def page_paths(text: str, links: Links | None) -> str:
    """`text` with each file it names as the page names files (from the repository, as a finding's
    place is): a message is written for the terminal, its files named from the working folder
    (`decks/bad/cards/a.yaml` beside `bad/cards/a.yaml:22:7` where the repository is `decks/`). A
    name that is no file there, or a file outside the repository, is left as it is."""
    if links is None or "." not in text:
        return text

    def named(match: re.Match) -> str:
        name = match.group(1)
        path = os.path.abspath(name)
        if not os.path.lexists(path):
            return name
        return links.relative(path) or name

    return _NAMED_FILE.sub(named, text)


def _names_held(text: str, names, links: Links | None) -> tuple[str, dict[str, str]]:
    """`text` with each of the file or folder `names` it holds (a finding's NAMES) put aside: a
    character the text does not hold stands for it (`page_paths` reads it as the end of a name,
    `esc` leaves it), mapped to the name as the page names it, from the repository (as
    `page_paths` names it) and shown apart from any other name (`printable_name`); not yet escaped
    for HTML."""
    held: dict[str, str] = {}
    names = sorted({name for name in names if name and name in text}, key=len, reverse=True)
    if not names:
        return text, held
    free = (chr(code) for code in range(0xE000, 0xF900) if chr(code) not in text)  # (private use)
    by_name: dict[str, str] = {}

    def put_aside(match: re.Match) -> str:
        name = match.group()
        if name not in by_name:
            path = os.path.abspath(name)
            page_name = (links.relative(path) or name) if links is not None and os.path.lexists(path) else name
            mark = next(free, None)
            if mark is None:  # (a text holding every private-use character: the name shown in place)
                return printable_name(page_name, bytes_shown=True)
            by_name[name] = mark
            held[mark] = printable_name(page_name, bytes_shown=True)
        return by_name[name]

    return re.sub("|".join(map(re.escape, names)), put_aside, text), held


def _put_back(text: str, held: dict[str, str], escape=lambda name: name) -> str:
    for mark, name in held.items():
        text = text.replace(mark, escape(name))
    return text


def message_html(text: str, links: Links | None = None, names=()) -> str:
    """A finding's message or hint: its files named as the page names them, each `...` span as
    code (escaped, its text still the element's text), and the rest escaped. Its spacing is kept
    (proof.css: a quoted text with a double space shows it). `names`: the files and folders it
    names (the finding's NAMES), shown apart from any other name (`esc_name`)."""
    text, held = _names_held(text, names, links)
    text = page_paths(text, links)
    parts, last = [], 0
    for match in _CODE.finditer(text):
        parts.append(esc(text[last:match.start()]))
        parts.append(f"<code>{esc(match.group(1))}</code>")
        last = match.end()
    parts.append(esc(text[last:]))
    return _put_back("".join(parts), held, lambda name: html.escape(name, quote=True))


def message_text(text: str, links: Links | None = None, names=()) -> str:
    """A finding's message as plain text, for a tooltip, as the page's list of findings reads it:
    its files named as the page names them (`message_html`), each `...` span in quotation marks
    (the page shows it as code; a tooltip shows backticks as they are), escaped as `esc` escapes
    the rest of the page (an `esc` of it changes nothing more)."""
    text, held = _names_held(text, names, links)
    text = _CODE.sub(lambda match: f"\u201c{match.group(1)}\u201d", page_paths(text, links))
    return _put_back(printable_line(text), held)


def tagged_language(finding: Finding) -> str:
    """The language a finding is tagged with after its message (`[de]`), where the message does not
    name it already (text-fits' `[en, back]`); else nothing."""
    d, language = finding.diagnostic, finding.language
    named = language and (f"[{language}," in d.message or f"[{language}]" in d.message)
    return f"[{language}]" if language and not named else ""


def finding_html(finding: Finding, ident: str, links: Links | None) -> str:
    d = finding.diagnostic
    severity = d.severity.value
    language = tagged_language(finding)
    tag = f' <span class="tag">{esc(language)}</span>' if language else ""
    hint = (f'<div class="hint">hint: <span class="msg">{message_html(d.hint, links, d.names)}</span></div>'
            if d.hint else "")
    return (f'<li class="finding {severity}" id="{ident}" data-rule="{esc(d.code)}" data-severity="{severity}" '
            f'data-lang="{esc(finding.language)}"><span class="sev">{severity}</span> '
            f'<span class="rule">{esc(d.code)}</span> <span class="msg">{message_html(d.message, links, d.names)}</span>'
            f'{tag} {source_link(links, d.file, d.line, d.col)}{hint}</li>')


def findings_html(findings: list[tuple[str, Finding]], links: Links | None) -> str:
    if not findings:
        return ""
    return '<ul class="findings">' + "".join(finding_html(f, ident, links) for ident, f in findings) + "</ul>"


def reading_order(texts) -> list:
    """A side's texts line by line, top to bottom, and left to right on a line. A face sets a
    list's numbers before its entries: read in that order, "1. 2. 3. Canberra. Iron." loses
    which answer is which. A text is on a line when its middle is within the line's first text."""
    lines: list[list] = []
    for text in sorted(texts, key=lambda t: t[2][1] + t[2][3] / 2):
        _, _, (x, y, w, h) = text
        if lines:
            _, _, (_, top, _, height) = lines[-1][0]
            if top <= y + h / 2 <= top + height or y <= top + height / 2 <= y + h:
                lines[-1].append(text)
                continue
        lines.append([text])
    return [text for line in lines for text in sorted(line, key=lambda t: t[2][0])]


def alt_text(texts) -> str:
    """A side's texts in reading order, as one sentence after another. A soft hyphen is left out:
    it says where the card may hyphenate a word, and a screen reader would read its escape
    (`\\xad`, as the page shows every invisible character)."""
    parts = []
    for _, value, _ in reading_order(texts):
        value = " ".join(str(value).replace("\u00ad", "").split())
        if value:
            parts.append(value if value[-1] in ".?!:;…" else value + ".")
    return " ".join(parts)


def _texts_of(side_texts, field: str) -> list:
    """The texts a side sets for `field` (a list field's entries too: `answers/2`)."""
    return [(name, value) for name, value, _ in side_texts if name == field or name.startswith(field + "/")]


def _marks(side_texts, card_mm, findings: list[tuple[str, Finding]], language: str, side: str,
           source_texts=None, links: Links | None = None) -> str:
    """A box over each text a finding in this language is about. A finding of no language (a card
    file's: about the deck's own text) marks the deck's own pictures (`source_texts` None), and a
    translation's only where it sets the very same text there (untranslated, or a number): elsewhere
    that box holds the translation, which the finding is not about. Its tooltip is the finding's
    message as the list of findings reads it (`message_text`: its files named as the page names
    them, apart from any other name), with the language tag the list gives it."""
    width, height = card_mm
    out = []
    for ident, finding in findings:
        if not finding.field or (finding.language and finding.language != language):
            continue
        if finding.side and finding.side != side:
            continue
        if (not finding.language and source_texts is not None
                and _texts_of(side_texts, finding.field) != _texts_of(source_texts, finding.field)):
            continue
        for field, _, (x, y, w, h) in side_texts:
            if field == finding.field or field.startswith(finding.field + "/"):
                style = (f"left:{100 * x / width:.2f}%;top:{100 * y / height:.2f}%;"
                         f"width:{100 * w / width:.2f}%;height:{100 * h / height:.2f}%")
                d = finding.diagnostic
                said = " ".join(part for part in (message_text(d.message, links, d.names), tagged_language(finding)) if part)
                out.append(f'<span class="mark {d.severity.value}" data-finding="{ident}" '
                           f'style="{style}" title="{esc(said)}" aria-hidden="true"></span>')
    return "".join(out)


def _untranslated(side_texts, source_texts) -> bool:
    """Whether a translation's side is mostly the deck's own texts, printed untranslated (a missing
    or fuzzy translation: the text of the same field on the deck's own side). Its alternative text
    is one text, read in one language: the one most of its words are in (a number is no word; a
    name the same in both languages counts as untranslated)."""
    own = {(name, value) for name, value, _ in source_texts}
    words = {True: 0, False: 0}
    for name, value, _ in side_texts:
        words[(name, value) in own] += sum(any(c.isalpha() for c in word) for word in str(value).split())
    return words[True] > words[False]


def faces_html(card: CardEntry, languages: list[str], card_mm, findings: list[tuple[str, Finding]],
               prefix: str = "", links: Links | None = None) -> str:
    """The card's pictures, language by language, front then back. `prefix`: the path from the
    page to the pictures' folder. The pictures carry their language (`lang`), so that a screen
    reader reads a German side's alternative text in German, not with the page's English; a
    side a translation prints untranslated carries the deck's own language. The first of
    `languages` is the deck's own: a finding of no language is about its text. `links`: the files
    the findings name, named as the page's list names them (the marks' tooltips)."""
    figures = []
    own = card.faces.get(languages[0]) if languages else None
    shown = f'width="{round(card_mm[0] / 25.4 * SHOWN_DPI)}" height="{round(card_mm[1] / 25.4 * SHOWN_DPI)}"'
    for language in languages:
        sides = card.faces.get(language)
        if sides is None:
            if language in card.cut and card.faces:  # (no picture at all: the card says why, `card_html`)
                figures.append(f'<figure class="lang" data-lang="{esc(language)}"><figcaption>{esc(language)}: '
                               f'not drawn</figcaption><div class="missing">{esc(NOT_DRAWN)}</div></figure>')
            continue
        pictures = []
        for side in SIDES:
            info = sides[side]
            # (None on the deck's own pictures; no texts where the card has none in its language)
            source = None if language == languages[0] else own[side].texts if own else []
            marks = _marks(info.texts, card_mm, findings, language, side, source, links)
            # (a side that prints the deck's own texts, untranslated: read in the deck's language)
            marked = f' lang="{esc(languages[0])}"' if source and _untranslated(info.texts, source) else ""
            pictures.append(
                f'<div class="pic" data-side="{side}"{marked}><img src="{esc(prefix + info.src)}" '
                f'{shown} alt="{esc(alt_text(info.texts))}" '
                f'loading="lazy" decoding="async">{marks}</div>')
        figures.append(f'<figure class="lang" data-lang="{esc(language)}"><figcaption>{esc(language)}: front, back'
                       f'</figcaption><div class="sides" lang="{esc(language)}">{"".join(pictures)}</div></figure>')
    return "".join(figures)


def _strings(value) -> list[str]:
    """The texts in a card's source data, in order (a list's entries, a mapping's values)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [text for item in value.values() for text in _strings(item)]
    if isinstance(value, list):
        return [text for item in value for text in _strings(item)]
    return []


@lru_cache(maxsize=4)
def _card_file_data(file: str, modified: int, size: int):
    """A card file's data as validate reads it (its limits checked first); kept while the file is
    unchanged (the live server writes a card file's cards again after each save of another file)."""
    from deckctl.io.source import load_source

    return load_source(Path(file)).data


def source_texts(card: CardEntry, deck_dir: Path) -> list[str]:
    """A card's texts as its source gives them ([] where the file does not read now, or would not
    be read by validate: `io.paths.source_refusal`). The live server keeps the cards of a card
    file that no longer loads (`serve.keep_last_good`): a checkout that put a link leading out of
    the repository at its place had its target read here, and its texts written into the page."""
    from deckctl.io.paths import source_refusal

    if source_refusal(Path(card.file), deck_dir) is not None:
        return []
    try:
        info = os.stat(card.file)
    except OSError:
        return []
    data = _card_file_data(card.file, info.st_mtime_ns, info.st_size)
    raw = data[card.index] if isinstance(data, list) and card.index < len(data) else None
    return _strings(raw)


# The translations by card of each catalog of the deck asked last, by the digest of its bytes:
# the other side's deck of a diff (most of its catalogs the same bytes) and a deck one of whose
# catalogs was saved (`proof --serve`) work out again only the catalogs that differ.
_by_catalog: dict[str, dict[str, list[str]]] = {}


@lru_cache(maxsize=2)
def _translations_by_card(catalogs: tuple[tuple[str, int, int], ...]) -> dict[str, list[str]]:
    """The translations of a deck's catalogs (each a file, its modification time and size) by the
    card they are of (the msgctxt's first part), each catalog read as validate reads it; kept while
    none of them changes (each card without pictures asks). A catalog not worked out last time
    is read through shared_catalog, those whose parse it keeps first: parsing another does not
    let one go before it is read."""
    global _by_catalog
    from deckctl.i18n.catalog import digest_of, parse_kept

    paths = [Path(file) for file, _, _ in catalogs]
    digests = [digest_of(path) for path in paths]
    worked_out: dict[int, dict[str, list[str]]] = {}
    for n in sorted(range(len(paths)), key=lambda n: (digests[n] not in _by_catalog, not parse_kept(digests[n]))):
        known = _by_catalog.get(digests[n])
        worked_out[n] = known if known is not None else _catalog_translations(paths[n])
    _by_catalog = {digests[n]: worked_out[n] for n in worked_out if digests[n]}
    found: dict[str, list[str]] = {}
    for n in range(len(paths)):  # (in the deck's order of catalogs)
        for card_id, texts in worked_out[n].items():
            found.setdefault(card_id, []).extend(texts)
    return found


def _catalog_translations(path: Path) -> dict[str, list[str]]:
    """A catalog's translations by card, read as the drawing read it (shared_catalog, by that name)."""
    from deckctl.i18n.catalog import shared_catalog
    from deckctl.io.discover import display_path

    found: dict[str, list[str]] = {}
    for context, message in shared_catalog(path, display_path(path)).entries.items():
        if isinstance(message.string, str) and message.string:
            found.setdefault(context.split("/", 1)[0], []).append(message.string)
    return found


def translated_texts(deck: DeckEntry, card_id: str) -> list[str]:
    """The card's texts in the deck's translations: its entries' translations in each catalog (a
    card validate refuses is in no translated deck, but its entries are in the catalogs; nor are
    the deck's languages listed when it has no card to draw)."""
    from deckctl.io.discover import catalog_file_paths

    catalogs = []
    for path in catalog_file_paths(deck.path):
        try:
            info = os.stat(path)
        except OSError:
            continue
        catalogs.append((str(path), info.st_mtime_ns, info.st_size))
    return _translations_by_card(tuple(catalogs)).get(card_id, []) if catalogs else []


def searched_texts(card: CardEntry, deck: DeckEntry) -> str:
    """What the page's search finds a card drawn without pictures by (one validate refuses), which
    has no pictures' texts to be found by: its source's texts, then its translations', whitespace
    folded, at most SEARCHED_CHARS."""
    texts = source_texts(card, deck.path) + translated_texts(deck, card.card_id)
    return " ".join(" ".join(text.split()) for text in texts)[:SEARCHED_CHARS]


def card_html(card: CardEntry, ident: str, deck: DeckEntry, findings: list[Finding], links: Links) -> str:
    numbered = [(f"{ident}-f{n}", f) for n, f in enumerate(findings)]
    classes = "card" + (" has-error" if any(f.diagnostic.is_error for f in findings) else "") + (" stale" if card.stale else "")
    faces = faces_html(card, deck.languages, deck.card_mm, numbered, links=links)
    searched = ""
    if not faces:
        why = deck.not_drawn or ("the card has errors: fix them to see it" if any(
            f.diagnostic.is_error for f in findings) else f"not drawn: {NOT_DRAWN}" if card.cut else "not drawn")
        faces = f'<div class="missing">{esc(why)}</div>'
        searched = f' data-text="{esc(searched_texts(card, deck))}"'
    note = '<span class="tag">(it does not load now: its last good pictures)</span>' if card.stale else ""
    # (its id a heading, under its file's: a screen reader lists and names each card by it)
    return (f'<article class="{classes}" id="{ident}" tabindex="0" aria-labelledby="{ident}-name" '
            f'data-id="{esc(card.card_id)}" data-file="{esc_name(links.relative(card.file) or "")}"{searched}>'
            f'<header><h4 class="id" id="{ident}-name">{esc(card.card_id)}</h4> '
            f'{source_link(links, card.file, card.line, card.col)}'
            f'{note}</header><div class="faces">{faces}</div>{findings_html(numbered, links)}</article>')


def deck_html(n: int, deck: DeckEntry, placement: Placement, links: Links) -> str:
    """One deck's section: its head (`deck_head_html`), then a section per card file (`file_html`).
    The live server sends a whole section when a deck's files come or go, else only the parts
    that changed."""
    ident = f"deck-{n}"
    root = (f' data-root="{esc(links.from_page)}"' if links.from_page else "") + (
        f' data-abs-root="{esc(url_path(links.root.rstrip(os.sep) + os.sep))}"' if links.absolute else "")
    parts = [f'<section class="deck" id="{ident}"{root}>', deck_head_html(n, deck, placement, links)]
    parts += [file_html(n, m, deck, placement, links) for m in range(len(deck.files))]
    parts.append("</section>")
    return "".join(parts)


def deck_head_html(n: int, deck: DeckEntry, placement: Placement, links: Links) -> str:
    """The deck's title, what it is, and its own findings."""
    ident = f"deck-{n}"
    own = [(f"{ident}-f{k}", f) for k, f in enumerate(placement.decks.get(n, []))]
    cards = sum(len(f.cards) for f in deck.files)
    about = [esc_name(deck.deck_id)]  # (the folder's name, where validate refuses the deck's id)
    if deck.game:
        about.append(esc(deck.game))
    if deck.languages:
        about.append("languages: " + esc(", ".join(deck.languages)))
    about.append(f"{cards} card{'' if cards == 1 else 's'}")
    about.append(source_link(links, str(deck.path / "deck.yaml"), 1, 1))
    missing = ""
    if deck.not_drawn:  # (the live server keeps the last good pictures of a deck that no longer loads)
        stale = any(card.stale for listed in deck.files for card in listed.cards)
        what = "nothing is drawn now: its cards show their last good pictures" if stale else "no card is drawn"
        missing = f'<p class="missing">{esc(deck.not_drawn)}: {what}</p>'
    elif deck.undrawn:
        missing = f'<p class="missing">{deck.undrawn:,} of its pictures not drawn: {esc(NOT_DRAWN)}</p>'
    # (the title in each language that translates it, shown by the script while that language is chosen)
    titles = "".join(f'<span class="title" data-lang="{esc(language)}" lang="{esc(language)}" hidden>{esc(title)}</span>'
                     for language, title in sorted(deck.titles.items()))
    spoken = f' lang="{esc(deck.language)}"' if deck.language else ""
    shown = esc(deck.title) if deck.title else esc_name(deck.deck_id)
    title = f'<span class="title" data-lang=""{spoken}>{shown}</span>{titles}'
    return (f'<div class="head" id="{ident}-head"><h2>{title}</h2>'
            f'<p class="about">{" · ".join(about)}</p>{findings_html(own, links)}{missing}</div>')


def file_html(n: int, m: int, deck: DeckEntry, placement: Placement, links: Links) -> str:
    """The section of the deck's `m`-th card file: its own findings, then its cards."""
    listed = deck.files[m]
    file_ident = f"deck-{n}-{m}"
    file_findings = [(f"{file_ident}-f{k}", f) for k, f in enumerate(placement.files.get(listed.file, []))]
    parts = [f'<section class="file" id="{file_ident}"><h3>{source_link(links, listed.file)}</h3>'
             f'{findings_html(file_findings, links)}<div class="cards">']
    for card in listed.cards:
        parts.append(card_html(card, f"{file_ident}-{card.index}", deck, placement.on_card(card), links))
    parts.append("</div></section>")
    return "".join(parts)


def language_choices(decks: list[DeckEntry]) -> list[tuple[str, str]]:
    """(value, label) of the language switch: all side by side, each language alone, and where a
    deck has more than one translation, its own language beside each of them."""
    seen: list[str] = []
    pairs: list[str] = []
    for deck in decks:
        for language in deck.languages:
            if language not in seen:
                seen.append(language)
        if len(deck.languages) > 2:
            pairs += [f"{deck.languages[0]} {other}" for other in deck.languages[1:]]
    if len(seen) == 1:  # (nothing to set side by side: "all, side by side" would promise what is not there)
        return [("", seen[0])]
    choices = [("", "all, side by side")] + [(lang, lang) for lang in seen]
    choices += [(pair, pair.replace(" ", " | ")) for pair in dict.fromkeys(pairs)]
    return choices


def language_options_html(choices: list[tuple[str, str]]) -> str:
    """The language switch's options (`language_choices`): the page's, and the live server's when
    a catalog comes or goes."""
    return "".join(f'<option value="{esc(value)}">{esc(label)}</option>' for value, label in choices)


def summary_html(summary: str) -> str:
    """The summary under the bar (HTML already: `diff --html`'s names its revisions, escaped)."""
    return f'<p class="summary" id="summary">{summary}</p>'


def page_html(title: str, summary: str, sections: list[str], decks: list[DeckEntry], live: str | None = None,
              version: int = 0, subject: str = "") -> str:
    """The whole page. `live`: the live server's event stream, `version` the number of its last update;
    `subject`: what the page shows, after the command in its window's title (a diff's revisions)."""
    script = asset("proof.js")
    csp = ("default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; "
           f"script-src '{_script_hash(script)}'; connect-src 'self'; base-uri 'none'; form-action 'none'")
    options = language_options_html(language_choices(decks))
    severities = "".join(f'<option value="{s}">{s}</option>' for s in SEVERITIES)
    body_data = f' data-live="{esc(live)}" data-version="{version}"' if live else ""
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f'<meta http-equiv="Content-Security-Policy" content="{csp}">\n'
        f'<meta name="generator" content="{esc(title)}">\n'  # (what wrote the site: site.written_by)
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        '<link rel="icon" href="data:,">\n'
        f"<title>{esc(f'{title}: {subject}' if subject else title)}</title>\n<style>\n{asset('proof.css')}</style>\n</head>\n"
        f"<body{body_data}>\n"
        f'<header class="bar"><h1>{esc(title)}</h1><div class="filters" role="search">'
        '<label>Find <input id="q" type="search" placeholder="text or card id" autocomplete="off"></label>'
        '<label>Rule <select id="rule"><option value="">no filter</option><option value="*">cards with findings</option>'
        '</select></label>'
        f'<label>Severity <select id="severity"><option value="">no filter</option>{severities}</select></label>'
        f'<label>Language <select id="lang">{options}</select></label></div>'
        '<output id="count" aria-live="polite"></output><output id="live" class="live" aria-live="polite"></output>'
        '<span id="said" class="unseen" role="status" aria-live="polite"></span>'
        '<p class="keys"><label><input type="checkbox" id="keys-on" checked aria-label="one-letter keys (j, k, /, l, o)"> '
        'one-letter keys:</label> '
        '<kbd>j</kbd>/<kbd>k</kbd> next/previous card (<kbd>↓</kbd>/<kbd>↑</kbd> too, through a tall card first), '
        '<kbd>Enter</kbd> or a click on a picture: the card large (<kbd>Esc</kbd> closes it), <kbd>/</kbd> find'
        '<span id="key-lang">, <kbd>l</kbd> next language</span><span id="key-open">, <kbd>o</kbd> open the card in the '
        'editor</span></p></header>\n'
        f'<main>{summary_html(summary)}\n' + "\n".join(sections)
        + '\n<p class="none" id="none" hidden>No cards match: clear the search box or set '
        'the filters to &ldquo;no filter&rdquo;<span id="none-lang" hidden> and Language to &ldquo;all, side by '
        'side&rdquo; (the search reads the texts of the languages shown)</span>.<span id="none-loose" hidden> The findings shown above are on '
        "no card: a deck's or a card file's (a card file that does not load shows none of its cards).</span>"
        '</p>\n</main>\n'
        # (a card shown large: the script fills it and names it by the card; an h3 as a card's
        # id is, over the h4 of a diff card's before and after)
        '<dialog id="large" aria-modal="true" aria-labelledby="large-name" tabindex="-1"><header>'
        '<h3 id="large-name"></h3><button type="button" id="large-close">Close</button></header>'
        '<div id="large-body"></div></dialog>\n'
        f"<script>{script}</script>\n</body>\n</html>\n")
