"""Grading decisions at three and four: the deals dealt again, the play-out, the sweep.

The problems of book/strategy-tables.md are graded by playing each option out
(:mod:`jojotte_teach.book.playout`) on deals of the hidden cards that fit what
the learner has seen (:mod:`jojotte_teach.book.seat_deals`).
"""

from __future__ import annotations

import random

import pytest

from jojotte_teach.ai.search import PartnershipPosition
from jojotte_teach.book.playout import column_difference, finish, hand_score, sweeps
from jojotte_teach.book.seat_deals import deal_again
from jojotte_teach.engine import (
    CUTTHROAT,
    DECK,
    PARTNERSHIP,
    THREE,
    Deal,
    SplitMix64,
    Suit,
    new_hand,
    shuffled_deck,
)
from jojotte_teach.engine.game import Game
from jojotte_teach.engine.hand import Phase
from jojotte_teach.engine.state import apply
from jojotte_teach.engine.view import player_view

NAMES = {3: ("Ann", "Bob", "Cat"), 4: ("Ann", "Bob", "Cat", "Dan")}


@pytest.mark.parametrize("game", [THREE, CUTTHROAT, PARTNERSHIP], ids=lambda g: g.name)
def test_a_hand_is_finished_and_scored_by_the_engine(game: Game) -> None:
    for seed in range(4):
        deal = Deal.from_deck(shuffled_deck(seed), seed % game.seats, game)
        final = finish(new_hand(deal, NAMES[game.seats]), seat=0)
        assert final.is_over or final.phase.value == "thrown_in"
        score = hand_score(final)
        mine = game.side_of(0)
        totals = [score.above[c] + score.below[c] for c in range(game.columns)]
        others = [t for c, t in enumerate(totals) if c != mine]
        assert column_difference(score, 0) == totals[mine] - sum(others) / len(others)


@pytest.mark.parametrize("game", [THREE, CUTTHROAT, PARTNERSHIP], ids=lambda g: g.name)
def test_the_hidden_cards_dealt_again_keep_what_the_seat_has_seen(game: Game) -> None:
    deal = Deal.from_deck(shuffled_deck(11), 1, game)
    final = finish(new_hand(deal, NAMES[game.seats]), seat=0)
    # Midway through the play: cards played, perhaps melds shown, voids to respect.
    cut = len(final.history) * 2 // 3
    state = new_hand(deal, NAMES[game.seats])
    for action in final.history[:cut]:
        state = apply(state, action)
    seat = state.to_act
    seen = player_view(state, seat)
    rng = SplitMix64(5)
    others_differ = False
    for _ in range(6):
        again = deal_again(state, seat, rng)
        view = player_view(again, seat)
        assert again.hands[seat] == state.hands[seat]
        assert view.played_cards() == seen.played_cards()
        assert view.turn_up == seen.turn_up and view.information_card == seen.information_card
        assert view.melds == seen.melds
        others_differ |= any(again.hands[s] != state.hands[s] for s in range(game.seats)
                             if s != seat)
    assert others_differ, "the hidden cards were never dealt otherwise"


@pytest.mark.parametrize("game", [THREE, CUTTHROAT, PARTNERSHIP], ids=lambda g: g.name)
def test_the_hidden_cards_are_dealt_again_at_every_step_of_the_auction(game: Game) -> None:
    """In the auction, where no trick is led and the seats in play are not yet known."""
    for dealer in range(game.seats):
        deal = Deal.from_deck(shuffled_deck(20 + dealer), dealer, game)
        final = finish(new_hand(deal, NAMES[game.seats]), seat=0)
        state = new_hand(deal, NAMES[game.seats])
        for action in final.history:
            if state.phase is not Phase.AUCTION:
                break
            seat = state.to_act
            again = deal_again(state, seat, SplitMix64(dealer))
            assert again.hands[seat] == state.hands[seat]
            assert again.history == state.history
            state = apply(state, action)


def _brute(p: PartnershipPosition, sweeper: int, wants: bool) -> bool:
    """The sweep question by plain search over the engine's positions (no memory)."""
    if not p.trick and not any(p.hands):
        return True
    mine = (p.to_move % 2 == sweeper) == wants
    for card in p.legal_cards():
        after = p.play(card)
        if len(p.trick) == 3:
            value = after.leader % 2 == sweeper and _brute(after, sweeper, wants)
        else:
            value = _brute(after, sweeper, wants)
        if value == mine:
            return mine
    return not mine


def test_the_sweep_search_agrees_with_a_plain_search() -> None:
    rng = random.Random(7)
    for _ in range(150):
        cards = rng.sample(DECK, 12)
        trump = rng.choice([None, *Suit])
        hands = tuple(frozenset(cards[k * 3:k * 3 + 3]) for k in range(4))
        position = PartnershipPosition(hands, trump, rng.randrange(4))  # type: ignore[arg-type]
        for sweeper in (0, 1):
            for wants in (True, False):
                assert sweeps(position, sweeper, wants) == _brute(position, sweeper, wants)
