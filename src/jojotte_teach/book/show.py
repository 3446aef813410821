"""Static pictures for the pages: tables, scores, sheets, dialogues and quizzes.

Each ``show_*`` function returns an :class:`Html` object: the last expression
of a cell, it displays itself (in the static pages and the live notebooks alike).
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

from ..engine.cards import card_points
from ..engine.records import SessionRecord
from ..engine.scorepad import Scorepad
from ..engine.state import HandState
from ..quiz import Question
from ..render.table import (
    RULES_URL,
    dialogue_html,
    reckoning_html,
    score_html,
    scorepad_html,
    table_html,
)
from .examples import example, example_state

__all__ = [
    "Html",
    "folded_quiz_html",
    "show_dialogue",
    "show_quiz",
    "show_reckoning",
    "show_score",
    "show_scorepad",
    "show_table",
    "show_tricks",
]


class Html:
    """A piece of HTML that a notebook displays as such.

    >>> Html("<b>hi</b>")._repr_html_()
    '<b>hi</b>'
    """

    def __init__(self, html: str) -> None:
        self.html = html

    def _repr_html_(self) -> str:
        return self.html

    def __str__(self) -> str:
        return self.html

    def __repr__(self) -> str:
        return f"Html({len(self.html)} characters)"


def _state(source: str | HandState, step: int | None = None) -> HandState:
    return example_state(source, step) if isinstance(source, str) else source


def show_table(source: str | HandState, *, step: int | None = None, show_all: bool = True,
               viewer: int | None = None, caption: str | None = None) -> Html:
    """The card table of an example (at its end, or after ``step`` actions) or a state."""
    state = _state(source, step)
    head = f'<div class="jj-caption" style="font-weight:600">{escape(caption)}</div>' if (
        caption) else ""
    return Html(head + table_html(state, viewer=viewer, show_all=show_all))


def show_tricks(source: str | HandState, *, points: bool = False,
                caption: str | None = None) -> Html:
    """Every trick of a two-player hand as a table: who led, who played what, who won.

    With ``points``, each trick's card points too; without, the reader counts them
    (SCO-1), which is what a quiz on the hand asks.

    >>> html = show_tricks("first-hand").html
    >>> html.count("<tr>"), "Bob: A♣" in html, "points" in html
    (10, True, False)
    """
    state = _state(source)
    names, trump = state.players, state.trump
    head = ["trick", "led", "played", "won by"] + (["card points"] if points else [])
    cell = "padding:2px 12px;text-align:left"
    rows = ["<tr>" + "".join(f'<th scope="col" style="{cell}">{h}</th>' for h in head)
            + "</tr>"]
    for number, trick in enumerate(state.tricks, start=1):
        said = [f' "{a.capitalize()}"' if a else "" for a in trick.announcements]
        lead, second = trick.cards
        cells = [str(number), f"{names[trick.leader]}: {lead.pretty}{said[0]}",
                 f"{names[trick.seats[1]]}: {second.pretty}{said[1]}", names[trick.winner]]
        if points:
            cells.append(str(card_points(lead, trump) + card_points(second, trump)))
        rows.append("<tr>" + "".join(f'<td style="{cell}">{escape(c)}</td>' for c in cells)
                    + "</tr>")
    title = f"<caption>{escape(caption)}</caption>" if caption else ""
    return Html(f'<table class="jj-tricks">{title}{"".join(rows)}</table>')


def show_score(name: str, prison: int = 0, rules_url: str = RULES_URL) -> Html:
    """One hand's reckoning and what each player writes above and below the line."""
    from ..engine.scoring import score_hand

    return Html(score_html(score_hand(example_state(name), prison), rules_url))


def show_reckoning(name: str, prison: int = 0, rules_url: str = RULES_URL) -> Html:
    """Only the reckoning of one hand, each line with its rules linked."""
    from ..engine.scoring import score_hand

    return Html(reckoning_html(score_hand(example_state(name), prison), rules_url))


def show_scorepad(source: str | Scorepad, rules_url: str = RULES_URL) -> Html:
    """The bridge-style sheet of a session (or of one hand)."""
    if isinstance(source, Scorepad):
        return Html(scorepad_html(source, rules_url))
    record = example(source)
    if isinstance(record, SessionRecord):
        pad = record.sheet()
    else:
        pad = Scorepad(record.players, record.rules)
        pad.add(record.final_state())
    return Html(scorepad_html(pad, rules_url))


def show_dialogue(source: str | HandState, rules_url: str = RULES_URL) -> Html:
    """The MELD-5 interrogation of a hand whose melds are settled.

    Raises:
        ValueError: the hand has not reached the play.
    """
    state = _state(source)
    if state.meld_outcome is None:
        raise ValueError("the melds are settled once both players have spoken after the "
                         "draw; this hand has not got that far (SPEC-5)")
    return Html(dialogue_html(state.meld_outcome, state.players, rules_url=rules_url))


def show_quiz(questions: Sequence[Question | Mapping[str, Any]],
              rules_url: str = RULES_URL) -> None:
    """Display a quiz that works on a static page (jupyterquiz, offline: its code embedded).

    Args:
        questions: :class:`~jojotte_teach.quiz.Question` objects, or questions already in
            jupyterquiz's JSON format.
        rules_url: where rule IDs link to.

    Where jupyterquiz is not installed, the questions are shown with their answers
    folded away instead.

    Raises:
        ValueError: no questions.
    """
    from ..quiz import quiz_parts

    if not questions:
        raise ValueError("a quiz needs at least one question")
    # IPython's display functions carry no type information.
    shown: Any = importlib.import_module("IPython.display")
    try:
        html, script = quiz_parts(questions, rules_url=rules_url)
    except ImportError:
        shown.display(shown.HTML(folded_quiz_html(questions, rules_url)))
        return
    shown.display(shown.HTML(html))
    shown.display(shown.Javascript(script))


def folded_quiz_html(questions: Sequence[Question | Mapping[str, Any]],
                     rules_url: str = RULES_URL) -> str:
    """The questions as a list, each answer and its explanation folded in ``<details>``.

    >>> from jojotte_teach.quiz import numeric
    >>> html = folded_quiz_html([numeric("Last trick?", 10, "It scores 10.", "SCO-1")])
    >>> "<summary>Answer</summary>" in html and "10: It scores 10." in html
    True
    """
    from ..quiz import to_jupyterquiz

    items = []
    for q in questions:
        data = q if isinstance(q, Mapping) else to_jupyterquiz([q], rules_url)[0]
        right = [a for a in data.get("answers", []) if a.get("correct")]
        answer = ""
        if right:
            value = right[0].get("value", right[0].get("range", ""))
            answer = f"{value}: {right[0].get('feedback', '')}".replace(": Right. ", ": ")
        items.append(f"<li>{data.get('question', '')}<details><summary>Answer</summary>"
                     f"{answer}</details></li>")
    return f'<ol class="jj-quiz">{"".join(items)}</ol>'
