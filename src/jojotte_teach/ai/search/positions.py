"""A position in the play of the cards, for any number of hands (PLAY, FOUR-7, SCO-1).

:class:`PlayPosition` holds what the rest of a hand depends on: the cards each hand
still holds, the trump suit, the leader and the trick under way. The cards allowed
are the engine's (:func:`~jojotte_teach.engine.tricks.cards_allowed`), the same at
every table. Each game's position is a subclass that says how many hands it has,
how many cards each may hold and which rules a card that may not be played breaks:
:class:`Position`, two hands (the two-player game, the active pair at three), and
:class:`PartnershipPosition`, four hands in partnership.

>>> Position.from_text("AS 7H", "10S 8H").play(Card("AS")).trick
(Card('AS'),)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar, Self

from ...engine.belote.play import allowed
from ...engine.belote.play import card_points as belote_points
from ...engine.cards import Card, Suit, beats, card_points, parse_cards
from ...engine.tricks import cards_allowed

__all__ = ["BelotePosition", "PartnershipPosition", "PlayPosition", "Position"]

_LAST_TRICK = 10  # SCO-1, FOUR-8
_NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


@dataclass(frozen=True)
class PlayPosition:
    """A position in the play, as far as the rest of the hand depends on it.

    Attributes:
        hands: the cards each seat still holds, clockwise; a card already played to
            the current trick is in ``trick``, not in its player's hand.
        trump: the trump suit, or ``None`` at No-trump (and Nullo).
        leader: the seat that leads (or has led) the current trick.
        trick: the cards already played to the current trick, from the leader's.
        last_trick_bonus: whether the last trick scores 10 more (SCO-1; not at Nullo).

    Points already won are not part of a position: the solvers value what is left.
    """

    #: the number of hands
    seats: ClassVar[int]
    #: the most cards a hand holds, and the rule that says so, where the game names one
    most_cards: ClassVar[int]
    deal_rule: ClassVar[str] = ""
    #: the rules a card that may not be played breaks
    play_rules: ClassVar[str]

    hands: tuple[frozenset[Card], ...]
    trump: Suit | None
    leader: int = 0
    trick: tuple[Card, ...] = ()
    last_trick_bonus: bool = True

    def __post_init__(self) -> None:
        seats = self.seats
        if len(self.hands) != seats:
            raise ValueError(f"a {type(self).__name__} has exactly {_NUMBERS[seats]} hands")
        hands = tuple(frozenset(h) for h in self.hands)
        object.__setattr__(self, "hands", hands)
        object.__setattr__(self, "trick", tuple(self.trick))
        if self.leader not in range(seats):
            raise ValueError(f"the leader is a seat from 0 to {seats - 1}")
        if len(self.trick) >= seats:
            raise ValueError("a trick in progress holds fewer cards than there are players")
        cards = [c for h in hands for c in h] + list(self.trick)
        if len(set(cards)) != len(cards):
            raise ValueError("a card cannot be in two places")
        # The seats that have played to this trick hold one card fewer.
        sizes = {len(hands[(self.leader + i) % seats]) + (i < len(self.trick))
                 for i in range(seats)}
        if len(sizes) != 1:
            raise ValueError("the players must have played the same number of tricks")
        if sizes.pop() > self.most_cards:
            rule = f" ({self.deal_rule})" if self.deal_rule else ""
            raise ValueError(f"a player holds at most {_NUMBERS[self.most_cards]} cards{rule}")

    @classmethod
    def _parse(cls, hands: Iterable[str | Iterable[str]], trump: Suit | str | None,
               leader: int, trick: str | Iterable[str], last_trick_bonus: bool) -> Self:
        """A position from card notation (``"JH 9H 7C"``), the hands in seat order."""
        suit = Suit.parse(trump) if isinstance(trump, str) else trump
        return cls(tuple(frozenset(parse_cards(h)) for h in hands), suit, leader,
                   parse_cards(trick), last_trick_bonus)

    @property
    def to_move(self) -> int:
        """The seat to play next: the leader's, then clockwise."""
        return (self.leader + len(self.trick)) % self.seats

    @property
    def tricks_left(self) -> int:
        """Tricks still to be completed, the current one included."""
        return len(self.hands[self.to_move])

    def points_left(self) -> int:
        """Card points still to be won, the current trick included, plus the last-trick 10."""
        cards = [c for h in self.hands for c in h] + list(self.trick)
        bonus = _LAST_TRICK if self.last_trick_bonus and cards else 0
        return sum(card_points(c, self.trump) for c in cards) + bonus

    def winning(self) -> tuple[int, Card] | None:
        """The seat winning the current trick so far and its card (PLAY-5), if any."""
        if not self.trick:
            return None
        seat, best = self.leader, self.trick[0]
        for i, card in enumerate(self.trick[1:], start=1):
            if beats(card, best, self.trump):
                seat, best = (self.leader + i) % self.seats, card
        return seat, best

    def legal_cards(self) -> tuple[Card, ...]:
        """The cards the player to move may play (PLAY-2 to PLAY-4, FOUR-7), in deck order."""
        hand = tuple(self.hands[self.to_move])
        return tuple(sorted(cards_allowed(hand, self.trick, self.trump)))

    def play(self, card: Card) -> Self:
        """The position after the player to move plays ``card``.

        Raises:
            ValueError: the card may not be played now.
        """
        if card not in self.legal_cards():
            raise ValueError(f"{card} may not be played now ({self.play_rules})")
        seat = self.to_move
        hands = tuple(h - {card} if s == seat else h for s, h in enumerate(self.hands))
        if len(self.trick) < self.seats - 1:
            return type(self)(hands, self.trump, self.leader, (*self.trick, card),
                              self.last_trick_bonus)
        now = self.winning()
        assert now is not None  # the trick holds every other seat's card
        # PLAY-5, PLAY-6: the winner of the trick leads to the next.
        winner = seat if beats(card, now[1], self.trump) else now[0]
        return type(self)(hands, self.trump, winner, (), self.last_trick_bonus)


