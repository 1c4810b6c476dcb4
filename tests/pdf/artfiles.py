"""PDF art files for the tests of the publisher's art: one page of 200 x 280 pt, written with pikepdf."""

from __future__ import annotations

import pikepdf
from pikepdf import Dictionary, Name


def helvetica() -> Dictionary:
    """Helvetica as a PDF names it without embedding it (one of the standard fonts)."""
    return Dictionary(Type=Name.Font, Subtype=Name.Type1, BaseFont=Name.Helvetica)


def content_pdf(path, content: bytes, font: bool = False) -> None:
    """A page drawing `content`; `font` lists Helvetica as its font F1."""
    pdf = pikepdf.new()
    pdf.add_blank_page(page_size=(200, 280))
    pdf.pages[0].Contents = pdf.make_stream(content)
    if font:
        pdf.pages[0].Resources = Dictionary(Font=Dictionary(F1=helvetica()))
    pdf.save(path, deterministic_id=True)


def art_pdf(path, rgb: bool, font: bool = False) -> None:
    """A page filled red, in RGB or CMYK; `font` adds text in an unembedded font."""
    colour = b"0.9 0.1 0.1 rg" if rgb else b"0 0.9 0.9 0 k"
    text = b" 0 0 0 1 k BT /F1 12 Tf 20 20 Td (Art) Tj ET" if font else b""
    content_pdf(path, colour + b" 0 0 200 280 re f" + text, font)


def form_art_pdf(path, form_content: bytes, unused: bool = False) -> None:
    """A page that only draws the form `Fm0` of `form_content`, whose font F9 is Helvetica;
    `unused` lists the form a second time, under a name nothing draws."""
    pdf = pikepdf.new()
    pdf.add_blank_page(page_size=(200, 280))
    form = pdf.make_stream(form_content, Type=Name.XObject, Subtype=Name.Form, BBox=[0, 0, 200, 280],
                           Resources=Dictionary(Font=Dictionary(F9=helvetica())))
    pdf.pages[0].Resources = Dictionary(XObject=Dictionary(Fm0=form, **({"Unused": form} if unused else {})))
    pdf.pages[0].Contents = pdf.make_stream(b"/Fm0 Do")
    pdf.save(path, deterministic_id=True)
