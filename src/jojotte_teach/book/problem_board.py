"""The decision problems, live: pick a problem, answer, and the engine judges at once.

The same problems as the strategy chapters (:mod:`jojotte_teach.book.problems`);
here the verdict is worked out when you answer, in the notebook's own Python.

>>> board = ProblemBoard(preview=False)
>>> board.ident, len(board.options) >= 2
('auction-1', True)
>>> board.choose("meld-1")
>>> board.ident, board.options
('meld-1', ['meld KS KH KD KC', 'pass'])
>>> board.answer("meld KS KH KD KC").best
'meld KS KH KD KC'
>>> "Right" in board.message
True
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as w

from ..widgets.base import JojotteWidget
from .problem_pages import option_label, problem_html, verdict_html
from .problem_verdicts import verdict
from .problems import Problem, Verdict, problem, problems

__all__ = ["ProblemBoard"]


class ProblemBoard(JojotteWidget):
    """A decision problem on the card table, one button per option.

    Args:
        chapter: only this chapter's problems (``auction``, ``valuing``, ``position``,
            ``declaring``, ``cardplay``, ``three``, ``partnership``), or several of them
            joined by commas (``three,partnership``).
        ident: the problem shown first.
        options: :class:`~jojotte_teach.widgets.base.JojotteWidget`'s (``preview`` ...).
    """

    def __init__(self, chapter: str | None = None, ident: str | None = None,
                 **options: Any) -> None:
        super().__init__(**options)
        self.problems = ([p for name in chapter.split(",") for p in problems(name.strip())]
                         if chapter else problems())
        self.picker = w.Dropdown(
            # The neutral label: the lesson would give the answer away (it comes with it).
            options=[(p.label, p.ident) for p in self.problems],
            description="Problem", layout=w.Layout(width="auto"))
        self.buttons = w.HBox()
        self.verdict_view = w.HTML()
        self.last: Verdict | None = None
        self.picker.observe(self.guarded(lambda: self.choose(self.picker.value)),
                            names=["value"])
        self._arrange(self.picker, self.buttons, self.verdict_view)
        self.choose(ident or self.problems[0].ident)

    @property
    def problem(self) -> Problem:
        """The problem shown."""
        return problem(self.ident)

    @property
    def options(self) -> list[str]:
        """The options of the problem shown."""
        return list(self.problem.options)

    def choose(self, ident: str) -> None:
        """Show another problem.

        Raises:
            KeyError: no such problem.
        """
        p = problem(ident)
        self.ident = ident
        if self.picker.value != ident:
            self.picker.value = ident
        self.html = problem_html(p, self.rules_url)
        self.buttons.children = tuple(
            self.button(option_label(p, o), self._answering(o)) for o in p.options)
        self.last = None
        self.verdict_view.value = ""
        self.say("")

    def _answering(self, option: str) -> Callable[[], object]:
        return lambda: self.answer(option)

    def answer(self, option: str) -> Verdict:
        """Answer with one option: the engine values every option and says which is best.

        Raises:
            ValueError: not an option of this problem.
        """
        p = self.problem
        if option not in p.options:
            raise ValueError(f"{option!r} is not an option here: {', '.join(p.options)}")
        self.say("The engine is working the options out...")
        found = verdict(p)
        self.last = found
        right = found.is_best(option)
        choice = " or ".join(option_label(p, o) for o in (found.bests or (found.best,)))
        words = ("Right: the engine's best." if right else
                 f"Not the best. The engine's choice: {choice}.")
        self.message = (f'<div class="jj-message" role="status"><strong>{escape(words)}'
                        "</strong></div>")
        self.verdict_view.value = verdict_html(p, found, self.rules_url).replace(
            "<details ", "<details open ")
        return found
