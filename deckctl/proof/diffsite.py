"""`deckctl diff --html`: a change's cards as pictures, before and after, for a pull request's review.

Both sides of the diff (`deckctl.diff.sides`: revisions read from git, never checked out) are
written into a temporary folder, deck files only, and the decks there drawn as the proof draws
them (`drawing.draw_deck`, only the cards the change touches, into the output folder's store).
An added card shows its pictures, a removed one its old pictures, a moved one where it went (a
renamed card file is one line, its cards not each a move), a card whose id was renamed
(`compare.id_renames`) its old and new pictures side by side; an edited card its pictures before
and after side by side, both faces, in each language the change touches (the deck's own when a
card field changed, a translation's when its catalog entry did or the text it prints changed with
the source: `_printed_changes`), with the field-level text
changes beneath. Unchanged cards are left out; a summary heads the page. The texts a card's
translations print untranslated are noted and boxed on each side's pictures, as the proof notes
them, and counted in the summary; a card without pictures on a side is found by the page's search
by its texts there (`page.searched_texts`).
The files a deck's `print:` section names (its back art, its logo, and its ICC profile when it
asks for PDF/X: `PRINT_FILES`) are read from the same side as the deck (the revision, through git,
or the folder), inside the repository only, and no larger than the PDF export takes them (judged
before they are read; a finding otherwise); a deck whose file is not there, or too large, is
listed without pictures, the page saying which file is missing where. They are read only for
decks with cards to draw, each blob once, and within the diff's budget; the copy's top stands
for the repository's, so a file named from there (`../../art/back.png`) is inside it.
"""

from __future__ import annotations

import os
import posixpath
import re
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from deckctl.core.diagnostics import Diagnostic, Severity
from deckctl.core.align import opcodes
from deckctl.core.printable import names_shown
from deckctl.diff.compare import MISSING, DeckDiff, FieldChange, IdRename
from deckctl.diff.limits import DIFF_BUDGET_HINT, MAX_DIFF_BYTES, MAX_DIFF_PICTURES, TooLarge, art_too_large
from deckctl.diff.render import shown
from deckctl.diff.sides import unholdable_tree_path
from deckctl.export.pdf.art import MAX_ART_BYTES
from deckctl.export.pdf.icc import MAX_PROFILE_BYTES
from deckctl.proof.drawing import draw_deck
from deckctl.proof.entries import CardEntry, DeckEntry
from deckctl.proof.page import (SEARCHED_CHARS, esc, esc_name, faces_html, message_html, page_html,
                                searched_texts, tagged_language)

PAGE = "index.html"


@dataclass
class Report:
    decks: int = 0  # compared and changed
    not_compared: int = 0  # decks with a file that does not load on a side
    added: int = 0
    removed: int = 0
    moved: int = 0
    renamed: int = 0  # card files
    renamed_ids: int = 0  # cards whose id changed (`compare.IdRename`), not counted as added nor removed
    edited: int = 0
    moved_and_edited: int = 0  # cards counted in both `moved` and `edited`
    # language -> the cards whose one change is that language's first translation (not `edited`)
    translations_added: dict = field(default_factory=dict)
    removed_files: int = 0
    problems: list = field(default_factory=list)
    refused: list = field(default_factory=list)  # art over its limit, not read (`_materialize`)
    undrawn: int = 0  # cards listed without pictures: past the page's MAX_DIFF_PICTURES
    # The cards shown whose pictures print texts untranslated (`untranslated.py`), once in each such language
    untranslated_before: set = field(default_factory=set)  # (deck, card id, language)
    untranslated_after: set = field(default_factory=set)
    catalogs_added: dict = field(default_factory=dict)  # (deck, language) -> entries translated: a catalog added
    # The changed cards validate refuses after the change (added, renamed, moved, edited: their
    # errors listed in place of their pictures there), as (deck, card id)
    errors_after: set = field(default_factory=set)

    def not_drawn(self) -> str:
        """`; 12 cards not drawn: ...`, the page's and the terminal's words for cards past the
        page's limit ("" when every card is drawn)."""
        if not self.undrawn:
            return ""
        cards = f"{self.undrawn:,} card{'' if self.undrawn == 1 else 's'}"
        return (f"; {cards} not drawn: the page draws at most {MAX_DIFF_PICTURES:,} pictures (a card in one "
                "language, before or after), the rest are listed with their changes")

    def counts(self) -> str:
        """`2 added, 0 removed, 1 moved, 3 edited (1 card counted in both)`: the cards, as the page's
        summary and the terminal's line both say them (`1 renamed` after `removed` where a card's id
        was renamed, as the text diff lists it: not one removed and one added, nor also moved or
        edited, its changes listed under it). A card moved to another file is counted as
        moved, as the text diff lists it, whether it was edited too or not; one also edited is
        counted as edited too, and how many were both is said. A card newly translated, and not
        otherwise changed, is counted under its language's new translation, not as edited."""
        both = f" ({self.moved_and_edited} card{'' if self.moved_and_edited == 1 else 's'} counted in both)" \
            if self.moved_and_edited else ""
        new = "".join(f"; {language} translation added: {count} card{'' if count == 1 else 's'}"
                      for language, count in sorted(self.translations_added.items()))
        for language in sorted({language for _, language in self.catalogs_added} - self.translations_added.keys()):
            empty = not any(count for (_, added), count in self.catalogs_added.items() if added == language)
            new += f"; {language} catalog added" + (", nothing translated yet" if empty else "")
        renamed = f", {self.renamed_ids} renamed" if self.renamed_ids else ""
        return (f"{self.added} added, {self.removed} removed{renamed}, {self.moved} moved, {self.edited} edited"
                f"{both}{new}")

    def errors(self) -> str:
        """`; 2 cards with errors after the change`: the changed cards validate refuses after the
        change, said as the proof's summary says its errors, on the page and the terminal ("" when
        there are none). A change that breaks a card had read as any other: diff reports, exit 0.
        A card past the page's pictures counts too (the change broke it, shown or not)."""
        count = len(self.errors_after)
        return f"; {count} card{'' if count == 1 else 's'} with errors after the change" if count else ""

    def untranslated(self) -> str:
        """`; texts printed untranslated after the change on 2 cards in de (1 before) and 1 in fr (0
        before)`: per language, as the proof's summary counts them, a card once in each language it
        prints untranslated texts in, never more than the cards shown ("" when no picture on the page
        has any). (A sum over the languages read as a count of cards, and could pass it.) A language
        whose catalog the change adds to every deck it counts cards of had no cards before to
        count: `(new translation)`, not `(0 before)`, whether the catalog holds translations yet
        or not (`deckctl i18n update --lang` writes one with none)."""
        after, before = _by_language(self.untranslated_after), _by_language(self.untranslated_before)
        if not (after or before):
            return ""
        counts = []
        for n, language in enumerate(sorted(after.keys() | before.keys())):
            count = after.get(language, 0)
            unit = "" if n else f" card{'' if count == 1 else 's'}"  # (named once: `2 cards in de and 1 in fr`)
            decks = {deck for deck, _, noted in self.untranslated_after if noted == language}
            was = "new translation" if not before.get(language) and all(
                (deck, language) in self.catalogs_added for deck in decks) else f"{before.get(language, 0)} before"
            counts.append(f"{count}{unit} in {language} ({was})")
        listed = counts[0] if len(counts) == 1 else ", ".join(counts[:-1]) + " and " + counts[-1]
        return f"; texts printed untranslated after the change on {listed}"

    def summary(self, old_label: str, new_label: str) -> str:
        """The page's heading line: `1 deck changed; ...; 1 deck not compared`, as the text diff
        lists them (a deck not compared is not counted as changed: nothing of it was compared)."""
        renamed = f"; {renamed_files(self.renamed)}" if self.renamed else ""
        not_compared = f"; {_decks(self.not_compared)} not compared" if self.not_compared else ""
        return (f"{old_label} → {new_label}: {_decks(self.decks)} changed; {self.counts()}{renamed}{not_compared}"
                f"{self.errors()}{self.untranslated()}{self.not_drawn()}")


