"""A game played in another language than its deck's replays: the log names the bundle's language,
replay plays the deck folder in it, and a refusal says which language the game was played in."""

from __future__ import annotations

import io
import json
import random

import pytest

from deckctl.engine import make_game
from deckctl.engine.replay import Recorder, ReplayError, parse_log, play_logged, replay
from deckctl.engine.sources import load_for_game


def test_a_german_game_replays_without_being_told_its_language(cli, tmp_path):
    log = tmp_path / "game.jsonl"
    assert cli("play", "i-know", "--lang", "de", "--bots", "2", "--seed", "1", "--log", log).exit_code == 0
    assert json.loads(log.read_text("utf-8").splitlines()[0])["language"] == "de"
    result = cli("replay", log)
    assert result.exit_code == 0, result.stderr
    assert "replayed" in result.stdout


def _logged(bundle: dict, language: str | None) -> str:
    out = io.StringIO()
    game = make_game(bundle)
    recorder = Recorder(out, language=language)
    recorder.header(game, 5)
    rng = random.Random(5)
    play_logged(game.new_initial_state(5), lambda state: rng.choice(state.legal_actions()), recorder)
    return out.getvalue()


@pytest.mark.parametrize(("language", "hint"), [
    ("de", "the game was played in `de`, this bundle is in `en`: replay it with --lang de"),
    (None, "a different deck or version, or another language: a game played with --lang L replays with --lang L"),
])
def test_a_log_replayed_on_another_languages_bundle_names_the_language(language, hint):
    text = _logged(load_for_game("i-know", language="de"), language)
    with pytest.raises(ReplayError) as caught:
        replay(parse_log(text), load_for_game("i-know"), make_game)
    assert hint in str(caught.value)


def test_a_log_in_a_language_the_deck_has_no_catalog_for_says_where_the_language_came_from(cli, tmp_path):
    log = tmp_path / "game.jsonl"
    log.write_text(_logged(load_for_game("knowledge"), "fr"), "utf-8")
    result = cli("replay", log)
    assert result.exit_code == 1
    # (a finding on the log's header, at `language`, as every refusal of a log is)
    column = log.read_text("utf-8").index('"language"') + 1
    assert result.stderr.startswith(f"{log}:1:{column}: error: header: the game was played in `fr`, but ")
    assert "[replay-differs]" in result.stderr and "deckctl: error" not in result.stderr
    assert "give --bundle with the bundle it was played with" in result.stderr


def test_a_language_edited_into_the_header_is_named_as_the_edit(cli, tmp_path):
    """The header says `fr`, which the starter deck has no edition in: before, that was all it said
    ('deckctl: error: LOG: the game was played in `fr`, but ...'), though the header had been
    edited; the deck's own edition tells what the language was."""
    log = tmp_path / "game.jsonl"
    header, *rest = _logged(load_for_game("knowledge"), "en").splitlines(keepends=True)
    log.write_text(header.replace('"language": "en"', '"language": "fr"') + "".join(rest), "utf-8")
    result = cli("replay", log)
    assert result.exit_code == 1
    column = log.read_text("utf-8").index('"language"') + 1
    assert result.stderr.startswith(f"{log}:1:{column}: error: header: this header is not the one the steps were "
                                    "recorded under")
    assert '`language` says "fr", the game was recorded with "en"' in result.stderr
