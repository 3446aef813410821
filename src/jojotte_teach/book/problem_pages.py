"""Decision problems on a page: the position, the question as a quiz, the verdict.

:func:`show_problem` draws a problem of :mod:`~jojotte_teach.book.problems` on
the card table, then asks its question as a jupyterquiz multiple choice whose
feedback for every option gives the engine's figures and the reason. The
verdict is computed when the page runs (at build time for the static pages),
so the option marked right is always the engine's best. A folded "verdict"
under the quiz carries the same figures for readers without JavaScript.

>>> from jojotte_teach.book.problems import problem, Verdict
>>> p = problem("nullo-2")
>>> [option_label(p, o) for o in p.options]
['Bid Nullo', 'Take the dix (the 7♠ for the K♠), no Nullo', 'Pass (no Nullo)']
>>> v = Verdict({"nullo": -136.2, "dix": -88.3, "pass": -88.3}, "dix", 47.9, False, 24,
...             ("dix", "pass"))
>>> q = problem_question(p, v)
>>> [a["correct"] for a in q["answers"]]
[False, True, True]
>>> "\u221288.3" in q["answers"][0]["feedback"], p.lesson in q["question"]
(True, False)
"""

from __future__ import annotations

from functools import cache
from html import escape
from typing import Any

from ..quiz import link_rules
from ..render.table import RULES_URL, table_html
from .problem_verdicts import verdict
from .problem_words import option_label, story
from .problems import Problem, Verdict, problem
from .show import Html, show_quiz
from .tables import link_rules_html

__all__ = [
    "option_label", "problem_html", "problem_question", "problem_quiz", "problem_verdict",
    "show_position", "show_problem", "show_verdict", "verdict_html",
]


def _signed(value: float) -> str:
    """``+35.5``, ``-7``, ``0``."""
    text = f"{value:+.1f}".replace(".0", "") if abs(value) >= 0.05 else "0"
    return text.replace("-", "\u2212")


def _linked(p: Problem, text: str, rules_url: str) -> str:
    """Text with its rule IDs linked (those of three and four too)."""
    return link_rules_html(text, rules_url) if p.is_table else link_rules(text, rules_url)


def _table(p: Problem) -> str:
    # A problem is read from its picture: every call of the auction in view.
    return table_html(p.state, viewer=p.seat_index, show_all=p.method == "exact", legal=False,
                      whole_auction=True)


def problem_html(p: Problem, rules_url: str = RULES_URL) -> str:
    """The position: the card table from the learner's seat, what he knows, the question.

    The problem's neutral label heads it; its lesson waits for the verdict.
    """
    exact = p.method == "exact"
    sight = ("All cards are shown: this problem is judged with every card known."
             if exact else "You see your own cards only; the engine judges from what you can "
             "know, as you must.")
    return (f'<div class="jj-problem" id="problem-{escape(p.ident)}">'
            f'<p class="jj-problem-seat"><strong>You are {escape(p.seat)}.</strong> '
            f"{escape(story(p))} {escape(sight)}</p>"
            + _table(p)
            + f'<p class="jj-problem-question"><strong>{_linked(p, p.full_question, rules_url)}'
              "</strong></p></div>")


def _why_figures(p: Problem, v: Verdict) -> str:
    """At three and four: how often each option left the learner's column ahead."""
    if not v.ahead:
        return ""
    deals = "deal" if v.samples == 1 else f"{v.samples} deals"
    parts = [f"{option_label(p, o)}: {v.ahead[o]}" for o in p.options]
    return (f"No other column wrote more than yours on this many of the {deals}: "
            + "; ".join(parts) + ".")


def verdict_html(p: Problem, v: Verdict, rules_url: str = RULES_URL) -> str:
    """The figures under a ``<details>``: the lesson, each option's value with the best
    marked, and the reason."""
    rows = "".join(
        f"<tr><td>{escape(option_label(p, o))}{' (best)' if v.is_best(o) else ''}</td>"
        f'<td style="text-align:right">{_signed(v.values[o])}</td></tr>' for o in p.options)
    ahead = _why_figures(p, v)
    return (f'<details class="jj-verdict"><summary>The engine\'s verdict</summary>'
            f'<p class="jj-lesson"><strong>The lesson: {escape(p.lesson)}.</strong></p>'
            f'<table><thead><tr><th>Option</th><th>Score difference for you</th></tr></thead>'
            f"<tbody>{rows}</tbody></table>"
            f"<p>{_linked(p, p.why, rules_url)}</p>"
            + (f"<p>{escape(ahead)}</p>" if ahead else "")
            + f"<p><em>{escape(v.basis)}</em></p></details>")


def problem_question(p: Problem, v: Verdict, rules_url: str = RULES_URL) -> dict[str, Any]:
    """The problem as a jupyterquiz multiple choice, the feedback giving the lesson and the
    figures (the question itself carries no lesson)."""
    figures = "; ".join(f"{option_label(p, o)} {_signed(v.values[o])}" for o in p.options)
    best = " or ".join(option_label(p, o) for o in (v.bests or (v.best,)))
    answers = []
    for option in p.options:
        right = v.is_best(option)
        head = ("Right: the engine's best." if right else
                f"Not the best: {option_label(p, option)} gives {_signed(v.values[option])}, "
                f"{best} {_signed(v.values[v.best])}.")
        text = (f"{head} The lesson: {p.lesson}. {p.why} Score difference for you: "
                f"{figures}. {v.basis}")
        answers.append({"answer": escape(option_label(p, option)), "correct": right,
                        "feedback": _linked(p, text, rules_url)})
    return {"question": escape(p.full_question), "type": "multiple_choice",
            "answers": answers}


@cache
def problem_verdict(ident: str) -> Verdict:
    """A problem's verdict, computed once per page run."""
    return verdict(problem(ident))


def show_position(ident: str, rules_url: str = RULES_URL) -> Html:
    """The position and the question of a problem."""
    return Html(problem_html(problem(ident), rules_url))


def problem_quiz(ident: str, rules_url: str = RULES_URL) -> list[dict[str, Any]]:
    """The problem's question for :func:`~jojotte_teach.book.show_quiz` (engine-graded)."""
    return [problem_question(problem(ident), problem_verdict(ident), rules_url)]


def show_verdict(ident: str, rules_url: str = RULES_URL) -> Html:
    """The folded verdict: the lesson, each option's figure and the reason."""
    return Html(verdict_html(problem(ident), problem_verdict(ident), rules_url))


def show_problem(ident: str, rules_url: str = RULES_URL) -> None:
    """Display a whole problem: the position, the quiz and the folded verdict."""
    import importlib

    shown: Any = importlib.import_module("IPython.display")
    shown.display(show_position(ident, rules_url))
    show_quiz(problem_quiz(ident, rules_url), rules_url)
    shown.display(show_verdict(ident, rules_url))
