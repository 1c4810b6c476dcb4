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

    from deckctl.lint.similar import Question, _judge, filed, near_duplicates
    from deckctl.lint.texts import normalise

    subjects = ["river", "rivers", "mountain", "lake", "castle"]
    places = ["Vienna", "Vienne", "Paris", "Lyon"]
    texts = [f"Which {s} is near {p}?" for s, p in product(subjects, places)]
    texts += [f"Near {p}, which {s} is there?" for s, p in product(subjects[:2], places)]
    questions = [Question(normalise(t), "", None) for t in texts]
    found = {(m.later, m.earlier) for m in near_duplicates(questions, 85)}

    from rapidfuzz import fuzz

    every = set()
    for i, a in enumerate(questions):
        for j in range(i):
            b = questions[j]
            if a.text != b.text and _judge(filed(a), filed(b), 85, fuzz.ratio(filed(a).sorted_text, filed(b).sorted_text)):
                every.add(i)
                break
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
