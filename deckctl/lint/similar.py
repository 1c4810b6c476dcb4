"""Near-duplicate questions among many, in about linear time: an index proposes, rapidfuzz decides.

Comparing every question with every other is quadratic: 200,000 questions make 20 billion pairs.
Instead each question is filed under a few keys, and only questions that share a key are scored
(in C, by rapidfuzz); questions are taken in order and compared only with earlier ones, so each
finding names the later question and the earlier one it repeats. The keys of a question are its
set of words (case and accents ignored) and that set less any one word: two questions share a
key when they have the same words in any order, or as many words of which one differs (a typo,
an accent; a set is never met as another's less one word). Questions with the same answer are
also filed under the answer (which meets a word added or dropped). A new
question meets only the first question filed under its own word set (they all read alike) and the
latest few under each other key: in a bank where hundreds of questions differ in one word only
(`What is the capital of ...?`) or share an answer (`True`), the oldest of them are not compared
again, which keeps the work per question bounded.

A bank of one shard's size is indexed question by question, each judged as it comes. A large
bank (a publisher's whole catalogue in one language) is indexed in shards: every question's keys
are worked out once and kept in compact arrays, one per shard of key numbers; each shard's index
is built key by key, read and dropped in turn, and the candidates of every shard are judged
together. A key's list depends only on the questions filed under it, so the candidates, and the
findings, are the same whatever the number of shards; memory holds one shard's index. The
questions themselves are kept as one list per field (`Bank`), not an object each.

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
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from math import ceil
from typing import NamedTuple

from rapidfuzz import fuzz
from rapidfuzz.distance import Levenshtein

ONE_WORD_LESS = 24  # questions up to this many words are also filed under each set less one word
PER_KEY = 4  # a new question is compared with at most this many of the latest filed under one key
TYPO = 0.75  # how alike two words must be to be one word misspelt (normalised Levenshtein)
SHARD = 10_000  # questions per index shard (a few MB of index)


class Question(NamedTuple):  # (a plain (text, answer, group) tuple does as well)
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


class Bank(NamedTuple):
    """What the comparisons need of every question, worked out once, one list per field (a list
    of a few hundred thousand strings is built in C, and costs less than an object per question)."""

    texts: list[str]
    answers: list[str]
    groups: list[object]
    sorted_texts: list[str]  # its words sorted: word order no longer counts ("" when it has none)
    folded: list[str]  # those words without accents, sorted (the same string as sorted_texts[i] when ASCII)


def bank(questions: Iterable[tuple[str, str, object]]) -> Bank:
    """The questions (`Question`s or (text, answer, group) tuples) as the comparisons see them."""
    columns = tuple(zip(*questions))
    texts, answers, groups = (list(column) for column in columns) if columns else ([], [], [])
    sorted_texts = [" ".join(sorted(text.split())) for text in texts]
    folded_word = _Folded().__getitem__  # (a bank repeats its words: each is folded once)
    folded = [text if text.isascii() else " ".join(sorted(map(folded_word, text.split()))) for text in sorted_texts]
    return Bank(texts, answers, groups, sorted_texts, folded)


class _Folded(dict):
    def __missing__(self, word: str) -> str:
        self[word] = found = fold(word)
        return found


def _keys(folded: str, answer: str) -> tuple[int, list[int]]:
    """The keys of a question: its word set's, and those under which it meets the latest few:
    each one-word-less set's and its answer's. A set's key is the sum of its words' hashes, so
    the set less one word is the sum less that word's hash, without building the smaller set.
    A word set's key is kept apart from the others (a set and the same set as another's less one
    word must not meet); a one-word-less set (two words at least) and an answer share a key
    only by chance, like two sets."""
    hashes = set(map(hash, folded.split()))
    total = sum(hashes)
    keys = [total - h for h in hashes] if 2 < len(hashes) <= ONE_WORD_LESS else []
    if len(answer) > 1 and not answer.isdigit():
        keys.append(hash(answer))
    return total, keys


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


def _looking(questions: Bank) -> bytearray:
    """1 for each question that looks for earlier ones: not empty, and not an exact repeat of an
    earlier question of its own group (those are another rule's)."""
    seen: dict[str, object] = {}  # text -> its group, or the set of its groups
    looks = bytearray(len(questions.texts))
    for i, (text, group, words) in enumerate(zip(questions.texts, questions.groups, questions.sorted_texts)):
        if not words:
            continue
        groups = seen.get(text, seen)  # `seen` itself: not there yet
        if groups is seen:
            looks[i] = 1
            seen[text] = group
        elif isinstance(groups, _Groups):
            if group not in groups:
                looks[i] = 1
                groups.add(group)
        elif groups != group:
            looks[i] = 1
            seen[text] = _Groups((groups, group))
    return looks


class _Groups(set):
    """The groups a text was seen in, when there are several."""


_MASK = (1 << 64) - 1


def _refile(index: dict, key: int, filed_under: int | list[int], i: int) -> Sequence[int]:
    """File question i under `key`, where `filed_under` is already; the latest PER_KEY filed there
    before it. A list of the latest drops the older ones as it grows: only they are ever read."""
    if filed_under.__class__ is int:
        index[key] = [filed_under, i]
        return (filed_under,)
    latest = filed_under[-PER_KEY:]
    filed_under.append(i)
    if len(filed_under) >= 2 * PER_KEY:
        del filed_under[:PER_KEY]
    return latest


def _as_they_come(known: Bank, looks: bytearray, threshold: float) -> Iterator[Match]:
    """The matches of a bank indexed in one shard: each question's keys worked out as it comes,
    its candidates judged at once. A question's keys are distinct, so filing it under one before
    looking under the next changes nothing."""
    wholes: dict[int, int] = {}  # word set's key -> the first question filed under it
    index: dict[int, int | list[int]] = {}  # other key -> the one question filed under it, or the latest
    file_whole, file = wholes.setdefault, index.setdefault
    for i, (words, folded, answer) in enumerate(zip(known.sorted_texts, known.folded, known.answers)):
        if not words:  # (not `folded`: a word of accents alone folds to nothing, and is still filed)
            continue
        whole, others = _keys(folded, answer)
        first = file_whole(whole, i)  # (`i` itself comes back when nothing was filed there)
        found: list[int] = []
        for key in others:
            filed_under = file(key, i)
            if filed_under is not i:
                found += _refile(index, key, filed_under, i)
        if looks[i] and (found or first is not i):
            best = _best(known, i, found, -1 if first is i else first, threshold)
            if best:
                yield Match(i, *best)


def _by_shard(known: Bank, looks: bytearray, threshold: float, shards: int) -> Iterator[Match]:
    """The matches of a large bank, indexed one shard of key numbers at a time (see `_meet`)."""
    count = len(known.texts)
    firsts = array("i", [-1]) * count  # the first question with the same words, per question
    candidates: list[array | None] = [None] * count  # the latest under its other keys, per question
    buckets = _keys_by_shard(known, shards)
    while buckets:
        _meet(buckets.pop(), looks, firsts, candidates)  # (a shard's index goes with it)
    for i, found in enumerate(candidates):
        first = firsts[i]
        if found is not None or first >= 0:
            best = _best(known, i, found or (), first, threshold)
            if best:
                yield Match(i, *best)


def _keys_by_shard(questions: Bank, shards: int) -> list[tuple[array, array, array, array]]:
    """Every question's keys, worked out once and put in the shard of their number: per shard
    (word-set keys, their question numbers, the other keys, their question numbers), in question
    order, in compact arrays (64 bits a key: keys equal modulo 2**64 are as rare as two word sets
    with one key)."""
    buckets = [(array("Q"), array("I"), array("Q"), array("I")) for _ in range(shards)]
    for i, (words, folded, answer) in enumerate(zip(questions.sorted_texts, questions.folded, questions.answers)):
        if words:
            whole, others = _keys(folded, answer)
            whole &= _MASK
            whole_keys, whole_numbers, _, _ = buckets[whole % shards]
            whole_keys.append(whole)
            whole_numbers.append(i)
            for key in others:
                key &= _MASK
                _, _, keys, numbers = buckets[key % shards]
                keys.append(key)
                numbers.append(i)
    return buckets


def _meet(shard: tuple[array, array, array, array], looks: bytearray, firsts: array, candidates: list) -> None:
    """File the questions of a shard under its keys, key by key in question order (as in
    `_as_they_come`); for each question that looks, note what was filed before it: the first
    under its word set (`firsts`) and the latest under each other key (added to its `candidates`)."""
    whole_keys, whole_numbers, keys, numbers = shard
    wholes: dict[int, int] = {}
    file = wholes.setdefault
    for key, i in zip(whole_keys, whole_numbers):
        first = file(key, i)
        if first is not i and looks[i]:
            firsts[i] = first
    index: dict[int, int | list[int]] = {}
    file = index.setdefault
    for key, i in zip(keys, numbers):
        filed_under = file(key, i)
        if filed_under is not i:
            latest = _refile(index, key, filed_under, i)
            if looks[i]:
                found = candidates[i]
                if found is None:
                    candidates[i] = array("i", latest)
                else:
                    found.extend(latest)


def near_duplicates(questions: Iterable[tuple[str, str, object]], threshold: float = 90,
                    shard_size: int = SHARD) -> Iterator[Match]:
    """For each question (a `Question`) that repeats an earlier one, its best match (ties: the
    earliest); questions are numbered from 0 in the order given."""
    known = bank(questions)
    looks = _looking(known)
    shards = ceil(len(known.texts) / shard_size)
    return _by_shard(known, looks, threshold, shards) if shards > 1 else _as_they_come(known, looks, threshold)


def _best(questions: Bank, i: int, found: Iterable[int], first: int, threshold: float):
    """(number, similarity, kind) of the candidate question `i` repeats best (ties: the earliest),
    or None; `found`: the candidates, `first`: the first question filed under its word set (or -1).

    A candidate with the same words (accents aside) is `same` or `reworded`; one with the same
    answer and a token-set ratio of at least `threshold`, `same answer`; otherwise one whose
    sorted words' ratio is at least `threshold` is a `typo` if the answers do not disagree and
    the words that differ are misspellings of each other. The candidates below `threshold` are
    judged only if they have the same answer, or are the first with the same words."""
    texts, answers, groups, sorted_texts, folded = questions
    text, answer, group, words, folded_words = texts[i], answers[i], groups[i], sorted_texts[i], folded[i]
    candidates = set(found)
    if first >= 0:
        candidates.add(first)
    ratio, token_set_ratio = fuzz.ratio, fuzz.token_set_ratio
    best = None
    for j in sorted(candidates):
        other = sorted_texts[j]
        score = ratio(words, other)
        if folded[j] == folded_words:  # the same words: judged if close, or the first under them
            if score < threshold and j != first and not (answer and answers[j] == answer):
                continue
            if texts[j] == text and groups[j] == group:
                continue
            verdict = round(score), "same" if texts[j] == text else "reworded"
        elif answer and answers[j] == answer:  # the same answer: judged whatever the ratio
            same = token_set_ratio(words, other, score_cutoff=threshold)
            if same >= threshold:
                verdict = round(same), "same answer"
            elif score < threshold or not _typos_only(words.split(), other.split()):
                continue
            else:
                verdict = round(score), "typo"
        elif score < threshold or (answer and answers[j] and ratio(answer, answers[j]) < 60):
            continue  # too different, or the answers disagree: another question on the same theme
        elif _typos_only(words.split(), other.split()):
            verdict = round(score), "typo"
        else:
            continue
        if best is None or verdict[0] > best[1]:
            best = (j, *verdict)
    return best
