"""The turn-based steps at three and four as hand states: the auction and its draw
(THREE-2, THREE-3, FOUR-2, FOUR-3) and the choices after the draw at three (THREE-4
to THREE-7), with the refusal of a call or choice that is not allowed."""

from __future__ import annotations

from . import partnership_auction as four
from . import table_auction as three
from . import table_defence as defence_steps
from .actions import Action
from .errors import whose
from .hand import Contract, HandState, Phase, evolve
from .partnership_auction import PartnershipAuction
from .table_auction import Call, TableAuction
from .table_defence import TableDefence


def _call(action: Action) -> Call:
    return Call(action.verb.value, action.strain or action.side)


def auction_choices(state: HandState) -> list[Call]:
    """The calls of the player to act (THREE-2, THREE-3, FOUR-2)."""
    calls = state.calls
    if isinstance(calls, PartnershipAuction):
        return four.calls(calls)
    assert calls is not None
    return three.calls(calls)


def defence_choices(state: HandState) -> list[Call]:
    """The choices of the player to act after the draw at three (THREE-4 to THREE-7)."""
    assert state.defence is not None
    return defence_steps.choices(state.defence)


def apply_auction_call(state: HandState, action: Action,
                       history: tuple[Action, ...]) -> HandState:
    """The state after a legal call; the draw follows the last one by itself."""
    calls = state.calls
    made = _call(action)
    after: TableAuction | PartnershipAuction
    if isinstance(calls, PartnershipAuction):
        after = four.call(calls, made)
    else:
        assert calls is not None
        after = three.call(calls, made)
    if after.step == "thrown in":  # THREE-2, FOUR-2
        return evolve(state, history=history, calls=after, phase=Phase.THROWN_IN)
    if after.step != "over":
        assert after.to_act is not None
        return evolve(state, history=history, calls=after, to_act=after.to_act)
    return _draw(state, after, history)


def _draw(state: HandState, calls: TableAuction | PartnershipAuction,
          history: tuple[Action, ...]) -> HandState:
    """The auction is over: the contract, the draw, and who speaks next."""
    assert calls.bidder is not None and calls.strain is not None
    contract = Contract(calls.bidder, calls.strain, calls.multiplier, None, calls.accepted,
                        calls.doubler)
    draw = state.deal.draw
    hands = tuple(hand + draw[s] for s, hand in enumerate(state.hands))
    drawn = evolve(state, history=history, calls=calls, hands=hands, phase=Phase.DECLARING,
                   auction_contract=contract, contract=contract)
    game = state.game
    if isinstance(calls, PartnershipAuction):
        # FOUR-7: the dealer's left leads; Nullo, Slam, melds and the dix come first.
        leader = game.left_of(state.deal.dealer)
        return evolve(drawn, leader=leader, to_act=leader)
    defence = defence_steps.start_defence(game, state.deal.dealer, calls.bidder,
                                          calls.doubler, calls.sider, calls.with_declarer)
    assert defence.to_act is not None
    return evolve(drawn, defence=defence, to_act=defence.to_act)


def apply_defence_choice(state: HandState, action: Action,
                         history: tuple[Action, ...]) -> HandState:
    """The state after a legal choice of THREE-4 to THREE-7."""
    assert state.defence is not None
    after = defence_steps.choose(state.defence, action.verb.value)
    if after.step != "settled":
        assert after.to_act is not None
        return evolve(state, history=history, defence=after, to_act=after.to_act)
    return settled_contract(evolve(state, history=history, defence=after), after)


def settled_contract(state: HandState, defence: TableDefence) -> HandState:
    """THREE-8: the active pair is known; the final contract, and the active defender leads."""
    auction = state.auction_contract
    assert auction is not None and defence.declarer is not None
    assert defence.defender is not None
    if defence.special == "nullo":
        contract = Contract(defence.declarer, "NT", auction.multiplier, "nullo", False,
                            auction.doubled_by)
    else:
        contract = Contract(auction.declarer, auction.strain, auction.multiplier,
                            defence.special, auction.accepted_turn_up, auction.doubled_by)
    active = (defence.defender, defence.declarer)
    return evolve(state, contract=contract, active=active, leader=defence.defender,
                  to_act=defence.defender)


def auction_refusal(state: HandState, action: Action, seat: int) -> tuple[str, str]:
    """``(rule, reason)`` for a call that is not allowed now."""
    calls = state.calls
    if isinstance(calls, PartnershipAuction):
        rule, reason = four.refusal(calls, seat, _call(action))
    else:
        assert calls is not None
        rule, reason = three.refusal(calls, seat, _call(action))
    return rule, _named_turn(state, reason)


def defence_refusal(state: HandState, action: Action, seat: int) -> tuple[str, str]:
    """``(rule, reason)`` for a choice after the draw that is not allowed now."""
    assert state.defence is not None
    rule, reason = defence_steps.refusal(state.defence, seat, action.verb.value)
    return rule, _named_turn(state, reason)


def _named_turn(state: HandState, reason: str) -> str:
    """Name the player whose turn it is: ``it is Cat's turn to call``."""
    return reason.replace("another player's turn", f"{whose(state.players[state.to_act])} turn")