def _by_language(noted: set) -> dict[str, int]:
    """The cards of `noted` ((deck, card id, language): one per card and language) by language."""
    counts: dict[str, int] = {}
    for _, _, language in noted:
        counts[language] = counts.get(language, 0) + 1
    return counts


def _decks(count: int) -> str:
    return f"{count} deck{'' if count == 1 else 's'}"


def _where(problem: Diagnostic) -> str:
    """A problem's place as the text diff names it: file:line:col (the file alone without a line)."""
    return f"{problem.file}:{problem.line}:{problem.col}" if problem.line else problem.file


# The files a deck's print: section names, each with what it is called and the most export reads of it.
PRINT_FILES = {"back_art": ("art", MAX_ART_BYTES), "logo": ("art", MAX_ART_BYTES),
               "icc_profile": ("ICC profile", MAX_PROFILE_BYTES)}


def _materialize(sides: list, roots: list[Path], drawn: list[set[str]], shared: Path,
                 refused: list[Diagnostic]) -> list[dict[str, str]]:
    """Write each side's deck files under its root, and the art the print: sections of its decks
    in `drawn` name (the decks with cards to draw there: no other's art is read); returns, for each
    side, the deck folders whose art could not be had, and why. Art is judged before a byte of it
    is read: over the size the PDF export takes (MAX_ART_BYTES) a finding in `refused`; all of it,
    each blob or file once, with the deck files read already, over the diff's budget
    (`limits.MAX_DIFF_BYTES`) one finding, and none read. Each is read once, into `shared`, and
    linked where each deck names it."""
    for side, root in zip(sides, roots):
        for name, data in side.files.items():
            _put(root, name, data)
        # The copy's top stands for the side's repository (`io.links.git_top` looks for a `.git`),
        # as the export judges a deck's files against it: art or a profile named from the
        # repository's top (`../../art/back.png`) is inside it there too. (An empty folder: git
        # itself takes it for no repository.)
        (root / ".git").mkdir(parents=True, exist_ok=True)
    missing: list[dict[str, str]] = [{} for _ in sides]
    placed: list[tuple[int, str, str, object]] = []  # (side, deck folder, name in its root, the file found)
    for n, (side, root, folders) in enumerate(zip(sides, roots, drawn)):
        for folder in sorted(folders):
            manifest = posixpath.join(folder, "deck.yaml") if folder else "deck.yaml"
            if manifest not in side.files:
                continue
            for key, art in _print_files(root / manifest):
                found, why = _art_found(side, folder, key, art, refused)
                if found is None:
                    missing[n][folder] = why
                else:
                    placed.append((n, folder, posixpath.normpath(posixpath.join(folder, art)), found))
    over = _art_over_budget(sides, placed)
    if over is not None:
        refused.append(over)
        for n, folder, _, _ in placed:
            missing[n][folder] = over.message
        return missing
    read: dict[str, Path | None] = {}
    for n, folder, name, found in placed:
        if found.key not in read:
            read[found.key] = _read_art(found, shared / str(len(read)))
        if read[found.key] is None:
            missing[n][folder] = f"the art `{name}` its print: section names went from {sides[n].label} while it was read"
        else:
            _link(read[found.key], roots[n], name)
    return missing


def _art_found(side, folder: str, key: str, art: str, refused: list[Diagnostic]):
    """The file `art` a deck in `folder` names at `key` of its print: section, found on `side` (not
    read), and None; or None and why not."""
    kind, limit = PRINT_FILES[key]
    what = f"the {kind} `{art}` its print: section names"
    wanted = posixpath.normpath(posixpath.join(folder, art))
    if art.startswith("/") or wanted == ".." or wanted.startswith("../"):
        return None, f"{what} is outside the repository"
    unholdable = unholdable_tree_path(wanted)
    if unholdable:  # (as a deck file's name: its copy could not be written, 'File name too long', exit 74)
        return None, f"{what} is a name no checkout can hold ({unholdable})"
    found = side.find(wanted) if side.find is not None else None
    if found is None:
        return None, f"{what} is not in {side.label}"
    if found.size > limit:
        if key == "icc_profile":  # (as export words and codes it)
            why = (f"{what} is {found.size:,} bytes in {side.label}; a profile may be at most {limit:,} bytes, "
                   "so it is not read")
            refused.append(Diagnostic(side.display(wanted), 0, 0, "bad-print-option", why,
                                      hint="give the printer's own profile (a few MB at most)"))
        else:
            why = art_too_large(side.label, what, found.size, limit)
            refused.append(Diagnostic(side.display(wanted), 0, 0, "art-too-large", why,
                                      hint="give art of at most that size (a larger file does not print better)"))
        return None, why
    return found, ""


def _art_over_budget(sides: list, placed: list) -> Diagnostic | None:
    """Why the art `placed` is not read: with the deck files read, more than the diff's budget
    (each blob or file counted once: it is read once)."""
    decks = sum(len(data) for side in sides for data in side.files.values())
    sizes: dict[str, int] = {}
    for _, _, _, found in placed:
        sizes[found.key] = found.size
    total = decks + sum(sizes.values())
    if total <= MAX_DIFF_BYTES:
        return None
    n, _, name, _ = placed[0]
    return Diagnostic(sides[n].display(name), 0, 0, "diff-too-large",
                      f"the art of the decks with cards to draw is {sum(sizes.values()):,} bytes ({len(sizes):,} "
                      f"files), {total:,} with the deck files, and diff reads at most {MAX_DIFF_BYTES:,}, both sides "
                      "together: no art is read, the cards are listed without pictures", hint=DIFF_BUDGET_HINT)


def _read_art(found, into: Path) -> Path | None:
    """Read `found` once into the file `into`; None when it is gone or grew past its size."""
    try:
        data = found.read()
    except TooLarge:
        return None
    if data is None or len(data) > found.size:
        return None
    into.parent.mkdir(parents=True, exist_ok=True)
    into.write_bytes(data)
    return into


def _link(source: Path, root: Path, name: str) -> None:
    """The file `source` as `name` under `root`, a hard link (a copy where links cannot be made)."""
    target = root / name
    if not _inside(root, target):
        return
    target.parent.mkdir(parents=True, exist_ok=True)
    if target.exists():
        target.unlink()
    try:
        os.link(source, target)
    except OSError:
        import shutil

        shutil.copyfile(source, target)


