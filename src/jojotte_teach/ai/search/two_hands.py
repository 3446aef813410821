"""Two hands in the play, and the search of their trick points (PLAY, SCO-1, THREE-8).

Two players, each seeing both hands: the two-player game, and the active pair at
three and in cutthroat (THREE-8). ``V(L, F)`` is the number of point units the
leader (hand ``L``) takes in the rest of the hand against the follower (hand ``F``),
both playing perfectly. It depends on the two hands only, not on the seats or on
points already won, so positions reached by different orders of play, and mirror
positions with the seats swapped, share one transposition entry. The follower
takes the rest: the total left less ``V``.

A node is a whole trick: the leader's card, then the follower's reply. Each search
answers one question, "is ``V >= g``?", through the shared core
(:class:`~.core.TrickBounds`), and MTD(f) (:func:`~.core.mtd`) chooses the questions.

>>> p = Position.from_text("AS 7H", "10S 8H", trump=None)
>>> {str(c): v for c, v in PointsSearch(None, True).card_values(p).items()}
{'AS': 20, '7H': 30}
"""

from __future__ import annotations

from functools import partial

from ...engine.cards import Card, Suit
from .core import (
    BIG,
    LAST_TRICK_UNITS,
    PAIRS,
    UNIT,
    WORD,
    TrickBounds,
    after_trick,
    mtd,
    tables,
)
from .equal_cards import RunHeads, head_of
from .positions import Position

__all__ = ["PointsSearch", "Reply"]


#: One reply of the follower to a card led: (points of the trick in units, whether the
#: leader wins it, the two hands after it as a key: the next leader's << 32 | the other's).
Reply = tuple[int, bool, int]


