"""The review of a played hand, at every table: what each card cost against perfect play.

:func:`review` goes through a hand card by card, every hand known, and says what each
card cost against perfect play (trick points of its player's side, or at two players a
change in the chance of an open Nullo or Slam); a card of a Nullo already lost, or of
a Nullo at three and four, has no cost.

>>> from jojotte_teach.engine import Deal, new_hand, player_view
>>> from jojotte_teach.ai.players import get_player, play_hand
>>> s = new_hand(Deal.from_seed(3, dealer=0), ("Ann", "Bob"))
>>> done = play_hand(s, [get_player("heuristic"), get_player("heuristic")])
>>> len(review(done).lines) in (0, 18) or done.phase.value == "thrown in"
True
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.actions import Verb
from ..engine.cards import Card
from ..engine.hand import HandState, Phase
from ..engine.state import apply, new_hand
from .expert.sampled import HandSolvers
from .hint_words import fmt
from .hints import hint
from .search import Solver

__all__ = ["Review", "ReviewLine", "review", "why_no_review"]


@dataclass(frozen=True)
class ReviewLine:
    """One card of the play against perfect play.

    Attributes:
        trick: the trick's number, 1 to 9.
        player: who played the card.
        card: the card played.
        best: the cards that were best.
        cost: what the card gave away (0 for a best card; ``None`` when it is not valued).
        unit: ``points`` or ``chance``.
        why: why the card is not valued (a Nullo already lost, melds still open).
    """

    trick: int
    player: str
    card: Card
    best: tuple[Card, ...]
    cost: float | None
    unit: str
    why: str = ""


@dataclass(frozen=True)
class Review:
    """The play of a hand, card by card, against perfect play.

    Attributes:
        lines: one per card played, in order.
    """

    lines: tuple[ReviewLine, ...]

    def total(self, player: str, unit: str = "points") -> float:
        """What one player's cards cost in all (in one unit)."""
        return sum(line.cost or 0.0 for line in self.lines
                   if line.player == player and line.unit == unit)

    def by_trick(self) -> list[list[ReviewLine]]:
        """The lines grouped by trick."""
        groups: list[list[ReviewLine]] = []
        for line in self.lines:
            if not groups or groups[-1][0].trick != line.trick:
                groups.append([])
            groups[-1].append(line)
        return groups

    def to_text(self) -> str:
        """A short account: each trick's two cards with their costs."""
        out = []
        for group in self.by_trick():
            parts = []
            for line in group:
                if line.cost is None:
                    parts.append(f"{line.player} {line.card.pretty}")
                elif line.cost <= 1e-9:
                    parts.append(f"{line.player} {line.card.pretty} (best)")
                else:
                    unit = " points" if line.unit == "points" else " chance"
                    best = " ".join(c.pretty for c in line.best)
                    parts.append(f"{line.player} {line.card.pretty} (costs "
                                 f"{fmt(line.cost)}{unit}; best {best})")
            out.append(f"Trick {group[0].trick}: " + ", ".join(parts))
        return "\n".join(out)


def review(state: HandState, solver: Solver | HandSolvers | None = None) -> Review:
    """Every card played in the hand so far, with its exact cost against perfect play.

    Raises:
        ValueError: no card has been played yet.
    """
    solvers = solver if isinstance(solver, HandSolvers) else HandSolvers(solver)
    hand = new_hand(state.deal, state.players, state.rules)
    lines = []
    for action in state.history:
        if action.verb is Verb.PLAY and action.card is not None:
            number = len(hand.tricks) + 1
            try:
                found = hint(hand, solver=solvers)
            except ValueError:
                # KLAB-11: a first card led while melds may still be declared closes them;
                # its worth hangs on melds nobody has shown, so it is not valued.
                why = ("the melds were not settled yet" if hand.phase is not Phase.PLAY
                       else "the Nullo was already lost")
                lines.append(ReviewLine(number, action.player, action.card, (), None, "points",
                                        why))
            else:
                best = tuple(c for c, h in found.cards.items() if h.cost <= 1e-9)
                lines.append(ReviewLine(number, action.player, action.card, best,
                                        found.cards[action.card].cost, found.unit))
        hand = apply(hand, action)
    if not lines:
        raise ValueError("no card has been played yet")
    return Review(tuple(lines))


def why_no_review(state: HandState, show_all: bool) -> str | None:
    """Why the play cannot be reviewed now, or None if it can: the review looks at every
    hand, so it comes once the hand is over, or at once when every card is face up."""
    if state.phase is Phase.THROWN_IN:
        rule = state.game.rules.thrown_in[0]
        return (f"The hand was thrown in ({rule}): no card was played, so there is nothing "
                "to review.")
    if not state.tricks and not state.trick:
        return "No card has been played yet: the review comes once the hand is over."
    if state.phase is not Phase.OVER and not show_all:
        return ("The review looks at every hand, so it comes once the hand is over (or at "
                "once with \u201cShow all cards\u201d).")
    return None
