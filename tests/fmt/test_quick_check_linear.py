"""fmt's quick check (io/canonical.is_canonical) reads a file of many comment lines once: it looked
ahead over the rest of the file from every comment line (40,000 `#` lines: 50 s). The work is
counted, not timed: the lines of canonical.py run for N comment lines grow with N, not N²."""

from __future__ import annotations

import sys

from deckctl.io import canonical

CARD = "- id: c-1\n  category: number\n  front: F.\n  back: B.\n  value: 1\n"


def _lines_run(text: str) -> tuple[bool, int]:
    """(is_canonical(text), how many lines of canonical.py it ran, generators' included)."""
    count = 0

    def tracer(frame, event, arg):
        nonlocal count
        if frame.f_code.co_filename != canonical.__file__:
            return None
        count += 1
        return tracer

    sys.settrace(tracer)
    try:
        answer = canonical.is_canonical(text)
    finally:
        sys.settrace(None)
    return answer, count


def test_comment_lines_are_checked_in_linear_work():
    small_answer, small = _lines_run(CARD + "#\n" * 500)
    large_answer, large = _lines_run(CARD + "#\n" * 2_000)
    assert small_answer and large_answer
    assert large < 5 * small  # (four times the lines; reading on from each line: about 15 times)


def test_a_comment_before_an_indented_line_is_still_refused():
    assert canonical.is_canonical(CARD + "# note\n" + CARD)
    assert not canonical.is_canonical("- id: c-1\n  category: number\n# note\n\n#\n  front: F.\n  back: B.\n  value: 1\n")
