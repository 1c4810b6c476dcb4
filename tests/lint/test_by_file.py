"""deckctl.lint.by_file: the per-card rules' findings kept per card file, so an edit re-lints one file,
with the findings of linting the whole deck afresh whatever changed."""

from __future__ import annotations

from pathlib import Path

import pytest
from deckfactory import CARD_FILE_WITH_FINDINGS, MANIFESTS, questions, write_deck

from deckctl.lint.check import check_deck
from deckctl.lint import by_file

CARDS = {
    "a.yaml": CARD_FILE_WITH_FINDINGS,
    "b.yaml": """\
- id: blue
  category: colour
  front: The colour of a clear sky.
  back: Blue.
  value: blue
  source: https://example.org/sky
- id: four
  category: number
  front: How many legs does a cat have?
  back: Four.
  value: 4
""",
    "c.yaml": """\
- id: letter-a
  category: letter
  front: The first letter of the alphabet.
  back: A  and nothing else.
  value: A
""",
}


@pytest.fixture
def deck(tmp_path, monkeypatch):
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.chdir(tmp_path)
    return write_deck(tmp_path, "knowledge", dict(CARDS))


@pytest.fixture
def linted(monkeypatch) -> list[list[str]]:
    """From now on, the card files each lint of the per-card rules ran on (a list per lint)."""
    runs: list[list[str]] = []
    real = by_file._lint_files

    def spy(deck, rules, run, sources):
        runs.append(sorted(source.display.rsplit("/", 1)[1] for source in sources))
        return real(deck, rules, run, sources)

    monkeypatch.setattr(by_file, "_lint_files", spy)
    return runs


def _keys(findings):
    return [(d.file, d.line, d.col, d.code, d.message, d.card_id, d.severity, d.extra) for d in findings]


def _same_as_afresh(deck) -> list:
    kept = check_deck(deck, lint=True, by_file=True).lint
    assert _keys(kept) == _keys(check_deck(deck, lint=True).lint)
    return kept


def test_an_edit_re_lints_only_its_own_card_file(deck, linted):
    first = _same_as_afresh(deck)
    assert {d.code for d in first} >= {"whitespace", "placeholder", "missing-source"}
    assert linted == [["a.yaml", "b.yaml", "c.yaml"]]
    _same_as_afresh(deck)
    assert linted[1:] == []  # nothing changed: every file's findings from the cache
    (deck / "cards" / "b.yaml").write_text(CARDS["b.yaml"].replace("clear sky", "clear  sky"), encoding="utf-8")
    edited = _same_as_afresh(deck)
    assert linted[1:] == [["b.yaml"]]
    assert len([d for d in edited if d.code == "whitespace"]) == len([d for d in first if d.code == "whitespace"]) + 1


def test_a_change_outside_the_card_files_re_lints_them_all(deck, linted):
    _same_as_afresh(deck)
    manifest = deck / "deck.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("id: test-deck", "id: renamed"), encoding="utf-8")
    renamed = _same_as_afresh(deck)
    assert linted[1:] == [["a.yaml", "b.yaml", "c.yaml"]]
    assert {d.extra["deck"] for d in renamed} == {"renamed"}
    (deck.parent / "deckctl.toml").write_text('[lint]\nseverity = {whitespace = "error"}\n', encoding="utf-8")
    stricter = _same_as_afresh(deck)
    assert linted[2:] == [["a.yaml", "b.yaml", "c.yaml"]]
    assert {d.severity.value for d in stricter if d.code == "whitespace"} == {"error"}


def test_a_card_made_invalid_by_another_file_is_measured_again_once_that_file_goes(deck, linted):
    """A repeated id makes the later card an error, and text-fits leaves a card with an error to
    validate: what validate found in a file is part of its entry's key, so the card is measured
    again (and its text reported) when the other file goes, though its own file did not change."""
    b = deck / "cards" / "b.yaml"
    b.write_text(CARDS["b.yaml"].replace("How many legs does a cat have?", "How many legs " + "does a cat have " * 60),
                 encoding="utf-8")
    assert any(d.code == "text-fits" and d.card_id == "four" for d in _same_as_afresh(deck))
    repeat = deck / "cards" / "0.yaml"  # (before b.yaml: b.yaml's card is the repeat)
    repeat.write_text(CARDS["b.yaml"].split("- id: four")[1].join(["- id: four", ""]), encoding="utf-8")
    assert any(d.code == "duplicate-id" for d in check_deck(deck).diagnostics)
    assert not any(d.code == "text-fits" for d in _same_as_afresh(deck))
    assert "b.yaml" in linted[-1]
    repeat.unlink()
    assert any(d.code == "text-fits" and d.card_id == "four" for d in _same_as_afresh(deck))
    assert linted[-1] == ["b.yaml"]


def test_a_suppression_comment_hides_a_kept_finding(deck, linted):
    before = _same_as_afresh(deck)
    assert any(d.code == "placeholder" and d.card_id == "two" for d in before)
    a = deck / "cards" / "a.yaml"
    a.write_text(CARDS["a.yaml"].replace("- id: two\n", "- id: two  # deckctl: disable=placeholder\n"), encoding="utf-8")
    after = _same_as_afresh(deck)
    assert not any(d.code == "placeholder" and d.card_id == "two" for d in after)


