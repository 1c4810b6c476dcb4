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
is this?`) are left out. The questions are indexed so that only likely pairs are compared
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
from array import array
from collections.abc import Iterator

from deckctl.core.diagnostics import Diagnostic, Severity
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
    [file number, line, col, card id, text, answer] each, normalised, packed with zlib."""
    from deckctl.lint.rules.answer_in_question import core

    files: dict[str, int] = {}
    items = []
    normalised, cores = memo_of(deck, normalise), memo_of(deck, core)  # (other rules read the same)
    for item in questions(deck):
        if item.hints:  # `Which scientist is this?`: the clues carry the question
            continue
        text = normalised[item.text]
        if not text:
            continue
        ref = item.ref
        source, card_id = ref.source, ref.id
        line, col = source.mark((ref.index, *item.path))
        if shown(source.display, line, col, card_id):
            number = files.setdefault(source.display, len(files))
            items.append([number, line, col, card_id, text, cores[item.answers[0]] if item.answers else ""])
    # base64, not base85: the standard library's base85 is written in Python, ten times slower
    packed = base64.b64encode(zlib.compress(json.dumps(items, ensure_ascii=False).encode("utf-8"), 6)).decode("ascii")
    return {"deck": deck.id, "game": deck.game.id, "language": str(deck.manifest.language), "files": list(files),
            "items": packed}


def _items(summary: dict) -> list[list]:
    files = summary["files"]
    items = json.loads(zlib.decompress(base64.b64decode(summary["items"])))
    for item in items:
        item[0] = files[item[0]]
    return items


def across(summaries: list[dict]) -> Iterator[Diagnostic]:
    from deckctl.lint.similar import Question, near_duplicates

    groups: dict[tuple[str, str], list[dict]] = {}
    for summary in summaries:
        groups.setdefault(group(summary["game"], summary["language"]), []).append(summary)
    for members in groups.values():  # one group's questions unpacked at a time: memory holds one index
        lowest = min(summary["settings"]["threshold"] for summary in members)
        owners, starts = array("i"), []  # the member each question comes from; each member's first

        def questions() -> Iterator[Question]:  # made one at a time: only what the comparison keeps stays
            for number, summary in enumerate(members):
                starts.append(len(owners))
                for item in _items(summary):
                    owners.append(number)
                    yield Question(item[4], item[5], summary["deck"])
            starts.append(len(owners))

        matches = [match for match in near_duplicates(questions(), lowest)
                   if match.similarity >= members[owners[match.later]]["settings"]["threshold"]]
        # the questions' places are unpacked again, only for those that match
        places = _places(members, starts, {n for match in matches for n in (match.later, match.earlier)})
        for match in matches:
            summary, (file, line, col, card) = members[owners[match.later]], places[match.later]
            other_summary, other = members[owners[match.earlier]], places[match.earlier]
            where = f"{other[0]}:{other[1]}"
            elsewhere = f" in deck `{other_summary['deck']}`" if other_summary["deck"] != summary["deck"] else ""
            yield Diagnostic(
                file, line, col, ID,
                f"nearly the same question as card `{other[3]}`{elsewhere} ({where}): "
                f"{_KIND[match.kind]}, {match.similarity}% similar",
                Severity(summary["severity"]), card_id=card,
                hint="ask something else, or remove one of them",
                extra={"deck": summary["deck"], "similar_to": {"card": other[3], "at": where}, "similarity": match.similarity})


def _places(members: list[dict], starts: list[int], wanted: set[int]) -> dict[int, tuple]:
    """(file, line, col, card id) of the wanted questions; member m's are numbered from starts[m]."""
    places: dict[int, tuple] = {}
    for number, summary in enumerate(members):
        start, end = starts[number], starts[number + 1]
        if any(n in wanted for n in range(start, end)):  # (unpacked again only if it holds one)
            for n, item in enumerate(_items(summary), start):
                if n in wanted:
                    places[n] = tuple(item[:4])
    return places
