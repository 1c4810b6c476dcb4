"""Near-duplicate questions among many, in about linear time: an index proposes, rapidfuzz decides.

Comparing every question with every other is quadratic: 200,000 questions make 20 billion pairs.
Instead each question is filed under a few keys, and only questions that share a key are scored
(in C, by rapidfuzz); questions are taken in order and compared only with earlier ones, so each
finding names the later question and the earlier one it repeats. The keys of a question are its
set of words (case and accents ignored) and that set less any one word: two questions share a
key when they have the same words in any order, or differ in one word (a typo, an accent, a
word added or dropped). Questions with the same answer are also filed under the answer. A new
question meets only the first question filed under its own word set (they all read alike) and the
latest few under each other key: in a bank where hundreds of questions differ in one word only
(`What is the capital of ...?`) or share an answer (`True`), the oldest of them are not compared
again, which keeps the work per question bounded.

A candidate is a near-duplicate when (similarity 0-100, `threshold` a setting):

- *reworded*: the same words in another order (`In The Aristocats, how many kittens does Duchess
  have?`), or words that differ only in accents (`Lucio's` / `Lúcio's`);
- *a typo apart*: its sorted words are `threshold` similar and each word that differs is a close
  misspelling of one in the other (not another number), and the answers do not disagree;
- *the same answer*: the same answer and most of the words (rapidfuzz's token-set ratio, which
  forgives added words, at least `threshold`).
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz, process
from rapidfuzz.distance import Levenshtein

ONE_WORD_LESS = 24  # questions up to this many words are also filed under each set less one word
PER_KEY = 4  # a new question is compared with at most this many of the latest filed under one key
TYPO = 0.75  # how alike two words must be to be one word misspelt (normalised Levenshtein)


@dataclass(frozen=True)
class Question:
    text: str  # normalised (deckctl.lint.texts.normalise): lower case, no punctuation, accents kept
    answer: str  # normalised, without a leading article; "" when there is none
    group: object = None  # questions of one group with the same text are not compared (exact repeats)


@dataclass(frozen=True)
class Match:
    later: int  # index of the question that repeats
    earlier: int  # index of the question it repeats
    similarity: int  # 0-100
    kind: str  # "same" (another group's exact repeat), "reworded", "typo" or "same answer"


def fold(word: str) -> str:
    """Without accents: `lúcio` -> `lucio`."""
    if word.isascii():
        return word
    return "".join(ch for ch in unicodedata.normalize("NFKD", word) if not unicodedata.combining(ch))


_MASK = (1 << 64) - 1


def _keys(folded: tuple[str, ...], answer: str) -> list:
    """The word set's key, each one-word-less set's key (a sum of word hashes: the set's hash less
    one word's is the smaller set's, without building it), and the answer's."""
    unique = set(folded)
    hashes = [hash(w) & _MASK for w in unique]
    whole = sum(hashes) & _MASK
    keys: list = [("*", whole)]
    if 2 < len(unique) <= ONE_WORD_LESS:
        keys += [(whole - h) & _MASK for h in hashes]
    if len(answer) > 1 and not answer.isdigit():
        keys.append(("=", answer))
    return keys


def _typos_only(a: list[str], b: list[str]) -> bool:
    """Are the words that differ between `a` and `b` misspellings of each other (none a number)?"""
    left, right = Counter(a), Counter(b)
    only_a, only_b = sorted((left - right).elements()), sorted((right - left).elements())
    if len(only_a) != len(only_b) or len(only_a) > 2:
        return False
    for x in only_a:
        partner = max(only_b, key=lambda y: Levenshtein.normalized_similarity(x, y))
        if any(ch.isdigit() for ch in x + partner) or Levenshtein.normalized_similarity(x, partner) < TYPO:
            return False
        only_b.remove(partner)
    return True


@dataclass
class _Filed:
    """What the comparisons need of a question, worked out once."""

    words: list[str]
    sorted_text: str  # its words sorted: word order no longer counts
    folded: tuple[str, ...]  # its words sorted, without accents
    answer: str
    group: object
    text: str


def _judge(a: _Filed, b: _Filed, threshold: float, score: float):
    """(similarity, kind) if `a` and `b` ask the same, else None; `score`: their sorted words' ratio."""
    if a.folded == b.folded:
        return round(score), "same" if a.text == b.text else "reworded"
    if a.answer and a.answer == b.answer:
        same = fuzz.token_set_ratio(a.sorted_text, b.sorted_text)
        if same >= threshold:
            return round(same), "same answer"
    if score < threshold or (a.answer and b.answer and fuzz.ratio(a.answer, b.answer) < 60):
        return None  # too different, or the answers disagree: another question on the same theme
    return (round(score), "typo") if _typos_only(a.words, b.words) else None


def near_duplicates(questions: Sequence[Question], threshold: float = 90) -> Iterator[Match]:
    """For each question that repeats an earlier one, its best match (ties: the earliest)."""
    index: dict = {}  # key -> index of the one question filed under it, or a list of them
    seen: set = set()  # (group, text): exact repeats within a group are another rule's
    filed_at: dict[int, _Filed] = {}
    answers: dict[int, str] = {}
    for i, question in enumerate(questions):
        words = question.text.split()
        if not words:
            continue
        folded = tuple(sorted(fold(w) for w in words))
        answers[i] = question.answer
        me = filed_at[i] = _Filed(words, " ".join(sorted(words)), folded, question.answer, question.group,
                                  question.text)
        keys = _keys(folded, question.answer)
        exact = (question.group, question.text)
        if exact not in seen:
            found: set[int] = set()
            special: set[int] = set()  # the same words (accents aside) or the same answer: always judged
            for key in keys:
                filed = index.get(key)
                if filed is None:
                    continue
                latest = [filed] if isinstance(filed, int) else filed[-PER_KEY:]
                found.update(latest)
                if isinstance(key, tuple):
                    special.update(latest)
            numbers = list(found)
            if me.answer:  # one word more or less and the same answer: judged whatever the ratio
                special.update(j for j in numbers if answers[j] == me.answer)
            # the sorted words' ratio in C over all the candidates; the full judgement only for the
            # close ones and the special ones
            close = {numbers[position]: score for _, score, position in process.extract(
                me.sorted_text, [filed_at[j].sorted_text for j in numbers], scorer=fuzz.ratio,
                score_cutoff=threshold, limit=None)}
            best = None
            for j in sorted(close.keys() | special):
                other = filed_at[j]
                if other.group == me.group and other.text == me.text:
                    continue
                score = close.get(j)
                if score is None:
                    if other.folded != me.folded and not (me.answer and other.answer == me.answer):
                        continue
                    score = fuzz.ratio(me.sorted_text, other.sorted_text)
                verdict = _judge(me, other, threshold, score)
                if verdict and (best is None or verdict[0] > best[1]):
                    best = (j, *verdict)
            if best:
                yield Match(i, best[0], best[1], best[2])
        seen.add(exact)
        for key in keys:
            filed = index.get(key)
            if filed is None:
                index[key] = i
            elif isinstance(key, tuple) and key[0] == "*":  # the first under a word set is all a newcomer needs
                continue
            elif isinstance(filed, int):
                index[key] = [filed, i]
            else:
                filed.append(i)
