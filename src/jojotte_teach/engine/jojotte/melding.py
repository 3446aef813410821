"""Who may declare a meld now, and who scores the melds (SPEC-2, SPEC-4, THREE-8, FOUR-5).

At two players each declares in his turn to speak (:mod:`.speaking`). At three
only the active defender and the declarer meld, the defender first, and they
settle each class by the interrogation of MELD-5. In a partnership each player
declares in turn from the declarer's left; in each class the side holding the best
meld scores every meld of that class its two players declared, and equal best
melds on the two sides score nothing (interpretation, as MELD-3). At three and four
melds have no turn: once a player has declared, nobody before him in the order may.

>>> from jojotte_teach.engine.cards import parse_cards
>>> melds = ((Meld(parse_cards("KH QH JH")),), (), (Meld(parse_cards("AS KS QS")),), ())
>>> side_meld_points(melds, None, sides=(0, 1, 0, 1))
(20, 0, 20, 0)
"""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import Action, Verb
from ..cards import Suit, pretty_cards
from ..errors import does
from ..hand import HandState, evolve
from ..interrogation import interrogate
from ..melds import (
    Meld,
    check_meld,
    conflict_reason,
    counts,
    four_strength,
    possible_melds,
    sequence_conflict,
    sequence_key,
)


def open_melds(state: HandState, seat: int) -> list[Meld]:
    """The melds a seat may still declare (MELD-1, MELD-2; MELD-2's interpretation: two
    declared sequences of one suit neither share a card nor touch)."""
    auction = state.auction_contract
    assert auction is not None
    declared = state.melds[seat]
    return [meld for meld in possible_melds(state.hands[seat], auction.trump)
            if meld not in declared and sequence_conflict(meld, declared) is None]


def may_meld(state: HandState, seat: int, order: tuple[int, ...]) -> bool:
    """Whether a seat may declare now: it is in the order, and nobody after it has."""
    if seat not in order:
        return False
    melded = [i for i, s in enumerate(order) if state.melds[s]]
    # Once a player has declared, nobody before him in the order may (THREE-8, FOUR-5).
    return not melded or order.index(seat) >= max(melded)


def meld_actions(state: HandState, order: tuple[int, ...]) -> list[Action]:
    """The melds each player who may still declare can declare (MELD-1, MELD-2)."""
    return [Action(state.players[seat], Verb.MELD, cards=meld.cards)
            for seat in order if may_meld(state, seat, order)
            for meld in open_melds(state, seat)]


def declare_meld(state: HandState, action: Action, seat: int,
                 history: tuple[Action, ...]) -> HandState:
    """The state after a legal meld: it joins the seat's declared melds."""
    melds = tuple((*m, Meld(action.cards)) if s == seat else m
                  for s, m in enumerate(state.melds))
    return evolve(state, history=history, melds=melds)


def meld_refusal(state: HandState, action: Action, seat: int, order: tuple[int, ...],
                 rule: str) -> tuple[str, str]:
    """``(rule, reason)`` for a meld that may not be declared now (THREE-8, FOUR-5)."""
    if seat not in order:
        return rule, f"{does(action.player, 'does')} not play this hand"
    if not may_meld(state, seat, order):
        return rule, "a later player in the order has declared already"
    return cards_refusal(state, action, seat) or (rule, "that meld is not possible")


def cards_refusal(state: HandState, action: Action, seat: int) -> tuple[str, str] | None:
    """Why these cards are no meld this seat may declare (MELD-1, MELD-2, MELD-4), or
    ``None`` when the cards are not the problem."""
    auction = state.auction_contract
    assert auction is not None
    checked = check_meld(action.cards, auction.trump)
    if not isinstance(checked, Meld):
        return checked
    missing = [c for c in action.cards if c not in state.hands[seat]]
    if missing:
        return (("MELD-1" if checked.is_four else "MELD-2"),
                f"{does(action.player, 'does')} not hold {pretty_cards(missing)}")
    if checked in state.melds[seat]:
        return "MELD-4", f"{does(action.player, 'has')} already declared {checked.pretty}"
    clash = sequence_conflict(checked, state.melds[seat])
    if clash is not None:
        return "MELD-2", conflict_reason(checked, clash)
    return None


