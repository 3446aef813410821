"""The auction at three (THREE-2, THREE-3) and in cutthroat (CUT-1), as immutable values.

Round one from the dealer's left (accept or pass), round two (name another suit or
No-trump, or pass), the No-trump overcall after a suit bid (the bidder's left, then
his right), the double (the declarer's left, then his right), the third player's
siding, and the declarer's redouble.

>>> from jojotte_teach.engine.games import THREE
>>> a = start_auction(THREE, dealer=2, turn_up="H")
>>> a.to_act, [c.short() for c in calls(a)]
(0, ['pass', 'accept'])
>>> a = call(call(call(a, Call("accept")), Call("pass")), Call("pass"))
>>> a.step, a.to_act
('double', 1)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..game import Game
from .calls import Bidding, Call, caller, opening_calls, opening_pass, opening_refusal, take_bid

#: The steps of the auction, in HAND_RECORD.md's order.
STEPS = ("round one", "round two", "overcall", "double", "side", "redouble", "over",
         "thrown in")


@dataclass(frozen=True, slots=True)
class ThreeAuction(Bidding):
    """Where a three-player auction stands (the steps of :data:`STEPS`).

    Attributes:
        sider: the third player after a double; ``with_declarer`` his choice (THREE-3).
    """

    sider: int | None = None
    with_declarer: bool | None = None


def start_auction(game: Game, dealer: int, turn_up: str) -> ThreeAuction:
    """The auction before the first call: the dealer's left speaks first (THREE-2, CUT-1)."""
    return ThreeAuction(game, dealer, turn_up, to_act=game.players_of(dealer)[0])


def calls(a: ThreeAuction) -> list[Call]:
    """The calls the player to act may make now, in HAND_RECORD.md's order."""
    opening = opening_calls(a)  # THREE-2
    if opening is not None:
        return opening
    step = a.step
    if step == "overcall":
        return [Call("pass"), Call("bid", "NT")]  # THREE-2, BID-4
    if step == "double":
        return [Call("pass"), Call("double")]  # THREE-3
    if step == "side":
        return [Call("side", "declarer"), Call("side", "defender")]  # THREE-3
    if step == "redouble":
        return [Call("pass"), Call("redouble")]  # THREE-3
    return []


def call(a: ThreeAuction, made: Call) -> ThreeAuction:
    """The auction after a legal call by the player to act.

    Raises:
        ValueError: the call is not one of :func:`calls` (the engine checks first).
    """
    seat = caller(a, made, calls(a))
    step = a.step
    if step in ("round one", "round two"):
        if made.verb == "pass":
            return opening_pass(a)  # THREE-2: three passes, round two, or thrown in
        # THREE-2: after a suit bid the bidder's left, then his right, may say No-trump.
        return take_bid(a, made, "double" if made.arg == "NT" else "overcall")
    if step == "overcall":
        assert a.bidder is not None
        if made.verb == "bid":  # the first No-trump ends the bidding
            return replace(a, bidder=seat, strain="NT", accepted=False, step="double",
                           passes=0, to_act=a.left(seat))
        if a.passes == 0:
            return replace(a, passes=1, to_act=a.right(a.bidder))
        return replace(a, step="double", passes=0, to_act=a.left(a.bidder))
    if step == "double":
        assert a.bidder is not None
        if made.verb == "double":  # THREE-3: the doubler defends; the third player sides
            third = next(s for s in a.game.players_of(a.dealer) if s not in (a.bidder, seat))
            return replace(a, doubler=seat, multiplier=2, step="side", sider=third,
                           to_act=third)
        if a.passes == 0:
            return replace(a, passes=1, to_act=a.right(a.bidder))
        return replace(a, step="over", to_act=None)
    if step == "side":
        return replace(a, with_declarer=made.arg == "declarer", step="redouble",
                       to_act=a.bidder)
    # The redouble step: the declarer's answer ends the auction.
    return replace(a, multiplier=4 if made.verb == "redouble" else 2, step="over",
                   to_act=None)


def refusal(a: ThreeAuction, seat: int, made: Call) -> tuple[str, str]:
    """``(rule, reason)`` for a call that is not allowed now (THREE-2, THREE-3)."""
    if a.step == "thrown in":
        return "THREE-2", "three passes in round two threw the hand in"
    if a.step == "over":
        return "THREE-3", "the auction is over"
    if seat != a.to_act:
        if a.game.dealer_sits_out and seat == a.dealer:
            return "CUT-1", "the dealer sits out and never calls"
        return _turn_rule(a.step), "it is another player's turn to call"
    verb = made.verb
    opening = opening_refusal(a, made)
    if opening is not None:
        return "THREE-2", opening
    if a.step == "overcall":
        return "THREE-2", "over a suit bid only No-trump may be called"
    if a.step == "double":
        if verb == "bid":
            return "THREE-2", "the first No-trump ends the bidding"
        return "THREE-3", "only a pass or a double is possible now"
    if a.step == "side":
        return "THREE-3", "the third player sides with the declarer or with the defender"
    return "THREE-3", "only the declarer may redouble, and only one double per hand"


def _turn_rule(step: str) -> str:
    return "THREE-2" if step in ("round one", "round two", "overcall") else "THREE-3"
