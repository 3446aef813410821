"""The double-dummy solver against hand-worked positions and a plain exhaustive minimax.

The reference below plays out every legal card at every turn, with no pruning and
no card merging; it only remembers positions it has already valued. It shares no
code with the solver beyond the card definitions (``beats``, ``card_points``,
``trick_strength``), so agreement on many random positions is strong evidence.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jojotte_teach.ai import (
    Objective,
    Position,
    Solver,
    best_cards,
    card_costs,
    legal_cards,
    position_value,
    solve,
)
from jojotte_teach.engine.cards import DECK, Card, Suit, beats, card_points, trick_strength

Hand = frozenset[Card]


# --------------------------------------------------------------------------
# The reference: exhaustive minimax, written straight from the rules
# --------------------------------------------------------------------------


def ref_legal(hand: Hand, led: Card | None, trump: Suit | None) -> list[Card]:
    """PLAY-2 to PLAY-4, read literally."""
    if led is None:
        return sorted(hand)
    same_suit = [c for c in hand if c.suit is led.suit]
    if same_suit:
        if led.suit is trump:
            higher = [c for c in same_suit
                      if trick_strength(c, trump) > trick_strength(led, trump)]
            if higher:
                return sorted(higher)
        return sorted(same_suit)
    trumps = [c for c in hand if c.suit is trump]
    if trumps:
        return sorted(trumps)
    return sorted(hand)


def ref_points(position: Position) -> dict[Card, int]:
    """Each legal card's trick points for the player to move, by exhaustive minimax."""
    trump = position.trump
    bonus = 10 if position.last_trick_bonus else 0

    @cache
    def seat0_takes(h0: Hand, h1: Hand, leader: int, led: Card | None) -> int:
        """Points seat 0 takes from here, seat 0 maximising and seat 1 minimising."""
        hands = (h0, h1)
        mover = leader if led is None else 1 - leader
        results = [after(hands, leader, led, mover, c) for c in ref_legal(hands[mover], led, trump)]
        if not results:
            return 0
        return max(results) if mover == 0 else min(results)

    def after(hands: tuple[Hand, Hand], leader: int, led: Card | None, mover: int,
              card: Card) -> int:
        new = list(hands)
        new[mover] = hands[mover] - {card}
        if led is None:
            return seat0_takes(new[0], new[1], leader, card)
        winner = mover if beats(card, led, trump) else leader
        won = card_points(card, trump) + card_points(led, trump)
        if not new[0] and not new[1]:
            won += bonus
        return (won if winner == 0 else 0) + seat0_takes(new[0], new[1], winner, None)

    hands = position.hands
    led = position.trick[0] if position.trick else None
    mover = position.to_move
    total = sum(card_points(c, trump) for c in (*hands[0], *hands[1], *position.trick)) + bonus
    out = {}
    for card in ref_legal(hands[mover], led, trump):
        seat0 = after(hands, position.leader, led, mover, card)
        out[card] = seat0 if mover == 0 else total - seat0
    return out


def ref_contract(position: Position, objective: Objective, declarer: int) -> dict[Card, int]:
    """Nullo or Slam by exhaustive search: 1 if the mover reaches his aim after the card."""
    trump = position.trump

    @cache
    def made(h0: Hand, h1: Hand, leader: int, led: Card | None,
             declarer_won: bool, defender_won: bool) -> bool:
        """Whether the declarer makes his contract from here with best play."""
        hands = (h0, h1)
        mover = leader if led is None else 1 - leader
        moves = ref_legal(hands[mover], led, trump)
        if not moves:
            return not defender_won if objective == "slam" else not declarer_won
        results = [after(hands, leader, led, mover, c, declarer_won, defender_won)
                   for c in moves]
        return any(results) if mover == declarer else all(results)

    def after(hands: tuple[Hand, Hand], leader: int, led: Card | None, mover: int,
              card: Card, declarer_won: bool, defender_won: bool) -> bool:
        new = list(hands)
        new[mover] = hands[mover] - {card}
        if led is None:
            return made(new[0], new[1], leader, card, declarer_won, defender_won)
        winner = mover if beats(card, led, trump) else leader
        return made(new[0], new[1], winner, None,
                    declarer_won or winner == declarer, defender_won or winner != declarer)

    hands = position.hands
    led = position.trick[0] if position.trick else None
    mover = position.to_move
    out = {}
    for card in ref_legal(hands[mover], led, trump):
        ok = after(hands, position.leader, led, mover, card, False, False)
        out[card] = int(ok if mover == declarer else not ok)
    return out


