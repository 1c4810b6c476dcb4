"""Typographic quotes and apostrophes per language, in print only."""

from __future__ import annotations

import io

import pytest

from deckctl.export.pdf import PdfOptions, check_fit, export_pdf, fonts
from deckctl.export.pdf.typography import typographic

NNBSP = "\u202f"


@pytest.mark.parametrize("language, source, printed", [
    # English: “ ” outside, ‘ ’ nested; an apostrophe is ’ as well
    ("en", 'He said "it\'s \'fine\'" today.', "He said “it’s ‘fine’” today."),
    ("en-GB", "'Single' first", "‘Single’ first"),
    # German: „ “ outside, ‚ ‘ nested; the apostrophe stays ’, unlike the closing ‘
    ("de", 'Er sagte "geht\'s \'heute\'" nicht.', "Er sagte „geht’s ‚heute‘“ nicht."),
    ("de-AT", "'Servus' und 's Wetter", "‚Servus‘ und ’s Wetter"),
    ("de", "Der King of Rock 'n' Roll", "Der King of Rock ’n’ Roll"),  # two apostrophes, no ‚n‘
    # a pair of " inside a quote typed with the language's own marks is nested in it
    ("de", '„Schon "so" gesagt“ und "dann"', "„Schon ‚so‘ gesagt“ und „dann“"),
    ("en", '“He said "hi" twice”', "“He said ‘hi’ twice”"),
    # French: guillemets with a narrow no-break space inside, whatever spaces the source had
    ("fr", 'Il dit "bonjour" à l\'école.', f"Il dit «{NNBSP}bonjour{NNBSP}» à l’école."),
    ("fr", 'Qui a écrit " Les Misérables " ?', f"Qui a écrit «{NNBSP}Les Misérables{NNBSP}»{NNBSP}?"),
    ("fr", "Quoi ? Non ! Voici : rien ; fin", f"Quoi{NNBSP}? Non{NNBSP}! Voici\u00a0: rien{NNBSP}; fin"),
    ("en", "What ? No !", "What ? No !"),  # only French spaces its punctuation
    ("fr-CH", '"a \'b\' c"', f"«{NNBSP}a ‹{NNBSP}b{NNBSP}› c{NNBSP}»"),
    # the rest per CLDR
    ("it", '"Aida" e \'Tosca\'', "«Aida» e “Tosca”"),
    ("pl", '"Tak" \'nie\'', "„Tak” «nie»"),
    ("ru", '"Война и мир"', "«Война и мир»"),
    ("sv", '"Hej" \'du\'', "”Hej” ’du’"),
    ("nl", "'Ja' zei ze", "‘Ja’ zei ze"),
])
def test_quotes_per_language(language, source, printed):
    assert typographic(source, language) == printed


@pytest.mark.parametrize("source, printed", [
    ("The players' cards", "The players’ cards"),  # a closing single quote? no: nothing is open
    ("'The players' cards'", "‘The players’ cards’"),  # inside a quote, the last one closes it
    ("don't, l'eau, '90s, the 1980's", "don’t, l’eau, ’90s, the 1980’s"),
    ("'tis the season", "’tis the season"),
    ("Rock 'n' roll, Guns 'N' Roses", "Rock ’n’ roll, Guns ’N’ Roses"),
    ('"Don\'t," she said.', "“Don’t,” she said."),
    ("Is it (\"this\")?", "Is it (“this”)?"),
    ("No quotes at all", "No quotes at all"),
    ("Already “typographic” and ‘kept’", "Already “typographic” and ‘kept’"),
])
def test_apostrophes_and_closing_single_quotes(source, printed):
    assert typographic(source, "en") == printed


def test_a_prime_after_a_digit_stays_straight_where_the_font_has_no_prime():
    has_primes = not fonts.unsupported("\u2032\u2033")
    assert typographic('He is 6\'2" tall', "en") == ("He is 6\u20322\u2033 tall" if has_primes else 'He is 6\'2" tall')


def test_a_language_whose_marks_the_font_lacks_gets_the_root_ones():
    assert fonts.unsupported("「」")  # Fira Sans has no CJK
    assert typographic('"x"', "ja") == "“x”"


def test_the_font_draws_every_mark_it_is_given():
    for language in ("en", "de", "fr", "it", "pl", "ru", "sv", "cs", "hu", "el", "uk"):
        printed = typographic('"a \'b\' c" d\'e', language)
        for weight in fonts.WEIGHTS:
            assert fonts.unsupported(printed, weight) == [], (language, printed)


def test_print_only_the_sources_and_bundles_keep_straight_quotes(make_deck, load, tmp_path):
    from pypdf import PdfReader

    from deckctl.export.bundle import write_bundle

    card = "- id: q1\n  questions:\n" + "".join(
        f"    - {{question: 'Who wrote \"Faust\"{i}?', answer: \"Goethe's\"}}\n" for i in range(5))
    folder = make_deck("you-know-it", cards=card, manifest="format: 1\ngame: you-know-it\nid: d\ntitle: T\n"
                                                       "language: de\nversion: 1.0.0\n")
    source = (folder / "cards" / "cards.yaml").read_text()
    deck = load(folder)
    assert check_fit(deck) == []
    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(export_pdf(deck, PdfOptions()))).pages)
    assert "Who wrote „Faust“0?" in text and "Goethe’s" in text and '"' not in text
    assert (folder / "cards" / "cards.yaml").read_text() == source
    bundle = write_bundle(deck, tmp_path / "out", "de").read_text()
    assert '\\"Faust\\"' in bundle and "Goethe's" in bundle


