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
from .calls import Call

_SUITS = ("S", "H", "D", "C")


@dataclass(frozen=True, slots=True)
class PartnershipAuction:
    """Where a partnership auction stands.

    Attributes:
        game: the partnership game.
        dealer: the dealer's seat.
        turn_up: the turn-up's suit letter.
        step: ``round one``, ``round two``, ``bidding`` (after the first bid),
            ``over`` or ``thrown in``.
        to_act: the seat to call, ``None`` once the auction is over.
        passes: passes in a row.
        bidder: the seat whose bid stands; ``strain`` its strain; ``accepted`` it is
            round one's acceptance of the turn-up's suit (FOUR-6).
        doubler: who doubled the standing bid; ``multiplier`` 1, 2 or 4.
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
    if a.step == "round one":
        return [Call("pass"), Call("accept")]
    if a.step == "round two":
        named = [Call("bid", s) for s in _SUITS if s != a.turn_up]
        return [Call("pass"), *named, Call("bid", "NT")]
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
    if made not in calls(a) or a.to_act is None:
        raise ValueError(f"{made.short()} is not a call now")
    seat = a.to_act
    left = a.game.left_of(seat)
    if made.verb == "pass":
        passes = a.passes + 1
        if a.step in ("round one", "round two"):
            if passes < 4:
                return replace(a, passes=passes, to_act=left)
            if a.step == "round one":
                return replace(a, step="round two", passes=0, to_act=a.game.left_of(a.dealer))
            return replace(a, step="thrown in", passes=4, to_act=None)
        if passes == 3:  # FOUR-2: three passes in a row after a bid, double or redouble
            return replace(a, step="over", passes=3, to_act=None)
        return replace(a, passes=passes, to_act=left)
    if made.verb in ("accept", "bid"):
        strain = a.turn_up if made.verb == "accept" else made.arg
        # A No-trump overcall cancels an earlier double and redouble (interpretation).
        return replace(a, step="bidding", bidder=seat, strain=strain,
                       accepted=made.verb == "accept", doubler=None, multiplier=1, passes=0,
                       to_act=left)
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
    if a.step == "round one":
        if verb == "bid":
            return "FOUR-2", "in round one a player may only accept the turn-up's suit or pass"
        return "FOUR-2", "there is no bid yet"
    if a.step == "round two":
        if verb == "accept":
            return "FOUR-2", "the turn-up's suit can only be accepted in round one"
        if verb == "bid":
            return "FOUR-2", "the turn-up's suit was refused in round one: name another"
        return "FOUR-2", "there is no bid yet"
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