# --------------------------------------------------------------------------
# Random positions
# --------------------------------------------------------------------------

TRUMPS: list[Suit | None] = [None, *Suit]


def random_position(rng: random.Random, size: int, trump: Suit | None,
                    mid_trick: bool, bonus: bool = True) -> Position:
    """``size`` cards each, seat to lead at random, maybe with a card already led."""
    cards = rng.sample(DECK, 2 * size)
    hands = [frozenset(cards[:size]), frozenset(cards[size:])]
    leader = rng.randrange(2)
    trick: tuple[Card, ...] = ()
    if mid_trick:
        led = rng.choice(sorted(hands[leader]))
        hands[leader] -= {led}
        trick = (led,)
    return Position((hands[0], hands[1]), trump, leader, trick, bonus)


def check_many(seed: int, count: int, sizes: tuple[int, int],
               compare: Callable[[random.Random, Position], None],
               trumps: list[Suit | None] = TRUMPS) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        size = rng.randint(*sizes)
        position = random_position(rng, size, rng.choice(trumps), rng.random() < 0.5,
                                   bonus=rng.random() < 0.85)
        compare(rng, position)


def compare_points(rng: random.Random, position: Position) -> None:
    assert solve(position) == ref_points(position), position


def compare_contract(objective: Objective) -> Callable[[random.Random, Position], None]:
    def compare(rng: random.Random, position: Position) -> None:
        declarer = rng.randrange(2)
        got = solve(position, objective, declarer)
        assert got == ref_contract(position, objective, declarer), (position, declarer)
    return compare


# --------------------------------------------------------------------------
# Hand-worked positions
# --------------------------------------------------------------------------


def values(position: Position, objective: Objective = "points",
           declarer: int | None = None) -> dict[str, int]:
    result = solve(position, objective, declarer)
    return {str(card): v for card, v in result.items()}


def test_last_trick_takes_the_bonus() -> None:
    # J of trumps (20) beats the 7 (0), plus 10 for the last trick
    assert values(Position.from_text("JH", "7H", trump="H")) == {"JH": 30}
    assert values(Position.from_text("JH", "7H", trump="H", last_trick_bonus=False)) == {
        "JH": 20}


def test_the_follower_must_trump() -> None:
    # Lead AS: the void follower must trump with 7H (10 to him), then KD beats QD
    # with the last trick (5 + 5 + 10). Lead KD: KD beats QD (10), then AS is
    # trumped and the follower takes 10 + 10.
    pos = Position.from_text("AS KD", "7H QD", trump="H")
    assert values(pos) == {"AS": 20, "KD": 10}


def test_a_trump_lead_must_be_beaten_if_possible() -> None:
    pos = Position.from_text("9H 7S", "JH AH 8S", trump="H", leader=0, trick="AS")
    # PLAY-4 does not bind a plain lead: the follower follows spades
    assert [str(c) for c in pos.legal_cards()] == ["8S"]
    led_trump = Position.from_text("7S 8D", "JH AH 8S", trump="H", leader=0, trick="9H")
    assert [str(c) for c in led_trump.legal_cards()] == ["JH"]
    # JH takes 9H (20 + 15) and leads: AH/8S against 7S/8D take the rest
    # (AH 10 and the last-trick 10): 35 + 10 + 10 = 55 of 55.
    assert values(led_trump) == {"JH": 55}


def test_the_trump_rules_bind_the_later_tricks_too() -> None:
    # Clubs trumps. Lead 10C: the follower must beat it with JC (PLAY-4) and takes
    # 30; his 8C lead then loses to 9C (15 + 10). Lead 9C: JC again (35), and 10C
    # takes the last trick (10 + 10). Free to duck with 8C, he would do better.
    pos = Position.from_text("10C 9C", "JC 8C", trump="C")
    assert values(pos) == {"10C": 25, "9C": 20}


