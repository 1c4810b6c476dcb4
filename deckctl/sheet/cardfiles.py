"""Which card file a sheet's `file` cell may name: one the deck reads as a card file, by the rules
deck discovery holds `cards/` to (deckctl/io/discover.py), and, for a file the import would
create, one every checkout of the repository can hold and every terminal shows as it is
(deckctl/io/new_file_names.py, as for `new card --file`), and no name apart from another in
`cards/` only in case or how an accent is written (`Letter.yaml` beside `letter.yaml`: one file
on macOS and Windows). A card file of the deck is taken by its name as it is, whatever the name
holds (`export sheet` wrote it, and an unchanged sheet imports).

A backslash in the cell separates folders (`cards\\letter.yaml`, as a sheet edited on Windows may
say), as it always did; where that reading names no card file the deck would read and the system
holds a backslash as a character of a name (Linux, macOS), the cell may name a card file of the
deck whose name holds one (`cards/a\\b.yaml`, as `export sheet` writes it) by that name.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

from deckctl.core.printable import printable_line
from deckctl.io.discover import CARDS, MAX_CARD_FILE_NAME_BYTES, is_card_file_name
from deckctl.io.new_file_names import folded, new_card_file_problem

FILE_NAME = re.compile(r"(cards/)?([^/\\]+\.yaml)")
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")  # (C0, DEL, C1: none belongs in a file name)
HINT = "name a file in cards/, like cards/extra.yaml"
_NOT_DIRECTLY_IN_CARDS = "card files are `.yaml` files directly in cards/"
# Whether a backslash separates folders on this system (Windows) rather than being a character a
# file's name may hold (Linux, macOS: validate warns at such a card file, card-file-name-unsafe).
BACKSLASH_SEPARATES = "\\" in {os.sep, os.altsep}


class CardFileNames:
    """The names a row's `file` cell is checked against: the deck's card files (`known`, as
    `cards/<name>.yaml`), what else `cards/` holds, and the new files earlier rows named."""

    def __init__(self, deck_dir: Path, known):
        self.cards = deck_dir / CARDS
        self.known = set(known)
        self._taken: dict[str, str] | None = None  # folded name -> name (looked up at the first new name)

    def taken(self) -> dict[str, str]:
        if self._taken is None:
            try:
                names = sorted(os.listdir(self.cards))
            except OSError:  # (no cards/ folder: nothing there)
                names = []
            known = sorted(rel.removeprefix(f"{CARDS}/") for rel in self.known)
            self._taken = {folded(name): name for name in [*names, *known] if folded(name).endswith(".yaml")}
        return self._taken

    def check(self, text: str) -> tuple[str, str, str]:
        """(the card file `cards/<name>.yaml` the cell names, or ""; why it names none, or ""; a
        hint). A new name accepted is taken: a later row's name apart from it only in case clashes.
        A backslash separates folders, unless only with it kept as it is does the cell name one of
        the deck's card files (`as_written`)."""
        rel, problem, hint = self._check(text.replace("\\", "/"))
        if problem and "\\" in text:
            rel = self.as_written(text)
            if rel:
                return rel, "", ""
            if problem == _NOT_DIRECTLY_IN_CARDS:
                problem += " (a backslash in the cell separates folders, as on Windows)"
        return rel, problem, hint

    def as_written(self, text: str) -> str:
        """The card file of the deck whose name holds a backslash that `text` names with each
        backslash a character of the name, as `export sheet` writes it (`cards/a\\b.yaml`,
        `a\\b.yaml`, or `cards\\a\\b.yaml`, its first backslash a folder's), or "": never where a
        backslash separates folders, and never a name the deck does not read as its card file (one
        outside cards/, in a folder below it, or hidden is none)."""
        if BACKSLASH_SEPARATES or _CONTROL.search(text):
            return ""
        names = [text.removeprefix(f"{CARDS}/")]
        if text.startswith(f"{CARDS}\\"):
            names.insert(0, text[len(CARDS) + 1:])
        return next((f"{CARDS}/{name}" for name in names
                     if "/" not in name and f"{CARDS}/{name}" in self.known), "")

    def _check(self, text: str) -> tuple[str, str, str]:
        if _CONTROL.search(text):
            return "", "it holds a control character (a line break, a tab)", HINT
        match = FILE_NAME.fullmatch(text)
        if not match:
            return "", _NOT_DIRECTLY_IN_CARDS, HINT
        name = match.group(2)
        rel = f"{CARDS}/{name}"
        if not is_card_file_name(name):
            return "", "a name starting with a dot is a hidden file, which the deck does not read", HINT
        size = len(name.encode("utf-8"))
        if size > MAX_CARD_FILE_NAME_BYTES:  # (checked before anything is written: the file system refuses it)
            return "", (f"its name is {size:,} bytes long; a card file's name may have at most "
                        f"{MAX_CARD_FILE_NAME_BYTES:,}"), HINT
        if rel in self.known:
            return rel, "", ""
        problem = new_card_file_problem(name)
        if problem:
            return "", problem, HINT
        there = self.taken().get(folded(name))
        if there is not None and there != name:
            return "", (f"{CARDS}/{printable_line(there)} is there already, a name apart only in case or accents: "
                        "on macOS and Windows the two would be one file"), \
                f"write {CARDS}/{printable_line(there)} to put the card into it, or give the new file another name"
        self.taken()[folded(name)] = name
        return rel, "", ""
