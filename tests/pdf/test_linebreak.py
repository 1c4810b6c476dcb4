"""Line breaking for a language (export/pdf/linebreak.py, hyphenation.py): no-break rules, widows
evened away, hyphenation where it helps and never where it must not; lint and export agree."""

from __future__ import annotations

import json
import subprocess

import pytest
from deckfactory import MANIFESTS

from deckctl.export.pdf import hyphenation, linebreak
from deckctl.export.pdf.text import fit, line_width, wrap

SIZE = 10.0
TALL = 300.0  # pt: room for any number of lines


def _pt(text: str) -> float:
    return line_width(text, "regular", SIZE)


# (language, text, the words that must stay on one line). The box is as wide as the text up to the
# first of them, so filling each line as far as it goes breaks between the two.
KEPT = [
    ("de", "Wer schrieb den Roman „Don Quijote“?", "„Don Quijote“?"),  # a short title in quotes
    ("en", "Who wrote the novel Don Quixote?", "Don Quixote?"),  # a capitalised run: a name
    ("de", "Die ganze Fläche misst 54 Quadratmeter.", "54 Quadratmeter."),  # a number and its unit
    ("en", "The trail is about 3 km long.", "3 km"),
    ("de", "Der Preis sinkt um 10 % im Jahr.", "10 %"),
    ("de", "Der Weg ist etwa 10–12 km lang.", "10–12 km"),  # a range and its unit
    ("en", "The climb is about 10-12 km long.", "10-12 km"),
    ("en", "Can you name a river in Austria?", "a river"),  # never after a one-letter word
    ("en", "Yesterday I saw a comet.", "I saw"),
    ("de", "Das geschah am 21. Juli 1969.", "21. Juli"),  # a German ordinal
    # abbreviations of several parts, abbreviations and initials kept with the word after them
    ("de", "Nenne einen Fluss, z. B. den Rhein.", "z. B."),
    ("de", "Das heißt, d. h. sofort.", "d. h."),
    ("de", "Pompeji versank im Jahr 79 n. Chr. unter Asche.", "n. Chr."),
    ("de", "Rom wurde 753 v. Chr. gegründet.", "v. Chr."),
    ("en", "Name a planet, e. g. Mars.", "e. g."),
    ("de", "Der Weg ist ca. 5 km lang.", "ca. 5 km"),
    ("de", "Wer ist der Freund von Dr. Watson in London?", "Dr. Watson"),
    ("en", "In the stories, Mr. Holmes lives on Baker Street.", "Mr. Holmes"),
    ("de", "Steht es auf S. 12 im Buch?", "S. 12"),
    ("de", "Was regelt der § 1 im Gesetz?", "§ 1"),
    ("en", "Which books did J. K. Rowling write?", "J. K. Rowling"),
    ("en", "The paper by Smith et al. was cited often.", "et al."),  # one abbreviation, in any language
    ("de", "Die Studie von Meier et al. wurde oft zitiert.", "et al."),
    # a name with a lowercase particle, in German too (a particle foreign to German)
    ("de", "Welches Radrennen ist die Tour de France?", "Tour de France?"),
    ("de", "Der Eiffelturm steht auf dem Champ de Mars.", "Champ de Mars."),
    ("de", "Den Amazonas befuhr Francisco de Orellana.", "Francisco de Orellana."),
    ("en", "Who painted it, Leonardo da Vinci?", "Leonardo da Vinci?"),
    ("en", "Where is the Statue of Liberty?", "Statue of Liberty?"),
    ("en", "The famous house in Brno was built by Mies van der Rohe.", "Mies van der Rohe."),
    ("en", "The president was John F. Kennedy then.", "F. Kennedy"),  # an initial after a given name
    # a name's suffix stays with the name (no line starts with `Jr.` or `II.`)
    ("en", "The speech was given by Martin Luther King Jr. in Washington in the summer.", "King Jr."),
    ("en", "Which civil rights leader was Martin Luther King, Jr. in the end?", "King, Jr."),
    ("de", "Die Rede hielt Martin Luther King Jr. im Sommer in Washington vor vielen Menschen.", "King Jr."),
    ("de", "Welches Schloss ließ König Ludwig II. in Bayern bauen?", "Ludwig II."),
]


