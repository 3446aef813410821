"""The expert at three and four: its deals of the unseen cards fit what the table
showed, and it plays whole hands of every game from its own view."""

from __future__ import annotations

import random

import pytest

from jojotte_teach.ai.expert import ExpertPlayer
from jojotte_teach.ai.expert.sampled import deal_unseen
from jojotte_teach.ai.players import RandomPlayer, play_hand
from jojotte_teach.ai.seen import Seen
from jojotte_teach.engine import (
    Deal,
    Phase,
    apply,
    check_invariants,
    get_game,
    legal_actions,
    new_hand,
    shuffled_deck,
)
from jojotte_teach.engine.deal import SplitMix64
from jojotte_teach.engine.view import player_view

NAMES = ("Ann", "Bob", "Cat", "Dan")


def _mid_play(game: str, seed: int) -> object:
    table = get_game(game)
    rng = random.Random(seed)
    state = new_hand(Deal.from_deck(shuffled_deck(seed), seed % table.seats, table),
                           NAMES[:table.seats])
    while not state.is_over and not (state.phase is Phase.PLAY and len(state.tricks) >= 3):
        state = apply(state, rng.choice(legal_actions(state)))
    return state


@pytest.mark.parametrize("game", ["three", "partnership", "cutthroat"])
def test_the_unseen_cards_are_dealt_to_fit_the_table(game: str) -> None:
    checked = 0
    for seed in range(60):
        state = _mid_play(game, seed)
        if state.is_over:  # type: ignore[attr-defined]
            continue
        view = player_view(state, state.to_act)  # type: ignore[arg-type]
        others = deal_unseen(view, SplitMix64(seed))
        voids = dict(enumerate(Seen.from_view(view).void))
        for seat, hand in others.items():
            assert len(hand) == view.card_counts[seat]
            assert not hand & set(view.hand)
            # No seat is dealt a suit it showed it lacks (PLAY-2, PLAY-3, FOUR-7), and
            # what the table shows of the true hands agrees.
            assert not {c.suit for c in hand} & voids.get(seat, set())
            truth = state.hands[seat]  # type: ignore[attr-defined]
            assert not {c.suit for c in truth} & voids.get(seat, set())
        played = {c for t in view.tricks for c in t.cards} | set(view.trick)
        assert not any(hand & played for hand in others.values())
        checked += 1
    assert checked > 20


@pytest.mark.parametrize("game", ["three", "partnership", "cutthroat"])
def test_the_expert_plays_whole_hands(game: str) -> None:
    table = get_game(game)
    for seed in range(3):
        state = new_hand(Deal.from_deck(shuffled_deck(seed), seed % table.seats, table),
                               NAMES[:table.seats])
        players = [ExpertPlayer(seed * 5 + s, samples=2) if s % 2 == 0
                   else RandomPlayer(seed * 5 + s) for s in range(table.seats)]
        state = play_hand(state, players)
        assert state.is_over
        check_invariants(state)
