"""The dix: the seven of trumps exchanged for the turn-up (DIX-1, FOUR-6).

Only when the turn-up's suit was accepted in round one and is still trump, a player
of the hand who holds the seven of trumps may exchange it for the turn-up, after
the draw and before the first card (in a partnership, before the second card of the
first trick, and the dealer, who took the turn-up, gives it up for the seven:
FOUR-6), unless that seven is in a meld he declared.

>>> from jojotte_teach.engine import Deal, new_hand
>>> dix_actions(new_hand(Deal.from_seed(1), ("Ann", "Bob")))
[]
"""

from __future__ import annotations

from .actions import Action, Verb
from .cards import Card, Rank
from .errors import does
from .hand import HandState, Phase, evolve


def dix_problem(state: HandState, seat: int, *, settled: bool = True) -> str | None:
    """Why this seat may not take the dix now (DIX-1, THREE-8, FOUR-6), or ``None``.

    Args:
        settled: the players of the hand are known (at three, once the active
            defender is: THREE-8).
    """
    contract = state.contract
    if contract is None or state.phase not in (Phase.DECLARING, Phase.PLAY):
        return "the seven of trumps is exchanged after the draw"
    trump = contract.trump
    if trump is None or trump is not state.deal.turn_up.suit:
        return "the contract is not played in the turn-up's suit"
    if not contract.accepted_turn_up:
        return "the turn-up's suit was not accepted as trump in round one"
    if state.dix_by is not None:
        return "the seven of trumps has already been exchanged"
    if not settled:
        return "the active defender is not known yet"
    name = state.players[seat]
    if seat not in state.active:
        return f"{does(name, 'does')} not play this hand"
    played = len(state.trick) + sum(len(t.cards) for t in state.tricks)
    if played > (1 if state.game.partnerships else 0):
        return ("the second card of the first trick has been played" if state.game.partnerships
                else "the first card has already been led")
    seven = Card.of(Rank.SEVEN, trump)
    if seven not in state.hands[seat]:
        return f"{does(name, 'does')} not hold the {seven.name}"
    if any(seven in m.cards for m in state.melds[seat]):
        return f"{does(name, 'used')} the {seven.name} in a declared meld"
    if state.game.partnerships:
        dealer = state.deal.dealer
        if seat == dealer:
            return "the dealer holds the turn-up already"
        if any(state.turn_up in m.cards for m in state.melds[dealer]):
            return "the turn-up is in the dealer's declared meld"
    return None


def dix_actions(state: HandState) -> list[Action]:
    """The dix, for each player who may take it now."""
    contract = state.contract
    if (state.dix_by is not None or state.tricks or len(state.trick) > 1 or contract is None
            or not contract.accepted_turn_up or contract.trump is None):
        return []  # the common case, decided before looking at each seat
    return [Action(state.players[s], Verb.DIX) for s in state.active
            if dix_problem(state, s) is None]


def apply_dix(state: HandState, seat: int, history: tuple[Action, ...]) -> HandState:
    """DIX-1, FOUR-6: the seven of trumps changes places with the turn-up (in a
    partnership the dealer, who holds the turn-up, takes the seven)."""
    trump = state.trump
    assert trump is not None
    seven = Card.of(Rank.SEVEN, trump)
    turn_up = state.turn_up
    dealer = state.deal.dealer
    hands = []
    for s, hand in enumerate(state.hands):
        if s == seat:
            hand = tuple(turn_up if c is seven else c for c in hand)
        elif state.game.partnerships and s == dealer:
            hand = tuple(seven if c is turn_up else c for c in hand)
        hands.append(hand)
    return evolve(state, history=history, hands=tuple(hands), turn_up=seven, dix_by=seat)
