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

from collections.abc import Iterable, Sequence
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


@dataclass(frozen=True, slots=True)
class Exchange:
    """One line of the interrogation: who says it, and what."""

    seat: int
    text: str
    rule: str = "MELD-5"


@dataclass(frozen=True, slots=True)
class ClassResult:
    """How one class was settled.

    Attributes:
        meld_class: class A or B.
        winner: the seat that scores the class, or ``None``.
        scored: the melds the winner scores and must show (MELD-4, MELD-5).
        points: what they are worth.
        exchanges: the dialogue of MELD-5, in order.
        learnt: for each seat, what it learnt about the other's cards.
    """

    meld_class: MeldClass
    winner: int | None
    scored: tuple[Meld, ...]
    points: int
    exchanges: tuple[Exchange, ...]
    learnt: tuple[tuple[str, ...], tuple[str, ...]]


@dataclass(frozen=True, slots=True)
class MeldOutcome:
    """Both classes settled: who scores what, and the whole dialogue.

    Attributes:
        results: class A, then class B.
        note: a remark on the whole (e.g. no melds score on this hand).
    """

    results: tuple[ClassResult, ClassResult]
    note: str | None = None

    def points(self, seat: int) -> int:
        """The meld score of a seat (MELD-7)."""
        return sum(r.points for r in self.results if r.winner == seat)

    def shown(self, seat: int) -> tuple[Meld, ...]:
        """The melds a seat scores and shows."""
        return tuple(m for r in self.results if r.winner == seat for m in r.scored)

    def dialogue(self, names: Sequence[str]) -> list[str]:
        """The interrogation as lines of text, with the speakers' names.

        >>> from jojotte_teach.engine.cards import parse_cards
        >>> out = interrogate(0, ((Meld(parse_cards("9S 9H 9D 9C")),),
        ...                       (Meld(parse_cards("JS JH JD JC")),)), Suit.SPADES)
        >>> out.dialogue(["Ann", "Bob"])[:2]
        ['Ann: "Four Nines."', 'Bob: "Not good: four Jacks."']
        """
        return [f'{names[e.seat]}: "{e.text}"' for r in self.results for e in r.exchanges]


def _settle_fours(
    first: int, melds: tuple[Sequence[Meld], Sequence[Meld]], trump: Suit | None
) -> ClassResult:
    second = 1 - first
    fours = [
        sorted((m for m in melds[s] if m.is_four), key=lambda m: -four_strength(m, trump))
        for s in (0, 1)
    ]
    best = [f[0] if f else None for f in fours]
    ex: list[Exchange] = []
    learnt: list[list[str]] = [[], []]
    a, b = best[first], best[second]
    if a is not None:
        ex.append(Exchange(first, f"Four {a.rank.plural}."))
        learnt[second].append(f"holds four {a.rank.plural}")
        if b is not None and four_strength(b, trump) > four_strength(a, trump):
            ex.append(Exchange(second, f"Not good: four {b.rank.plural}."))
            learnt[first].append(f"holds four {b.rank.plural}")
            winner = second
        else:
            ex.append(Exchange(second, "Good."))
            learnt[first].append(f"holds no higher four than four {a.rank.plural}")
            winner = first
    elif b is not None:
        ex.append(Exchange(first, "No four of a kind."))
        ex.append(Exchange(second, f"Four {b.rank.plural}."))
        learnt[second].append("declared no four of a kind")
        learnt[first].append(f"holds four {b.rank.plural}")
        winner = second
    else:
        return ClassResult(MeldClass.FOUR, None, (), 0, (), ((), ()))
    scored = tuple(fours[winner])
    return ClassResult(
        MeldClass.FOUR, winner, scored, sum(m.points for m in scored), tuple(ex),
        (tuple(learnt[0]), tuple(learnt[1])),
    )


