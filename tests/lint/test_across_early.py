"""deckctl.lint.across: groups of decks compared as soon as their decks are in, with the findings of
comparing every deck at the end, whatever order the decks come in and whatever was foreseen."""

from __future__ import annotations

import os
import random
import subprocess
import sys

from deckfactory import MANIFESTS, write_deck

from deckctl.lint.check import check_deck
from deckctl.lint.across import AcrossDecks, foreseen_group
from deckctl.lint.runner import across

BASE = """\
- {id: kittens, subject: reading-library, level: B, question: How many kittens does Duchess have in The Aristocats?, answer: "3"}
- {id: vienna, subject: geography, level: B, question: Which river flows through Vienna?, answer: The Danube}
"""
REPEATS = """\
- {id: kittens-again, subject: reading-library, level: B, question: "In The Aristocats, how many kittens does Duchess have?", answer: Three}
- {id: vienna-again, subject: geography, level: B, question: Which river flows through Vienna ?, answer: The Danube}
"""


def _decks(tmp_path):
    """English, German and British English i-know decks that repeat each other's questions."""
    languages = {"en-1": "en", "de-1": "de", "en-2": "en-GB", "de-2": "de", "en-3": "en"}
    paths = []
    for name, language in languages.items():
        cards = BASE if name.endswith("1") else REPEATS.replace("-again", f"-{name}")
        manifest = MANIFESTS["i-know"].replace("id: test-deck", f"id: {name}").replace("language: en", f"language: {language}")
        paths.append(write_deck(tmp_path, "i-know", cards, manifest, name=name))
    return paths


def _feed(decks: AcrossDecks, n: int, summary) -> None:
    """What ordered_map does with the comparisons a deck completes (here: at once)."""
    for compare, argument, done in decks.add(n, summary):
        done(compare(argument))


def _counted_comparisons(monkeypatch) -> list[int]:
    """From now on, each comparison of a group by near-duplicate adds its number of decks here."""
    from deckctl.lint import across as across_module
    from deckctl.lint import registry

    rules = registry.all_rules()
    compare = {rule.id: rule for rule in rules}["near-duplicate"].across
    calls: list[int] = []

    def counted(summaries):
        calls.append(len(summaries))
        return compare(summaries)

    monkeypatch.setattr(across_module, "all_rules", lambda: [
        registry.Rule(**{**rule.__dict__, "across": counted}) if rule.id == "near-duplicate" else rule for rule in rules])
    return calls


def _keys(findings):
    return [(d.file, d.line, d.card_id, d.message) for d in findings]


def test_any_arrival_order_gives_the_findings_of_all_decks_in_order(tmp_path):
    paths = _decks(tmp_path)
    gathered = [check_deck(path, lint=True).lint_across for path in paths]
    expected = _keys(across(gathered))
    assert len(expected) == 6  # en-2, en-3 and de-2 each repeat both questions of en-1 or de-1
    foreseen = [foreseen_group(path) for path in paths]
    assert foreseen[2] == ("i-know", "en-GB")
    for seed in range(6):
        order = list(range(len(paths)))
        random.Random(seed).shuffle(order)
        decks = AcrossDecks(foreseen)
        for n in order:
            _feed(decks, n, gathered[n])
        assert _keys(decks.findings()) == expected


def test_a_group_is_compared_once_its_decks_are_in(tmp_path):
    paths = _decks(tmp_path)
    gathered = [check_deck(path, lint=True).lint_across for path in paths]
    decks = AcrossDecks([foreseen_group(path) for path in paths])
    assert decks.add(3, gathered[3]) == []
    _feed(decks, 1, gathered[1])  # both German decks: their group is compared before the English ones come in
    assert list(decks.compared) == [("near-duplicate", ("i-know", "de"))]
    for n in (4, 0, 2):
        _feed(decks, n, gathered[n])
    assert len(decks.compared) == 2
    assert _keys(decks.findings()) == _keys(across(gathered))


