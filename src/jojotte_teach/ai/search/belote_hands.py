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
    SUIT_MASKS,
    WORD,
    TrickBounds,
    after_trick,
    bits_up,
    mtd_steps,
    to_front,
)
from .equal_cards import DealHeads, head_of
from .positions import BelotePosition
from .trick_order import AHEAD as _AHEAD
from .trick_order import trick_orders

__all__ = ["BeloteHandSearch"]

#: BEL-19: the last trick's 10, in points (the unit of this search).
LAST_TRICK = 10


class BeloteHandSearch(TrickBounds):
    """Null-window alpha-beta over whole tricks of four Belote hands, for one trump suit.

    A node key is ``held | seat << 32``: the cards still held and the leader's seat. Who
    holds each card is the deal's, noted by :meth:`card_values` (a new deal empties the
    tables): the key stays a small int, and playing a card is an exclusive or.

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
        # The deal the tables were filled for: each seat's cards (by seat, not from the
        # leader round), and for each leader seat the four from it round. A node key is
        # the cards still held and the leader's seat; who holds each card is the deal's.
        own = self._own = [0, 0, 0, 0]
        rounds: list[tuple[int, ...]] = [(0, 0, 0, 0)] * 4
        self._rounds = rounds
        heads = self._heads = DealHeads(t.patterns, own)
        # The run heads of the four hands: a trick start looks its four suits up.
        m0, m1, m2, m3 = SUIT_MASKS
        # A leader's seat -> the key part of the seat that leads the next trick when the
        # leader (0), his left (1), his partner (2) or his right (3) takes this one.
        turns = tuple(tuple(((ls + i) & 3) << 32 for i in range(4)) for ls in range(4))
        moves = self.moves
        moves_get = moves.get
        orders, order, lead_order = trick_orders(t)
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

        last_trick, two = belote_endings(t, legal_of, bonus_units)

        def node(key: int, total: int, g: int) -> tuple[int, int]:
            """Test V(key) >= g for a trick start the table did not settle."""
            rem = key & WORD
            ls = key >> 32
            L, O1, P, O2 = rounds[ls]
            L &= rem
            O1 &= rem
            P &= rem
            O2 &= rem
            fewer = L & (L - 1)
            if not fewer:
                v = last_trick(L, O1, P, O2)
                return PAIRS[v][v]
            hs = heads[rem & m0] | heads[rem & m1] | heads[rem & m2] | heads[rem & m3]
            if not fewer & (fewer - 1):
                v = two(hs, L, O1, P, O2, total, g)
                return PAIRS[v][total] if v >= g else PAIRS[0][v]
            n0, n1, n2, n3 = turns[ls]
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
                    leads = moves[key] = lead_order(O1, O2, hs & L)
            best = -1
            for a in leads:
                sm = suit_mask[a]
                at = a & trump_mask
                ba = beaters[a]
                # The cards still held as the trick goes on, and its points.
                ka = rem ^ a
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
                k = lg & hs | wa | 2 << 64  # the second hand
                bo = orders_get(k) or order(k)
                for b in bo:
                    kb = ka ^ b
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
                    k = lg & hs | u1
                    co = orders_get(k) or order(k)
                    for c in co:
                        kc = kb ^ c
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
                        k = lg & hs | v2
                        do = orders_get(k) or order(k)
                        for d in do:
                            # s3: who takes the trick, 0 to 3 from the leader round, and
                            # leads the next (BEL-15): the key's seat from turns.
                            # The rest is core.after_trick, written out.
                            s3 = 3 if d & b2 else s2
                            t = t2 + points[d]
                            rest = total - t
                            # core.TrickBounds.bound_test's probe of the table, written
                            # out: most tests end here. (Probing every card's line before
                            # searching any, an enhanced transposition cut-off, searches
                            # 2% fewer trick starts and takes 6% longer.)
                            if s3 & 1:
                                h = rest - g + 1
                                if h <= 0:
                                    v = rest
                                else:
                                    k = kc ^ d | (n1 if s3 == 1 else n3)
                                    e = bounds_get(k)
                                    if e is None:
                                        v = rest - unsettled(k, rest, h, 0, rest)
                                    else:
                                        lo, hi = e
                                        v = rest - (lo if lo >= h else hi if hi < h else
                                                    unsettled(k, rest, h, lo, hi))
                            else:
                                h = g - t
                                if h <= 0:
                                    v = t
                                else:
                                    k = kc ^ d | (n2 if s3 == 2 else n0)
                                    e = bounds_get(k)
                                    if e is None:
                                        v = t + unsettled(k, rest, h, 0, rest)
                                    else:
                                        lo, hi = e
                                        v = t + (lo if lo >= h else hi if hi < h else
                                                 unsettled(k, rest, h, lo, hi))
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
                    leads += [x for x in lead_order(O1, O2, hs & L) if x != later]
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
        self._deal(position)
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
            test = partial(self._trick_bound, position.leader, after, (*played, bit), total)
            guess = values[bit] = mtd_steps(test, total, guess)
        ours = mover % 2 == 0  # the mover's side is the leader's, or not
        result = {}
        for card in position.legal_cards():
            v = values[head_of(tab.bit_of[card], hand, out_cards ^ hand, tab.points)]
            result[card] = v if ours else total - v
        return result

    def _deal(self, position: BelotePosition) -> None:
        """Note who holds each card of ``position`` (the trick under way included) in the
        deal the tables are for, emptying them first when it is another deal's: a seat
        holds a card another seat held. Their positions name the cards still held, each
        card's holder being the deal's."""
        tab = self.tables
        held = [tab.mask(hand) for hand in position.hands]
        for i, card in enumerate(position.trick):
            held[(position.leader + i) % 4] |= tab.bit_of[card]
        own = self._own
        every = own[0] | own[1] | own[2] | own[3]
        if any(held[s] & (every ^ own[s]) for s in range(4)):
            self.bounds.clear()
            self.moves.clear()
            self._heads.clear()
            own[:] = [0, 0, 0, 0]
        own[:] = [own[s] | held[s] for s in range(4)]
        self._rounds[:] = [tuple(own[(ls + i) % 4] for i in range(4)) for ls in range(4)]

    def _trick_bound(self, seat: int, hands: list[int], trick: tuple[int, ...], total: int,
                     g: int) -> int:
        """Fail-soft test that the leader's side takes >= g units, the current trick
        (``trick``, from the leader, whose seat is ``seat``) under way and ``hands`` from
        the leader round."""
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
            # BEL-15: the winner leads the next trick
            held = hands[0] | hands[1] | hands[2] | hands[3]
            return after_trick(self.bound, held | (seat + winner) % 4 << 32, t,
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
            v = self._trick_bound(seat, after, (*trick, bit), total, g)
            if not (v > best if ours else v < best):
                continue
            best = v
            if (v >= g) == ours:  # a cut-off: this card first the next time
                if cards[0] != bit:
                    to_front(cards, bit)
                break
        return best
