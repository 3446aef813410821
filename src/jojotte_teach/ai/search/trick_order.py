"""The order in which the four-hand searches of Jo-Jotte and Belote try a trick's cards
(PLAY-5, BEL-18): good cards first make their tests end sooner.

>>> from jojotte_teach.engine.cards import Suit, parse_cards
>>> from .belote_cards import belote_tables
>>> t = belote_tables(Suit.HEARTS)
>>> orders, order, lead_order = trick_orders(t)
>>> O1, O2 = t.mask(parse_cards("10S 7H")), t.mask(parse_cards("KS 9D"))
>>> [str(t.card_of[a]) for a in lead_order(O1, O2, t.mask(parse_cards("AS QS 8D")))]
['AS', '8D', 'QS']

The Ace of spades is a sure winner; the 8 of diamonds is trumped by seat 1 (no diamond, a
heart) and gives nothing; the Queen of spades, beaten by the 10, gives its 3.
"""

from __future__ import annotations

from collections.abc import Callable

from .core import WORD, Tables, bits_down, bits_up

__all__ = ["AHEAD", "trick_orders"]

#: ``seat`` 1 in an order key: the player's side is winning the trick
AHEAD = 1 << 64


def lead_order_of(t: Tables) -> Callable[[int, int, int], list[int]]:
    """``lead_order(O1, O2, leads)``: the leader's distinct cards ``leads`` in the order to
    try them, ``O1`` and ``O2`` the opponents' hands, for the trump and the points of ``t``
    (the four-hand searches of Jo-Jotte and Belote alike)."""
    points = t.points
    suit_mask = t.suit_mask
    trump_mask = t.trump_mask

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

    return lead_order


def trick_orders(t: Tables) -> tuple[dict[int, list[int]], Callable[[int], list[int]],
                                      Callable[[int, int, int], list[int]]]:
    """The orders of a follower's cards, kept by order key, the function that makes a
    missing one (``order(key)``) and that of the leader's cards (:func:`lead_order_of`),
    for the trump and the points of ``t``. Jo-Jotte's search asks for seats 0 and 1 only;
    Belote's also for its second hand (seat 2)."""
    points = t.points
    beaters = t.beaters
    orders: dict[int, list[int]] = {}

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

    return orders, order, lead_order_of(t)
