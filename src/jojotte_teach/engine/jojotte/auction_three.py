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
from .calls import Call

#: The steps of the auction, in HAND_RECORD.md's order.
STEPS = ("round one", "round two", "overcall", "double", "side", "redouble", "over",
         "thrown in")
_SUITS = ("S", "H", "D", "C")


@dataclass(frozen=True, slots=True)
class ThreeAuction:
    """Where a three-player auction stands.

    Attributes:
        game: three or cutthroat.
        dealer: the dealer's seat.
        turn_up: the turn-up's suit letter.
        step: one of :data:`STEPS`.
        to_act: the seat to call, ``None`` once the auction is over.
        passes: passes so far in this step.
        bidder: the seat whose bid stands; ``strain`` its strain; ``accepted`` it is
            round one's acceptance of the turn-up suit (DIX-1).
        doubler: who doubled (THREE-3); ``multiplier`` 1, 2 or 4.
        sider: the third player after a double; ``with_declarer`` his choice.
    """

    game: Game
    dealer: int
    turn_up: str
    step: str = "round one"
    to_act: int | None = None
    passes: int = 0
    bidder: int | None = None
    strain: str | None = None
    accepted: bool = False
    doubler: int | None = None
    multiplier: int = 1
    sider: int | None = None
    with_declarer: bool | None = None

    def left(self, seat: int) -> int:
        """The next player clockwise in this hand (CUT-1 skips the dealer)."""
        return self.game.left_of(seat, self.dealer)

    def right(self, seat: int) -> int:
        """The previous player clockwise in this hand."""
        return self.game.right_of(seat, self.dealer)


def start_auction(game: Game, dealer: int, turn_up: str) -> ThreeAuction:
    """The auction before the first call: the dealer's left speaks first (THREE-2, CUT-1)."""
    first = game.players_of(dealer)[0]
    return ThreeAuction(game, dealer, turn_up, to_act=first)


def calls(a: ThreeAuction) -> list[Call]:
    """The calls the player to act may make now, in HAND_RECORD.md's order."""
    step = a.step
    if step == "round one":
        return [Call("pass"), Call("accept")]  # THREE-2
    if step == "round two":
        named = [Call("bid", s) for s in _SUITS if s != a.turn_up]  # THREE-2
        return [Call("pass"), *named, Call("bid", "NT")]
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
    if made not in calls(a) or a.to_act is None:
        raise ValueError(f"{made.short()} is not a call now")
    seat = a.to_act
    step = a.step
    if step in ("round one", "round two"):
        if made.verb == "pass":
            passes = a.passes + 1
            if passes < 3:
                return replace(a, passes=passes, to_act=a.left(seat))
            if step == "round one":  # THREE-2: three passes, round two
                return replace(a, step="round two", passes=0,
                               to_act=a.game.players_of(a.dealer)[0])
            return replace(a, step="thrown in", passes=3, to_act=None)  # THREE-2
        strain = a.turn_up if made.verb == "accept" else made.arg
        assert strain is not None
        bid = replace(a, bidder=seat, strain=strain, accepted=made.verb == "accept", passes=0)
        if strain == "NT":
            return replace(bid, step="double", to_act=a.left(seat))
        # THREE-2: after a suit bid the bidder's left, then his right, may say No-trump.
        return replace(bid, step="overcall", to_act=a.left(seat))
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
    if a.step == "round one":
        if verb == "bid":
            return "THREE-2", "in round one a player may only accept the turn-up's suit or pass"
        return "THREE-2", "there is no bid yet"
    if a.step == "round two":
        if verb == "accept":
            return "THREE-2", "the turn-up's suit can only be accepted in round one"
        if verb == "bid":
            return "THREE-2", "the turn-up's suit was refused in round one: name another"
        return "THREE-2", "there is no bid yet"
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
