"""Bad inputs that do not fit the data cases: a missing manifest, size limits, alias bombs,
and many errors in one run."""

from __future__ import annotations

import tracemalloc
from pathlib import Path

import pytest

from deckfactory import MANIFESTS, VALID_CARDS, questions, write_deck

from deckctl.io import source as source_module
from deckctl.io.source import load_source
from deckctl.validate.deck import validate

MEMORY_LIMIT = 50 * 1024 * 1024


def errors_of(result):
    return [d for d in result.diagnostics if d.is_error]


def assert_nothing_written(cli, deck: Path, tmp_path: Path) -> None:
    for command in (("export", "bundle"), ("build",)):
        out = tmp_path / f"out-{command[0]}"
        run = cli(*command, deck, "--out", out)
        assert run.exception is None
        assert run.exit_code == 1, (command, run.stdout, run.stderr)
        assert not out.exists() or not any(out.iterdir())


# --- a missing deck.yaml -------------------------------------------------------------------

def test_missing_manifest_is_one_error(make_deck, cli, tmp_path, monkeypatch):
    deck = make_deck(manifest=False)
    monkeypatch.chdir(tmp_path)
    result = validate([Path("deck")])
    [error] = errors_of(result)  # (at its first card file: a cards/ folder no deck.yaml owns)
    assert (error.file, error.code) == ("deck/cards/cards.yaml", "missing-manifest")
    assert "deck.yaml" in error.message and "deck/deck.yaml, beside cards/" in error.hint

    run = cli("validate", "deck")
    assert run.exit_code == 1
    assert "deck/cards/cards.yaml: error: no deck.yaml found for this card file" in run.stdout
    assert_nothing_written(cli, deck, tmp_path)


def test_card_file_without_a_deck(make_deck, cli, tmp_path, monkeypatch):
    make_deck(manifest=False)
    monkeypatch.chdir(tmp_path)
    run = cli("validate", "deck/cards/cards.yaml")
    assert run.exit_code == 1
    assert "deck/cards/cards.yaml: error: no deck.yaml found for this file [missing-manifest]" in run.stdout


def test_deck_without_card_files(make_deck, tmp_path):
    deck = make_deck()
    (deck / "cards" / "cards.yaml").unlink()
    [error] = errors_of(validate([deck]))
    assert error.code == "no-cards"
    assert error.file.endswith("deck.yaml")


# --- size limit --------------------------------------------------------------------------------

@pytest.mark.parametrize("target", ["cards/cards.yaml", "deck.yaml"])
def test_file_over_the_size_limit(make_deck, cli, tmp_path, monkeypatch, target):
    deck = make_deck()
    (deck / "board.yaml").unlink()  # (it is over this small limit too)
    limit = 200
    monkeypatch.setattr(source_module, "MAX_FILE_BYTES", limit)
    path = deck / target
    path.write_bytes(path.read_bytes() + b"# padding\n" * 40)
    assert path.stat().st_size > limit
    if target == "cards/cards.yaml":  # the manifest itself stays under the limit
        assert (deck / "deck.yaml").stat().st_size <= limit

    [error] = errors_of(validate([deck]))
    assert error.code == "file-too-large"
    assert error.file.endswith(target)
    assert f"{path.stat().st_size:,} bytes" in error.message and "200" in error.message
    assert error.hint
    assert_nothing_written(cli, deck, tmp_path)


def test_the_size_limit_is_checked_before_reading(tmp_path, monkeypatch):
    """A file over the limit is refused from its size alone: its content is never read."""
    path = tmp_path / "big.yaml"
    path.write_bytes(b"- x\n" * 100)
    monkeypatch.setattr(source_module, "MAX_FILE_BYTES", 10)
    monkeypatch.setattr(source_module, "read_regular", lambda *args: pytest.fail("read a file over the limit"))
    assert load_source(path).diagnostics[0].code == "file-too-large"


# --- alias bombs ---------------------------------------------------------------------------

def billion_laughs(levels: int = 9) -> str:
    lines = ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for level in range(1, levels + 1):
        lines.append(f"a{level}: &a{level} [" + ", ".join([f"*a{level - 1}"] * 9) + "]")
    return "\n".join(lines) + "\n"


def wide_alias_bomb(text_size: int = 100_000, repeats: int = 20_000) -> str:
    """A long text repeated through many aliases: few nodes, but gigabytes once expanded."""
    return ("- id: bomb\n  category: colour\n  front: &big " + "x" * text_size + "\n  back: Blue.\n"
            "  value: blue\n  accept: [" + ", ".join(["*big"] * repeats) + "]\n")


@pytest.mark.parametrize("content", [billion_laughs(), wide_alias_bomb()], ids=["billion-laughs", "wide"])
def test_alias_bomb_is_rejected_with_bounded_memory(tmp_path, content):
    path = tmp_path / "bomb.yaml"
    path.write_text(content, encoding="utf-8")
    tracemalloc.start()
    try:
        loaded = load_source(path)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert loaded.data is None
    assert [d.code for d in loaded.diagnostics] == ["alias-bomb"]
    assert peak < MEMORY_LIMIT, f"peak {peak / 1e6:.1f} MB"


