"""Four hands in partnership, and the search of their trick points (MULTI-4, FOUR-7, SCO-1).

Seats 0 and 2 play against 1 and 3 (FOUR-1); play goes clockwise, to the left
(seat + 1). The rules of the play are FOUR-7's: follow suit; void, trump if able,
even over partner, and a second trumper need not overtrump; when trumps are led,
beat the highest trump in the trick if able.

``V(L, O1, P, O2)`` is the number of point units that the side on lead takes in the
remaining tricks, all four players playing perfectly. ``L`` is the leader's hand,
``O1`` his left-hand opponent's, ``P`` his partner's and ``O2`` his right-hand
opponent's. ``V`` depends on the four hands in that order only, not on the seats
or on the points already won, so one transposition entry serves every seat and
every order of play that reaches the same hands. The other side takes the rest.

A node is the start of a trick. Inside it the four cards are searched as four
nested loops (the leader and his partner maximise, the opponents minimise), each
answering the null-window question "does the side on lead take at least ``g``?";
every finished trick goes to the shared core (:class:`~.core.TrickBounds`), which
keeps the bounds of ``V`` at trick starts.

>>> p = PartnershipPosition.from_text("AS 7H", "10S 8H", "KS 9D", "7S 8D", trump=None)
>>> {str(c): v for c, v in FourHandSearch(None, True).card_values(p).items()}
{'AS': 25, '7H': 35}

The Ace takes 10 + 10 + 5 at once, and seat 1's 8 of hearts the last trick. The 7
of hearts first gives seat 1 a trick worth nothing (partner throws the 9 of
diamonds, keeping his King), then the Ace takes the spades and the last 10.
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
    bits_up,
    mtd,
    tables,
    to_front,
)
from .endings import last_trick_of, partnership_two
from .equal_cards import RunHeads, head_of
from .positions import PartnershipPosition
from .trick_order import trick_orders

__all__ = ["FourHandSearch"]

_LOW64 = (1 << 64) - 1  # the first two hands of a node key
_LOW96 = (1 << 96) - 1  # the first three


class FourHandSearch(TrickBounds):
    """Null-window alpha-beta over whole tricks of four hands, for one trump suit (or none).

    Node keys are ``L | O1 << 32 | P << 64 | O2 << 96``: playing a card is an exclusive or,
    and the next leader's hands come first by turning the key.

    Attributes:
        tables: the bit numbering and the points of the 32 cards.
        bonus: the last trick's bonus in units (0 when it does not apply).
        moves: node key -> the leader's distinct cards in the order to try them.
        bound: the test of a trick start, through the table (``bound(key, total, g)``,
            :meth:`~.core.TrickBounds.bound_test`).
    """

    def __init__(self, trump: Suit | None, bonus: bool) -> None:
        super().__init__()
        self.tables = t = tables(trump)
        self.bonus = bonus_units = LAST_TRICK_UNITS if bonus else 0
        self.moves: dict[int, list[int]] = {}
        points = t.points
        suit_mask = t.suit_mask
        trump_mask = t.trump_mask
        # A card -> the cards that beat it (PLAY-5): one mask test for "beats the winner".
        beaters = t.beaters
        heads = RunHeads(t.patterns, hands=4).of
        moves = self.moves
        moves_get = moves.get
        # The leader's hand -> the lead that last passed a test from it: the same
        # hand meets many arrangements of the other three, and the lead that worked
        # against one mostly works against the next (a "killer" lead).
        killer: dict[int, int] = {}
        killer_get = killer.get
        # Order keys are ``legal | win << 32 | ahead << 64`` (trick_orders' seat 0 or 1).
        orders, order, lead_order = trick_orders(t)
        orders_get = orders.get

        last_trick = last_trick_of(t, bonus_units)
        two = partnership_two(t, bonus_units, heads, last_trick)

        def node(key: int, total: int, g: int) -> tuple[int, int]:
            """Test V(key) >= g for a trick start the table did not settle."""
            L, O1, P, O2 = key & WORD, key >> 32 & WORD, key >> 64 & WORD, key >> 96
            fewer = L & (L - 1)
            if not fewer & (fewer - 1):
                v = two(key, L, O1, P, O2) if fewer else last_trick(L, O1, P, O2)
                return PAIRS[v][v]
            hs = heads(key)
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
                # The hands as the trick goes on (still from the leader round), and its points.
                ka = key ^ a
                pa = points[a]
                worst_b = BIG
                # FOUR-7 (Tables.legal), written out: these loops are the solver's time.
                same = O1 & sm
                ba = beaters[a]
                lg = (((same & ba) or same) if at else same) if same else (
                    (O1 & trump_mask) or O1)
                k = lg & h1 | a << 32
                bo = orders_get(k) or order(k)
                for b in bo:
                    kb = ka ^ b << 32
                    t1 = pa + points[b]
                    if b & ba:
                        w1, s1, b1 = b, 1, beaters[b]
                    else:
                        w1, s1, b1 = a, 0, ba
                    best_c = -1
                    same = P & sm
                    lg = (((same & b1) or same) if at else same) if same else (
                        (P & trump_mask) or P)
                    k = lg & h2 | w1 << 32 | (s1 ^ 1) << 64
                    co = orders_get(k) or order(k)
                    for c in co:
                        kc = kb ^ c << 64
                        if c & b1:
                            w2, s2, b2 = c, 2, beaters[c]
                        else:
                            w2, s2, b2 = w1, s1, b1
                        t2 = t1 + points[c]
                        worst_d = BIG
                        same = O2 & sm
                        lg = (((same & b2) or same) if at else same) if same else (
                            (O2 & trump_mask) or O2)
                        k = lg & h3 | w2 << 32 | (s2 & 1) << 64
                        do = orders_get(k) or order(k)
                        for d in do:
                            # s3: who takes the trick, 0 to 3 from the leader round; the
                            # hands after it from the winner's seat round: k turned by s3.
                            # The rest is core.after_trick, written out.
                            s3 = 3 if d & b2 else s2
                            t = t2 + points[d]
                            rest = total - t
                            if s3 & 1:
                                h = rest - g + 1
                                if h <= 0:
                                    v = rest
                                else:
                                    k = kc ^ d << 96
                                    if s3 == 1:
                                        k = k >> 32 | (k & WORD) << 96
                                    else:
                                        k = k >> 96 | (k & _LOW96) << 32
                                    v = rest - bound(k, rest, h)
                            else:
                                h = g - t
                                if h <= 0:
                                    v = t
                                else:
                                    k = kc ^ d << 96
                                    if s3 == 2:
                                        k = k >> 64 | (k & _LOW64) << 64
                                    v = t + bound(k, rest, h)
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

        def follow_order(legal: int, win: int, ahead: bool) -> list[int]:
            """The cards ``legal`` in the order to try them, as in a trick start's
            search (``order``), for the trick under way before the first one."""
            k = legal | win << 32 | ahead << 64
            return orders_get(k) or order(k)

        bound = self.bound_test(node)
        self.bound = bound
        self.follow_order = follow_order

    def card_values(self, position: PartnershipPosition) -> dict[Card, int]:
        """The trick points each legal card of the player to move is worth to his side:
        card points and the last trick's 10, from now to the end of the hand, the
        current trick included, when all four play perfectly after it."""
        tab = self.tables
        # The hands from the leader's seat clockwise: leader, left, partner, right.
        hands = [tab.mask(position.hands[(position.leader + i) % 4]) for i in range(4)]
        played = [tab.bit_of[c] for c in position.trick]
        total = position.points_left() // UNIT
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
            guess = values[bit] = mtd(test, total, guess)
        ours = mover % 2 == 0  # the mover's side is the leader's, or not
        result = {}
        for card in position.legal_cards():
            v = values[head_of(tab.bit_of[card], hand, out_cards ^ hand, tab.points)]
            result[card] = (v if ours else total - v) * UNIT
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
            if not hands[0]:  # FOUR-8: the last trick scores 10 more
                t += self.bonus
            # PLAY-6: the winner leads the next trick; the hands from his seat round
            L, O1, P, O2 = (hands[(winner + i) % 4] for i in range(4))
            return after_trick(self.bound, L | O1 << 32 | P << 64 | O2 << 96, t,
                               winner % 2 == 0, total, g)
        hand = hands[n]
        out_cards = hands[0] | hands[1] | hands[2] | hands[3]
        for c in trick:
            out_cards |= c
        ours = n % 2 == 0  # the leader's partner maximises, the opponents minimise
        best = -1 if ours else total + 1
        legal = 0
        for bit in bits_up(tab.legal(hand, led, win)):
            if head_of(bit, hand, out_cards ^ hand, tab.points) == bit:
                legal |= bit
        # The order of a trick start's search (a card that wins for its side first), the
        # card that cut a line off moved to the front.
        cards = self.follow_order(legal, win, winner % 2 == n % 2)
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