def test_decks_other_than_foreseen_are_compared_again_at_the_end(tmp_path):
    paths = _decks(tmp_path)
    gathered = [check_deck(path, lint=True).lint_across for path in paths]
    wrong = [("i-know", "de"), None, ("i-know", "en"), ("i-know", "en"), ("knowledge", "en")]
    decks = AcrossDecks(wrong)
    for n in (3, 0, 2, 4, 1):
        _feed(decks, n, gathered[n])
    assert _keys(decks.findings()) == _keys(across(gathered))


def test_a_deck_that_cannot_be_foreseen(tmp_path):
    (tmp_path / "broken").mkdir()
    (tmp_path / "broken" / "deck.yaml").write_text("game: [i-know\n")
    (tmp_path / "listed").mkdir()
    (tmp_path / "listed" / "deck.yaml").write_text("- game\n")
    assert foreseen_group(tmp_path / "broken") is None
    assert foreseen_group(tmp_path / "listed") is None
    assert foreseen_group(tmp_path / "missing") is None
    (tmp_path / "quoted").mkdir()
    (tmp_path / "quoted" / "deck.yaml").write_text(
        '\ufeffid: q\r\ngame: "i-know"  # the game\r\nlanguage: \'de-AT\'\r\nlanguage: en\r\n', encoding="utf-8")
    assert foreseen_group(tmp_path / "quoted") == ("i-know", "de-AT")
    (tmp_path / "bomb").mkdir()  # aliases are never expanded: the manifest's lines are read, not its YAML
    (tmp_path / "bomb" / "deck.yaml").write_text(
        "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(f"{c}: &{c} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]\n"
                                                for p, c in zip("abcdefgh", "bcdefghi")) + "game: iknow\nlanguage: en\n")
    assert foreseen_group(tmp_path / "bomb") == ("iknow", "en")


def test_a_group_whose_summaries_are_unchanged_comes_from_the_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    paths = _decks(tmp_path)
    gathered = [check_deck(path, lint=True).lint_across for path in paths]
    foreseen = [foreseen_group(path) for path in paths]

    def run() -> list:
        decks = AcrossDecks(foreseen, cached=True)
        for n, summary in enumerate(gathered):
            _feed(decks, n, summary)
        return _keys(decks.findings())

    first = run()
    assert first == _keys(across(gathered))
    calls = _counted_comparisons(monkeypatch)
    assert run() == first and calls == []  # nothing compared again
    entries = sorted((tmp_path / "cache").glob("*.jsonl"))
    assert len(entries) == 2  # one per group: English and German
    gathered[4] = check_deck(paths[1], lint=True).lint_across  # en-3 now holds de-1's summary: another group
    assert run() == _keys(across(gathered)) != first
    assert calls  # the changed groups were compared
    assert sorted((tmp_path / "cache").glob("*.jsonl")) == entries  # in the same files: the cache does not grow


def test_a_deck_not_foreseen_does_not_keep_its_group_out_of_the_cache(tmp_path, monkeypatch):
    """A manifest in flow style is foreseen as nothing: its group waits for it rather than being
    compared without it and again at the end, which left the group's cache file holding the
    comparison without it, so every later run compared the group twice."""
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    paths = _decks(tmp_path)
    manifest = paths[4] / "deck.yaml"  # en-3, the last deck of the English group
    manifest.write_text("{" + ", ".join(manifest.read_text(encoding="utf-8").strip().splitlines()) + "}\n",
                        encoding="utf-8")
    gathered = [check_deck(path, lint=True).lint_across for path in paths]
    foreseen = [foreseen_group(path) for path in paths]
    assert foreseen[4] is None and gathered[4]["near-duplicate"]["language"] == "en"
    expected = _keys(across(gathered))
    calls = _counted_comparisons(monkeypatch)
    for run in range(2):
        calls.clear()
        decks = AcrossDecks(foreseen, cached=True)
        for n, summary in enumerate(gathered):  # in deck order, as with --jobs 1
            _feed(decks, n, summary)
        assert _keys(decks.findings()) == expected
        assert sorted(calls) == ([2, 3] if run == 0 else [])  # each group once, then from the cache


