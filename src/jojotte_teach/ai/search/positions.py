"""A position in the play of the cards, for any number of hands (PLAY, FOUR-7, SCO-1).

:class:`PlayPosition` holds what the rest of a hand depends on: the cards each hand
still holds, the trump suit, the leader and the trick under way. The cards allowed
are the engine's (:func:`~jojotte_teach.engine.tricks.cards_allowed`), the same at
every table. Each game's position (two hands, four in partnership) is a subclass
that says how many hands it has, how many cards each may hold and what it says
which rules a card that may not be played breaks.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar, Self

from ...engine.cards import Card, Suit, beats, card_points, parse_cards
from ...engine.tricks import cards_allowed

__all__ = ["PlayPosition"]

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
