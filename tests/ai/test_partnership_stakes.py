"""The partnership expert plays for the hand's score (FOUR-8, FOUR-9, SCO-4 to SCO-11): the
stakes it gives a card are what the finished hand scores for the sides."""

from __future__ import annotations

from jojotte_teach.ai.expert import ExpertPlayer
from jojotte_teach.ai.expert.partnership_stakes import PartnershipStakes
from jojotte_teach.ai.hints import hint
from jojotte_teach.ai.players import RandomPlayer, next_action, play_hand
from jojotte_teach.engine import (
    DENEXA,
    PAGAT,
    Card,
    Deal,
    HandState,
    Phase,
    Rank,
    apply,
    get_game,
    new_hand,
    player_view,
    shuffled_deck,
)
from jojotte_teach.engine.jojotte.outcome import score_table_hand

from .common import Announcing, last_trick_stakes

NAMES = ("Ann", "Bob", "Cat", "Dan")


def _hand(seed: int) -> HandState:
    table = get_game("partnership")
    deal = Deal.from_deck(shuffled_deck(seed), seed % 4, table)
    return new_hand(deal, NAMES, (PAGAT, DENEXA)[seed % 2])


def test_the_partnership_expert_weighs_cards_by_the_hand_score() -> None:
    # FOUR-9, SCO-4 to SCO-11: in the last trick every hand holds one card, its value is
    # exact, and the stakes of it must be what the finished hand writes for the mover's
    # side less the other's (prison aside): the higher Total Score or trick score by
    # profile, melds and Jo-Jotte, doubles, Slam.
    checked = beaten = jojotte = 0
    for seed in range(200):
        state, said = last_trick_stakes(_hand(seed), seed)
        contract = state.contract
        if state.phase is not Phase.OVER or contract is None or contract.special == "nullo":
            continue
        score = score_table_hand(state)
        for side, difference in said:
            mine = score.above[side] + score.below[side]
            theirs = score.above[1 - side] + score.below[1 - side]
            assert difference == mine - theirs, (seed, state.rules.name)
        checked += 1
        beaten += score.winner is not None and score.winner != state.game.side_of(
            contract.declarer)
        jojotte += any(state.jojotte)
    assert checked > 100 and beaten > 10 and jojotte > 3


def test_a_sampled_king_and_queen_of_trumps_count_unless_the_queen_goes_first() -> None:
    # JOJ-2: a seat holding the King and the Queen of trumps will play the King with
    # "Jo"; the mover who plays his Queen first gives the 20 up (JOJ-3).
    found = 0
    for seed in range(80):
        state = _hand(seed)
        players = [RandomPlayer(seed * 4 + s) for s in range(4)]
        while not state.is_over and state.phase is not Phase.PLAY:
            state = apply(state, next_action(state, players))
        trump = state.trump
        if state.phase is not Phase.PLAY or trump is None:
            continue
        view = player_view(state, state.to_act)
        hands = {s: frozenset(state.hands[s]) for s in range(4)}
        stakes = PartnershipStakes.from_view(view)
        king, queen = Card.of(Rank.KING, trump), Card.of(Rank.QUEEN, trump)
        holder = next((s for s in range(4) if {king, queen} <= hands[s]), None)
        expected = [0, 0]
        if holder is not None:
            expected[state.game.side_of(holder)] = 20
            found += 1
        other = next(c for c in view.hand if c != queen)
        assert stakes.unannounced(view, hands, other) == tuple(expected)
        if holder == state.to_act:
            assert stakes.unannounced(view, hands, queen) == (0, 0)
    assert found >= 3


def test_the_partnership_expert_plays_whole_hands() -> None:
    for seed in range(3):
        state = play_hand(_hand(seed), [ExpertPlayer(seed * 4 + s, samples=2)
                                        for s in range(4)])
        assert state.is_over


def test_a_partnership_hint_shows_the_hand_score_the_expert_weighs() -> None:
    # The hint's figures from a whole hand: trick points as before, and each card's score
    # is the hand's score difference for the mover's side (FOUR-9), as the expert weighs it.
    checked = 0
    for seed in range(40):
        state = _hand(seed)
        players = [Announcing(seed * 4 + s) for s in range(4)]  # Jotte follows Jo
        while not state.is_over and not (state.phase is Phase.PLAY and len(state.tricks) == 7):
            state = apply(state, next_action(state, players))
        contract = state.contract
        if state.is_over or contract is None or contract.special == "nullo":
            continue
        side = state.game.side_of(state.to_act)
        advice = hint(state)
        (card,) = state.hands[state.to_act]
        figures = advice.cards[card]
        while not state.is_over:
            state = apply(state, next_action(state, players))
        score = score_table_hand(state)
        mine = score.above[side] + score.below[side]
        theirs = score.above[1 - side] + score.below[1 - side]
        assert figures.score == mine - theirs, seed
        checked += 1
    assert checked > 20