def test_a_lower_trump_follows_when_the_lead_cannot_be_beaten() -> None:
    pos = Position.from_text("AS 8D", "AH 7H 8S", trump="H", leader=0, trick="JH")
    assert [str(c) for c in pos.legal_cards()] == ["AH", "7H"]
    # Giving AH away costs its 10 points in the trick the Jack wins.
    costs = {str(c): v for c, v in card_costs(pos).items()}
    assert costs["7H"] == 0
    assert costs["AH"] > 0


def test_no_trump_jacks_and_nines_score_nothing() -> None:
    pos = Position.from_text("JS 9S", "7S 8S", trump=None)
    assert pos.points_left() == 10
    assert values(pos) == {"JS": 10, "9S": 10}


def test_mid_trick_values_count_the_card_led() -> None:
    # Seat 1 led AS; seat 0 must follow with 10S and loses 20 points; he then wins
    # the last trick, 8H over 7H, for the 10 bonus only.
    pos = Position.from_text("10S 8H", "7H", trump=None, leader=1, trick="AS")
    assert values(pos) == {"10S": 10}


def test_holding_back_the_ace() -> None:
    # NT. Lead AS: AS beats 10S (20), then 8H beats 7H: 10 to the opponent.
    # Lead 7H: 8H wins (0) and the opponent must lead 10S into AS: 20 + 10.
    pos = Position.from_text("AS 7H", "10S 8H", trump=None)
    assert values(pos) == {"AS": 20, "7H": 30}
    assert best_cards(pos) == [Card("7H")]
    assert position_value(pos) == 30
    assert card_costs(pos) == {Card("AS"): 10, Card("7H"): 0}


def test_nullo_by_hand() -> None:
    # The declarer (seat 0) must not take a trick. AS would win at once; 7S is
    # taken by KS, and AS is then thrown on the 8H lead.
    pos = Position.from_text("AS 7S", "KS 8H")
    assert values(pos, "nullo", declarer=0) == {"AS": 0, "7S": 1}
    # From the defender's seat the values are his: he beats Nullo after AS.
    after = pos.play(Card("AS"))
    assert values(after, "nullo", declarer=0) == {"KS": 1}


def test_slam_by_hand() -> None:
    # Hearts trumps. Seat 0 must take both tricks: leading JH draws the 7H, then
    # AS is safe. Leading AS lets the opponent trump it.
    pos = Position.from_text("JH AS", "7H 8D", trump="H")
    assert values(pos, "slam", declarer=0) == {"AS": 0, "JH": 1}
    # With seat 1 as declarer, seat 0 beats the Slam either way: JH wins at once,
    # and after AS is trumped, the 8D lead forces JH to trump and win.
    assert values(pos, "slam", declarer=1) == {"AS": 1, "JH": 1}


def test_equivalent_cards_get_equal_values() -> None:
    # AS and 10S touch (nothing of the opponent's between them) and are both worth
    # 10; KS and QS likewise. Merged in the search, they must come back equal.
    pos = Position.from_text("AS 10S KS QS", "JS 9S 8S 7H", trump=None)
    got = values(pos)
    assert got["AS"] == got["10S"]
    assert got["KS"] == got["QS"]
    assert solve(pos) == ref_points(pos)


def test_no_cards_left() -> None:
    pos = Position((frozenset(), frozenset()), None)
    assert solve(pos) == {}
    assert position_value(pos) == 0


def test_position_checks() -> None:
    with pytest.raises(ValueError):
        Position.from_text("AS", "AS")
    with pytest.raises(ValueError):
        Position.from_text("AS KS", "7H")
    with pytest.raises(ValueError):
        Position.from_text("AS", "7H 8H", trick="KS 10S")
    with pytest.raises(ValueError):
        Position.from_text("AS", "7H", leader=2)
    with pytest.raises(ValueError):
        Position.from_text("AS", "7H").play(Card("7H"))


def test_objective_checks() -> None:
    pos = Position.from_text("AS", "7H", trump="H")
    with pytest.raises(ValueError):
        solve(pos, "nullo", declarer=0)  # Nullo has no trumps
    with pytest.raises(ValueError):
        solve(pos, "slam")  # who is the declarer?
    with pytest.raises(ValueError):
        solve(pos, "misere")  # type: ignore[arg-type]


