"""The computer as coach at a table of three or four: a hint during the play, a review after.

:class:`TableCoach` keeps the solvers of one hand (later hints and the review are
faster) and turns :func:`~jojotte_teach.ai.table_hints.table_hint` and
:func:`~jojotte_teach.ai.table_hints.table_review` into the table's HTML. A hint is
exact when the reader has turned every card face up; otherwise it is worked out from
the reader's own view, over deals of the cards the reader cannot see, so it never
gives the other hands away.

>>> from jojotte_teach.ai.hints import Review, ReviewLine
>>> from jojotte_teach.engine import Card
>>> lines = (ReviewLine(1, "You", Card("7S"), (Card("AS"),), 10.0, "points"),
...          ReviewLine(1, "Bob", Card("8S"), (Card("8S"),), 0.0, "points"))
>>> review_words(Review(lines), ("You", "Bob", "Cat"))
'Against perfect play your cards gave away 10 points; Bob played perfectly.'
"""

from __future__ import annotations

from html import escape

from ..ai.hints import Hint, Review
from ..ai.table_expert import HandSolvers
from ..ai.table_hints import HINT_BUDGET, table_hint, table_review, why_no_table_review
from ..engine.hand import HandState
from ..render.advice import hint_html, review_html

__all__ = ["HINT_BUDGET", "TableCoach", "review_words"]


def review_words(found: Review, players: tuple[str, ...]) -> str:
    """One sentence on what each player's cards gave away against perfect play (those who
    played no card are left out: the seats that sat out, THREE-6, CUT-1)."""
    said = []
    for name in players:
        mine = [line for line in found.lines if line.player == name]
        if not mine:
            continue
        points = found.total(name)
        if points <= 1e-9:
            said.append("you played perfectly" if name == "You" else f"{name} played perfectly")
        else:
            whose = "your cards" if name == "You" else f"{name}'s cards"
            said.append(f"{whose} gave away {points:.0f} point{'' if round(points) == 1 else 's'}")
    if all(words.endswith("perfectly") for words in said):
        return "Everybody played perfectly: every card was a best card."
    return f"Against perfect play {'; '.join(said)}."


class TableCoach:
    """Hints and the review for one table; :meth:`new_hand` forgets the last hand's solvers.

    Args:
        time_budget: seconds a hint from the reader's view may take (None: no limit).
        samples: at most this many deals of the unseen cards per hint (None: the default).
        seed: fixes those deals.
    """

    def __init__(self, time_budget: float | None = HINT_BUDGET, samples: int | None = None,
                 seed: int = 0) -> None:
        self.time_budget = time_budget
        self.samples = samples
        self.seed = seed
        self._solvers = HandSolvers()
        self.last: tuple[HandState, bool, Hint] | None = None

    def new_hand(self) -> None:
        """Start afresh for a new deal."""
        self._solvers = HandSolvers()
        self.last = None

    def hint(self, state: HandState, seat: int, *, exact: bool) -> Hint:
        """The hint for ``seat`` to move (exact: every card known).

        Raises:
            ValueError: no hint now, with the reason in words.
        """
        found = table_hint(state, seat, exact=exact, time_budget=self.time_budget,
                           samples=self.samples, seed=self.seed, solvers=self._solvers)
        self.last = (state, exact, found)
        return found

    def shown(self, state: HandState, exact: bool) -> Hint | None:
        """The hint worked out for this very position and way of looking, if any."""
        last = self.last
        if last is None or last[0] is not state or last[1] != exact:
            return None
        return last[2]

    def hint_html(self, found: Hint) -> str:
        """The hint in words, every legal card with its cost."""
        return hint_html(found, hidden="the hidden hands are")

    def review_html(self, state: HandState, show_all: bool) -> str:
        """The review of the play so far as HTML, with a sentence on each player.

        Raises:
            ValueError: nothing to review now, with the reason in words.
        """
        reason = why_no_table_review(state, show_all)
        if reason is not None:
            raise ValueError(reason)
        found = table_review(state, self._solvers)
        words = review_words(found, state.players)
        return f"<p>{escape(words)}</p>" + review_html(found.lines, every="every hand")
