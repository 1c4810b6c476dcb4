"""A picture's canvas leaves each text as its lines (deckctl/export/pdf/record.py, `_deckctl_lines`)
for the SVG translation (vector.py) to set, instead of a PDF string it would read back: the SVG
must be the one the PDF string gives, and a line met again is not set again."""

from deckctl.export.pdf import record, vector

_RUNS = [(10.0, 20.0, "Tower Wall"), (10.004, 9.0, "plain"), (12.5, 0.0, "Ta ")]


def _recorded(lines: bool) -> list:
    canvas = record.recorder((100.0, 100.0), False, None)
    canvas._deckctl_lines = lines
    canvas._code = []
    record.text(canvas, "bold", 9.0, "BT 0.1 0.2 0.3 rg", list(_RUNS))
    record.text(canvas, "regular", 7.5, "BT 0 g", [(1.0, 2.0, "Zo")])
    return canvas._code


def test_a_text_left_as_lines_draws_what_its_pdf_string_draws():
    as_lines, as_pdf = _recorded(True), _recorded(False)
    assert as_lines[0] == ("bold", 9.0, "BT 0.1 0.2 0.3 rg", _RUNS)
    assert type(as_pdf[0]) is str and "TJ" in as_pdf[0]  # (the PDF's canvas still writes it at once)
    vector._lines.clear()

    def translated(code):
        drawn = vector._Document((100.0, 100.0), {}).translate(code)
        return drawn.body, drawn.glyphs

    drawn = translated(as_lines)
    assert drawn == translated(as_pdf)
    assert drawn == translated(as_lines)  # (its lines known now)
    body = drawn[0]
    assert body.count("<g ") == 4 and 'fill="#1a334c"' in body and "10.00 20.00)" in body and "10.00 9.00)" in body
    assert drawn[1] == {"bold": set("TowerWallpain "), "regular": set("Zo")}


def test_a_line_met_again_is_not_set_again(monkeypatch):
    vector._lines.clear()
    worked = []
    real = vector._uses
    monkeypatch.setattr(vector, "_uses", lambda weight, segments: worked.append(segments) or real(weight, segments))
    document = vector._Document((100.0, 100.0), {})
    for _ in range(3):
        document.translate([("bold", 9.0, "BT 0 g", [(1.0, 2.0, "Tower"), (1.0, 12.0, "Tower")])])
    assert len(worked) == 1


def test_the_lines_kept_are_bounded(monkeypatch):
    monkeypatch.setattr(vector, "_LINES_KEPT", 4)
    vector._lines.clear()
    document = vector._Document((100.0, 100.0), {})
    for n in range(10):
        document.translate([("bold", 9.0, "BT 0 g", [(1.0, 2.0, f"line {n}")])])
    assert 0 < len(vector._lines["bold"]) <= 4
