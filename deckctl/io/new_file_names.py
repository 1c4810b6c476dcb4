"""Which names a card file deckctl creates may have (`import sheet`'s `file` cell, `new card
--file`), beyond what discovery reads as a card file (deckctl/io/discover.py): one every checkout
of the repository can hold and every terminal shows as it is. Not `deck.yaml` (cards/ would become
a deck of its own, and the deck would read none of its card files), no character that a file list
shows as nothing or that reorders the name around it (U+202E, the right-to-left override, shows
the letters after it backwards), nothing Windows refuses (`CON.yaml`, a name it keeps for a
device, or `a:b.yaml`: git on Windows cannot check such a file out). A file that is there already
is the deck's, whatever its name: only new ones are held to this."""

from __future__ import annotations

import re
import unicodedata

from deckctl.core.printable import control_name, printable_line
from deckctl.io.discover import CARDS, MANIFEST

# The names Windows keeps for devices, in any case and whatever follows their first dot
# (`CON.yaml`, `nul.old.yaml`; spaces before that dot too): such a file cannot be made there, so
# git for Windows cannot check it out, and the whole checkout fails.
WINDOWS_DEVICES = frozenset({"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$",
                             *(f"{port}{n}" for port in ("COM", "LPT") for n in "0123456789\u00b9\u00b2\u00b3")})
# Characters no Windows file name may hold: a backslash too, which separates folders there and
# which a name committed on Linux or macOS may hold (`/` separates folders everywhere).
_NOT_ON_WINDOWS = re.compile(r'[<>:"|?*\\]')


def folded(name: str) -> str:
    """A name as macOS and Windows compare names: case and how an accent is written left aside."""
    return unicodedata.normalize("NFC", name).casefold()


def new_card_file_problem(name: str) -> str:
    """Why a card file deckctl would create in cards/ may not be called `name` (a name discovery
    reads as a card file), or ""."""
    if folded(name) == MANIFEST:  # (`Deck.yaml` too: the same file where case is not told apart)
        return f"a {CARDS}/{MANIFEST} would make {CARDS}/ a deck of its own, and the deck would read none of its card files"
    if printable_line(name) != name:
        odd = next((ch for ch in name if printable_line(ch) != ch), None)
        held = control_name(odd) if odd else "a character"
        return (f"its name holds {held}, which shows as nothing or changes how the text around "
                "it is shown, so the file's name would not read as it is")
    forbidden = _NOT_ON_WINDOWS.search(name)
    if forbidden:
        return f"Windows allows no `{forbidden.group()}` in a file name: a checkout there could not hold the file"
    device = name.split(".", 1)[0].rstrip(" ")
    if device.upper() in WINDOWS_DEVICES:
        return (f"Windows keeps the name `{device}` for a device, whatever follows it: a checkout "
                "there could not hold the file")
    return ""


def safe_card_file_name(name: str, taken: set[str] = frozenset()) -> str:
    """A name for the card file `name` that `new_card_file_problem` passes and that is not one of
    `taken` (folded names of what cards/ holds), as close to `name` as it can be: characters that
    show as nothing left out, those Windows refuses written `-`, and `-cards` after a name Windows
    keeps for a device or after `deck` (`CON.yaml` -> `CON-cards.yaml`), no dot, space or hyphen at
    either end; then `-2`, `-3`... where that name is taken."""
    stem = name.removesuffix(".yaml")
    stem = _NOT_ON_WINDOWS.sub("-", "".join(ch for ch in stem if printable_line(ch) == ch)).strip(" .-") or "cards"
    first, dot, rest = stem.partition(".")
    if new_card_file_problem(f"{first}.yaml"):  # (a device's name, or `deck`)
        stem = f"{first.rstrip(' ')}-cards{dot}{rest}"
    candidate, number = f"{stem}.yaml", 1
    while new_card_file_problem(candidate) or folded(candidate) in taken:
        number += 1
        candidate = f"{stem}-{number}.yaml"
    return candidate