def _inside(root: Path, path: Path) -> bool:
    """`path` is `root` or inside it, links and `..` resolved (sides refuses tree entries with a
    `..`; whatever a name holds, the copy is never left)."""
    return path.resolve().is_relative_to(root.resolve())


def _put(root: Path, name: str, data: bytes) -> None:
    target = root / name
    if not _inside(root, target):
        return
    target = target.resolve()
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)


def _print_files(manifest: Path) -> list[tuple[str, str]]:
    """(key, name) of each file the deck's print: section names that drawing reads: its art, and its
    profile when it asks for PDF/X (the export reads a profile only then, so a deck naming one it
    has not committed yet is drawn as before)."""
    from deckctl.io.source import load_source

    data = load_source(manifest, manifest.name).data
    section = data.get("print") if isinstance(data, dict) else None
    if not isinstance(section, dict):
        return []
    keys = [key for key in PRINT_FILES if key != "icc_profile" or _asks_for_pdfx(section)]
    return [(key, value) for key in keys if isinstance(value := section.get(key), str) and value]


def _asks_for_pdfx(section: dict) -> bool:
    pdfx = section.get("pdfx")
    return pdfx is not None and str(pdfx).lower() != "none"


def _wanted(deck: DeckDiff) -> tuple[dict[str, set[str]], dict[str, set[str]], dict[str, set[str]]]:
    """The card ids each side must draw, and for each edited card the languages its change touches:
    (old side: card ids, new side: card ids, card id -> languages; "" is the deck's own language)."""
    touched: dict[str, set[str]] = {}
    for card in deck.changed:
        touched.setdefault(card.id, set()).add("")
    renamed_old, renamed_new = {r.old_id for r in deck.renamed_ids}, {r.new_id for r in deck.renamed_ids}
    # (shown in every language anyway; a renamed card's catalog entries went from its old id to its new one)
    whole = {c.id for c in deck.added} | {c.id for c in deck.removed} | renamed_old | renamed_new
    # (a translation changed, or made fuzzy or reviewed: the card prints the source text or the
    # translation in its place now; `deck/title`: not a card, dropped once drawn)
    flagged = [(f.language, f.context) for f in (*deck.fuzzy, *deck.reviewed)]
    for language, context in [(t.language, t.change.path) for t in deck.translated] + flagged:
        card_id = context.split("/", 1)[0]
        if card_id not in whole:
            touched.setdefault(card_id, set()).add(language)
    return ({c.id for c in deck.removed} | renamed_old | set(touched),
            {c.id for c in deck.added} | renamed_new | {m.id for m in deck.moved} | set(touched), touched)


def _languages(entry: DeckEntry | None, wanted: set[str], touched: dict[str, set[str]]) -> dict[str, set[str]]:
    """`draw_deck`'s `only`: in the deck's own language every wanted card, in a translation the cards
    whose change touches it (added and removed cards: every language)."""
    if entry is None:
        return {}
    only: dict[str, set[str]] = {}
    for n, language in enumerate(entry.languages):
        key = "" if n == 0 else language
        only[language] = {card for card in wanted if card not in touched or key in touched[card]}
    return only


def _load(root: Path, folder: str):
    """The deck in `folder` of a side's copy, loaded; None where the side has none (or `folder`
    leads outside the copy: never read there)."""
    deck_dir = root / folder if folder else root
    if not _inside(root, deck_dir) or not (deck_dir / "deck.yaml").is_file():
        return None
    from deckctl.validate.deck import load_deck

    return load_deck(deck_dir)


def _printed_changes(old_deck, new_deck, touched: dict[str, set[str]]) -> None:
    """Add to each card whose own text changed the translations whose card's texts it changed too:
    one that prints the changed text (no translation, or one now fuzzy), or whose entry changed with
    it; not one that prints the same translations before and after (a changed tag, or a source and
    its catalog entry changed in step)."""
    edited = [card_id for card_id, languages in touched.items() if "" in languages]
    if not edited or not all(deck is not None and deck.manifest is not None and deck.game is not None
                             for deck in (old_deck, new_deck)):
        return
    from deckctl.i18n.editions import edition_in, edition_languages

    old_languages = edition_languages(old_deck)[1:]
    for language in edition_languages(new_deck)[1:]:  # (the deck's own language: `touched` has it as "")
        open_cards = [card_id for card_id in edited if language not in touched[card_id]]
        if not open_cards:
            continue  # (touched already, by its catalog's changes: its catalogs are not parsed)
        # Each side's edition in turn, language by language: a catalog the same on both sides is
        # parsed once (`shared_catalog` keeps the last ones parsed, by their bytes).
        before = _cards_by_id(edition_in(old_deck, language) if language in old_languages else old_deck)
        after = _cards_by_id(edition_in(new_deck, language))
        for card_id in open_cards:
            if _printed(before.get(card_id)) != _printed(after.get(card_id)):
                touched[card_id].add(language)


def _cards_by_id(deck) -> dict:
    found: dict = {}
    for ref in deck.cards:
        found.setdefault(ref.id, ref.card)
    return found


def _printed(card) -> dict:
    """A card's translatable texts as it prints them: field path -> text."""
    from deckctl.i18n.texts import card_texts

    return {text.path: text.source for text in card_texts(card)} if card is not None else {}


def _only(deck, wanted: set[str], touched: dict[str, set[str]], out: Path, dpi: int) -> dict[str, set[str]] | None:
    """`draw_deck`'s `only` for the cards `wanted` of a side's deck (`_languages`); None where
    nothing of it is drawn."""
    if deck is None or not wanted:
        return None
    listing = draw_deck(deck.path, out, dpi, only={}, deck=deck)  # (its languages first: nothing drawn)
    return _languages(listing, wanted, touched)


def _entry(deck, only: dict[str, set[str]] | None, out: Path, dpi: int, missing: dict[str, str], folder: str,
           jobs: int = 1):
    if only is None:
        return None
    entry = draw_deck(deck.path, out, dpi, only=only, deck=deck, jobs=jobs)
    if entry.not_drawn and folder in missing:
        entry.not_drawn = missing[folder]
    for problem in deck.diagnostics:  # (shown where its card is not drawn: "has errors" alone says not which)
        if problem.card_id and problem.severity is Severity.ERROR:
            entry.errors.setdefault(problem.card_id, []).append(problem)
    return entry


@dataclass
class _Pictures:
    """The pictures the page may still have (`limits.MAX_DIFF_PICTURES`: a card in one language,
    before or after, both its faces), shared out before any is drawn; and the cards left undrawn."""

    left: int
    undrawn: int = 0

    def share(self, order: list[tuple[str, ...]], sides: list[dict[str, set[str]] | None]) -> set[str]:
        """Keep the cards of `order` (each its ids: a renamed card has two, one a side) in `sides`
        (each side's `only`) while the page has room for all their pictures; take out the rest (the
        first card past the limit and every card after it), their ids returned."""
        left_out: set[str] = set()
        for card in order:
            cost = sum(card_id in ids for card_id in card for only in sides if only for ids in only.values())
            if left_out or cost > self.left:
                left_out.update(card)
                self.undrawn += 1
            else:
                self.left -= cost
        for only in sides:
            for ids in (only or {}).values():
                ids -= left_out
        return left_out


