"""Four Belote hands in partnership, and the search of their trick points (BEL-4, BEL-15 to
BEL-19).

The search of :mod:`.four_hands` with Belote's rules in its loops: the card points of
BEL-4, counted one by one (a Belote card is worth 2, 3, 4, 11 or 14, not a multiple of
five), the last trick's 10 (BEL-19), and the cards a follower may play (BEL-16, BEL-17):
follow suit; to a trump lead, beat every trump in the trick if an opponent is winning
it; unable to follow a plain suit, any card while the partner is winning, else trump,
over every trump in the trick if able, and still trump when unable to go higher.

``V(L, O1, P, O2)`` is the number of points that the side on lead takes in the
remaining tricks, all four players playing perfectly, for the hands in that order from
the leader round; the other side takes the rest. A capot's 100 (BEL-19) belongs to the
score, not to the cards, and is not counted here.

>>> p = BelotePosition.from_text("AS 7H", "10S 8H", "KS 9D", "7S 8D", trump="H")
>>> {str(c): v for c, v in BeloteHandSearch(Suit.HEARTS, True).card_values(p).items()}
{'AS': 25, '7H': 35}

The Ace takes 11 + 10 + 4 at once, and seat 1's 8 of hearts the last trick. The 7 of
hearts first is overtrumped by the 8 (BEL-16) on a trick worth nothing, partner keeping
his King; then the Ace takes the 10 and the King of spades and the last trick's 10.
"""

from __future__ import annotations

from functools import partial

from ...engine.cards import Card, Suit
from .belote_cards import belote_legal, belote_tables
from .belote_endings import belote_endings
from .core import (
    BIG,
    PAIRS,
    WORD,
    TrickBounds,
    after_trick,
    bits_down,
    bits_up,
    mtd_steps,
    to_front,
)
from .equal_cards import RunHeads, head_of
from .positions import BelotePosition

__all__ = ["BeloteHandSearch"]

#: BEL-19: the last trick's 10, in points (the unit of this search).
LAST_TRICK = 10
_LOW64 = (1 << 64) - 1  # the first two hands of a node key
_LOW96 = (1 << 96) - 1  # the first three
_AHEAD = 1 << 64  # ``seat`` 1 in an order key: the player's side is winning the trick


