"""A raster art file is read as the format its name says (back.png: PNG, back.jpg: JPEG) by that
format's reader only: a TIFF of 65,535 damaged tags named back.png had been parsed by Pillow's
TIFF reader, writing 13 MB of raw warnings to stderr. What a file is when it is not what its name
says is named in the error; Pillow's warnings about damaged metadata are never printed."""

from __future__ import annotations

import io
import struct
import warnings

import pytest
from pdfread import knowledge_cards
from PIL import Image, TiffImagePlugin

from deckctl.validate.deck import validate
from deckfactory import MANIFESTS


def art_deck(make_deck, name: str, data: bytes):
    folder = make_deck("knowledge", cards=knowledge_cards(1), manifest=MANIFESTS["knowledge"] + f"print:\n  back_art: {name}\n")
    (folder / name).write_bytes(data)
    return folder


def saved(fmt: str, **options) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (8, 8), "red").save(buffer, fmt, **options)
    return buffer.getvalue()


def damaged_tags(count: int) -> bytes:
    """A TIFF directory (an Exif block's too) of `count` tags whose data lies past the file's end:
    Pillow warns once for each tag it skips."""
    entries = b"".join(struct.pack("<HHII", 0x9000 + i, 7, 100_000, 0xFFFFF0) for i in range(count))
    return b"II*\x00" + struct.pack("<I", 8) + struct.pack("<H", count) + entries + b"\0\0\0\0"


def problems(folder) -> list:
    return [d for d in validate([folder]).diagnostics if d.is_error]


@pytest.mark.parametrize("name, data, message, hint", [
    ("back.png", damaged_tags(300), "it is TIFF data, not PNG", "save it as PNG in an image editor"),
    ("back.png", saved("GIF"), "it is GIF data, not PNG", "save it as PNG in an image editor"),
    ("back.png", saved("JPEG"), "it is JPEG data, not PNG", "name it for what it holds (.jpg)"),
    ("back.jpg", saved("PNG"), "it is PNG data, not JPEG", "name it for what it holds (.png)"),
    ("back.jpeg", b"not an image at all", "it is not JPEG data", "save it as JPEG in an image editor"),
], ids=["tiff-as-png", "gif-as-png", "jpeg-as-png", "png-as-jpg", "text-as-jpeg"])
def test_art_is_read_as_what_its_name_says_and_only_by_that_reader(make_deck, monkeypatch, name, data, message, hint):
    def never(self):
        raise AssertionError("the TIFF reader parsed the art")

    monkeypatch.setattr(TiffImagePlugin.TiffImageFile, "_open", never)
    folder = art_deck(make_deck, name, data)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        (error,) = problems(folder)
    assert (error.line, error.col, error.code) == (8, 3, "bad-art")
    assert error.message == f"`{name}` cannot be used: {message}" and hint in error.hint
    assert not caught, [str(w.message) for w in caught[:3]]


def test_a_jpeg_of_damaged_exif_tags_is_used_without_a_warning_printed(make_deck, cli):
    folder = art_deck(make_deck, "back.jpg", saved("JPEG", exif=b"Exif\x00\x00" + damaged_tags(300)))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert problems(folder) == []
    assert not caught, [str(w.message) for w in caught[:3]]
    run = cli("validate", folder)
    assert run.exit_code == 0 and "Warning" not in run.stdout + run.stderr, run.stdout + run.stderr
