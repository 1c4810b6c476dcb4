"""Swiss and Liechtenstein German print guillemets, where CLDR gives them the German „ “."""

from __future__ import annotations

import pytest

from deckctl.export.pdf.typography import marks, typographic


@pytest.mark.parametrize("language, printed", [
    ("de-CH", "«Mona Lisa» und ‹so›"),
    ("de-LI", "«Mona Lisa» und ‹so›"),
    ("de-CH-1996", "«Mona Lisa» und ‹so›"),  # a variant keeps the region's marks
    # German elsewhere, Austrian included (CLDR's de_AT has „ “ too), keeps „ “ and ‚ ‘
    ("de", "„Mona Lisa“ und ‚so‘"),
    ("de-AT", "„Mona Lisa“ und ‚so‘"),
    ("de-DE", "„Mona Lisa“ und ‚so‘"),
])
def test_german_quotes_by_region(language, printed):
    assert typographic('"Mona Lisa" und \'so\'', language) == printed


def test_swiss_guillemets_have_no_space_inside_unlike_french():
    assert not marks("de-CH").spaced
    assert typographic('"Ja"', "fr-CH") == "«\u202fJa\u202f»"
    assert typographic('Er sagte «Schon "so" gesagt»', "de-CH") == "Er sagte «Schon ‹so› gesagt»"
