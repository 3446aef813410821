"""Dealing: from a seed (the same on every platform) or from given cards (DEAL, DRAW).

A :class:`Deal` says where all 32 cards lie before the first call, by seat (in
the order of the players' names); the game it belongs to deals it. Seat numbers,
not names, keep a deal reusable with any players.

>>> d = Deal.from_seed(7, dealer=1)
>>> len(d.hands[0]), len(d.draw[1]), len(d.stock)
(6, 3, 12)
>>> Deal.from_seed(7, dealer=1) == d
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from .cards import DECK, Card
from .errors import InvalidRecordError
from .game import Game, get_game

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
    """Where the cards lie before the auction, for any game.

    The game deals a deck (:meth:`from_deck` asks ``game.rules.deal``) and checks
    that a deal fits its schedule; this class only keeps where each card lies.

    Attributes:
        dealer: the dealer's seat.
        hands: each seat's first cards (six in Jo-Jotte, DEAL-2, THREE-1, FOUR-1; none
            for the cutthroat dealer, CUT-1).
        turn_up: the card turned face up (DEAL-3); in a partnership the deck's last
            card, which the dealer takes at the draw (FOUR-3).
        draw: the cards each seat receives after the auction: three (DRAW-1, THREE-1),
            two in a partnership (FOUR-3).
        information_card: the stock's bottom card, turned face up (DRAW-2); a
            partnership has none (FOUR-3).
        stock: the other cards, which never come into play (kept in the engine's card
            order, so that equal deals compare equal).
        game: the game this deal is for (two-player Jo-Jotte unless said).
    """

    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    turn_up: Card
    draw: tuple[tuple[Card, ...], ...]
    information_card: Card | None
    stock: tuple[Card, ...]
    game: Game = field(default=None)  # type: ignore[assignment]  # resolved below

    def __post_init__(self) -> None:
        if self.game is None:
            object.__setattr__(self, "game", get_game(None))
        game = self.game
        if not 0 <= self.dealer < game.seats:
            raise InvalidRecordError(
                f"the dealer's seat must be 0 to {game.seats - 1}, not {self.dealer}")
        if len(self.hands) != game.seats or len(self.draw) != game.seats:
            raise InvalidRecordError(f"a {game.name}-player deal has {game.seats} hands")
        game.rules.check_deal(self)
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
        drawn = [c for cards in self.draw for c in cards]
        if self.turn_up not in drawn:  # FOUR-3: it may be among the dealer's drawn cards
            dealt.append(self.turn_up)
        dealt += drawn
        dealt += self.stock
        if self.information_card is not None:
            dealt.append(self.information_card)
        return tuple(dealt)

    @classmethod
    def from_deck(cls, deck: Sequence[Card], dealer: int, game: Game | None = None) -> Deal:
        """Deal a whole deck, top first, as the game deals it (HAND_RECORD.md).

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
        game = get_game(None) if game is None else game
        return game.rules.deal(game, deck, dealer)

    @classmethod
    def from_seed(cls, seed: int, dealer: int = 0, game: Game | None = None) -> Deal:
        """A shuffled deal: the same seed gives the same cards everywhere."""
        return cls.from_deck(shuffled_deck(seed), dealer, game)

    @classmethod
    def from_cards(
        cls,
        dealer: int,
        hands: Sequence[Sequence[Card]],
        turn_up: Card,
        draw: Sequence[Sequence[Card]],
        information_card: Card,
    ) -> Deal:
        """A two-player deal from the 20 cards that matter; the other twelve fill the stock.

        >>> from jojotte_teach.engine.cards import parse_cards
        >>> d = Deal.from_cards(1, [parse_cards("JS 9S AH 10H KC 7D"),
        ...     parse_cards("AS 8S KH QH 9D 8C")], Card("10S"),
        ...     [parse_cards("QS 8H 9C"), parse_cards("7S AC JD")], Card("7H"))
        >>> len(d.stock)
        12

        Raises:
            InvalidRecordError: a card twice or a wrong count.
        """
        given = {*(c for hand in hands for c in hand), turn_up,
                 *(c for cards in draw for c in cards), information_card}
        rest = tuple(c for c in DECK if c not in given)
        return cls(
            dealer=dealer,
            hands=tuple(tuple(hand) for hand in hands),
            turn_up=turn_up,
            draw=tuple(tuple(cards) for cards in draw),
            information_card=information_card,
            stock=rest,
        )


def deal_in_packets(deck: tuple[Card, ...], dealer: int, game: Game, *, drawn: int,
                    turn_up_last: bool) -> Deal:
    """Deal as the Jo-Jotte family does (DEAL-2, DEAL-3, DRAW-1, DRAW-2, THREE-1, FOUR-3).

    Three cards at a time to each player in the hand from the dealer's left, twice;
    then the turn-up (or, ``turn_up_last``, the deck's last card is the turn-up and
    no information card is kept); after the auction ``drawn`` cards to each, in the
    same order; the deck's last card is the information card, the rest the stock.

    >>> from jojotte_teach.engine.cards import DECK
    >>> p = deal_in_packets(DECK, 3, get_game("partnership"), drawn=2, turn_up_last=True)
    >>> p.turn_up, p.draw[3], p.information_card
    (Card('7C'), (Card('8C'), Card('7C')), None)
    """
    order = game.players_of(dealer)
    hands: list[list[Card]] = [[] for _ in range(game.seats)]
    pos = 0
    for _ in range(2):
        for seat in order:
            hands[seat].extend(deck[pos : pos + 3])
            pos += 3
    draw: list[tuple[Card, ...]] = [() for _ in range(game.seats)]
    information: Card | None
    if turn_up_last:
        turn_up, information = deck[-1], None
    else:
        turn_up, information = deck[pos], deck[-1]
        pos += 1
    for seat in order:
        draw[seat] = deck[pos : pos + drawn]
        pos += drawn
    stock = tuple(sorted(deck[pos : len(deck) - 1], key=lambda c: c.index)) if (
        information is not None) else ()
    return Deal(dealer=dealer, hands=tuple(tuple(h) for h in hands), turn_up=turn_up,
                draw=tuple(draw), information_card=information, stock=stock, game=game)


def deck_in_packets(deal: Deal) -> tuple[Card, ...]:
    """A deck, top first, that :func:`deal_in_packets` deals into exactly this deal.

    The cards that never come into play go where the stock lies, in the engine's order.

    >>> from jojotte_teach.engine.games import PARTNERSHIP
    >>> deal = Deal.from_deck(DECK, dealer=1, game=PARTNERSHIP)
    >>> Deal.from_deck(deck_in_packets(deal), dealer=1, game=PARTNERSHIP) == deal
    True
    """
    game = deal.game
    order = game.players_of(deal.dealer)
    deck: list[Card] = []
    for packet in range(2):
        for seat in order:
            deck.extend(deal.hands[seat][3 * packet : 3 * packet + 3])
    if deal.information_card is None:
        for seat in order:
            deck.extend(deal.draw[seat])  # the dealer's two end the deck, the turn-up last
        if deck[-1] != deal.turn_up:
            deck[-2], deck[-1] = deck[-1], deck[-2]
        return tuple(deck)
    deck.append(deal.turn_up)
    for seat in order:
        deck.extend(deal.draw[seat])
    deck.extend(deal.stock)
    assert deal.information_card is not None
    deck.append(deal.information_card)
    return tuple(deck)


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
