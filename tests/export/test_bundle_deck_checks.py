"""A bundle is held to what a deck folder is: the deck limits (deckctl/core/deck_limits.py) and
the board's checks beyond its schema, refused by `load_bundle` with exit 1, naming the bundle and
the JSON path (deckctl/export/bundle_checks.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deckfactory import DECKS

from deckctl.core.deck_limits import MAX_LIST_ITEMS, MAX_TRANSLATED_TEXT_CHARS, MAX_TEXT_CHARS
from deckctl.export.bundle import BundleError, build_bundle, bundle_bytes, content_hash, load_bundle
from deckctl.validate.deck import load_deck


@pytest.fixture(scope="module")
def knowledge_bundle() -> dict:
    deck = load_deck(DECKS / "knowledge-starter")
    assert deck.ok
    return build_bundle(deck)


def written(bundle: dict, tmp_path: Path, change) -> Path:
    """`bundle` changed by `change`, its sha256 made to match: the checks, not the hash, must refuse it."""
    changed = json.loads(json.dumps(bundle))
    change(changed)
    changed["sha256"] = content_hash(changed)
    path = tmp_path / "bundle.json"
    path.write_bytes(bundle_bytes(changed))
    return path


def refusal(path: Path) -> str:
    with pytest.raises(BundleError) as caught:
        load_bundle(path)
    return str(caught.value)


def test_a_board_start_outside_the_loop_is_refused_as_in_a_deck(knowledge_bundle, tmp_path, cli):
    path = written(knowledge_bundle, tmp_path, lambda b: b["board"].update(start=10**6))
    result = cli("simulate", "knowledge", "--bundle", path, "-n", "2", "--seed", "1")
    assert result.exit_code == 1, result.stderr  # (was an IndexError: internal error, exit 70)
    assert f"{path}: error: refused at board/start: `start` is space 1000000, but the loop has only" in result.stderr


def test_opponents_on_the_start_space_are_refused(knowledge_bundle, tmp_path):
    path = written(knowledge_bundle, tmp_path, lambda b: b["board"].update(opponents_start=b["board"]["start"]))
    assert "at board/opponents_start: the opponents would start on the team's start space" in refusal(path)


def test_a_card_text_over_the_deck_limit_is_refused(knowledge_bundle, tmp_path, cli):
    def long_front(bundle):
        bundle["cards"][2]["front"] = "word " * MAX_TEXT_CHARS

    path = written(knowledge_bundle, tmp_path, long_front)
    result = cli("play", "knowledge", "--bundle", path, "--bots", "1", "--seed", "1", "--pace", "0")
    assert result.exit_code == 1 and result.stdout == ""
    assert (f"{path}: error: refused at cards/2/front: the text is {5 * MAX_TEXT_CHARS:,} characters long; "
            f"a text may have at most {MAX_TRANSLATED_TEXT_CHARS:,}") in result.stderr


def test_a_text_at_the_limit_and_a_deck_title_over_it(knowledge_bundle, tmp_path):
    # (a translation may run longer than its source: a bundle's texts may be twice a deck's)
    path = written(knowledge_bundle, tmp_path, lambda b: b["cards"][0].update(front="x" * MAX_TRANSLATED_TEXT_CHARS))
    assert load_bundle(path)["cards"][0]["front"] == "x" * MAX_TRANSLATED_TEXT_CHARS
    path = written(knowledge_bundle, tmp_path, lambda b: b["deck"].update(title="x" * (MAX_TRANSLATED_TEXT_CHARS + 1)))
    assert "at deck/title: the text is 2,001 characters long" in refusal(path)


def test_a_card_list_over_the_deck_limit_is_refused(knowledge_bundle, tmp_path):
    path = written(knowledge_bundle, tmp_path, lambda b: b["cards"][1].update(tags=["t"] * (MAX_LIST_ITEMS + 1)))
    assert f"at cards/1/tags: the list has {MAX_LIST_ITEMS + 1:,} items" in refusal(path)


def test_the_starter_bundle_still_loads(knowledge_bundle, tmp_path):
    path = written(knowledge_bundle, tmp_path, lambda b: None)
    assert load_bundle(path)["board"] == knowledge_bundle["board"]


def test_a_deck_played_in_a_language_is_held_to_the_limits_and_named_for_its_folder(tmp_path, cli):
    from deckfactory import translate, write_deck

    from deckctl.engine.sources import SourceError, load_for_game

    deck = write_deck(tmp_path)
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    translate(deck / "locales" / "de.po", {"spider-legs/front": "Wie viele?" * 150})  # a long translation is played
    assert load_for_game("knowledge", deck=deck, language="de")["cards"][0]["front"] == "Wie viele?" * 150
    translate(deck / "locales" / "de.po", {"spider-legs/front": "Wie viele?" * 250})  # (a catalog string may have 20,000)
    with pytest.raises(SourceError) as caught:  # (validate refuses the translation itself, at its msgstr)
        load_for_game("knowledge", deck=deck, language="de")
    assert str(caught.value).startswith(f"{deck} has 1 error")
    [refused] = caught.value.diagnostics
    assert refused.code == "bad-translation" and refused.file.endswith("de.po") and refused.line > 0
    assert "the translation is 2,500 characters long; a translation may have at most 2,000" in refused.message


def test_a_card_id_used_twice_is_refused(knowledge_bundle, tmp_path):
    def repeat(bundle):
        bundle["cards"][3]["id"] = bundle["cards"][1]["id"]

    path = written(knowledge_bundle, tmp_path, repeat)
    assert f"at cards/3/id: id `{knowledge_bundle['cards'][1]['id']}` is already used by card 1" in refusal(path)
