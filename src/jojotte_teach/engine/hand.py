"""One hand as immutable data: the phase, the seats' cards, the auction, the tricks.

:class:`HandState` holds everything about one hand at one moment; the modules of
each phase (:mod:`.auction`, :mod:`.declaring`, :mod:`.play`) say what may be done
and make the next state, and :mod:`.state` puts them together as
``legal_actions``, ``apply`` and ``explain``.

>>> from jojotte_teach.engine import Deal, new_hand
>>> state = new_hand(Deal.from_seed(1, dealer=1), ("Ann", "Bob"))
>>> state.phase, state.player_to_act, len(state.hands[0])
(<Phase.AUCTION: 'auction'>, 'Ann', 6)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from .actions import Action, strain_name, strain_suit
from .cards import Card, Suit
from .deal import Deal
from .errors import InvalidNotationError, quoted
from .game import TWO, Game
from .melds import (
    Meld,
    MeldOutcome,
)
from .partnership_auction import PartnershipAuction
from .rules import PAGAT, Rules
from .table_auction import TableAuction
from .table_defence import TableDefence


class Phase(Enum):
    """Where a hand stands."""

    AUCTION = "auction"
    DECLARING = "declaring"  # after the draw: Nullo, melds, Slam, the dix
    PLAY = "play"
    OVER = "over"
    THROWN_IN = "thrown in"


class AuctionStep(Enum):
    """The auction's moments (BID-1 to BID-5)."""

    ROUND_ONE = "round one"
    ROUND_TWO = "round two"
    ANSWER = "answer to a bid"
    REDOUBLE = "answer to a double"


class Stage(Enum):
    """The order of speaking after the draw (SPEC-1 to SPEC-4)."""

    NULLO = 1
    DEFENDER_MELDS = 2
    SLAM = 3
    BIDDER_MELDS = 4


@dataclass(frozen=True, slots=True)
class Bid:
    """The standing bid of the auction.

    Attributes:
        seat: who made it.
        strain: ``S H D C`` or ``NT``.
        accepted_turn_up: it is round one's acceptance of the turn-up suit.
    """

    seat: int
    strain: str
    accepted_turn_up: bool


@dataclass(frozen=True, slots=True)
class Contract:
    """A contract: the auction's, or the final one after Nullo or Slam.

    Attributes:
        declarer: the seat that must make it (the Nullo bidder on a Nullo hand).
        strain: ``S H D C`` or ``NT`` (``NT`` on a Nullo hand).
        multiplier: 1, 2 after a Double, 4 after a Redouble (BID-6).
        special: ``None``, ``"nullo"`` or ``"slam"``.
        accepted_turn_up: round one's acceptance of the turn-up suit (DIX-1).
        doubled_by: the seat that doubled, if any.
    """

    declarer: int
    strain: str
    multiplier: int = 1
    special: str | None = None
    accepted_turn_up: bool = False
    doubled_by: int | None = None
    #: The trump suit; ``None`` at No-trump and on a Nullo hand. Worked out once: play
    #: asks for it at every card.
    trump: Suit | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        trump = None if self.special == "nullo" else strain_suit(self.strain)
        object.__setattr__(self, "trump", trump)

    @property
    def defender(self) -> int:
        """The declarer's opponent."""
        return 1 - self.declarer

    def describe(self, names: tuple[str, ...]) -> str:
        """In words: ``Bob: hearts, doubled``, ``Ann: Nullo``."""
        if self.special == "nullo":
            return f"{names[self.declarer]}: Nullo"
        text = f"{names[self.declarer]}: {strain_name(self.strain)}"
        if self.special == "slam":
            text += ", Slam"
        if self.multiplier == 2:
            text += ", doubled"
        elif self.multiplier == 4:
            text += ", redoubled"
        return text


@dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick.

    Attributes:
        leader: the seat that led.
        cards: the card led, then the card played to it.
        winner: the seat that won it (PLAY-5).
        announcements: ``"jo"``/``"jotte"``/``None`` with each card (JOJ-2).
        seats: who played each card, at three and four (two players: leader first).
    """

    leader: int
    cards: tuple[Card, ...]
    winner: int
    announcements: tuple[str | None, ...] = (None, None)
    seats: tuple[int, ...] = ()

    def card_of(self, seat: int) -> Card:
        """The card this seat played to the trick."""
        if self.seats:
            return self.cards[self.seats.index(seat)]
        return self.cards[0] if seat == self.leader else self.cards[1]


#: Each seat's cards, in seat order.
Hands = tuple[tuple[Card, ...], ...]


@dataclass(frozen=True)
class HandState:
    """Everything about one hand at one moment. Never changed: :func:`apply` makes new ones.

    Build the first state with :func:`new_hand`.
    """

    rules: Rules
    players: tuple[str, ...]
    deal: Deal
    phase: Phase
    to_act: int
    hands: Hands
    turn_up: Card
    history: tuple[Action, ...] = ()
    # The auction
    step: AuctionStep | None = AuctionStep.ROUND_ONE
    passes: int = 0
    bid: Bid | None = None
    multiplier: int = 1
    doubled_by: int | None = None
    # After the draw
    auction_contract: Contract | None = None
    contract: Contract | None = None
    stage: Stage | None = None
    melds: tuple[tuple[Meld, ...], ...] = ((), ())
    dix_by: int | None = None
    meld_outcome: MeldOutcome | None = None
    # The play
    leader: int = 0
    trick: tuple[Card, ...] = ()
    trick_announcements: tuple[str | None, ...] = ()
    tricks: tuple[Trick, ...] = ()
    jo: tuple[bool, ...] = (False, False)
    jojotte: tuple[bool, ...] = (False, False)
    # Three and four players (HAND_RECORD.md, "Three and four players")
    game: Game = TWO
    #: The auction at three (THREE-2, THREE-3) or in a partnership (FOUR-2).
    calls: TableAuction | PartnershipAuction | None = None
    #: After the draw at three: who defends, Nullo, Slam (THREE-4 to THREE-7).
    defence: TableDefence | None = None
    #: The seats that play the cards: the declarer and the active defender at three.
    active: tuple[int, ...] = (0, 1)
    #: FOUR-4: who bid Nullo and Slam; a meld, the dix or a card closes the special bids.
    nullo_by: int | None = None
    slam_by: int | None = None
    specials_closed: bool = False
    #: The meld points each seat scores, once the melds are settled (MELD-3, FOUR-5).
    meld_points: tuple[int, ...] = ()

    @property
    def dealer(self) -> int:
        """The dealer's seat."""
        return self.deal.dealer

    @property
    def non_dealer(self) -> int:
        """The non-dealer's seat: he speaks first (BID-1)."""
        return 1 - self.deal.dealer

    @property
    def player_to_act(self) -> str:
        """The name of the player whose turn it is."""
        return self.players[self.to_act]

    @property
    def is_over(self) -> bool:
        """All nine tricks played, or thrown in."""
        return self.phase in (Phase.OVER, Phase.THROWN_IN)

    @property
    def information_card(self) -> Card | None:
        """The information card, face up once the draw is made (DRAW-2)."""
        return None if self.phase in (Phase.AUCTION, Phase.THROWN_IN) else (
            self.deal.information_card)

    @property
    def trump(self) -> Suit | None:
        """The trump suit in play, if any."""
        return None if self.contract is None else self.contract.trump

    def seat_of(self, player: str) -> int:
        """The seat of a player by name.

        Raises:
            InvalidNotationError: no such player.
        """
        if player == self.players[0]:
            return 0
        if player == self.players[1]:
            return 1
        if player in self.players:
            return self.players.index(player)
        raise InvalidNotationError(
            f"{quoted(player)} is not a player here (the players are "
            f"{', '.join(self.players[:-1])} and {self.players[-1]})"
        )

    def tricks_won(self, seat: int) -> int:
        """How many tricks a seat has won so far."""
        return sum(1 for t in self.tricks if t.winner == seat)

    def won_cards(self, seat: int) -> tuple[Card, ...]:
        """The cards in the tricks a seat has won."""
        return tuple(c for t in self.tricks if t.winner == seat for c in t.cards)


def new_hand(deal: Deal, players: tuple[str, ...] = ("North", "South"),
             rules: Rules = PAGAT) -> HandState:
    """The state before the first call: six cards each, the turn-up face up (DEAL-2, DEAL-3).

    Raises:
        InvalidNotationError: the two names are equal, empty or contain spaces.
    """
    a, b = players
    for name in players:
        if not name or not name.isprintable() or any(ch.isspace() for ch in name):
            raise InvalidNotationError(f'{quoted(name)} cannot be a player\'s name (no spaces)')
    if a == b:
        raise InvalidNotationError(f'the two players cannot both be called {quoted(a)}')
    return HandState(
        rules=rules,
        players=(a, b),
        deal=deal,
        phase=Phase.AUCTION,
        to_act=1 - deal.dealer,
        hands=(deal.hands[0], deal.hands[1]),
        turn_up=deal.turn_up,
    )


def evolve(state: HandState, **changes: Any) -> HandState:
    """A copy of a state with some fields changed.

    ``dataclasses.replace`` runs ``__init__`` over all thirty fields; copying the
    instance dictionary is several times faster, and every move makes a new state.
    """
    new = object.__new__(HandState)
    fields = new.__dict__
    fields.update(state.__dict__)
    fields.update(changes)
    return new