@pytest.mark.parametrize(("language", "text", "together"), KEPT)
def test_no_break_rules(language, text, together):
    first = together.split()[0]
    width = _pt(text[:text.index(together) + len(first)]) + 0.5
    greedy = wrap(text, "regular", SIZE, width)
    assert greedy[0].endswith(first)  # (filling lines breaks right there)
    typeset = fit(text, width, TALL, SIZE, language=language)
    assert typeset.ok and typeset.size == SIZE
    assert any(together in line for line in typeset.lines), typeset.lines


# (text, the German name in it). Filling the lines of a box as wide as the text up to the name's
# first word parts the name.
GERMAN_NAMES = [
    ("Welcher Planet wird wegen seiner Farbe oft der Rote Planet genannt?", "Rote Planet"),
    ("Im Jahr 1939 begann mit dem Überfall auf Polen der Zweite Weltkrieg in Europa.", "Zweite Weltkrieg"),
    ("Welche Stadt liegt im Osten der Vereinigten Staaten und hat die meisten Einwohner?", "Vereinigten Staaten"),
]
NO_NAMES = [
    # a sentence start, where every word is capitalised; a noun in -e before a name
    # (a first word of five letters: one of four or fewer is moved down as a sentence's short first word)
    ("Das Blut ist dunkelrot. Weiße Blutzellen bekämpfen Keime im ganzen Körper.", "Weiße"),
    ("Welche Farbe hat der runde Kreis auf der Flagge Japans in der Mitte?", "Flagge"),
]


def _parted_by_greedy_lines(text: str, first: str) -> float:
    width = _pt(text[:text.index(first) + len(first)]) + 0.5
    assert wrap(text, "regular", SIZE, width)[0].endswith(first)
    return width


# (language, text, where filling lines breaks, the words that are not kept): a particle that is
# an everyday word of the language starting a sentence, a German preposition or article, the
# last part of an abbreviation of several.
NOT_KEPT = [
    ("en", "It was a long and hard winter. Parts of Europe were at war then.", "Parts"),
    ("de", "Die Hauptstadt von Frankreich ist Paris.", "Hauptstadt"),
    ("de", "Nenne einen großen Fluss, z. B. Rhein oder Main oder Elbe.", "B."),
    # German `du` is the pronoun, no particle (`Jacqueline du Pré`)
    ("de", "Eine Frage zum Fliegen: Kennst du Lilienthal, den Flugpionier?", "du"),
    # German `von` after a noun or a place: no name
    ("de", "Welches Meer trennt Europa von Afrika und Asien?", "Europa"),
    ("de", "Zitronen färben sich beim Reifen von Grün zu Gelb.", "Grün"),
    # a noun after an article, then a place's name: no title and given name (`der Kanzler Otto`)
    ("de", "Wie sieht die Hauptstadt Frankreichs von Weitem aus?", "Frankreichs"),
    ("de", "Welches Reich wurde nach dem Ende Westroms von Konstantinopel aus regiert?", "Westroms"),
]


@pytest.mark.parametrize(("language", "text", "first"), NOT_KEPT)
def test_no_break_rule_holds_for_everyday_words(language, text, first):
    width = _parted_by_greedy_lines(text, first)
    assert fit(text, width, TALL, SIZE, language=language).lines == tuple(wrap(text, "regular", SIZE, width))


def test_an_initial_or_an_abbreviation_ends_no_sentence():
    # The word after it is a name, never hyphenated (German too, where nouns are capitalised).
    for language, text in (("en", "By J. K. Rowling"), ("de", "Von J. K. Rowling"), ("de", "Der Arzt Dr. Rowling")):
        typeset = fit(text, _pt("Rowling") * 0.75, TALL, SIZE, language=language)
        assert "Rowling" in typeset.lines and not any(line.endswith("-") for line in typeset.lines), typeset
    # (a full stop after a whole word still ends a sentence: `Wendungen` is a noun, hyphenated)
    typeset = fit("Nimm es. Wendungen", _pt("Wendungen") * 0.75, TALL, SIZE, language="de")
    assert any(line.endswith("-") for line in typeset.lines), typeset


@pytest.mark.parametrize(("language", "text"), [
    ("en", "Oranges are rich in Vitamin C. The peel is bitter but the flesh is sweet."),
    ("de", "Orangen enthalten viel Vitamin C. Die Schale ist bitter, das Fruchtfleisch süß."),
])
def test_a_lone_capital_before_a_common_first_word_ends_a_sentence(language, text):
    # no initial (`J. K. Rowling`) kept with the word after it: a line may end after `C.`
    width = _parted_by_greedy_lines(text, "C.")
    assert any(line.endswith("C.") for line in fit(text, width, TALL, SIZE, language=language).lines)


