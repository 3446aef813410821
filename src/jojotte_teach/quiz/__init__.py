"""Quizzes as data: questions, grading, and scoring questions made from hand records.

Plain Python, no widgets: the widgets and the book's pages show these questions;
static pages render them with jupyterquiz (:func:`to_jupyterquiz`, :func:`quiz_parts`).

>>> q = numeric("How much is the last trick worth?", 10, "It scores 10 (SCO-1).", "SCO-1")
>>> grade(q, "10").correct, grade(q, 0).correct
(True, False)
"""

from .jupyterquiz import link_rules, quiz_html, quiz_parts, to_jupyterquiz
from .questions import Feedback, Grade, Question, grade, mistake, numeric, parse_number
from .scoring import KINDS, scoring_questions

__all__ = [
    "KINDS", "Feedback", "Grade", "Question", "grade", "link_rules", "mistake", "numeric",
    "parse_number", "quiz_html", "quiz_parts", "scoring_questions", "to_jupyterquiz",
]
