"""Equal cards: one card searched for each run of cards that play alike (PLAY-5, SCO-1).

Cards of one hand adjacent in a suit among the cards still out, and worth the same
points, win, lose and score alike whatever is played, so the searches try one of
them (the strongest) for all: :func:`run_heads` finds them in one suit's eight bits,
:class:`RunHeads` remembers them for whole hands, and :func:`head_of` names the card
that stands for a given one.

>>> from jojotte_teach.engine.cards import Card, parse_cards
>>> from jojotte_teach.ai.search.core import tables
>>> t = tables(None)
>>> hand, other = t.mask(parse_cards("AS 9S 8S")), t.mask(parse_cards("10S 7S"))
>>> [str(c) for c in t.cards(RunHeads(t.patterns, hands=2).against(hand, other))]
['9S', 'AS']
>>> str(t.card_of[head_of(t.bit_of[Card("8S")], hand, other, t.points)])   # the 9 for the 8
'9S'
"""

from __future__ import annotations

from collections.abc import Callable

from .core import SUIT_MASKS

__all__ = ["DealHeads", "RunHeads", "head_of", "run_heads"]


class _Memo(dict[int, int]):
    """A table of a function's values, each worked out the first time it is looked up."""

    def __init__(self, f: Callable[[int], int]) -> None:
        super().__init__()
        self.f = f

    def __missing__(self, key: int) -> int:
        r = self[key] = self.f(key)
        return r


def run_heads(h8: int, o8: int, pattern: tuple[int, ...]) -> int:
    """The cards of ``h8`` worth playing, one per run of equivalent cards (one suit's bits).

    Two cards of one hand and suit are equivalent when no card still held by another
    hand (``o8``) lies between them in the order of play and they are worth the same
    points (``pattern``: the suit's points, weakest first): they then beat, lose to and
    score exactly like each other, whatever is played. Each run keeps its strongest card.

    >>> bin(run_heads(0b1100_0110, 0b0000_1000, (0,) * 8))   # runs 7-6 and 2-1
    '0b10000100'
    """
    heads = 0
    prev_in_hand = False
    prev_points = -1
    for i in range(7, -1, -1):
        bit = 1 << i
        if h8 & bit:
            if not (prev_in_hand and pattern[i] == prev_points):
                heads |= bit
            prev_in_hand = True
            prev_points = pattern[i]
        elif o8 & bit:
            prev_in_hand = False
    return heads


class RunHeads:
    """Memoised run heads (see :func:`run_heads`), suit by suit, for one pattern of points.

    Two ways in, each with its own table: :meth:`against`, the run heads of one hand
    against the cards of the others (two hands), and :meth:`of`, the run heads of every
    hand of a node key that packs ``hands`` hands, 32 bits each (four hands: one look-up
    per suit serves all four). A key keeps each suit's bits where they are, so keys of
    different suits never meet in a table. A search's inner loop may read :meth:`of`'s
    table itself: ``of(key)`` is ``table[key & p0] | ... | table[key & p3]`` for ``parts``
    ``(p0, p1, p2, p3)``, a missing entry worked out on the look-up.

    >>> from jojotte_teach.ai.search.core import tables
    >>> from jojotte_teach.engine.cards import parse_cards
    >>> t = tables(None)
    >>> runs = RunHeads(t.patterns, hands=2)
    >>> hand, other = t.mask(parse_cards("AS 10S 8S")), t.mask(parse_cards("9S"))
    >>> [str(c) for c in t.cards(runs.against(hand, other))]  # the Ace stands for the 10
    ['8S', 'AS']
    >>> runs.of(hand << 32 | other) >> 32 == runs.against(hand, other)
    True
    """

    def __init__(self, patterns: tuple[tuple[int, ...], ...], hands: int) -> None:
        alone: dict[int, int] = {}
        alone_get = alone.get
        shifts = tuple(32 * w for w in range(hands))

        def in_suit(hand: int, other: int, suit: int) -> int:
            """Run heads of ``hand``, all of whose cards are in the suit ``suit`` masks."""
            key = hand << 32 | (other & suit)
            r = alone_get(key)
            if r is None:
                shift = (suit.bit_length() - 8) & ~7
                r = alone[key] = run_heads(
                    hand >> shift, (other & suit) >> shift, patterns[shift // 8]) << shift
            return r

        def against(hand: int, other: int) -> int:
            """Run heads of ``hand`` in every suit, ``other`` the cards of the others."""
            out = 0
            for suit in SUIT_MASKS:
                h = hand & suit
                if h:
                    r = alone_get(h << 32 | (other & suit))
                    out |= in_suit(h, other, suit) if r is None else r
            return out

        def suit_part(part: int) -> int:
            """The run heads of every hand in one suit's bits of a key (``part``)."""
            if not part:
                return 0
            shift = (part.bit_length() - 1) % 32 & ~7  # the suit's first bit in a hand
            held = [(part >> (shift + w)) & 0xFF for w in shifts]
            out_cards = 0
            for h in held:
                out_cards |= h
            r = 0
            for w, h in zip(shifts, held, strict=True):
                if h:
                    r |= run_heads(h, out_cards ^ h, patterns[shift // 8]) << (shift + w)
            return r

        p0, p1, p2, p3 = (sum(0xFF << (8 * s + w) for w in shifts) for s in range(4))
        # A look-up of a key's part that is not there yet works it out: the search reads
        # four parts a position, and a subscript costs less than a call.
        packed = _Memo(suit_part)

        def of(key: int) -> int:
            """The run heads of every hand of ``key``, in the key's layout."""
            return packed[key & p0] | packed[key & p1] | packed[key & p2] | packed[key & p3]

        self.in_suit = in_suit
        self.against = against
        self.of = of
        self.table = packed
        self.parts = (p0, p1, p2, p3)


class DealHeads(_Memo):
    """Memoised run heads (see :func:`run_heads`) of every hand of one deal, suit by suit:
    ``heads[held & suit]`` for the cards still held (``held``) and one suit's mask, each
    card standing for its owner's run. ``own`` lists each seat's cards; it may be filled
    in later (a new deal: empty the table too).

    >>> from jojotte_teach.ai.search.core import tables
    >>> from jojotte_teach.engine.cards import parse_cards
    >>> t = tables(None)
    >>> own = [t.mask(parse_cards(h)) for h in ("AS 10S 8S", "9S", "KS", "7S")]
    >>> heads = DealHeads(t.patterns, own)
    >>> [str(c) for c in t.cards(heads[own[0] | own[1] | own[2] | own[3]])]
    ['7S', '8S', '9S', 'KS', 'AS']
    """

    def __init__(self, patterns: tuple[tuple[int, ...], ...], own: list[int]) -> None:

        def suit_part(part: int) -> int:
            """The run heads of every hand among the cards ``part`` of one suit."""
            if not part:
                return 0
            shift = (part.bit_length() - 1) & ~7  # the suit's first bit
            pattern = patterns[shift // 8]
            r = 0
            for hand in own:
                h = part & hand
                if h:
                    r |= run_heads(h >> shift, (part ^ h) >> shift, pattern) << shift
            return r

        super().__init__(suit_part)


def head_of(bit: int, hand: int, other: int, points: dict[int, int]) -> int:
    """The strongest card of the run of equivalent cards ``bit`` belongs to in ``hand``,
    ``other`` being the cards the other hands hold."""
    head = bit
    top = bit << (7 - (bit.bit_length() - 1) % 8)  # the highest bit of the suit
    x = bit
    while x < top:
        x <<= 1
        if x & other:
            break
        if x & hand:
            if points[x] != points[bit]:
                break
            head = x
    return head
