"""near-duplicate across decks: decks are summarised one by one (in workers with --jobs), and the
parent compares the summaries; the threshold setting, suppressions and the cache all apply."""

from __future__ import annotations

import json

from deckfactory import MANIFESTS, write_deck

BASE = """\
- {id: kittens, subject: reading-library, level: B, question: How many kittens does Duchess have in The Aristocats?, answer: "3"}
- {id: vienna, subject: geography, level: B, question: Which river flows through Vienna?, answer: The Danube}
"""
EXPANSION = """\
- {id: kittens-again, subject: reading-library, level: B, question: "In The Aristocats, how many kittens does Duchess have?", answer: Three}
- {id: paris, subject: geography, level: B, question: Which river flows through Paris?, answer: The Seine}
- {id: red-planet, subject: science, level: A, question: Which planet is known as the Red Plnaet?, answer: Mars}
- {id: red-planet-first, subject: science, level: A, question: Which planet is known as the Red Planet?, answer: Mars}
"""


def _manifest(deck_id: str, language: str = "en") -> str:
    return MANIFESTS["i-know"].replace("id: test-deck", f"id: {deck_id}").replace("language: en", f"language: {language}")


def _near(run) -> list[dict]:
    return [d for d in json.loads(run.stdout) if d["code"] == "near-duplicate"]


def test_across_decks_of_one_game_and_language_with_any_jobs_and_cache(tmp_path, cli):
    write_deck(tmp_path, "i-know", BASE, _manifest("base"), name="base")
    write_deck(tmp_path, "i-know", EXPANSION, _manifest("expansion"), name="expansion")
    runs = [cli("lint", ".", "--format", "json", "--jobs", jobs, cwd=tmp_path) for jobs in ("1", "2", "2")]
    found = _near(runs[0])
    assert all(_near(run) == found for run in runs[1:])  # the same with workers, and from the cache
    assert [(d["card_id"], d["extra"]["similar_to"]["card"]) for d in found] == [
        ("kittens-again", "kittens"), ("red-planet-first", "red-planet")]
    kittens = found[0]
    assert kittens["file"] == "expansion/cards/cards.yaml" and kittens["line"] == 1
    assert "in deck `base` (base/cards/cards.yaml:1)" in kittens["message"] and "100% similar" in kittens["message"]


def test_other_languages_and_suppressed_cards_are_not_compared(tmp_path, cli):
    write_deck(tmp_path, "i-know", BASE, _manifest("base"), name="base")
    write_deck(tmp_path, "i-know", EXPANSION, _manifest("expansion", "en-GB"), name="british")  # still English
    write_deck(tmp_path, "i-know", BASE.replace("{id: kittens,", "{id: kittens-de,"), _manifest("base", "de"), name="german")
    suppressed = EXPANSION.replace("- {id: red-planet-first,", "# a deliberate repeat\n- {id: red-planet-first,").replace(
        "answer: Mars}\n", "answer: Mars}  # deckctl: disable=near-duplicate\n")
    (tmp_path / "british" / "cards" / "cards.yaml").write_text(suppressed, encoding="utf-8")
    found = _near(cli("lint", ".", "--format", "json", cwd=tmp_path))
    assert [d["card_id"] for d in found] == ["kittens-again"]
    assert "`base`" in found[0]["message"] and "german" not in found[0]["message"]


LUCIO = """\
- {id: lucio, subject: recreation-health, level: C, question: What is Lucio's role in Overwatch?, answer: Support}
- {id: lucio-again, subject: recreation-health, level: C, question: What is Lúcio's role in Overwatch?, answer: Healer}
"""


def test_threshold_setting(tmp_path, cli):
    write_deck(tmp_path, "i-know", BASE + EXPANSION + LUCIO, _manifest("one"), name="one")
    found = _near(cli("lint", ".", "--format", "json", cwd=tmp_path))
    assert [(d["card_id"], d["extra"]["similarity"]) for d in found] == [
        ("kittens-again", 100), ("red-planet-first", 100), ("lucio-again", 97)]
    (tmp_path / "deckctl.toml").write_text("[lint.near-duplicate]\nthreshold = 98\n")
    found = _near(cli("lint", ".", "--format", "json", cwd=tmp_path))
    assert [d["card_id"] for d in found] == ["kittens-again", "red-planet-first"]
    (tmp_path / "deckctl.toml").write_text("[lint.near-duplicate]\nthreshold = 101\nlimit = 3\n")
    run = cli("lint", ".", cwd=tmp_path)
    assert run.exit_code == 1
    assert "`lint.near-duplicate.threshold` must be a number from 50 to 100, not `101`" in run.stdout
    assert "`limit` is not a setting of `near-duplicate`" in run.stdout


def test_the_index_finds_what_comparing_every_pair_finds():
    """The keys never hide a pair that the judgement itself would report (on a small, dense bank)."""
    from itertools import product

    from deckctl.lint.similar import Question, _best, _looking, bank, near_duplicates
    from deckctl.lint.texts import normalise

    subjects = ["river", "rivers", "mountain", "lake", "castle"]
    places = ["Vienna", "Vienne", "Paris", "Lyon"]
    texts = [f"Which {s} is near {p}?" for s, p in product(subjects, places)]
    texts += [f"Near {p}, which {s} is there?" for s, p in product(subjects[:2], places)]
    questions = [Question(normalise(t), "", None) for t in texts]
    found = {(m.later, m.earlier) for m in near_duplicates(questions, 85)}

    known = bank(questions)
    looks = _looking(known)
    every = set()
    for i in range(len(questions)):
        same_words = [j for j in range(i) if known.folded[j] == known.folded[i]]
        if looks[i] and _best(known, i, list(range(i)), same_words[0] if same_words else -1, 85):
            every.add(i)
    assert {later for later, _ in found} == every
    assert found  # the bank has repeats: a typo of a word (river/rivers), an accent-free twin, reorderings