def side_meld_points(melds: Sequence[Sequence[Meld]], trump: Suit | None,
                     sides: Sequence[int]) -> tuple[int, ...]:
    """Each seat's meld points when the best meld of a class wins it for its side (FOUR-5).

    Args:
        melds: each seat's declared melds.
        trump: the final contract's trump (MELD-1 order; ``None`` at No-trump and Nullo).
        sides: each seat's side.
    """
    points = [0] * len(melds)
    for is_four in (True, False):
        best: dict[int, tuple[int, ...]] = {}
        for seat, declared in enumerate(melds):
            for meld in declared:
                if meld.is_four != is_four or not counts(meld, trump):
                    continue
                key = (four_strength(meld, trump),) if is_four else sequence_key(meld, trump)
                side = sides[seat]
                best[side] = max(best.get(side, key), key)
        if not best:
            continue
        top = max(best.values())
        winners = [side for side, key in best.items() if key == top]
        if len(winners) != 1:
            continue  # equal best melds on both sides: neither scores (interpretation)
        for seat, declared in enumerate(melds):
            if sides[seat] == winners[0]:
                points[seat] += sum(m.points for m in declared
                                    if m.is_four == is_four and counts(m, trump))
    return tuple(points)


def partnership_meld_order(declarer: int, seats: int = 4) -> tuple[int, ...]:
    """FOUR-5: the turn to declare, from the declarer's left round to the declarer.

    >>> partnership_meld_order(2)
    (3, 0, 1, 2)
    """
    return tuple((declarer + 1 + i) % seats for i in range(seats))


def melds_score(state: HandState) -> bool:
    """SPEC-5 under the profile: whether melds count on this hand (Nullo and Slam)."""
    contract = state.contract
    assert contract is not None
    return state.rules.melds_on_special_hands or contract.special is None


def settle_pair(state: HandState, first: int, second: int) -> HandState:
    """THREE-8: the active defender and the declarer settle the melds by interrogation."""
    contract = state.contract
    assert contract is not None
    scoring = melds_score(state)
    note = None if scoring else "No melds score on a Nullo or Slam hand under these rules."
    outcome = interrogate(first, state.melds, contract.trump, second=second, scoring=scoring,
                          note=note)
    points = tuple(outcome.points(s) for s in range(state.game.seats))
    return evolve(state, meld_outcome=outcome, meld_points=points)


def settle_sides(state: HandState) -> HandState:
    """FOUR-5: the side with the best meld of each class scores that class."""
    contract = state.contract
    assert contract is not None
    seats = range(state.game.seats)
    points = side_meld_points(state.melds, contract.trump, [state.game.side_of(s) for s in seats])
    return evolve(state, meld_points=points if melds_score(state) else state.game.per_seat(0))


def shown_by_sides(state: HandState) -> tuple[tuple[Meld, ...], ...]:
    """FOUR-5: the side holding the best meld of a class shows every meld of that class
    its two players declared (nothing before the melds are settled at the first card)."""
    seats = state.game.seats
    shown: list[tuple[Meld, ...]] = [() for _ in range(seats)]
    if not state.meld_points or not melds_score(state):
        return tuple(shown)
    contract = state.contract
    assert contract is not None
    trump = contract.trump
    sides = [state.game.side_of(s) for s in range(seats)]
    for is_four in (True, False):
        of_class = [tuple(m for m in declared if m.is_four == is_four and counts(m, trump))
                    for declared in state.melds]
        points = side_meld_points(of_class, trump, sides)
        winners = {sides[s] for s in range(seats) if points[s]}
        for s in range(seats):
            if sides[s] in winners:
                shown[s] += of_class[s]
    return tuple(shown)
