"""The search behind :mod:`.partnership_solver`: four hands, one node per trick (FOUR-7, SCO-1).

``V(L, O1, P, O2)`` is the number of point units (of five points: every card value
and the last-trick 10 are multiples of five) that the side on lead takes in the
remaining tricks, all four players playing perfectly. ``L`` is the leader's hand,
``O1`` his left-hand opponent's, ``P`` his partner's and ``O2`` his right-hand
opponent's. ``V`` depends on the four hands in that order only, not on the seats
or on the points already won, so one transposition entry serves every seat and
every order of play that reaches the same hands. The other side takes the rest.

A node is the start of a trick. Inside it the four cards are searched as four
nested loops (the leader and his partner maximise, the opponents minimise), each
answering the null-window question "does the side on lead take at least ``g``?"
with a fail-soft bound, the way :func:`.solver._mtd` wants it. Only trick starts
are stored: ``bounds`` keeps a lower and an upper bound of ``V``.

Hands are ints with one bit per card, each suit's bits in the order of play for
the contract (the 2-player solver's numbering, :func:`.solver._tables`), so "the
trumps above the highest one in the trick" is a mask and comparing two cards of a
suit is comparing two ints. Cards adjacent in a suit among the cards still out,
held by one player and worth the same points, are one move: whatever is played,
they win, lose and score alike.
"""

from __future__ import annotations

from ..engine.cards import Suit
from .solver import _run_heads, _tables

_LAST_TRICK_UNITS = 2  # the last trick's 10 (SCO-1, FOUR-8), in units of five
_WORD = 0xFFFFFFFF
_BIG = 1 << 20
# One suit's eight bits in each of the four 32-bit words of a node key.
_SUIT4 = tuple(sum(0xFF << (8 * s + 32 * w) for w in range(4)) for s in range(4))
# The stored move lists and bounds share these objects instead of holding copies.
_BITS = tuple(1 << i for i in range(32))
_PAIRS = tuple(tuple((lo, hi) for hi in range(40)) for lo in range(40))


def _bits_down(mask: int) -> list[int]:
    """The bits of ``mask``, the highest (the strongest of its suit) first."""
    out = []
    while mask:
        bit = _BITS[mask.bit_length() - 1]
        mask ^= bit
        out.append(bit)
    return out


