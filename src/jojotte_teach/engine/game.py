"""A game as a value: its seats, sides, deal and targets as data, and its rules as one object.

A :class:`Game` says how many seats a table has, who sits out, who plays with whom,
how many tricks are played and what wins a game; its ``rules`` object (the
:class:`GameRules` interface) says what may be done at each step. The engine asks
the game instead of assuming two players, and every shared part (the trick play,
the melds, views, records, the score sheet, the players and the card table) takes
any game. Seats are numbered clockwise in the order of the players' names; "left"
is the next seat clockwise (RULES.md, "Three and four players").

>>> get_game("partnership").partner_of(0), get_game("partnership").side_of(3)
(2, 1)
>>> get_game("three").left_of(2), get_game("two").opponent_of(1)
(0, 0)
>>> cut = get_game("cutthroat")
>>> cut.left_of(3, dealer=0), cut.left_of(1, dealer=2)
(1, 3)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from .cards import card_points
from .errors import InvalidRecordError, quoted

if TYPE_CHECKING:
    from .actions import Action
    from .cards import Card, Suit
    from .deal import Deal
    from .hand import HandState
    from .melds import Meld
    from .rules import Rules
    from .scoring import HandScore


class GameRules(Protocol):
    """What the engine asks of a game's own rules. One object per game.

    ``legal_actions``, ``apply`` and ``explain`` (:mod:`.state`) ask it at every step;
    views, records, scoring and the invariants ask it what only the game knows.

    Attributes:
        cards_form: a record may give the deal as each player's cards (HAND_RECORD.md's
            two-player form), not only as a deck.
        thrown_in: the rule and the words for a hand nobody bid (BID-3, THREE-2, FOUR-2).
    """

    cards_form: bool
    thrown_in: tuple[str, str]

    def deal(self, game: Game, deck: tuple[Card, ...], dealer: int) -> Deal:
        """Deal a whole deck, top first, as the game deals (HAND_RECORD.md)."""
        ...

    def start(self, game: Game, deal: Deal, players: tuple[str, ...],
              rules: Rules) -> HandState:
        """The state before the first call."""
        ...

    def allowed_cards(self, state: HandState) -> list[Card]:
        """The cards the player to act may play to the trick in progress."""
        ...

    def legal_actions(self, state: HandState) -> list[Action]:
        """Every action allowed now, for any seat."""
        ...

    def apply(self, state: HandState, action: Action) -> HandState:
        """The state after an action that :meth:`legal_actions` offers."""
        ...

    def refusal(self, state: HandState, action: Action) -> tuple[str, str]:
        """``(rule, reason)`` for an action that is not legal now."""
        ...

    def rule_of(self, state: HandState, action: Action) -> str:
        """The rule that allows a legal action."""
        ...

    def score(self, state: HandState, prison: int) -> HandScore:
        """The score of a finished or thrown-in hand."""
        ...

    def meld_order(self, state: HandState) -> tuple[int, ...]:
        """Who declares melds after the draw, in the order they speak."""
        ...

    def opening_leader(self, state: HandState) -> int:
        """The seat that leads to the first trick (PLAY-1, THREE-8, FOUR-7)."""
        ...

    def check_stage(self, state: HandState) -> None:
        """Check what only the game knows: whose turn it is in its auction and after
        the draw (raises :class:`~jojotte_teach.engine.invariants.InvariantError`)."""
        ...

    def thrown_in_score(self, game: Game, players: tuple[str, ...], prison: int) -> HandScore:
        """A hand nobody bid: nothing scored, the prison stays as it was."""
        ...

    def dealer_rule(self, game: Game) -> str:
        """The rule that says who deals the next hand of a session."""
        ...

    def dealer_words(self, name: str) -> str:
        """Who deals next, in words ("the deal passes to the left, to Cat")."""
        ...

    def shown_melds(self, state: HandState) -> tuple[tuple[Meld, ...], ...]:
        """The melds each seat has shown to the table so far."""
        ...

    def implicit(self, state: HandState, action: Action) -> list[Action]:
        """The actions a record leaves out before this one (HAND_RECORD.md)."""
        ...

    def is_written(self, state: HandState, action: Action) -> bool:
        """Whether a record writes this action, taken in this state."""
        ...

    def next_dealer(self, game: Game, dealer: int, thrown_in: bool, rules: Rules) -> int:
        """Who deals the next hand of a session."""
        ...

    def deck_of(self, deal: Deal) -> tuple[Card, ...]:
        """The deck, top first, that deals exactly this deal (what a record writes)."""
        ...

    def check_deal(self, deal: Deal) -> None:
        """Refuse a deal that does not fit the game's schedule (raises InvalidRecordError)."""
        ...

    def profile(self, name: str | None) -> Rules:
        """The rule profile of this name (the game's default when ``None``)."""
        ...


