"""deckctl's own catalogs for the table (deckctl/engine/locales): GNU gettext accepts them, the
German one is complete, they match the sources, and the table speaks the language asked for."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from deckctl.engine import words
from deckctl.engine.words import LOCALES, pgettext, speaking

REPO = Path(__file__).resolve().parents[2]
CATALOGS = sorted(LOCALES.glob("*.po"))
KEYWORDS = {"_": (None, 0), "ngettext": (None, 0), "pgettext": (0, 1), "typed": (0, 1)}


def test_there_is_a_german_catalog_and_a_template():
    assert [path.name for path in CATALOGS] == ["de.po"]
    assert (LOCALES / "messages.pot").is_file()


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="GNU gettext (scripts/ensure-sysdeps installs it)")
@pytest.mark.parametrize("catalog", CATALOGS, ids=lambda path: path.name)
def test_gnu_msgfmt_checks_every_catalog(catalog, tmp_path):
    # -c: the header, plural forms and every python-brace-format entry's {placeholders} kept
    done = subprocess.run(["msgfmt", "-c", "--statistics", "-o", str(tmp_path / "out.mo"), str(catalog)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert "untranslated" not in done.stderr and "fuzzy" not in done.stderr, done.stderr


def test_the_german_catalog_has_no_untranslated_or_fuzzy_entry():
    with open(LOCALES / "de.po", "rb") as handle:
        catalog = read_po(handle, locale="de")
    entries = [message for message in catalog if message.id]
    assert len(entries) > 300
    untranslated = [message.id for message in entries
                    if not all(message.string if isinstance(message.string, tuple) else [message.string])]
    fuzzy = [message.id for message in entries if message.fuzzy]
    assert untranslated == [] and fuzzy == []
    assert not catalog.obsolete  # nothing left over from texts the sources no longer have


def test_the_template_and_catalogs_are_what_the_sources_give():
    done = subprocess.run([sys.executable, str(REPO / "scripts" / "update-messages"), "--check"],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr


def test_every_wrapped_text_of_the_table_is_in_the_template():
    """An independent reading of the sources (Python's own parser): a call the extractor missed
    would be English in every language."""
    with open(LOCALES / "messages.pot", "rb") as handle:
        template = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in read_po(handle) if m.id}
    sources = [*(REPO / "deckctl" / "engine").glob("*.py"),
               *(path for path in (REPO / "deckctl" / "games").glob("*/*.py")
                 if "deckctl.engine.words import" in path.read_text(encoding="utf-8"))]
    assert any(path.name == "ui.py" for path in sources)
    missing, calls = [], 0
    for path in sources:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in KEYWORDS):
                continue
            context, message = KEYWORDS[node.func.id]
            args = node.args
            if not all(isinstance(arg, ast.Constant) for arg in args[:message + 1]):
                assert path.name == "words.py", f"{path}:{node.lineno}: a text to translate must be written out"
                continue
            calls += 1
            key = (args[context].value if context is not None else None, args[message].value)
            if key not in template:
                missing.append(f"{path.relative_to(REPO)}:{node.lineno}: {key}")
    assert calls > 300 and missing == []


def test_the_german_letters_a_player_types_are_distinct():
    from deckctl.games.i_know.ui import short
    from deckctl.games.i_know.rules import SUBJECTS
    from deckctl.games.knowledge.rules import COLOURS
    from deckctl.games.knowledge.ui import colour_letter, marker_name
    from deckctl.games.wissens_spektrum.boardmap import LETTER
    from deckctl.games.wissens_spektrum.rules import COLOURS as AREA_COLOURS

    with speaking("de"):
        area_letters = [LETTER[colour] for colour in AREA_COLOURS]
        assert area_letters == ["P", "Ü", "B", "V", "G", "R"]  # gelb G, grün Ü: shown in every prompt
        assert "J" not in area_letters  # J marks a joker space
        assert len({colour_letter(c) for c in range(len(COLOURS))}) == len(COLOURS)
        assert len({short(subject) for subject in SUBJECTS}) == len(SUBJECTS)
        assert [marker_name(m) for m in range(6)] == ["Weiß", "Grün", "Gelb", "Blau", "Rot", "Team"]


def test_the_table_speaks_a_regional_tag_by_its_language_and_english_where_it_has_no_catalog():
    assert pgettext("decimal sign", ".") == "."
    with speaking("de-AT") as notice:
        assert notice is None and words.language() == "de" and pgettext("decimal sign", ".") == ","
    with speaking("fr") as notice:
        assert notice == "deckctl's table does not speak `fr` yet: its words are in English."
        assert words.language() == "en" and pgettext("decimal sign", ".") == "."
    with speaking("en-GB") as notice:
        assert notice is None and words.language() == "en"
    assert words.language() == "en"  # each game's language ends with it


def test_typed_words_take_the_language_and_english_alike():
    with speaking("de"):
        right = words.typed("typed: the answer was right", "y yes r right")
    assert {"j", "ja", "richtig", "y", "yes"} <= right
    assert words.typed("typed: the answer was right", "y yes r right") == {"y", "yes", "r", "right"}


def test_a_typed_answer_drops_the_articles_of_the_decks_language():
    from deckctl.engine.answers import articles, matches

    assert matches("Donau", {"answer": "Die Donau"}, articles("de"))
    assert matches("der eistaucher", {"answer": "Eistaucher"}, articles("de-AT"))
    assert not matches("Donau", {"answer": "Die Donau"}, articles("en"))  # `die` is no English article
    assert matches("the Danube", {"answer": "Danube"}, articles("en")) and articles("fr") == ()


def test_every_game_drops_the_article_wissens_spektrum_too():
    """Wissens-Spektrum had kept articles: `Mojave-Wüste` was wrong for `Die Mojave-Wüste`."""
    from deckctl.games.i_know import ui as i_know
    from deckctl.games.wissens_spektrum import ui as wissens_spektrum

    with speaking("de"):
        assert wissens_spektrum.matches({"answer": "Die Mojave-Wüste"}, "Mojave-Wüste")
        assert i_know.matches({"answer": "Die Mojave-Wüste", "subject": "geography"}, "mojave wuste")
    assert not wissens_spektrum.matches({"answer": "Die Mojave-Wüste"}, "Mojave-Wüste")  # (in English, `die` is a word)


def test_german_answers_take_ae_oe_ue_and_ss_for_its_letters():
    from deckctl.engine.answers import articles, matches

    for typed in ("München", "Munchen", "Muenchen", "MUENCHEN"):
        assert matches(typed, {"answer": "München"}, articles("de"), "de"), typed
    assert matches("Käse", {"answer": "Kaese"}, articles("de"), "de")
    assert matches("Strasse", {"answer": "Straße"}, articles("de"), "de")
    assert not matches("Muenchen", {"answer": "München"}, articles("en"), "en")  # (no such spelling in English)


def test_a_spelling_is_judged_by_its_letters():
    """A spelling card's answer had its accents folded like any answer's: `grun` spelt `grün` right."""
    from deckctl.engine.answers import articles, matches
    from deckctl.games.i_know import ui as i_know

    card = {"answer": "grün", "subject": "spelling"}
    with speaking("de"):
        assert i_know.matches(card, "grün") and i_know.matches(card, " GRÜN. ")
        assert not i_know.matches(card, "grun") and not i_know.matches(card, "gruen")
        assert i_know.matches({**card, "subject": "geography"}, "grun")  # (an answer of another subject)
    spoken = {"answer": "necessary", "read_aloud": "NECESSARY"}  # (a word read aloud, in any game)
    assert matches("Necessary", spoken) and not matches("neccessary", spoken)
    assert not matches("nämlich", {"answer": "namlich", "read_aloud": "NAMLICH"}, articles("de"), "de")