def test_alias_bomb_in_a_deck_is_rejected_with_bounded_memory(make_deck, cli, tmp_path):
    deck = make_deck(cards=wide_alias_bomb())
    tracemalloc.start()
    try:
        result = validate([deck])
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    [error] = errors_of(result)
    assert (error.code, error.line, error.col) == ("alias-bomb", 3, 10)
    assert peak < MEMORY_LIMIT, f"peak {peak / 1e6:.1f} MB"
    assert_nothing_written(cli, deck, tmp_path)


def test_modest_aliases_are_fine(make_deck):
    """Aliases as such are allowed: repeating a short value a few times is not a bomb."""
    deck = make_deck("iknow", cards=(
        "- id: people-001\n  category: people\n  question: &q Which scientist is this?\n"
        "  clues: [First clue., Second clue., Third clue.]\n  answer: Marie Curie\n"
        "- id: people-002\n  category: people\n  question: *q\n"
        "  clues: [First clue., Second clue., Third clue.]\n  answer: Pierre Curie\n"))
    result = validate([deck])
    assert result.diagnostics == []
    assert [ref.card.question for ref in result.decks[0].cards] == ["Which scientist is this?"] * 2


def test_deep_nesting_is_rejected(tmp_path):
    path = tmp_path / "deep.yaml"
    path.write_text("- " + "[" * 200 + "]" * 200 + "\n", encoding="utf-8")
    loaded = load_source(path)
    assert loaded.data is None
    assert [d.code for d in loaded.diagnostics] == ["too-deep"]


# --- every error in one run --------------------------------------------------------------------

BROKEN_KNOWLEDGE = """\
- id: number-seven
  category: number
  front: How many?
  back: Seven.
  value: 7
- id: letter-f
  category: letter
  front: The first letter of France.
  back: France.
  value: F
- id: good-card
  category: colour
  front: The colour of the sky.
  back: Blue.
  value: blue
- id: colour-purple
  category: colour
  front: The colour of a violet.
  back: Purple.
  value: purple
- id: unquoted
  category: letter
  front: Which version?
  back: 1.10
  value: A
- id: misspelt
  category: colour
  front: The colour of snow.
  bakc: White.
  value: white
- id: letter-f
  category: letter
  front: Again France.
  back: France.
  value: [A, A]
"""


def test_every_broken_card_is_reported_in_one_run(make_deck, cli, tmp_path, monkeypatch):
    make_deck(cards=BROKEN_KNOWLEDGE)
    monkeypatch.chdir(tmp_path)
    result = validate([Path("deck")])
    found = sorted((d.line, d.card_id, d.code) for d in errors_of(result))
    assert found == [
        (5, "number-seven", "out-of-range"),
        (10, "letter-f", "not-in-vocabulary"),
        (20, "colour-purple", "not-in-vocabulary"),
        (24, "unquoted", "unquoted-scalar"),
        (29, "misspelt", "unknown-key"),
        (31, "letter-f", "duplicate-id"),
        (35, "letter-f", "invalid-value"),
    ]
    assert [ref.id for ref in result.decks[0].cards] == ["good-card"]

    run = cli("validate", "deck")
    assert run.exit_code == 1
    assert run.stdout.count(": error: ") == 7
    assert "7 errors in 1 file (1 deck, 1 valid card)" in run.stderr


def test_errors_in_several_files_and_decks_in_one_run(tmp_path, cli, monkeypatch):
    monkeypatch.chdir(tmp_path)
    def manifest(game: str, name: str) -> str:  # decks checked together need their own ids
        return MANIFESTS[game].replace("id: test-deck", f"id: {name}")

    write_deck(tmp_path / "decks", "knowledge", {"a.yaml": BROKEN_KNOWLEDGE, "b.yaml": "id: not-a-list\n"},
               manifest("knowledge", "one"), name="one")
    write_deck(tmp_path / "decks", "you-know-it", "- id: card-001\n  questions:\n" + questions(4),
               manifest("you-know-it", "two"), name="two")
    write_deck(tmp_path / "decks", "iknow", VALID_CARDS["iknow"], manifest("iknow", "three"), name="three")
    result = validate([Path("decks")])
    by_file: dict[str, int] = {}
    for d in errors_of(result):
        by_file[d.file] = by_file.get(d.file, 0) + 1
    assert by_file == {"decks/one/cards/a.yaml": 7, "decks/one/cards/b.yaml": 1, "decks/two/cards/cards.yaml": 1}
    run = cli("validate", "decks")
    assert run.exit_code == 1
    assert "9 errors in 3 files (3 decks" in run.stderr


