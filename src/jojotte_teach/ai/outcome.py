"""What a hand's result is worth to each player, from the points each took (SCO-1 to SCO-11).

The computer players compare choices by the *score difference* of the hand: what
a seat writes above and below the line, less what its opponent writes. This
module works that out from a handful of numbers, far faster than scoring a whole
hand, so it can be done for every sampled deal. It follows
:func:`jojotte_teach.engine.score_hand` for both rule profiles, but leaves the
prison out: points put in prison belong to neither player yet.

>>> from jojotte_teach.engine import PAGAT
>>> # Undoubled, the declarer (seat 0) takes 90 of 130 trick points: 90 below for
>>> # him, 40 above for the defender (SCO-5).
>>> score_difference(PAGAT, Deal(declarer=0), trick_points=(90, 40))
50
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.games import TWO
from ..engine.rules import Rules

__all__ = ["Deal", "score_difference"]

NULLO_MADE, NULLO_FIRST_TRICK, NULLO_FURTHER_TRICK = 200, 200, 100
SLAM_BID_AND_MADE, SLAM_UNBID = 500, 100


@dataclass(frozen=True)
class Deal:
    """The contract's facts that decide how trick points turn into a score.

    Attributes:
        declarer: the final contract's declarer (the Nullo bidder on a Nullo hand).
        multiplier: 1, 2 or 4 (BID-6).
        special: ``None``, ``"nullo"`` or ``"slam"``.
    """

    declarer: int
    multiplier: int = 1
    special: str | None = None


def score_difference(
    rules: Rules,
    deal: Deal,
    trick_points: tuple[int, int],
    jojotte: tuple[int, int] = (0, 0),
    melds: tuple[int, int] = (0, 0),
    tricks: tuple[int, int] | None = None,
) -> int:
    """Seat 0's score less seat 1's for one hand (above and below together, no prison).

    Args:
        rules: the rule profile.
        deal: the final contract.
        trick_points: card points plus the last-trick 10 each seat took (SCO-1);
            on a Nullo hand only the card points (they go to prison anyway).
        jojotte: 20 for a seat that announced Jo-Jotte (JOJ-2), else 0.
        melds: each seat's meld score (MELD-7).
        tricks: tricks each seat took; needed for Slam (SCO-10, SCO-11) and Nullo
            (SCO-9). Without it a Slam bid counts as made when the defender took
            no trick point, and a Nullo as made when the declarer took none.

    >>> from jojotte_teach.engine import PAGAT, DENEXA
    >>> score_difference(PAGAT, Deal(0), (60, 70))   # the defender wins: 130 below (SCO-6)
    -130
    >>> score_difference(DENEXA, Deal(0), (90, 40))  # the beaten defender scores nothing
    90
    >>> score_difference(PAGAT, Deal(1, special="nullo"), (0, 0), tricks=(9, 0))
    -200
    """
    d, f = deal.declarer, TWO.opponent_of(deal.declarer)
    m = deal.multiplier
    above = [0, 0]
    below = [0, 0]
    if deal.special is not None and not rules.melds_on_special_hands:
        melds = (0, 0)
    in_tricks = rules.jojotte_in_trick_score
    trick = [trick_points[s] + (jojotte[s] if in_tricks else 0) for s in (0, 1)]
    for s in (0, 1):
        above[s] += melds[s] + (0 if in_tricks else jojotte[s])
    if deal.special == "nullo":
        taken = tricks[d] if tricks is not None else (1 if trick_points[d] else 0)
        if taken == 0:
            above[d] += NULLO_MADE
        else:
            above[f] += NULLO_FIRST_TRICK + NULLO_FURTHER_TRICK * (taken - 1)
        return above[0] + below[0] - above[1] - below[1]
    total = [trick[s] + melds[s] for s in (0, 1)]
    key = total if rules.winner_by_total_score else trick
    both = m * (trick[0] + trick[1])
    if tricks is not None:
        sweeper = 0 if tricks[1] == 0 else 1 if tricks[0] == 0 else None
    else:
        sweeper = 0 if trick_points[1] == 0 else 1 if trick_points[0] == 0 else None
    slam_bid = deal.special == "slam"
    if slam_bid and sweeper != d:
        above[f] += both  # SCO-11: above or below, the defender writes both trick scores
    elif key[d] != key[f]:
        winner = d if key[d] > key[f] else f
        if m == 1 and winner == d:
            below[d] += trick[d]  # SCO-5
            if rules.defender_scores_above_when_beaten:
                above[f] += trick[f]
        elif m == 1:
            below[f] += both  # SCO-6
        elif winner == d and not rules.doubled_declarer_takes_both:
            below[d] += m * trick[d]  # SCO-7, denexa
        else:
            below[winner] += both  # SCO-7
    # else SCO-8: equal, both trick scores go to prison
    if slam_bid and sweeper == d:
        above[d] += SLAM_BID_AND_MADE
    if sweeper is not None and not (slam_bid and sweeper == d):
        above[sweeper] += SLAM_UNBID
    return above[0] + below[0] - above[1] - below[1]
