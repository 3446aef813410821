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
from .game import TWO, Game

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
        dealer: the dealer's seat.
        hands: each seat's first six cards (DEAL-2, THREE-1, FOUR-1; none for the
            cutthroat dealer, CUT-1).
        turn_up: the card turned face up (DEAL-3); in a partnership the deck's last
            card, which the dealer takes at the draw (FOUR-3).
        draw: the cards each seat receives after the auction: three (DRAW-1, THREE-1),
            two in a partnership (FOUR-3).
        information_card: the stock's bottom card, turned face up (DRAW-2); a
            partnership has none (FOUR-3).
        stock: the other cards, which never come into play (kept in the engine's card
            order, so that equal deals compare equal).
        game: the table this deal is for (two players unless said).
    """

    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    turn_up: Card
    draw: tuple[tuple[Card, ...], ...]
    information_card: Card | None
    stock: tuple[Card, ...]
    game: Game = TWO

    def __post_init__(self) -> None:
        game = self.game
        if not 0 <= self.dealer < game.seats:
            raise InvalidRecordError(
                f"the dealer's seat must be 0 to {game.seats - 1}, not {self.dealer}")
        if len(self.hands) != game.seats or len(self.draw) != game.seats:
            raise InvalidRecordError(f"a {game.name}-player deal has {game.seats} hands")
        drawn = 2 if game.partnerships else 3
        for seat in range(game.seats):
            out = game.dealer_sits_out and seat == self.dealer
            first, second = (0, 0) if out else (6, drawn)
            if len(self.hands[seat]) != first:
                raise InvalidRecordError(
                    f"seat {seat} is dealt {len(self.hands[seat])} cards; {game.rule} deals "
                    f"{first}")
            if len(self.draw[seat]) != second:
                raise InvalidRecordError(
                    f"seat {seat} draws {len(self.draw[seat])} cards; {game.rule} deals "
                    f"{second}")
        if game.partnerships and self.turn_up not in self.draw[self.dealer]:
            raise InvalidRecordError("the dealer takes the turn-up at the draw (FOUR-3)")
        if (self.information_card is None) != game.partnerships:
            raise InvalidRecordError("a partnership has no information card; the others one")
        cards = self.all_cards()
        seen: set[Card] = set()
        for card in cards:
            if card in seen:
                raise InvalidRecordError(f"{card.pretty} is dealt twice")
            seen.add(card)
        if len(cards) != 32:
            raise InvalidRecordError(f"the deal holds {len(cards)} cards, not 32 (DECK-1)")

    def all_cards(self) -> tuple[Card, ...]:
        """Every card of the deal, each once, in dealing order."""
        dealt = [c for hand in self.hands for c in hand]
        if not self.game.partnerships:  # FOUR-3: the turn-up is among the dealer's drawn cards
            dealt.append(self.turn_up)
        dealt += [c for drawn in self.draw for c in drawn]
        dealt += self.stock
        if self.information_card is not None:
            dealt.append(self.information_card)
        return tuple(dealt)

    @classmethod
    def from_deck(cls, deck: Sequence[Card], dealer: int, game: Game = TWO) -> Deal:
        """Deal a whole deck, top first, as the game's rules say (HAND_RECORD.md).

        Two players (DEAL-2, DEAL-3, DRAW-1, DRAW-2): three to the non-dealer, three to
        the dealer, three and three again, then the turn-up; after the auction three
        to each, non-dealer first; the deck's last card is the information card.
        Three players and cutthroat (THREE-1, CUT-1): the same, three at a time from
        the dealer's left to the players in the hand; the 19th card is the turn-up.
        Partnership (FOUR-1, FOUR-3): three at a time from the dealer's left, twice;
        the deck's last card is the turn-up; after the auction two each, the dealer's
        two being the last two cards, the turn-up among them.

        >>> from jojotte_teach.engine.cards import DECK
        >>> d = Deal.from_deck(DECK, dealer=0)
        >>> d.hands[1][:3], d.turn_up, d.information_card
        ((Card('AS'), Card('KS'), Card('QS')), Card('10H'), Card('7C'))
        >>> from jojotte_teach.engine.game import PARTNERSHIP
        >>> p = Deal.from_deck(DECK, dealer=3, game=PARTNERSHIP)
        >>> p.turn_up, p.draw[3], p.information_card
        (Card('7C'), (Card('8C'), Card('7C')), None)

        Raises:
            InvalidRecordError: not 32 distinct cards.
        """
        deck = tuple(deck)
        if len(deck) != 32:
            raise InvalidRecordError(f"a deck has 32 cards, not {len(deck)} (DECK-1)")
        order = game.players_of(dealer)
        hands: list[list[Card]] = [[] for _ in range(game.seats)]
        pos = 0
        for _ in range(2):
            for seat in order:
                hands[seat].extend(deck[pos : pos + 3])
                pos += 3
        draw: list[tuple[Card, ...]] = [() for _ in range(game.seats)]
        if game.partnerships:
            turn_up, information = deck[31], None
            for seat in order:
                draw[seat] = deck[pos : pos + 2]
                pos += 2
            stock: tuple[Card, ...] = ()
        else:
            turn_up, information = deck[pos], deck[31]
            pos += 1
            for seat in order:
                draw[seat] = deck[pos : pos + 3]
                pos += 3
            stock = tuple(sorted(deck[pos:31], key=lambda c: c.index))
        return cls(dealer=dealer, hands=tuple(tuple(h) for h in hands), turn_up=turn_up,
                   draw=tuple(draw), information_card=information, stock=stock, game=game)

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
