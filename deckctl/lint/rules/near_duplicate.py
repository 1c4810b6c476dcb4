"""Nearly the same question twice, in one deck or in two decks of one game and language linted together.

Imported banks repeat themselves in other words: the same question reworded (`How many kittens
does Duchess have in The Aristocats?` / `In The Aristocats, how many kittens does Duchess
have?`), a typo or an accent apart (`Lucio's` / `Lúcio's`), or with the same answer and most of
the words (`Who painted the Mona Lisa?` / `Who painted the famous Mona Lisa portrait?`). Each
finding is on the later question and names the earlier one (card id, file:line) and how similar
they are (0-100). Questions whose answers disagree are not near-duplicates unless they have the
same words: `What is 7+5?` and `What is 7+6?` are two questions. Decks are compared with the
other decks of the same game and language (a box and its expansions); a question that is also in
another game's deck is no repeat for the players of either.

Questions that read exactly the same within one deck are `duplicate-question`'s, not reported
again here; across decks, where that rule does not look, an exact repeat is a near-duplicate
(`the same words`) with similarity 100. Cards whose question only names a kind of answer (iKNOW: `Which scientist
is this?`) are left out, and so are questions still holding a `TODO` (`deckctl new card` and
`new deck` write `TODO: the question?`): `placeholder` reports each, and two decks just begun are
no repeats of each other. The questions are indexed so that only likely pairs are compared
(see deckctl/lint/similar.py): a catalogue of 200,000 questions takes seconds.

The similarity needed is a setting: `threshold` (50-100, default 90) in deckctl.toml:

```toml
[lint.near-duplicate]
threshold = 85
```

Passes:

```yaml
- {question: Which river flows through Vienna?, answer: The Danube}
- {question: Which river flows through Paris?, answer: The Seine}
```

Fails (the same words in another order):

```yaml
- {question: How many kittens does Duchess have in The Aristocats?, answer: "3"}
- {question: "In The Aristocats, how many kittens does Duchess have?", answer: Three}
```
"""

from __future__ import annotations

import base64
import json
import zlib
from bisect import bisect_right
from collections.abc import Iterator
from itertools import repeat

from deckctl.core.diagnostics import Diagnostic, Severity
from deckctl.lint.rules.placeholder import is_placeholder
from deckctl.lint.texts import memo_of, normalise, questions

ID = "near-duplicate"
SEVERITY = Severity.WARNING
SETTINGS = {"threshold": (90, 50, 100)}  # name: (default, lowest, highest)

_KIND = {"same": "the same words", "reworded": "reworded", "typo": "a typo or accent apart", "same answer": "the same answer and most words"}


def group(game: str, language: str) -> tuple[str, str]:
    """The decks compared with each other: one game, one language (`en-GB` and `en` are one)."""
    return game, language.split("-")[0].lower()


def gather(deck, shown) -> dict:
    """The deck's questions as a small summary (it crosses from a worker and sits in the cache):
    their normalised texts and answers, and apart (read only for the findings) their places:
    file number, line, col and card id. Each part is packed with zlib."""
    from deckctl.lint.rules.answer_in_question import core

    files: dict[str, int] = {}
    texts, answers, numbers, lines, cols, cards = [], [], [], [], [], []
    normalised, cores = memo_of(deck, normalise), memo_of(deck, core)  # (other rules read the same)
    for item in questions(deck):
        if item.hints:  # `Which scientist is this?`: the clues carry the question
            continue
        if is_placeholder(item.text):  # (`placeholder`'s finding: comparing unwritten texts is noise)
            continue
        text = normalised[item.text]
        if not text:
            continue
        ref = item.ref
        source, card_id, place = ref.source, ref.id, (ref.index, *item.path)
        line, col = source.value_marks.get(place) or source.mark(place)  # (a question is a value: its mark is there)
        if shown(source.display, line, col, card_id):
            texts.append(text)
            answers.append(cores[item.answers[0]] if item.answers else "")
            numbers.append(files.setdefault(source.display, len(files)))
            lines.append(line)
            cols.append(col)
            cards.append(card_id)
    return {"deck": deck.id, "game": deck.game.id, "language": str(deck.manifest.language), "files": list(files),
            "count": len(texts),
            # a normalised text is words between single spaces: a line break can part them
            "questions": _pack("\n".join(texts + answers)), "places": _pack(json.dumps([numbers, lines, cols, cards]))}


