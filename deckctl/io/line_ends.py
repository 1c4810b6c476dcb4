"""A file's line ends and byte-order mark, which the commands that edit a file in place keep.

`deckctl fmt` writes the canonical layout with the file's line ends (CRLF where every line ends
so) and no byte-order mark (rewrite.py writes LF, deckctl/fmt puts CRLF back). The commands that
change some cards of a file (`new card`, `lint --fix`, `import sheet`) write it back as it was
saved: a file checked out with CRLF (Git for Windows' `core.autocrlf`) or saved so by a Windows
editor keeps CRLF, and a byte-order mark stays. A file mixing both line ends counts as LF
here, for `new card` and `lint --fix`, as the merge driver counts it too (deckctl/merge/newlines.py
uses this module); `import sheet` keeps each line's own end in such a file (deckctl/sheet/lineends.py).
"""

from __future__ import annotations

from dataclasses import dataclass

BOM = "\ufeff"
CRLF, LF = "\r\n", "\n"


def crlf(text: str) -> bool:
    """Every line of `text` ends with CRLF (a last line without an end aside)."""
    return CRLF in text and text.count(LF) == text.count(CRLF)


@dataclass(frozen=True)
class Saved:
    """How a file was saved, beyond its text: its line end and whether it opens with a BOM."""

    newline: str = LF
    bom: bool = False

    @classmethod
    def of(cls, raw: bytes) -> Saved:
        """The way the file whose bytes are `raw` was saved (undecodable bytes count as nothing)."""
        text = raw.decode("utf-8", errors="replace")
        return cls(CRLF if crlf(text) else LF, text.startswith(BOM))

    @classmethod
    def of_source(cls, source) -> Saved:
        """The way the file `source` was loaded from (deckctl/io/source.py) was saved, without
        reading it again: its text keeps the line ends, and the byte-order mark it drops is noted."""
        return cls(CRLF if crlf(source.text) else LF, source.bom)

    def plain(self, text: str) -> str:
        """`text`, read from a file saved this way, without the BOM and with LF line ends: `encode`
        gives the same text back."""
        text = text.removeprefix(BOM)
        return text.replace(CRLF, LF) if self.newline == CRLF else text

    def encode(self, text: str) -> bytes:
        """`text`, written with LF line ends and no BOM, in the bytes of a file saved this way."""
        if self.newline != LF:
            text = text.replace(LF, self.newline)
        return ((BOM if self.bom else "") + text).encode("utf-8")
