"""Klaberjass after the draw: melds, the dix and the first card (KLAB-11, KLAB-13, KLAB-14).

No Nullo and no Slam (KLAB-8): after the draw the two players only declare melds, the
opponent's before the bidder's (once the bidder has declared, the opponent may not),
and the holder of the seven of trumps may take the dix. Nothing here has a turn; an
explicit ``pass`` by either player is accepted and changes nothing (FAMILY_RECORDS.md).
The opponent's first card closes it all: the melds are compared (KLAB-12) and the
play begins.

>>> from jojotte_teach.engine import Action, Deal, apply, new_hand
>>> from jojotte_teach.engine.klaberjass import KLABERJASS
>>> s = new_hand(Deal.from_seed(3, dealer=1, game=KLABERJASS), ("Ann", "Bob"))
>>> s = apply(apply(s, Action.parse("Ann accept")), Action.parse("Bob pass"))
>>> s.stage, s.player_to_act
(AfterDraw(opponent=1, bidder=0), 'Bob')
"""

from __future__ import annotations

from dataclasses import dataclass

from ..actions import Action, Verb
from ..cards import pretty_cards
from ..errors import does
from ..hand import HandState, evolve
from ..melds import Meld
from ..tricks import apply_card
from .interrogation import settle
from .melds import check, conflict, is_set, possible


@dataclass(frozen=True, slots=True)
class AfterDraw:
    """The Klaberjass ``state.stage`` between the draw and the first card (KLAB-11)."""

    opponent: int
    bidder: int


def after_draw(state: HandState) -> AfterDraw:
    """The stage between the draw and the first card."""
    stage = state.stage
    assert isinstance(stage, AfterDraw)
    return stage


def start(state: HandState) -> HandState:
    """After the draw: the opponent will lead (KLAB-14); melds and the dix are open."""
    contract = state.auction_contract
    assert contract is not None
    bidder = contract.declarer
    opponent = state.game.opponent_of(bidder)
    return evolve(state, stage=AfterDraw(opponent, bidder), to_act=opponent, leader=opponent)


def may_declare(state: HandState, seat: int) -> bool:
    """KLAB-11: the bidder may declare until the first card; the opponent until then
    too, unless the bidder has declared."""
    stage = after_draw(state)
    return seat == stage.bidder or not state.melds[stage.bidder]


def open_melds(state: HandState, seat: int) -> list[Meld]:
    """The melds a seat may still declare (KLAB-9, KLAB-10)."""
    declared = state.melds[seat]
    return [m for m in possible(state.hands[seat])
            if m not in declared and conflict(m, declared) is None]


def meld_and_pass_actions(state: HandState) -> list[Action]:
    """Each player's pass (a no-op) and the melds each may still declare."""
    stage = after_draw(state)
    actions = [Action(state.players[s], Verb.PASS) for s in (stage.opponent, stage.bidder)]
    for seat in (stage.opponent, stage.bidder):
        if may_declare(state, seat):
            name = state.players[seat]
            actions += [Action(name, Verb.MELD, cards=m.cards) for m in open_melds(state, seat)]
    return actions


def meld_refusal(state: HandState, action: Action, seat: int) -> tuple[str, str]:
    """``(rule, reason)`` for a meld that may not be declared now."""
    if not may_declare(state, seat):
        return "KLAB-11", "the bidder has declared, and once he has the opponent may not"
    checked = check(action.cards)
    if not isinstance(checked, Meld):
        return checked
    missing = [c for c in checked.cards if c not in state.hands[seat]]
    if missing:
        return ("KLAB-9" if is_set(checked) else "KLAB-10"), (
            f"{does(action.player, 'does')} not hold {pretty_cards(missing)}")
    if checked in state.melds[seat]:
        return "KLAB-11", f"{does(action.player, 'has')} already declared {checked.pretty}"
    clash = conflict(checked, state.melds[seat])
    if clash is not None:
        return "KLAB-10", clash
    return "KLAB-11", "that meld cannot be declared now"


def declare(state: HandState, action: Action, seat: int,
            history: tuple[Action, ...]) -> HandState:
    """The state after a legal pass (nothing changes), meld or first card."""
    if action.verb is Verb.PASS:
        return evolve(state, history=history)
    if action.verb is Verb.MELD:
        melds = tuple((*m, Meld(action.cards)) if s == seat else m
                      for s, m in enumerate(state.melds))
        return evolve(state, history=history, melds=melds)
    return apply_card(settled(state), action, seat, history)


def settled(state: HandState) -> HandState:
    """KLAB-12: the first card closes the melds, and each class is settled."""
    stage = after_draw(state)
    contract = state.contract
    assert contract is not None
    outcome = settle(stage.opponent, stage.bidder, state.melds, contract.trump)
    points = tuple(outcome.points(s) for s in range(state.game.seats))
    return evolve(state, stage=None, meld_outcome=outcome, meld_points=points)
