"""The last two tricks of four Belote hands, valued without the table (BEL-4, BEL-16 to
BEL-19): most of the positions a Belote search meets are these endings, so they are
written out as plain loops rather than searched trick by trick.

>>> from jojotte_teach.engine.cards import Suit, parse_cards
>>> from .belote_cards import belote_legal, belote_tables
>>> t = belote_tables(Suit.HEARTS)
>>> last, two = belote_endings(t, belote_legal(t), 10)
>>> L, O1, P, O2 = (t.mask(parse_cards(h)) for h in ("AS", "10S", "KS", "7S"))
>>> last(L, O1, P, O2)   # the Ace takes 11 + 10 + 4 and the last trick's 10
35
>>> L, O1, P, O2 = (t.mask(parse_cards(h)) for h in ("AS 7H", "10S 8H", "KS 9D", "7S 8D"))
>>> heads = L | O1 | P | O2   # no two cards of one hand play alike
>>> two(heads, L, O1, P, O2, 35, 26), two(heads, L, O1, P, O2, 35, 36)   # V is 35
(31, 35)
>>> two(heads, L, O1, P, O2, 35, 1)   # fail-soft: the Ace of spades first already passes
25

Each answer is a bound (fail-soft): "V >= 26?" yes, by at least 31; "V >= 36?" no, at most
35; "V >= 1?" yes, by at least 25.
"""

from __future__ import annotations

from collections.abc import Callable

from .core import BIG, Tables
from .endings import LastTrick, last_trick_of

__all__ = ["belote_endings"]

#: ``two(heads, L, O1, P, O2, total, g)``: the fail-soft test V >= g with two cards each.
TwoTricks = Callable[[int, int, int, int, int, int, int], int]


def belote_endings(t: Tables, legal_of: Callable[[int, int, int, bool], int],
                   bonus_units: int) -> tuple[LastTrick, TwoTricks]:
    """The valuation of the last trick and the test of the last two, for the trump of
    ``t``: ``legal_of`` as :func:`.belote_cards.belote_legal` gives it, ``bonus_units``
    the last trick's 10 (BEL-19) or 0. ``V`` is the points the side on lead takes.
    """
    points = t.points
    beaters = t.beaters

    last_trick = last_trick_of(t, bonus_units)

    def two(heads: int, L: int, O1: int, P: int, O2: int, total: int, g: int) -> int:
        """Fail-soft test V >= g with two cards each (alpha-beta over at most 16 lines),
        ``heads`` the run heads of the four hands (:mod:`.equal_cards`), ``total`` the
        points left and the last trick's bonus: what the side that loses the first trick
        does not take is the others'."""
        best = -1
        ma = heads & L
        while ma:
            a = ma & -ma
            ma ^= a
            nL = L ^ a
            pa = points[a]
            ba = beaters[a]
            worst_b = BIG
            mb = legal_of(O1, a, a, True) & heads
            while mb:
                b = mb & -mb
                mb ^= b
                nO1 = O1 ^ b
                pb = pa + points[b]
                w1, b1 = (b, beaters[b]) if b & ba else (a, ba)
                best_c = -1
                mc = legal_of(P, a, w1, w1 != a) & heads
                while mc:
                    c = mc & -mc
                    mc ^= c
                    nP = P ^ c
                    pc = pb + points[c]
                    w2, b2 = (c, beaters[c]) if c & b1 else (w1, b1)
                    worst_d = BIG
                    md = legal_of(O2, a, w2, w2 != b) & heads
                    while md:
                        d = md & -md
                        md ^= d
                        nO2 = O2 ^ d
                        t = pc + points[d]
                        # BEL-15: the winner of the first trick leads the last.
                        if d & b2:
                            v = total - t - last_trick(nO2, nL, nO1, nP)
                        elif w2 == c:
                            v = t + last_trick(nP, nO2, nL, nO1)
                        elif w2 == a:
                            v = t + last_trick(nL, nO1, nP, nO2)
                        else:
                            v = total - t - last_trick(nO1, nP, nO2, nL)
                        if v < worst_d:
                            worst_d = v
                            if v <= best_c or v < g:
                                break
                    if worst_d > best_c:
                        best_c = worst_d
                        if best_c >= worst_b or best_c >= g:
                            break
                if best_c < worst_b:
                    worst_b = best_c
                    if worst_b <= best or worst_b < g:
                        break
            if worst_b > best:
                best = worst_b
                if best >= g:
                    break
        return best

    return last_trick, two
