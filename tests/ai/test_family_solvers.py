"""The exact solvers at the family's tables, checked against brute force on small endings:
the two-hand solver for Klaberjass (KLAB-3, KLAB-14 to KLAB-17) and Belote's four-hand
solver (BEL-4, BEL-16 to BEL-19)."""

from __future__ import annotations

import random

import pytest

from jojotte_teach.ai.players import RandomPlayer, next_action
from jojotte_teach.ai.search import BelotePosition, BeloteSolver, Position, Solver
from jojotte_teach.ai.search.positions import PlayPosition
from jojotte_teach.engine import (
    DECK,
    Card,
    Deal,
    HandState,
    Phase,
    Suit,
    apply,
    get_game,
    new_hand,
    shuffled_deck,
)
from jojotte_teach.engine.belote.play import card_points as belote_points
from jojotte_teach.engine.cards import card_points
from jojotte_teach.engine.klaberjass import KLABERJASS

NAMES = ("Ann", "Bob", "Cat", "Dan")


def brute(position: PlayPosition, values: dict[Card, int]) -> dict[Card, int]:
    """Each legal card with the points the mover's side takes from now on, every line of
    play tried (the positions' own rules, no search tricks)."""
    mover = position.to_move
    side = mover % 2 if position.seats == 4 else mover
    return {card: _after(position, card, side, values) for card in position.legal_cards()}


def _after(position: PlayPosition, card: Card, side: int, values: dict[Card, int]) -> int:
    seats = position.seats
    trick = (*position.trick, card)
    nxt = position.play(card)
    taken = 0
    if len(trick) == seats:  # the trick is over: nxt.leader won it
        points = sum(values[c] for c in trick)
        if not any(nxt.hands):
            points += 10  # KLAB-3, BEL-19: the last trick
        won_by = nxt.leader % 2 if seats == 4 else nxt.leader
        taken = points if won_by == side else 0
    if not any(nxt.hands):
        return taken
    mover = nxt.to_move
    mine = (mover % 2 if seats == 4 else mover) == side
    rest = [_after(nxt, c, side, values) for c in nxt.legal_cards()]
    return taken + (max(rest) if mine else min(rest))


def _values(points: object, trump: Suit | None) -> dict[Card, int]:
    assert callable(points)
    return {c: points(c, trump) for c in DECK}


def _random_belote_ending(rng: random.Random) -> BelotePosition:
    """Four hands of one to three cards, a trump, a leader and part of a trick, dealt at
    random and played by the position's own rules."""
    size = rng.randint(1, 3)
    cards = rng.sample(DECK, 4 * size)
    trump = rng.choice(list(Suit))
    leader = rng.randrange(4)
    position = BelotePosition(tuple(frozenset(cards[i * size:(i + 1) * size]) for i in range(4)),
                              trump, leader)
    for _ in range(rng.randrange(4)):
        position = position.play(rng.choice(position.legal_cards()))
    return position


def test_belote_solver_equals_brute_force_on_400_random_endings() -> None:
    rng = random.Random(19)
    solver = BeloteSolver()
    for _ in range(400):
        position = _random_belote_ending(rng)
        assert solver.solve(position) == brute(position, _values(belote_points, position.trump))


def _ending(game: str, seed: int, cards_left: int) -> HandState | None:
    """A hand of the game played at random until the player to move holds ``cards_left``
    cards, or ``None`` if it was thrown in."""
    table = get_game(game)
    deal = Deal.from_deck(shuffled_deck(seed), seed % table.seats, table)
    state = new_hand(deal, NAMES[:table.seats])
    players = [RandomPlayer(seed * 7 + s) for s in range(table.seats)]
    while not state.is_over:
        if state.phase is Phase.THROWN_IN:
            return None
        if state.phase is Phase.PLAY and len(state.hands[state.to_act]) == cards_left:
            return state
        state = apply(state, next_action(state, players))
    return None


def test_belote_positions_allow_what_the_engine_allows_and_solve_exactly() -> None:
    # Endings of real Belote hands (three cards left each, any point of the trick):
    # the position's cards are the engine's (BEL-16, BEL-17), its values brute force's.
    solver, checked = BeloteSolver(), 0
    for seed in range(150):
        state = _ending("belote", seed, 3)
        if state is None:
            continue
        position = BelotePosition(tuple(frozenset(h) for h in state.hands), state.trump,
                                  state.leader, state.trick)
        rules = state.game.rules
        assert set(position.legal_cards()) == set(rules.allowed_cards(state)), seed
        assert solver.solve(position) == brute(position, _values(belote_points, state.trump))
        checked += 1
    assert checked > 100


def test_klaberjass_endings_solve_exactly_with_the_two_hand_solver() -> None:
    # KLAB-3: Jo-Jotte's card values; KLAB-15 to KLAB-17: its play; the two-hand solver.
    solver, checked = Solver(), 0
    for seed in range(150):
        state = _ending("klaberjass", seed, 4)
        if state is None:
            continue
        position = Position((frozenset(state.hands[0]), frozenset(state.hands[1])),
                            state.trump, state.leader, state.trick)
        assert set(position.legal_cards()) == set(KLABERJASS.rules.allowed_cards(state))
        assert solver.solve(position) == brute(position, _values(card_points, state.trump))
        checked += 1
    assert checked > 100


@pytest.mark.parametrize("trump", [Suit.HEARTS, Suit.CLUBS])
def test_a_belote_solve_of_a_whole_deal_shares_out_162_points(trump: Suit) -> None:
    # BEL-4, BEL-19: after any first card, what one side takes and the best the other
    # side can answer add up to the 152 card points and the last trick's 10.
    deck = shuffled_deck(7)
    hands = tuple(frozenset(deck[i * 8:(i + 1) * 8]) for i in range(4))
    position = BelotePosition(hands, trump, 0)
    solver = BeloteSolver()
    ours = solver.solve(position)
    for first in sorted(ours)[:3]:
        theirs = solver.solve(position.play(first))
        assert ours[first] + max(theirs.values()) == 162


def test_a_belote_solver_kept_through_a_deal_and_back_answers_as_a_new_one() -> None:
    # The solver's tables hold the deal they were filled for: later moments of the same
    # deal reuse them, an earlier moment adds to them, and another deal empties them.
    deck = shuffled_deck(11)
    hands = tuple(frozenset(deck[i * 8:(i + 1) * 8]) for i in range(4))
    moments = [BelotePosition(hands, Suit.SPADES, 1)]
    while any(moments[-1].hands) and len(moments) < 12:
        values = BeloteSolver().solve(moments[-1])
        moments.append(moments[-1].play(max(sorted(values), key=values.__getitem__)))
    kept = BeloteSolver()
    other = BelotePosition(tuple(frozenset(deck[i * 8:(i + 1) * 8]) for i in (1, 0, 3, 2)),
                           Suit.SPADES, 1)
    for position in [*moments[3:], *moments[:3], other, moments[5]]:
        assert kept.solve(position) == BeloteSolver().solve(position)
