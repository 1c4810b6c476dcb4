"""A sentence's first word and the names after it (export/pdf/linebreak.py `_capital_runs`): in a
language that capitalises only names and sentence starts, a run of capitalised words is a name
kept on one line, but a sentence's first word is capitalised whatever it is. A common first word
(`Which`, `The`, `In`) is no name's word; another (`Albert Einstein was`) may be one, and is kept
with the name softly: where the lines allow, never at the price of a smaller text."""

from __future__ import annotations

import pytest
from breaks import break_after

from deckctl.export.pdf import linebreak, text
from deckctl.export.pdf.text import fit, line_width

SIZE = 10.0
TALL = 300.0


SPACE, KEEP, RUN, NAME = linebreak.SPACE, linebreak.KEEP, linebreak.RUN, linebreak.NAME

# (language, text, a word, the break after it; `# was` where the previous code allowed another)
BREAKS = [
    # a common first word: no name's word
    ("en", "Which Canadian physical education teacher invented basketball in 1891?", "Which", SPACE),  # was KEEP
    ("en", "The Beatles came from Liverpool.", "The", SPACE),  # was KEEP
    # (not the text's first: priced as a short first word, test_short_first_word_at_line_end.py)
    ("en", "It rained all day. The Beatles played on the roof anyway.", "The", RUN),  # was KEEP
    ("en", "In July 1969 he became the first person to walk on the Moon.", "In", SPACE),  # was KEEP
    ("en", "No Hall Pass Bonus on the way.", "No", SPACE),
    # ... and the name after it is a name of its own: a title where the run with the first word was
    # one, else (four capitalised words were no title: nothing kept) kept softly
    ("en", "Which New York borough is the largest?", "New", KEEP),
    ("en", "No Hall Pass Bonus on the way.", "Hall", RUN),  # was SPACE
    ("en", "Which Canadian Broadcasting Corporation show ran the longest?", "Canadian", RUN),  # was SPACE
    ("en", "The First World War broke out in the summer of 1914.", "First", RUN),  # was SPACE
    ("en", "The Bank of England was founded in 1694.", "The", SPACE),  # was RUN
    ("en", "The Bank of England was founded in 1694.", "Bank", RUN),
    # another first word may be a name's: kept softly
    ("en", "Albert Einstein completed his general theory of relativity in 1915.", "Albert", RUN),  # was KEEP
    ("en", "Alexander Graham Bell was granted a patent in 1876.", "Alexander", RUN),  # was KEEP
    ("en", "Alexander Graham Bell was granted a patent in 1876.", "Graham", KEEP),
    # a run that is its whole paragraph, or a particle after the first word: a name as before
    ("en", "New York City", "New", KEEP),
    ("en", "Capital: New York", "New", NAME),  # was KEEP (test_whole_sentence_name.py)
    ("en", "Leonardo da Vinci painted it in Milan.", "Leonardo", KEEP),
    ("en", "Most of Europe was at war then.", "Most", SPACE),
    ("en", "Who lived in New York City then?", "York", KEEP),
    # German, where every noun is capitalised, is as it was
    ("de", "Johann Sebastian Bach schrieb viele Kantaten.", "Johann", SPACE),
    # (a title and a person's names after it: the names' spaces priced as a German name's,
    # test_german_person_name.py)
    ("de", "Der Komponist Johann Sebastian Bach schrieb viele Kantaten.", "Johann", NAME),  # was RUN
    ("de", "Welcher Planet heißt oft der Rote Planet?", "Rote", NAME),
    ("de", "Welcher Planet heißt oft der Rote Planet?", "Welcher", SPACE),
]


@pytest.mark.parametrize(("language", "value", "word", "kind"), BREAKS,
                         ids=[f"{case[0]}-{case[2]}-{case[1][:24]}" for case in BREAKS])
def test_a_sentences_first_word_and_the_name_after_it(language, value, word, kind):
    assert break_after(value, word, language) == kind


def test_a_common_first_word_no_longer_sets_a_text_smaller():
    # a box narrower than `Which Canadian`: kept as a title, the text was set a step smaller
    value = "Which Canadian physical education teacher invented basketball in 1891?"
    width = line_width("Which Canadian", "medium", 13.0) - 2
    text.forget_texts()
    found = fit(value, width, TALL, 13.0, 7.0, "medium", 1.2, 0, 1.0, "en", True)
    assert found.ok and found.size == 13.0, found
    assert found.lines[0] == "Which", found.lines


def test_a_name_at_a_sentences_start_is_kept_where_the_lines_allow_and_parted_where_not():
    value = "Albert Einstein completed his general theory of relativity in 1915."
    # filling the lines ends the first after `Albert`; evening keeps the name whole in as many lines
    width = line_width("Albert Einstein completed his", "regular", SIZE) - 1
    text.forget_texts()
    found = fit(value, width, TALL, SIZE, language="en")
    assert found.size == SIZE and found.lines[0].startswith("Albert Einstein"), found.lines
    assert len(found.lines) == len(text.wrap(value, "regular", SIZE, width))
    # narrower than the name: parted rather than set smaller (it was kept, at 9 pt)
    found = fit(value, line_width("Albert Einstein", "regular", SIZE) - 1, TALL, SIZE, language="en")
    assert found.ok and found.size == SIZE and found.lines[0] == "Albert", found


def test_a_name_after_a_common_first_word_is_kept_no_harder_than_the_run_was():
    # (Wissens-Spektrum starter, an answer in its row) four capitalised words, no title with `The`:
    # `St Bartholomew's Day` alone would be one, kept at the price of a widow
    value = "The St Bartholomew\u2019s Day massacre"
    text.forget_texts()
    found = fit(value, 130.1, 30.0, 10.0, 7.0, "medium", 1.2, 0, 1.0, "en", False)
    assert found.size == 10.0 and found.lines == ("The St Bartholomew\u2019s", "Day massacre"), found
