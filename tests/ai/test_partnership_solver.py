"""The partnership double-dummy solver against a plain exhaustive minimax and itself.

The reference below plays every legal card at every turn, with no pruning, no card
merging and no table, for four hands and the FOUR-7 rules read literally. It
shares no code with the solver beyond the card definitions (``beats``,
``card_points``, ``trick_strength``), so agreement on many random positions of
two to four tricks is strong evidence. Full deals are too large for it: there the
solver is checked against itself (a best line played out scores what it promised,
and a solver with a warm table agrees with a fresh one).
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from jojotte_teach.ai.analysis import NotInPlayError
from jojotte_teach.ai.partnership_solver import (
    PartnershipPosition,
    PartnershipSolver,
    position_from_state,
)
from jojotte_teach.engine import PARTNERSHIP, Deal, Phase, load_record, shuffled_deck
from jojotte_teach.engine.cards import DECK, Card, Suit, beats, card_points, trick_strength
from jojotte_teach.engine.records import HandRecord
from jojotte_teach.engine.tricks import cards_allowed

Hands = tuple[frozenset[Card], ...]
GOLDEN = Path(__file__).resolve().parents[1] / "golden"
TRUMPS: list[Suit | None] = [None, *Suit]

# --------------------------------------------------------------------------
# The reference: exhaustive minimax, written straight from the rules
# --------------------------------------------------------------------------


def ref_legal(hand: frozenset[Card], trick: tuple[Card, ...], trump: Suit | None) -> list[Card]:
    """FOUR-7, read literally."""
    if not trick:
        return sorted(hand)
    led = trick[0].suit
    follow = [c for c in hand if c.suit is led]
    if follow:
        if led is trump:
            # beat the highest trump in the trick if able
            top = max(trick_strength(c, trump) for c in trick if c.suit is trump)
            over = [c for c in follow if trick_strength(c, trump) > top]
            return sorted(over or follow)
        return sorted(follow)
    trumps = [c for c in hand if c.suit is trump]  # any trump, even over partner
    return sorted(trumps or hand)


def ref_values(position: PartnershipPosition) -> dict[Card, int]:
    """Each legal card's trick points for the mover's side, by exhaustive minimax."""
    trump = position.trump
    bonus = 10 if position.last_trick_bonus else 0

    def side0(hands: Hands, leader: int, trick: tuple[Card, ...]) -> int:
        """Points seats 0 and 2 take from here; they maximise, 1 and 3 minimise."""
        mover = (leader + len(trick)) % 4
        moves = ref_legal(hands[mover], trick, trump)
        if not moves:
            return 0
        results = [after(hands, leader, trick, card) for card in moves]
        return max(results) if mover % 2 == 0 else min(results)

    def after(hands: Hands, leader: int, trick: tuple[Card, ...], card: Card) -> int:
        mover = (leader + len(trick)) % 4
        new = tuple(h - {card} if seat == mover else h for seat, h in enumerate(hands))
        trick = (*trick, card)
        if len(trick) < 4:
            return side0(new, leader, trick)
        winner, best = leader, trick[0]
        for i, played in enumerate(trick[1:], start=1):
            if beats(played, best, trump):
                winner, best = (leader + i) % 4, played
        won = sum(card_points(c, trump) for c in trick)
        if not any(new):
            won += bonus
        return (won if winner % 2 == 0 else 0) + side0(new, winner, ())

    mover = position.to_move
    total = position.points_left()
    out = {}
    for card in ref_legal(position.hands[mover], position.trick, trump):
        seat0 = after(position.hands, position.leader, position.trick, card)
        out[card] = seat0 if mover % 2 == 0 else total - seat0
    return out


def random_position(rng: random.Random, size: int, trump: Suit | None, played: int,
                    bonus: bool = True) -> PartnershipPosition:
    """``size`` cards each, a random leader, then ``played`` random legal cards to the trick."""
    cards = rng.sample(DECK, 4 * size)
    hands = [frozenset(cards[i * size:(i + 1) * size]) for i in range(4)]
    leader = rng.randrange(4)
    trick: tuple[Card, ...] = ()
    for i in range(played):
        seat = (leader + i) % 4
        card = rng.choice(ref_legal(hands[seat], trick, trump))
        hands[seat] -= {card}
        trick = (*trick, card)
    return PartnershipPosition((hands[0], hands[1], hands[2], hands[3]), trump, leader, trick,
                               bonus)


# --------------------------------------------------------------------------
# Against the reference
# --------------------------------------------------------------------------


@pytest.mark.parametrize(("size", "count", "seed"), [(1, 150, 1), (2, 300, 2), (3, 200, 3),
                                                     (4, 80, 4)])
def test_solver_matches_exhaustive_minimax(size: int, count: int, seed: int) -> None:
    rng = random.Random(seed)
    for i in range(count):
        trump = TRUMPS[i % 5]  # No-trump and each suit in turn
        position = random_position(rng, size, trump, rng.randrange(4), rng.random() < 0.85)
        assert PartnershipSolver().solve(position) == ref_values(position), position


def test_one_solver_for_many_positions_matches_the_reference() -> None:
    # the tables kept between calls hold facts about positions only
    rng = random.Random(5)
    solver = PartnershipSolver()
    for i in range(150):
        position = random_position(rng, rng.choice([2, 3]), TRUMPS[i % 5], rng.randrange(4))
        assert solver.solve(position) == ref_values(position), position


def test_legal_cards_follow_the_engine() -> None:
    rng = random.Random(6)
    for i in range(500):
        position = random_position(rng, rng.randint(1, 8), TRUMPS[i % 5], rng.randrange(4))
        hand = tuple(position.hands[position.to_move])
        engine = cards_allowed(hand, position.trick, position.trump)
        assert set(position.legal_cards()) == set(engine)
        assert set(position.legal_cards()) == set(
            ref_legal(position.hands[position.to_move], position.trick, position.trump))


# --------------------------------------------------------------------------
# Hand-worked positions (FOUR-7, FOUR-8, SCO-1)
# --------------------------------------------------------------------------


def texts(cards: tuple[Card, ...]) -> list[str]:
    return [c.text for c in cards]


def test_trump_even_over_partner() -> None:
    # Seat 0's Ace of spades is winning, but seat 2 has no spade: he must trump.
    p = PartnershipPosition.from_text("8D", "9D", "7H KD", "8S QD", "H", 0, "AS 7S")
    assert texts(p.legal_cards()) == ["7H"]


def test_second_trumper_need_not_overtrump() -> None:
    p = PartnershipPosition.from_text("8D", "9D", "JH 7H", "8S QD", "H", 0, "AS 9H")
    assert texts(p.legal_cards()) == ["JH", "7H"]


def test_trump_lead_beat_the_highest_trump_in_the_trick() -> None:
    # The King beats the 7 led but not the Ace: only the 9 beats the Ace.
    p = PartnershipPosition.from_text("8D", "9D", "KH 9H", "8S QD", "H", 0, "7H AH")
    assert texts(p.legal_cards()) == ["9H"]
    # Nothing beats the Jack: any trump.
    p = PartnershipPosition.from_text("8D", "9D", "KH 9H", "8S QD", "H", 0, "7H JH")
    assert texts(p.legal_cards()) == ["KH", "9H"]


def test_last_trick_scores_ten_for_the_side() -> None:
    # Seat 1's Ace wins; his side takes 10 + 10 + 5 + 0 and the last trick's 10.
    p = PartnershipPosition.from_text("10S", "AS", "KS", "7S", None, 0)
    assert PartnershipSolver().solve(p) == {Card("10S"): 0}
    p = PartnershipPosition.from_text("", "AS", "KS", "7S", None, 0, "10S")
    assert PartnershipSolver().solve(p) == {Card("AS"): 35}
    p = PartnershipPosition.from_text("", "AS", "KS", "7S", None, 0, "10S",
                                      last_trick_bonus=False)
    assert PartnershipSolver().solve(p) == {Card("AS"): 25}


def test_partner_gives_points_to_a_sure_trick() -> None:
    # Trumps hearts; seat 0 has led the Jack of trumps, which nobody beats, and seat 1,
    # without a trump, has thrown the 7 of diamonds. Partner (seat 2) throws the 10 of
    # spades on the Jack: 20 + 0 + 10 + 0 for his side. Kept, the 10 would fall to
    # seat 1's Ace of diamonds in the last trick (10 + 10 and the last 10 for them).
    p = PartnershipPosition.from_text("8D", "AD", "10S 7C", "8C 9D", "H", 0, "JH 7D")
    assert PartnershipSolver().solve(p) == {Card("10S"): 30, Card("7C"): 20}
    assert ref_values(p) == {Card("10S"): 30, Card("7C"): 20}


def test_equivalent_cards_have_one_value() -> None:
    # K and Q of spades are adjacent among the cards out and both worth 5.
    p = PartnershipPosition.from_text("KS QS 7D", "AS 8D 9D", "7S 10D JD", "8S QD KD", None, 0)
    values = PartnershipSolver().solve(p)
    assert values[Card("KS")] == values[Card("QS")]
    assert values == ref_values(p)


def test_empty_hands_and_bad_positions() -> None:
    empty = PartnershipPosition((frozenset(),) * 4, None)
    assert PartnershipSolver().solve(empty) == {} and empty.points_left() == 0
    with pytest.raises(ValueError, match="four hands"):
        PartnershipPosition((frozenset(),) * 3, None)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="two places"):
        PartnershipPosition.from_text("AS", "AS", "7S", "8S")
    with pytest.raises(ValueError, match="same number"):
        PartnershipPosition.from_text("AS", "KS", "7S", "8S", leader=0, trick="9S")
    with pytest.raises(ValueError, match="leader"):
        PartnershipPosition.from_text("AS", "KS", "7S", "8S", leader=4)
    with pytest.raises(ValueError, match="FOUR-7"):
        PartnershipPosition.from_text("AS 7D", "KS 8D", "7S 9D", "8S", "H", 3, "9S").play(
            Card("7D"))


def test_play_moves_the_lead_to_the_winner() -> None:
    p = PartnershipPosition.from_text("AS 7D", "KS 8D", "7H 9D", "8S QD", "H", 0)
    q = p.play(Card("AS")).play(Card("KS")).play(Card("7H")).play(Card("8S"))
    assert q.leader == 2 and q.trick == () and q.tricks_left == 1  # partner's trump won


# --------------------------------------------------------------------------
# Full deals: the solver against itself
# --------------------------------------------------------------------------


def full_deal(seed: int, trump: Suit | None) -> PartnershipPosition:
    """A seed's deal after the draw (FOUR-3), the dealer's left to lead (FOUR-7)."""
    dealer = seed % 4
    deal = Deal.from_deck(shuffled_deck(seed), dealer, PARTNERSHIP)
    h0, h1, h2, h3 = (frozenset(deal.hands[s]) | frozenset(deal.draw[s]) for s in range(4))
    return PartnershipPosition((h0, h1, h2, h3), trump, PARTNERSHIP.left_of(dealer))


@pytest.mark.parametrize("seed", range(10))
def test_a_best_line_scores_what_the_solver_promised(seed: int) -> None:
    """Play a full deal out, each player choosing a best card at every turn: at
    every turn the side to move still expects what it has won plus the best value,
    and at the end each side has exactly what the first values promised."""
    rng = random.Random(seed)
    position = full_deal(100 + seed, TRUMPS[seed % 5])
    solver = PartnershipSolver()
    total = position.points_left()
    promised = max(solver.solve(position).values())
    first_side = position.to_move % 2
    won = [0, 0]
    while position.tricks_left:
        values = solver.solve(position)
        best = max(values.values())
        side = position.to_move % 2
        expected = promised if side == first_side else total - promised
        assert won[side] + best == expected, (seed, position)
        card = rng.choice([c for c, v in values.items() if v == best])
        before = position
        position = position.play(card)
        if not position.trick:  # a trick was completed: score it for the winner
            cards = (*before.trick, card)
            points = sum(card_points(c, position.trump) for c in cards)
            if not position.tricks_left:
                points += 10
            won[position.leader % 2] += points
    assert won[first_side] == promised and won[1 - first_side] == total - promised


@pytest.mark.parametrize("seed", range(6))
def test_a_warm_table_agrees_with_a_fresh_one(seed: int) -> None:
    """One solver values a deal's first cards, then positions reached after random
    cards; a fresh solver must find the same values for each."""
    rng = random.Random(seed)
    position = full_deal(200 + seed, TRUMPS[seed % 5])
    warm = PartnershipSolver()
    warm.solve(position)
    for _ in range(rng.randint(1, 9)):
        position = position.play(rng.choice(position.legal_cards()))
    assert warm.solve(position) == PartnershipSolver().solve(position)
    position = position.play(rng.choice(position.legal_cards()))
    assert warm.solve(position) == PartnershipSolver().solve(position)


# --------------------------------------------------------------------------
# From the engine's hand state
# --------------------------------------------------------------------------


def hand_record(path: Path) -> HandRecord:
    record = load_record(path)
    assert isinstance(record, HandRecord)
    return record


PARTNERSHIP_RECORD = GOLDEN / "partnership" / "01-accept-partner-melds-dix.json"


def test_position_from_a_partnership_record() -> None:
    states = hand_record(PARTNERSHIP_RECORD).states()
    solver = PartnershipSolver()
    in_play = [s for s in states if s.phase is Phase.PLAY]
    for state in in_play:
        position = position_from_state(state)
        assert position.to_move == state.to_act and position.trick == state.trick
        assert position.trump is Suit.HEARTS and position.last_trick_bonus
        assert set(position.legal_cards()) == set(
            cards_allowed(state.hands[state.to_act], state.trick, state.trump))
    late = position_from_state(in_play[-6])  # two tricks left, two cards in the trick
    assert late.tricks_left == 2 and solver.solve(late) == ref_values(late)
    # Before the first card: the opening lead, by the dealer's left (Dan deals, Ann leads).
    declaring = [s for s in states if s.phase is Phase.DECLARING][-1]
    opening = position_from_state(declaring)
    assert opening.leader == 0 and opening.trick == () and opening.tricks_left == 8


def test_position_from_state_refuses_other_games_and_moments() -> None:
    record = hand_record(PARTNERSHIP_RECORD)
    with pytest.raises(NotInPlayError, match="not in the play"):
        position_from_state(record.states()[0])  # the auction
    with pytest.raises(NotInPlayError, match="not in the play"):
        position_from_state(record.final_state())  # all eight tricks played
    three = hand_record(GOLDEN / "three" / "01-declarer-wins-meld-interrogation-dix.json")
    with pytest.raises(NotInPlayError, match="partnership"):
        position_from_state(three.states()[-2])
