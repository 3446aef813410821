"""Numbers from the engine glued into the prose (myst-nb's ``glue``), never typed by hand."""

from __future__ import annotations

from typing import Any

from ..engine.scoring import HandScore
from ..engine.scorepad import Scorepad

__all__ = ["glue", "glue_scores", "score_values"]


def glue(name: str, value: Any) -> Any:
    """Glue one value under ``name`` for ``{glue:text}`name``` in the page; returns the value.

    Without myst-nb (in the live notebooks) nothing is glued: the value is just returned.
    """
    try:
        from myst_nb import glue as myst_glue
    except ImportError:
        return value
    myst_glue(name, value, display=False)
    return value


def score_values(prefix: str, score: HandScore | Scorepad) -> dict[str, Any]:
    """The glue names and values of a hand's score or a sheet (see :func:`glue_scores`).

    >>> from jojotte_teach.engine import HandScore
    >>> score_values("x", HandScore(("Ann", "Bob"), True))
    {'x-thrown-in': True}
    """
    names = score.players
    values: dict[str, Any] = {}
    if isinstance(score, Scorepad):
        totals = score.totals()
        for s, name in enumerate(names):
            values[f"{prefix}-total-{name}"] = totals[s]
            values[f"{prefix}-above-{name}"] = score.above(s)
            values[f"{prefix}-below-{name}"] = score.below(s)
            values[f"{prefix}-games-{name}"] = sum(1 for g in score.games if g.winner == s)
        values[f"{prefix}-rubber-winner"] = (
            "nobody" if score.rubber_winner is None else names[score.rubber_winner])
        values[f"{prefix}-rubber-bonus"] = score.rubber_bonus
        values[f"{prefix}-prison"] = score.prison
        return values
    if score.thrown_in:
        return {f"{prefix}-thrown-in": True}
    c = score.contract
    assert c is not None
    values[f"{prefix}-contract"] = c.describe(names)
    values[f"{prefix}-multiplier"] = c.multiplier
    values[f"{prefix}-declarer"] = names[c.declarer]
    values[f"{prefix}-defender"] = names[score.game.opponent_of(c.declarer)]
    values[f"{prefix}-winner"] = "nobody" if score.winner is None else names[score.winner]
    values[f"{prefix}-prison"] = score.prison
    values[f"{prefix}-prison-won"] = score.prison_won
    fields = ("tricks", "card_points", "last_trick", "jojotte", "trick_score", "meld_score",
              "total_score", "above", "below")
    for field in fields:
        pair = getattr(score, field)
        for s, name in enumerate(names):
            values[f"{prefix}-{field.replace('_', '-')}-{name}"] = pair[s]
    values[f"{prefix}-card-points-both"] = sum(score.card_points)
    values[f"{prefix}-trick-scores-both"] = sum(score.trick_score)
    values[f"{prefix}-trick-scores-both-multiplied"] = c.multiplier * sum(score.trick_score)
    return values


def glue_scores(prefix: str, score: HandScore | Scorepad) -> dict[str, Any]:
    """Glue every number of a hand's score (or a sheet) under ``<prefix>-...`` names.

    For a hand: ``p-contract``, ``p-multiplier``, ``p-declarer``, ``p-defender``,
    ``p-winner``, ``p-prison``, ``p-prison-won``, and for each player ``p-tricks-Ann``,
    ``p-card-points-Ann``, ``p-last-trick-Ann``, ``p-jojotte-Ann``, ``p-trick-score-Ann``,
    ``p-meld-score-Ann``, ``p-total-score-Ann``, ``p-above-Ann``, ``p-below-Ann``; then
    ``p-card-points-both``, ``p-trick-scores-both``, ``p-trick-scores-both-multiplied``.
    For a sheet: ``p-total-Ann``, ``p-above-Ann``, ``p-below-Ann``, ``p-games-Ann``,
    ``p-rubber-winner``, ``p-rubber-bonus``, ``p-prison``.

    Returns:
        The names and values glued.
    """
    values = score_values(prefix, score)
    for name, value in values.items():
        glue(name, value)
    return values
