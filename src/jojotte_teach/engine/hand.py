"""One hand as immutable data, at any table: the phase, the seats' cards, the tricks.

:class:`HandState` holds everything about one hand at one moment. What every game
of the family has (seats, hands, contract, melds, tricks) is a field; what only one
game needs lives in ``stage``, a value owned by that game's rules (its auction, then
what follows the draw). :mod:`.state` puts the game's rules together as
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
from .game import Game
from .interrogation import MeldOutcome
from .melds import Meld
from .rules import Rules


class Phase(Enum):
    """Where a hand stands."""

    AUCTION = "auction"
    DECLARING = "declaring"  # after the draw: Nullo, melds, Slam, the dix
    PLAY = "play"
    OVER = "over"
    THROWN_IN = "thrown in"


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
        cards: the cards in the order they were played, the card led first.
        winner: the seat that won it (PLAY-5).
        announcements: ``"jo"``/``"jotte"``/``None`` with each card (JOJ-2).
        seats: who played each card, the leader first.
    """

    leader: int
    cards: tuple[Card, ...]
    winner: int
    announcements: tuple[str | None, ...]
    seats: tuple[int, ...]

    def card_of(self, seat: int) -> Card:
        """The card this seat played to the trick."""
        return self.cards[self.seats.index(seat)]


#: Each seat's cards, in seat order.
Hands = tuple[tuple[Card, ...], ...]


@dataclass(frozen=True)
class HandState:
    """Everything about one hand at one moment, at any table. Never changed: :func:`apply`
    makes new ones. Build the first state with :func:`~.state.new_hand`.

    Attributes:
        game: the game being played (its seats, sides and rules).
        rules: the rule profile.
        players: the names, in seat order (clockwise).
        deal: where the cards lay before the first call.
        phase: where the hand stands.
        to_act: the seat whose turn it is.
        hands: each seat's cards now.
        turn_up: the face-up card (the seven of trumps after the dix).
        history: every action so far, in order.
        stage: the game's own part of the hand, owned by its rules: the auction as it
            stands, then what follows the draw (Nullo, Slam, the defence); ``None``
            once the play has begun.
        auction_contract, contract: the auction's contract and the final one.
        melds: each seat's declared melds.
        meld_outcome: the interrogation between two players (MELD-5), once settled.
        meld_points: the meld points each seat scores, once the melds are settled.
        dix_by: the seat that took the dix (DIX-1), if any.
        active: the seats that play the cards, in the order they play to a trick led
            by the first (THREE-8: the active defender and the declarer).
        leader: the seat that leads (or led) the trick in progress.
        trick, trick_announcements: the cards of the trick in progress, and what was
            said with each (JOJ-2).
        tricks: the finished tricks.
        jo, jojotte: each seat's announcements so far (JOJ-2).
    """

    game: Game
    rules: Rules
    players: tuple[str, ...]
    deal: Deal
    phase: Phase
    to_act: int
    hands: Hands
    turn_up: Card
    history: tuple[Action, ...]
    stage: object | None
    melds: tuple[tuple[Meld, ...], ...]
    active: tuple[int, ...]
    jo: tuple[bool, ...]
    jojotte: tuple[bool, ...]
    auction_contract: Contract | None = None
    contract: Contract | None = None
    meld_outcome: MeldOutcome | None = None
    meld_points: tuple[int, ...] = ()
    dix_by: int | None = None
    leader: int = 0
    trick: tuple[Card, ...] = ()
    trick_announcements: tuple[str | None, ...] = ()
    tricks: tuple[Trick, ...] = ()

    @property
    def dealer(self) -> int:
        """The dealer's seat."""
        return self.deal.dealer

    @property
    def player_to_act(self) -> str:
        """The name of the player whose turn it is."""
        return self.players[self.to_act]

    @property
    def is_over(self) -> bool:
        """Every trick played, or thrown in."""
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

    def played_by(self, seat: int) -> tuple[Card, ...]:
        """The cards a seat has played so far, the trick in progress included."""
        done = tuple(t.card_of(seat) for t in self.tricks if seat in t.seats)
        order = trick_order(self, self.leader, len(self.trick))
        return done + tuple(c for s, c in zip(order, self.trick, strict=True) if s == seat)


def trick_order(state: HandState, leader: int, count: int) -> tuple[int, ...]:
    """Who plays the first ``count`` cards of a trick led by ``leader``: the active seats
    in turn from the leader (PLAY-6, THREE-8, FOUR-7).

    >>> from jojotte_teach.engine import Deal, new_hand
    >>> trick_order(new_hand(Deal.from_seed(1), ("Ann", "Bob")), 1, 2)
    (1, 0)
    """
    return seats_in_order(state.active, leader, count)


def seats_in_order(active: tuple[int, ...], leader: int, count: int) -> tuple[int, ...]:
    """The first ``count`` of the seats in play, in turn from ``leader``.

    >>> seats_in_order((2, 0), 0, 2), seats_in_order((0, 1, 2, 3), 3, 4)
    ((0, 2), (3, 0, 1, 2))
    """
    if count == 0:
        return ()
    start = active.index(leader)
    return tuple(active[(start + i) % len(active)] for i in range(count))


def evolve(state: HandState, **changes: Any) -> HandState:
    """A copy of a state with some fields changed.

    ``dataclasses.replace`` runs ``__init__`` over all the fields; copying the instance
    dictionary is several times faster, and every move makes a new state.
    """
    new = object.__new__(HandState)
    fields = new.__dict__
    fields.update(state.__dict__)
    fields.update(changes)
    return new