def _settle_sequences(
    first: int, melds: tuple[Sequence[Meld], Sequence[Meld]], trump: Suit | None
) -> ClassResult:
    second = 1 - first
    runs = [
        sorted((m for m in melds[s] if not m.is_four), key=lambda m: sequence_key(m, trump),
               reverse=True)
        for s in (0, 1)
    ]
    best = [r[0] if r else None for r in runs]
    a, b = best[first], best[second]
    ex: list[Exchange] = []
    learnt: list[list[str]] = [[], []]
    winner: int | None
    if a is None and b is None:
        return ClassResult(MeldClass.SEQUENCE, None, (), 0, (), ((), ()))
    if a is None:
        assert b is not None
        ex.append(Exchange(first, "No sequence."))
        ex.append(Exchange(second, f"A run of {length_word(b.length)}."))
        learnt[second].append("declared no sequence")
        learnt[first].append(f"holds a run of {length_word(b.length)}")
        winner = second
    else:
        ex.append(Exchange(first, f"A run of {length_word(a.length)}."))
        learnt[second].append(f"holds a run of {length_word(a.length)}")
        if b is None or b.length < a.length:
            ex.append(Exchange(second, "Good."))
            learnt[first].append(f"holds no run as long as {length_word(a.length)}")
            winner = first
        elif b.length > a.length:
            ex.append(Exchange(second, f"Not good: a run of {length_word(b.length)}."))
            learnt[first].append(f"holds a run of {length_word(b.length)}")
            winner = second
        else:
            ex.append(Exchange(second, "How high?"))
            learnt[first].append(f"holds a run of {length_word(b.length)} too")
            ex.append(Exchange(first, f"{a.top.rank.word}."))
            learnt[second].append(f"his run is {a.top.rank.word}-high")
            ka, kb = sequence_key(a, trump), sequence_key(b, trump)
            if kb[1] > ka[1]:
                ex.append(Exchange(second, f"Not good: {b.top.rank.word}."))
                learnt[first].append(f"his run is {b.top.rank.word}-high")
                winner = second
            elif kb[1] < ka[1]:
                ex.append(Exchange(second, "Good."))
                learnt[first].append("holds no run of that length as high")
                winner = first
            else:
                # MELD-3: equal length and top card, a trump sequence wins.
                ex.append(Exchange(second, "Same. In trumps?"))
                learnt[first].append(f"his run is {b.top.rank.word}-high too")
                if ka[2]:
                    ex.append(Exchange(first, "Yes."))
                    ex.append(Exchange(second, "Good.", "MELD-3"))
                    learnt[second].append(f"his run is in trumps ({a.suit.word})")
                    winner = first
                elif kb[2]:
                    ex.append(Exchange(first, "No."))
                    ex.append(Exchange(second, "Not good: mine is.", "MELD-3"))
                    learnt[second].append("his run is not in trumps")
                    learnt[first].append(f"his run is in trumps ({b.suit.word})")
                    winner = second
                else:
                    ex.append(Exchange(first, "No."))
                    ex.append(Exchange(second, "Nor mine: neither of us scores.", "MELD-3"))
                    learnt[second].append("his run is not in trumps")
                    learnt[first].append("his run is not in trumps")
                    winner = None
    if winner is None:
        scored: tuple[Meld, ...] = ()
    else:
        scored = tuple(runs[winner])
    return ClassResult(
        MeldClass.SEQUENCE, winner, scored, sum(m.points for m in scored), tuple(ex),
        (tuple(learnt[0]), tuple(learnt[1])),
    )


def interrogate(
    first: int,
    melds: tuple[Sequence[Meld], Sequence[Meld]],
    trump: Suit | None,
    *,
    scoring: bool = True,
    note: str | None = None,
) -> MeldOutcome:
    """Settle both classes from the two players' declarations (MELD-3 to MELD-5).

    Args:
        first: the seat that speaks first (the defender of the auction, SPEC-2).
        melds: each seat's declared melds.
        trump: the final contract's trump suit (``None`` at No-trump and Nullo).
        scoring: ``False`` where no melds score on this hand (a rule profile).
        note: a remark to keep with the outcome.

    >>> from jojotte_teach.engine.cards import parse_cards
    >>> out = interrogate(1, ((Meld(parse_cards("KH QH JH")),),
    ...                       (Meld(parse_cards("AS KS QS")),)), Suit.HEARTS)
    >>> out.dialogue(["Ann", "Bob"])
    ['Bob: "A run of three."', 'Ann: "How high?"', 'Bob: "Ace."', 'Ann: "Good."']
    >>> out.points(1), out.points(0)
    (20, 0)
    """
    kept = (
        [m for m in melds[0] if counts(m, trump)],
        [m for m in melds[1] if counts(m, trump)],
    )
    results = (_settle_fours(first, (kept[0], kept[1]), trump),
               _settle_sequences(first, (kept[0], kept[1]), trump))
    if not scoring:
        results = (
            ClassResult(MeldClass.FOUR, None, (), 0, (), ((), ())),
            ClassResult(MeldClass.SEQUENCE, None, (), 0, (), ((), ())),
        )
    return MeldOutcome(results, note)
