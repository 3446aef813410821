"""A card's cost against the best play, in words, colours and badges, and signed whole
numbers: the words the hints, the review and the advisor share (:mod:`.advice`).

>>> cost_words(15, "points"), cost_badge(15, "points"), cost_colour(15, "points")
('costs 15 points', '\u221215', 'bad')
>>> cost_words(0, "points"), cost_words(0.25, "chance")
('best', 'lowers the chance by 25 percentage points')
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = [
    "COST_COLOURS", "COST_STEPS", "amount", "cost_badge", "cost_colour", "cost_words", "signed",
]

#: The colour of each verdict (the same as ``jojotte_teach.ai.hints.COLOURS``).
COST_COLOURS: Mapping[str, str] = {"best": "#2e7d32", "good": "#9ccc65", "poor": "#ffa726",
                                   "bad": "#e53935"}
#: The upper limits of "good" and "poor" for each unit (as ``ai.hints`` draws them).
COST_STEPS: Mapping[str, tuple[float, float]] = {"points": (5.0, 15.0), "chance": (0.1, 0.3)}

_MINUS = "\u2212"


def amount(value: float) -> str:
    """A whole number when it is one, else one decimal.

    >>> amount(4.75), amount(15.02)
    ('4.8', '15')
    """
    return f"{value:.0f}" if abs(value - round(value)) < 0.05 else f"{value:.1f}"


def signed(value: float) -> str:
    """A whole number with its sign, a true minus for losses.

    >>> signed(12.4), signed(-7.6), signed(0.2)
    ('+12', '\u22128', '0')
    """
    whole = round(value)
    if whole == 0:
        return "0"
    return f"+{whole}" if whole > 0 else f"{_MINUS}{-whole}"


def cost_colour(cost: float | None, unit: str) -> str:
    """``best``, ``good``, ``poor`` or ``bad`` for a cost (``best`` when not valued).

    >>> [cost_colour(c, "points") for c in (0, 4.5, 10, 15)]
    ['best', 'good', 'poor', 'bad']
    """
    if cost is None or cost <= 1e-9:
        return "best"
    good, poor = COST_STEPS[unit]
    return "good" if cost < good else "poor" if cost < poor else "bad"


def cost_words(cost: float | None, unit: str, why: str = "") -> str:
    """A card's cost against the best play, in words.

    >>> cost_words(1, "points"), cost_words(4.75, "points"), cost_words(None, "points")
    ('costs 1 point', 'costs 4.8 points', 'not valued: the Nullo was already lost')
    """
    if cost is None:
        return f"not valued: {why or 'the Nullo was already lost'}"
    if cost <= 1e-9:
        return "best"
    if unit == "chance":
        return f"lowers the chance by {amount(cost * 100)} percentage points"
    points = amount(cost)
    return f"costs {points} point{'' if points == '1' else 's'}"


def cost_badge(cost: float | None, unit: str) -> str:
    """A cost as a short badge: ``best``, ``\u221215`` (points), ``\u221225%`` (chance).

    >>> cost_badge(0, "points"), cost_badge(0.25, "chance")
    ('best', '\u221225%')
    """
    if cost is None:
        return "\u2014"
    if cost <= 1e-9:
        return "best"
    if unit == "chance":
        return f"{_MINUS}{amount(cost * 100)}%"
    return f"{_MINUS}{amount(cost)}"
