"""Words a reader reads aloud and the one who answers must not see: a question's `read_aloud`
(the word of a Spelling card, docs/format.md).

The printed card shows the whole question, for the reader. At the table the answerer's screen
shows it with each occurrence of those words (in any case) left out as a gap; the whole question
reaches the reader alone (`Prompt.read_to`: at a terminal several people share, the keyboard is
handed to the reader and the screen cleared after) and everyone after the answer.
"""

from __future__ import annotations

from deckctl.core.fields import spoken_spans
from deckctl.engine.words import _

GAP = "____"  # what the answerer sees in place of the words read aloud


def unspoken(question: str, words: str | None) -> str:
    """The question as the answerer sees it: `Spell the word ____, as in "I can ____ high."`."""
    if not words:
        return question
    shown, end = [], 0
    for start, stop in spoken_spans(question, words):
        shown.append(question[end:start] + GAP)
        end = stop
    return "".join(shown) + question[end:]


def spoken(entry: dict) -> str | None:
    """A card's (or a question's) read-aloud words, None where it has none."""
    return entry.get("read_aloud") or None


def gap_note(reader: str, by_bot: bool, words: str) -> str:
    """The line under a question with a gap: who reads the words out; a bot cannot, so the line
    gives them (what a person reading would say), or nobody could answer."""
    if by_bot:
        return _("{gap}: {reader} is a bot and cannot say it aloud; it is: {words}").format(
            gap=GAP, reader=reader, words=words)
    return _("{gap}: {reader} reads these words aloud.").format(gap=GAP, reader=reader)


def whole_question(question: str) -> str:
    """The line after the answer: the question as the card prints it."""
    return _("The whole question: {question}").format(question=question)
