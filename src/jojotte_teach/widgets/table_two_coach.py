"""The coach of the two-player card table: the "Hint" and "Review the play" buttons.

:class:`TwoTableCoach` is the part of :class:`~jojotte_teach.widgets.CardTable`
that asks :mod:`.coach` for a hint or a review and keeps each answer with the
position it is about (a hint is shown until the position changes). The table
supplies the state, the reader's seat and the drawing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ipywidgets as w
from traitlets import Bool, Dict, Float, Int, Unicode

from ..engine.state import HandState
from ..render.advice import hint_html, review_html
from .base import JojotteWidget
from .coach import HINT_BUDGET, advise_card, review_words, why_no_hint, why_no_review

if TYPE_CHECKING:
    from ..ai.hints import Hint, Review
    from ..ai.search import Solver

__all__ = ["TwoTableCoach"]


class TwoTableCoach(JojotteWidget):
    """Hints and the review of the play for a table of two.

    Traits:
        show_all, reviewing, waiting: as the table sets them.
        hint_text: the last hint's sentence on why the best card is best ("" if none).
        hint_costs: each legal card of the hint (``"JS"``) with its cost against the
            best card, 0 for the best (in points, or in chance on an open Slam or Nullo).
        hint_html: the hint in words: the sentence and every card's cost.
        review_html: the review of the play, trick by trick ("" until asked for).
        hint_budget: seconds a hint from the reader's view may take.
    """

    show_all = Bool(False)
    reviewing = Int(0)
    waiting = Bool(False)
    hint_text = Unicode("")
    hint_costs = Dict(value_trait=Float(), key_trait=Unicode())
    hint_html = Unicode("")
    review_html = Unicode("")
    hint_budget = Float(HINT_BUDGET, allow_none=True)
    hint_view: w.HTML
    review_view: w.HTML

    def __init__(self, **common: Any) -> None:
        super().__init__(**common)
        self.hint_samples: int | None = None
        self.hint_seed = 0
        # The coach's answers, each kept with the position it is about.
        self._hint: tuple[HandState, bool, Hint] | None = None
        self._review: tuple[HandState, Review] | None = None
        self._solver: Solver | None = None

    @property
    def state(self) -> HandState:
        """The hand now (the table's)."""
        raise NotImplementedError

    def _seat_shown(self) -> int:
        raise NotImplementedError

    def _refresh(self, *_: Any) -> None:
        raise NotImplementedError

    @property
    def last_hint(self) -> Hint | None:
        """The hint shown for the position now (None if none is)."""
        kept = self._hint
        if kept is None or kept[0] is not self.state or kept[1] != self.show_all:
            return None
        return kept[2]

    @property
    def last_review(self) -> Review | None:
        """The review shown for the hand as it stands (None if none is)."""
        kept = self._review
        return kept[1] if kept is not None and kept[0] is self.state else None

    def _coach_solver(self) -> Solver:
        """One solver for the whole deal: positions solved for one hint speed up the next."""
        if self._solver is None:
            from ..ai.search import Solver

            self._solver = Solver()
        return self._solver

    def _draw_coach(self) -> None:
        """The hint and the review as they stand, in the traits and on the page."""
        advice = self.last_hint
        self.hint_text = "" if advice is None else advice.reason
        self.hint_costs = {} if advice is None else {
            card.text: float(cost) for card, cost in advice.costs.items()}
        self.hint_html = "" if advice is None else hint_html(advice)
        self.hint_view.value = self.hint_html
        reviewed = self.last_review
        self.review_html = "" if reviewed is None else review_html(reviewed.lines)
        self.review_view.value = self.review_html

    def hint(self) -> Hint | None:
        """Mark each card the reader may play by its cost against the best play.

        With "show all" on, every card is known and the costs are exact. Otherwise
        they are averages over deals of the unseen cards that fit what the reader
        has seen (taking up to ``hint_budget`` seconds): the hint never looks at the
        opponent's hidden cards.

        Returns:
            The hint (also drawn round the cards, listed in ``hint_html`` and kept in
            ``hint_costs``), or None with ``message`` saying why there is none now.
        """
        state = self.state
        seat = self._seat_shown()
        problem = why_no_hint(state, seat, waiting=self.waiting)
        if problem is not None:
            self.say(problem)
            return None
        exact = bool(self.show_all)
        try:
            found = advise_card(state, seat, exact=exact, time_budget=self.hint_budget,
                                samples=self.hint_samples, seed=self.hint_seed,
                                solver=self._coach_solver())
        except ValueError as error:
            self.say(f"No hint here: {error}.")
            return None
        self._hint = (state, exact, found)
        self.reviewing = 0
        self.say(f"Hint: {found.best.pretty} is best; each card you may play has a coloured "
                 "ring for what it costs (listed below).")
        self._refresh()
        return found

    def review_play(self) -> Review | None:
        """Every card played so far against perfect play, trick by trick.

        The review looks at both hands, so it is given once the hand is over (or
        while every card is face up).

        Returns:
            The review (drawn in ``review_html``), or None with ``message`` saying why
            there is none now.
        """
        state = self.state
        problem = why_no_review(state, bool(self.show_all))
        if problem is not None:
            self.say(problem)
            return None
        from ..ai.hints import review

        found = review(state, solver=self._coach_solver())
        self._review = (state, found)
        self.say(review_words(found, state.players))
        self._refresh()
        return found