def test_manifest_errors_and_card_errors_together(make_deck):
    manifest = "format: 1\ngame: knowledge\nid: Test Deck\ntitle: T\nlanguage: en\nversion: 1.0\n"
    deck = make_deck(manifest=manifest, cards=BROKEN_KNOWLEDGE)
    codes = sorted(d.code for d in errors_of(validate([deck])))
    assert codes.count("bad-id") == 1 and codes.count("unquoted-scalar") == 2
    assert len(codes) == 9


def test_the_default_kind_of_i_know_cards_is_question(make_deck):
    result = validate([make_deck("i-know")])
    assert result.diagnostics == []
    kinds = {ref.id: ref.card.kind for ref in result.decks[0].cards}
    assert kinds == {"math-a-001": "question", "fire-drill": "announcement"}


def test_a_card_with_a_loader_error_is_not_counted_valid(tmp_path):
    deck = write_deck(tmp_path, "knowledge", cards=(
        "- id: twice\n  category: number\n  front: x\n  front: y\n  back: z\n  value: 1\n"
        "- id: fine\n  category: number\n  front: x\n  back: z\n  value: 1\n"))
    result = validate([deck])
    assert [d.code for d in result.diagnostics] == ["duplicate-key"]
    assert [ref.id for ref in result.decks[0].cards] == ["fine"]


def test_hidden_files_in_cards_are_not_card_files(make_deck, cli, tmp_path, monkeypatch):
    """An editor's lock file (a dangling link named `.#file.yaml`), a backup or macOS's `._` file
    sits beside the card files while someone edits: deckctl reads none of them (nor hashes them
    for its cache), so a run in the middle of an edit checks what is saved."""
    deck = make_deck("knowledge")
    cards = deck / "cards"
    (cards / ".#cards.yaml").symlink_to("someone@host.1234:1700000000")
    (cards / "._cards.yaml").write_bytes(b"\x00\x05\x16\x07 not yaml")
    (cards / ".draft.yaml").write_text("- id: unfinished\n  category: number\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert cli("validate", deck).exit_code == 0
    assert cli("lint", deck).exit_code == 0
    assert cli("fmt", "--check", deck).exit_code == 0
    assert cli("build", deck, "--out", tmp_path / "out").exit_code == 0


def test_yml_files_in_cards_are_reported_not_skipped(make_deck, cli, tmp_path, monkeypatch):
    """deckctl reads `cards/*.yaml`; a `people.yml` (or `.YAML`) beside them would leave its cards
    out of the deck without a word: validate, lint, build and fmt name it and say to rename it, also
    when the deck was checked before the file came (the caches of checked decks and of build)."""
    deck = make_deck("knowledge")
    monkeypatch.chdir(tmp_path)
    assert cli("validate", deck).exit_code == 0 and cli("lint", deck).exit_code == 0  # (now cached)
    assert cli("build", deck, "--out", tmp_path / "out").exit_code == 0
    extra = "- id: more-colour\n  category: colour\n  front: The colour of coal.\n  back: Black, so white.\n  value: white\n"
    (deck / "cards" / "more.yml").write_text(extra, encoding="utf-8")
    (deck / "cards" / "Shouted.YAML").write_text(extra.replace("more-colour", "shouted"), encoding="utf-8")
    expected = [f"{deck.name}/cards/{name}: error: `{name}` is not read: card files end in `.yaml`, so its cards "
                f"are not in the deck [card-file-name]\n    hint: rename it to cards/{stem}.yaml"
                for name, stem in (("Shouted.YAML", "Shouted"), ("more.yml", "more"))]
    for args in (["validate", deck], ["lint", deck], ["build", deck, "--out", tmp_path / "out"], ["fmt", "--check", deck],
                 ["fmt", deck]):
        result = cli(*args)
        assert result.exit_code == 1, (args, result.stdout, result.stderr)
        for message in expected:
            assert message in result.stdout + result.stderr, (args, result.stdout, result.stderr)
    assert {d.code for d in validate([deck]).diagnostics} == {"card-file-name"}
    # Renamed, its cards are in the deck (and a name taken already gets another hint).
    (deck / "cards" / "more.yml").rename(deck / "cards" / "more.yaml")
    (deck / "cards" / "Shouted.YAML").rename(deck / "cards" / "shouted.yaml")
    (deck / "cards" / "cards.YAML").write_text(extra, encoding="utf-8")
    [diagnostic] = validate([deck]).diagnostics
    assert diagnostic.hint == "move its cards into cards/cards.yaml, which exists already"
    (deck / "cards" / "cards.YAML").unlink()
    result = validate([deck])
    assert result.diagnostics == [] and {"more-colour", "shouted"} <= {ref.id for ref in result.decks[0].cards}


@pytest.mark.parametrize("version", ["²", "1.①", '"1.0.³"'])
def test_a_version_of_digits_that_are_no_numbers_is_an_error_not_a_crash(make_deck, version):
    # ('²'.isdigit() is true, and int('²') raised: an internal error)
    deck = make_deck(manifest=MANIFESTS["knowledge"].replace("version: 1.0.0", f"version: {version}"))
    [error] = errors_of(validate([deck]))
    assert error.code == "bad-version" and "is not a semantic version" in error.message