def test_legal_cards_function() -> None:
    pos = Position.from_text("AS 7H", "10S", trump=None, leader=1, trick="8H")
    assert legal_cards(pos) == (Card("7H"),)


# --------------------------------------------------------------------------
# Against the reference, in bulk
# --------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(4))
def test_points_small_endings(seed: int) -> None:
    check_many(seed, 300, (1, 4), compare_points)


def test_points_five_card_endings() -> None:
    check_many(10, 120, (5, 5), compare_points)


@pytest.mark.parametrize("seed", range(11, 14))
def test_points_trump_endings_only(seed: int) -> None:
    check_many(seed, 400, (2, 4), compare_points, trumps=list(Suit))


def test_nullo_endings() -> None:
    check_many(20, 500, (1, 6), compare_contract("nullo"), trumps=[None])


def test_slam_endings() -> None:
    check_many(30, 500, (1, 6), compare_contract("slam"))


@pytest.mark.parametrize(("seed", "trump", "mid_trick"), [
    (101, Suit.HEARTS, False),
    (102, None, False),
    (103, Suit.CLUBS, True),
])
def test_points_full_deals(seed: int, trump: Suit | None, mid_trick: bool) -> None:
    position = random_position(random.Random(seed), 9, trump, mid_trick)
    assert solve(position) == ref_points(position)


@pytest.mark.parametrize(("seed", "objective"), [(201, "slam"), (202, "nullo")])
def test_contracts_full_deals(seed: int, objective: Objective) -> None:
    rng = random.Random(seed)
    trump = None if objective == "nullo" else Suit.SPADES
    for _ in range(3):
        position = random_position(rng, 9, trump, False)
        compare_contract(objective)(rng, position)


# --------------------------------------------------------------------------
# Properties
# --------------------------------------------------------------------------


@st.composite
def positions(draw: st.DrawFn, max_size: int = 4) -> Position:
    size = draw(st.integers(0, max_size))
    cards = draw(st.permutations(DECK))[: 2 * size]
    trump = draw(st.sampled_from(TRUMPS))
    leader = draw(st.integers(0, 1))
    hands = [frozenset(cards[:size]), frozenset(cards[size:])]
    trick: tuple[Card, ...] = ()
    if size and draw(st.booleans()):
        led = draw(st.sampled_from(sorted(hands[leader])))
        hands[leader] -= {led}
        trick = (led,)
    return Position((hands[0], hands[1]), trump, leader, trick, draw(st.booleans()))


@settings(max_examples=150, deadline=None)
@given(positions())
def test_values_agree_with_the_next_position(position: Position) -> None:
    """A card's value is what the position after it is worth to the same player."""
    result = solve(position)
    total = position.points_left()
    mover = position.to_move
    for card, value in result.items():
        assert 0 <= value <= total
        after = position.play(card)
        after_total = after.points_left()
        best_after = position_value(after)  # for the player to move next
        if after.trick:
            # the mover led: the opponent now answers
            assert value == total - best_after
        elif after.leader == mover:
            # the mover won the trick just completed, and leads
            assert value == total - after_total + best_after
        else:
            # the opponent won it, and leads
            assert value == after_total - best_after


@settings(max_examples=100, deadline=None)
@given(positions(max_size=5))
def test_costs_and_best_cards(position: Position) -> None:
    costs = card_costs(position)
    best = best_cards(position)
    assert all(c >= 0 for c in costs.values())
    assert best == [card for card, c in costs.items() if c == 0]
    assert bool(best) == bool(position.legal_cards())


def test_one_solver_along_a_whole_hand() -> None:
    """Reusing a solver for every position of a hand changes no value."""
    rng = random.Random(5)
    position = random_position(rng, 9, Suit.DIAMONDS, False)
    solver = Solver()
    while position.legal_cards():
        reused = solver.solve(position)
        assert reused == solve(position)
        position = position.play(rng.choice(sorted(reused)))


def test_full_deal_speed_smoke() -> None:
    """A full deal is solved with a modest search (counted in positions, not time)."""
    rng = random.Random(7)
    solver = Solver()
    for trump in (Suit.SPADES, None):
        cards = rng.sample(DECK, 18)
        solver.solve(Position((frozenset(cards[:9]), frozenset(cards[9:])), trump))
        assert 0 < solver.nodes < 50_000
