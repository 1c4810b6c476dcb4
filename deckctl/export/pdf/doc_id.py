"""The file identifier (`/ID`) of a PDF that reportlab wrote, from its content.

reportlab's invariant mode (deckctl's deterministic output) writes one fixed `/ID` into every
document, so every export of every deck carried the same identifier, which print workflows and
document managers take to mean "the same file". Here it becomes a digest of the file's bytes:
the same content gives the same `/ID`, any change another one.
"""

from __future__ import annotations

import hashlib
import re

# reportlab's trailer: `/ID \n[<32 hex digits><32 hex digits>]`, the last one in the file.
_TRAILER_ID = re.compile(rb"/ID\s*\[<([0-9a-fA-F]{32})><([0-9a-fA-F]{32})>\]")


def from_content(data: bytes) -> bytes:
    """`data` with the `/ID` of its trailer replaced by an MD5 of everything else (same length,
    so no offset moves); unchanged if it has no such trailer entry."""
    tail_start = max(0, data.rfind(b"trailer"))
    match = None
    for match in _TRAILER_ID.finditer(data, tail_start):
        pass
    if match is None:
        return data
    start, end = match.span(1)[0], match.span(2)[1]
    digest = hashlib.md5(data[:start] + data[end:], usedforsecurity=False).hexdigest().encode()
    return data[:start] + digest + b"><" + digest + data[end:]


__all__ = ["from_content"]
