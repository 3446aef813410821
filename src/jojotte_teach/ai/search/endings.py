"""The last tricks of four hands in partnership, valued without the table: the last trick
(the same for every game: the highest card of the suit led, or the highest trump, takes
it; PLAY-5, BEL-15) and Jo-Jotte's last two (FOUR-7's rules of the play). Most of the
positions a four-hand search meets are such endings, so they are written out as plain
loops rather than searched trick by trick. ``V`` is what the side on lead takes, the
hands given from the leader round (``L``, ``O1``, ``P``, ``O2``).

>>> from jojotte_teach.engine.cards import Suit, parse_cards
>>> from .core import tables
>>> from .equal_cards import RunHeads
>>> t = tables(None)
>>> last = last_trick_of(t, 2)
>>> L, O1, P, O2 = (t.mask(parse_cards(h)) for h in ("AS", "10S", "KS", "7S"))
>>> last(L, O1, P, O2)   # the Ace takes 2 + 2 + 1 units and the last trick's 2
7
>>> two = partnership_two(t, 2, RunHeads(t.patterns, hands=4).of, last)
>>> L, O1, P, O2 = (t.mask(parse_cards(h)) for h in ("AS 7H", "10S 8H", "KS 9D", "7S 8D"))
>>> two(L | O1 << 32 | P << 64 | O2 << 96, L, O1, P, O2)   # 35 points, in units of five
7
"""

from __future__ import annotations

from collections.abc import Callable

from .core import BIG, WORD, Tables

__all__ = ["LastTrick", "last_trick_of", "partnership_two"]

#: ``last_trick(L, O1, P, O2)``: V with one card each.
LastTrick = Callable[[int, int, int, int], int]
#: ``two(key, L, O1, P, O2)``: the exact V with two cards each.
TwoTricks = Callable[[int, int, int, int, int], int]


def last_trick_of(t: Tables, bonus_units: int) -> LastTrick:
    """The value of the last trick for the trump of ``t``: its points and
    ``bonus_units`` (the last trick's 10, or 0) to the side that takes it."""
    points = t.points
    beaters = t.beaters

    def last_trick(L: int, O1: int, P: int, O2: int) -> int:
        """V with one card each: the trick's points and the bonus, if L's side wins."""
        w = L
        ours = True
        if O1 & beaters[w]:
            w, ours = O1, False
        if P & beaters[w]:
            w, ours = P, True
        if O2 & beaters[w]:
            ours = False
        if not ours:
            return 0
        return points[L] + points[O1] + points[P] + points[O2] + bonus_units

    return last_trick


def partnership_two(t: Tables, bonus_units: int, heads: Callable[[int], int],
                    last_trick: LastTrick) -> TwoTricks:
    """The exact value of Jo-Jotte's last two tricks at four (``t.legal``'s rules of the
    play, FOUR-7), ``heads`` the run heads of a node key (:class:`.equal_cards.RunHeads`)."""
    points = t.points
    beaters = t.beaters
    legal_of = t.legal

    def two(key: int, L: int, O1: int, P: int, O2: int) -> int:
        """The exact V with two cards each (plain alpha-beta over at most 16 lines)."""
        hs = heads(key)
        best = -1
        ma = hs & WORD
        while ma:
            a = ma & -ma
            ma ^= a
            nL = L ^ a
            worst_b = BIG
            mb = legal_of(O1, a, a) & hs >> 32 & WORD
            while mb:
                b = mb & -mb
                mb ^= b
                nO1 = O1 ^ b
                w1 = b if b & beaters[a] else a
                best_c = -1
                mc = legal_of(P, a, w1) & hs >> 64 & WORD
                while mc:
                    c = mc & -mc
                    mc ^= c
                    nP = P ^ c
                    w2 = c if c & beaters[w1] else w1
                    worst_d = BIG
                    md = legal_of(O2, a, w2) & hs >> 96
                    while md:
                        d = md & -md
                        md ^= d
                        nO2 = O2 ^ d
                        t = points[a] + points[b] + points[c] + points[d]
                        if d & beaters[w2]:
                            v = (points[nL] + points[nO1] + points[nP] + points[nO2]
                                 + bonus_units - last_trick(nO2, nL, nO1, nP))
                        elif w2 == c:
                            v = t + last_trick(nP, nO2, nL, nO1)
                        elif w2 == a:
                            v = t + last_trick(nL, nO1, nP, nO2)
                        else:
                            v = (points[nL] + points[nO1] + points[nP] + points[nO2]
                                 + bonus_units - last_trick(nO1, nP, nO2, nL))
                        if v < worst_d:
                            worst_d = v
                            if v <= best_c:
                                break
                    if worst_d > best_c:
                        best_c = worst_d
                        if best_c >= worst_b:
                            break
                if best_c < worst_b:
                    worst_b = best_c
                    if worst_b <= best:
                        break
            if worst_b > best:
                best = worst_b
        return best

    return two
