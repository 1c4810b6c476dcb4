"""A painted path's data is written shorter in the SVG pictures (deckctl/export/pdf/vector.py,
`_short`) without any arithmetic on the PDF's numbers: read back, it must be the same path, point
for point, and a coordinate an `H`/`V` leaves out must be one the renderer holds as written."""

import re
from decimal import Decimal

from hypothesis import given
from hypothesis import strategies as st

from deckctl.export.pdf import vector

_TOKEN = re.compile(r"[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)")
_ARITY = {"M": 2, "L": 2, "C": 6, "H": 1, "V": 1, "h": 1, "v": 1, "Z": 0, "z": 0}


def _points(d: str) -> list[tuple]:
    """Each command of the path data (any of the letters `_compile` and `_short` write) as the
    absolute points it reaches, repeated letters expanded."""
    tokens = _TOKEN.findall(d)
    out, at, start, command, n = [], (Decimal(0), Decimal(0)), None, None, 0
    while n < len(tokens):
        if tokens[n].isalpha():
            command = tokens[n]
            n += 1
        values = [Decimal(v) for v in tokens[n:n + _ARITY[command]]]
        n += _ARITY[command]
        if command in "Zz":
            at = start
            out.append(("Z",))
            continue
        kind = command
        if command == "H":
            values, kind = [values[0], at[1]], "L"
        elif command == "V":
            values, kind = [at[0], values[0]], "L"
        elif command == "h":
            values, kind = [at[0] + values[0], at[1]], "L"
        elif command == "v":
            values, kind = [at[0], at[1] + values[0]], "L"
        if kind == "M":
            start = tuple(values)
        at = tuple(values[-2:])
        out.append((kind, *values))
    return out


_ROUNDED = ("M15.87402 7.370079L162.7087 7.370079C167.4096 7.370079 171.2126 11.17304 171.2126 15.87402"
            "L171.2126 233.5748C171.2126 238.2758 167.4096 242.0787 162.7087 242.0787L15.87402 242.0787Z")


def test_a_rounded_frame_is_shorter_and_the_same_path():
    short = vector._short(_ROUNDED)
    assert short == ("M15.87402 7.370079H162.7087C167.4096 7.370079 171.2126 11.17304 171.2126 15.87402"
                     "V233.5748C171.2126 238.2758 167.4096 242.0787 162.7087 242.0787H15.87402z")
    assert _points(short) == _points(_ROUNDED)


def test_numbers_are_the_pdfs_own():
    d = "M0.5 -0.25L0.5 -0.75L-0.5 -0.75C1 2 3 4 5 6C7 8 9 10 11 12"
    short = vector._short(d)
    assert short == "M.5-.25V-.75H-.5C1 2 3 4 5 6 7 8 9 10 11 12"
    assert _points(short) == _points(d)


def test_a_point_added_up_by_steps_is_not_left_out():
    """After a rectangle's relative steps the renderer's current point is a sum, perhaps a hair off
    the number a later line gives: that line keeps both its numbers."""
    d = "M10.1 20.2h5.3v7.7h-5.3ZM10.1 20.2h1.2L11.3 25L11.3 30v2L20 32"
    short = vector._short(d)
    assert "h1.2L11.3 25V30v2L20 32" in short  # (11.3 is 10.1 + 1.2, but not as the renderer adds them)
    assert _points(short) == _points(d)


def test_data_it_does_not_know_is_kept_as_it_is():
    assert vector._short("M1 2Q3 4 5 6") == "M1 2Q3 4 5 6"


_number = st.decimals(min_value=-500, max_value=500, places=4, allow_nan=False, allow_infinity=False).map(
    lambda v: format(v.normalize(), "f"))


@given(st.lists(st.tuples(st.sampled_from("MLCLL"), st.lists(_number, min_size=6, max_size=6),
                          st.booleans()), min_size=1, max_size=12))
def test_any_path_reads_back_the_same(commands):
    pieces, previous = [], None
    for letter, numbers, same_row in commands:
        if letter == "L" and same_row and previous is not None:
            numbers = [numbers[0], previous[1]]  # (a line along an axis now and then)
        count = {"M": 2, "L": 2, "C": 6}[letter]
        pieces.append(letter + " ".join(numbers[:count]))
        previous = numbers[count - 2:count]
    d = "M0 0" + "".join(pieces) + "Z"
    vector._short_paths.clear()
    assert _points(vector._short(d)) == _points(d)
