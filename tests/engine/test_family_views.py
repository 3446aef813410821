"""What one seat sees in Klaberjass and Belote (``player_view``): random hands of both
games, where no view holds a card another seat holds unless the table knows it is
there (the turn-up taken by the dix or by the Belote taker, a meld shown); Belote
partners do not see each other's cards; declarations are shown only once the play
begins, and only those that score (KLAB-12, BEL-13)."""

from __future__ import annotations

import random

import pytest

from jojotte_teach.engine import (
    Card,
    Deal,
    HandState,
    Verb,
    apply,
    get_game,
    legal_actions,
    new_hand,
    player_view,
    shuffled_deck,
)
from tests.engine.test_views import cards_in

HANDS = 150


def states(game_name: str, seed: int) -> list[HandState]:
    game = get_game(game_name)
    rng = random.Random(seed)
    deal = Deal.from_deck(shuffled_deck(seed), seed % game.seats, game)
    state = new_hand(deal, ("Ann", "Bob", "Cat", "Dan")[:game.seats])
    found = [state]
    while not state.is_over:
        state = apply(state, rng.choice(legal_actions(state)))
        found.append(state)
    return found


def known_to_all(state: HandState, seat: int) -> set[Card]:
    """Cards of a seat's hand that the whole table knows are there."""
    known = {c for m in state.game.rules.shown_melds(state)[seat] for c in m.cards}
    if state.dix_by == seat:
        known.add(state.deal.turn_up)  # KLAB-13: the turn-up taken by the dix
    contract = state.auction_contract
    if state.game.name == "belote" and contract is not None and contract.declarer == seat:
        known.add(state.turn_up)  # BEL-8: the taker took the upcard
    return known


@pytest.mark.parametrize("game_name", ["klaberjass", "belote"])
def test_no_view_holds_another_seats_hidden_cards(game_name: str) -> None:
    checked = 0
    for seed in range(HANDS):
        for state in states(game_name, seed):
            for seat in range(len(state.players)):
                view = player_view(state, seat)
                assert view.hand == state.hands[seat]
                seen = cards_in(view)
                for other in range(len(state.players)):
                    if other == seat:
                        continue
                    hidden = set(state.hands[other]) - known_to_all(state, other)
                    assert not seen & hidden, (game_name, seed, seat, other, seen & hidden)
                    if not (state.tricks or state.trick):
                        assert view.melds[other] == ()  # nothing shown before the play
                for action, shown in zip(state.history, view.history, strict=True):
                    if shown != action:
                        assert action.verb is Verb.MELD and action.player != view.player
                checked += 1
    assert checked > HANDS * 20


def test_belote_partners_do_not_see_each_other() -> None:
    for seed in range(40):
        for state in states("belote", seed):
            for seat in range(4):
                partner = (seat + 2) % 4
                hidden = set(state.hands[partner]) - known_to_all(state, partner)
                assert not cards_in(player_view(state, seat)) & hidden


def test_klaberjass_shows_only_the_scoring_melds() -> None:
    shown = 0
    for seed in range(HANDS):
        for state in states("klaberjass", seed):
            if not state.tricks and not state.trick:
                continue
            outcome = state.meld_outcome
            assert outcome is not None
            for seat in (0, 1):
                view = player_view(state, 1 - seat)
                assert view.melds[seat] == outcome.shown(seat)
                assert set(outcome.shown(seat)) <= set(state.melds[seat])
                shown += bool(outcome.shown(seat))
    assert shown
