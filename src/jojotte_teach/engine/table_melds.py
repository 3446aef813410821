"""Melds at three and four: who may declare now, and who scores (THREE-8, FOUR-5).

At three only the declarer and the active defender meld, the defender first, and
they settle each class by the interrogation of MELD-5. In a partnership each
player declares in turn from the declarer's left; in each class the side holding
the best meld scores every meld of that class its two players declared, and
equal best melds on the two sides score nothing (interpretation, as MELD-3).

>>> from jojotte_teach.engine.cards import parse_cards
>>> melds = ((Meld(parse_cards("KH QH JH")),), (), (Meld(parse_cards("AS KS QS")),), ())
>>> side_meld_points(melds, None, sides=(0, 1, 0, 1))
(20, 0, 20, 0)
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Suit
from .melds import Meld, counts, four_strength, sequence_key


def side_meld_points(melds: Sequence[Sequence[Meld]], trump: Suit | None,
                     sides: Sequence[int]) -> tuple[int, ...]:
    """Each seat's meld points when the best meld of a class wins it for its side (FOUR-5).

    Args:
        melds: each seat's declared melds.
        trump: the final contract's trump (MELD-1 order; ``None`` at No-trump and Nullo).
        sides: each seat's side.
    """
    points = [0] * len(melds)
    for is_four in (True, False):
        best: dict[int, tuple[int, ...]] = {}
        for seat, declared in enumerate(melds):
            for meld in declared:
                if meld.is_four != is_four or not counts(meld, trump):
                    continue
                key = (four_strength(meld, trump),) if is_four else sequence_key(meld, trump)
                side = sides[seat]
                best[side] = max(best.get(side, key), key)
        if not best:
            continue
        top = max(best.values())
        winners = [side for side, key in best.items() if key == top]
        if len(winners) != 1:
            continue  # equal best melds on both sides: neither scores (interpretation)
        for seat, declared in enumerate(melds):
            if sides[seat] == winners[0]:
                points[seat] += sum(m.points for m in declared
                                    if m.is_four == is_four and counts(m, trump))
    return tuple(points)


def partnership_meld_order(declarer: int, seats: int = 4) -> tuple[int, ...]:
    """FOUR-5: the turn to declare, from the declarer's left round to the declarer.

    >>> partnership_meld_order(2)
    (3, 0, 1, 2)
    """
    return tuple((declarer + 1 + i) % seats for i in range(seats))