class TrickSearch:
    """Null-window alpha-beta over whole tricks for one trump suit (or none).

    Attributes:
        tables: the bit numbering and the points of the 32 cards.
        bonus: the last trick's bonus in units (0 when it does not apply).
        nodes: the trick starts searched so far (transposition hits not counted).
        bounds: node key -> (lower, upper) bound of ``V``.
    """

    def __init__(self, trump: Suit | None, bonus: bool) -> None:
        self.tables = tables = _tables(trump)
        self.bonus = bonus_units = _LAST_TRICK_UNITS if bonus else 0
        self.nodes = 0
        self.bounds: dict[int, tuple[int, int]] = {}
        # key -> the leader's distinct cards in the order to try them
        self.moves: dict[int, list[int]] = {}
        points = tables.points
        suit_mask = tables.suit_mask
        trump_mask = tables.trump_mask
        patterns = tables.patterns
        bounds = self.bounds
        bounds_get = bounds.get
        moves = self.moves
        moves_get = moves.get
        runs: dict[int, int] = {}
        runs_get = runs.get
        orders: dict[int, list[int]] = {}
        orders_get = orders.get

        def heads(key: int) -> int:
            """The run heads of all four hands of a node key, in the key's layout."""
            out = 0
            for s in range(4):
                part = key & _SUIT4[s]
                r = runs_get(part)
                if r is None:
                    shift = 8 * s
                    held = [(part >> (shift + 32 * w)) & 0xFF for w in range(4)]
                    out_cards = held[0] | held[1] | held[2] | held[3]
                    r = 0
                    for w in range(4):
                        if held[w]:
                            h = _run_heads(held[w], out_cards ^ held[w], patterns[s])
                            r |= h << (shift + 32 * w)
                    runs[part] = r
                out |= r
            return out

        def order(key: int) -> list[int]:
            """A player's distinct cards in the order to try them.

            With his side ahead in the trick (``ahead``), the richest card first, to
            add points to it; behind, the cards that beat ``win`` (the card winning
            so far), strongest first, then the poorest losing card.
            ``key`` is ``legal | win << 32 | ahead << 64``. The list is kept and
            reordered as cut-offs are found: the card that refuted a line once is
            tried first in every trick where the same cards meet the same winner.
            Reordering cannot upset a loop still walking the list higher up the
            search: ``win`` lies in the current trick, so no deeper trick meets it.
            """
            legal, win, ahead = key & _WORD, key >> 32 & _WORD, key >> 64
            if ahead:
                out = sorted(_bits_down(legal), key=lambda b: -points[b])
            else:
                beats = legal & suit_mask[win] & -(win << 1)
                if not win & trump_mask:
                    beats |= legal & trump_mask
                out = _bits_down(beats) + sorted(_bits_down(legal ^ beats)[::-1],
                                                 key=lambda b: points[b])
            orders[key] = out
            return out

        def lead_order(O1: int, O2: int, leads: int) -> list[int]:
            """The leader's distinct cards: sure winners, richest first, then the rest,
            poorest first (a lead the opponents can beat gives them its points)."""
            opp = O1 | O2
            scored = []
            for a in _bits_down(leads):
                sm = suit_mask[a]
                beaten = opp & sm & -(a << 1) != 0
                if not beaten and not a & trump_mask:
                    beaten = (not O1 & sm and O1 & trump_mask != 0) or (
                        not O2 & sm and O2 & trump_mask != 0)
                scored.append((100 + points[a] if beaten else -points[a], -a.bit_length(), a))
            scored.sort()
            return [a for _, _, a in scored]

        def last_trick(L: int, O1: int, P: int, O2: int) -> int:
            """V with one card each: the trick's points and the bonus, if L's side wins."""
            w = L
            ours = True
            for c, side in ((O1, False), (P, True), (O2, False)):
                if (c & suit_mask[w] and c > w) or (c & trump_mask and not w & trump_mask):
                    w, ours = c, side
            if not ours:
                return 0
            return points[L] + points[O1] + points[P] + points[O2] + bonus_units

        def legal_of(hand: int, led: int, win: int) -> int:
            """FOUR-7: follow suit, beating the highest trump on a trump lead if able;
            void, trump if able (any trump, even over partner); else any card."""
            same = hand & suit_mask[led]
            if same:
                if led & trump_mask:
                    return (same & -(win << 1)) or same
                return same
            return (hand & trump_mask) or hand

        def two(L: int, O1: int, P: int, O2: int) -> int:
            """The exact V with two cards each (plain alpha-beta over at most 16 lines)."""
            key = L | O1 << 32 | P << 64 | O2 << 96
            hs = heads(key)
            best = -1
            ma = hs & _WORD
            while ma:
                a = ma & -ma
                ma ^= a
                nL = L ^ a
                worst_b = _BIG
                mb = legal_of(O1, a, a) & hs >> 32 & _WORD
                while mb:
                    b = mb & -mb
                    mb ^= b
                    nO1 = O1 ^ b
                    w1 = b if (b & suit_mask[a] and b > a) or (
                        b & trump_mask and not a & trump_mask) else a
                    best_c = -1
                    mc = legal_of(P, a, w1) & hs >> 64 & _WORD
                    while mc:
                        c = mc & -mc
                        mc ^= c
                        nP = P ^ c
                        w2 = c if (c & suit_mask[w1] and c > w1) or (
                            c & trump_mask and not w1 & trump_mask) else w1
                        worst_d = _BIG
                        md = legal_of(O2, a, w2) & hs >> 96
                        while md:
                            d = md & -md
                            md ^= d
                            nO2 = O2 ^ d
                            t = points[a] + points[b] + points[c] + points[d]
                            if (d & suit_mask[w2] and d > w2) or (
                                    d & trump_mask and not w2 & trump_mask):
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

        def search(L: int, O1: int, P: int, O2: int, total: int, g: int) -> int:
            """Fail-soft test of V >= g, for 1 <= g <= total: a result ``v >= g`` proves
            V >= v, a result ``v < g`` proves V <= v. ``total``: the units left."""
            key = L | O1 << 32 | P << 64 | O2 << 96
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
            fewer = L & (L - 1)
            if not fewer & (fewer - 1):
                v = two(L, O1, P, O2)
                bounds[key] = _PAIRS[v][v]
                return v
            hs = heads(key)
            h1, h2, h3 = hs >> 32 & _WORD, hs >> 64 & _WORD, hs >> 96
            leads = moves_get(key)
            if leads is None:
                leads = moves[key] = lead_order(O1, O2, hs & _WORD)
            best = -1
            for a in leads:
                sm = suit_mask[a]
                at = a & trump_mask
                nL = L ^ a
                worst_b = _BIG
                # FOUR-7 (see legal_of), written out: these loops are the solver's time.
                same = O1 & sm
                lg = (((same & -(a << 1)) or same) if at else same) if same else (
                    (O1 & trump_mask) or O1)
                k = lg & h1 | a << 32
                bo = orders_get(k) or order(k)
                for b in bo:
                    nO1 = O1 ^ b
                    if (b & sm and b > a) or (b & trump_mask and not at):
                        w1, s1 = b, 1
                    else:
                        w1, s1 = a, 0
                    best_c = -1
                    same = P & sm
                    lg = (((same & -(w1 << 1)) or same) if at else same) if same else (
                        (P & trump_mask) or P)
                    k = lg & h2 | w1 << 32 | (s1 ^ 1) << 64
                    co = orders_get(k) or order(k)
                    for c in co:
                        nP = P ^ c
                        if (c & suit_mask[w1] and c > w1) or (
                                c & trump_mask and not w1 & trump_mask):
                            w2, s2 = c, 2
                        else:
                            w2, s2 = w1, s1
                        sw2 = suit_mask[w2]
                        wt2 = w2 & trump_mask
                        t2 = points[a] + points[b] + points[c]
                        worst_d = _BIG
                        same = O2 & sm
                        lg = (((same & -(w2 << 1)) or same) if at else same) if same else (
                            (O2 & trump_mask) or O2)
                        k = lg & h3 | w2 << 32 | (s2 & 1) << 64
                        do = orders_get(k) or order(k)
                        for d in do:
                            nO2 = O2 ^ d
                            t = t2 + points[d]
                            rest = total - t
                            s3 = 3 if (d & sw2 and d > w2) or (d & trump_mask and not wt2) else s2
                            if s3 & 1:
                                # The other side takes the trick and leads: ours is the
                                # rest less what they take, >= g when theirs < rest - g + 1.
                                h = rest - g + 1
                                if h <= 0:
                                    v = rest
                                elif s3 == 1:
                                    v = rest - search(nO1, nP, nO2, nL, rest, h)
                                else:
                                    v = rest - search(nO2, nL, nO1, nP, rest, h)
                            else:
                                h = g - t
                                if h <= 0:
                                    v = t
                                elif h > rest:
                                    v = t + rest
                                elif s3 == 0:
                                    v = t + search(nL, nO1, nP, nO2, rest, h)
                                else:
                                    v = t + search(nP, nO2, nL, nO1, rest, h)
                            if v < worst_d:
                                worst_d = v
                                if v < g:
                                    if do[0] != d:
                                        do.remove(d)
                                        do.insert(0, d)
                                    break
                        if worst_d > best_c:
                            best_c = worst_d
                            if best_c >= g:
                                if co[0] != c:
                                    co.remove(c)
                                    co.insert(0, c)
                                break
                    if best_c < worst_b:
                        worst_b = best_c
                        if worst_b < g:
                            if bo[0] != b:
                                bo.remove(b)
                                bo.insert(0, b)
                            break
                if worst_b > best:
                    best = worst_b
                    if best >= g:
                        if leads[0] != a:  # try this lead first next time here
                            leads.remove(a)
                            leads.insert(0, a)
                        bounds[key] = _PAIRS[best][hi]
                        return best
            if best > hi:
                best = hi
            bounds[key] = _PAIRS[lo][best]
            return best

        self.search = search
        self.two = two
        self.last_trick = last_trick
        self.legal_of = legal_of
        self.heads = heads

    def bound(self, L: int, O1: int, P: int, O2: int, total: int, g: int) -> int:
        """Fail-soft test of ``V >= g`` for hands of any size (``total``: the units left)."""
        fewer = L & (L - 1)
        if fewer & (fewer - 1):
            return self.search(L, O1, P, O2, total, g)
        if fewer:
            return self.two(L, O1, P, O2)
        return self.last_trick(L, O1, P, O2) if L else 0
