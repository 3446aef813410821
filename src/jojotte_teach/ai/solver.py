"""An exact double-dummy solver for the play of the cards (PLAY, SCO-1, SPEC-1, SPEC-3).

Both hands are seen. For each card the player to move may play, the solver finds
the result of that card when both players then play perfectly:

* ``"points"``: the trick points (SCO-1 card points, plus 10 for the last trick
  when it applies; Jo-Jotte is not counted) that the player to move takes from
  now to the end of the hand, the current trick included. The points left are
  fixed, so each player maximising his own points is the same as minimising his
  opponent's.
* ``"nullo"`` (SPEC-1): the declarer tries to take no trick at all; No-trump.
* ``"slam"`` (SPEC-3): the declarer tries to take every remaining trick.

For ``"nullo"`` and ``"slam"`` a card's value is 1 when, after it, the player to
move reaches his own aim (the declarer makes the contract, or the defender beats
it), else 0. So under every objective a higher value is better for the player to
move, and the cost of a card is the best value less its value.

>>> pos = Position.from_text("AS 7H", "10S 8H", trump=None, leader=0)
>>> {str(c): v for c, v in solve(pos).items()}   # the Ace takes 20, the 7 lets him take 30
{'AS': 20, '7H': 30}

Internally a hand is an int with one bit per card. Within each suit the bits are
in the order of play for the contract (the strongest card on the highest bit), so
comparing two cards of one suit is comparing two ints, and "the trumps above the
one led" is a mask. Points are kept in units of five, which every card value and
the last-trick 10 are multiples of; that narrows the range the search must probe.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial
from typing import Literal

from ..engine.cards import DECK, Card, Suit, beats, card_points, parse_cards, trick_strength

__all__ = [
    "OBJECTIVES",
    "Objective",
    "Position",
    "Solver",
    "best_cards",
    "card_costs",
    "legal_cards",
    "position_value",
    "solve",
]

Objective = Literal["points", "nullo", "slam"]

#: The objectives :func:`solve` understands.
OBJECTIVES: tuple[Objective, ...] = ("points", "nullo", "slam")

_UNIT = 5  # every card value and the last-trick bonus are multiples of 5 points
_LAST_TRICK = 10


@dataclass(frozen=True)
class Position:
    """A position in the play, as far as the rest of the hand depends on it.

    Attributes:
        hands: the cards each seat (0 and 1) still holds. A card already led to
            the current trick is in ``trick``, not in its player's hand.
        trump: the trump suit, or ``None`` at No-trump and Nullo.
        leader: the seat that leads (or has led) the current trick.
        trick: the card already led to the current trick, if any (0 or 1 card).
        last_trick_bonus: whether the winner of the last trick scores 10 more
            (SCO-1; false at Nullo).

    Points already won are not part of a position: the solver values what is left.

    >>> p = Position.from_text("JH 9H AS", "7H 10S", trump="H", leader=1, trick="KS")
    >>> p.to_move, p.tricks_left, [str(c) for c in p.legal_cards()]
    (0, 3, ['AS'])

    Raises:
        ValueError: the hands overlap, hold more than nine cards, do not match
            each other in size, or the trick holds more than one card.
    """

    hands: tuple[frozenset[Card], frozenset[Card]]
    trump: Suit | None
    leader: int = 0
    trick: tuple[Card, ...] = ()
    last_trick_bonus: bool = True

    def __post_init__(self) -> None:
        if len(self.hands) != 2:
            raise ValueError("a position has exactly two hands")
        hands = (frozenset(self.hands[0]), frozenset(self.hands[1]))
        object.__setattr__(self, "hands", hands)
        object.__setattr__(self, "trick", tuple(self.trick))
        if self.leader not in (0, 1):
            raise ValueError("the leader is seat 0 or seat 1")
        if len(self.trick) > 1:
            raise ValueError("the current trick holds at most the card led")
        if hands[0] & hands[1] or any(c in hands[0] | hands[1] for c in self.trick):
            raise ValueError("a card cannot be in two places")
        lead_size, follow_size = len(hands[self.leader]), len(hands[1 - self.leader])
        if lead_size + len(self.trick) != follow_size:
            raise ValueError("both players must have played the same number of cards")
        if follow_size > 9:
            raise ValueError("a player holds at most nine cards")

    @classmethod
    def from_text(
        cls,
        hand0: str | Iterable[str],
        hand1: str | Iterable[str],
        trump: Suit | str | None = None,
        leader: int = 0,
        trick: str | Iterable[str] = (),
        last_trick_bonus: bool = True,
    ) -> Position:
        """Build a position from card notation (``"JH 9H 7C"``).

        >>> Position.from_text("JH", "7H", trump="H").hands[0]
        frozenset({Card('JH')})
        """
        suit = Suit.parse(trump) if isinstance(trump, str) else trump
        return cls(
            hands=(frozenset(parse_cards(hand0)), frozenset(parse_cards(hand1))),
            trump=suit,
            leader=leader,
            trick=parse_cards(trick),
            last_trick_bonus=last_trick_bonus,
        )

    @property
    def to_move(self) -> int:
        """The seat to play next: the leader, or his opponent if a card is led."""
        return self.leader if not self.trick else 1 - self.leader

    @property
    def tricks_left(self) -> int:
        """Tricks still to be completed, the current one included."""
        return len(self.hands[self.to_move])

    def points_left(self) -> int:
        """Card points still to be won, the card led included, plus the last-trick 10.

        >>> Position.from_text("AS 7H", "10S 8H").points_left()
        30
        """
        cards = [*self.hands[0], *self.hands[1], *self.trick]
        bonus = _LAST_TRICK if self.last_trick_bonus and cards else 0
        return sum(card_points(c, self.trump) for c in cards) + bonus

    def legal_cards(self) -> tuple[Card, ...]:
        """The cards the player to move may play (PLAY-2 to PLAY-4), in deck order.

        >>> p = Position.from_text("7S AD", "JS 8S AH", trump="S", leader=0, trick="9S")
        >>> [str(c) for c in p.legal_cards()]
        ['JS']
        """
        hand = self.hands[self.to_move]
        if not self.trick:
            return tuple(sorted(hand))
        led = self.trick[0]
        same = [c for c in hand if c.suit is led.suit]
        if same:
            if led.suit is self.trump:
                strength = trick_strength(led, self.trump)
                higher = [c for c in same if trick_strength(c, self.trump) > strength]
                if higher:
                    return tuple(sorted(higher))
            return tuple(sorted(same))
        trumps = [c for c in hand if c.suit is self.trump]
        return tuple(sorted(trumps or hand))

    def play(self, card: Card) -> Position:
        """The position after the player to move plays ``card``.

        >>> p = Position.from_text("AS 7H", "10S 8H", trump=None)
        >>> q = p.play(Card("AS")).play(Card("10S"))
        >>> q.leader, q.trick, sorted(q.hands[0])
        (0, (), [Card('7H')])

        Raises:
            ValueError: the card may not be played now.
        """
        if card not in self.legal_cards():
            raise ValueError(f"{card} may not be played now (PLAY-2 to PLAY-4)")
        mover = self.to_move
        hands = list(self.hands)
        hands[mover] = hands[mover] - {card}
        if not self.trick:
            return Position((hands[0], hands[1]), self.trump, mover, (card,),
                            self.last_trick_bonus)
        led = self.trick[0]
        winner = mover if beats(card, led, self.trump) else self.leader
        return Position((hands[0], hands[1]), self.trump, winner, (), self.last_trick_bonus)


def legal_cards(position: Position) -> tuple[Card, ...]:
    """The cards the player to move may play; see :meth:`Position.legal_cards`.

    >>> [str(c) for c in legal_cards(Position.from_text("AS 7H", "10S 8H"))]
    ['AS', '7H']
    """
    return position.legal_cards()


# --------------------------------------------------------------------------
# Card tables for one contract
# --------------------------------------------------------------------------

_SUIT_MASKS = tuple(0xFF << (8 * s) for s in range(4))


class _Tables:
    """Bit numbering and points of the 32 cards for one trump suit (or none)."""

    def __init__(self, trump: Suit | None) -> None:
        self.trump = trump
        self.trump_mask = 0 if trump is None else _SUIT_MASKS[trump.index]
        self.bit_of: dict[Card, int] = {}
        self.card_of: dict[int, Card] = {}
        self.points: dict[int, int] = {}  # bit -> points in units of five
        self.suit_mask: dict[int, int] = {}  # bit -> mask of its suit
        # Points of the eight cards of a suit, weakest first, for the trump suit
        # and for a plain suit.
        patterns: dict[int, list[int]] = {}
        for card in DECK:
            s = card.suit.index
            pos = 8 * s + trick_strength(card, trump) - 1
            bit = 1 << pos
            self.bit_of[card] = bit
            self.card_of[bit] = card
            self.points[bit] = card_points(card, trump) // _UNIT
            self.suit_mask[bit] = _SUIT_MASKS[s]
            patterns.setdefault(s, [0] * 8)[pos - 8 * s] = card_points(card, trump) // _UNIT
        self.patterns = tuple(tuple(patterns[s]) for s in range(4))

    def mask(self, cards: Iterable[Card]) -> int:
        """The bits of these cards."""
        m = 0
        for c in cards:
            m |= self.bit_of[c]
        return m

    def cards(self, mask: int) -> list[Card]:
        """The cards of these bits, weakest bit first."""
        out = []
        while mask:
            b = mask & -mask
            mask ^= b
            out.append(self.card_of[b])
        return out


_TABLES: dict[Suit | None, _Tables] = {}


def _tables(trump: Suit | None) -> _Tables:
    t = _TABLES.get(trump)
    if t is None:
        t = _TABLES[trump] = _Tables(trump)
    return t


def _run_heads(h8: int, o8: int, pattern: tuple[int, ...]) -> int:
    """The cards of ``h8`` worth playing, one per run of equivalent cards.

    Two cards of one hand and suit are equivalent when no card still held by the
    other hand lies between them in the order of play and they are worth the same
    points: they then beat, lose to and score exactly like each other, whatever
    is played. Each run keeps its strongest card.
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