def test_a_german_name_of_three_capitalised_words_is_kept_whole_where_the_lines_allow():
    text = "Wie viele Kinder hatte Johann Sebastian Bach mit seinen beiden Ehefrauen?"
    width = _parted_by_greedy_lines(text, "Johann")
    typeset = fit(text, width, TALL, SIZE, language="de")
    assert typeset.size == SIZE and any("Johann Sebastian Bach" in line for line in typeset.lines), typeset.lines
    assert len(typeset.lines) == len(wrap(text, "regular", SIZE, width))
    # but no line is added for it (such a run may be a noun and a name: `die Mutter Marie Antoinettes`)
    text = "Welche Fuge schrieb Johann Sebastian Bach in Leipzig?"
    width = _parted_by_greedy_lines(text, "Johann")
    assert len(fit(text, width, TALL, SIZE, language="de").lines) == 2
    # two capitalised words are as often two nouns (`der Flagge Japans`): not a name (below)


# (text, where filling the lines parts it, the name): a German name with `von` after given names,
# kept whole where the lines allow, as a run of capitalised words is (`Johann Sebastian Bach`).
VON_NAMES = [
    ("Wie viele Kinder hatte Otto von Bismarck mit seinen beiden Ehefrauen?", "Otto", "Otto von Bismarck"),
    ("Wie viele Kinder hatte Otto von Bismarck mit seinen beiden Ehefrauen?", "von", "Otto von Bismarck"),
    ("Welche Oper schrieb Carl Maria von Weber im Jahr 1821 in Dresden?", "Carl", "Carl Maria von Weber"),
    # after an article and a title (`der Kanzler`, `dem ersten Kanzler`), at a sentence's start too
    ("Welche Versicherung führte der Reichskanzler Otto von Bismarck für die Arbeiter ein?", "Otto",
     "Otto von Bismarck"),
    ("Wie viele Kinder hatte der Kanzler Otto von Bismarck mit seinen Ehefrauen?", "von", "Otto von Bismarck"),
    ("Was verdankt das Reich dem ersten Kanzler Otto von Bismarck und seinen Gesetzen?", "Otto",
     "Otto von Bismarck"),
    ("Der Reichskanzler Otto von Bismarck gründete im Jahr 1871 das Deutsche Kaiserreich.", "Otto",
     "Otto von Bismarck"),
]


@pytest.mark.parametrize(("text", "first", "name"), VON_NAMES)
def test_a_german_name_with_von_is_kept_whole_where_the_lines_allow(text, first, name):
    width = _parted_by_greedy_lines(text, first)
    typeset = fit(text, width, TALL, SIZE, language="de")
    assert typeset.size == SIZE and any(name in line for line in typeset.lines), typeset.lines
    assert len(typeset.lines) == len(wrap(text, "regular", SIZE, width))


# (language, text, a hyphenated given name's first part): filling the lines breaks at its hyphen.
HYPHENATED_NAMES = [
    ("de", "Welches Amt hatte Frank-Walter Steinmeier vor seiner Wahl?", "Frank-"),
    ("de", "In welchem Jahr wurde Hans-Dietrich Genscher zum Außenminister ernannt?", "Hans-"),
    # a noun before it, a title (`Politiker` ends as an inflected adjective does; German writes those small)
    ("de", "Welches Amt hatte der Politiker Frank-Walter Steinmeier inne?", "Frank-"),
    ("en", "Which famous prize did Jean-Paul Sartre refuse to accept in the year 1964?", "Jean-"),
]


@pytest.mark.parametrize(("language", "text", "first"), HYPHENATED_NAMES)
def test_a_hyphenated_given_name_is_not_parted_at_its_hyphen_where_the_lines_allow(language, text, first):
    width = _parted_by_greedy_lines(text, first)
    typeset = fit(text, width, TALL, SIZE, language=language)
    assert typeset.size == SIZE and not any(line.endswith(first) for line in typeset.lines), typeset.lines
    assert len(typeset.lines) == len(wrap(text, "regular", SIZE, width))


# (text, a German compound's first part after a determiner): capitalised parts and a capitalised
# word after them, as a hyphenated given name has, but no given name follows `einer` or `die`.
COMPOUNDS = [
    ("Welche Stadt liegt an einer Ost-West Verbindung?", "Ost-"),
    ("Welcher Fluss bildet die Oder-Neiße Grenze Polens?", "Oder-"),
]