class BeloteHandSearch(TrickBounds):
    """Null-window alpha-beta over whole tricks of four Belote hands, for one trump suit.

    Node keys are ``L | O1 << 32 | P << 64 | O2 << 96``: playing a card is an exclusive or,
    and the next leader's hands come first by turning the key.

    Attributes:
        tables: the bit numbering and the points of the 32 cards.
        bonus: the last trick's bonus in units (0 when it does not apply).
        moves: node key -> the leader's distinct cards in the order to try them (the
            lead that passed a test from the same hand elsewhere first).
        bound: the test of a trick start, through the table (``bound(key, total, g)``,
            :meth:`~.core.TrickBounds.bound_test`).
    """

    def __init__(self, trump: Suit | None, bonus: bool, over_partner: bool = False,
                 undertrump: bool = True) -> None:
        super().__init__()
        self.tables = t = belote_tables(trump)
        self.bonus = bonus_units = LAST_TRICK if bonus else 0
        self.legal = legal_of = belote_legal(t, over_partner, undertrump)
        op = over_partner
        self.moves: dict[int, list[int]] = {}
        points = t.points
        suit_mask = t.suit_mask
        trump_mask = t.trump_mask
        runs = RunHeads(t.patterns, hands=4)
        # RunHeads.of, written out: a trick start looks its four suits up.
        packed = runs.table
        p0, p1, p2, p3 = runs.parts
        moves = self.moves
        moves_get = moves.get
        orders: dict[int, list[int]] = {}
        orders_get = orders.get
        # The leader's hand -> the lead that last passed a test from it: the same
        # hand meets many arrangements of the other three, and the lead that worked
        # against one mostly works against the next (a "killer" lead).
        killer: dict[int, int] = {}
        killer_get = killer.get
        # A card -> the cards that beat it (BEL-18); to a trump lead, the trumps a
        # follower must beat (BEL-16).
        beaters = t.beaters
        bounds_get = self.bounds.get

        def order(key: int) -> list[int]:
            """A player's distinct cards in the order to try them.

            With his side ahead in the trick (``seat`` 1), the richest card first, to
            add points to it; behind, the cards that beat ``win`` (the card winning
            so far), strongest first, then the poorest losing card; the second hand
            (``seat`` 2), with his partner still to play, the poorest losing card
            first, then the cards that beat ``win``.
            ``key`` is ``legal | win << 32 | seat << 64``. The list is kept and
            reordered as cut-offs are found: the card that refuted a line once is
            tried first in every trick where the same cards meet the same winner.
            Reordering cannot upset a loop still walking the list higher up the
            search: ``win`` lies in the current trick, so no deeper trick meets it.
            """
            legal, win, seat = key & WORD, key >> 32 & WORD, key >> 64
            if seat == 1:
                out = sorted(bits_down(legal), key=lambda b: -points[b])
            else:
                beats = legal & beaters[win]
                losing = sorted(bits_up(legal ^ beats), key=lambda b: points[b])
                out = losing + bits_down(beats) if seat else bits_down(beats) + losing
            orders[key] = out
            return out

        def lead_order(O1: int, O2: int, leads: int) -> list[int]:
            """The leader's distinct cards: sure winners, richest first, then the rest,
            poorest first (a lead the opponents can beat gives them its points)."""
            opp = O1 | O2
            scored = []
            for a in bits_down(leads):
                sm = suit_mask[a]
                beaten = opp & sm & -(a << 1) != 0
                if not beaten and not a & trump_mask:
                    beaten = (not O1 & sm and O1 & trump_mask != 0) or (
                        not O2 & sm and O2 & trump_mask != 0)
                scored.append((100 + points[a] if beaten else -points[a], -a.bit_length(), a))
            scored.sort()
            return [a for _, _, a in scored]

        last_trick, two = belote_endings(t, legal_of, bonus_units, runs)

        def node(key: int, total: int, g: int) -> tuple[int, int]:
            """Test V(key) >= g for a trick start the table did not settle."""
            L, O1, P, O2 = key & WORD, key >> 32 & WORD, key >> 64 & WORD, key >> 96
            fewer = L & (L - 1)
            if not fewer & (fewer - 1):
                if not fewer:
                    v = last_trick(L, O1, P, O2)
                    return PAIRS[v][v]
                v = two(key, L, O1, P, O2, total, g)
                return PAIRS[v][total] if v >= g else PAIRS[0][v]
            hs = packed[key & p0] | packed[key & p1] | packed[key & p2] | packed[key & p3]
            h1, h2, h3 = hs >> 32 & WORD, hs >> 64 & WORD, hs >> 96
            leads = moves_get(key)
            later = 0  # the killer lead, tried alone before the others are ordered
            if leads is None:
                kl = killer_get(L, 0) & hs
                if kl:
                    # Most tests pass on the killer: order the other leads only if it
                    # fails, and keep the list once it is whole.
                    leads = [kl]
                    later = kl
                else:
                    leads = moves[key] = lead_order(O1, O2, hs & WORD)
            best = -1
            for a in leads:
                sm = suit_mask[a]
                at = a & trump_mask
                ba = beaters[a]
                # The hands as the trick goes on (still from the leader round), and its points.
                ka = key ^ a
                pa = points[a]
                # The winner and seat of the later order keys, built once a lead: as the
                # winner, the lead puts the partner ahead (seat 1) and the last hand behind.
                wa = a << 32
                ua = wa | _AHEAD
                worst_b = BIG
                # BEL-16, BEL-17 (belote_legal), written out: the leader, an opponent, wins.
                same = O1 & sm
                lg = (((same & ba) or same) if at else same) if same else (
                    (O1 & trump_mask) or O1)
                k = lg & h1 | wa | 2 << 64  # the second hand
                bo = orders_get(k) or order(k)
                for b in bo:
                    kb = ka ^ b << 32
                    t1 = pa + points[b]
                    # u1, v1: the winner and seat of the third and the fourth hand's keys.
                    if b & ba:
                        u1 = b << 32
                        s1, b1, v1 = 1, beaters[b], u1 | _AHEAD
                    else:
                        s1, b1, u1, v1 = 0, ba, ua, wa
                    best_c = -1
                    # BEL-16, BEL-17 (belote_legal), written out: the partner wins with s1 0.
                    same = P & sm
                    if same:
                        lg = ((same & b1) or same) if at and (s1 or op) else same
                    elif at or not s1:
                        lg = P
                    else:
                        own = P & trump_mask
                        lg = ((own & b1) or (own if undertrump else P)) if own else P
                    k = lg & h2 | u1
                    co = orders_get(k) or order(k)
                    for c in co:
                        kc = kb ^ c << 64
                        if c & b1:
                            s2, b2, v2 = 2, beaters[c], c << 32
                        else:
                            s2, b2, v2 = s1, b1, v1
                        t2 = t1 + points[c]
                        worst_d = BIG
                        same = O2 & sm
                        if same:
                            lg = ((same & b2) or same) if at and (s2 != 1 or op) else same
                        elif at or s2 == 1:
                            lg = O2
                        else:
                            own = O2 & trump_mask
                            lg = ((own & b2) or (own if undertrump else O2)) if own else O2
                        k = lg & h3 | v2
                        do = orders_get(k) or order(k)
                        open_d = None  # the lines the table left open, searched last
                        for d in do:
                            # s3: who takes the trick, 0 to 3 from the leader round; the
                            # hands after it from the winner's seat round: k turned by s3.
                            # The rest is core.after_trick, written out.
                            s3 = 3 if d & b2 else s2
                            t = t2 + points[d]
                            rest = total - t
                            # core.TrickBounds.bound_test's probe of the table, written
                            # out: most tests end here.
                            if s3 & 1:
                                h = rest - g + 1
                                if h <= 0:
                                    v = rest
                                else:
                                    # The next key turned from kc, d put in its place
                                    # after the turn: smaller ints than turning kc ^ d << 96.
                                    if s3 == 1:
                                        k = kc >> 32 ^ d << 64 | (kc & WORD) << 96
                                    else:
                                        k = O2 ^ d | (kc & _LOW96) << 32
                                    e = bounds_get(k)
                                    if e is None:
                                        lo, hi = 0, rest
                                    else:
                                        lo, hi = e
                                        if lo >= h:
                                            v = rest - lo
                                        elif hi < h:
                                            v = rest - hi
                                        else:
                                            e = None
                                    if e is None:
                                        if open_d is None:
                                            open_d = []
                                        open_d.append((d, k, rest, h, lo, hi, rest, -1))
                                        continue
                            else:
                                h = g - t
                                if h <= 0:
                                    v = t
                                else:
                                    if s3 == 2:
                                        k = kc >> 64 ^ d << 32 | (kc & _LOW64) << 64
                                    else:
                                        k = kc ^ d << 96
                                    e = bounds_get(k)
                                    if e is None:
                                        lo, hi = 0, rest
                                    else:
                                        lo, hi = e
                                        if lo >= h:
                                            v = t + lo
                                        elif hi < h:
                                            v = t + hi
                                        else:
                                            e = None
                                    if e is None:
                                        if open_d is None:
                                            open_d = []
                                        open_d.append((d, k, rest, h, lo, hi, t, 1))
                                        continue
                            if v < worst_d:
                                worst_d = v
                                if v < g:
                                    if do[0] != d:
                                        to_front(do, d)
                                    break
                        else:
                            # Enhanced transposition cut-off: no card the table settled
                            # refutes the line, so search the open ones now.
                            if open_d is not None:
                                for d, k, rest, h, lo, hi, base, sign in open_d:
                                    v = base + sign * unsettled(k, rest, h, lo, hi)
                                    if v < worst_d:
                                        worst_d = v
                                        if v < g:
                                            if do[0] != d:
                                                to_front(do, d)
                                            break
                        if worst_d > best_c:
                            best_c = worst_d
                            if best_c >= g:
                                if co[0] != c:
                                    to_front(co, c)
                                break
                    if best_c < worst_b:
                        worst_b = best_c
                        if worst_b < g:
                            if bo[0] != b:
                                to_front(bo, b)
                            break
                if worst_b > best:
                    best = worst_b
                    if best >= g:
                        if leads[0] != a:  # try this lead first next time here
                            to_front(leads, a)
                        killer[L] = a
                        return PAIRS[best][total]
                if later:  # the killer failed: the other leads, appended as we walk
                    leads += [x for x in lead_order(O1, O2, hs & WORD) if x != later]
                    moves[key] = leads
                    later = 0
            return PAIRS[0][best]

        def follow_order(legal: int, win: int, seat: int) -> list[int]:
            """The cards ``legal`` in the order to try them, as in a trick start's
            search (``order``, ``seat`` as there), for the trick under way before the
            first one."""
            k = legal | win << 32 | seat << 64
            return orders_get(k) or order(k)

        self.bound = self.bound_test(node)
        unsettled = self.unsettled
        self.follow_order = follow_order

    def card_values(self, position: BelotePosition) -> dict[Card, int]:
        """The trick points each legal card of the player to move is worth to his side:
        card points and the last trick's 10, from now to the end of the hand, the
        current trick included, when all four play perfectly after it."""
        tab = self.tables
        # The hands from the leader's seat clockwise: leader, left, partner, right.
        hands = [tab.mask(position.hands[(position.leader + i) % 4]) for i in range(4)]
        played = [tab.bit_of[c] for c in position.trick]
        total = position.points_left()
        mover = len(played)
        out_cards = hands[0] | hands[1] | hands[2] | hands[3]
        for bit in played:
            out_cards |= bit
        hand = hands[mover]
        values: dict[int, int] = {}
        guess = total // 2
        for card in position.legal_cards():
            bit = tab.bit_of[card]
            if head_of(bit, hand, out_cards ^ hand, tab.points) != bit:
                continue  # an equivalent higher card stands for it
            after = list(hands)
            after[mover] ^= bit
            test = partial(self._trick_bound, after, (*played, bit), total)
            guess = values[bit] = mtd_steps(test, total, guess)
        ours = mover % 2 == 0  # the mover's side is the leader's, or not
        result = {}
        for card in position.legal_cards():
            v = values[head_of(tab.bit_of[card], hand, out_cards ^ hand, tab.points)]
            result[card] = v if ours else total - v
        return result

    def _trick_bound(self, hands: list[int], trick: tuple[int, ...], total: int, g: int) -> int:
        """Fail-soft test that the leader's side takes >= g units, the current trick
        (``trick``, from the leader) under way and ``hands`` from the leader round."""
        tab = self.tables
        led = trick[0]
        win, winner = led, 0
        for i, c in enumerate(trick[1:], start=1):
            if tab.beats(c, win):
                win, winner = c, i
        n = len(trick)
        if n == 4:
            t = sum(tab.points[c] for c in trick)
            if not hands[0]:  # BEL-19: the last trick scores 10 more
                t += self.bonus
            # BEL-15: the winner leads the next trick; the hands from his seat round
            L, O1, P, O2 = (hands[(winner + i) % 4] for i in range(4))
            return after_trick(self.bound, L | O1 << 32 | P << 64 | O2 << 96, t,
                               winner % 2 == 0, total, g)
        hand = hands[n]
        out_cards = hands[0] | hands[1] | hands[2] | hands[3]
        for c in trick:
            out_cards |= c
        ours = n % 2 == 0  # the leader's partner maximises, the opponents minimise
        best = -1 if ours else total + 1
        must = winner % 2 != n % 2  # BEL-16, BEL-17: an opponent is winning the trick
        legal = 0
        for bit in bits_up(self.legal(hand, led, win, must)):
            if head_of(bit, hand, out_cards ^ hand, tab.points) == bit:
                legal |= bit
        cards = self.follow_order(legal, win, 2 if n == 1 else int(not must))
        for bit in cards:
            after = list(hands)
            after[n] ^= bit
            v = self._trick_bound(after, (*trick, bit), total, g)
            if not (v > best if ours else v < best):
                continue
            best = v
            if (v >= g) == ours:  # a cut-off: this card first the next time
                if cards[0] != bit:
                    to_front(cards, bit)
                break
        return best
