"""Belote's cards for its exact search: BEL-4's points one unit a point, and the cards a
follower may play (BEL-16, BEL-17) as bit masks.

>>> from jojotte_teach.engine.cards import Card, Suit, parse_cards
>>> t = belote_tables(Suit.SPADES)
>>> legal = belote_legal(t)
>>> hand = t.mask(parse_cards("9S 7S AH"))
>>> led, win = t.bit_of[Card("AS")], t.bit_of[Card("JS")]
>>> [str(c) for c in t.cards(legal(hand, led, win, True))]   # nothing over the Jack
['7S', '9S']
>>> t.points[t.bit_of[Card("9S")]], t.points[t.bit_of[Card("JH")]]
(14, 2)
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.belote.play import card_points
from ...engine.cards import Suit
from .core import Tables

__all__ = ["belote_legal", "belote_tables"]

_TABLES: dict[Suit | None, Tables] = {}


def belote_tables(trump: Suit | None) -> Tables:
    """The card tables for Belote with this trump suit: BEL-4's points, one unit a point.
    Their ``legal`` is Jo-Jotte's and is not used here (:func:`belote_legal`)."""
    t = _TABLES.get(trump)
    if t is None:
        t = _TABLES[trump] = Tables(trump, card_points, unit=1)
    return t


def belote_legal(t: Tables, over_partner: bool = False,
                 undertrump: bool = True) -> Callable[[int, int, int, bool], int]:
    """``legal(hand, led, win, must)``: the cards of ``hand`` that may be played to a trick
    led with ``led`` and won so far by ``win``; ``must`` when an opponent is winning it
    (BEL-16, BEL-17).

    Two other rules, those of Belote Contree as other programs play it, may be asked
    for, to compare with them: ``over_partner``, to a trump lead beat every trump in the
    trick even when the partner is winning it; not ``undertrump``, unable to overtrump
    the opponents, any card.
    """
    suit_mask = t.suit_mask
    trump_mask = t.trump_mask

    def legal(hand: int, led: int, win: int, must: bool) -> int:
        same = hand & suit_mask[led]
        if same:
            if (must or over_partner) and led & trump_mask:
                return (same & -(win << 1)) or same  # BEL-16: over every trump in it
            return same
        if not must or led & trump_mask:
            return hand  # BEL-17: the partner is winning, or void in a trump lead
        own = hand & trump_mask
        if not own:
            return hand
        if win & trump_mask:
            # BEL-17: overtrump if able, else trump all the same
            return (own & -(win << 1)) or (own if undertrump else hand)
        return own

    return legal