@pytest.mark.parametrize(("text", "first"), COMPOUNDS)
def test_a_german_compound_after_a_determiner_breaks_at_its_hyphen_as_filling_the_lines_does(text, first):
    width = _parted_by_greedy_lines(text, first)
    typeset = fit(text, width, TALL, SIZE, language="de", hyphenate=False)
    assert typeset.size == SIZE and typeset.lines[0].endswith(first), typeset.lines


# (language, text, the title, its first part up to its own hyphen): filling the lines breaks there.
HYPHENATED_TITLES = [
    ("en", "George Orwell published his novel Nineteen Eighty-Four in 1949.", "Nineteen Eighty-Four", "Eighty-"),
    ("de", "Welcher Autor schrieb den Roman „Nineteen Eighty-Four“ im Jahr 1948?", "„Nineteen Eighty-Four“",
     "Eighty-"),
    ("en", "It began when Martin Luther published his Ninety-five Theses.", "Ninety-five Theses.", "Ninety-"),
]


@pytest.mark.parametrize(("language", "text", "title", "first"), HYPHENATED_TITLES)
def test_a_short_title_keeps_its_own_hyphen_as_it_keeps_its_spaces(language, text, title, first):
    width = _parted_by_greedy_lines(text, first)
    typeset = fit(text, width, TALL, SIZE, language=language)
    assert typeset.ok and any(title in line for line in typeset.lines), typeset.lines


def test_a_title_alone_is_never_parted_at_its_hyphen():
    # the iKNOW starter's answer, an 18 pt line on the card: it printed `Nineteen Eighty-` / `Four`.
    # Whole it fits only more than a step smaller, so it is parted at its space, at its size (it was
    # set smaller whole, at 14.25 pt: test_whole_title_parted_not_tiny.py)
    width = _pt("Nineteen Eighty-") * 1.8 + 0.5
    typeset = fit("Nineteen Eighty-Four", width, TALL, 18, language="en", hyphenate=False)
    assert typeset.ok and typeset.lines == ("Nineteen", "Eighty-Four") and typeset.size == 18, typeset


# (language, text from a starter deck, a hyphenated piece of two letters): filling the lines ends one in it.
STUBS = [
    ("de", "Die 50 weißen Sterne der US-Flagge stehen auf einem blauen Rechteck in der oberen Ecke.", "US-"),
    ("de", "Wie heißt die Hauptstadt des US-Bundesstaats Kalifornien?", "US-"),
    ("de", "Wie viele dieser Länder sind ständige Mitglieder des UN-Sicherheitsrats?", "UN-"),
    ("en", "Which animals co-operate when they hunt in packs?", "co-"),
]


@pytest.mark.parametrize(("language", "text", "stub"), STUBS)
def test_no_line_ends_in_a_hyphenated_piece_of_two_letters_where_another_break_will_do(language, text, stub):
    width = _parted_by_greedy_lines(text, stub)
    typeset = fit(text, width, TALL, SIZE, language=language)
    assert typeset.ok and typeset.size == SIZE and not any(line.endswith(stub) for line in typeset.lines), typeset
    # a compound too wide for any line still breaks there rather than overflow
    tiny = fit("US-Präsidentschaftswahlkampf", line_width("Präsidentschaftswahlkampf", "regular", 6) + 0.5, TALL,
               SIZE, language="de")
    assert tiny.ok and tiny.lines == ("US-", "Präsidentschaftswahlkampf"), tiny


@pytest.mark.parametrize(("language", "name"), [("en", "Joan of Arc"), ("en", "Catherine the Great"),
                                                 ("de", "Otto von Bismarck"), ("de", "Karl der Große")])
def test_a_whole_text_that_is_a_name_with_an_everyday_particle_stays_on_one_line(language, name):
    # as `Tour de France` or `Ludwig van Beethoven` does: an answer set a step smaller, not broken
    # (more than a step smaller, a whole title is parted: test_whole_title_parted_not_tiny.py)
    width = _pt(name) * 0.95
    typeset = fit(name, width, TALL, SIZE, language=language, hyphenate=False)
    assert typeset.ok and typeset.lines == (name,) and typeset.size < SIZE, typeset


