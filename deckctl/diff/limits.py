"""How large a file `diff` reads: no larger than a command reading the same kind of file from the
work tree would, judged on the size git states (`git cat-file --batch-check`) or the file system
does, before a byte of it is read. A git blob costs nothing to store: a gigabyte of zeros packs into a
megabyte, so a revision of a stranger's repository can hold one where any deck file or art is.

The limits are those of the work tree, not new ones: a deck.yaml as any deck file
(`io.source.MAX_FILE_BYTES`), the card files of a deck together as validate counts them
(`validate.limits.MAX_DECK_BYTES`, in name order: the file that takes them over is refused and
the rest of that deck's card files are not read), a catalog as i18n reads one
(`i18n.limits.MAX_CATALOG_BYTES`), and art as the PDF export opens it (`export.pdf.art`'s
MAX_ART_BYTES, passed in by `diff --html`, which alone reads art).

Those limits are per file, and a blob costs nothing to repeat either: 32 entries of one 16 MB
catalog in a deck's `locales/`, or 200 deck folders sharing one 3 MB tree of card files, packed
into a 3 MB `.git` and took `diff` 99 s and 2 GB. So a diff also has a budget in all, both sides
together (`over_budget`): at most `MAX_DIFF_BYTES` of deck files and `MAX_DIFF_FILES` of them,
every entry of a tree counted (two names for one blob are read twice), judged on the sizes listed
before any file is read. Over it, nothing is read or compared. A tree costs nothing to repeat
either, so a revision's listing stops at `MAX_TREE_ENTRIES` entries (git is ended there). `diff
--html` counts its art against `MAX_DIFF_BYTES` too, with the deck files read (each blob or file once: it reads each once,
and only for decks with cards to draw), before any art is read (`proof.diffsite._materialize`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import PurePosixPath

from deckctl.core.diagnostics import Diagnostic
from deckctl.i18n.limits import MAX_CATALOG_BYTES
from deckctl.io.source import MAX_FILE_BYTES
from deckctl.validate.limits import MAX_DECK_BYTES, SPLIT_DECK_HINT, too_many_bytes


# Both sides together. Bytes: a deck at every limit (3 MiB of cards, a 16 MiB catalog) twice, and room; at
# the limit a diff takes about 12 s and 360 MB. Files: a publisher's hundred decks of a dozen files each, twice
# over, and room; 4,000 one-entry catalogs take about 17 s.
MAX_DIFF_BYTES = 64 * 1024 * 1024
MAX_DIFF_FILES = 4_000
# Entries of one revision's tree (files and folders, of decks or not) listed before anything else is done: a
# tree costs nothing to repeat, and three nested trees of a thousand entries each (a 332 KB `.git`) list a
# thousand million files. A repository the size of Linux's holds about 90,000; 200,000 are listed in about a
# second.
MAX_TREE_ENTRIES = 200_000

# A revision's tree may name a file however long (git mktree checks no length), but no checkout can hold a name
# whose part is longer than a file system's 255 bytes, nor a path longer than its 4,096; `diff --html` writes each
# side's deck files into a temporary folder, and such a name had ended it with 'File name too long' (exit 74). A
# whole name is held to half the path limit, room for the temporary folder's own path (card file names are at most
# 240 bytes, `io.discover.MAX_CARD_FILE_NAME_BYTES`, and real decks' paths under 100).
MAX_NAME_PART_BYTES = 255
MAX_TREE_NAME_BYTES = 2_048

# diff --html's page: pictures drawn, a card in one language before or after (both its faces), shared out before
# any is drawn; the cards past it are listed with their changes, not drawn. 3,000 cards whose ten catalogs were all
# retranslated (inside the other limits) had taken 435 s and 1.08 GB and written 51,650 files; at this limit, 90 s
# (most of it reading the catalogs) and 630 MB on a loaded machine, 2,041 files.
MAX_DIFF_PICTURES = 2_000

# Fields compared (pairs of a deck's removed and added cards with the same fields, times their fields) to find
# renamed ids whose content changed too (`compare.id_renames`); past it only identical cards are paired, as past
# git's renameLimit only identical files are. At the limit (250 removed and 250 added cards of 15 fields, none
# alike) about 0.5 s on a busy machine.
MAX_RENAME_FIELDS = 1_000_000

DIFF_BUDGET_HINT = ("compare fewer decks at a time: check the revision out beside this one (`git worktree add "
                    "../old REV`) and give two deck folders, `deckctl diff ../old/decks/DECK decks/DECK`")


TREE_ENTRIES_HINT = ("a tree that large is rarely a deck repository's (`git ls-tree REV` shows its top); to "
                     "compare its decks anyway, check their folders out (`git worktree add --no-checkout ../old "
                     "REV`, then `git -C ../old checkout REV -- decks/DECK`) and give two deck folders")


class TooLarge(Exception):
    """A file over the limit of its kind: `size` bytes where at most `limit` are read."""

    def __init__(self, size: int, limit: int):
        super().__init__(f"{size:,} bytes, more than {limit:,}")
        self.size = size
        self.limit = limit


def art_too_large(label: str, what: str, size: int, limit: int) -> str:
    """The words of a refusal of art (`what`: "the art `art/back.png` its print: section names",
    `label`: the side it is on, "HEAD")."""
    return f"{what} is {size:,} bytes in {label}; art may be at most {limit:,} bytes, so it is not read"


@dataclass
class Budget:
    """The deck files of one side, judged one by one in name order (`is_deck_file` names only
    these): the refusal of each that is over its limit, or that takes its deck's card files over
    theirs."""

    cards: dict[str, int] = field(default_factory=dict)  # deck folder -> bytes of card files so far
    full: set[str] = field(default_factory=set)  # deck folders whose card files went over

    def skips(self, name: str, folder: str) -> bool:
        """A card file after one refused in its deck: not read, and not reported again."""
        return folder in self.full and _is_card_file(name)

    def refusal(self, name: str, display: str, size: int, folder: str) -> Diagnostic | None:
        """None when the file may be read (a card file is then counted), else why it is not."""
        if not _is_card_file(name):
            manifest = PurePosixPath(name).name == "deck.yaml"
            limit, what = (MAX_FILE_BYTES, "deck file") if manifest else (MAX_CATALOG_BYTES, "catalog")
            if size <= limit:
                return None
            return Diagnostic(display, 0, 0, "file-too-large",
                              f"the file is {size:,} bytes; a {what} may be at most {limit:,}, so it is not read",
                              hint="a deck.yaml holds a few lines" if what == "deck file" else SPLIT_DECK_HINT)
        before = self.cards.get(folder, 0)
        found = too_many_bytes(display, size, before)
        if found is None:
            self.cards[folder] = before + size
            return None
        self.full.add(folder)
        return found


def _is_card_file(name: str) -> bool:
    kind = PurePosixPath(name)
    return kind.name != "deck.yaml" and kind.parent.name != "locales"


def over_budget(listed: list[tuple[str, int]]) -> Diagnostic | None:
    """Why a diff that would read the files `listed` (the name shown, bytes; both sides, in the
    order they would be read) is refused, at the first file that takes it over `MAX_DIFF_FILES`
    or `MAX_DIFF_BYTES`; None within both."""
    total = sum(size for _, size in listed)
    count = 0
    spent = 0
    for display, size in listed:
        count += 1
        spent += size
        if count > MAX_DIFF_FILES:
            return Diagnostic(display, 0, 0, "diff-too-large",
                              f"diff would read {len(listed):,} deck files, both sides together, and reads at most "
                              f"{MAX_DIFF_FILES:,}: this one is past that, so nothing is compared",
                              hint=DIFF_BUDGET_HINT)
        if spent > MAX_DIFF_BYTES:
            return Diagnostic(display, 0, 0, "diff-too-large",
                              f"diff would read {total:,} bytes of deck files, both sides together (every name a "
                              f"file has in a revision counted), and reads at most {MAX_DIFF_BYTES:,}: this file "
                              "takes it past that, so nothing is compared", hint=DIFF_BUDGET_HINT)
    return None