def _pack(text: str) -> str:
    # zlib's level 2: a third of the time of the default, and the columns still pack smaller than
    # whole records did at the default; base64, not base85: the standard library's base85 is
    # written in Python, ten times slower
    return base64.b64encode(zlib.compress(text.encode("utf-8"), 2)).decode("ascii")


def _unpack(packed: str) -> str:
    return zlib.decompress(base64.b64decode(packed)).decode("utf-8")


def _questions(summary: dict) -> tuple[list[str], list[str]]:
    """The summary's normalised texts and answers."""
    count = summary["count"]
    column = _unpack(summary["questions"]).split("\n") if count else []
    return column[:count], column[count:]


def question_count(summary: dict) -> int:
    return summary["count"]


def across(summaries: list[dict]) -> Iterator[Diagnostic]:
    groups: dict[tuple[str, str], list[dict]] = {}
    for summary in summaries:
        groups.setdefault(group(summary["game"], summary["language"]), []).append(summary)
    for members in groups.values():  # one group's questions unpacked at a time: memory holds one index
        yield from _compared(members)


def _compared(members: list[dict]) -> Iterator[Diagnostic]:
    """The findings among the decks of one group."""
    from deckctl.lint.similar import near_duplicates

    lowest = min(summary["settings"]["threshold"] for summary in members)
    starts = [0]  # the number of each member's first question, and of the question after the last

    def questions() -> Iterator[tuple[str, str, str]]:  # (text, answer, group): a `Question`
        for summary in members:
            texts, answers = _questions(summary)
            starts.append(starts[-1] + len(texts))
            yield from zip(texts, answers, repeat(summary["deck"]))

    def member(n: int) -> dict:
        return members[bisect_right(starts, n) - 1]

    matches = [match for match in near_duplicates(questions(), lowest)
               if match.similarity >= member(match.later)["settings"]["threshold"]]
    # the questions' places are unpacked only for the members that hold one of them
    places = _places(members, starts, {n for match in matches for n in (match.later, match.earlier)})
    for match in matches:
        summary, (file, line, col, card) = member(match.later), places[match.later]
        other_summary, other = member(match.earlier), places[match.earlier]
        where = f"{other[0]}:{other[1]}"
        elsewhere = f" in deck `{other_summary['deck']}`" if other_summary["deck"] != summary["deck"] else ""
        yield Diagnostic(
            file, line, col, ID,
            f"nearly the same question as card `{other[3]}`{elsewhere} ({where}): "
            f"{_KIND[match.kind]}, {match.similarity}% similar",
            severity=Severity(summary["severity"]), card_id=card,
            hint="ask something else, or remove one of them",
            extra={"deck": summary["deck"], "similar_to": {"card": other[3], "at": where},
                   "similarity": match.similarity}).naming(other[0])  # (its file named apart: NAMES)


def _places(members: list[dict], starts: list[int], wanted: set[int]) -> dict[int, tuple]:
    """(file, line, col, card id) of the wanted questions; member m's are numbered from starts[m]."""
    by_member: dict[int, list[int]] = {}
    for n in wanted:
        by_member.setdefault(bisect_right(starts, n) - 1, []).append(n)
    places: dict[int, tuple] = {}
    for number, these in by_member.items():
        summary, start = members[number], starts[number]
        files = summary["files"]
        numbers, lines, cols, cards = json.loads(_unpack(summary["places"]))
        for n in these:
            k = n - start
            places[n] = (files[numbers[k]], lines[k], cols[k], cards[k])
    return places