def test_an_abbreviation_ends_a_sentence_only_where_it_does():
    # `bzw.` and `z.B.` lead on: the capital after them is no sentence start (German: a name of
    # three capitalised words follows, kept softly); nor is one after `etc.,`
    text = "Wer komponierte die Messe, bzw. Johann Sebastian Bach oder Händel?"
    width = _parted_by_greedy_lines(text, "Johann")
    assert any("Johann Sebastian Bach" in line for line in fit(text, width, TALL, SIZE, language="de").lines)
    for text in ("Cities, i.e. Philadelphia", "Cities, e.g. Philadelphia", "Ports, etc., Philadelphia",
                 "Cities of the U.S. Philadelphia", "At 5 p.m. Philadelphia time"):
        typeset = fit(text, _pt("Philadelphia") * 0.75, TALL, SIZE, language="en")
        assert not any(line.endswith("-") for line in typeset.lines), typeset  # a name, not hyphenated
    # `etc.` before a capital closes a sentence, and it is not kept with the next word
    text = "Apples, pears, plums etc. These are all fruits of the same kind."
    width = _parted_by_greedy_lines(text, "etc.")
    assert fit(text, width, TALL, SIZE, language="en").lines == tuple(wrap(text, "regular", SIZE, width))


@pytest.mark.parametrize(("text", "name"), GERMAN_NAMES)
def test_a_german_name_of_an_adjective_and_a_noun_is_kept_whole(text, name):
    width = _parted_by_greedy_lines(text, name.split()[0])
    typeset = fit(text, width, TALL, SIZE, language="de")
    assert typeset.ok and typeset.size == SIZE
    assert any(name in line for line in typeset.lines), typeset.lines


@pytest.mark.parametrize(("text", "word"), NO_NAMES)
def test_no_german_name_starts_at_a_sentence_start_or_with_a_noun(text, word):
    width = _parted_by_greedy_lines(text, word)
    assert fit(text, width, TALL, SIZE, language="de").lines == tuple(wrap(text, "regular", SIZE, width))


def test_a_german_name_is_parted_rather_than_set_smaller():
    width = _pt("Vereinigten") + 0.5
    typeset = fit("der Vereinigten Staaten", width, TALL, SIZE, language="de")
    assert typeset.size == SIZE and typeset.lines == ("der", "Vereinigten", "Staaten")


@pytest.mark.parametrize("width", [90, 100])
def test_a_sum_is_not_parted_after_an_operator(width):
    # (as typography prints `10 - 3 = 7`: a no-break space before the minus)
    text = "Is it right that 10\u00a0− 3 = 7, and that 2 + 10\u00a0− 3 = 9 as well?"
    assert any(line.endswith(("−", "+", "=")) for line in wrap(text, "regular", SIZE, width))
    typeset = fit(text, width, TALL, SIZE, language="en")
    assert typeset.size == SIZE and not any(line.endswith(("−", "+", "=")) for line in typeset.lines), typeset
    # nor before one: no line starts with `+ 7 = 22`
    text = "Solve for x in the equation 3x + 7 = 22."
    width = _parted_by_greedy_lines(text, "3x")
    assert not any(line.startswith("+") for line in fit(text, width, TALL, SIZE, language="en").lines)


def test_a_number_keeps_the_hyphen_and_unit_after_it():
    text = "It is a famous 24-hour race."
    width = _pt("It is a famous 24-") + 0.5  # (room for the number and its hyphen, not the unit)
    typeset = fit(text, width, TALL, SIZE, language="en")
    assert typeset.ok and not any(line.endswith("24-") for line in typeset.lines), typeset.lines
    assert any("24-hour" in line for line in typeset.lines)


@pytest.mark.parametrize(("language", "text"), [("en", "Vitamin C"), ("de", "Terminal 5"), ("de", "Plan B.")])
def test_no_last_line_of_one_character(language, text):
    # An answer in a box too narrow for it at its size: smaller on one line, not `Vitamin` over `C`.
    width = _pt(text.split()[0]) + 0.5
    typeset = fit(text, width, TALL, SIZE, language=language, hyphenate=False)
    assert typeset.ok and typeset.lines == (text,) and typeset.size < SIZE, typeset
    # (where even the smallest size cannot hold it on one line, it still breaks rather than overflow)
    tiny = fit(text, line_width(text.split()[0], "regular", 6) + 0.5, TALL, SIZE, language=language, hyphenate=False)
    assert tiny.ok and len(tiny.lines) == 2


# (language, text, box width in pt, design size): greedy lines leave one word on the last line.
WIDOWS = [
    ("en", "Which part of a cell releases energy from food through cellular respiration?", 120, 10),
    ("en", "In the NATO spelling alphabet, which code word stands for the letter A?", 120, 10),
    ("de", "Wie viele Minuten sind anderthalb Stunden?", 110, 12.5),  # (at 90 pt `Stunden?` is no widow)
    ("de", "Welcher Engländer erzielte im WM-Finale 1966 drei Tore?", 90, 10),
]


