"""A closing finding keeps the repairs of the findings it stands for (deckctl/core/finding_cap.py):
the finding itself keeps them out of what is shown (`shown_json`), so no reporter has to know of
them, while a cache entry (`to_json`) keeps them for `lint --fix`."""

from __future__ import annotations

import json

import pytest

from deckctl import report
from deckctl.core.diagnostics import FIXES, MORE, Diagnostic
from deckctl.core.finding_cap import MAX_PER_KIND, cap
from deckctl.lint.fix import fixable

LEFT_OUT = 20


def spaced(n: int) -> Diagnostic:
    fix = {"path": [n, "front"], "old": f"repair-old-{n}", "new": f"repair-new-{n}"}
    return Diagnostic("c.yaml", n + 1, 3, "whitespace", "two spaces", extra={"fix": fix, "deck": "d"})


@pytest.fixture
def found() -> list[Diagnostic]:
    return cap(spaced(n) for n in range(MAX_PER_KIND + LEFT_OUT))


def test_a_closing_finding_is_shown_without_the_repairs_it_keeps(found):
    closing = found[-1]
    assert closing.extra[MORE] == LEFT_OUT and len(closing.extra[FIXES]) == LEFT_OUT
    assert closing.shown_json()["extra"] == {MORE: LEFT_OUT}
    assert found[0].shown_json() == found[0].to_json()  # (a finding's own repair is shown, as before)


def test_a_kept_finding_still_offers_every_repair(found):
    kept = [Diagnostic.from_json(json.loads(json.dumps(d.to_json()))) for d in found]  # as a cache entry holds them
    assert len(fixable(kept)["c.yaml"]) == MAX_PER_KIND + LEFT_OUT


@pytest.mark.parametrize("fmt", report.FORMATS)
def test_no_format_shows_a_left_out_repair(found, fmt):
    shown = report.render(found, fmt)
    assert "repair-old-0" in shown or fmt != "json"  # (a shown finding's own repair is in its JSON)
    assert f"repair-old-{MAX_PER_KIND}" not in shown and f"repair-new-{MAX_PER_KIND + LEFT_OUT - 1}" not in shown
