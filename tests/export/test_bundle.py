"""JSON bundles: where they are written, what they hold, byte-identical output, the schema, and the
loader that refuses a bundle whose hash, format version or schema does not check."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from deckfactory import DECKS, SCHEMAS, VALID_CARDS

from deckctl.export.bundle import BundleError, content_hash, load_bundle
from deckctl.validate.deck import validate

STARTER_DECKS = sorted(p.parent for p in DECKS.glob("*/deck.yaml"))
BUNDLE_VALIDATOR = Draft202012Validator(json.loads((SCHEMAS / "bundle.schema.json").read_text(encoding="utf-8")))


def export(cli, deck: Path, out: Path) -> Path:
    run = cli("export", "bundle", deck, "--out", out)
    assert run.exit_code == 0, run.stdout + run.stderr
    [path] = out.rglob("bundle.json")
    assert f"wrote {path}" in run.stderr
    return path


@pytest.fixture(scope="module")
def starter_bundles(tmp_path_factory):
    """Every starter deck exported once through the API (the CLI is tested on templates below)."""
    from deckctl.export.bundle import write_bundle

    out = tmp_path_factory.mktemp("bundles")
    result = validate(STARTER_DECKS)
    assert result.ok
    return {deck.id: write_bundle(deck, out) for deck in result.decks}, out


@pytest.mark.parametrize("game", sorted(VALID_CARDS))
def test_export_writes_deck_id_language_bundle(make_deck, cli, tmp_path, game):
    deck = make_deck(game)
    path = export(cli, deck, tmp_path / "out")
    assert path == tmp_path / "out" / "test-deck" / "en" / "bundle.json"
    bundle = json.loads(path.read_text(encoding="utf-8"))
    assert (bundle["format"], bundle["format_version"], bundle["game"], bundle["language"]) == (
        "deckctl-bundle", 1, game, "en")
    assert bundle["deck"]["id"] == "test-deck" and bundle["deck"]["title"] == "Test deck"
    assert len(bundle["cards"]) == VALID_CARDS[game].count("- id:")
    assert bundle["sha256"] == content_hash(bundle)
    assert load_bundle(path) == bundle


def test_export_language_follows_the_manifest(make_deck, cli, tmp_path):
    manifest = "format: 1\ngame: iknow\nid: quiz-de\ntitle: Quiz\nlanguage: de-AT\nversion: 2.0.0\n"
    path = export(cli, make_deck("iknow", manifest=manifest), tmp_path / "out")
    assert path.relative_to(tmp_path / "out") == Path("quiz-de/de-AT/bundle.json")


def test_two_exports_are_byte_identical(make_deck, cli, tmp_path):
    deck = make_deck("i-know")
    first = export(cli, deck, tmp_path / "one").read_bytes()
    second = export(cli, deck, tmp_path / "two").read_bytes()
    assert first == second
    again = export(cli, deck, tmp_path / "one").read_bytes()  # over an existing bundle
    assert again == first


def test_the_bundle_does_not_depend_on_how_the_yaml_is_written(make_deck, cli, tmp_path):
    """Key order, quoting, flow or block style, comments and blank lines leave the bundle alone."""
    plain = make_deck("iknow", name="plain")
    restyled = make_deck("iknow", name="restyled", cards="""\
# yaml-language-server: $schema=../../../schemas/iknow.cards.schema.json

- answer: "Marie Curie"   # the answer first, for once
  clues: ["First clue.", 'Second clue.',
          Third clue.]
  question: >-
    Which scientist is this?
  category: people
  id: people-001
""")
    assert export(cli, plain, tmp_path / "a").read_bytes() == export(cli, restyled, tmp_path / "b").read_bytes()


def test_cards_are_normalised(make_deck, cli, tmp_path):
    deck = make_deck("i-know", cards="""\
- id: math-a-001
  subject: math
  level: A
  question: "  What is 7 + 5?  "
  answer: "12"
  source: https://example.org/arithmetic
  notes: an editor's note