@pytest.mark.parametrize(("language", "text", "width", "size"), WIDOWS)
def test_widows_are_evened_away_not_shrunk(language, text, width, size):
    greedy = wrap(text, "regular", size, width)
    assert len(greedy) > 1 and " " not in greedy[-1]  # (a widow, as filling lines sets it)
    typeset = fit(text, width, TALL, size, language=language)
    assert typeset.size == size and len(typeset.lines) <= len(greedy) + 1
    assert " " in typeset.lines[-1], typeset.lines


def test_the_german_spelling_announcement_is_hyphenated_into_fewer_even_lines():
    text = "Der Buchstabierwettbewerb der Klasse beginnt! Beantworte eine Rechtschreibfrage."
    greedy = wrap(text, "medium", 12.5, 140)
    assert greedy[0] == "Der"  # the long word pushed to its own line, a word alone before it
    typeset = fit(text, 140, TALL, 12.5, weight="medium", language="de")
    assert typeset.size == 12.5 and len(typeset.lines) < len(greedy)
    assert typeset.lines[0].endswith("-") and " ".join(typeset.lines).replace("- ", "") == text
    assert all(" " in line for line in typeset.lines)


# (language, text, word, hyphenate): in a box three quarters as wide as the word, a word that may
# be hyphenated is (and keeps the design size); one that may not stays whole and shrinks.
NEVER = [
    ("de", "Das Mitochondrium", "Mitochondrium", False),  # an answer
    ("en", "Remember Philadelphia", "Philadelphia", True),  # a name: capitalised, not at a sentence start
    ("de", "Von Johann Sebastian Bach", "Sebastian", True),  # German: a name among capitalised words
    ("de", "Wer war Otto von Bismarck", "Bismarck", True),  # German: a name with `von`
    ("en", "Catherine the Great", "Catherine", True),  # a name at a sentence start, told by its particle
    ("de", "Wer fand Amerika", "Amerika", True),  # a place's name, though German capitalises nouns
    ("en", "Australia", "Australia", True),  # a place's name at a sentence's start
    ("de", "Buchstabiere VORAUSSICHTLICH", "VORAUSSICHTLICH", True),  # capitals: a word to spell, an acronym
    ("en", "The Merlin1Dvacuum engine", "Merlin1Dvacuum", True),  # digits
    ("de", "Das Jahr 1234567890", "1234567890", True),  # a number
    ("de", "Der Film „Metropolis“", "„Metropolis“", True),  # a title in quotes
    ("zz", "Die Rechtschreibfrage", "Rechtschreibfrage", True),  # a language without patterns
]
HYPHENATED = [
    ("de", "Das Mitochondrium", "Mitochondrium", True),
    ("en", "Remember philadelphia", "philadelphia", True),
    ("de", "Von einem Komponisten", "Komponisten", True),
    ("de", "Der Kontinentalsockel", "Kontinentalsockel", True),  # a noun, capitalised as German nouns are
    ("en", "Afterwards", "Afterwards", True),  # capitalised at a sentence's start only
    ("de", "Buchstabiere voraussichtlich", "voraussichtlich", True),
    ("de", "Die Rechtschreibfrage", "Rechtschreibfrage", True),
]


@pytest.mark.parametrize(("language", "text", "word", "hyphenate"), NEVER + HYPHENATED)
def test_what_is_never_hyphenated(language, text, word, hyphenate):
    typeset = fit(text, _pt(word) * 0.75, TALL, SIZE, language=language, hyphenate=hyphenate)
    if (language, text, word, hyphenate) in NEVER:
        assert any(word in line for line in typeset.lines) and typeset.size < SIZE, typeset
        assert not any(line.endswith("-") for line in typeset.lines)
    else:
        assert typeset.size == SIZE and any(line.endswith("-") for line in typeset.lines), typeset


def test_places_are_known_by_their_names_in_the_language_and_in_english():
    from deckctl.export.pdf.place_names import is_place

    assert is_place("Amerikas", "de") and is_place("Kopenhagen", "de") and is_place("Copenhagen", "de")
    assert is_place("Montevideo", "en") and not is_place("Kopenhagen", "en")
    assert not any(is_place(word, "de") for word in ("Kontinent", "Staaten", "Vereinigte", "Mittelmeer"))


