"""The printer's ICC profile for PDF/X: read and checked from its header, never interpreted.

A PDF/X OutputIntent embeds the output profile of the press the cards will be printed on. Only a
CMYK output profile (device class `prtr`, colour space `CMYK`) describes one; anything else (a
monitor's RGB profile, a link, a gray profile) is refused with a message that says what it is.

The profile's description (its `desc` tag) is the name the PDF/X gives the printing condition
(`/OutputConditionIdentifier` and `/Info` of its OutputIntent), which a print shop's preflight and
a viewer's output preview show. It is refused if it holds a character a one-line name cannot show
as written: a control character (line breaks and tabs too), a bidirectional control, an invisible
character (those `core.printable` shows escaped) or a noncharacter. Cleaning it instead would have
the PDF name a condition the embedded profile does not, without anyone seeing why; a printer's
profile has a plain name, so such a description is a damaged or doctored file, and where a deck
names the profile (`print: icc_profile`) validate says so where it is committed.
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from deckctl.core.printable import (
    BIDI_CONTROLS,
    INVISIBLE,
    KEPT_SEQUENCES,
    NONCHARACTERS,
    control_name,
    printable_line,
)

CLASSES = {"scnr": "an input (scanner or camera)", "mntr": "a display", "prtr": "an output (printer)",
           "link": "a device link", "spac": "a colour space conversion", "abst": "an abstract",
           "nmcl": "a named colour"}


# Bytes of a profile, judged before it is read. Press profiles with 16-bit tables are 2-4 MB
# (FOGRA39's is 0.6 MB); the whole profile is embedded in every PDF/X, so a larger one is refused.
MAX_PROFILE_BYTES = 10 * 1024 * 1024


class IccError(ValueError):
    """The file is not a usable CMYK output profile; the message says why, `hint` (if any) what to do."""

    def __init__(self, message: str, hint: str | None = None):
        super().__init__(message)
        self.hint = hint


# What the name of a printing condition may not hold: every character `printable_line` shows
# escaped (C0 with tab and line feed, DEL, C1, the bidirectional controls and marks, the invisible
# characters; a variation sequence or emoji flag, a match longer than one, is kept) and the
# noncharacters, which XML has no place for.
_UNSHOWABLE = re.compile(f"{KEPT_SEQUENCES}|[\x00-\x1f\x7f-\x9f{BIDI_CONTROLS}{INVISIBLE}{NONCHARACTERS}"
                         f"\ud800-\udfff]")
_NONCHARACTER = re.compile(f"[{NONCHARACTERS}]")
_INVISIBLE = re.compile(f"[{INVISIBLE}]")


@dataclass(frozen=True)
class Profile:
    data: bytes
    description: str  # the profile's own name ('desc' tag), e.g. "Coated FOGRA39 (ISO 12647-2:2004)"
    version: tuple[int, int]


def read_profile(path: str | Path, pdfx: str | None = None) -> Profile:
    """The profile in `path`, checked to be a CMYK output profile usable in `pdfx` ("1a" or "4")."""
    return _read(str(path), pdfx)


@lru_cache(maxsize=8)
def _read(path: str, pdfx: str | None) -> Profile:
    from deckctl.io.discover import display_path
    from deckctl.io.paths import Refused, read_regular

    # (named as every file is, from the working folder: a deck's profile reaches here as its whole
    # path, which had put the machine's own folders, /home/runner/work/..., into its findings)
    shown = display_path(Path(path))
    try:  # (a named pipe or a device is refused, never waited on)
        data = read_regular(Path(path), MAX_PROFILE_BYTES)
    except OSError as exc:
        raise IccError(f"cannot read the ICC profile {shown}: {exc.strerror or exc}") from None
    except Refused as exc:
        raise IccError(f"cannot use the ICC profile: {exc.message}") from None
    if len(data) < 132 or data[36:40] != b"acsp":
        raise IccError(f"{shown} is not an ICC profile (its header has no `acsp` signature)")
    device_class = data[12:16].decode("latin-1")
    space = data[16:20].decode("latin-1").strip()
    if device_class != "prtr" or space != "CMYK":
        kind = CLASSES.get(device_class, f"a `{device_class}`")
        raise IccError(f"{shown} is {kind} profile for {space or 'unknown'} colour; PDF/X needs the printer's "
                       f"CMYK output profile (device class `prtr`, colour space `CMYK`)")
    version = (data[8], data[9] >> 4)
    if pdfx == "1a" and version[0] >= 4:
        raise IccError(f"{shown} is an ICC version {version[0]}.{version[1]} profile; PDF/X-1a (PDF 1.3) can "
                       f"only embed version 2 profiles: use --pdfx 4, or ask the printer for a version 2 profile")
    description = _description(data)
    name = description or Path(path).stem
    _check_name(name, shown, bool(description))
    return Profile(data, name, version)


def _check_name(name: str, shown: str, described: bool) -> None:
    """Refuse the name the OutputIntent would give the printing condition (the profile's
    description, else its file's name) if it holds a character it cannot show as written."""
    found = next((m for m in _UNSHOWABLE.finditer(name) if len(m.group()) == 1), None)
    if found is None:
        return
    char = found.group()
    what = control_name(char).removesuffix(" noncharacter")
    kind = ("a noncharacter" if _NONCHARACTER.match(char) else "an invisible character" if _INVISIBLE.match(char)
            else "a control character")
    where = f"({what}) at character {found.start() + 1} of `{_shown(name)}`"
    if described:
        raise IccError(
            f"{shown}'s description, which a PDF/X names the printing condition by, holds {kind} {where}",
            "ask the printer for their profile again (a printer's profile has a plain name), or give the "
            "standard one for their paper from the ECI (www.eci.org)")
    raise IccError(
        f"{shown} has no description, and its file's name, which a PDF/X would name the printing condition "
        f"by instead, holds {kind} {where}",
        "rename the profile's file to a plain name")


def _shown(name: str) -> str:
    """`name` as `printable_line` shows it, its tabs and noncharacters escaped too (`\\t`, `\\ufffe`)."""
    def escaped(match: re.Match) -> str:
        code = ord(match.group())
        return f"\\U{code:08x}" if code > 0xFFFF else f"\\u{code:04x}"

    return _NONCHARACTER.sub(escaped, printable_line(name).replace("\t", "\\t"))


def _description(data: bytes) -> str:
    """The 'desc' tag's text ('desc' type in version 2 profiles, 'mluc' in version 4), or ""."""
    try:
        (count,) = struct.unpack_from(">I", data, 128)
        for i in range(min(count, 200)):
            signature, offset, size = struct.unpack_from(">4sII", data, 132 + 12 * i)
            if signature != b"desc":
                continue
            tag = data[offset:offset + size]
            if tag[:4] == b"desc":
                (length,) = struct.unpack_from(">I", tag, 8)
                return tag[12:12 + length].split(b"\0")[0].decode("latin-1").strip()
            if tag[:4] == b"mluc":
                _, _, records, _ = struct.unpack_from(">4s4sII", tag, 0)
                if records:
                    _, _, length, start = struct.unpack_from(">2s2sII", tag, 16)
                    # (NULs and white space around it are padding, a byte-order mark before it
                    # says what mluc fixes: big-endian; both dropped, as the v2 text's are)
                    text = tag[start:start + length].decode("utf-16-be").removeprefix("\ufeff")
                    return text.strip("\0 \t\n\r\x0b\x0c")
    except (struct.error, UnicodeDecodeError):
        pass
    return ""