def test_a_damaged_entry_is_linted_again(deck, tmp_path, linted):
    _same_as_afresh(deck)
    for entry in (tmp_path / "cache").glob("*.jsonl"):
        lines = entry.read_text(encoding="utf-8").splitlines(keepends=True)
        entry.write_text("".join(lines[:1] + ['{"file": 3}\n']), encoding="utf-8")  # the right key, a wrong finding
    _same_as_afresh(deck)
    assert len(linted) == 2 and linted[1] == ["a.yaml", "b.yaml", "c.yaml"]


def _ws_card(card_id: str, area: str) -> str:
    return f"- id: {card_id}\n  area: {area}\n  questions:\n" + questions(6).replace("Question", f"{card_id} question")


def test_a_shared_part_is_reported_on_the_first_card_that_prints_it_whichever_files_changed(tmp_path, monkeypatch, linted):
    """text-fits measures what many cards share (here the band with an area's name, far too long)
    once per card file; each file's entry holds it as if alone, and the deck reports it once, on
    the first card that prints it: still so when that card moves to another area."""
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.chdir(tmp_path)
    long_name = "Geography of the rivers and mountains and valleys and coasts of every continent on the planet Earth"
    manifest = MANIFESTS["wissens-spektrum"].replace("name: Geography", f"name: {long_name}")
    files = {"a.yaml": _ws_card("c1", "geography") + _ws_card("c2", "geography"),
             "b.yaml": _ws_card("c3", "geography") + _ws_card("c4", "history")}
    deck = write_deck(tmp_path, "wissens-spektrum", files, manifest)

    def band() -> list:
        return [(d.card_id, d.message.rsplit("[", 1)[1]) for d in _same_as_afresh(deck)
                if d.code == "text-fits" and "areas/2/name" in d.message]

    assert band() == [("c1", "en, front, areas/2/name]"), ("c1", "en, back, areas/2/name]")]
    (deck / "cards" / "a.yaml").write_text(files["a.yaml"].replace("geography", "history"), encoding="utf-8")
    assert band() == [("c3", "en, front, areas/2/name]"), ("c3", "en, back, areas/2/name]")]
    assert linted[-1] == ["a.yaml"]  # b.yaml's entry, which holds the band on c3, came from the cache
    (deck / "cards" / "a.yaml").write_text(files["a.yaml"], encoding="utf-8")
    assert [card for card, _ in band()] == ["c1", "c1"]


def test_a_label_is_reported_once_per_language_whichever_files_print_it(tmp_path, monkeypatch, cli, linted):
    """The I know! starter in the en-XA pseudo-locale with grade labels far too long: in several
    card files, printed inside shared parts. Each is reported once, on the first card that prints
    it, whether the files come from the cache or not."""
    import shutil
    from collections import Counter

    from deckfactory import DECKS

    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.chdir(tmp_path)
    deck = Path(shutil.copytree(DECKS / "i-know-starter", tmp_path / "i-know-starter"))
    assert cli("i18n", "pseudo", deck).exit_code == 0
    catalog = deck / "locales" / "en-XA.po"  # "[ĝŕááđééš 1–2]" eight times over: too long even for the footer band
    catalog.write_text(catalog.read_text(encoding="utf-8").replace('msgstr "[ĝŕááđééš ', 'msgstr "[' + "ĝŕááđééš " * 8),
                       encoding="utf-8")

    def labels() -> Counter:
        kept = check_deck(deck, lint=True, by_file=True).lint
        afresh = check_deck(deck, lint=True).lint
        assert sorted(_keys(kept), key=str) == sorted(_keys(afresh), key=str)  # (languages in another order)
        return Counter(d.message for d in kept if d.code == "text-fits" and "label/" in d.message)

    first = labels()
    assert len(first) >= 3 and set(first.values()) == {1}
    core = deck / "cards" / "core.yaml"
    core.write_text(core.read_text(encoding="utf-8") + "# edited\n", encoding="utf-8")
    assert labels() == first
    assert linted[-1] == ["core.yaml"]


def test_a_renamed_card_file_leaves_no_entry_behind(deck, tmp_path, linted):
    _same_as_afresh(deck)
    entries = sorted((tmp_path / "cache").iterdir())
    for n in range(3):
        (deck / "cards" / ("c.yaml" if n == 0 else f"c{n}.yaml")).rename(deck / "cards" / f"c{n + 1}.yaml")
        _same_as_afresh(deck)
    assert len(sorted((tmp_path / "cache").iterdir())) == len(entries)


def test_a_deck_of_many_card_files_writes_one_entry_for_them(tmp_path, monkeypatch, linted):
    """Each card file had an entry file of its own: a deck of a thousand empty card files wrote
    (and read) a thousand. Now a deck's card files share one, written when one changes."""
    from deckctl.lint import cache

    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.chdir(tmp_path)
    files = {f"e{n:03}.yaml": "[]\n" for n in range(300)}
    files["z.yaml"] = CARDS["c.yaml"]
    deck = write_deck(tmp_path, "knowledge", files)
    writes: list[str] = []
    real = cache.put_lines
    monkeypatch.setattr(cache, "put_lines", lambda name, key, items: (writes.append(name), real(name, key, items)))
    _same_as_afresh(deck)
    assert len(writes) <= 3 and len(linted) == 1 and len(linted[0]) == 301
    (deck / "cards" / "e007.yaml").unlink()
    (deck / "cards" / "z.yaml").write_text(CARDS["c.yaml"].replace("A  and", "A and"), encoding="utf-8")
    _same_as_afresh(deck)
    assert linted[1:] == [["z.yaml"]] and len(writes) <= 6
    assert len(list((tmp_path / "cache").glob("*.jsonl"))) <= 4
