"""Klaberjass melds (KLAB-9, KLAB-10): sets of face cards and runs, with their values.

Class A is a *set*: three (20) or four (50) Aces, Kings, Queens or Jacks, at every
contract; Tens, Nines, Eights and Sevens never form one (KLAB-9). Class B is a *run*
of three or more cards of one suit in sequence order A K Q J 10 9 8 7: three 20,
four 50, five 70, six or more 100 (KLAB-10). Two declared runs of one suit may
neither share a card nor touch; no card may be in two declared sets; a card may be
in one set and one run. A declared meld is the engine's :class:`~..melds.Meld`.

>>> from jojotte_teach.engine.cards import parse_cards
>>> [meld_points(Meld(parse_cards(t))) for t in ("KS KH KD", "AS KS QS JS 10S", "JS JH JD JC")]
[20, 70, 50]
>>> describe(Meld(parse_cards("QS QH QD")))
'three Queens'
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

from ..cards import Card, Rank, Suit, pretty_cards
from ..melds import Meld, length_word, possible_melds, sequence_key

#: KLAB-9: the ranks of a set.
FACE_RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)
#: KLAB-12 (interpretation): sets of one size compared by rank, strongest first.
SETS_IN_TRUMP = (Rank.JACK, Rank.ACE, Rank.KING, Rank.QUEEN)
SETS_AT_NO_TRUMP = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)
#: KLAB-10: a run's value by length (seven and eight: 100, interpretation).
RUN_POINTS = {3: 20, 4: 50, 5: 70}
SET_POINTS = {3: 20, 4: 50}
_SIZE_WORDS = {3: "three", 4: "four"}


def is_set(meld: Meld) -> bool:
    """Class A: three or four cards of one rank (KLAB-9)."""
    return len({c.rank for c in meld.cards}) == 1


def meld_points(meld: Meld) -> int:
    """KLAB-9, KLAB-10: a set 20 or 50; a run 20, 50, 70 or 100."""
    if is_set(meld):
        return SET_POINTS[meld.length]
    return RUN_POINTS.get(meld.length, 100)


def describe(meld: Meld) -> str:
    """In words: ``three Kings``, ``a run of five to the Ace of hearts``."""
    if is_set(meld):
        return f"{_SIZE_WORDS[meld.length]} {meld.rank.plural}"
    return f"a run of {length_word(meld.length)} to the {meld.top.name}"


def set_strength(meld: Meld, trump: Suit | None) -> tuple[int, int]:
    """KLAB-12: a four beats a three; one size, the rank in SETS_IN_TRUMP (at No-trump
    SETS_AT_NO_TRUMP) order. Higher is better."""
    order = SETS_IN_TRUMP if trump is not None else SETS_AT_NO_TRUMP
    return meld.length, len(order) - order.index(meld.rank)


def run_strength(meld: Meld, trump: Suit | None) -> tuple[int, int, int]:
    """KLAB-12, as MELD-3: the longer run; one length, the higher top card; then trumps."""
    return sequence_key(meld, trump)


def check(cards: Iterable[Card]) -> Meld | tuple[str, str]:
    """A :class:`Meld` if the cards form a set or a run, else ``(rule, reason)``.

    >>> from jojotte_teach.engine.cards import parse_cards
    >>> check(parse_cards("10S 10H 10D"))
    ('KLAB-9', 'three Tens are no set: only Aces, Kings, Queens and Jacks form one')
    >>> check(parse_cards("AS KS QS"))
    Meld(cards=(Card('AS'), Card('KS'), Card('QS')))
    """
    ordered = tuple(sorted(set(cards), key=lambda c: c.index))
    text = pretty_cards(ordered) or "nothing"
    if len({c.rank for c in ordered}) == 1 and len(ordered) > 1:
        rank = ordered[0].rank
        count = _SIZE_WORDS.get(len(ordered), str(len(ordered)))
        if rank not in FACE_RANKS:
            return "KLAB-9", (f"{count} {rank.plural} are no set: only Aces, Kings, Queens "
                              "and Jacks form one")
        if len(ordered) < 3:
            return "KLAB-9", f"{text} is no meld: a set needs three or four cards"
        return Meld(ordered)
    if len(ordered) < 3:
        return "KLAB-10", f"{text} is no meld: a run needs three cards"
    if len({c.suit for c in ordered}) != 1:
        return "KLAB-10", f"{text} is no run: its cards must be of one suit"
    indexes = [c.index for c in ordered]
    if indexes != list(range(indexes[0], indexes[0] + len(indexes))):
        return "KLAB-10", (f"{text} is no run: the cards must follow each other in "
                           "A K Q J 10 9 8 7")
    return Meld(ordered)


def possible(hand: Iterable[Card]) -> list[Meld]:
    """Every set and run the cards can form (KLAB-9, KLAB-10), sets first.

    >>> from jojotte_teach.engine.cards import parse_cards
    >>> [str(m) for m in possible(parse_cards("KS KH KD AS QS 7C"))]
    ['KS KH KD', 'AS KS QS']
    """
    held = tuple(hand)
    sets: list[Meld] = []
    for rank in FACE_RANKS:
        same = sorted((c for c in held if c.rank is rank), key=lambda c: c.index)
        if len(same) == 4:
            sets.append(Meld(tuple(same)))
        if len(same) >= 3:
            sets.extend(Meld(three) for three in combinations(same, 3))
    # Runs are the engine's sequences (any trump gives every run).
    runs = [m for m in possible_melds(held, Suit.SPADES) if not m.is_four]
    return sets + runs


def conflict(meld: Meld, declared: Iterable[Meld]) -> str | None:
    """Why ``meld`` may not join the declared melds (KLAB-10), or ``None``.

    >>> from jojotte_teach.engine.cards import parse_cards
    >>> conflict(Meld(parse_cards("KS KH KD")), [Meld(parse_cards("KS KH KD KC"))])
    'K♠ K♥ K♦ shares a card with the declared four Kings: no card may be in two sets'
    >>> print(conflict(Meld(parse_cards("JS 10S 9S")), [Meld(parse_cards("AS KS QS"))]))
    J♠ 10♠ 9♠ touches the declared A♠ K♠ Q♠: two runs of one suit may not touch, so a run
    of six is declared as one meld
    """
    mine = is_set(meld)
    for other in declared:
        if is_set(other) != mine:
            continue  # a card may be in one set and one run
        shared = set(meld.cards) & set(other.cards)
        if mine:
            if shared:
                return (f"{meld.pretty} shares a card with the declared {describe(other)}: "
                        "no card may be in two sets")
            continue
        if other.suit is not meld.suit:
            continue
        if shared:
            return (f"{meld.pretty} shares a card with the declared {other.pretty}: a card "
                    "can belong to only one run")
        low, high = meld.cards[0].index, meld.cards[-1].index
        if other.cards[0].index <= high + 1 and low - 1 <= other.cards[-1].index:
            joined = length_word(meld.length + other.length)
            return (f"{meld.pretty} touches the declared {other.pretty}: two runs of one "
                    f"suit may not touch, so a run of {joined} is declared as one meld")
    return None