def test_soft_hyphens_still_break_and_draw_a_hyphen():
    word = "Donau\u00addampf\u00adschiff\u00adfahrt"
    lines = fit(f"Die {word} war lang", 75, TALL, SIZE, language="de").lines
    assert "\u00ad" not in "".join(lines) and any(line.endswith("-") for line in lines)
    assert fit(f"Die {word}", 500, TALL, SIZE, language="de").lines == ("Die Donaudampfschifffahrt",)


def test_a_word_of_soft_hyphens_alone_is_neither_a_break_nor_drawn():
    # (as a soft hyphen is drawn only where a line breaks at it; it was drawn as a hyphen: `Wer ist -`)
    typeset = fit("Wer ist \u00ad hier der Beste?", _pt("Beste?") + 0.5, TALL, SIZE, language="de")
    assert typeset.ok and typeset.size == SIZE and "\u00ad" not in "".join(typeset.lines), typeset
    assert " ".join(typeset.lines) == "Wer ist hier der Beste?"


def test_points_are_pyphens_within_deckctls_limits():
    import pyphen

    reference = pyphen.Pyphen(lang="en", left=hyphenation.LEFT, right=hyphenation.RIGHT)
    words = ["hyphenation", "respiration", "horizontal", "contamination", "lighthouse", "photosynthesis",
             "independence", "extraordinary", "encyclopaedia", "championships", "basketball", "Shakespeare"]
    for word in words:
        assert hyphenation.points(word, "en") == tuple(reference.positions(word)), word
    # Qua-drat-zen-ti-me-ter, less the last point of a long German word (`RIGHT_IN_LONG`)
    assert hyphenation.points("Quadratzentimeter", "de") == (3, 7, 10, 12)
    assert hyphenation.points("Kaffee", "de") == ()  # shorter than MIN_WORD
    assert hyphenation.points("Quadratzentimeter", "zz") == ()


def _hyphenated(word: str, language: str) -> str:
    cuts = (0, *hyphenation.points(word, language), len(word))
    return "-".join(word[a:b] for a, b in zip(cuts, cuts[1:]))


@pytest.mark.parametrize(("word", "pyphens", "ours"), [
    ("schwarzen", "schwa-r-zen", "schwarzen"),
    ("Grundfarbe", "Grund-fa-rbe", "Grund-farbe"),  # (`fa-r-be` before the limit on the right)
    ("Fortschritt", "Fort-s-chritt", "Fort-schritt"),  # was Fortschritt (a joint kept: test_compound_joint.py)
    ("verunglückte", "ver-un-g-lückte", "ver-unglückte"),
    # (`-gel`: a long word's last three letters; the joint of the two points kept, test_compound_joint.py)
    ("Meeresspiegel", "Mee-res-s-pie-gel", "Mee-res-spiegel"),  # was Mee-resspiegel
    ("Bismarck", "Bis-ma-rck", "Bis-marck"),  # (a last piece without a vowel)
])
def test_german_points_that_leave_a_piece_without_a_vowel_are_dropped(word, pyphens, ours):
    import pyphen

    assert pyphen.Pyphen(lang="de_DE", left=hyphenation.LEFT, right=hyphenation.RIGHT).inserted(word) == pyphens
    assert _hyphenated(word, "de") == ours


LONG = "Donaudampfschifffahrtsgesellschaftskapitänsmützenbandfarbenwahlkommission"


def test_lint_and_export_typeset_alike(cli, make_deck, tmp_path):
    """The word fits a card only hyphenated: in the question it is, in the answer (never
    hyphenated) it does not fit; lint and export report the same one text, and the PDF shows the
    hyphen where the question breaks."""
    manifest = MANIFESTS["i-know"].replace("language: en", "language: de")
    cards = (f"- id: long-question\n  subject: math\n  level: A\n  question: Was ist eine {LONG}?\n"
             f"  answer: Eine Mütze\n"
             f"- id: long-answer\n  subject: math\n  level: A\n  question: Was trägt er?\n  answer: {LONG}\n")
    deck = make_deck("i-know", cards=cards, manifest=manifest)
    lint = cli("lint", "--format", "json", deck)
    export = cli("export", "pdf", deck, "--format", "json", "--out", tmp_path / "cards.pdf")
    assert lint.exit_code == export.exit_code == 1
    fits = [(d["card_id"], d["extra"]["field"], d["severity"]) for d in json.loads(lint.stdout) if d["code"] == "text-fits"]
    refused = [(d["card_id"], d["extra"]["field"], d["severity"]) for d in json.loads(export.stdout)]
    assert fits == refused == [("long-answer", "answer", "error")]

    (deck / "cards" / "cards.yaml").write_text(cards.split("- id: long-answer")[0], encoding="utf-8")
    assert cli("export", "pdf", deck, "--out", tmp_path / "cards.pdf").exit_code == 0
    printed = subprocess.run(["pdftotext", "-layout", tmp_path / "cards.pdf", "-"], capture_output=True, text=True,
                             check=True).stdout
    lines = [line.strip() for line in printed.splitlines() if line.strip()]
    hyphenated = [line for line in lines if line.endswith("-") and line[-2].isalpha()]
    assert len(hyphenated) > 1 and all(line.split()[-1][:-1] in LONG for line in hyphenated), lines


