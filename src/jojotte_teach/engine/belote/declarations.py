"""Belote's declarations (BEL-10 to BEL-13): fours and sequences, and which side scores them.

Fours: Jacks 200, Nines 150, Aces, Tens, Kings or Queens 100; sequences of three or
more cards of one suit in sequence order: three 20, four 50, five or more 100
(BEL-10). A card may be in one four and one sequence; two declared sequences of one
suit may neither share a card nor touch (BEL-11). Declarations are made before the
first card, in turn from the dealer's left: once a player has declared, nobody before
him may (BEL-12). Only the side holding the best declaration scores, every one its two
players declared (BEL-13).

>>> from jojotte_teach.engine.cards import parse_cards, Suit
>>> four, run = Meld(parse_cards("KS KH KD KC")), Meld(parse_cards("AH KH QH JH 10H"))
>>> points(four), points(run), strength(four, Suit.SPADES) > strength(run, Suit.SPADES)
(100, 100, True)
>>> awarded(((four,), (run,), (), ()), order=(1, 2, 3, 0), trump=Suit.SPADES)
(100, 0, 0, 0)
"""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import Action, Verb
from ..cards import Rank, Suit, pretty_cards
from ..errors import does
from ..hand import HandState
from ..melds import (
    Meld,
    check_meld,
    conflict_reason,
    length_word,
    possible_melds,
    sequence_conflict,
)

#: BEL-10: a four's value by rank (Eights and Sevens never count).
FOUR_POINTS = {Rank.JACK: 200, Rank.NINE: 150, Rank.ACE: 100, Rank.TEN: 100, Rank.KING: 100,
               Rank.QUEEN: 100}
#: BEL-13: fours of 100 by rank, strongest first.
FOURS_OF_100 = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN)
#: BEL-10: a sequence's value by length (five or more: 100).
SEQUENCE_POINTS = {3: 20, 4: 50}


def points(meld: Meld) -> int:
    """BEL-10: what a declaration is worth."""
    if meld.is_four:
        return FOUR_POINTS[meld.rank]
    return SEQUENCE_POINTS.get(meld.length, 100)


def describe(meld: Meld) -> str:
    """In words: ``four Jacks``, ``a sequence of five to the Ace of hearts``."""
    if meld.is_four:
        return f"four {meld.rank.plural}"
    return f"a sequence of {length_word(meld.length)} to the {meld.top.name}"


def strength(meld: Meld, trump: Suit | None) -> tuple[int, ...]:
    """BEL-13: the higher value; equal value, a four before a sequence (interpretation);
    two fours of 100 by rank, A 10 K Q; two sequences the longer, the higher top card,
    then the trump one. Higher is better."""
    if meld.is_four:
        rank = len(FOURS_OF_100) - FOURS_OF_100.index(meld.rank) if (
            meld.rank in FOURS_OF_100) else 0
        return (points(meld), 1, rank, 0, 0)
    return (points(meld), 0, meld.length, 8 - meld.top.rank.sequence_index,
            int(meld.suit is trump))


def best_seat(melds: Sequence[Sequence[Meld]], order: Sequence[int],
              trump: Suit | None) -> int | None:
    """The seat holding the best declaration (BEL-13); exactly equal ones go to the player
    who speaks first from the dealer's left (interpretation). ``None`` if nobody declared."""
    best: tuple[tuple[int, ...], int] | None = None
    for seat in order:  # the dealer's left first: a later equal one does not beat it
        for meld in melds[seat]:
            key = strength(meld, trump)
            if best is None or key > best[0]:
                best = (key, seat)
    return None if best is None else best[1]


def awarded(melds: Sequence[Sequence[Meld]], order: Sequence[int],
            trump: Suit | None) -> tuple[int, ...]:
    """Each seat's declarations that BEL-13 gives its side: every declaration of the two
    players of the side with the best one; nothing for the other side."""
    seat = best_seat(melds, order, trump)
    if seat is None:
        return tuple(0 for _ in melds)
    return tuple(sum(points(m) for m in declared) if s % 2 == seat % 2 else 0
                 for s, declared in enumerate(melds))


def may_declare(state: HandState, seat: int, order: Sequence[int]) -> bool:
    """BEL-12: nobody before a player who has declared, in turn from the dealer's left."""
    declared = [i for i, s in enumerate(order) if state.melds[s]]
    return not declared or order.index(seat) >= max(declared)


def open_declarations(state: HandState, seat: int) -> list[Meld]:
    """The fours and sequences a seat may still declare (BEL-10, BEL-11)."""
    declared = state.melds[seat]
    return [m for m in possible_melds(state.hands[seat], state.trump)
            if m not in declared and sequence_conflict(m, declared) is None]


def declaration_actions(state: HandState, order: Sequence[int]) -> list[Action]:
    """Every declaration that may be made now, by anyone (they have no turn: BEL-12)."""
    return [Action(state.players[s], Verb.MELD, cards=m.cards)
            for s in order if may_declare(state, s, order) for m in open_declarations(state, s)]


def refusal(state: HandState, action: Action, seat: int,
            order: Sequence[int]) -> tuple[str, str]:
    """``(rule, reason)`` for a declaration that may not be made now."""
    if not may_declare(state, seat, order):
        return "BEL-12", ("a player after him from the dealer's left has declared already, "
                          "and declarations go in that order")
    checked = check_meld(action.cards, state.trump)
    if not isinstance(checked, Meld):
        return "BEL-10", checked[1]
    missing = [c for c in checked.cards if c not in state.hands[seat]]
    if missing:
        return "BEL-10", f"{does(action.player, 'does')} not hold {pretty_cards(missing)}"
    if checked in state.melds[seat]:
        return "BEL-11", f"{does(action.player, 'has')} already declared {checked.pretty}"
    clash = sequence_conflict(checked, state.melds[seat])
    if clash is not None:
        return "BEL-11", conflict_reason(checked, clash)
    return "BEL-12", "that declaration cannot be made now"
