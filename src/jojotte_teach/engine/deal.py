"""Dealing: from a seed (the same on every platform) or from given cards (DEAL, DRAW).

A :class:`Deal` says where all 32 cards lie before the first call, by seat
(0 and 1, the order of the players' names). Seat numbers, not names, keep a
deal reusable with any two players.

>>> d = Deal.from_seed(7, dealer=1)
>>> len(d.hands[0]), len(d.draw[1]), len(d.stock)
(6, 3, 12)
>>> Deal.from_seed(7, dealer=1) == d
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import DECK, Card
from .errors import InvalidRecordError

_MASK64 = (1 << 64) - 1


class SplitMix64:
    """A tiny, fully specified random generator (SplitMix64).

    Python's own ``random`` could change between versions; this one cannot, so a
    seed deals the same cards in CPython and in Pyodide, today and later.

    >>> SplitMix64(1).next_u64()
    10451216379200822465
    """

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK64

    def next_u64(self) -> int:
        """The next 64 random bits."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform whole number in ``range(n)`` (rejection sampling, no modulo bias)."""
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def shuffle(self, items: list[Card]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def shuffled_deck(seed: int) -> tuple[Card, ...]:
    """The 32 cards in the order a seed shuffles them, top first."""
    cards = list(DECK)
    SplitMix64(seed).shuffle(cards)
    return tuple(cards)


@dataclass(frozen=True)
class Deal:
    """Where the cards lie before the auction.

    Attributes:
        dealer: the dealer's seat (0 or 1).
        hands: each seat's first six cards (DEAL-2).
        turn_up: the 13th card, face up (DEAL-3).
        draw: the three cards each seat receives after the auction (DRAW-1).
        information_card: the stock's bottom card, turned face up (DRAW-2).
        stock: the other twelve cards, which never come into play (kept in the
            engine's card order, so that equal deals compare equal).
    """

    dealer: int
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    turn_up: Card
    draw: tuple[tuple[Card, ...], tuple[Card, ...]]
    information_card: Card
    stock: tuple[Card, ...]

    def __post_init__(self) -> None:
        if self.dealer not in (0, 1):
            raise InvalidRecordError(f"the dealer's seat must be 0 or 1, not {self.dealer}")
        for seat in (0, 1):
            if len(self.hands[seat]) != 6:
                raise InvalidRecordError(
                    f"seat {seat} is dealt {len(self.hands[seat])} cards; DEAL-2 deals six"
                )
            if len(self.draw[seat]) != 3:
                raise InvalidRecordError(
                    f"seat {seat} draws {len(self.draw[seat])} cards; DRAW-1 deals three"
                )
        cards = self.all_cards()
        seen: set[Card] = set()
        for card in cards:
            if card in seen:
                raise InvalidRecordError(f"{card} is dealt twice")
            seen.add(card)
        if len(cards) != 32:
            raise InvalidRecordError(f"the deal holds {len(cards)} cards, not 32 (DECK-1)")

    def all_cards(self) -> tuple[Card, ...]:
        """Every card of the deal, in dealing order."""
        return (
            *self.hands[0], *self.hands[1], self.turn_up, *self.draw[0], *self.draw[1],
            *self.stock, self.information_card,
        )

    @classmethod
    def from_deck(cls, deck: Sequence[Card], dealer: int) -> Deal:
        """Deal a whole deck, top first, as DEAL-2, DEAL-3, DRAW-1 and DRAW-2 say.

        Three to the non-dealer, three to the dealer, three and three again, then
        the turn-up; after the auction three to each from the top of the stock,
        non-dealer first; the deck's last card is the information card.

        >>> from jojotte_teach.engine.cards import DECK
        >>> d = Deal.from_deck(DECK, dealer=0)
        >>> d.hands[1][:3], d.turn_up, d.information_card
        ((Card('AS'), Card('KS'), Card('QS')), Card('10H'), Card('7C'))

        Raises:
            InvalidRecordError: not 32 distinct cards.
        """
        deck = tuple(deck)
        if len(deck) != 32:
            raise InvalidRecordError(f"a deck has 32 cards, not {len(deck)} (DECK-1)")
        non_dealer = 1 - dealer
        hands: list[list[Card]] = [[], []]
        pos = 0
        for _ in range(2):
            for seat in (non_dealer, dealer):
                hands[seat].extend(deck[pos : pos + 3])
                pos += 3
        turn_up = deck[pos]
        pos += 1
        draw: list[tuple[Card, ...]] = [(), ()]
        for seat in (non_dealer, dealer):
            draw[seat] = deck[pos : pos + 3]
            pos += 3
        return cls(
            dealer=dealer,
            hands=(tuple(hands[0]), tuple(hands[1])),
            turn_up=turn_up,
            draw=(draw[0], draw[1]),
            information_card=deck[31],
            stock=tuple(sorted(deck[pos:31], key=lambda c: c.index)),
        )

    @classmethod
    def from_seed(cls, seed: int, dealer: int = 0) -> Deal:
        """A shuffled deal: the same seed gives the same cards everywhere."""
        return cls.from_deck(shuffled_deck(seed), dealer)

    @classmethod
    def from_cards(
        cls,
        dealer: int,
        hands: Sequence[Sequence[Card]],
        turn_up: Card,
        draw: Sequence[Sequence[Card]],
        information_card: Card,
    ) -> Deal:
        """A deal from the 20 cards that matter; the other twelve fill the stock.

        >>> from jojotte_teach.engine.cards import parse_cards
        >>> d = Deal.from_cards(1, [parse_cards("JS 9S AH 10H KC 7D"),
        ...     parse_cards("AS 8S KH QH 9D 8C")], Card("10S"),
        ...     [parse_cards("QS 8H 9C"), parse_cards("7S AC JD")], Card("7H"))
        >>> len(d.stock)
        12

        Raises:
            InvalidRecordError: a card twice or a wrong count.
        """
        given = [*hands[0], *hands[1], turn_up, *draw[0], *draw[1], information_card]
        rest = tuple(c for c in DECK if c not in set(given))
        return cls(
            dealer=dealer,
            hands=(tuple(hands[0]), tuple(hands[1])),
            turn_up=turn_up,
            draw=(tuple(draw[0]), tuple(draw[1])),
            information_card=information_card,
            stock=rest,
        )


def cut_for_deal(seed: int) -> tuple[Card, Card, int]:
    """DEAL-1: each player cuts a card; the lower (sequence order) deals.

    Equal ranks cut again. Returns the two deciding cards and the dealer's seat.

    >>> first, second, dealer = cut_for_deal(3)
    >>> dealer in (0, 1) and first.rank is not second.rank
    True
    """
    rng = SplitMix64(seed)
    while True:
        cards = list(DECK)
        rng.shuffle(cards)
        first, second = cards[0], cards[1]
        if first.rank is not second.rank:
            # Higher sequence_index means lower rank (A is 0, 7 is 7).
            dealer = 0 if first.rank.sequence_index > second.rank.sequence_index else 1
            return first, second, dealer