class PointsSearch(TrickBounds):
    """Fail-soft null-window alpha-beta on the points of two hands, one node per trick.

    Attributes:
        tables: the bit numbering and the points of the 32 cards.
        moves: node key -> the leader's cards worth trying, best-looking first, each
            with the follower's replies (listed when first needed): kept because the
            null-window searches come back to the same positions again and again.
        bound: the test of a trick start, through the table (``bound(key, total, g)``,
            :meth:`~.core.TrickBounds.bound_test`).
    """

    def __init__(self, trump: Suit | None, bonus: bool) -> None:
        super().__init__()
        self.tables = t = tables(trump)
        bonus_units = LAST_TRICK_UNITS if bonus else 0
        self.moves: dict[int, list[tuple[int, list[Reply]]]] = {}
        points = t.points
        suit_mask = t.suit_mask
        trump_mask = t.trump_mask
        runs = RunHeads(t.patterns, hands=2)
        heads = runs.against
        suit_heads = runs.in_suit
        moves_cache = self.moves
        moves_get = moves_cache.get
        # The leader's hand -> the lead that last passed a test from it: the same hand
        # meets many of the follower's hands, and the lead that worked against one
        # mostly works against the next (a "killer" lead).
        killer: dict[int, int] = {}
        killer_get = killer.get

        def replies_to(a: int, lead: int, follow: int, last: bool) -> list[Reply]:
            """The follower's distinct replies to ``a``, the best-looking first.

            Points rise with strength in both orders of play, so "winning cards,
            the richest first, then losing cards, the poorest first" is a walk down
            the winners' bits and up the losers' bits.
            """
            sm = suit_mask[a]
            same = follow & sm
            pa = points[a] + (bonus_units if last else 0)
            rest = lead ^ a
            out: list[Reply] = []
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
                            out.append((pa + pb, True, rest << 32 | (follow ^ b)))
                        return out
            while win:
                b = 1 << (win.bit_length() - 1)
                win ^= b
                out.append((pa + points[b], False, (follow ^ b) << 32 | rest))
            while lose:
                b = lose & -lose
                lose ^= b
                out.append((pa + points[b], True, rest << 32 | (follow ^ b)))
            return out

        def two_left(lead: int, follow: int, total: int) -> int:
            """The exact V(lead, follow) when two tricks are left."""
            best = 0
            m = heads(lead, follow)
            while m:
                a = m & -m
                m ^= a
                worst = BIG
                for t, won, after in replies_to(a, lead, follow, False):
                    # the last trick: the next leader's only card against the other's
                    nl, nf = after >> 32, after & WORD
                    rest = total - t
                    if nf & suit_mask[nl]:
                        got = rest if nl > nf else 0
                    else:
                        got = 0 if nf & trump_mask else rest
                    v = t + got if won else rest - got
                    if v < worst:
                        worst = v
                        if worst <= best:
                            break
                if worst > best:
                    best = worst
            return best

        def expand(lead: int, follow: int) -> list[tuple[int, list[Reply]]]:
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

        def node(key: int, total: int, g: int) -> tuple[int, int]:
            """Test V(key) >= g for a trick start the table did not settle."""
            lead, follow = key >> 32, key & WORD
            fewer = lead & (lead - 1)  # the leader's hand less one card
            if fewer and not fewer & (fewer - 1):
                v = two_left(lead, follow, total)
                return PAIRS[v][v]
            moves = moves_get(key)
            if moves is None:
                moves = moves_cache[key] = expand(lead, follow)
                k = killer_get(lead)
                if k is not None and moves[0][0] != k:
                    # The lead that last passed a test from this hand, first.
                    for i, m in enumerate(moves):
                        if m[0] == k:
                            moves.insert(0, moves.pop(i))
                            break
            last = not fewer
            best = -1
            for a, replies in moves:
                if not replies:
                    replies.extend(replies_to(a, lead, follow, last))
                worst = BIG
                for t, won, after in replies:  # replies_bound, written out
                    rest = total - t
                    if won:
                        h = g - t
                        v = t if h <= 0 else t + bound(after, rest, h)
                    else:
                        h = rest - g + 1
                        v = rest if h <= 0 else rest - bound(after, rest, h)
                    if v < worst:
                        worst = v
                        if v < g:
                            break
                if worst >= g:
                    killer[lead] = a
                    return PAIRS[worst][total]
                if worst > best:
                    best = worst
            return PAIRS[0][best]

        def replies_bound(replies: list[Reply], total: int, g: int) -> int:
            """Fail-soft test that a card led is worth at least ``g`` to its leader, the
            follower choosing among ``replies`` (from ``replies_to``)."""
            worst = BIG
            for t, won, after in replies:
                v = after_trick(bound, after, t, won, total, g)
                if v < worst:
                    worst = v
                    if v < g:
                        break
            return worst

        bound = self.bound_test(node)
        self.bound = bound
        self.replies_to = replies_to
        self.replies_bound = replies_bound

    def card_values(self, position: Position) -> dict[Card, int]:
        """The trick points each legal card of the player to move is worth to him."""
        tab = self.tables
        mover = position.to_move
        total = position.points_left() // UNIT
        hand = tab.mask(position.hands[mover])
        other = tab.mask(position.hands[1 - mover])
        last = hand & (hand - 1) == 0
        # Each choice of the mover, as a list of replies to be valued from the point
        # of view of the leader of the trick: all the follower's replies to a card
        # the mover leads, or the one trick the mover's reply makes.
        choices: list[tuple[int, int, list[Reply]]] = []
        if not position.trick:
            for a in tab.cards(tab.mask(position.legal_cards())):
                bit = tab.bit_of[a]
                if head_of(bit, hand, other, tab.points) == bit:
                    replies = self.replies_to(bit, hand, other, last)
                    # the one-trick look-ahead: what this lead is sure of on this trick
                    guess = min(t if won else -t for t, won, _ in replies)
                    choices.append((-guess, bit, replies))
            choices.sort()
        else:
            led = tab.bit_of[position.trick[0]]
            other |= led  # the leader's cards when he led
            for reply in self.replies_to(led, other, hand, last):
                _, won, after = reply
                bit = hand ^ (after & WORD if won else after >> 32)
                choices.append((0, bit, [reply]))
        values: dict[int, int] = {}
        guess = total // 2
        for _, bit, replies in choices:
            v = mtd(partial(self.replies_bound, replies, total), total, guess)
            guess = values[bit] = v if not position.trick else total - v
        return {
            card: values[head_of(tab.bit_of[card], hand, other, tab.points)] * UNIT
            for card in position.legal_cards()
        }
