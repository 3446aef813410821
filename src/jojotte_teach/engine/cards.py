"""Cards, suits and ranks, with Jo-Jotte's three rank orders (DECK-1, DECK-2).

Cards are written rank then suit, with ``10`` for ten: ``JH``, ``10S``, ``7C``.
Reading is lenient (``TS``, ``j♥``, ``10 s``); printing is strict.

>>> Card("j♥")
Card('JH')
>>> str(Card("TS"))
'10S'
>>> Card("JH").name
'Jack of hearts'
>>> [str(c) for c in sorted_hand([Card("7S"), Card("AH"), Card("JS")], trump=Suit.SPADES)]
['JS', '7S', 'AH']
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from typing import ClassVar

from .errors import InvalidNotationError, quoted


class Suit(Enum):
    """The four suits, in the engine's fixed order (spades, hearts, diamonds, clubs)."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        """The suit's symbol, ``♠ ♥ ♦ ♣``."""
        return _SUIT_SYMBOLS[self]

    @property
    def word(self) -> str:
        """The suit's name in the plural, as in "the Jack of hearts"."""
        return self.name.lower()

    @property
    def singular(self) -> str:
        """The suit's name in the singular: ``spade``, ``heart``."""
        return self.name.lower()[:-1]

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def index(self) -> int:
        """0 to 3, in the order S H D C."""
        return _SUIT_INDEX[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit leniently: ``S``, ``s``, ``♠``, ``spades``.

        >>> Suit.parse("♥")
        <Suit.HEARTS: 'H'>

        Raises:
            InvalidNotationError: not a suit.
        """
        key = text.strip().upper()
        key = _SYMBOL_LETTERS.get(key, key)
        if key in _SUIT_BY_LETTER:
            return _SUIT_BY_LETTER[key]
        for suit in cls:
            if key in (suit.name, suit.name[:-1]):
                return suit
        raise InvalidNotationError(f'{quoted(text)} is not a suit (write S, H, D or C)')


class Rank(Enum):
    """The eight ranks of the 32-card pack (DECK-1), in sequence order A high."""

    ACE = "A"
    KING = "K"
    QUEEN = "Q"
    JACK = "J"
    TEN = "10"
    NINE = "9"
    EIGHT = "8"
    SEVEN = "7"

    @property
    def word(self) -> str:
        """The rank's name: ``Ace``, ``Ten``, ``Seven``."""
        return self.name.capitalize()

    @property
    def plural(self) -> str:
        """The rank's name in the plural: ``Jacks``, ``Nines``."""
        return self.word + "s"

    @property
    def sequence_index(self) -> int:
        """Position in the sequence order A K Q J 10 9 8 7 (0 is the Ace)."""
        return _SEQUENCE_INDEX[self]

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Read a rank leniently: ``10``, ``T``, ``j``.

        Raises:
            InvalidNotationError: not a rank.
        """
        key = text.strip().upper()
        if key == "T":
            key = "10"
        for rank in cls:
            if rank.value == key:
                return rank
        raise InvalidNotationError(f'{quoted(text)} is not a rank (write A K Q J 10 9 8 7)')


_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_SYMBOL_LETTERS = {
    "♠": "S", "♤": "S", "♥": "H", "♡": "H", "♦": "D", "♢": "D", "♣": "C", "♧": "C",
}
_SUIT_BY_LETTER = {s.value: s for s in Suit}
_SUIT_INDEX = {s: i for i, s in enumerate(Suit)}
_SEQUENCE_INDEX = {r: i for i, r in enumerate(Rank)}

#: DECK-2: the three rank orders, high to low.
TRUMP_ORDER: tuple[Rank, ...] = (
    Rank.JACK, Rank.NINE, Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.EIGHT, Rank.SEVEN,
)
PLAIN_ORDER: tuple[Rank, ...] = (
    Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE, Rank.EIGHT, Rank.SEVEN,
)
SEQUENCE_ORDER: tuple[Rank, ...] = tuple(Rank)

# Strength in a trick: higher wins. Built once so that comparing is a lookup.
_TRUMP_STRENGTH = {r: 8 - i for i, r in enumerate(TRUMP_ORDER)}
_PLAIN_STRENGTH = {r: 8 - i for i, r in enumerate(PLAIN_ORDER)}


class Card:
    """One of the 32 cards. Cards are interned: ``Card("JH") is Card("jh")``.

    >>> Card("10S") == Card("TS")
    True
    >>> Card("QD").index, Card("QD").suit, Card("QD").rank
    (18, <Suit.DIAMONDS: 'D'>, <Rank.QUEEN: 'Q'>)

    Raises:
        InvalidNotationError: the text is not a card.
    """

    __slots__ = ("bit", "index", "rank", "suit", "text")
    _interned: ClassVar[dict[str, Card]] = {}

    rank: Rank
    suit: Suit
    index: int
    bit: int
    text: str

    def __new__(cls, text: str) -> Card:
        card = cls._interned.get(text)
        if card is not None:
            return card
        return cls._interned.setdefault(text, _parse(text))

    @classmethod
    def of(cls, rank: Rank, suit: Suit) -> Card:
        """The card of this rank and suit.

        >>> Card.of(Rank.NINE, Suit.CLUBS)
        Card('9C')
        """
        return _BY_RANK_AND_SUIT[rank, suit]

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[str]]:
        return (Card, (self.text,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __repr__(self) -> str:
        return f"Card('{self.text}')"

    def __str__(self) -> str:
        return self.text

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    @property
    def name(self) -> str:
        """The card's accessible name: ``Jack of hearts``."""
        return f"{self.rank.word} of {self.suit.word}"

    @property
    def pretty(self) -> str:
        """The card with its suit symbol: ``J♥``."""
        return self.rank.value + self.suit.symbol

    def _repr_html_(self) -> str:
        from ..render import card_html  # drawing lives outside the engine

        return card_html(self)


def _make(rank: Rank, suit: Suit) -> Card:
    card = object.__new__(Card)
    text = rank.value + suit.value
    for name, value in (
        ("rank", rank),
        ("suit", suit),
        ("index", suit.index * 8 + rank.sequence_index),
        ("text", text),
    ):
        object.__setattr__(card, name, value)
    object.__setattr__(card, "bit", 1 << card.index)
    return card


#: DECK-1: the 32 cards, suit by suit (S H D C), each in sequence order.
DECK: tuple[Card, ...] = tuple(_make(r, s) for s in Suit for r in Rank)
Card._interned.update({c.text: c for c in DECK})
_BY_RANK_AND_SUIT = {(c.rank, c.suit): c for c in DECK}


def _parse(text: str) -> Card:
    text = str(text)
    if not text.strip().isprintable():
        # A line break or control character inside is never part of a card.
        raise InvalidNotationError(f"{quoted(text)} is not a card (it holds a control character)")
    cleaned = "".join(text.split()).upper()
    cleaned = "".join(_SYMBOL_LETTERS.get(ch, ch) for ch in cleaned)
    if len(cleaned) >= 2:
        rank_text, suit_text = cleaned[:-1], cleaned[-1]
        if rank_text == "T":
            rank_text = "10"
        card = Card._interned.get(rank_text + suit_text)
        if card is not None:
            return card
    raise InvalidNotationError(
        f'{quoted(text)} is not a card (write rank then suit, as in JH, 10S, 7C)'
    )


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Read several cards, from a space-separated string or a list of strings.

    >>> parse_cards("JH 10s 7♣")
    (Card('JH'), Card('10S'), Card('7C'))

    Raises:
        InvalidNotationError: one of them is not a card.
    """
    items = text.split() if isinstance(text, str) else list(text)
    return tuple(Card(item) for item in items)


def format_cards(cards: Iterable[Card]) -> str:
    """Cards as strict text, space separated: ``JH 10S 7C``."""
    return " ".join(c.text for c in cards)


def pretty_cards(cards: Iterable[Card]) -> str:
    """Cards as a sentence writes them, with their suit symbols, space separated.

    Records and typed actions use the strict text (:func:`format_cards`); every
    sentence for the reader uses this.

    >>> pretty_cards(parse_cards("JH 10S 7C"))
    'J♥ 10♠ 7♣'
    """
    return " ".join(c.pretty for c in cards)


def trick_strength(card: Card, trump: Suit | None) -> int:
    """How high a card stands within its own suit in play (DECK-2), 1 to 8.

    >>> trick_strength(Card("9H"), Suit.HEARTS) > trick_strength(Card("AH"), Suit.HEARTS)
    True
    >>> trick_strength(Card("9H"), None) > trick_strength(Card("AH"), None)
    False
    """
    if card.suit is trump:
        return _TRUMP_STRENGTH[card.rank]
    return _PLAIN_STRENGTH[card.rank]


def beats(challenger: Card, holder: Card, trump: Suit | None) -> bool:
    """Whether ``challenger``, played second, beats ``holder``, the card led (PLAY-5).

    >>> beats(Card("7S"), Card("AH"), Suit.SPADES)   # a trump beats a plain card
    True
    >>> beats(Card("AS"), Card("7H"), Suit.DIAMONDS)  # a card of another suit never wins
    False
    """
    if challenger.suit is holder.suit:
        return trick_strength(challenger, trump) > trick_strength(holder, trump)
    return challenger.suit is trump


def card_points(card: Card, trump: Suit | None) -> int:
    """A card's value in tricks (SCO-1): trump J 20, trump 9 15, A 10, 10 10, K 5, Q 5.

    At No-trump and Nullo (``trump=None``) Jacks and Nines score nothing.

    >>> card_points(Card("JD"), Suit.DIAMONDS), card_points(Card("JD"), None)
    (20, 0)
    >>> sum(card_points(c, Suit.SPADES) for c in DECK), sum(card_points(c, None) for c in DECK)
    (155, 120)
    """
    if card.suit is trump:
        if card.rank is Rank.JACK:
            return 20
        if card.rank is Rank.NINE:
            return 15
    return _PLAIN_POINTS[card.rank]


_PLAIN_POINTS = {
    Rank.ACE: 10, Rank.TEN: 10, Rank.KING: 5, Rank.QUEEN: 5,
    Rank.JACK: 0, Rank.NINE: 0, Rank.EIGHT: 0, Rank.SEVEN: 0,
}


def sorted_hand(cards: Iterable[Card], trump: Suit | None = None) -> list[Card]:
    """Cards sorted for display: trumps first, then by suit, high to low in play order."""

    def key(card: Card) -> tuple[int, int, int]:
        return (0 if card.suit is trump else 1, card.suit.index, -trick_strength(card, trump))

    return sorted(cards, key=key)