@dataclass(frozen=True, slots=True)
class GameEnd:
    """A game decided after a hand: the column that won it, or ``None`` for a drawn or
    tied game (KLAB-22, BEL-26)."""

    winner: int | None


# The questions below are asked only of a game whose rules answer them; every Jo-Jotte
# game answers none, and the engine then does what Jo-Jotte does (a rubber, the deal made
# before the auction, SCO-1's card values, the text accounts of ``render``).


@runtime_checkable
class PlaysOneGame(Protocol):
    """A game whose session is one game to a target, without a rubber (KLAB-22, BEL-26).

    Attributes:
        game_rule: the rule that says when the game is decided and who wins it.
    """

    game_rule: str

    def game_end(self, game: Game, totals: tuple[int, ...]) -> GameEnd | None:
        """The game's result given each column's total after a hand, or ``None`` while it
        is undecided."""
        ...


@runtime_checkable
class DealsAfterAuction(Protocol):
    """A game whose deal is completed after the auction, as its result says (BEL-9)."""

    def dealt(self, state: HandState) -> Deal:
        """The deal as far as it has been made in this state: after the auction, with
        each seat's later cards and no stock left."""
        ...


@runtime_checkable
class OwnCardValues(Protocol):
    """A game whose cards are worth other points than Jo-Jotte's (BEL-4, not SCO-1).

    Attributes:
        card_values_rule: the rule that gives the values.
    """

    card_values_rule: str

    def card_points(self, card: Card, trump: Suit | None) -> int:
        """What a card is worth in a trick won."""
        ...


@runtime_checkable
class OwnMelds(Protocol):
    """A game whose melds are its own, declared without a turn between the bidding and the
    first card; a pass offered then changes nothing (KLAB-9 to KLAB-12, BEL-10 to BEL-13).

    Attributes:
        own_meld_rule: the rule that says who may declare, and when.
    """

    own_meld_rule: str

    def meld_value(self, meld: Meld) -> int:
        """What a declared meld is worth to the side that scores it."""
        ...


@runtime_checkable
class OwnCardPlay(Protocol):
    """A game whose rules for the cards a follower may play are its own (BEL-16, BEL-17:
    overtrumping, and any card while the partner is winning)."""

    def allowed(self, hand: tuple[Card, ...], trick: tuple[Card, ...], trump: Suit | None, *,
                partner_winning: bool) -> list[Card]:
        """The cards of a hand that may be played to a trick."""
        ...

    def turn_up_holder(self, dealer: int, taker: int | None) -> int | None:
        """The seat known to hold the face-up card once the bidding is over (BEL-8: the
        taker), or ``None`` when it stays out of play."""
        ...


@runtime_checkable
class ScoresHandPoints(Protocol):
    """A two-player game that scores a hand from each player's hand points alone: card
    points, the last trick, Jo-Jotte and melds, nothing above the line (KLAB-19, KLAB-20)."""

    def hand_scores(self, bidder: int, hand_points: tuple[int, int]) -> tuple[int, int]:
        """What each seat scores for the hand."""
        ...


@runtime_checkable
class TellsActions(Protocol):
    """A game that says each action of a hand in words, for the plain-text account."""

    def telling(self, state: HandState, action: Action) -> str:
        """The action, taken in this state, as a sentence naming its rule."""
        ...