def _page_order(deck: DeckDiff, touched: dict[str, set[str]], new_deck=None) -> list[tuple[str, ...]]:
    """The deck's cards to draw in the order the page lists them, each as its ids (a renamed card's
    old and new one; edited ones by file and line, as `new_deck`, the deck after the change, has
    them; one it does not have last, by id): the cards past the page's pictures are the last it lists."""
    first = [(c.id,) for c in deck.added] + [(c.id,) for c in deck.removed]
    first += [(r.old_id, r.new_id) for r in deck.renamed_ids] + [(m.id,) for m in deck.moved]
    places = {ref.id: (0, ref.source.path.name, ref.index) for ref in (new_deck.cards if new_deck else ())}
    return list(dict.fromkeys(first + [(c,) for c in sorted(touched, key=lambda c: (places.get(c, (1, "", 0)), c))]))


def _cards(entry: DeckEntry | None) -> dict[str, CardEntry]:
    if entry is None:
        return {}
    return {card.card_id: card for listed in entry.files for card in listed.cards}


def _inline(old: str, new: str) -> tuple[str, str]:
    """Two texts with the words that differ marked (`<del>` in the old, `<ins>` in the new), aligned
    in bounded time (`core.align`: a pull request's texts may be made to be slow to align)."""
    a, b = re.findall(r"\s+|\S+", old), re.findall(r"\s+|\S+", new)
    before, after = [], []
    for op, i1, i2, j1, j2 in opcodes(a, b):
        if op == "equal":
            before.append(esc("".join(a[i1:i2])))
            after.append(esc("".join(b[j1:j2])))
            continue
        before.append(_marked(a, i1, i2, "del"))
        after.append(_marked(b, j1, j2, "ins"))
    return "".join(before), "".join(after)


def _marked(words: list[str], start: int, end: int, tag: str) -> str:
    """`words[start:end]` (`_inline`'s words and runs of spaces) marked `tag`, but for the space
    that separates them from a word around them (an inserted word's `<ins>` underlined the space
    before it): that one is left unmarked, still there, so the text reads and copies the same. Any
    other spacing changed is marked, or it would not show: at the text's start or end, a double
    space or a line break, a change of spaces alone (a double space made one)."""
    if start == end:
        return ""
    first, last = start, end
    if any(not word.isspace() for word in words[start:end]):
        if start and words[first] == " ":  # (after a word before it)
            first += 1
        if end < len(words) and words[last - 1] == " ":  # (before a word after it)
            last -= 1
    return (esc("".join(words[start:first])) + f"<{tag}>{esc(''.join(words[first:last]))}</{tag}>"
            + esc("".join(words[last:end])))


def _field_rows(changes: list[FieldChange], language: str = "", written_in: str = "") -> str:
    """The rows of `changes`, a translation's (`language`) or the deck's own (`written_in`: its
    language, where known): their texts marked with the language they are in, read in it."""
    rows = []
    spoken = f' lang="{esc(language or written_in)}"' if language or written_in else ""
    for change in changes:
        tag = f' <span class="tag">[{esc(language)}]</span>' if language else ""
        if change.old is MISSING:
            old, new = "", f"<ins>{_value(change.new)}</ins>"
        elif change.new is MISSING:
            old, new = f"<del>{_value(change.old)}</del>", ""
        elif isinstance(change.old, str) and isinstance(change.new, str) and not _blank(change.old) \
                and not _blank(change.new):
            old, new = _inline(change.old, change.new)
        else:
            old, new = f"<del>{_value(change.old)}</del>", f"<ins>{_value(change.new)}</ins>"
        if change.stale:  # (as the text diff says it: these editions print the source text until updated)
            new += f'<br><span class="state" lang="en">translations now stale: {esc(", ".join(change.stale))}</span>'
        rows.append(f'<tr><th scope="row">{_field_name(change.path)}{tag}</th><td class="old"{spoken}>{old}</td>'
                    f'<td class="new"{spoken}>{new}</td></tr>')
    return "".join(rows)


def _blank(value: object) -> bool:
    return isinstance(value, str) and not value.strip()


def _value(value: object) -> str:
    """A value as the table shows it: a text as it reads, unquoted, as an edited one is shown; an
    empty or blank one quoted, marked (`""`, `" "`: else nothing would show); a list in brackets."""
    if isinstance(value, list):
        return "[" + ", ".join(_value(item) for item in value) + "]"
    if isinstance(value, str):
        return f'<span class="blank">{esc(shown(value))}</span>' if _blank(value) else esc(value)
    return esc(shown(value))


def _flag_rows(fuzzy: list, reviewed: list) -> str:
    """The rows of a card's catalog entries made fuzzy (the card prints the source text there now)
    or reviewed (it prints the translation, where it printed the source text), as the text diff
    says them (`fuzzy de: card/front`): neither is a translation added or removed."""
    rows = []
    for flag in fuzzy:
        rows.append(_flag_row(flag.context, flag.language, "fuzzy", '<span class="state">translated</span>',
                              '<span class="state">fuzzy: prints the source text</span>'))
    for flag in reviewed:
        rows.append(_flag_row(flag.context, flag.language, "reviewed", *_reviewed_cells(flag)))
    return "".join(rows)


def _reviewed_cells(flag) -> tuple[str, str]:
    """A reviewed entry's before and after: the source text printed, and the translation as it
    stands; where the review edited the fuzzy suggestion (`Reviewed.suggested`, the text diff's
    `was -> now`), that suggestion too, the words the reviewer changed marked on both."""
    printed = '<span class="state">fuzzy: printed the source text</span>'
    spoken = f' lang="{esc(flag.language)}"'
    if flag.suggested is None:
        return printed, f"<span{spoken}>{_value(flag.translation)}</span>"
    if _blank(flag.suggested) or _blank(flag.translation):
        was, now = f"<del>{_value(flag.suggested)}</del>", f"<ins>{_value(flag.translation)}</ins>"
    else:
        was, now = _inline(flag.suggested, flag.translation)
    return (f'{printed}<br><span class="state">suggested:</span> <span class="suggested"{spoken}>{was}</span>',
            f"<span{spoken}>{now}</span>")


def _flag_row(context: str, language: str, flag: str, old: str, new: str) -> str:
    return (f'<tr class="{flag}"><th scope="row">{_field_name(context)} '
            f'<span class="tag">[{esc(language)}]</span> <span class="flag">{flag}</span></th>'
            f'<td class="old">{old}</td><td class="new">{new}</td></tr>')


def _field_name(path: str) -> str:
    """A field's name (`questions/1/question`), a narrow column breaking it only after a slash: each
    part whole (`japan-flag-disc/`, not at its hyphens nor mid-word)."""
    parts = [esc(part) for part in re.split(r"(?<=/)", path) if part]
    return "<wbr>".join(f'<span class="part">{part}</span>' for part in parts)


def _table(rows: str) -> str:
    return ('<table class="fields"><thead><tr><th>field</th><th>before</th><th>after</th></tr></thead><tbody>'
            + rows + "</tbody></table>") if rows else ""


