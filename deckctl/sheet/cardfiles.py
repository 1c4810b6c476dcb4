"""Which card file a sheet's `file` cell may name: one the deck reads as a card file, by the rules
deck discovery holds `cards/` to (deckctl/io/discover.py), and, for a file the import would
create, one every checkout of the repository can hold and every terminal shows as it is.

A card file of the deck is taken by its name as it is, whatever the name holds (`export sheet`
wrote it, and an unchanged sheet imports). A new one must be more: not `deck.yaml` (cards/ would
become a deck of its own, and the deck would read none of its card files), no character that a
file list shows as nothing or that reorders the name around it (U+202E, the right-to-left
override, shows the letters after it backwards), nothing Windows refuses (`CON.yaml`, a name it keeps for a device, or
`a:b.yaml`: git on Windows cannot check such a file out), and no name apart from another in
`cards/` only in case or how an accent is written (`Letter.yaml` beside `letter.yaml`: one file
on macOS and Windows).
"""

from __future__ import annotations

import os
import re
import unicodedata
from pathlib import Path

from deckctl.core.printable import control_name, printable_line
from deckctl.io.discover import CARDS, MANIFEST, MAX_CARD_FILE_NAME_BYTES, is_card_file_name

FILE_NAME = re.compile(r"(cards/)?([^/\\]+\.yaml)")
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")  # (C0, DEL, C1: none belongs in a file name)
HINT = "name a file in cards/, like cards/extra.yaml"

# The names Windows keeps for devices, in any case and whatever follows their first dot
# (`CON.yaml`, `nul.old.yaml`; spaces before that dot too): such a file cannot be made there, so
# git for Windows cannot check it out, and the whole checkout fails.
_WINDOWS_DEVICES = frozenset({"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$",
                              *(f"{port}{n}" for port in ("COM", "LPT") for n in "0123456789\u00b9\u00b2\u00b3")})
# Characters no Windows file name may hold (`/` and `\` are folders: FILE_NAME refuses them).
_NOT_ON_WINDOWS = re.compile(r'[<>:"|?*]')


def folded(name: str) -> str:
    """A name as macOS and Windows compare names: case and how an accent is written left aside."""
    return unicodedata.normalize("NFC", name).casefold()


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
        hint). A new name accepted is taken: a later row's name apart from it only in case clashes."""
        if _CONTROL.search(text):
            return "", "it holds a control character (a line break, a tab)", HINT
        match = FILE_NAME.fullmatch(text)
        if not match:
            return "", "card files are `.yaml` files directly in cards/", HINT
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
        problem, hint = _new_name_problem(name)
        if problem:
            return "", problem, hint
        there = self.taken().get(folded(name))
        if there is not None and there != name:
            return "", (f"{CARDS}/{printable_line(there)} is there already, a name apart only in case or accents: "
                        "on macOS and Windows the two would be one file"), \
                f"write {CARDS}/{printable_line(there)} to put the card into it, or give the new file another name"
        self.taken()[folded(name)] = name
        return rel, "", ""


def _new_name_problem(name: str) -> tuple[str, str]:
    """Why a card file the import would create may not have this name (which passed the rules
    of discovery), or ("", "")."""
    if folded(name) == MANIFEST:  # (`Deck.yaml` too: the same file where case is not told apart)
        return (f"a {CARDS}/{MANIFEST} would make {CARDS}/ a deck of its own, and the deck would read none of "
                "its card files"), HINT
    shown = printable_line(name)
    if shown != name:
        odd = next((ch for ch in name if printable_line(ch) != ch), None)
        held = control_name(odd) if odd else "a character"
        return (f"its name holds {held}, which shows as nothing or changes how the text around "
                "it is shown, so the file's name would not read as it is"), HINT
    forbidden = _NOT_ON_WINDOWS.search(name)
    if forbidden:
        return (f"Windows allows no `{forbidden.group()}` in a file name: a checkout there could not hold "
                "the file"), HINT
    device = name.split(".", 1)[0].rstrip(" ")
    if device.upper() in _WINDOWS_DEVICES:
        return (f"Windows keeps the name `{device}` for a device, whatever follows it: a checkout "
                "there could not hold the file"), HINT
    return "", ""
