"""A circle drawn again on a recording canvas (deckctl/export/pdf/record.py) is not worked out again:
its operators are those reportlab writes, kept by place, size and painting."""

import io

from reportlab.pdfgen import pdfgeom
from reportlab.pdfgen.canvas import Canvas

from deckctl.export.pdf import record

_CIRCLES = [(12.5, 40.25, 3.2, 0, 1), (12.5, 40.25, 3.2, 1, 0), (12.5, 40.25, 3.2, 1, 1), (99.0, 1.0, 0.7, 0, 1)]


def _drawn(canvas, fill_mode=0) -> list:
    canvas._code = []
    canvas._fillMode = fill_mode
    for x, y, r, stroke, fill in _CIRCLES * 2:
        canvas.circle(x, y, r, stroke=stroke, fill=fill)
    return canvas._code


def test_a_circle_drawn_again_writes_what_reportlab_writes(monkeypatch):
    plain = Canvas(io.BytesIO(), pagesize=(200, 200), invariant=1)
    record._circles.clear()
    worked = []
    real = pdfgeom.bezierArc
    monkeypatch.setattr(pdfgeom, "bezierArc", lambda *a: worked.append(a) or real(*a))
    kept = _drawn(record.recorder((200.0, 200.0), False, None))
    assert len(worked) == len(_CIRCLES)  # (each worked out once, drawn twice)
    assert kept == _drawn(plain)
    assert _drawn(record.recorder((200.0, 200.0), False, None), fill_mode=1) == _drawn(plain, fill_mode=1)
    assert len(kept) == 7 * 2 * len(_CIRCLES)


def test_the_circles_kept_are_bounded(monkeypatch):
    monkeypatch.setattr(record, "_CIRCLES_KEPT", 3)
    record._circles.clear()
    canvas = record.recorder((200.0, 200.0), False, None)
    canvas._code = []
    for n in range(10):
        canvas.circle(n, n, 1.0, stroke=1, fill=0)
    assert 0 < len(record._circles) <= 3