def _pictures(card: CardEntry | None, entry: DeckEntry | None, languages: list[str] | None = None,
              undrawn: bool = False, marked: list | None = None) -> str:
    """The card's pictures; `marked`: (id, placing.Finding) of the notes whose texts are boxed on them."""
    if undrawn:
        why = (f"not drawn: the page draws at most {MAX_DIFF_PICTURES:,} pictures (a card in one language, before "
               "or after); deckctl diff lists every change")
        return f'<div class="missing">{esc(why)}</div>'
    if card is None or entry is None or not card.faces:
        absent = [language for language in languages or () if language not in (entry.languages if entry else ())]
        if entry is not None and not entry.not_drawn and card is not None and languages and absent == languages:
            # (a translation new in the change: its catalog was not there before, nothing is wrong)
            why = f"not drawn: the deck has no {', '.join(absent)} translation there"
        else:
            why = (entry.not_drawn if entry is not None and entry.not_drawn else "not drawn: the card has errors there")
            if card is not None and entry is not None and not entry.not_drawn and entry.errors.get(card.card_id):
                return f'<div class="missing">{esc(why)}:</div>{_errors(card, entry.errors[card.card_id])}'
        return f'<div class="missing">{esc(why)}</div>'
    return faces_html(card, languages or entry.languages, entry.card_mm, marked or [])


def _errors(card: CardEntry, errors: list[Diagnostic]) -> str:
    """The validate errors of a card on one side, each at its place in the card's file as the page
    names it (`cards/NAME.yaml:73:10`, not in the diff's temporary folder); listed as the deck's
    problems are, never hidden by the bar, but choosing their card for its Rule and Severity (their
    rule, severity `error`: a reviewer asking for the errors was shown no card)."""
    return '<ul class="findings">' + "".join(
        f'<li class="problem error" data-rule="{esc(e.code)}" data-severity="error"><span class="sev">error</span> '
        f'<span class="rule">{esc(e.code)}</span> '
        f'{message_html(e.message, names=e.names)} <span class="src">{esc_name(_in_deck(card))}:{e.line}:{e.col}</span>'
        + (f'<div class="hint">hint: {message_html(e.hint, names=e.names)}</div>' if e.hint else "") + "</li>"
        for e in errors) + "</ul>"


def _prints_the_same(before: CardEntry | None, after: CardEntry | None) -> bool:
    """Whether an edited card's pictures are the same files before and after, in every language and
    side drawn (a change to what it does not print: its source, a read-aloud word, a tag). A
    reviewer was left to compare the pictures for a difference there is not."""
    if before is None or after is None or not before.faces or before.faces.keys() != after.faces.keys():
        return False
    return all(sides.keys() == after.faces[language].keys()
               and all(side.sha and side.sha == after.faces[language][name].sha for name, side in sides.items())
               for language, sides in before.faces.items())


def _same_line(before: CardEntry | None, after: CardEntry | None, undrawn: bool) -> str:
    """The line an edited or renamed card whose pictures are the same before and after has."""
    if undrawn or not _prints_the_same(before, after):
        return ""
    return '<p class="state" lang="en">prints the same before and after: its pictures are identical</p>'


def _faces(pictures: str) -> str:
    """A card's pictures on one side of the change (added, removed, moved) in the proof's `.faces`:
    its languages side by side where the window has room (a card beside its translation), as the
    proof shows them, not each under the last."""
    return f'<div class="faces">{pictures}</div>'


def _article(kind: str, card_id: str, n: str, body: str, where: str, moved: bool = False, searched: str = "",
             flags: list[str] = (), named_kind: str = "") -> str:
    """`moved`: an edited card that moved to another file too (`where` says from where to where);
    `flags`: what else happened to it (`fuzzy de`, `reviewed de`, `new de translation`), badges
    too; `named_kind`: its kind's words where they are not `kind` (the class). `where` is also what
    the page's search finds the card by, with its id, its kinds and texts: its pictures' and
    `searched` (`_searched`)."""
    badges = [("move", f"{n}-move", "moved")] if moved else []
    badges += [("flag", f"{n}-flag{m}", flag) for m, flag in enumerate(flags)]
    said = named_kind or kind
    text = f' data-text="{esc(searched)}"' if searched else ""
    kinds = " ".join([said] + [words for _, _, words in badges])
    # (named by its badges and its id, as they stand: "edited moved sky-colour", what happened to it)
    named = " ".join([f"{n}-kind"] + [ident for _, ident, _ in badges] + [f"{n}-name"])
    shown_badges = "".join(f' <span class="kind {css}" id="{ident}">{esc(words)}</span>' for css, ident, words in badges)
    return (f'<article class="card change {kind}" id="{n}" tabindex="0" aria-labelledby="{named}" '
            f'data-id="{esc(card_id)}" data-file="{esc_name(where)}" data-kind="{esc(kinds)}"{text}>'
            f'<header><span class="kind" id="{n}-kind">{esc(said)}</span>{shown_badges} '
            f'<h3 class="id" id="{n}-name">{esc(card_id)}</h3> '
            f'<span class="src">{esc_name(where)}</span></header>{body}</article>')


def _searched(*sides: tuple[CardEntry | None, DeckEntry | None]) -> str:
    """The texts the page's search finds a card by on the sides (card, its deck there) where it
    has no pictures (validate refuses it there, or the page's pictures ran out): its source's and
    its translations' (`page.searched_texts`), as the proof's search finds such a card."""
    texts = [searched_texts(card, entry) for card, entry in sides
             if card is not None and entry is not None and not card.faces]
    return " ".join(text for text in texts if text)[:SEARCHED_CHARS]


def _deck_heading(deck: DeckDiff, entry: DeckEntry | None, written: tuple[str, str] = ("", "")) -> str:
    """The deck's head as the proof's (`page.deck_head_html`): its title (the new side's, else the
    old side's) in its own language, and in each language its drawn translations give it one,
    shown while that language alone is chosen (proof.js, `.head > h2`); its id and folder beneath,
    the id where the proof has it, first. A deck with no title (its deck.yaml not read) is headed by
    its id, named as the page names files (`esc_name`: the folder's name where the id is not read).
    `written`: (title, language) as deck.yaml gives them, for a deck none of whose cards is drawn
    (`_written_title`)."""
    title, language = (entry.title, entry.language) if entry is not None else written
    spoken = f' lang="{esc(language)}"' if language else ""
    titles = "".join(f'<span class="title" data-lang="{esc(other)}" lang="{esc(other)}" hidden>{esc(translated)}</span>'
                     for other, translated in sorted(entry.titles.items())) if entry is not None else ""
    shown = esc(title) if title else esc_name(deck.id)
    about = " · ".join([esc_name(deck.id), esc_name(deck.path or ".")])
    return (f'<div class="head"><h2><span class="title" data-lang=""{spoken}>{shown}</span>{titles}</h2>'
            f'<p class="about">{about}</p></div>')