""")
    [card] = json.loads(export(cli, deck, tmp_path / "out").read_text(encoding="utf-8"))["cards"]
    assert card == {"id": "math-a-001", "kind": "question", "subject": "math", "level": "A",
                    "question": "What is 7 + 5?", "answer": "12"}


def test_cards_keep_the_deck_order(make_deck, cli, tmp_path):
    one = VALID_CARDS["knowledge"]
    deck = make_deck(cards={"b.yaml": one.replace("- id: ", "- id: b-"), "a.yaml": one.replace("- id: ", "- id: a-")})
    cards = json.loads(export(cli, deck, tmp_path / "out").read_text(encoding="utf-8"))["cards"]
    ids = re.findall(r"^- id: (\S+)$", one, flags=re.MULTILINE)
    assert len(ids) >= 3
    assert [c["id"] for c in cards] == [f"a-{i}" for i in ids] + [f"b-{i}" for i in ids]


def test_starter_bundles_validate_against_the_bundle_schema(starter_bundles):
    paths, _ = starter_bundles
    assert set(paths) == {deck.name for deck in STARTER_DECKS}
    for deck_id, path in paths.items():
        bundle = json.loads(path.read_text(encoding="utf-8"))
        errors = sorted(BUNDLE_VALIDATOR.iter_errors(bundle), key=str)
        assert errors == [], (deck_id, errors[:1])
        assert load_bundle(path) == bundle
        assert all("source" not in card and "notes" not in card for card in bundle["cards"])


def test_a_deck_with_a_board_carries_it(starter_bundles):
    paths, _ = starter_bundles
    for deck in STARTER_DECKS:
        bundle = json.loads(paths[deck.name].read_text(encoding="utf-8"))
        assert ("board" in bundle) == (deck / "board.yaml").is_file(), deck.name


# --- the loader refuses, saying why ---------------------------------------------------------------

@pytest.fixture
def bundle_file(make_deck, cli, tmp_path) -> Path:
    return export(cli, make_deck("knowledge"), tmp_path / "out")


def rewrite(path: Path, change, fix_hash: bool = False) -> None:
    bundle = json.loads(path.read_text(encoding="utf-8"))
    change(bundle)
    if fix_hash:
        bundle["sha256"] = content_hash(bundle)
    path.write_text(json.dumps(bundle, indent=2), encoding="utf-8")


def refusal(path: Path) -> str:
    with pytest.raises(BundleError) as caught:
        load_bundle(path)
    return str(caught.value)


def test_loader_refuses_a_tampered_bundle(bundle_file):
    rewrite(bundle_file, lambda b: b["cards"][0].update(value=3))
    reason = refusal(bundle_file)
    assert "sha256 does not match" in reason and str(bundle_file) in reason


def test_loader_refuses_a_wrong_hash(bundle_file):
    rewrite(bundle_file, lambda b: b.update(sha256="0" * 64))
    assert "sha256 does not match" in refusal(bundle_file)


@pytest.mark.parametrize("version", [2, 0, "1", None, True, 1.0])
def test_loader_refuses_another_format_version(bundle_file, version):
    rewrite(bundle_file, lambda b: b.update(format_version=version), fix_hash=True)
    reason = refusal(bundle_file)
    assert f"format version {version!r}" in reason and "reads version 1" in reason


@pytest.mark.parametrize(("change", "where"), [
    (lambda b: b["cards"][0].update(value=9), "cards/0"),
    (lambda b: b["cards"][1].update(colour="red"), "cards/1"),
    (lambda b: b.update(cards=[]), "cards"),
    (lambda b: b["deck"].pop("title"), "deck"),
    (lambda b: b.update(language="English"), "language"),
    (lambda b: b.update(game="chess"), "game"),
], ids=["value-out-of-range", "unknown-key", "no-cards", "no-title", "bad-language", "unknown-game"])
def test_loader_refuses_a_bundle_that_breaks_the_schema(bundle_file, change, where):
    rewrite(bundle_file, change, fix_hash=True)  # the hash checks, so the schema is what refuses
    reason = refusal(bundle_file)
    assert "does not match the bundle schema" in reason, reason
    assert where in reason
    assert not any(words in reason for words in ("Input should", "Value error", "Extra inputs", "Field required"))
    # The committed JSON Schema refuses it as well.
    assert list(BUNDLE_VALIDATOR.iter_errors(json.loads(bundle_file.read_text(encoding="utf-8"))))


@pytest.mark.parametrize(("card", "value", "said"), [
    (2, "x", "cards/2/value: it must be one of red, yellow, green, blue or white, or a list of them, not `x`"),
    (1, 3, "cards/1/value: it must be one of A, B, C, D or E, or a list of them, not `3`"),
    (1, ["A", "Z"], "cards/1/value/1: it must be one of A, B, C, D or E, not `Z`"),  # (a list: its item is wrong)
    (0, "x", "cards/0/value: it must be a whole number, not `x`"),
])
def test_a_refused_value_of_several_kinds_names_every_kind(bundle_file, card, value, said):
    """A letter or colour card's value is one value or a list of them; the refusal names both,
    and counts the value once (pydantic reports it once per kind)."""
    rewrite(bundle_file, lambda b: b["cards"][card].update(value=value), fix_hash=True)
    assert refusal(bundle_file).endswith(f"does not match the bundle schema at {said} (1 problem in all)")


@pytest.mark.parametrize(("content", "reason"), [
    (b"{not json", "bundle.json:1:2: not JSON: expecting property name enclosed in double quotes"),
    (b"\xff\xfe", "is not JSON"),
    (b"[1, 2]", "is not a deckctl bundle"),
    (b'{"format": "something-else"}', "is not a deckctl bundle"),
])
def test_loader_refuses_what_is_not_a_bundle(tmp_path, content, reason):
    path = tmp_path / "bundle.json"
    path.write_bytes(content)
    assert reason in refusal(path)


def test_loader_refuses_a_missing_file(tmp_path):
    assert "cannot read" in refusal(tmp_path / "nothing.json")