class _Heads:
    """Memoised run heads, suit by suit (see :func:`_run_heads`).

    One table serves all four suits: a key keeps the suit's bits where they are,
    so keys of different suits never meet.
    """

    def __init__(self, patterns: tuple[tuple[int, ...], ...]) -> None:
        memo: dict[int, int] = {}
        memo_get = memo.get

        def in_suit(hand: int, other: int, suit: int) -> int:
            """Run heads of ``hand``, all of whose cards are in the suit ``suit`` masks."""
            key = hand << 32 | (other & suit)
            r = memo_get(key)
            if r is None:
                shift = (suit.bit_length() - 8) & ~7
                r = memo[key] = _run_heads(
                    hand >> shift, (other & suit) >> shift, patterns[shift // 8]
                ) << shift
            return r

        def heads(hand: int, other: int) -> int:
            """Run heads of ``hand``, in every suit."""
            out = 0
            for suit in _SUIT_MASKS:
                h = hand & suit
                if h:
                    key = h << 32 | (other & suit)
                    r = memo_get(key)
                    if r is None:
                        r = in_suit(h, other, suit)
                    out |= r
            return out

        self.in_suit = in_suit
        self.heads = heads


# --------------------------------------------------------------------------
# The points search
# --------------------------------------------------------------------------

# One reply of the follower to a card led: (points of the trick in units, whether
# the follower wins it, the next leader's hand, the next follower's hand).
_Reply = tuple[int, int, int, int]


class _PointsSearch:
    """Fail-soft null-window alpha-beta on the points, one node per trick.

    ``V(L, F)`` is the number of point units the leader (hand ``L``) takes in the
    rest of the hand against the follower (hand ``F``), both playing perfectly.
    It depends on the two hands only, not on the seats or on points already won,
    so positions reached by different orders of play, and mirror positions with
    the seats swapped, share one transposition entry. The follower takes the
    rest: the total left less ``V``.

    A node is a whole trick: the leader's card, then the follower's reply. Each
    search answers one question, "is ``V >= g``?", and gives back a bound that
    :func:`_mtd` uses to choose the next question.
    """

    def __init__(self, trump: Suit | None, bonus: bool) -> None:
        self.tables = tables = _tables(trump)
        self.bonus = bonus_units = _LAST_TRICK // _UNIT if bonus else 0
        self.nodes = 0
        # key -> (lower bound, upper bound) of V(L, F), key = L << 32 | F
        self.bounds: dict[int, tuple[int, int]] = {}
        # key -> the leader's cards worth trying, best-looking first, each with the
        # follower's replies (listed when first needed): kept because the null-window
        # searches come back to the same positions again and again
        self.moves: dict[int, list[tuple[int, list[_Reply]]]] = {}
        points = tables.points
        suit_mask = tables.suit_mask
        trump_mask = tables.trump_mask
        runs = _Heads(tables.patterns)
        heads = runs.heads
        suit_heads = runs.in_suit
        bounds = self.bounds
        bounds_get = bounds.get
        moves_cache = self.moves
        moves_get = moves_cache.get

        def replies_to(a: int, lead: int, follow: int, last: bool) -> list[_Reply]:
            """The follower's distinct replies to ``a``, the best-looking first.

            Points rise with strength in both orders of play, so "winning cards,
            the richest first, then losing cards, the poorest first" is a walk down
            the winners' bits and up the losers' bits.
            """
            sm = suit_mask[a]
            same = follow & sm
            pa = points[a] + (bonus_units if last else 0)
            rest = lead ^ a
            out: list[_Reply] = []
            if same:
                if a & trump_mask:
                    same = (same & -(a << 1)) or same  # PLAY-4: beat a trump if able
                m = same if not same & (same - 1) else suit_heads(same, lead, sm)
                win = m & -(a << 1)
                lose = m ^ win
            else:
                trumps = follow & trump_mask
                if trumps:  # PLAY-3: trump if able
                    win = trumps if not trumps & (trumps - 1) else suit_heads(
                        trumps, lead, trump_mask)
                    lose = 0
                else:
                    win = 0
                    lose = heads(follow, lead)
                    if lose & ~suit_mask[lose & -lose]:
                        # discards from several suits: poorest first
                        ordered = []
                        while lose:
                            b = lose & -lose
                            lose ^= b
                            ordered.append((points[b], b))
                        ordered.sort()
                        for pb, b in ordered:
                            out.append((pa + pb, 0, rest, follow ^ b))
                        return out
            while win:
                b = 1 << (win.bit_length() - 1)
                win ^= b
                out.append((pa + points[b], 1, follow ^ b, rest))
            while lose:
                b = lose & -lose
                lose ^= b
                out.append((pa + points[b], 0, rest, follow ^ b))
            return out

        def two_left(lead: int, follow: int, total: int) -> int:
            """The exact V(lead, follow) when two tricks are left."""
            best = 0
            m = heads(lead, follow)
            while m:
                a = m & -m
                m ^= a
                worst = 99
                for t, wins, nl, nf in replies_to(a, lead, follow, False):
                    # the last trick: nl leads his only card against nf's
                    rest = total - t
                    if nf & suit_mask[nl]:
                        got = rest if nl > nf else 0
                    else:
                        got = 0 if nf & trump_mask else rest
                    v = rest - got if wins else t + got
                    if v < worst:
                        worst = v
                        if worst <= best:
                            break
                if worst > best:
                    best = worst
            return best

        def expand(lead: int, follow: int) -> list[tuple[int, list[_Reply]]]:
            """The leader's distinct cards, the best-looking first, replies not yet listed.

            The guess is a one-trick look-ahead: what the leader is sure to gain or
            lose on this trick if the follower answers to win it richly or lose it
            cheaply. The replies are listed only when a card is tried, since a cut-off
            often comes before the later cards are.
            """
            scored: list[tuple[int, int]] = []
            m = heads(lead, follow)
            while m:
                a = m & -m
                m ^= a
                pa = points[a]
                same = follow & suit_mask[a]
                if same:
                    higher = same & -(a << 1)
                    if higher:
                        guess = -pa - points[1 << (higher.bit_length() - 1)]
                    else:
                        guess = pa + points[same & -same]
                else:
                    trumps = follow & trump_mask
                    guess = -pa - points[1 << (trumps.bit_length() - 1)] if trumps else pa
                scored.append((-guess, a))
            scored.sort()
            return [(a, []) for _, a in scored]

        def search(lead: int, follow: int, total: int, g: int) -> int:
            """Fail-soft test of V(lead, follow) >= g, for 1 <= g <= total.

            A result ``v >= g`` proves V >= v; a result ``v < g`` proves V <= v.
            """
            key = lead << 32 | follow
            entry = bounds_get(key)
            if entry is not None:
                lo, hi = entry
                if lo >= g:
                    return lo
                if hi < g:
                    return hi
            else:
                lo, hi = 0, total
            self.nodes += 1
            fewer = lead & (lead - 1)  # the leader's hand less one card
            if fewer and not fewer & (fewer - 1):
                v = two_left(lead, follow, total)
                bounds[key] = (v, v)
                return v
            moves = moves_get(key)
            if moves is None:
                moves = moves_cache[key] = expand(lead, follow)
            last = not fewer
            best = -1
            for a, replies in moves:
                if not replies:
                    replies.extend(replies_to(a, lead, follow, last))
                worst = 99
                for t, wins, nl, nf in replies:
                    rest = total - t
                    if wins:
                        # The follower takes t and leads: our leader gets rest - V',
                        # which is >= g exactly when V' < rest - g + 1.
                        h = rest - g + 1
                        v = rest if h <= 0 else rest - search(nl, nf, rest, h)
                    else:
                        # Our leader takes t and leads again: t + V' >= g when V' >= g - t.
                        h = g - t
                        if h <= 0:
                            v = t
                        elif h > rest:
                            v = t + rest
                        else:
                            v = t + search(nl, nf, rest, h)
                    if v < worst:
                        worst = v
                        if v < g:
                            break
                if worst >= g:
                    bounds[key] = (worst, hi)
                    return worst
                if worst > best:
                    best = worst
            if best > hi:
                best = hi
            bounds[key] = (lo, best)
            return best

        self.search = search
        self.replies_to = replies_to

    def lead_bound(self, replies: list[_Reply], total: int, g: int) -> int:
        """Fail-soft test, like ``search``, of what a card already led is worth to its leader.

        ``replies`` are the follower's replies to it (from ``replies_to``).
        """
        search = self.search
        worst = 99
        for t, wins, nl, nf in replies:
            rest = total - t
            if wins:
                h = rest - g + 1
                v = rest if h <= 0 or not nl else rest - search(nl, nf, rest, h)
            else:
                h = g - t
                if h <= 0:
                    v = t
                elif h > rest:
                    v = t + rest
                else:
                    v = t + search(nl, nf, rest, h)
            if v < worst:
                worst = v
                if v < g:
                    break
        return worst


def _mtd(test: Callable[[int], int], total: int, guess: int) -> int:
    """Narrow [0, total] to the exact value with fail-soft null-window tests (MTD(f))."""
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


# --------------------------------------------------------------------------
# The Nullo and Slam search
# --------------------------------------------------------------------------


class _SweepSearch:
    """Whether one player, the *sweeper*, takes every remaining trick.

    At Slam the sweeper is the declarer and wants to; at Nullo he is the
    declarer's opponent, who wants to escape, while the declarer wants him to take
    them all. Once the sweeper has won a trick he leads the next, so the search
    only ever meets positions with the sweeper on lead.
    """

    def __init__(self, trump: Suit | None, sweeper_wants: bool) -> None:
        self.tables = tables = _tables(trump)
        self.nodes = 0
        self.cache: dict[int, bool] = {}
        suit_mask = tables.suit_mask
        trump_mask = tables.trump_mask
        # points do not matter here: adjacent cards are always equivalent
        heads = _Heads(tuple((0,) * 8 for _ in range(4))).heads
        cache = self.cache

        def replies(a: int, lead: int, follow: int) -> list[int]:
            sm = suit_mask[a]
            same = follow & sm
            if same:
                legal = same
                if a & trump_mask:
                    legal = (same & -(a << 1)) or same
            else:
                legal = (follow & trump_mask) or follow
            m = heads(legal, lead)
            out = []
            while m:
                b = m & -m
                m ^= b
                out.append(b)
            return out

        def beaten(a: int, b: int) -> bool:
            """Whether ``b``, played second, wins the trick against ``a``."""
            if b & suit_mask[a]:
                return b > a
            return b & trump_mask != 0

        def sweep(lead: int, follow: int) -> bool:
            """Whether the sweeper (on lead with ``lead``) takes every trick left."""
            if not lead:
                return True
            key = lead << 32 | follow
            known = cache.get(key)
            if known is not None:
                return known
            self.nodes += 1
            m = heads(lead, follow)
            result = not sweeper_wants
            while m:
                a = m & -m
                m ^= a
                # The opponent answers against the sweeper's wish when he can: he
                # stops him at Slam, and keeps him winning at Nullo.
                outcome = sweeper_wants
                for b in replies(a, lead, follow):
                    ok = not beaten(a, b) and sweep(lead ^ a, follow ^ b)
                    if ok != sweeper_wants:
                        outcome = ok
                        break
                if outcome == sweeper_wants:
                    result = sweeper_wants
                    break
            cache[key] = result
            return result

        self.sweep = sweep
        self.replies = replies
        self.beaten = beaten


# --------------------------------------------------------------------------
# The public interface
# --------------------------------------------------------------------------


def _head_of(bit: int, hand: int, other: int, points: dict[int, int]) -> int:
    """The strongest card of the run of equivalent cards ``bit`` belongs to."""
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


class Solver:
    """A double-dummy solver that keeps what it has learnt between calls.

    Its tables hold only facts about positions (never about the position asked
    first), so one solver may be reused for every position of a hand, which makes
    later calls faster. The module functions use a fresh solver unless given one.

    >>> solver = Solver()
    >>> pos = Position.from_text("JH 7S", "9H 8S", trump="H")
    >>> solver.solve(pos)
    {Card('7S'): 45, Card('JH'): 35}
    >>> solver.nodes >= 1
    True

    Attributes:
        nodes: the positions searched by the last call.
    """

    #: the tables are emptied when they grow beyond this many positions
    max_entries = 1_000_000

    def __init__(self) -> None:
        self._points: dict[tuple[Suit | None, bool], _PointsSearch] = {}
        self._sweeps: dict[tuple[Suit | None, bool], _SweepSearch] = {}
        self.nodes = 0

    def solve(
        self,
        position: Position,
        objective: Objective = "points",
        declarer: int | None = None,
    ) -> dict[Card, int]:
        """The value of each legal card of the player to move; see :func:`solve`.

        Raises:
            ValueError: an unknown objective, a missing declarer for Nullo or
                Slam, or a trump suit at Nullo.
        """
        if objective == "points":
            return self._solve_points(position)
        if objective not in ("nullo", "slam"):
            raise ValueError(f"unknown objective {objective!r} (use one of {OBJECTIVES})")
        if declarer not in (0, 1):
            raise ValueError(f"{objective} needs the declarer's seat (0 or 1)")
        if objective == "nullo" and position.trump is not None:
            raise ValueError("Nullo is played without trumps (SPEC-1): trump must be None")
        return self._solve_sweep(position, objective, declarer)

    # -- points ------------------------------------------------------------

    def _points_engine(self, trump: Suit | None, bonus: bool) -> _PointsSearch:
        engine = self._points.get((trump, bonus))
        if engine is None or len(engine.bounds) > self.max_entries:
            engine = self._points[(trump, bonus)] = _PointsSearch(trump, bonus)
        return engine

    def _solve_points(self, position: Position) -> dict[Card, int]:
        engine = self._points_engine(position.trump, position.last_trick_bonus)
        tables = engine.tables
        start_nodes = engine.nodes
        mover = position.to_move
        total = position.points_left() // _UNIT
        hand = tables.mask(position.hands[mover])
        other = tables.mask(position.hands[1 - mover])
        last = hand & (hand - 1) == 0
        # Each choice of the mover, as a list of replies to be valued from the point
        # of view of the leader of the trick: all the follower's replies to a card
        # the mover leads, or the one trick the mover's reply makes.
        choices: list[tuple[int, int, list[_Reply]]] = []
        if not position.trick:
            for a in tables.cards(tables.mask(position.legal_cards())):
                bit = tables.bit_of[a]
                if _head_of(bit, hand, other, tables.points) == bit:
                    replies = engine.replies_to(bit, hand, other, last)
                    # the one-trick look-ahead: what this lead is sure of on this trick
                    guess = min(-t if wins else t for t, wins, _, _ in replies)
                    choices.append((-guess, bit, replies))
            choices.sort()
        else:
            led = tables.bit_of[position.trick[0]]
            other |= led  # the leader's cards when he led
            for reply in engine.replies_to(led, other, hand, last):
                _, wins, next_lead, next_follow = reply
                bit = hand ^ (next_lead if wins else next_follow)
                choices.append((0, bit, [reply]))
        values: dict[int, int] = {}
        guess = total // 2
        for _, bit, replies in choices:
            v = _mtd(partial(engine.lead_bound, replies, total), total, guess)
            guess = values[bit] = v if not position.trick else total - v
        self.nodes = engine.nodes - start_nodes
        return {
            card: values[_head_of(tables.bit_of[card], hand, other, tables.points)] * _UNIT
            for card in position.legal_cards()
        }

    # -- Nullo and Slam ----------------------------------------------------

    def _solve_sweep(self, position: Position, objective: str, declarer: int) -> dict[Card, int]:
        slam = objective == "slam"
        sweeper = declarer if slam else 1 - declarer
        engine = self._sweeps.get((position.trump, slam))
        if engine is None or len(engine.cache) > self.max_entries:
            engine = self._sweeps[(position.trump, slam)] = _SweepSearch(position.trump, slam)
        tables = engine.tables
        start_nodes = engine.nodes
        mover = position.to_move
        hand = tables.mask(position.hands[mover])
        other = tables.mask(position.hands[1 - mover])
        no_points = dict.fromkeys(tables.card_of, 0)

        def after_trick(winner: int, hands: dict[int, int]) -> bool:
            """Whether the sweeper takes every trick, once this one is over."""
            if winner != sweeper:
                return False
            return engine.sweep(hands[sweeper], hands[1 - sweeper])

        values: dict[int, bool] = {}
        if not position.trick:
            follower = 1 - mover
            for card in position.legal_cards():
                a = tables.bit_of[card]
                if _head_of(a, hand, other, no_points) != a:
                    continue
                outcomes = []
                for b in engine.replies(a, hand, other):
                    winner = follower if engine.beaten(a, b) else mover
                    outcomes.append(after_trick(winner, {mover: hand ^ a, follower: other ^ b}))
                # the follower picks the reply he likes: the declarer wants True
                values[a] = any(outcomes) if follower == declarer else all(outcomes)
        else:
            led = tables.bit_of[position.trick[0]]
            other |= led
            for card in position.legal_cards():
                b = tables.bit_of[card]
                if _head_of(b, hand, other, no_points) != b:
                    continue
                winner = mover if engine.beaten(led, b) else position.leader
                values[b] = after_trick(winner, {mover: hand ^ b, 1 - mover: other ^ led})
        self.nodes = engine.nodes - start_nodes
        out = {}
        for card in position.legal_cards():
            made = values[_head_of(tables.bit_of[card], hand, other, no_points)]
            out[card] = int(made if mover == declarer else not made)
        return out


def solve(
    position: Position,
    objective: Objective = "points",
    declarer: int | None = None,
    *,
    solver: Solver | None = None,
) -> dict[Card, int]:
    """The value of each card the player to move may play, with perfect play after.

    Args:
        position: where the play stands.
        objective: ``"points"``: the trick points (card points and the last-trick
            10, no Jo-Jotte) the player to move takes from now on, the current
            trick included. ``"nullo"``: the declarer tries to take no trick
            (SPEC-1). ``"slam"``: the declarer tries to take every remaining trick
            (SPEC-3). For these two a card is worth 1 if, after it, the player to
            move reaches his aim (the declarer makes the contract, or the defender
            beats it), else 0.
        declarer: the declarer's seat; needed for ``"nullo"`` and ``"slam"``.
        solver: a :class:`Solver` to reuse (faster for later positions of the
            same hand); a fresh one by default.

    Returns:
        Each legal card with its value, in deck order.

    >>> pos = Position.from_text("AS KS", "10S 7H", trump=None, leader=0)
    >>> solve(pos)
    {Card('AS'): 35, Card('KS'): 0}
    >>> solve(Position.from_text("AS 7S", "KS 8H"), "nullo", declarer=0)
    {Card('AS'): 0, Card('7S'): 1}

    Raises:
        ValueError: an unknown objective, a missing declarer for Nullo or Slam,
            or a trump suit at Nullo.
    """
    return (solver or Solver()).solve(position, objective, declarer)


def position_value(
    position: Position,
    objective: Objective = "points",
    declarer: int | None = None,
    *,
    solver: Solver | None = None,
) -> int:
    """The value of the position for the player to move: that of his best card.

    Arguments as for :func:`solve`; 0 when no card is left.

    >>> position_value(Position.from_text("JH 7S", "9H 8S", trump="H"))
    45
    """
    return max(solve(position, objective, declarer, solver=solver).values(), default=0)


def best_cards(
    position: Position,
    objective: Objective = "points",
    declarer: int | None = None,
    *,
    solver: Solver | None = None,
) -> list[Card]:
    """The cards that keep the best value for the player to move, in deck order.

    Arguments as for :func:`solve`.

    >>> best_cards(Position.from_text("AS 7S", "KS 8H"), "nullo", declarer=0)
    [Card('7S')]
    """
    costs = card_costs(position, objective, declarer, solver=solver)
    return [card for card, cost in costs.items() if cost == 0]


def card_costs(
    position: Position,
    objective: Objective = "points",
    declarer: int | None = None,
    *,
    solver: Solver | None = None,
) -> dict[Card, int]:
    """What each legal card gives away: the best value less the card's value.

    Arguments as for :func:`solve`. A cost of 0 marks a best card. Under
    ``"points"`` the cost is in trick points; under ``"nullo"`` and ``"slam"`` a
    cost of 1 means the card throws away a contract (or a defence) that was
    still to be had.

    >>> card_costs(Position.from_text("AS 7H", "10S 8H"))
    {Card('AS'): 10, Card('7H'): 0}
    """
    values = solve(position, objective, declarer, solver=solver)
    best = max(values.values(), default=0)
    return {card: best - v for card, v in values.items()}
