"""The auction of the two-player game (BID-1 to BID-6), as immutable values.

Round one: the non-dealer, then the dealer, accepts the turn-up's suit or passes
(BID-1). Round two, after two passes: each may name another suit or No-trump, or
pass (BID-2); four passes throw the hand in (BID-3). The answer to a bid: pass, No-
trump over a suit (BID-4), or double (BID-5); the answer to a double: pass or
redouble (BID-5). The bid that stands is the contract (BID-6).

>>> from jojotte_teach.engine.games import TWO
>>> a = start_auction(TWO, dealer=1, turn_up="H")
>>> a.to_act, [c.short() for c in calls(a)]
(0, ['pass', 'accept'])
>>> a = call(call(a, Call("accept")), Call("double"))
>>> a.step, a.to_act, a.multiplier, [c.short() for c in calls(a)]
('redouble', 0, 2, ['pass', 'redouble'])
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..actions import Action, Verb
from ..errors import whose
from ..game import Game
from ..hand import HandState
from .calls import Bidding, Call, caller, opening_calls, opening_pass, take_bid

#: The rule that gives the turn in each step.
TURN_RULES = {"round one": "BID-1", "round two": "BID-2", "answer": "BID-5",
              "redouble": "BID-5"}


@dataclass(frozen=True, slots=True)
class TwoAuction(Bidding):
    """Where a two-player auction stands: ``round one``, ``round two``, ``answer`` (to a
    bid), ``redouble`` (the answer to a double), ``over`` or ``thrown in``."""


def start_auction(game: Game, dealer: int, turn_up: str) -> TwoAuction:
    """The auction before the first call: the non-dealer speaks first (BID-1)."""
    return TwoAuction(game, dealer, turn_up, to_act=game.opponent_of(dealer))


def calls(a: TwoAuction) -> list[Call]:
    """The calls the player to act may make now, in HAND_RECORD.md's order."""
    opening = opening_calls(a)  # BID-1, BID-2
    if opening is not None:
        return opening
    if a.step == "answer":
        answers = [Call("pass"), Call("double")]  # BID-5
        if a.strain != "NT":
            answers.append(Call("bid", "NT"))  # BID-4
        return answers
    if a.step == "redouble":
        return [Call("pass"), Call("redouble")]  # BID-5
    return []


def call(a: TwoAuction, made: Call) -> TwoAuction:
    """The auction after a legal call by the player to act.

    Raises:
        ValueError: the call is not one of :func:`calls` (the engine checks first).
    """
    seat = caller(a, made, calls(a))
    if made.verb == "pass":
        if a.step in ("round one", "round two"):
            return opening_pass(a)  # BID-2, BID-3
        return replace(a, step="over", to_act=None)  # BID-5: the bid stands
    if made.verb in ("accept", "bid"):
        return take_bid(a, made, "answer")
    if made.verb == "double":
        return replace(a, multiplier=2, doubler=seat, step="redouble", to_act=a.left(seat))
    return replace(a, multiplier=4, step="over", to_act=None)  # a redouble ends it


def rule_of(a: TwoAuction, made: Call) -> str:
    """The rule that allows a legal call."""
    if a.step == "round one":
        return "BID-1"
    if a.step == "round two":
        return "BID-2"
    return "BID-4" if made.verb == "bid" else "BID-5"


def refusal(state: HandState, a: TwoAuction, action: Action, seat: int) -> tuple[str, str]:
    """``(rule, reason)`` for an action that is not allowed during the auction."""
    verb = action.verb
    if verb is Verb.PLAY:
        return "DRAW-1", "the auction is not over: cards are played after the draw"
    if verb in (Verb.MELD, Verb.NULLO, Verb.SLAM):
        rule = {Verb.MELD: "SPEC-2", Verb.NULLO: "SPEC-1", Verb.SLAM: "SPEC-3"}[verb]
        return rule, f"{verb.value} comes after the auction and the draw"
    assert a.to_act is not None
    turn = state.players[a.to_act]
    if seat != a.to_act:
        return TURN_RULES[a.step], (f"it is {whose(turn)} turn to call, not "
                                    f"{whose(action.player, alone=True)}")
    turn_suit = state.turn_up.suit
    if a.step == "round one":
        if verb is Verb.BID:
            return "BID-1", ("in round one a player may only accept the turn-up's suit "
                             f"({turn_suit.word}) or pass")
        return "BID-5", "there is no bid to double or redouble"
    if a.step == "round two":
        if verb is Verb.ACCEPT:
            return "BID-2", "the turn-up's suit can only be accepted in round one"
        if verb is Verb.BID:
            return "BID-2", (f"{turn_suit.word} were refused in round one: name another suit "
                             "or No-trump")
        return "BID-5", "there is no bid to double or redouble"
    if a.step == "answer":
        if verb is Verb.BID and action.strain == "NT":
            return "BID-4", "No-trump cannot be overcalled"
        if verb in (Verb.BID, Verb.ACCEPT):
            return "BID-4", "over a bid only No-trump may be called"
        return "BID-5", "only a doubled bid can be redoubled"
    if verb is Verb.DOUBLE:
        return "BID-5", "the bid is already doubled"
    return "BID-5", "after a Double the bidder may only redouble or pass"