def test_a_value_the_lines_alone_do_not_give_is_not_foreseen(tmp_path):
    """An anchor, a tag or a block scalar is no game or language as written: foreseen as nothing
    (so every group waits for the deck) rather than as a group that does not exist."""
    for n, lines in enumerate(["game: i-know\nlanguage: &lang en\n", "game: !!str i-know\nlanguage: en\n",
                               "game: i-know\nlanguage: >-\n  en\n", "game: *g\nlanguage: en\n",
                               "game: i-know\nlanguage: |\n  en\n"]):
        (tmp_path / str(n)).mkdir()
        (tmp_path / str(n) / "deck.yaml").write_text(lines, encoding="utf-8")
        assert foreseen_group(tmp_path / str(n)) is None, lines
    (tmp_path / "plain").mkdir()
    (tmp_path / "plain" / "deck.yaml").write_text("game: i-know\nlanguage: en-GB  # British\n", encoding="utf-8")
    assert foreseen_group(tmp_path / "plain") == ("i-know", "en-GB")


def test_a_deck_handed_in_twice_is_taken_once(tmp_path, monkeypatch):
    """A deck's summaries come in ahead of its findings (`tell` from its worker) and again with
    them, in either order: the second time changes nothing and compares nothing."""
    paths = _decks(tmp_path)
    gathered = [check_deck(path, lint=True).lint_across for path in paths]
    calls = _counted_comparisons(monkeypatch)
    decks = AcrossDecks([foreseen_group(path) for path in paths])
    for n in (1, 3, 1, 0, 3, 2, 4, 4, 0):
        _feed(decks, n, gathered[n])
    assert sorted(calls) == [2, 3]  # each group once
    assert _keys(decks.findings()) == _keys(across(gathered))


def test_lint_on_two_workers_whose_decks_are_handed_in_early_finds_the_same(tmp_path, monkeypatch):
    from deckctl.lint.check import check

    monkeypatch.chdir(tmp_path)
    _decks(tmp_path)
    one, two = check([tmp_path], jobs=1, lint=True), check([tmp_path], jobs=2, lint=True)
    assert _keys(two.findings) == _keys(one.findings)
    assert sum(d.code == "near-duplicate" for d in one.findings) == 6


def test_a_manifest_validate_would_not_read_is_not_foreseen(tmp_path):
    """The foresight reads deck.yaml as validate does: not through a link out of the repository
    (`/dev/zero` is one: read line by line it never ended), nor past a deck file's size limit."""
    repository = tmp_path / "repository"
    deck = write_deck(repository, "i-know")
    (repository / ".git").mkdir()
    outside = tmp_path / "outside.yaml"
    outside.write_text("game: i-know\nlanguage: en\n")
    (deck / "deck.yaml").unlink()
    (deck / "deck.yaml").symlink_to(outside)
    assert foreseen_group(deck) is None
    (deck / "deck.yaml").unlink()
    (deck / "deck.yaml").write_text("game: i-know\nlanguage: en\n" + "#" * (8 * 1024 * 1024))
    assert foreseen_group(deck) is None


def test_lint_does_not_wait_on_a_named_pipe_manifest(tmp_path):
    """A FIFO deck.yaml: validate refuses it; lint's foresight once opened it and waited forever
    for a writer (a subprocess, so that the old hang fails the test instead of stalling it)."""
    deck = write_deck(tmp_path, "i-know")
    (deck / "deck.yaml").unlink()
    os.mkfifo(deck / "deck.yaml")
    done = subprocess.run([sys.executable, "-m", "deckctl", "lint", str(deck)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert "it is a named pipe, not a file [unreadable]" in done.stdout + done.stderr
