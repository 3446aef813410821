"""The auction of the two-player game (BID-1 to BID-6) and the draw that ends it.

>>> from jojotte_teach.engine import Deal, new_hand
>>> state = new_hand(Deal.from_seed(1, dealer=1), ("Ann", "Bob"))
>>> [a.short() for a in auction_actions(state)]
['pass', 'accept']
"""

from __future__ import annotations

from .actions import Action, Verb
from .errors import whose
from .hand import (
    AuctionStep,
    Bid,
    Contract,
    Hands,
    HandState,
    Phase,
    Stage,
    evolve,
)


def auction_actions(state: HandState) -> list[Action]:
    name = state.players[state.to_act]
    step = state.step
    if step is AuctionStep.ROUND_ONE:
        return [Action(name, Verb.PASS), Action(name, Verb.ACCEPT)]  # BID-1
    if step is AuctionStep.ROUND_TWO:
        refused = state.turn_up.suit.value
        bids = [Action(name, Verb.BID, strain=s) for s in ("S", "H", "D", "C", "NT")
                if s != refused]  # BID-2
        return [Action(name, Verb.PASS), *bids]
    assert state.bid is not None
    if step is AuctionStep.ANSWER:
        actions = [Action(name, Verb.PASS), Action(name, Verb.DOUBLE)]  # BID-5
        if state.bid.strain != "NT":
            actions.append(Action(name, Verb.BID, strain="NT"))  # BID-4
        return actions
    return [Action(name, Verb.PASS), Action(name, Verb.REDOUBLE)]  # BID-5


TURN_RULES = {
    AuctionStep.ROUND_ONE: "BID-1",
    AuctionStep.ROUND_TWO: "BID-2",
    AuctionStep.ANSWER: "BID-5",
    AuctionStep.REDOUBLE: "BID-5",
}


def diagnose_auction(state: HandState, action: Action, seat: int, turn: str) -> tuple[str, str]:
    verb = action.verb
    step = state.step
    assert step is not None
    if verb is Verb.PLAY:
        return "DRAW-1", "the auction is not over: cards are played after the draw"
    if verb in (Verb.MELD, Verb.NULLO, Verb.SLAM):
        rule = {Verb.MELD: "SPEC-2", Verb.NULLO: "SPEC-1", Verb.SLAM: "SPEC-3"}[verb]
        return rule, f"{verb.value} comes after the auction and the draw"
    if seat != state.to_act:
        return TURN_RULES[step], (f"it is {whose(turn)} turn to call, not "
                                  f"{whose(action.player, alone=True)}")
    turn_suit = state.turn_up.suit
    if step is AuctionStep.ROUND_ONE:
        if verb is Verb.BID:
            return "BID-1", ("in round one a player may only accept the turn-up's suit "
                             f"({turn_suit.word}) or pass")
        return "BID-5", "there is no bid to double or redouble"
    if step is AuctionStep.ROUND_TWO:
        if verb is Verb.ACCEPT:
            return "BID-2", "the turn-up's suit can only be accepted in round one"
        if verb is Verb.BID:
            return "BID-2", (f"{turn_suit.word} were refused in round one: name another suit "
                             "or No-trump")
        return "BID-5", "there is no bid to double or redouble"
    bid = state.bid
    assert bid is not None
    if step is AuctionStep.ANSWER:
        if verb is Verb.BID and action.strain == "NT":
            return "BID-4", "No-trump cannot be overcalled"
        if verb in (Verb.BID, Verb.ACCEPT):
            return "BID-4", "over a bid only No-trump may be called"
        return "BID-5", "only a doubled bid can be redoubled"
    if verb is Verb.DOUBLE:
        return "BID-5", "the bid is already doubled"
    return "BID-5", "after a Double the bidder may only redouble or pass"


def apply_call(state: HandState, action: Action, seat: int,
                history: tuple[Action, ...]) -> HandState:
    verb = action.verb
    step = state.step
    other = 1 - seat
    if verb is Verb.PASS:
        if step in (AuctionStep.ROUND_ONE, AuctionStep.ROUND_TWO):
            passes = state.passes + 1
            if passes == 4:
                return evolve(state, history=history, passes=4, phase=Phase.THROWN_IN,
                               step=None)  # BID-3
            next_step = AuctionStep.ROUND_TWO if passes == 2 else step
            return evolve(state, history=history, passes=passes, step=next_step,
                           to_act=other)
        return settle(state, history)  # BID-5: the bid stands
    if verb is Verb.ACCEPT:
        bid = Bid(seat, state.turn_up.suit.value, accepted_turn_up=True)
        return evolve(state, history=history, bid=bid, step=AuctionStep.ANSWER, to_act=other)
    if verb is Verb.BID:
        assert action.strain is not None
        bid = Bid(seat, action.strain, accepted_turn_up=False)
        return evolve(state, history=history, bid=bid, step=AuctionStep.ANSWER, to_act=other)
    if verb is Verb.DOUBLE:
        return evolve(state, history=history, multiplier=2, doubled_by=seat,
                       step=AuctionStep.REDOUBLE, to_act=other)
    # Redouble ends the auction.
    return settle(evolve(state, multiplier=4), history)


def settle(state: HandState, history: tuple[Action, ...]) -> HandState:
    """The auction is over: fix the contract and make the draw (DRAW-1, DRAW-2)."""
    bid = state.bid
    assert bid is not None
    contract = Contract(
        declarer=bid.seat,
        strain=bid.strain,
        multiplier=state.multiplier,
        accepted_turn_up=bid.accepted_turn_up,
        doubled_by=state.doubled_by,
    )
    draw = state.deal.draw
    hands: Hands = (state.hands[0] + draw[0], state.hands[1] + draw[1])
    defender = contract.defender
    nullo_open = state.rules.nullo_after_double or contract.doubled_by != defender
    return evolve(
        state,
        history=history,
        step=None,
        phase=Phase.DECLARING,
        auction_contract=contract,
        contract=contract,
        hands=hands,
        stage=Stage.NULLO if nullo_open else Stage.DEFENDER_MELDS,
        to_act=defender,
    )
