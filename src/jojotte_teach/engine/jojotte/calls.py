"""What every auction of the family shares: a call, and the draw that ends the auction.

Each auction (:mod:`.auction_two`, :mod:`.auction_three`, :mod:`.auction_partnership`)
is an immutable value kept in ``state.stage`` while it lasts; it offers
:class:`Call` values, and the engine's actions are made from them here. When the
auction is over, :func:`draw` fixes the contract and deals the draw (DRAW-1,
THREE-1, FOUR-3).

>>> Call("bid", "NT").short(), as_action("Ann", Call("side", "declarer"))
('bid NT', Action.parse('Ann side declarer'))
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Protocol, TypeVar

from ..actions import Action, Verb
from ..game import Game
from ..hand import Contract, HandState, Phase, evolve


@dataclass(frozen=True, slots=True)
class Call:
    """One call: ``pass``, ``accept``, ``bid`` with a strain, ``double``, ``redouble``,
    ``side`` with ``declarer`` or ``defender``, or a choice after the draw at three
    (``defend``, ``withdraw``, ``nullo``, ``slam``)."""

    verb: str
    arg: str | None = None

    def short(self) -> str:
        """As a record writes it, without the player: ``bid NT``, ``side declarer``."""
        return self.verb if self.arg is None else f"{self.verb} {self.arg}"


class Auction(Protocol):
    """What the engine and the draw read off an auction of any table."""

    @property
    def step(self) -> str:
        """Where it stands: ``over`` and ``thrown in`` end it."""
        ...

    @property
    def to_act(self) -> int | None:
        """The seat to call, ``None`` once it is over."""
        ...

    @property
    def bidder(self) -> int | None:
        """The seat whose bid stands."""
        ...

    @property
    def strain(self) -> str | None:
        """The standing bid's strain."""
        ...

    @property
    def accepted(self) -> bool:
        """The standing bid is round one's acceptance of the turn-up's suit."""
        ...

    @property
    def doubler(self) -> int | None:
        """Who doubled, if anyone."""
        ...

    @property
    def multiplier(self) -> int:
        """1, 2 after a double, 4 after a redouble (BID-6)."""
        ...


@dataclass(frozen=True, slots=True)
class Bidding:
    """An auction as every table of the family keeps it; each auction adds its own steps.

    Attributes:
        game: the game played.
        dealer: the dealer's seat.
        turn_up: the turn-up's suit letter.
        step: ``round one``, ``round two``, the auction's own steps after a bid, then
            ``over`` or ``thrown in``.
        to_act: the seat to call, ``None`` once the auction is over.
        passes: passes so far in this step.
        bidder: the seat whose bid stands; ``strain`` its strain; ``accepted`` it is
            round one's acceptance of the turn-up's suit (DIX-1).
        doubler: who doubled the standing bid; ``multiplier`` 1, 2 or 4 (BID-6).
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

    def left(self, seat: int) -> int:
        """The next player clockwise in this hand (CUT-1 skips the dealer)."""
        return self.game.left_of(seat, self.dealer)

    def right(self, seat: int) -> int:
        """The previous player clockwise in this hand."""
        return self.game.right_of(seat, self.dealer)

    @property
    def first(self) -> int:
        """Who speaks first in each round: the dealer's left (BID-1, THREE-2, FOUR-2)."""
        return self.game.players_of(self.dealer)[0]


B = TypeVar("B", bound=Bidding)
_SUITS = ("S", "H", "D", "C")


def opening_calls(a: Bidding) -> list[Call] | None:
    """Round one: pass or accept the turn-up's suit; round two: pass, another suit, or
    No-trump (BID-1, BID-2, THREE-2, FOUR-2). ``None`` after the rounds."""
    if a.step == "round one":
        return [Call("pass"), Call("accept")]
    if a.step == "round two":
        return [Call("pass"), *(Call("bid", s) for s in (*_SUITS, "NT") if s != a.turn_up)]
    return None


def caller(a: Bidding, made: Call, offered: list[Call]) -> int:
    """The seat making ``made``, a call the auction offers it now.

    Raises:
        ValueError: the call is not offered (the engine checks first, citing the rule).
    """
    if made not in offered or a.to_act is None:
        raise ValueError(f"{made.short()} is not a call now")
    return a.to_act


def opening_pass(a: B) -> B:
    """A pass in round one or two: when everyone in the hand has passed, round two, or
    after it the hand is thrown in (BID-3, THREE-2, FOUR-2)."""
    assert a.to_act is not None
    passes = a.passes + 1
    players = len(a.game.players_of(a.dealer))
    if passes < players:
        return replace(a, passes=passes, to_act=a.left(a.to_act))
    if a.step == "round one":
        return replace(a, step="round two", passes=0, to_act=a.first)
    return replace(a, step="thrown in", passes=players, to_act=None)


def take_bid(a: B, made: Call, step: str) -> B:
    """An acceptance or a bid stands, cancelling any double (FOUR-2's No-trump overcall);
    the bidder's left speaks next, in ``step``."""
    assert a.to_act is not None
    strain = a.turn_up if made.verb == "accept" else made.arg
    return replace(a, step=step, bidder=a.to_act, strain=strain,
                   accepted=made.verb == "accept", doubler=None, multiplier=1, passes=0,
                   to_act=a.left(a.to_act))


def opening_refusal(a: Bidding, made: Call) -> str | None:
    """Why a call is refused in round one or two, or ``None`` after them."""
    if a.step == "round one":
        if made.verb == "bid":
            return "in round one a player may only accept the turn-up's suit or pass"
        return "there is no bid yet"
    if a.step == "round two":
        if made.verb == "accept":
            return "the turn-up's suit can only be accepted in round one"
        if made.verb == "bid":
            return "the turn-up's suit was refused in round one: name another"
        return "there is no bid yet"
    return None


_VERBS = {v.value: v for v in Verb}


def as_action(name: str, call: Call) -> Action:
    """A call or choice as an engine action."""
    verb = _VERBS[call.verb]
    if verb is Verb.BID:
        return Action(name, verb, strain=call.arg)
    if verb is Verb.SIDE:
        return Action(name, verb, side=call.arg)
    return Action(name, verb)


def as_call(action: Action) -> Call:
    """An engine action as a call or choice."""
    return Call(action.verb.value, action.strain or action.side)


def actions_of(state: HandState, calls: list[Call]) -> list[Action]:
    """The calls of the player to act, as actions."""
    name = state.players[state.to_act]
    return [as_action(name, c) for c in calls]


def draw(state: HandState, auction: Auction, history: tuple[Action, ...]) -> HandState:
    """The auction is over: the contract is fixed and each player draws (DRAW-1, DRAW-2,
    THREE-1, FOUR-3). The game's rules then say who speaks next."""
    assert auction.bidder is not None and auction.strain is not None
    contract = Contract(auction.bidder, auction.strain, auction.multiplier, None,
                        auction.accepted, auction.doubler)
    drawn = state.deal.draw
    hands = tuple(hand + drawn[s] for s, hand in enumerate(state.hands))
    return evolve(state, history=history, hands=hands, phase=Phase.DECLARING,
                  auction_contract=contract, contract=contract)