def _deck_section(n: int, deck: DeckDiff, old: DeckEntry | None, new: DeckEntry | None, touched,
                  undrawn: set[str] = frozenset(), report: Report | None = None,
                  written: tuple[str, str] = ("", "")) -> str:
    """`undrawn`: cards past the page's pictures (`_Pictures`), listed without them; `report`
    counts the cards shown that print texts untranslated; `written`: the deck's title and language
    where neither side has an entry (`_deck_heading`)."""
    ident = f"deck-{n}"
    report = report if report is not None else Report()

    def noted(entry: DeckEntry | None, card_id: str, languages: list[str] | None, key: str, counted: set) -> list:
        found = _noted(entry, card_id, languages if languages is not None else entry.languages if entry else [], key)
        counted.update((n, card_id, f.language) for _, f in found)
        return found
    old_cards, new_cards = _cards(old), _cards(new)
    parts = [f'<section class="deck" id="{ident}">{_deck_heading(deck, new or old, written)}']
    if deck.problems:  # (not findings the bar filters by: no card carries them, and they always show)
        parts.append('<ul class="findings">' + "".join(
            f'<li class="problem error"><span class="sev">not compared</span> {esc_name(_where(p))}: '
            f'{esc(names_shown(p.message, p.names))} <span class="rule">{esc(p.code)}</span></li>'
            for p in deck.problems) + "</ul>")
    if deck.manifest:
        parts.append(f'<h3>deck.yaml</h3>{_table(_field_rows(deck.manifest))}')
    if deck.catalogs_added:  # (its cards' translations, if any, are shown on the cards)
        parts.append('<ul class="renamed">' + "".join(
            f'<li class="change added"><span class="kind">added</span> '
            f'<span class="src">{esc(language)} catalog (locales/{esc(language)}.po)</span></li>'
            for language in deck.catalogs_added) + "</ul>")
    if deck.renamed:  # (one line per file: its cards are the same, so no pictures)
        parts.append('<ul class="renamed">' + "".join(
            f'<li class="change renamed"><span class="kind">renamed</span> '
            f'<span class="src">{esc_name(r.old_file)} → {esc_name(r.new_file)}</span></li>' for r in deck.renamed) + "</ul>")
    parts.append('<div class="cards">')
    k = 0
    for placed in deck.added:
        k += 1
        notes = noted(new, placed.id, None, f"{ident}-{k}-n", report.untranslated_after)
        parts.append(_article("added", placed.id, f"{ident}-{k}", _faces(_pictures(new_cards.get(placed.id), new,
                                                                           undrawn=placed.id in undrawn, marked=notes))
                              + _notes(notes), placed.file, searched=_searched((new_cards.get(placed.id), new))))
    for placed in deck.removed:
        k += 1
        notes = noted(old, placed.id, None, f"{ident}-{k}-b", report.untranslated_before)
        parts.append(_article("removed", placed.id, f"{ident}-{k}", _faces(_pictures(old_cards.get(placed.id), old,
                                                                             undrawn=placed.id in undrawn, marked=notes))
                              + _notes(notes), placed.file, searched=_searched((old_cards.get(placed.id), old))))
    fuzzy, reviewed = _by_card(deck.fuzzy), _by_card(deck.reviewed)
    own = next((entry.languages[0] for entry in (new, old) if entry is not None and entry.languages), "")
    renamed_files = {r.old_file: r.new_file for r in deck.renamed}
    for rename in deck.renamed_ids:
        k += 1
        before = noted(old, rename.old_id, None, f"{ident}-{k}-b", report.untranslated_before)
        after = noted(new, rename.new_id, None, f"{ident}-{k}-n", report.untranslated_after)
        parts.append(_renamed_article(rename, f"{ident}-{k}", (old_cards.get(rename.old_id), old),
                                      (new_cards.get(rename.new_id), new), rename.new_id in undrawn, (before, after),
                                      own, renamed_files, (fuzzy, reviewed)))
    edited = {c.id: c for c in deck.changed}
    moves = {m.id: m for m in deck.moved}
    translated: dict[str, list] = {}  # card id -> its catalog entries' changes (looked up once per card)
    for t in deck.translated:
        translated.setdefault(t.change.path.split("/", 1)[0], []).append(t)
    newly = newly_translated(deck, touched, old, new)
    for move in deck.moved:
        if move.id in edited or move.id in touched:
            continue
        k += 1
        notes = noted(new, move.id, None, f"{ident}-{k}-n", report.untranslated_after)
        parts.append(_article("moved", move.id, f"{ident}-{k}", _faces(_pictures(new_cards.get(move.id), new,
                                                                         undrawn=move.id in undrawn, marked=notes))
                              + _notes(notes), f"{move.old_file} → {move.new_file}",
                              searched=_searched((new_cards.get(move.id), new))))
    for card_id in sorted(touched, key=lambda c: _place(new_cards.get(c) or old_cards.get(c), c)):
        k += 1
        change = edited.get(card_id)
        languages = [lang for m, lang in enumerate(new.languages if new else [])
                     if ("" if m == 0 else lang) in touched[card_id]]
        rows = _field_rows(change.fields, written_in=own) if change else ""
        rows += _flag_rows(fuzzy.get(card_id, []), reviewed.get(card_id, []))
        rows += "".join(_field_rows([t.change], t.language) for t in translated.get(card_id, []))
        before = noted(old, card_id, languages, f"{ident}-{k}-b", report.untranslated_before)
        after = noted(new, card_id, languages, f"{ident}-{k}-n", report.untranslated_after)
        # (the changes first, then the pictures: a card's pictures are taller than a window)
        same = _same_line(old_cards.get(card_id), new_cards.get(card_id), card_id in undrawn)
        body = (f'{_table(rows)}{same}<div class="beforeafter"><div class="before"><h4>before</h4>'
                f'{_pictures(old_cards.get(card_id), old, languages, card_id in undrawn, before)}</div>'
                f'<div class="after"><h4>after</h4>'
                f'{_pictures(new_cards.get(card_id), new, languages, card_id in undrawn, after)}</div></div>'
                f'{_notes(after, before)}')
        flags = _flags(card_id, fuzzy, reviewed)
        where = change.file if change else _in_deck(new_cards.get(card_id))
        move = moves.get(card_id)  # (edited and moved: the reviewer must see both)
        if move:
            where = f"{move.old_file} → {move.new_file}"
        searched = _searched((old_cards.get(card_id), old), (new_cards.get(card_id), new))
        kind, said = ("translated", f"new {newly[card_id]} translation") if card_id in newly else ("edited", "")
        parts.append(_article(kind, card_id, f"{ident}-{k}", body, where, moved=move is not None, searched=searched,
                              flags=flags, named_kind=said))
    parts.append("</div></section>")
    if new is not None:  # (the cards shown after the change, each once: a moved card may be edited too)
        after = [c.id for c in deck.added] + [r.new_id for r in deck.renamed_ids] + [m.id for m in deck.moved]
        report.errors_after.update((n, card_id) for card_id in [*after, *touched] if new.errors.get(card_id))
    return "".join(parts)


