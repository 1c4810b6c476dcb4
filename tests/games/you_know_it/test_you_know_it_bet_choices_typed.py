"""The bet prompt lists each bet whole, as it is typed (`P1, bet (know P3 / not P3 / pass):`,
German `S1, wette (weiß S3 / nicht S3 / passe):`), and every choice it shows is read as that bet;
with more than three bets, each kind's seats together (`know P1 or P3 / not P1 or P3 / pass`).
It said `know or not P2, or pass` (`weiß oder nicht S3, oder passe`), which read as a choice
between knowing and not betting, and `P1/P3` for several seats, which is not typed."""

from __future__ import annotations

import pytest
from yki_fixture import scenario_bundle, state_json

from deckctl.engine.words import speaking
from deckctl.games.you_know_it.rules import PASS, YouKnowItGame
from deckctl.games.you_know_it.ui import bet_choices, parse_bet


def betting(players: int, **spec):
    game = YouKnowItGame(scenario_bundle(), players=players)
    return game.state_from_json(state_json(game, {"phase": "bet", **spec}))


@pytest.mark.parametrize("lang, shown", [("en", "know P2 / not P2 / pass"),
                                         ("de", "weiß S2 / nicht S2 / passe")])
def test_every_bet_shown_is_read_as_that_bet(lang, shown):
    state = betting(3, pos=1, bets=[[0, 1, 0, "knows"]])  # P3 bets; P1's know slot holds P2's chip
    with speaking(lang):
        choices = bet_choices(state).replace("\u00a0", " ")
        assert choices == shown
        read = [parse_bet(choice, state) for choice in choices.split(" / ")]
    assert [reason for _action, reason in read] == [""] * 3
    assert sorted(action for action, _reason in read) == sorted(state.legal_actions())
    assert read[-1][0] == PASS


@pytest.mark.parametrize("lang, shown", [("en", "know P1 or P3 / not P1 or P3 / pass"),
                                         ("de", "weiß S1 oder S3 / nicht S1 oder S3 / passe")])
def test_four_bets_and_more_are_grouped_by_kind(lang, shown):
    with speaking(lang):
        assert bet_choices(betting(3)).replace("\u00a0", " ") == shown


@pytest.mark.parametrize("lang, typed, said", [
    ("en", "know", "P2 has played their You Know It! chip this round and holds no bonus chip"),
    ("de", "weiß", "S2 hat den Chip „Du weißt es!“ in dieser Runde schon gesetzt und hat keinen Bonuschip"),
])
def test_a_bet_typed_alone_that_no_player_can_take_says_why(lang, typed, said):
    # P2 played its know chip on question 1; at question 2 `know` alone was answered 'Name the
    # player too, e.g. "know P3"': a bet P2 cannot make, refused again once typed as shown
    from deckctl.games.you_know_it.ui import TerminalPlayers

    state = betting(3, question=1, pos=0, bets=[[0, 1, 2, "knows"]])
    with speaking(lang):
        action, reason = parse_bet(typed, state)
        assert reason == "" and TerminalPlayers.refusal(state, action) == said
