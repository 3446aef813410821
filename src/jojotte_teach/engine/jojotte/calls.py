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

from dataclasses import dataclass
from typing import Protocol

from ..actions import Action, Verb
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