@dataclass(frozen=True, repr=False)
class Game:
    """One game of the family. Every field cites the rule it implements.

    Attributes:
        name: ``two``, ``three``, ``partnership`` or ``cutthroat`` (HAND_RECORD.md).
        seats: players at the table.
        rules: the game's own rules, asked by the engine at every step.
        partnerships: FOUR-1: seats 0 and 2 against 1 and 3 (else each plays for himself).
        dealer_sits_out: CUT-1: the dealer takes no cards and never acts.
        has_active_defender: THREE-4, CUT-1: three play the auction, two play the cards.
        hand_size: cards each player holds after the draw (DRAW-1, FOUR-3).
        tricks: tricks in a hand (PLAY-6; eight in a partnership, FOUR-3).
        game_target: points below the line that win a game (GAME-1, THREE-13, FOUR-9).
        rule: the umbrella rule ID of this game.
        deal_rule: the rule that deals its hands and passes the deal (DEAL-4, THREE-1, ...).
        title: the game's name in a sentence: "Jo-Jotte for three players".
        profiles: the names of its rule profiles, the default first (RULES.md's
            ``pagat`` and ``denexa``; FAMILY.md's own for Klaberjass and Belote).
    """

    name: str
    seats: int
    rules: GameRules = field(compare=False, repr=False)
    partnerships: bool = False
    dealer_sits_out: bool = False
    has_active_defender: bool = False
    hand_size: int = 9
    tricks: int = 9
    game_target: int = 80
    rule: str = "DEAL-2"
    deal_rule: str = "DEAL-4"
    title: str = ""
    profiles: tuple[str, ...] = ("pagat", "denexa")

    def __repr__(self) -> str:
        return f"get_game({self.name!r})"

    def players_of(self, dealer: int) -> tuple[int, ...]:
        """The seats that take part in a hand, from the dealer's left (CUT-1 skips him).

        >>> get_game("cutthroat").players_of(dealer=1)
        (2, 3, 0)
        >>> get_game("two").players_of(dealer=1)
        (0, 1)
        """
        order = tuple((dealer + 1 + i) % self.seats for i in range(self.seats))
        return order[:-1] if self.dealer_sits_out else order

    def left_of(self, seat: int, dealer: int | None = None) -> int:
        """The next seat clockwise; in cutthroat the dealer is skipped (CUT-1)."""
        left = (seat + 1) % self.seats
        if self.dealer_sits_out and left == dealer:
            left = (left + 1) % self.seats
        return left

    def right_of(self, seat: int, dealer: int | None = None) -> int:
        """The next seat anticlockwise; in cutthroat the dealer is skipped (CUT-1)."""
        right = (seat - 1) % self.seats
        if self.dealer_sits_out and right == dealer:
            right = (right - 1) % self.seats
        return right

    def opponent_of(self, seat: int) -> int:
        """The one opponent at a table of two (DEAL-2).

        Raises:
            ValueError: the table has more than two seats.
        """
        if self.seats != 2:
            raise ValueError(f"the {self.name} game has no single opponent")
        return (seat + 1) % 2

    def partner_of(self, seat: int) -> int | None:
        """The partner across the table (FOUR-1), or ``None`` where each plays alone."""
        return (seat + 2) % 4 if self.partnerships else None

    def side_of(self, seat: int) -> int:
        """The column a seat scores in: its partnership (0 or 1), else its own seat."""
        return seat % 2 if self.partnerships else seat

    @property
    def columns(self) -> int:
        """Columns of the score sheet: one per side in a partnership, else one per player."""
        return 2 if self.partnerships else self.seats

    def column_names(self, players: tuple[str, ...]) -> tuple[str, ...]:
        """The score sheet's column headings: ``Ann+Cat`` for a side (HAND_RECORD.md).

        >>> get_game("partnership").column_names(("Ann", "Bob", "Cat", "Dan"))
        ('Ann+Cat', 'Bob+Dan')
        """
        if self.partnerships:
            return (f"{players[0]}+{players[2]}", f"{players[1]}+{players[3]}")
        return players

    def opponents_of(self, seat: int) -> tuple[int, ...]:
        """The seats on the other side (partnership), or every other seat."""
        if self.partnerships:
            return ((seat + 1) % 4, (seat + 3) % 4)
        return tuple(s for s in range(self.seats) if s != seat)

    def per_seat(self, value: Any) -> tuple[Any, ...]:
        """One ``value`` for each seat: the start of every per-seat figure of a hand."""
        return (value,) * self.seats


#: Every registered game by name (filled by :mod:`.games`, the registry).
GAMES: dict[str, Game] = {}
#: The game of a record that names none (HAND_RECORD.md): two-player Jo-Jotte.
DEFAULT_GAME = "two"


def register(*games: Game) -> dict[str, Game]:
    """Add games to the registry by name, and return it.

    Raises:
        ValueError: a name is taken by another game.
    """
    for game in games:
        if GAMES.get(game.name, game) != game:
            raise ValueError(f"two games are called {game.name!r}")
        GAMES[game.name] = game
    return GAMES


def get_game(name: str | None = None) -> Game:
    """The registered game of this name (two-player Jo-Jotte when ``None``).

    Raises:
        InvalidRecordError: no game has this name.
    """
    try:
        return GAMES[DEFAULT_GAME if name is None else name]
    except (KeyError, TypeError):
        known = ", ".join(GAMES)
        shown = quoted(name) if isinstance(name, str) else "that"
        raise InvalidRecordError(f"unknown game {shown} (known: {known})") from None


def card_values(game: Game) -> Callable[[Card, Suit | None], int]:
    """What a card is worth in a trick won, in ``game``: its own values (BEL-4), else
    Jo-Jotte's (SCO-1, and KLAB-3, which keeps them).

    >>> from jojotte_teach.engine.cards import Card, Suit
    >>> [card_values(get_game(g))(Card("9S"), Suit.SPADES) for g in ("two", "belote")]
    [15, 14]
    """
    rules = game.rules
    if isinstance(rules, OwnCardValues):
        return rules.card_points
    return card_points
