"""Growth steps down rather than break a line where `linebreak` prices a break as bad (a parted
name, a short widow): `Frank-` / `Walter Steinmeier` ... `Bundespräsi-` / `denten?` at the grown
17 pt, where only six lines fit, is set at the next smaller step that keeps the name whole; a
text that grows without such a break keeps its grown size. Where every growth step has such a
break, a parted name or a widow keeps the step (the card would otherwise stand out among its kind,
far smaller); a kept space or a line of one short word goes back to the designed size."""

from __future__ import annotations

from deckctl.export.pdf import text
from deckctl.export.pdf.text import fit

BOX = (153.071, 167.244)  # a question's box on a Wissens-Spektrum card
SIZE, GROW = 13.0, 1.3  # its steps: 15 and 17 pt
STEINMEIER = "Damals: Welches Amt hatte Frank-Walter Steinmeier vor seiner Wahl zum Bundespräsidenten?"


def _fit(value: str):
    text.forget_texts()
    return fit(value, *BOX, SIZE, weight="medium", grow=GROW, language="de")


def test_a_grown_size_that_parts_a_name_steps_down_to_one_that_keeps_it():
    found = _fit(STEINMEIER)
    assert found.ok and SIZE < found.size < 17.0
    assert not any(line.endswith("Frank-") for line in found.lines)
    assert "hatte Frank-Walter" in found.lines and "Bundespräsidenten?" in found.lines


def test_the_same_text_is_reached_at_that_step_when_the_deck_measures_its_growth():
    text.forget_texts()
    assert text.reach(STEINMEIER, *BOX, SIZE, "medium", grow=GROW, language="de") == 15.0 / SIZE


def test_a_text_grown_without_a_bad_break_keeps_its_grown_size():
    found = _fit("Welches Amt hatte Angela Merkel vor ihrer Wahl?")
    assert found.size == 17.0 and found.ok


def test_a_name_parted_at_every_step_keeps_the_step_rather_than_all_growth():
    # (every growth step parts `Hans-` / `Dietrich Genscher` in this box, and a parted name alone is
    # not worth the designed size: linebreak sets no text smaller to keep one whole)
    text.forget_texts()
    found = fit("Die Partei von Hans-Dietrich Genscher.", 153.071, 172.913, 12.5, grow=GROW, language="de")
    assert found.size == 16.25 and found.ok
    assert any(line.endswith("Hans-") for line in found.lines)


def test_a_widow_at_every_step_keeps_the_step_rather_than_all_growth():
    # (at 12.5 pt, its designed size, it has none; but a card set at 12.5 among its kind's 16.25
    # shows more than a short last line does)
    text.forget_texts()
    found = fit("The last digit of the year in which the Second World War ended.", 153.071, 172.913, 12.5,
                grow=GROW, language="en")
    assert found.size == 16.25 and found.ok and found.lines[-1] == "ended."