@dataclass(frozen=True)
class Position(PlayPosition):
    """A position in the play of two hands, as far as the rest of the hand depends on it.

    Attributes:
        hands: the cards each seat (0 and 1) still holds. A card already led to
            the current trick is in ``trick``, not in its player's hand.
        trump: the trump suit, or ``None`` at No-trump and Nullo.
        leader: the seat that leads (or has led) the current trick.
        trick: the card already led to the current trick, if any (0 or 1 card).
        last_trick_bonus: whether the winner of the last trick scores 10 more
            (SCO-1; false at Nullo).

    Points already won are not part of a position: the solver values what is left.

    >>> p = Position.from_text("JH 9H AS", "7H 10S", trump="H", leader=1, trick="KS")
    >>> p.to_move, p.tricks_left, [str(c) for c in p.legal_cards()]
    (0, 3, ['AS'])
    >>> Position.from_text("AS 7H", "10S 8H").points_left()
    30
    >>> p = Position.from_text("7S AD", "JS 8S AH", trump="S", leader=0, trick="9S")
    >>> [str(c) for c in p.legal_cards()]      # PLAY-4: beat the trump led if able
    ['JS']
    >>> q = Position.from_text("AS 7H", "10S 8H").play(Card("AS")).play(Card("10S"))
    >>> q.leader, q.trick, sorted(q.hands[0])
    (0, (), [Card('7H')])

    Raises:
        ValueError: the hands overlap, hold more than nine cards, do not match
            each other in size, or the trick holds more than one card.
    """

    seats: ClassVar[int] = 2
    most_cards: ClassVar[int] = 9
    play_rules: ClassVar[str] = "PLAY-2 to PLAY-4"

    @classmethod
    def from_text(
        cls,
        hand0: str | Iterable[str],
        hand1: str | Iterable[str],
        trump: Suit | str | None = None,
        leader: int = 0,
        trick: str | Iterable[str] = (),
        last_trick_bonus: bool = True,
    ) -> Position:
        """Build a position from card notation (``"JH 9H 7C"``).

        >>> Position.from_text("JH", "7H", trump="H").hands[0]
        frozenset({Card('JH')})
        """
        return cls._parse((hand0, hand1), trump, leader, trick, last_trick_bonus)


