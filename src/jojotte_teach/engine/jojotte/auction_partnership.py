"""The auction of the partnership game (FOUR-2), as immutable values.

Round one from the dealer's left (accept or pass); if all four pass, round two
(another suit or No-trump, or pass); four passes in round two throw the hand in.
After the first bid the turn goes on round the table: pass, No-trump over a
standing suit bid (by anyone but its bidder; it cancels any double), double by an
opponent of the bidder, redouble by the bidder or his partner. Three passes in a
row after a bid, double or redouble end the auction.

>>> from jojotte_teach.engine.games import PARTNERSHIP
>>> a = start_partnership_auction(PARTNERSHIP, dealer=3, turn_up="S")
>>> a = call(a, Call("accept"))                  # seat 0 accepts spades
>>> [c.short() for c in calls(a)]                # seat 1, an opponent
['pass', 'bid NT', 'double']
>>> for verb in ("double", "redouble", "pass", "pass", "pass"):
...     a = call(a, Call(verb))
>>> a.step, a.bidder, a.multiplier, a.doubler
('over', 0, 4, 1)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..game import Game
from .calls import Bidding, Call, caller, opening_calls, opening_pass, opening_refusal, take_bid


@dataclass(frozen=True, slots=True)
class PartnershipAuction(Bidding):
    """Where a partnership auction stands: ``round one``, ``round two``, ``bidding``
    (after the first bid), ``over`` or ``thrown in``; ``passes`` are passes in a row."""

    def same_side(self, a: int, b: int) -> bool:
        """Partners, or the same player (FOUR-1)."""
        return self.game.side_of(a) == self.game.side_of(b)


def start_partnership_auction(game: Game, dealer: int, turn_up: str) -> PartnershipAuction:
    """The auction before the first call: the dealer's left speaks first (FOUR-2)."""
    return PartnershipAuction(game, dealer, turn_up, to_act=game.left_of(dealer))


def calls(a: PartnershipAuction) -> list[Call]:
    """The calls the player to act may make now, in HAND_RECORD.md's order."""
    seat = a.to_act
    if seat is None:
        return []
    opening = opening_calls(a)
    if opening is not None:
        return opening
    assert a.bidder is not None
    result = [Call("pass")]
    if a.strain != "NT" and seat != a.bidder:
        result.append(Call("bid", "NT"))  # FOUR-2: partner's bid included
    if a.multiplier == 1 and not a.same_side(seat, a.bidder):
        result.append(Call("double"))
    if a.multiplier == 2 and a.same_side(seat, a.bidder):
        result.append(Call("redouble"))
    return result


def call(a: PartnershipAuction, made: Call) -> PartnershipAuction:
    """The auction after a legal call by the player to act.

    Raises:
        ValueError: the call is not one of :func:`calls`.
    """
    seat = caller(a, made, calls(a))
    left = a.left(seat)
    if made.verb == "pass":
        if a.step in ("round one", "round two"):
            return opening_pass(a)
        passes = a.passes + 1
        if passes == 3:  # FOUR-2: three passes in a row after a bid, double or redouble
            return replace(a, step="over", passes=3, to_act=None)
        return replace(a, passes=passes, to_act=left)
    if made.verb in ("accept", "bid"):
        # A No-trump overcall cancels an earlier double and redouble (interpretation).
        return take_bid(a, made, "bidding")
    if made.verb == "double":
        return replace(a, doubler=seat, multiplier=2, passes=0, to_act=left)
    return replace(a, multiplier=4, passes=0, to_act=left)  # redouble


def refusal(a: PartnershipAuction, seat: int, made: Call) -> tuple[str, str]:
    """``(rule, reason)`` for a call that is not allowed now (FOUR-2)."""
    if a.step == "thrown in":
        return "FOUR-2", "four passes in round two threw the hand in"
    if a.step == "over":
        return "FOUR-2", "the auction is over: three players passed in a row"
    if seat != a.to_act:
        return "FOUR-2", "it is another player's turn to call"
    verb = made.verb
    opening = opening_refusal(a, made)
    if opening is not None:
        return "FOUR-2", opening
    assert a.bidder is not None
    if verb == "accept":
        return "FOUR-2", "the turn-up's suit can only be accepted in round one"
    if verb == "bid":
        if made.arg != "NT" or a.strain == "NT":
            return "FOUR-2", "over a suit bid only No-trump may be called, once"
        return "FOUR-2", "nobody may overcall a bid of their own"
    if verb == "double":
        if a.same_side(seat, a.bidder):
            return "FOUR-2", "only an opponent of the bidder may double"
        return "FOUR-2", "the bid is already doubled"
    if verb == "redouble":
        if not a.same_side(seat, a.bidder):
            return "FOUR-2", "only the bidder or the bidder's partner may redouble"
        return "FOUR-2", "only a doubled bid can be redoubled, once"
    return "FOUR-2", f"{verb} is not a call"
