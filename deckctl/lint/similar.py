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

A large bank (a publisher's whole catalogue in one language) is indexed in shards: every
question's keys are worked out once and kept in compact arrays, one per shard of key numbers;
each shard's index is built, read and dropped in turn, and the candidates of every shard are
judged together. A key's list depends only on the questions filed under it, so the candidates,
and the findings, are the same whatever the number of shards; memory holds one shard's index.

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
from array import array
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from math import ceil

from rapidfuzz import fuzz, process
from rapidfuzz.distance import Levenshtein

ONE_WORD_LESS = 24  # questions up to this many words are also filed under each set less one word
PER_KEY = 4  # a new question is compared with at most this many of the latest filed under one key
TYPO = 0.75  # how alike two words must be to be one word misspelt (normalised Levenshtein)
SHARD = 10_000  # questions per index shard (a few MB of index)


@dataclass(frozen=True, slots=True)
class Question:
    text: str  # normalised (deckctl.lint.texts.normalise): lower case, no punctuation, accents kept
    answer: str  # normalised, without a leading article; "" when there is none
    group: object = None  # questions of one group with the same text are not compared (exact repeats)


@dataclass(frozen=True, slots=True)
class Match:
    later: int  # index of the question that repeats
    earlier: int  # index of the question it repeats
    similarity: int  # 0-100
    kind: str  # "same" (another group's exact repeat), "reworded", "typo" or "same answer"


def fold(word: str) -> str:
    """Without accents: `lúcio` -> `lucio`."""
    if word.isascii():
        return word
    # (a spacing accent such as `¨` decomposes into a space: dropped too, the result stays one word)
    return "".join(ch for ch in unicodedata.normalize("NFKD", word) if not unicodedata.combining(ch) and not ch.isspace())


_MASK = (1 << 64) - 1


LESS, WHOLE, ANSWER = 0, 1, 2  # kinds of key: a one-word-less set, the word set, the answer


def _keys(folded: list[str], answer: str) -> list[tuple[int, int]]:
    """(key, kind) of the word set, of each one-word-less set (a sum of word hashes: the set's
    hash less one word's is the smaller set's, without building it) and of the answer; each kind
    is its own index, so equal numbers of two kinds never meet."""
    unique = set(folded)
    hashes = [hash(w) & _MASK for w in unique]
    whole = sum(hashes) & _MASK
    keys = [(whole, WHOLE)]
    if 2 < len(unique) <= ONE_WORD_LESS:
        keys += [((whole - h) & _MASK, LESS) for h in hashes]
    if len(answer) > 1 and not answer.isdigit():
        keys.append((hash(answer) & _MASK, ANSWER))
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


@dataclass(frozen=True, slots=True)
class Filed:
    """What the comparisons need of a question, worked out once."""

    sorted_text: str  # its words sorted: word order no longer counts
    folded: str  # its words without accents, sorted (the same string as sorted_text when ASCII)
    answer: str
    group: object
    text: str


def filed(question: Question) -> Filed | None:
    """The question as the comparisons see it; None if it has no words."""
    words = question.text.split()
    if not words:
        return None
    words.sort()
    sorted_text = " ".join(words)
    folded = sorted_text if sorted_text.isascii() else " ".join(sorted(fold(w) for w in words))
    return Filed(sorted_text, folded, question.answer, question.group, question.text)


def _judge(a: Filed, b: Filed, threshold: float, score: float):
    """(similarity, kind) if `a` and `b` ask the same, else None; `score`: their sorted words' ratio."""
    if a.folded == b.folded:
        return round(score), "same" if a.text == b.text else "reworded"
    if a.answer and a.answer == b.answer:
        same = fuzz.token_set_ratio(a.sorted_text, b.sorted_text)
        if same >= threshold:
            return round(same), "same answer"
    if score < threshold or (a.answer and b.answer and fuzz.ratio(a.answer, b.answer) < 60):
        return None  # too different, or the answers disagree: another question on the same theme
    return (round(score), "typo") if _typos_only(a.text.split(), b.text.split()) else None


def _looking(files: list[Filed | None]) -> bytearray:
    """1 for each question that looks for earlier ones: not empty, and not an exact repeat of an
    earlier question of its own group (those are another rule's)."""
    seen: dict[str, object] = {}  # text -> its group, or the set of its groups
    looks = bytearray(len(files))
    for i, me in enumerate(files):
        if me is None:
            continue
        groups = seen.get(me.text, seen)  # `seen` itself: not there yet
        if groups is seen:
            looks[i] = 1
            seen[me.text] = me.group
        elif isinstance(groups, _Groups):
            if me.group not in groups:
                looks[i] = 1
                groups.add(me.group)
        elif groups != me.group:
            looks[i] = 1
            seen[me.text] = _Groups((groups, me.group))
    return looks


class _Groups(set):
    """The groups a text was seen in, when there are several."""


def _shards(files: list[Filed | None], shards: int) -> list[tuple[array, array, bytearray]]:
    """Every question's keys, worked out once and put in the shard of their number: per shard
    (keys, question numbers, kinds), in question order, in compact arrays."""
    buckets = [(array("Q"), array("I"), bytearray()) for _ in range(shards)]
    for i, me in enumerate(files):
        if me is not None:
            for key, kind in _keys(me.folded.split(), me.answer):
                keys, numbers, kinds = buckets[key % shards]
                keys.append(key)
                numbers.append(i)
                kinds.append(kind)
    return buckets


def _shard_keys(shard: tuple[array, array, bytearray]) -> Iterator[tuple[int, list[tuple[int, int]]]]:
    """(question number, its (key, kind) pairs in this shard), in question order."""
    keys, numbers, kinds = shard
    end, total = 0, len(keys)
    while end < total:
        start, i = end, numbers[end]
        while end < total and numbers[end] == i:
            end += 1
        yield i, [(keys[at], kinds[at]) for at in range(start, end)]


def _proposals(keyed: Iterable[tuple[int, list[tuple[int, int]]]], looks: bytearray) -> Iterator[tuple[int, set, set]]:
    """For each question that looks and has keys here: (its number, the earlier questions filed
    under those keys, those of them found under a word-set or answer key). A question looks
    first, then is filed under its keys."""
    index: tuple[dict, dict, dict] = ({}, {}, {})  # per kind: key -> the one question filed under it, or a list
    for i, keys in keyed:
        if looks[i]:
            found: set[int] = set()
            special: set[int] = set()
            for key, kind in keys:
                filed_under = index[kind].get(key)
                if filed_under is None:
                    continue
                latest = [filed_under] if isinstance(filed_under, int) else filed_under[-PER_KEY:]
                found.update(latest)
                if kind != LESS:
                    special.update(latest)
            yield i, found, special
        for key, kind in keys:
            filed_under = index[kind].get(key)
            if filed_under is None:
                index[kind][key] = i
            elif kind == WHOLE:  # the first under a word set is all a newcomer needs
                continue
            elif isinstance(filed_under, int):
                index[kind][key] = [filed_under, i]
            else:
                filed_under.append(i)


def near_duplicates(questions: Iterable[Question], threshold: float = 90, shard_size: int = SHARD) -> Iterator[Match]:
    """For each question that repeats an earlier one, its best match (ties: the earliest);
    questions are numbered from 0 in the order given."""
    files = [filed(question) for question in questions]
    looks = _looking(files)
    shards = max(1, ceil(len(files) / shard_size))
    if shards == 1:  # keys worked out as they are needed, candidates judged as they come
        keyed = ((i, _keys(me.folded.split(), me.answer)) for i, me in enumerate(files) if me is not None)
        for i, found, special in _proposals(keyed, looks):
            if found:
                best = _best(files, i, found, special, threshold)
                if best:
                    yield Match(i, *best)
        return
    buckets = _shards(files, shards)
    # the candidates of every shard, per question: j, or ~j for a special one (4-byte numbers)
    candidates: list[array | None] = [None] * len(files)
    while buckets:
        for i, found, special in _proposals(_shard_keys(buckets.pop()), looks):  # (its index goes with it)
            if found:
                known = candidates[i] = candidates[i] or array("i")
                known.extend(j if j not in special else ~j for j in found)
    for i, known in enumerate(candidates):
        if known is not None:
            found, special = {j if j >= 0 else ~j for j in known}, {~j for j in known if j < 0}
            best = _best(files, i, found, special, threshold)
            if best:
                yield Match(i, *best)


def _best(files: list[Filed | None], i: int, found: set[int], special: set[int], threshold: float):
    """(number, similarity, kind) of the candidate question `i` repeats best, or None."""
    me = files[i]
    numbers = list(found)
    if me.answer:  # one word more or less and the same answer: judged whatever the ratio
        special.update(j for j in numbers if files[j].answer == me.answer)
    # the sorted words' ratio in C over all the candidates; the full judgement only for the close
    # ones and the special ones
    close = {numbers[position]: score for _, score, position in process.extract(
        me.sorted_text, [files[j].sorted_text for j in numbers], scorer=fuzz.ratio,
        score_cutoff=threshold, limit=None)}
    best = None
    for j in sorted(close.keys() | special):
        other = files[j]
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
    return best