@dataclass(frozen=True)
class PartnershipPosition(PlayPosition):
    """A position in the play of a partnership hand, as far as the rest depends on it.

    Attributes:
        hands: the cards each seat (0 to 3, clockwise) still holds; a card already
            played to the current trick is in ``trick``, not in its player's hand.
        trump: the trump suit, or ``None`` at No-trump (and Nullo).
        leader: the seat that leads (or has led) the current trick.
        trick: the cards already played to the current trick, in order from the leader.
        last_trick_bonus: whether the last trick scores 10 more (FOUR-8; not at Nullo).

    >>> p = PartnershipPosition.from_text("JH 7S", "9H 8S", "AH AS", "7H", "H", 3, "KH")
    >>> p.to_move, p.tricks_left, [str(c) for c in p.legal_cards()]
    (0, 2, ['JH'])
    >>> PartnershipPosition.from_text("AS", "10S", "KS", "7S").points_left()
    35
    >>> p = PartnershipPosition.from_text("KH 9H 8S", "7S 8D 9D", "QS 7D", "AS 10D",
    ...                                   "H", 2, "7H AH")
    >>> [str(c) for c in p.legal_cards()]   # the King beats the 7 led, not the Ace
    ['9H']

    Raises:
        ValueError: not four hands, a card in two places, hands of sizes that do not
            fit the trick, more than eight cards, or a full trick.
    """

    seats: ClassVar[int] = 4
    most_cards: ClassVar[int] = 8
    deal_rule: ClassVar[str] = "FOUR-3"
    play_rules: ClassVar[str] = "FOUR-7"

    @classmethod
    def from_text(cls, hand0: str | Iterable[str], hand1: str | Iterable[str],
                  hand2: str | Iterable[str], hand3: str | Iterable[str],
                  trump: Suit | str | None = None, leader: int = 0,
                  trick: str | Iterable[str] = (),
                  last_trick_bonus: bool = True) -> PartnershipPosition:
        """Build a position from card notation (``"JH 9H 7C"``), hands in seat order.

        >>> PartnershipPosition.from_text("JH", "7H", "8H", "9H", trump="H").tricks_left
        1
        """
        return cls._parse((hand0, hand1, hand2, hand3), trump, leader, trick,
                          last_trick_bonus)


@dataclass(frozen=True)
class BelotePosition(PartnershipPosition):
    """A position in the play of a Belote hand: four hands in partnership, Belote's card
    values (BEL-4) and its rules for the cards (BEL-16, BEL-17: overtrump the opponents,
    any card while the partner is winning).

    >>> p = BelotePosition.from_text("KH 9H 8S", "7S 8D 9D", "QS 7D", "AS 10D", "H", 2,
    ...                              "AH 7H")
    >>> [str(c) for c in p.legal_cards()]   # BEL-16: the partner's Ace wins, any heart
    ['KH', '9H']
    >>> [str(c) for c in p.play(Card("KH")).legal_cards()]   # BEL-17: void in trumps, any
    ['7S', '9D', '8D']
    >>> BelotePosition.from_text("AS", "10S", "KS", "JS").points_left()   # 11+10+4+2+10
    37
    """

    deal_rule: ClassVar[str] = "BEL-9"
    play_rules: ClassVar[str] = "BEL-16, BEL-17"

    def points_left(self) -> int:
        """Card points still to be won (BEL-4), the current trick included, plus the last
        trick's 10 (BEL-19; a capot's 100 is the score's, not the cards')."""
        cards = [c for h in self.hands for c in h] + list(self.trick)
        bonus = _LAST_TRICK if self.last_trick_bonus and cards else 0
        return sum(belote_points(c, self.trump) for c in cards) + bonus

    def legal_cards(self) -> tuple[Card, ...]:
        """The cards the player to move may play (BEL-16, BEL-17), in deck order."""
        hand = tuple(self.hands[self.to_move])
        now = self.winning()
        partner = (self.to_move + 2) % 4
        return tuple(sorted(allowed(hand, self.trick, self.trump,
                                    partner_winning=now is not None and now[0] == partner)))
