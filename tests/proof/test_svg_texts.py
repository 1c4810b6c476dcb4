"""Operator strings that show text are translated with their operators compiled once for every
text (deckctl/export/pdf/vector.py, `_with_texts`): each must still show its own texts."""

from deckctl.export.pdf import vector

_HEAD = "BT 0.1 0.2 0.3 rg 1 0 0 1 10.00 20.00 Tm \x00bold\x00 9.00 Tf "


def _shown(steps) -> list[str]:
    return [argument for step, argument in steps if step is vector._Writer.show]


def test_texts_sharing_operators_each_show_their_own():
    first = _HEAD + r"(a \(b\) c\\) Tj 1 0 0 1 10.00 9.00 Tm (second) Tj ET"
    second = _HEAD + r"(other) Tj 1 0 0 1 10.00 9.00 Tm (\)\\\050) Tj ET"
    for code in (first, second, first):  # (the second and third reuse the first's operators)
        assert vector._program(code) == vector._compile(code)
    assert _shown(vector._program(first)) == ["a (b) c\\", "second"]
    assert _shown(vector._program(second)) == ["other", ")\\("]


def test_a_string_whose_texts_are_not_all_shown_is_read_as_it_stands():
    code = _HEAD + "(kept) (shown) Tj ET"  # (two strings, one Tj: not a text's operands alone)
    assert vector._program(code) == vector._compile(code)
    assert _shown(vector._program(code)) == ["shown"]


def test_svg_of_a_side_is_the_same_whichever_text_came_first():
    def body(code: str) -> str:
        return vector._Document((100.0, 100.0), {}).translate([code]).body

    code = _HEAD + "(Danube) Tj ET"
    vector._skeletons.clear()
    alone = body(code)
    body(_HEAD + "(Rhine) Tj ET")
    assert body(code) == alone
    assert alone.count("<use ") == len("Danube")
