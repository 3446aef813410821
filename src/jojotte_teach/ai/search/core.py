"""The search core both exact solvers share, whatever the number of hands (PLAY, FOUR-7, SCO-1).

* **Card bits** (:class:`Tables`): a hand is an int with one bit per card. Within
  each suit the bits are in the order of play for the contract (the strongest card
  on the highest bit), so comparing two cards of one suit is comparing two ints, and
  "the trumps above the one led" is a mask. Points are kept in units of five, which
  every card value and the last-trick 10 are multiples of; that narrows the range
  a search must probe.
* **Equal cards** (:mod:`.equal_cards`): cards of one hand that play alike are
  searched once, their strongest for all.
* **The transposition table and the null-window test** (:class:`TrickBounds`,
  :func:`after_trick`): a search node is the start of a trick, and its value ``V``
  (the units the side on lead takes in the rest of the hand) depends on the hands
  alone, packed into one int, the leader's first. The table keeps a lower and an
  upper bound of ``V`` per node; each test answers "does the side on lead take at
  least ``g``?" with a fail-soft bound.
* **MTD(f)** (:func:`mtd`): a sequence of such tests narrows a card's value to the
  exact one.
* **Move ordering** (:func:`bits_down`, :func:`to_front`): cards strongest first;
  the card that refuted a line once is tried first the next time.

>>> from jojotte_teach.engine.cards import parse_cards
>>> t = tables(Suit.HEARTS)
>>> [str(c) for c in t.cards(t.mask(parse_cards("JH 9H AH 7S")))]   # weakest bit first
['7S', 'AH', '9H', 'JH']
>>> mtd(lambda g: 7, total=20, guess=10)   # a test that always proves "7 exactly"
7
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterable, Iterator, Sized
from contextlib import contextmanager
from typing import TypeVar

from ...engine.cards import DECK, Card, Suit, card_points, trick_strength

__all__ = [
    "BIG", "LAST_TRICK_UNITS", "PAIRS", "SUIT_MASKS", "UNIT", "WORD", "Bound", "Tables",
    "TrickBounds", "after_trick", "bits_down", "bits_up", "collector_paused", "kept", "mtd",
    "mtd_steps", "tables", "to_front",
]

UNIT = 5  # every card value and the last-trick 10 are multiples of five points
LAST_TRICK_UNITS = 2  # the last trick's 10 (SCO-1, FOUR-8), in units
WORD = 0xFFFFFFFF  # one hand's 32 bits in a packed key
BIG = 1 << 20  # above any value: the start of a minimum
#: each suit's eight bits
SUIT_MASKS = tuple(0xFF << (8 * s) for s in range(4))
_BITS = tuple(1 << i for i in range(32))
#: the most units a hand holds: Jo-Jotte's in units of five, Belote's 162 in points (BEL-4,
#: BEL-19), which its search counts one by one
_MOST_UNITS = max(max(sum(card_points(c, t) for c in DECK) for t in (None, *Suit)) // UNIT + (
    LAST_TRICK_UNITS), 162)
#: ``PAIRS[lo][hi] == (lo, hi)`` for every value a hand may hold: the stored bounds share
#: these tuples instead of each holding a copy.
PAIRS = tuple(tuple((lo, hi) for hi in range(_MOST_UNITS + 1)) for lo in range(_MOST_UNITS + 1))


class Tables:
    """Bit numbering and points of the 32 cards for one trump suit (or none), by SCO-1's
    values in units of five unless a game's own ``values`` and ``unit`` are given.

    Attributes:
        trump_mask: the bits of the trump suit (0 at No-trump).
        bit_of, card_of: a card's bit, and back.
        points: a bit's points in units of five.
        suit_mask: a bit's suit, as the mask of its eight bits.
        patterns: for each suit, the points of its eight cards, weakest first.
        legal: ``legal(hand, led, win)``, the cards of ``hand`` that may be played to a
            trick led with ``led`` and won so far by ``win`` (PLAY-2 to PLAY-4, FOUR-7):
            follow suit, beating the highest trump on a trump lead if able; void,
            trump if able (even over partner); else any card.
        beats: ``beats(card, win)``, whether ``card``, played after ``win`` (the card
            winning so far), wins (PLAY-5).
        beaters: a bit -> the bits that beat it (PLAY-5): those above it in its suit, and
            every trump if it is not one; ``beats(card, win)`` is ``card & beaters[win]``.

    >>> from jojotte_teach.engine.cards import parse_cards
    >>> t = tables(Suit.SPADES)
    >>> hand = t.mask(parse_cards("9S 7S AH"))
    >>> [str(c) for c in t.cards(t.legal(hand, t.bit_of[Card("AS")], t.bit_of[Card("JS")]))]
    ['7S', '9S']
    >>> t.beats(t.bit_of[Card("7S")], t.bit_of[Card("AH")])   # a trump on a plain card
    True
    """

    def __init__(self, trump: Suit | None,
                 values: Callable[[Card, Suit | None], int] = card_points,
                 unit: int = UNIT) -> None:
        self.trump = trump
        self.trump_mask = 0 if trump is None else SUIT_MASKS[trump.index]
        self.bit_of: dict[Card, int] = {}
        self.card_of: dict[int, Card] = {}
        self.points: dict[int, int] = {}
        self.suit_mask: dict[int, int] = {}
        patterns: dict[int, list[int]] = {}
        for card in DECK:
            s = card.suit.index
            pos = 8 * s + trick_strength(card, trump) - 1
            bit = 1 << pos
            self.bit_of[card] = bit
            self.card_of[bit] = card
            self.points[bit] = values(card, trump) // unit
            self.suit_mask[bit] = SUIT_MASKS[s]
            patterns.setdefault(s, [0] * 8)[pos - 8 * s] = values(card, trump) // unit
        self.patterns = tuple(tuple(patterns[s]) for s in range(4))
        suit_mask = self.suit_mask
        trump_mask = self.trump_mask
        beaters = self.beaters = {
            w: suit_mask[w] & -(w << 1) | (0 if w & trump_mask else trump_mask)
            for w in suit_mask}

        def legal(hand: int, led: int, win: int) -> int:
            same = hand & suit_mask[led]
            if same:
                if led & trump_mask:
                    return (same & -(win << 1)) or same
                return same
            return (hand & trump_mask) or hand

        def beats(card: int, win: int) -> bool:
            return card & beaters[win] != 0

        self.legal = legal
        self.beats = beats

    def mask(self, cards: Iterable[Card]) -> int:
        """The bits of these cards."""
        m = 0
        for c in cards:
            m |= self.bit_of[c]
        return m

    def cards(self, mask: int) -> list[Card]:
        """The cards of these bits, weakest bit first."""
        return [self.card_of[b] for b in bits_up(mask)]


_TABLES: dict[Suit | None, Tables] = {}


def tables(trump: Suit | None) -> Tables:
    """The card tables for this trump suit (or No-trump), made once."""
    t = _TABLES.get(trump)
    if t is None:
        t = _TABLES[trump] = Tables(trump)
    return t


def bits_up(mask: int) -> list[int]:
    """The bits of ``mask``, the lowest (the weakest of its suit) first."""
    out = []
    while mask:
        bit = mask & -mask
        mask ^= bit
        out.append(bit)
    return out


def bits_down(mask: int) -> list[int]:
    """The bits of ``mask``, the highest (the strongest of its suit) first."""
    out = []
    while mask:
        bit = _BITS[mask.bit_length() - 1]
        mask ^= bit
        out.append(bit)
    return out


def to_front(moves: list[int], move: int) -> None:
    """Move ``move`` to the front of ``moves``: the card that refuted a line once is
    tried first the next time the same choice comes up."""
    moves.remove(move)
    moves.insert(0, move)


# --------------------------------------------------------------------------
# The transposition table and the null-window test
# --------------------------------------------------------------------------

#: A game's search of a trick start the table did not settle: ``node(key, total, g)``
#: answers "V(key) >= g?" (``1 <= g <= total``, ``total`` the units left) with the
#: bounds of V it proved, ``(lower, upper)`` from :data:`PAIRS`: ``(v, total)`` when
#: ``v >= g``, ``(0, v)`` when ``v < g``, ``(v, v)`` when it found V exactly.
Node = Callable[[int, int, int], tuple[int, int]]
#: ``bound(key, total, g)``, see :meth:`TrickBounds.bound_test`.
Bound = Callable[[int, int, int], int]
#: ``unsettled(key, total, g, lo, hi)``, see :meth:`TrickBounds.bound_test`.
Unsettled = Callable[[int, int, int, int, int], int]


class TrickBounds:
    """The transposition table of a trick search: bounds of V at trick starts.

    A game's search subclasses it, and gets from :meth:`bound_test` the one function
    through which the rest of the hand after every trick it finishes is valued: from
    the table, or from the game's own ``node``. The question about the trick becomes
    one about V after it (:func:`after_trick`), and the searches' inner loops write
    that step out, a call fewer per trick.

    Attributes:
        bounds: node key -> (lower, upper) bound of V.
        unsettled: set by :meth:`bound_test`, see there.
    """

    unsettled: Unsettled

    def __init__(self) -> None:
        self.bounds: dict[int, tuple[int, int]] = {}
        self._searched: Callable[[], int] = int  # 0 until bound_test counts
        self._link: list[Node] = []

    def __len__(self) -> int:
        """The positions the table holds."""
        return len(self.bounds)

    def __del__(self) -> None:
        # The test asks the game's node, which asks the test again after each trick: a
        # cycle of references that holds the tables until Python's collector finds it,
        # late when searches keep it paused. Cutting it when the search is dropped
        # frees the tables at once.
        self._link.clear()

    @property
    def nodes(self) -> int:
        """The trick starts searched so far (those the table settled not counted)."""
        return self._searched()

    def bound_test(self, node: Node) -> Bound:
        """The null-window test of a trick start, through the table.

        ``bound(key, total, g)``: fail-soft test that the side on lead at the trick
        start ``key`` takes at least ``g`` (``1 <= g <= total``) of the ``total`` units
        left. A result ``v >= g`` proves V >= v; a result ``v < g`` proves V <= v. The
        table answers when its bounds settle the question; otherwise ``node`` searches
        the trick and the table keeps what it proved.

        It also sets :attr:`unsettled`, ``unsettled(key, total, g, lo, hi)``: the same
        test when the caller has looked ``key`` up in :attr:`bounds` itself and found
        bounds ``(lo, hi)`` that do not settle it (``(0, total)`` when none): a search
        that probes the table in its own loop pays a call only for the tests the table
        does not answer, most tests ending at the probe.
        """
        bounds = self.bounds
        bounds_get = bounds.get
        link = self._link
        link.append(node)
        searched = 0

        def unsettled(key: int, total: int, g: int, lo: int, hi: int) -> int:
            nonlocal searched
            searched += 1
            low, high = link[0](key, total, g)
            if high > hi:
                high = hi
            bounds[key] = PAIRS[low if low > lo else lo][high]
            return low if low >= g else high

        def bound(key: int, total: int, g: int) -> int:
            entry = bounds_get(key)
            if entry is None:
                return unsettled(key, total, g, 0, total)
            lo, hi = entry
            if lo >= g:
                return lo
            if hi < g:
                return hi
            return unsettled(key, total, g, lo, hi)

        def count() -> int:
            return searched

        self._searched = count
        self.unsettled = unsettled
        return bound


def after_trick(bound: Bound, key: int, t: int, won: bool, total: int, g: int) -> int:
    """Fail-soft test that the side that led a finished trick takes at least ``g`` of the
    ``total`` units left before it.

    The trick was worth ``t`` units (the last trick's bonus included) and the side
    won it (``won``) or lost it; ``key`` holds the hands after it, the next leader's
    first, and ``bound`` tests V there (:meth:`TrickBounds.bound_test`). A result
    ``v >= g`` proves the side takes at least ``v``; a result ``v < g``, at most ``v``.

    >>> after_trick(lambda key, total, g: 3, 0, t=4, won=True, total=10, g=6)
    7
    >>> after_trick(lambda key, total, g: 3, 0, t=4, won=False, total=10, g=6)   # 6 - 3
    3
    """
    rest = total - t
    if won:
        # The side takes t and leads again: t + V >= g when V >= g - t (<= rest).
        h = g - t
        return t if h <= 0 else t + bound(key, rest, h)
    # The other side takes t and leads: ours is rest - V, which is >= g exactly when
    # V < rest - g + 1.
    h = rest - g + 1
    return rest if h <= 0 else rest - bound(key, rest, h)


def mtd(test: Callable[[int], int], total: int, guess: int) -> int:
    """Narrow [0, total] to the exact value with fail-soft null-window tests (MTD(f)).

    ``test(g)`` answers "value >= g?" for ``1 <= g <= total``: a result ``v >= g``
    proves value >= v, a result ``v < g`` proves value <= v.
    """
    lo, hi = 0, total
    g = guess
    while lo < hi:
        beta = max(lo + 1, min(g, hi))  # test "value >= beta", beta in (lo, hi]
        g = test(beta)
        if g >= beta:
            lo = g
        else:
            hi = g
    return lo


def mtd_steps(test: Callable[[int], int], total: int, guess: int) -> int:
    """:func:`mtd` for values counted one point at a time (Belote's, BEL-4).

    A null-window test's fail-soft answer is mostly the bound it was asked about, so
    plain MTD(f) walks to a value far from its guess one point a test. Here each
    test in the same direction as the last goes three times as far (1, 3, 9, ...
    points past the bound proved), and once the value is bracketed no test goes
    beyond the middle of the bracket. ``test`` is as in :func:`mtd`.

    >>> calls = []
    >>> def test(g):
    ...     calls.append(g)
    ...     return min(g, 100)   # fail-soft: above 100, "at most 100"
    >>> mtd_steps(test, total=162, guess=81), calls
    (100, [81, 82, 85, 94, 121, 100])
    """
    lo, hi = 0, total
    g = guess
    step = 0
    rising: bool | None = None  # the direction of the last test's answer
    while lo < hi:
        beta = max(lo + 1, min(g, hi))  # test "value >= beta", beta in (lo, hi]
        v = test(beta)
        up = v >= beta
        if up:
            lo = v
        else:
            hi = v
        step = step * 3 if up == rising else 1
        rising = up
        g = lo + step if up else hi - step + 1
        if lo > 0 and hi < total:  # bracketed: not beyond the middle
            mid = (lo + hi + 1) // 2
            g = min(g, mid) if up else max(g, mid)
    return lo


_Search = TypeVar("_Search", bound=Sized)


def kept(shelf: dict[tuple[Suit | None, bool], _Search], trump: Suit | None, flag: bool,
         make: Callable[[Suit | None, bool], _Search], max_entries: int) -> _Search:
    """The search kept on ``shelf`` for this contract, or a new one when there is none
    or it has grown beyond ``max_entries`` positions (a browser's memory is limited)."""
    search = shelf.get((trump, flag))
    if search is None or len(search) > max_entries:
        search = shelf[(trump, flag)] = make(trump, flag)
    return search


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector paused while a search runs, then as it was.

    A search makes many small tuples and lists and keeps most of them in its tables.
    None of them is part of a cycle, so reference counting frees whatever is dropped;
    the collector would only walk the growing tables again and again (a quarter of the
    two-hand search's time, a few hundredths of the four-hand's).
    """
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
