"""A PNG art file Pillow refuses is named in deckctl's words: a colour profile (iCCP chunk) or
compressed text unpacking past what Pillow reads had been reported with Pillow's own setting
('… PngImagePlugin.MAX_TEXT_CHUNK'), and a PNG whose header Pillow cannot read (a colour type PNG
does not have) as 'it is PNG data, not PNG'."""

from __future__ import annotations

import struct
import zlib

import pytest
from pdfread import knowledge_cards

from deckctl.validate.deck import validate
from deckfactory import MANIFESTS


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png(colour: int = 2, depth: int = 8, extra: bytes = b"") -> bytes:
    """An 8 x 8 red PNG, its header saying `colour` type and `depth`, `extra` chunks before its pixels."""
    rows = b"".join(b"\0" + b"\xff\0\0" * 8 for _ in range(8))
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", struct.pack(">IIBBBBB", 8, 8, depth, colour, 0, 0, 0)) + extra
            + _chunk(b"IDAT", zlib.compress(rows)) + _chunk(b"IEND", b""))


BOMB = zlib.compress(b"\0" * 50_000_000, 9)  # (49 KB)


@pytest.mark.parametrize("data, message, hint", [
    (png(extra=_chunk(b"iCCP", b"icc\0\0" + BOMB)),
     "its colour profile (iCCP chunk) unpacks to more than deckctl reads (1 MB)", "standard colour profile (sRGB)"),
    (png(extra=_chunk(b"zTXt", b"Comment\0\0" + BOMB)),
     "a text (zTXt chunk) unpacks to more than deckctl reads (1 MB)", "without its metadata"),
    (png(colour=9), "the PNG data is damaged: its header gives colour type 9, which PNG does not have "
                    "(it has 0, 2, 3, 4, 6)", "export it again as PNG"),
    (png(depth=3), "the PNG data is damaged: its header gives bit depth 3, which PNG does not have for colour "
                   "type 2 (it has 8, 16)", "export it again as PNG"),
    (png()[:30], "the PNG data is damaged: its header (the IHDR chunk) is missing or cut short", "export it again"),
], ids=["profile", "text", "colour-type", "bit-depth", "cut-short"])
def test_a_png_pillow_refuses_is_named_in_deckctls_words(make_deck, data, message, hint):
    folder = make_deck("knowledge", cards=knowledge_cards(1), manifest=MANIFESTS["knowledge"] + "print:\n  back_art: back.png\n")
    (folder / "back.png").write_bytes(data)
    (error,) = [d for d in validate([folder]).diagnostics if d.is_error]
    assert (error.line, error.col, error.code) == (8, 3, "bad-art")
    assert error.message == f"`back.png` cannot be used: {message}"
    assert hint in error.hint and "MAX_" not in error.message + error.hint


def test_a_png_with_a_small_profile_is_used(make_deck):
    folder = make_deck("knowledge", cards=knowledge_cards(1), manifest=MANIFESTS["knowledge"] + "print:\n  back_art: back.png\n")
    (folder / "back.png").write_bytes(png(extra=_chunk(b"zTXt", b"Comment\0\0" + zlib.compress(b"a" * 1000))))
    assert not [d for d in validate([folder]).diagnostics if d.is_error]
