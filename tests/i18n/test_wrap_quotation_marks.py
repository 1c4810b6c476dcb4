"""PO strings break around quotation marks and opening brackets where GNU gettext breaks them
(Unicode line breaking: no break between a quotation mark and an opening bracket, `„`, `¡` or
`¿`, spaces or not; none before a quotation mark but after a space; none after `¡` or `¿`; one
allowed between `€`, `%`, `°` and the like and an escaped `\\"` or `\\\\`). The
German Wissens-Spektrum catalog's „Le Sacre du printemps“ (1913) had been broken before `(1913)`,
so msgcat, msgmerge, Poedit and Weblate rewrote that entry of a catalog deckctl wrote."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from deckctl.i18n.wrap import po_string

SACRE = "Welcher russische Komponist schrieb das Ballett „Le Sacre du printemps“ (1913)?"


def test_a_closing_quotation_mark_stays_with_the_bracket_after_it():
    assert po_string("msgstr", SACRE) == (
        'msgstr ""\n"Welcher russische Komponist schrieb das Ballett „Le Sacre du "\n"printemps“ (1913)?"')


def test_no_break_after_a_dash_before_a_quotation_mark():
    text = "a" * 70 + "-“quoted text” more words"
    assert po_string("msgid", text) == f'msgid ""\n"{"a" * 70}-“quoted "\n"text” more words"'


def test_a_break_may_follow_a_currency_or_percent_sign_before_an_escaped_quote():
    """gettext breaks between `€`, `%`, `°` (Unicode's prefix and postfix classes) and a `\\"` or
    `\\\\` after them, and a line may then hold the `\\"€`; deckctl had broken before it."""
    text = "a" * 71 + ' "€" more words here and there'
    assert po_string("msgid", text) == f'msgid ""\n"{"a" * 71} \\"€"\n"\\" more words here and there"'


def _samples() -> list[str]:
    samples = [SACRE]
    for quote in "\"'«»‘’“”‹›":
        for opening in "([{„¿¡":
            for pad in range(55, 75, 3):
                samples.append(f"{'b' * pad} c{quote} {opening}tail of the text")
        for before in "-?|–/,":
            for pad in range(62, 76, 3):
                samples.append(f"{'a' * pad}{before}{quote}quoted text{quote} more words")
    for sign in "€$£%°+±":
        for escape in '"\\':
            for pad in range(64, 76, 2):
                samples.append(f"{'a' * pad} {escape}b{sign}{escape} more words here and there")
    for opening in "¿¡":
        for pad in range(56, 76, 3):
            samples.append(f"{'z' * pad} {opening} Qué tal, más palabras")
    return samples


def test_msgcat_rewrites_nothing(tmp_path):
    if shutil.which("msgcat") is None:  # scripts/ensure-sysdeps installs gettext (make test)
        pytest.skip("GNU msgcat is not installed")
    body = ['msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n']
    for number, sample in enumerate(_samples()):
        body.append(f"{po_string('msgctxt', str(number))}\n{po_string('msgid', sample)}\nmsgstr \"\"\n")
    po = tmp_path / "quotes.po"
    po.write_text("\n".join(body), encoding="utf-8")
    run = subprocess.run(["msgcat", str(po)], capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr
    assert run.stdout == po.read_text(encoding="utf-8")