def test_an_exact_repeat_in_another_deck_is_named_as_such(tmp_path, cli):
    """Across decks an identical question (punctuation aside) is reported with similarity 100; it
    is the same wording, not a rewording."""
    write_deck(tmp_path, "i-know", BASE, _manifest("base"), name="base")
    repeat = BASE.replace("{id: vienna,", "{id: vienna-again,").replace("{id: kittens,", "{id: kittens-x,").replace(
        "Which river flows through Vienna?", "Which river flows through Vienna ?")
    write_deck(tmp_path, "i-know", repeat, _manifest("box-2"), name="box-2")
    found = {d["card_id"]: d["message"] for d in _near(cli("lint", ".", "--format", "json", cwd=tmp_path))}
    assert "the same words, 100% similar" in found["vienna-again"]
    assert "reworded" not in found["vienna-again"]


def test_the_matches_are_the_same_however_many_shards_the_index_has():
    """A huge bank is indexed one shard of keys at a time; the matches must not depend on it."""
    import random

    from deckctl.lint.similar import Question, near_duplicates
    from deckctl.lint.texts import normalise

    rng = random.Random(7)
    words = "which river mountain lake castle is near vienna vienne paris lyon the famous old lúcio lucio".split()
    answers = ["", "the danube", "the seine", "mars", "true"]
    questions = [Question(normalise(" ".join(rng.choice(words) for _ in range(rng.randint(3, 7))) + "?"),
                          rng.choice(answers), rng.choice(["deck-a", "deck-b"])) for _ in range(400)]
    questions += questions[:40]  # exact repeats, in both groups
    whole = [(m.later, m.earlier, m.similarity, m.kind) for m in near_duplicates(questions, 85)]
    assert len(whole) > 50 and len({kind for *_, kind in whole}) >= 3
    for size in (50, 97, 300):
        assert [(m.later, m.earlier, m.similarity, m.kind) for m in near_duplicates(questions, 85, shard_size=size)] == whole


def _bank(seed: int, count: int):
    """`count` questions from a small vocabulary, many of them repeats, rewordings or one word
    apart from an earlier one, with answers that often recur."""
    import random

    from deckctl.lint.similar import Question
    from deckctl.lint.texts import normalise

    rng = random.Random(seed)
    words = "which river mountain lake castle is near vienna vienne paris lyon the famous old lúcio lucio 1912 1915".split()
    words += ["\u0301", "\u0301\u0308"]  # accents alone: a word that folds to nothing
    answers = ["", "the danube", "danube", "mars", "true", "1912", "x", "lúcio", "lucio"]
    questions: list[Question] = []
    for _ in range(count):
        if questions and rng.random() < 0.5:  # an earlier question with a word dropped, added, misspelt or moved
            earlier = rng.choice(questions).text.split()
            at = rng.randrange(len(earlier) + 1)
            change = rng.choice(["drop", "add", "misspell", "move", "keep"])
            if change == "drop" and earlier:
                earlier.pop(min(at, len(earlier) - 1))
            elif change == "add":
                earlier.insert(at, rng.choice(words))
            elif change == "misspell" and earlier:
                word = earlier[min(at, len(earlier) - 1)]
                earlier[min(at, len(earlier) - 1)] = word[:-1] + word[-1] * 2
            elif change == "move":
                rng.shuffle(earlier)
            text = " ".join(earlier)
        else:
            text = " ".join(rng.choice(words) for _ in range(rng.choice([0, 1, 2, 3, 5, 8, 26])))
        questions.append(Question(normalise(text), rng.choice(answers), rng.choice(["deck-a", "deck-b", None])))
    return questions


def _by_the_contract(questions, threshold):
    """What near_duplicates must find, worked out as its docstring says, with plain word sets for
    keys and every question kept under each key (no hashes, shards or trimmed lists)."""
    from deckctl.lint.similar import ONE_WORD_LESS, PER_KEY, _best, _looking, bank

    known = bank(questions)
    looks = _looking(known)
    filed: dict[tuple, list[int]] = {}
    for i, (text, folded) in enumerate(zip(known.texts, known.folded)):
        if not text.split():
            continue
        words = frozenset(folded.split())
        keys = [("less", words - {word}) for word in words] if 2 < len(words) <= ONE_WORD_LESS else []
        answer = known.answers[i]
        if len(answer) > 1 and not answer.isdigit():
            keys.append(("answer", answer))
        found = [j for key in keys for j in filed.get(key, [])[-PER_KEY:]]
        first = filed.get(("words", words), [-1])[0]
        if looks[i] and (found or first >= 0):
            best = _best(known, i, found, first, threshold)
            if best:
                yield (i, *best)
        for key in [*keys, ("words", words)]:
            filed.setdefault(key, []).append(i)


def test_the_index_keeps_to_its_contract():
    """Keys made of hashes, lists that keep only the latest, one index for two kinds of key, shards:
    the matches are those of the plain rules (each question meets the first with its words and
    the latest few under each one-word-less set and its answer)."""
    from deckctl.lint.similar import near_duplicates

    kinds = set()
    for seed in range(6):
        questions = _bank(seed, 300)
        expected = list(_by_the_contract(questions, 80))
        assert len(expected) > 30
        kinds.update(kind for *_, kind in expected)
        for size in (10_000, 70):
            assert [(m.later, m.earlier, m.similarity, m.kind)
                    for m in near_duplicates(questions, 80, shard_size=size)] == expected
    assert kinds == {"same", "reworded", "typo", "same answer"}
