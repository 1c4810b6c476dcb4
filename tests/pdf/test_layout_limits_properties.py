"""Properties of imposition over every card size, bleed, paper, crop marks, mode, duplex and back
offset deckctl accepts: the layout raises nothing but LayoutError (an OptionError with a hint),
only when no sheet holds the card, and every layout it returns fits the paper; what the hint
names would print the card; a deck's print: section that does not fit is blamed on its own key."""

from __future__ import annotations

import os
from types import SimpleNamespace

from hypothesis import given, settings
from hypothesis import strategies as st

from deckctl.export.pdf.layout import (
    SINGLES_SLUG,
    back_grid,
    crop_lines,
    offset_losses,
    per_sheet,
    roomier,
    sheet_grid,
    single_page,
    summary,
    trim_area,
)
from deckctl.export.pdf.options import (
    MAX_BLEED,
    MAX_CARD,
    MIN_CARD,
    PAPERS,
    PRINTER_SAFE,
    SECTION_KEYS,
    SHEET_MARGIN,
    LayoutError,
    OptionError,
    PdfOptions,
    check_fits,
    largest_card,
    mark_room,
    resolve,
    section_culprit,
)

EXAMPLES = int(os.environ.get("DECKCTL_FUZZ_EXAMPLES", "200"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None)
EPS = 1e-3  # mm: slots are rounded to 0.1 µm


def _mm(least: float, most: float):
    """A length in tenths of a millimetre, as deck.yaml writes one (`190.5`)."""
    return st.integers(int(least * 10), int(most * 10)).map(lambda tenths: tenths / 10)


sides = st.tuples(_mm(MIN_CARD[0], MAX_CARD), _mm(MIN_CARD[1], MAX_CARD))
# Near the largest card a sheet holds, where a tenth of a millimetre decides.
near_limit = st.tuples(_mm(150, 220), _mm(230, 300))
card_sizes = st.one_of(sides, near_limit, st.sampled_from([(63.0, 88.0), (70.0, 120.0), (201.0, 288.0)]))
options = st.builds(
    lambda card, **kw: PdfOptions(card_size=f"{card[0]:g}x{card[1]:g}", **kw),
    card_sizes,
    paper=st.sampled_from(sorted(PAPERS)),
    bleed=st.one_of(_mm(0, MAX_BLEED), st.sampled_from([0.0, 3.0, MAX_BLEED])),
    crop_marks=st.booleans(),
    mode=st.sampled_from(["sheets", "singles"]),
    duplex=st.sampled_from(["long-edge", "short-edge", "none"]),
    back_offset=st.tuples(_mm(-20, 20), _mm(-20, 20)),
)


def _inside_paper(grid, bleed: float, margin: float) -> None:
    (pw, ph), (cw, ch) = grid.page, grid.card
    for x, y in grid.slots:
        assert x >= margin - EPS and y >= margin - EPS, (x, y, margin)
        assert x + cw <= pw - margin + EPS and y + ch <= ph - margin + EPS, (x, y, margin)
        assert x - bleed >= -EPS and x + cw + bleed <= pw + EPS and y - bleed >= -EPS and y + ch + bleed <= ph + EPS


@SETTINGS
@given(options)
def test_a_sheet_either_fits_the_paper_or_is_a_layout_error(opts):
    fits = per_sheet(opts) > 0
    try:
        grid = sheet_grid(opts)
    except LayoutError as exc:
        assert not fits and exc.hint and "singles" in exc.hint
        (cw, ch), paper = opts.card_mm, opts.paper
        assert f"{cw:g} x {ch:g} mm card" in str(exc) and f"{paper} paper" in str(exc)
        assert roomier(opts) == ""  # (no note on a layout the export refuses)
        if opts.mode == "sheets":
            try:
                check_fits(opts)
            except LayoutError as again:
                assert str(again) == str(exc)
            else:
                raise AssertionError("check_fits let through what sheet_grid refuses")
        return
    assert fits and grid.per_page == grid.cols * grid.rows == per_sheet(opts) >= 1
    margin = max(SHEET_MARGIN, opts.bleed, mark_room(opts.bleed) if opts.crop_marks else 0.0)
    _inside_paper(grid, opts.bleed, margin)
    # (a back lies behind its front)
    _inside_paper(back_grid(grid, opts.with_(back_offset=(0.0, 0.0))), opts.bleed, margin)
    (cw, ch) = grid.card
    xs, ys = sorted({x for x, _ in grid.slots}), sorted({y for _, y in grid.slots})
    assert all(b - a >= cw + 2 * opts.bleed - EPS for a, b in zip(xs, xs[1:]))  # each card keeps its bleed
    assert all(b - a >= ch + 2 * opts.bleed - EPS for a, b in zip(ys, ys[1:]))
    x0, y0, x1, y1 = trim_area(grid)
    assert 0 <= x0 < x1 <= grid.page[0] and 0 <= y0 < y1 <= grid.page[1]
    if opts.crop_marks:  # every cut line gets its two marks, in the room kept for them
        marks = crop_lines(grid)
        lines = {round(x, 4) for x in xs} | {round(x + cw, 4) for x in xs}, {round(y, 4) for y in ys} | {
            round(y + ch, 4) for y in ys}
        assert len(marks) == 2 * (len(lines[0]) + len(lines[1])), (marks, lines)
        for ax, ay, bx, by in marks:
            for x, y in ((ax, ay), (bx, by)):
                assert PRINTER_SAFE - EPS <= x <= grid.page[0] - PRINTER_SAFE + EPS
                assert PRINTER_SAFE - EPS <= y <= grid.page[1] - PRINTER_SAFE + EPS
    assert isinstance(roomier(opts), str) and isinstance(roomier(opts, keys=True), str)
    assert isinstance(summary(opts.with_(mode="sheets"), 10), str)


@SETTINGS
@given(options)
def test_a_singles_page_always_holds_its_card(opts):
    grid = single_page(opts)
    edge = opts.bleed + (SINGLES_SLUG if opts.crop_marks else 0.0)
    assert grid.per_page == 1 and grid.slots == ((edge, edge),)
    _inside_paper(grid, opts.bleed, edge)
    check_fits(opts.with_(mode="singles"))  # (never raises)


@SETTINGS
@given(options)
def test_the_other_layout_functions_raise_only_the_layout_error_and_only_when_no_sheet_holds_the_card(opts):
    sheets = opts.mode == "sheets"
    for call, lays_out_a_sheet in ((lambda: offset_losses(opts), sheets), (lambda: summary(opts, 7), sheets),
                                   (lambda: back_grid(sheet_grid(opts), opts), True),
                                   (lambda: check_fits(opts, keys=True), sheets), (lambda: roomier(opts), False)):
        try:
            call()
        except LayoutError:
            assert lays_out_a_sheet and per_sheet(opts) == 0


def _applied(opts: PdfOptions, way: str) -> PdfOptions:
    """The options with one of the hint's ways (`--paper letter`, `--no-crop-marks`, ...) taken."""
    if way == "--no-crop-marks":
        return opts.with_(crop_marks=False)
    flag, value = way.removeprefix("or ").split(" ")
    key = flag.removeprefix("--").replace("-", "_")
    return opts.with_(**{key: float(value) if key == "bleed" else value})


@SETTINGS
@given(options.filter(lambda o: o.mode == "sheets" and per_sheet(o) == 0))
def test_every_way_the_hint_names_prints_the_card(opts):
    try:
        check_fits(opts)
    except LayoutError as exc:
        hint = exc.hint
    else:
        raise AssertionError("no layout, yet no error")
    assert hint.startswith("use ") and hint.endswith(" or smaller")
    ways = hint.removeprefix("use ").removesuffix(" or smaller").split(", ")
    assert ways[-1].startswith("or --card-size ") and "--mode singles" in ways
    for way in ways:
        changed = _applied(opts, way)
        check_fits(changed)  # (raises if the hint named something that does not fit)
        assert changed.mode == "singles" or per_sheet(changed) >= 1


@SETTINGS
@given(paper=st.sampled_from(sorted(PAPERS)), bleed=_mm(0, MAX_BLEED), crop_marks=st.booleans())
def test_the_largest_card_named_is_the_largest_that_fits(paper, bleed, crop_marks):
    w, h = largest_card(PAPERS[paper], bleed, crop_marks)
    at = PdfOptions(paper=paper, bleed=bleed, crop_marks=crop_marks, card_size=f"{w:g}x{h:g}")
    assert per_sheet(at) >= 1
    for wider in (f"{w + 0.1:g}x{h:g}", f"{w:g}x{h + 0.1:g}"):
        assert per_sheet(at.with_(card_size=wider)) == 0


def _section(**values) -> SimpleNamespace:
    return SimpleNamespace(**{key: values.get(key) for key in SECTION_KEYS})


sections = st.fixed_dictionaries({}, optional={
    "card_size": card_sizes.map(lambda c: f"{c[0]:g}x{c[1]:g}"),
    "bleed": _mm(0, MAX_BLEED),
    "crop_marks": st.booleans(),
    "paper": st.sampled_from(sorted(PAPERS)),
    "mode": st.sampled_from(["sheets", "singles"]),
})
command_lines = st.fixed_dictionaries({}, optional={
    "card_size": st.sampled_from(["poker", "tarot", "190x270", "250x290"]),
    "crop_marks": st.booleans(),
    "paper": st.sampled_from(sorted(PAPERS)),
    "mode": st.sampled_from(["sheets", "singles"]),
})


def _fits(sizes: dict) -> bool:
    try:
        check_fits(PdfOptions(**sizes))
    except LayoutError:
        return False
    return True


@SETTINGS
@given(sections, command_lines)
def test_a_print_section_that_does_not_fit_is_blamed_on_a_key_it_sets(values, given):
    """What `build` and `validate` (no command line) and `export pdf` (one) report: a key the
    deck sets when its own sizes do not fit and the command line's alone would, else nothing of
    the deck's (a usage error)."""
    section = _section(**values)
    try:
        resolve(section, None, **given)
    except LayoutError:
        culprit = section_culprit(section, None, given)
        line_fits, deck_fits = _fits(given), _fits(values)
        if culprit is None:  # the command line's doing
            assert not line_fits or deck_fits
        else:
            key, problem = culprit
            assert line_fits and not deck_fits, "blamed the deck for the command line's sizes"
            assert key in values and key not in given
            assert isinstance(problem, LayoutError) and "print: {mode: singles}" in problem.hint
        return
    except OptionError:
        raise AssertionError("only the fit can fail here") from None
    if not given:
        assert section_culprit(section, None, {}) is None  # (validate reports no deck that prints)
