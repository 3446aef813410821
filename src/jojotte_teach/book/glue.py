"""Numbers from the engine in the prose, never typed by hand: a cell glues a value under a
name, and the text shows it with an inline expression::

    book.glue_scores("first", book.example_score("first-hand"))   (a code cell)
    She scores {eval}`book.figure("first-trick-score-Ann")` below the line.

The built book (myst-nb, which runs each page inline) and a teacher's JupyterLab
(jupyterlab-myst, once the page has run) both evaluate the expression and show the
figure; a ``{glue:text}`` placeholder would show as raw text in JupyterLab. Every
inline expression in the book has the form ``book.figure("NAME")`` (the build accepts
no other: ``nb_eval_name_regex`` in ``_config.yml``); ``scripts/glue_to_eval.py``
turns any ``{glue:text}`NAME``` back into it.

>>> glue("g-demo", 80)
80
>>> figure("g-demo")
80
>>> figure("g-name-demo") if glue("g-name-demo", "Ann") else None
Ann
"""

from __future__ import annotations

from typing import Any

from ..engine.scorepad import Scorepad
from ..engine.scoring import HandScore

__all__ = ["FIGURES", "Figure", "figure", "glue", "glue_scores", "score_values"]

#: Every value glued in this kernel, by name.
FIGURES: dict[str, Any] = {}


class Figure:
    """A glued value as the prose shows it: its plain text, with no quotes around a name.

    The inline expressions of myst-nb and jupyterlab-myst both show an object's plain
    text (its ``repr``): here that is the value's ``str``, as ``{glue:text}`` showed it.
    """

    def __init__(self, name: str, value: Any) -> None:
        self.name = name
        self.value = value

    def __repr__(self) -> str:
        return str(self.value)

    __str__ = __repr__


def glue(name: str, value: Any) -> Any:
    """Keep one value under ``name`` for ``{eval}`book.figure("name")``` in the page's text;
    returns the value. Gluing a name again (a cell run twice) replaces the value."""
    FIGURES[name] = value
    return value


def figure(name: str) -> Figure:
    """The value glued under ``name``, for an inline expression in the prose.

    Raises:
        KeyError: nothing was glued under that name (the message says which cell to run).
    """
    try:
        return Figure(name, FIGURES[name])
    except KeyError:
        raise KeyError(f'no figure "{name}" yet: run the cells above this text first '
                       "(Run > Run All Cells)") from None


def score_values(prefix: str, score: HandScore | Scorepad) -> dict[str, Any]:
    """The glue names and values of a hand's score or a sheet (see :func:`glue_scores`).

    >>> from jojotte_teach.engine import TWO, HandScore
    >>> score_values("x", HandScore(TWO, ("Ann", "Bob"), True))
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
