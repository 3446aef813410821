"""Honor melds and their interrogation (MELD-1 to MELD-7).

Class A is four of a kind (100), class B a sequence of three or more cards of
one suit (20, 40, or 50 for five and more). Only one player scores in each
class; the players settle it by the question-and-answer of MELD-5.

>>> from jojotte_teach.engine.cards import parse_cards, Suit
>>> run = Meld(parse_cards("QH JH 10H 9H"))
>>> run.is_four, run.length, run.top, run.points
(False, 4, Card('QH'), 40)
>>> Meld(parse_cards("9S 9H 9D 9C")).points
100
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from .cards import Card, Rank, Suit, pretty_cards

#: MELD-1: fours that count, strongest first, in a trump contract and at No-trump.
FOURS_IN_TRUMP = (Rank.JACK, Rank.NINE, Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN)
FOURS_AT_NO_TRUMP = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK)

_LENGTH_WORDS = {3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}


class MeldClass(Enum):
    """The two classes of honor melds."""

    FOUR = "A"
    SEQUENCE = "B"

    @property
    def title(self) -> str:
        """``four of a kind`` or ``sequence``."""
        return "four of a kind" if self is MeldClass.FOUR else "sequence"


@dataclass(frozen=True, slots=True)
class Meld:
    """A declared meld: its cards, in the engine's card order.

    Build melds with :func:`check_meld` when the cards may not form one.
    """

    cards: tuple[Card, ...]

    @property
    def is_four(self) -> bool:
        """Class A: four cards of one rank."""
        return len(self.cards) == 4 and len({c.rank for c in self.cards}) == 1

    @property
    def meld_class(self) -> MeldClass:
        """Class A (four of a kind) or class B (sequence)."""
        return MeldClass.FOUR if self.is_four else MeldClass.SEQUENCE

    @property
    def rank(self) -> Rank:
        """The rank of a four of a kind (or of a sequence's top card)."""
        return self.cards[0].rank

    @property
    def suit(self) -> Suit:
        """A sequence's suit."""
        return self.cards[0].suit

    @property
    def length(self) -> int:
        """How many cards."""
        return len(self.cards)

    @property
    def top(self) -> Card:
        """A sequence's highest card in sequence order (cards are stored high first)."""
        return self.cards[0]

    @property
    def points(self) -> int:
        """MELD-1 and MELD-2: 100 for a four, 20, 40 or 50 for a sequence."""
        if self.is_four:
            return 100
        return {3: 20, 4: 40}.get(self.length, 50)

    def describe(self) -> str:
        """In words: ``four Jacks``, ``a run of four to the Queen of hearts``."""
        if self.is_four:
            return f"four {self.rank.plural}"
        return f"a run of {length_word(self.length)} to the {self.top.name}"

    @property
    def pretty(self) -> str:
        """The cards as a sentence writes them: ``A♠ K♠ Q♠`` (``str`` gives ``AS KS QS``)."""
        return pretty_cards(self.cards)

    def __str__(self) -> str:
        return " ".join(c.text for c in self.cards)


def length_word(length: int) -> str:
    """``three``, ``four`` ... for a sequence's length."""
    return _LENGTH_WORDS.get(length, str(length))


def check_meld(cards: Iterable[Card], auction_trump: Suit | None) -> Meld | tuple[str, str]:
    """A :class:`Meld` if the cards form one, else ``(rule, reason)``.

    ``auction_trump`` is the trump of the auction's contract: four Nines may not
    be declared when it is No-trump, since they cannot count (MELD-1).

    >>> from jojotte_teach.engine.cards import parse_cards
    >>> check_meld(parse_cards("8S 8H 8D 8C"), Suit.SPADES)
    ('MELD-1', 'four Eights never count as a meld')
    >>> check_meld(parse_cards("KS QS 10S"), None)
    ('MELD-2', 'K♠ Q♠ 10♠ is not a sequence: the cards must follow each other in A K Q J 10 9 8 7')
    """
    ordered = tuple(sorted(set(cards), key=lambda c: c.index))
    text = pretty_cards(ordered)
    if len(ordered) == 4 and len({c.rank for c in ordered}) == 1:
        rank = ordered[0].rank
        counting = FOURS_IN_TRUMP if auction_trump is not None else FOURS_AT_NO_TRUMP
        if rank not in counting:
            if rank in FOURS_IN_TRUMP:
                return ("MELD-1", f"four {rank.plural} do not count at No-trump")
            return ("MELD-1", f"four {rank.plural} never count as a meld")
        return Meld(ordered)
    if len(ordered) < 3:
        return ("MELD-2", f"{text or 'nothing'} is not a meld: a sequence needs three cards")
    if len({c.suit for c in ordered}) != 1:
        if len({c.rank for c in ordered}) == 1:
            return ("MELD-1", f"{text} is not a meld: four of a kind needs all four cards")
        return ("MELD-2", f"{text} is not a sequence: its cards must be of one suit")
    indexes = [c.index for c in ordered]
    if indexes != list(range(indexes[0], indexes[0] + len(indexes))):
        return (
            "MELD-2",
            f"{text} is not a sequence: the cards must follow each other in A K Q J 10 9 8 7",
        )
    return Meld(ordered)


def sequence_conflict(meld: Meld, declared: Iterable[Meld]) -> Meld | None:
    """The declared sequence that this one may not join, or ``None`` (MELD-2).

    Two declared sequences of one suit may neither share a card nor touch
    (interpretation): a run of seven is one meld of 50, never 20 + 40. A four of a
    kind never conflicts (a card may be in one four and one sequence).

    >>> from jojotte_teach.engine.cards import parse_cards
    >>> top = Meld(parse_cards("AS KS QS"))
    >>> sequence_conflict(Meld(parse_cards("JS 10S 9S 8S")), [top])
    Meld(cards=(Card('AS'), Card('KS'), Card('QS')))
    >>> sequence_conflict(Meld(parse_cards("10S 9S 8S")), [top]) is None
    True
    """
    if meld.is_four:
        return None
    low, high = meld.cards[0].index, meld.cards[-1].index
    for other in declared:
        if other.is_four or other.suit is not meld.suit:
            continue
        # Cards are stored high first, so indexes grow along a run; "touching" is the
        # next index on either side.
        if other.cards[0].index <= high + 1 and low - 1 <= other.cards[-1].index:
            return other
    return None


def conflict_reason(meld: Meld, other: Meld) -> str:
    """Why ``meld`` may not be declared beside ``other`` (MELD-2), in words.

    >>> from jojotte_teach.engine.cards import parse_cards
    >>> conflict_reason(Meld(parse_cards("KS QS JS")), Meld(parse_cards("AS KS QS")))
    'K♠ Q♠ J♠ shares a card with the declared A♠ K♠ Q♠: a card can belong to only one sequence'
    """
    if set(meld.cards) & set(other.cards):
        return (f"{meld.pretty} shares a card with the declared {other.pretty}: a card can "
                "belong to only one sequence")
    joined = length_word(len(meld.cards) + len(other.cards))
    return (f"{meld.pretty} touches the declared {other.pretty}: two sequences of one suit "
            f"may not touch, so a run of {joined} is declared as one meld")


def possible_melds(hand: Iterable[Card], auction_trump: Suit | None) -> list[Meld]:
    """Every meld the cards can form: fours, and every run of three or more.

    >>> from jojotte_teach.engine.cards import parse_cards
    >>> [str(m) for m in possible_melds(parse_cards("AS KS QS JS 7D"), Suit.HEARTS)]
    ['AS KS QS', 'AS KS QS JS', 'KS QS JS']
    """
    held = 0
    for card in hand:
        held |= card.bit
    table = _FOURS_IN_TRUMP if auction_trump is not None else _FOURS_AT_NO_TRUMP
    return [meld for mask, meld in table if held & mask == mask]


def _masked(melds: list[Meld]) -> list[tuple[int, Meld]]:
    return [(sum(c.bit for c in m.cards), m) for m in melds]


# Every meld there can be, with its cards as a bit mask, in the order melds are listed:
# fours strongest first, then each suit's runs by top card and length.
_RUNS = _masked([
    Meld(tuple(Card.of(r, suit) for r in list(Rank)[start:start + length]))
    for suit in Suit for start in range(8) for length in range(3, 9 - start)
])
_FOURS_IN_TRUMP = _masked([Meld(tuple(Card.of(r, s) for s in Suit)) for r in FOURS_IN_TRUMP])
_FOURS_IN_TRUMP += _RUNS
_FOURS_AT_NO_TRUMP = _masked([Meld(tuple(Card.of(r, s) for s in Suit))
                              for r in FOURS_AT_NO_TRUMP]) + _RUNS


def counts(meld: Meld, trump: Suit | None) -> bool:
    """Whether a declared meld counts under the final contract (MELD-1, SPEC-5)."""
    if not meld.is_four:
        return True
    return meld.rank in (FOURS_IN_TRUMP if trump is not None else FOURS_AT_NO_TRUMP)


def four_strength(meld: Meld, trump: Suit | None) -> int:
    """Higher is better (MELD-1 order for the contract)."""
    order = FOURS_IN_TRUMP if trump is not None else FOURS_AT_NO_TRUMP
    return len(order) - order.index(meld.rank)


def sequence_key(meld: Meld, trump: Suit | None) -> tuple[int, int, int]:
    """MELD-3 order of sequences: length, then top card, then trump before plain."""
    return (meld.length, 8 - meld.top.rank.sequence_index, int(meld.suit is trump))
