"""Valuing a six-card hand for the auction: a count a player can make at the table.

The count turns what the bidding advisor finds (each strain played out on many
deals, :func:`~jojotte_teach.ai.advisor.advise_bid`) into a few numbers to add up.
For a trump suit:

* the Jack of trumps 60, the Nine 40, each other trump honour (Ace, Ten, King,
  Queen) 25, the Eight and the Seven 15 each: trumps win tricks and the points in
  them (DECK-2, SCO-1);
* in the turn-up's suit, accepted in round one, the turn-up counts in place of your
  Seven, which you will exchange for it (DIX-1);
* each Ace of another suit 15, and 15 for a Ten beside its Ace;
* 40 for a run of three or more already among the six cards: a meld that will
  probably score, and count in the Total Score (MELD-2, SCO-4);

then take away 90. At No-trump: 15 for each Ace and for each Ten beside its Ace,
less 40. The result is roughly the score difference the advisor finds for you as
declarer in that strain: positive, the hand should win it. The weights were set by
fitting the advisor's figures on deals of their own and rounding to fives;
:func:`agreement` measures, on other deals, how often the count picks the strain
the advisor picks, and the call that follows from it.

>>> from jojotte_teach.engine import parse_cards, Card
>>> count = hand_count(parse_cards("JH 9H 7H AS 8C 7D"), Card("KH"), "H")
>>> count.total, count.value
(140, 50)
>>> count.parts[-2]
('King of hearts, a trump, by the dix, in place of your Seven', 25)
>>> counted_call(parse_cards("JH 9H 7H AS 8C 7D"), Card("KH"))
('accept', 'H')
"""

from __future__ import annotations

import itertools
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.cards import SEQUENCE_ORDER, Card, Rank, Suit
from ..engine.deal import Deal

__all__ = [
    "BASE", "NO_TRUMP_BASE", "TRUMP_COUNT", "Agreement", "HandCount", "agreement",
    "best_strain", "counted_call", "hand_count", "strains",
]

#: What each trump counts (DECK-2: the Jack and the Nine rise to the top).
TRUMP_COUNT = {Rank.JACK: 60, Rank.NINE: 40, Rank.ACE: 25, Rank.TEN: 25, Rank.KING: 25,
               Rank.QUEEN: 25, Rank.EIGHT: 15, Rank.SEVEN: 15}
SIDE_ACE = 15
GUARDED_TEN = 15
RUN = 40
#: Taken away from a trump suit's count: what a hand must beat to come out ahead.
BASE = 90
NO_TRUMP_ACE = 15
NO_TRUMP_TEN = 15
NO_TRUMP_BASE = 40


@dataclass(frozen=True)
class HandCount:
    """A hand's count in one strain.

    Attributes:
        strain: ``S H D C`` or ``NT``.
        parts: each line of the count: what it is, and what it adds.
        base: what is taken away at the end.
    """

    strain: str
    parts: tuple[tuple[str, int], ...]
    base: int

    @property
    def total(self) -> int:
        """The count before the base is taken away."""
        return sum(points for _, points in self.parts)

    @property
    def value(self) -> int:
        """The count less the base: roughly the score difference the hand expects."""
        return self.total - self.base


def strains(turn_up: Card) -> list[str]:
    """The strains to count: the turn-up's suit first, the other suits, No-trump."""
    return [turn_up.suit.value] + [s.value for s in Suit if s is not turn_up.suit] + ["NT"]


def _run(cards: Sequence[Card]) -> bool:
    """A run of three or more of one suit in sequence order (MELD-2)."""
    for suit in Suit:
        places = sorted(SEQUENCE_ORDER.index(c.rank) for c in cards if c.suit is suit)
        length = 1
        for low, high in itertools.pairwise(places):
            length = length + 1 if high == low + 1 else 1
            if length >= 3:
                return True
    return False


def _ten_beside_ace(cards: Sequence[Card], card: Card) -> bool:
    return card.rank is Rank.TEN and Card.of(Rank.ACE, card.suit) in cards