# The I know! starter's announcement back in German, 16 pt bold centred in a 52 mm wide box: it
# printed `Frage beantwor-` / `ten: Mathematik`.
EFFECT = ("Frage beantworten: Mathematik", 52 * 2.834645669, 45 * 2.834645669, 16.0)


def test_centred_display_text_is_not_hyphenated_where_it_fits_without():
    value, width, height, size = EFFECT
    # (not centred it is not hyphenated either now: `Mathematik` is over half the line, no widow to even away)
    assert fit(value, width, height, size, weight="bold", language="de").lines == ("Frage beantworten:", "Mathematik")
    typeset = fit(value, width, height, size, weight="bold", language="de", hyphenate=linebreak.CENTRED)
    assert typeset.size == size and typeset.lines == ("Frage beantworten:", "Mathematik"), typeset


def test_a_centred_big_word_is_set_smaller_rather_than_hyphenated():
    width = line_width("Rechtschreib-", "regular", 16) + 0.5
    assert fit("Rechtschreibwettbewerb", width, TALL, 16, language="de").lines == ("Rechtschreib-", "wettbewerb")
    typeset = fit("Rechtschreibwettbewerb", width, TALL, 16, language="de", hyphenate=linebreak.CENTRED)
    assert typeset.ok and typeset.lines == ("Rechtschreibwettbewerb",) and typeset.size < 16, typeset
    # only where no size sets it whole is it hyphenated
    narrow = fit("Rechtschreibwettbewerb", line_width("Rechtschreib", "regular", 6), TALL, 16, language="de",
                 hyphenate=linebreak.CENTRED)
    assert narrow.ok and narrow.lines[0].endswith("-"), narrow


def test_a_card_hands_its_centred_texts_to_typesetting_as_centred(make_deck, load, monkeypatch):
    from deckctl.export.pdf import PdfOptions, text
    from deckctl.export.pdf.base import face_of
    from deckctl.export.pdf.document import items_of
    from deckctl.export.pdf.draw import CardContext

    deck = load(make_deck("i-know"))
    options = PdfOptions()
    item = items_of(deck, options, face_of(deck))[0]
    ctx = CardContext(None, (0.0, 0.0), options.card_mm, options.bleed, "de", deck, item, "back")
    asked = []
    real = text.fit
    monkeypatch.setattr(text, "fit", lambda *args: asked.append(args[-1]) or real(*args))
    value, width, height, size = EFFECT
    ctx.text_box(value, 5, 30, width / 2.834645669, height / 2.834645669, size, "bold", align="center",
                 field_path=("effect",))
    ctx.text_box(value, 5, 30, width / 2.834645669, height / 2.834645669, size, "bold", field_path=("effect",))
    ctx.text_box(value, 5, 30, width / 2.834645669, height / 2.834645669, size, "bold", align="center",
                 field_path=("answer",))
    assert asked == [linebreak.CENTRED, True, False]


def test_a_text_that_fits_only_by_parting_a_title_is_set_so_not_refused():
    # the iKNOW starter's clue on a mini card (30 x 16 mm): no size sets it with the title whole.
    # It is parted between its words (`linebreak.TITLE`), not at its hyphen as once no rule held
    # (`version of “The Star-` / `Spangled Banner”.`), at the same size.
    text = ("On its last morning, Jimi Hendrix\u2019s closing set included his famous version of "
            "\u201cThe Star-Spangled Banner\u201d.")
    typeset = fit(text, 30 * 2.834645669, 16 * 2.834645669, 8.5, 7.0, language="en")
    assert typeset.ok and typeset.size == 7.5, typeset
    assert typeset.lines[-2:] == ("famous version of \u201cThe", "Star-Spangled Banner\u201d."), typeset
