"""A translation that begins or ends with a line break where its source text does not (or the
other way round) is a `bad-translation` error at its msgstr line: GNU msgfmt -c refuses such a
catalog ("'msgid' and 'msgstr' entries do not both end with '\\n'"), and validate had passed it,
so a translator's stray line break reached the cards and `i18n update` wrote it back into a
catalog msgfmt refuses. A line break inside a translation stays its own."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest
from deckfactory import translate

CARDS = """\
- id: card-001
  questions:
    - question: Which river flows through Vienna?
      answer: The Danube
    - question: "Two lines:\\nwhich is the second?"
      answer: This one
    - question: Which sea does the Volga flow into?
      answer: The Caspian Sea
    - question: What is the longest river in Italy?
      answer: The Po
    - question: Which river flows through Paris?
      answer: The Seine
"""


@pytest.fixture
def deck(make_deck, cli):
    deck = make_deck("you-know-it", cards=CARDS)
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    return deck


@pytest.mark.parametrize(("translation", "where"), [
    ("Welcher Fluss fließt durch Wien?\\n", "the translation ends with a line break and the source text does not"),
    ("\\nWelcher Fluss fließt durch Wien?", "the translation begins with a line break and the source text does not"),
])
def test_a_line_break_the_source_has_not_is_refused_at_the_msgstr(cli, deck, translation, where):
    po = deck / "locales" / "de.po"
    translate(po, {"card-001/questions/1/question": translation})
    line = po.read_text(encoding="utf-8").split("\n").index(f'msgstr "{translation}"') + 1
    run = cli("validate", deck, "--format", "json")
    assert run.exit_code == 1

    findings = [f for f in json.loads(run.stdout) if f["code"] == "bad-translation"]
    assert len(findings) == 1
    assert findings[0]["line"] == line and where in findings[0]["message"]
    if shutil.which("msgfmt") is not None:  # GNU msgfmt -c refuses the same entry
        check = subprocess.run(["msgfmt", "-c", "-o", "/dev/null", str(po)], capture_output=True, text=True)
        assert check.returncode == 1 and f"de.po:{line}:" in check.stderr

    # A line break inside is the translation's own.
    translate(po, {"card-001/questions/1/question": "Welcher Fluss\\nfließt durch Wien?"})
    assert cli("validate", deck).exit_code == 0


def test_a_printed_labels_line_break_is_refused_too(cli, make_deck):
    deck = make_deck("i-know")
    assert cli("i18n", "update", deck, "--lang", "fr").exit_code == 0
    po = deck / "locales" / "fr.po"
    translate(po, {"label/miss-turns": "Passez {n} tours\\n"})
    line = po.read_text(encoding="utf-8").split("\n").index('msgstr "Passez {n} tours\\n"') + 1
    run = cli("validate", deck, "--format", "json")
    assert run.exit_code == 1
    findings = [f for f in json.loads(run.stdout) if f["code"] == "bad-translation"]
    assert [(f["line"], f["message"].split(":")[0]) for f in findings] == [(line, "label/miss-turns")]
    assert "ends with a line break" in findings[0]["message"]
    translate(po, {"label/miss-turns": "Passez {n} tours"})
    assert cli("validate", deck).exit_code == 0