def hand_count(hand: Sequence[Card], turn_up: Card, strain: str) -> HandCount:
    """The count of six cards in one strain (see the module's description).

    Raises:
        ValueError: not six cards, or an unknown strain.
    """
    cards = list(hand)
    if len(cards) != 6:
        raise ValueError(f"the count is made on six cards, not {len(cards)}")
    if strain == "NT":
        parts = [(f"{c.name}", NO_TRUMP_ACE) for c in cards if c.rank is Rank.ACE]
        parts += [(f"{c.name}, beside its Ace", NO_TRUMP_TEN) for c in cards
                  if _ten_beside_ace(cards, c)]
        return HandCount("NT", tuple(parts), NO_TRUMP_BASE)
    trump = Suit(strain)
    trumps = [c for c in cards if c.suit is trump]
    seven = Card.of(Rank.SEVEN, trump)
    dix = trump is turn_up.suit and seven in trumps and turn_up.rank is not Rank.SEVEN
    if dix:
        trumps = [c for c in trumps if c != seven] + [turn_up]  # DIX-1
    parts = [(f"{c.name}, a trump" + (", by the dix, in place of your Seven"
                                       if dix and c == turn_up else ""),
              TRUMP_COUNT[c.rank]) for c in trumps]
    side = [c for c in cards if c.suit is not trump]
    parts += [(f"{c.name}", SIDE_ACE) for c in side if c.rank is Rank.ACE]
    parts += [(f"{c.name}, beside its Ace", GUARDED_TEN) for c in side
              if _ten_beside_ace(side, c)]
    if _run(cards):
        parts.append(("a run of three or more", RUN))
    return HandCount(strain, tuple(parts), BASE)


def best_strain(hand: Sequence[Card], turn_up: Card) -> HandCount:
    """The strain with the highest count (the turn-up's suit first among equals)."""
    counts = [hand_count(hand, turn_up, s) for s in strains(turn_up)]
    return max(counts, key=lambda c: c.value)


def counted_call(hand: Sequence[Card], turn_up: Card) -> tuple[str, str]:
    """The first call of round one by the count, and the strain it aims at: ``accept``
    when the turn-up's suit counts best, else ``pass`` (to name the best strain in round
    two, BID-2)."""
    best = best_strain(hand, turn_up)
    return ("accept" if best.strain == turn_up.suit.value else "pass"), best.strain


@dataclass(frozen=True)
class Agreement:
    """The count against the bidding advisor on many deals.

    Attributes:
        deals: the hands compared (each the first speaker's six cards and the turn-up).
        same_call: on how many the first call (accept, or pass to name another strain)
            is the same.
        same_strain: on how many the strain counted best is the advisor's best contract.
        samples: the advisor's deals per hand.
        gaps: for each hand, the advisor's best mean less its mean for the strain the
            count picked (0 when they agree).
    """

    deals: int
    same_call: int
    same_strain: int
    samples: int
    gaps: tuple[float, ...]

    @property
    def call_share(self) -> float:
        """The share of hands on which the first call agrees."""
        return self.same_call / self.deals

    @property
    def strain_share(self) -> float:
        """The share of hands on which the strain agrees."""
        return self.same_strain / self.deals

    @property
    def mean_gap(self) -> float:
        """What picking the count's strain costs on average, by the advisor's figures."""
        return statistics.fmean(self.gaps)


def agreement(deals: int = 40, samples: int = 12, seed: int = 9000) -> Agreement:
    """Compare the count with the advisor on ``deals`` shuffled hands (seeds ``seed`` on).

    For each hand the advisor plays each strain out on ``samples`` deals with the
    player as declarer; its pick is the strain with the best mean, and the call that
    follows (accept the turn-up's suit if that is the pick, else pass).
    """
    from ..ai.advisor import advise_bid

    same_call = same_strain = 0
    gaps = []
    for number in range(deals):
        deal = Deal.from_seed(seed + number, dealer=1)
        hand, turn_up = deal.hands[0], deal.turn_up
        advice = advise_bid(hand, turn_up, samples=samples, seed=1)
        means = {row.strain: row.mean for row in advice.contracts}
        best = max(means, key=lambda s: means[s])
        call, strain = counted_call(hand, turn_up)
        advised_call = "accept" if best == turn_up.suit.value else "pass"
        same_call += call == advised_call
        same_strain += strain == best
        gaps.append(means[best] - means[strain])
    return Agreement(deals, same_call, same_strain, samples, tuple(gaps))