@pytest.mark.parametrize("source, printed", [
    # a range of two short numbers (years, pages, scores): an en dash, no spaces
    ("1990-2000", "1990–2000"),
    ("10-12 km, S. 12-14.", "10–12 km, S. 12–14."),
    ("(1939-45), 2-0", "(1939–45), 2–0"),
    # a hyphen or two between spaces: a spaced en dash, kept with the word before it
    ("Berlin - Hamburg", "Berlin\u00a0– Hamburg"),
    ("yes -- or no", "yes\u00a0– or no"),
    # a leading minus: the minus sign
    ("-5 °C, (-3), bei -2,5 Grad", "−5 °C, (−3), bei −2,5 Grad"),
    # three full stops: an ellipsis
    ("Wait... what?", "Wait… what?"),
    # hyphens inside words and codes, long digit groups and chains stay as typed
    ("E-Mail, COVID-19, x-ray, 3-D, A4-Blatt", "E-Mail, COVID-19, x-ray, 3-D, A4-Blatt"),
    ("030-1234, 12345-6789, +49-30", "030-1234, 12345-6789, +49-30"),
    ("978-3-16-148410-0, 2024-05-01, 4-3-3, 1.5-2", "978-3-16-148410-0, 2024-05-01, 4-3-3, 1.5-2"),
    ("- a list item, --help, four....", "- a list item, --help, four...."),
])
def test_dashes_minus_and_ellipsis(source, printed):
    assert typographic(source, "de") == printed
    assert typographic(source, "en") == printed  # one rule for every language


@pytest.mark.parametrize("source, printed", [
    # a hyphen after a number and a space is no minus (a range typed amiss, or a sum): as typed
    ("1990 -2000, 10 -12 km", "1990 -2000, 10 -12 km"),
    ("1990 -5-10, but 10, -5 and (-5)", "1990 -5-10, but 10, −5 and (−5)"),
    # a range whose first number is negative: its minus and its en dash
    ("-5-10 °C, (-5-10), −5-10", "−5–10 °C, (−5–10), −5–10"),
    # a run of spaced hyphens stays as typed; a negative number after a spaced dash is one
    ("a - - b, c -- -- d, e - - - f", "a - - b, c -- -- d, e - - - f"),
    ("Nachts - -5 °C", "Nachts\u00a0– −5 °C"),
])
def test_minus_ranges_and_runs_of_hyphens_set_whole_or_not_at_all(source, printed):
    """A user audit: `1990 -2000` printed `1990 −2000`, `-5-10 °C` printed `−5-10 °C`, and
    `a - - b` printed `a – - b`, each set half."""
    assert typographic(source, "en") == printed


@pytest.mark.parametrize("source, printed", [
    # a relation or another operator makes a sum: its hyphens are minus signs, spaced or not
    ("10 - 3 = 7", "10\u00a0− 3 = 7"),
    ("10-3=7, 2 + 10 - 3, 5 × 8 - 2", "10−3=7, 2 + 10\u00a0− 3, 5 × 8\u00a0− 2"),
    ("Löse 3x - 7 = 22. Was ist 10 - 3 = ?", "Löse 3x\u00a0− 7 = 22. Was ist 10\u00a0− 3 = ?"),
    ("-5 - 3 = -8, 2,5 - 1,5 = 1", "−5\u00a0− 3 = −8, 2,5\u00a0− 1,5 = 1"),
    # hyphens alone tell no sum: a range, a score, a date, a time stay as they were
    ("7 - 1, 10-12, 2024-05-01", "7\u00a0– 1, 10–12, 2024-05-01"),
    ("10:30 - 11:00, 1948/49 - 1950", "10:30\u00a0– 11:00, 1948/49\u00a0– 1950"),
    # a date or a code stays as typed beside an operator, and `·` is a separator as often
    ("v1.0.0 · 2026-01-01, 2024-05-01 + 3 = x, 030-1234 = 5", "v1.0.0 · 2026-01-01, 2024-05-01 + 3 = x, 030-1234 = 5"),
    ("2 · 10 - 3", "2 · 10\u00a0– 3"),
])
def test_a_hyphen_in_a_sum_is_a_minus(source, printed):
    """A hyphen between numbers became a range's en dash in a subtraction (`10 – 3 = 7`)."""
    assert typographic(source, "en") == printed



def test_the_font_draws_the_dashes_minus_and_ellipsis():
    for weight in fonts.WEIGHTS:
        assert fonts.unsupported("\u2013\u2212\u2026", weight) == []


def test_dashes_are_print_only_and_measured_as_printed(make_deck, load, tmp_path):
    from pypdf import PdfReader

    from deckctl.export.bundle import write_bundle

    card = "- id: q1\n  questions:\n" + "".join(
        f"    - {{question: 'Kriege {i} - 1939-45...', answer: '-5 Grad'}}\n" for i in range(5))
    folder = make_deck("you-know-it", cards=card, manifest="format: 1\ngame: you-know-it\nid: d\ntitle: T\n"
                                                       "language: de\nversion: 1.0.0\n")
    deck = load(folder)
    assert check_fit(deck) == []
    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(export_pdf(deck, PdfOptions()))).pages)
    assert "Kriege 0 – 1939–45…" in text.replace("\u00a0", " ") and "−5 Grad" in text
    bundle = write_bundle(deck, tmp_path / "out", "de").read_text()
    assert "Kriege 0 - 1939-45..." in bundle and "-5 Grad" in bundle
