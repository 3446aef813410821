"""Computer players at three and four: seen only through their own views, they play
every game to the end, and acts without a turn are theirs to make or decline."""

from __future__ import annotations

import pytest

from jojotte_teach.ai.players import RandomPlayer, optional_acts, play_hand
from jojotte_teach.engine import (
    Deal,
    Verb,
    apply,
    check_invariants,
    get_game,
    new_hand,
    score_hand,
    shuffled_deck,
)
from jojotte_teach.engine.view import player_view

NAMES = ("Ann", "Bob", "Cat", "Dan")


@pytest.mark.parametrize("game", ["three", "partnership", "cutthroat"])
def test_random_players_finish_every_hand(game: str) -> None:
    table = get_game(game)
    melded = 0
    for seed in range(150):
        deal = Deal.from_deck(shuffled_deck(seed), seed % table.seats, table)
        state = new_hand(deal, NAMES[:table.seats])
        players = [RandomPlayer(seed * 10 + s) for s in range(table.seats)]
        state = play_hand(state, players)
        assert state.is_over
        check_invariants(state)
        assert score_hand(state).to_json()["thrown_in"] in (True, False)
        melded += any(a.verb is Verb.MELD for a in state.history)
    assert melded > 10  # the players do make acts without a turn


def test_a_player_declines_an_act_without_a_turn_by_answering_none() -> None:
    table = get_game("partnership")
    for seed in range(50):
        state = new_hand(Deal.from_deck(shuffled_deck(seed), 0, table), NAMES)
        player = RandomPlayer(seed)
        while not state.is_over:
            view = player_view(state, state.to_act)
            if optional_acts(view):
                answers = {player.volunteer(view) for _ in range(40)}
                assert None in answers and answers - {None} <= set(optional_acts(view))
                return
            state = apply(state, player.choose(view))
    pytest.fail("no hand offered an act without a turn")
