"""The printer's ICC profile for PDF/X: read and checked from its header, never interpreted.

A PDF/X OutputIntent embeds the output profile of the press the cards will be printed on. Only a
CMYK output profile (device class `prtr`, colour space `CMYK`) describes one; anything else (a
monitor's RGB profile, a link, a gray profile) is refused with a message that says what it is.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

CLASSES = {"scnr": "an input (scanner or camera)", "mntr": "a display", "prtr": "an output (printer)",
           "link": "a device link", "spac": "a colour space conversion", "abst": "an abstract",
           "nmcl": "a named colour"}


# Bytes of a profile, judged before it is read. Press profiles with 16-bit tables are 2-4 MB
# (FOGRA39's is 0.6 MB); the whole profile is embedded in every PDF/X, so a larger one is refused.
MAX_PROFILE_BYTES = 10 * 1024 * 1024


class IccError(ValueError):
    """The file is not a usable CMYK output profile; the message says why."""


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
    return Profile(data, _description(data) or Path(path).stem, version)


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
                    return tag[start:start + length].decode("utf-16-be").strip("\0 ")
    except (struct.error, UnicodeDecodeError):
        pass
    return ""