def _renamed_article(rename: IdRename, n: str, old: tuple, new: tuple, undrawn: bool, notes: tuple[list, list],
                     own: str, renamed_files: dict[str, str], flags: tuple[dict, dict]) -> str:
    """A card whose id was renamed, as one card (the text diff's `renamed  old -> new`): both ids
    in its header, the languages that still translate it under its old id alone, its changes
    besides the id and its entries made fuzzy or reviewed (`deckctl i18n update` gives it its old
    entries' translations, fuzzy), then its pictures before and after, in every language (`old`,
    `new`: (card, its deck) on each side; `notes`: its notes before and after; `flags`: the
    deck's entries made fuzzy and reviewed, by card)."""
    (old_card, old_entry), (new_card, new_entry) = old, new
    before, after = notes
    stale = (f'<p class="state" lang="en">translations now stale: {esc(", ".join(rename.stale))}</p>'
             if rename.stale else "")
    fuzzy, reviewed = flags
    rows = _field_rows(rename.fields, written_in=own) + _flag_rows(fuzzy.get(rename.new_id, []),
                                                                   reviewed.get(rename.new_id, []))
    body = (f'{stale}{_table(rows)}{_same_line(old_card, new_card, undrawn)}<div class="beforeafter">'
            '<div class="before"><h4>before</h4>'
            f'{_pictures(old_card, old_entry, undrawn=undrawn, marked=before)}</div>'
            f'<div class="after"><h4>after</h4>{_pictures(new_card, new_entry, undrawn=undrawn, marked=after)}</div>'
            f'</div>{_notes(after, before)}')
    # (where it moved too, from the old file to the new; not where it only went with its renamed file)
    moved = renamed_files.get(rename.old_file, rename.old_file) != rename.file
    where = f"{rename.old_file} → {rename.file}" if moved else rename.file
    return _article("renamed", f"{rename.old_id} → {rename.new_id}", n, body, where,
                    flags=_flags(rename.new_id, fuzzy, reviewed),
                    searched=_searched(old, new))


def _place(card: CardEntry | None, card_id: str) -> tuple:
    """Where a card is in its deck, the order the page lists edited cards in: file, then line."""
    return (_in_deck(card), card.line if card else 0, card_id)


def _by_card(flags: list) -> dict[str, list]:
    """Fuzzy or Reviewed entries by the card whose text they are."""
    found: dict[str, list] = {}
    for flag in flags:
        found.setdefault(flag.context.split("/", 1)[0], []).append(flag)
    return found


def _flags(card_id: str, fuzzy: dict, reviewed: dict) -> list[str]:
    """The badges of what happened to an edited card's translations, in the text diff's words."""
    flags = [f"fuzzy {language}" for language in sorted({f.language for f in fuzzy.get(card_id, [])})]
    flags += [f"reviewed {language}" for language in sorted({r.language for r in reviewed.get(card_id, [])})]
    return flags


def newly_translated(deck: DeckDiff, touched: dict[str, set[str]], old: DeckEntry | None,
                     new: DeckEntry | None) -> dict[str, str]:
    """The cards whose one change is their first translation in a language the deck did not have
    before (a new catalog): card id -> the language(s), `de`. Such a card is not edited; every
    one of its texts is new in that language."""
    if old is None or new is None:
        return {}
    added = set(new.languages[1:]) - set(old.languages)
    found: dict[str, str] = {}
    for card_id, languages in touched.items():
        if languages and "" not in languages and languages <= added:
            found[card_id] = ", ".join(sorted(languages))
    return found


def _noted(entry: DeckEntry | None, card_id: str, languages: list[str], key: str) -> list:
    """What the card's translations print untranslated on one side (`untranslated.py`, the notes of
    `entry`, that side's deck), each as (its id on the page, `key` and its number; placing.Finding):
    the box of its text is marked on that side's pictures."""
    from deckctl.proof.placing import Finding

    notes = [d for d in entry.notes if d.card_id == card_id and d.extra.get("language") in languages] if entry else []
    return [(f"{key}{n}", Finding(d, d.extra["language"], d.extra.get("field", ""))) for n, d in enumerate(notes)]


def _notes(noted: list, before: list = ()) -> str:
    """The notes listed as the proof lists them, their language tagged (`[de]`, as the tooltip of
    the box of their text says it too); without their catalog's place and the hint naming it,
    which are in the diff's temporary folder. `before`: an edited card's notes before the change,
    after those of after it, each tagged so."""
    tag = ' <span class="tag">[before]</span>'
    listed = [(ident, f, "") for ident, f in noted] + [(ident, f, tag) for ident, f in before]
    if not listed:
        return ""

    def language(finding) -> str:
        said = tagged_language(finding)
        return f' <span class="tag">{esc(said)}</span>' if said else ""
    return '<ul class="findings">' + "".join(
        f'<li class="finding info" id="{ident}" data-rule="{esc(f.diagnostic.code)}" data-severity="info" '
        f'data-lang="{esc(f.language)}"><span class="sev">info</span> <span class="rule">{esc(f.diagnostic.code)}</span> '
        f'<span class="msg">{message_html(f.diagnostic.message, names=f.diagnostic.names)}</span>{language(f)}{when}</li>'
        for ident, f, when in listed) + "</ul>"


def _in_deck(card: CardEntry | None) -> str:
    """The card's file as the page names every file, from its deck's folder (`cards/NAME.yaml`,
    where every card file is), not as findings name it (a path into the temporary folder)."""
    return f"cards/{posixpath.basename(card.file.replace(os.sep, '/'))}" if card else ""


_EXTRA_STYLE = """<style>
.problem code { font: .8rem ui-monospace, monospace; background: rgba(29, 35, 48, .06); border-radius: 3px; padding: 0 .2rem; }
.problem .hint { color: var(--muted); }  /* (a card's errors where it is not drawn: as the proof's findings read) */
.change > .state { font-style: italic; color: #4a5263; margin: .3rem 0; font-size: .85rem; }
.change .kind { font-size: .7rem; text-transform: uppercase; font-weight: 600; padding: 0 .3rem; border-radius: 3px; }
.added .kind { background: #e3f4e6; color: #1b6b2a; } .removed .kind { background: #fbe4e4; color: #a12020; }
.moved .kind, .renamed .kind, .edited .kind.move { background: #e8eefb; color: #2a4fa1; }
ul.renamed { list-style: none; padding: 0; } ul.renamed .src { font: .85rem ui-monospace, monospace; } .edited .kind { background: #fcf1dc; color: #8a5a00; }
.beforeafter { display: flex; gap: 1rem; flex-wrap: wrap; } .beforeafter h4 { margin: 0 0 .3rem; font-size: .8rem; }
.beforeafter > * { flex: 1 1 25.5rem; max-width: max-content; min-width: 0; }  /* (before beside after, shrunk to fit down to 12.5rem a picture: proof.css's .lang) */
#large .beforeafter > * { flex: 1 1 100%; max-width: none; }  /* (shown large on a narrow screen: one under the other) */
@media (min-width: 50rem) { #large .beforeafter { flex-wrap: nowrap; } #large .beforeafter > * { flex: 1 1 0; } }  /* (else before beside after) */
.translated .kind { background: #e6f3f5; color: #155e6b; } .edited .kind.flag, .translated .kind.flag { background: #f1e8fb; color: #5b2d91; }
.fields .flag { font: 600 .7rem system-ui, sans-serif; text-transform: uppercase; color: #5b2d91; }
.fields .state { font-style: italic; color: #4a5263; overflow-wrap: normal; }  /* (whole words: "translated", not "translat ed") */
.fields .blank { font-family: ui-monospace, monospace; background: #eef0f4; }
.fields { border-collapse: collapse; margin: .5rem 0; font-size: .85rem; max-width: 60rem; }
.fields th, .fields td { border: 1px solid #d7dbe3; padding: .25rem .4rem; text-align: left; vertical-align: top; }
/* (a text's spacing kept: a double space made or removed shows; words broken only where one is wider than its cell) */
.fields td { white-space: pre-wrap; overflow-wrap: break-word; } .fields th[scope=row] { font: .8rem ui-monospace, monospace; }
.fields th .part { white-space: nowrap; } del { background: #fbe4e4; } ins { background: #e3f4e6; }
/* A narrow window: the columns share the width as set (the field's 8rem), not by their longest
   words (a long field name left the texts too little and broke their words, or pushed them past
   the window's edge): a text breaks at its spaces, a word mid-word only where it is wider than its
   cell; a field name after a slash or a hyphen. */
@media (max-width: 40rem) {
  .fields { table-layout: fixed; width: 100%; } .fields thead th:first-child { width: 8rem; }
  .fields th .part { white-space: normal; } .fields th[scope=row] { overflow-wrap: break-word; }
}
</style>"""


def write_diff_site(old_side, new_side, diffs: list[DeckDiff], out: Path, dpi: int = 150,
                    progress: Callable[[int, int, str], None] | None = None, jobs: int = 1) -> Report:
    """The page of `diffs` (from `compare(old_side, new_side)`) in `out`, pictures in its store.
    `progress(n, decks, deck id)` is called as the n-th deck's cards are about to be drawn; `jobs`:
    the processes a deck's many changed cards may be drawn on (`drawing.plan_deck`)."""
    from deckctl.i18n.apply import kept_localizations
    from deckctl.io.atomic import write_atomic
    from deckctl.proof.store import Store

    not_compared = sum(1 for deck in diffs if deck.problems)
    report = Report(decks=len(diffs) - not_compared, not_compared=not_compared)
    sections, entries = [], []
    pictures = _Pictures(MAX_DIFF_PICTURES)
    with tempfile.TemporaryDirectory(prefix="deckctl-diff-") as temporary:
        old_root, new_root = Path(temporary) / "old", Path(temporary) / "new"
        drawn = [{_old_folder(deck, old_side) for deck in diffs if _wanted(deck)[0]},
                 {deck.path for deck in diffs if _wanted(deck)[1]}]
        old_missing, new_missing = _materialize([old_side, new_side], [old_root, new_root], drawn,
                                                Path(temporary) / "art", report.refused)
        for n, deck in enumerate(diffs):
            if progress:
                progress(n, len(diffs), deck.id)
            old_ids, new_ids, touched = _wanted(deck)
            old_folder = _old_folder(deck, old_side)
            with kept_localizations():  # (each translation made once: compared, then drawn)
                old_deck = _load(old_root, old_folder) if old_ids else None
                new_deck = _load(new_root, deck.path) if new_ids else None
                _printed_changes(old_deck, new_deck, touched)
                old_only = _only(old_deck, old_ids, touched, out, dpi)
                new_only = _only(new_deck, new_ids, touched, out, dpi)
                undrawn = pictures.share(_page_order(deck, touched, new_deck), [old_only, new_only])
                old = _entry(old_deck, old_only, out, dpi, old_missing, old_folder, jobs)
                new = _entry(new_deck, new_only, out, dpi, new_missing, deck.path, jobs)
            entries += [e for e in (old, new) if e is not None]
            on_both = _cards(old).keys() & _cards(new).keys()
            touched = {card: languages for card, languages in touched.items() if card in on_both or card in undrawn}
            # (a change to deck.yaml alone draws no card: its title from the file, not its id)
            written = ((_written_title(new_side, deck.path) or _written_title(old_side, old_folder) or ("", ""))
                       if old is None and new is None else ("", ""))
            sections.append(_deck_section(n, deck, old, new, touched, undrawn, report, written))
            report.added += len(deck.added)
            report.removed += len(deck.removed)
            report.moved += len(deck.moved)
            report.renamed += len(deck.renamed)
            report.renamed_ids += len(deck.renamed_ids)
            newly = newly_translated(deck, touched, old, new)
            report.edited += len(touched) - len(newly)
            for languages in newly.values():
                report.translations_added[languages] = report.translations_added.get(languages, 0) + 1
            report.moved_and_edited += sum(1 for m in deck.moved if m.id in touched and m.id not in newly)
            report.problems += deck.problems
            report.catalogs_added.update(((n, language), count) for language, count in deck.catalogs_added.items())
        report.undrawn = pictures.undrawn
    html = page_html("deckctl diff", esc(report.summary(old_side.label, new_side.label)), sections, entries,
                     subject=f"{old_side.label} → {new_side.label}").replace("</head>", _EXTRA_STYLE + "\n</head>", 1)
    # (Find finds a card by its kind of change too: `data-kind`)
    html = html.replace('placeholder="text or card id"', 'placeholder="text, id or change"', 1)
    os.makedirs(out, exist_ok=True)
    write_atomic(out / PAGE, html.encode("utf-8"))
    report.removed_files = Store(out).sweep({key for entry in entries for key in (*entry.keys, *entry.records)})
    return report


def renamed_files(count: int) -> str:
    return f"{count} card file{'' if count == 1 else 's'} renamed"


_LANGUAGE_TAG = re.compile(r"[A-Za-z0-9]{1,8}(?:-[A-Za-z0-9]{1,8})*")


def _written_title(side, folder: str) -> tuple[str, str] | None:
    """(title, language) as the deck.yaml of `folder` on `side` gives them, for the heading of a
    deck with no card drawn; None where it has no such file or no title. The title is shown with
    its control characters escaped, as a terminal line (validate refuses them in a title, and
    nothing here has validated this one); a language that is no tag is not used."""
    data = side.files.get(f"{folder}/deck.yaml" if folder else "deck.yaml")
    if data is None:
        return None
    from deckctl.core.printable import printable_line
    from deckctl.io.source import source_of_bytes

    manifest = source_of_bytes(data, "deck.yaml").data
    title = manifest.get("title") if isinstance(manifest, dict) else None
    if not isinstance(title, str) or not title.strip():
        return None
    language = manifest.get("language")
    language = language if isinstance(language, str) and _LANGUAGE_TAG.fullmatch(language) else ""
    return printable_line(title), language


def _old_folder(deck: DeckDiff, old_side) -> str:
    """The deck's folder on the old side: the same, or (a renamed folder) the one with its id."""
    prefix = f"{deck.path}/" if deck.path else ""
    if f"{prefix}deck.yaml" in old_side.files:
        return deck.path
    from deckctl.diff.sides import deck_folder

    for name in old_side.files:
        if name.endswith("deck.yaml") and f"id: {deck.id}" in old_side.files[name].decode("utf-8", "replace"):
            return deck_folder(name)
    return deck.path
