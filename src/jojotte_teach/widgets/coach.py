"""The computer as coach at the card table: a hint during the play, a review after it.

Plain functions over engine states; :class:`~jojotte_teach.widgets.CardTable`
wires them to its "Hint" and "Review the play" buttons. A hint is exact when the
reader has turned every card face up ("show all"); otherwise it is worked out
from the reader's own view only, over deals of the unseen cards that fit it, so
it never gives away the opponent's hand.

>>> from jojotte_teach.engine import Deal, new_hand
>>> why_no_hint(new_hand(Deal.from_seed(3, dealer=1), ("You", "Bob")), 0, waiting=False)
'Hints are for the play of the cards. For the auction, the chapter on bidding has an advisor.'
"""

from __future__ import annotations

from ..ai.hints import HINT_BUDGET, Hint, Review, hint
from ..ai.search import Solver
from ..engine.state import HandState, Phase
from ..engine.view import player_view

__all__ = ["HINT_BUDGET", "advise_card", "review_words", "why_no_hint", "why_no_review"]


def why_no_hint(state: HandState, seat: int, *, waiting: bool) -> str | None:
    """Why the player in ``seat`` cannot have a hint now, or None if he can.

    Args:
        state: the hand now.
        seat: the seat asking.
        waiting: the table is waiting for the reader to take the dix or play on.
    """
    phase = state.phase
    if phase in (Phase.AUCTION, Phase.DECLARING):
        return ("Hints are for the play of the cards. For the auction, the chapter on "
                "bidding has an advisor.")
    if phase is Phase.THROWN_IN:
        return "The hand was thrown in (BID-3): no card is played, so there is nothing to hint."
    if phase is Phase.OVER:
        return ("The hand is over: \u201cReview the play\u201d compares every card played "
                "with perfect play.")
    if waiting:
        return ("First take the dix or play on: the opponent leads to the first trick, so "
                "the hint comes after that.")
    if state.to_act != seat:
        name = state.players[state.to_act]
        return f"It is {name}'s turn: a hint comes when it is yours to play."
    return None


def advise_card(state: HandState, seat: int, *, exact: bool, time_budget: float | None,
                samples: int | None, seed: int, solver: Solver | None) -> Hint:
    """The hint for the player to move: exact from the whole state, or from his view only.

    Args:
        state: the hand, in the play, with ``seat`` to move.
        seat: the player to move.
        exact: every card is known (the reader turned them face up): solve the
            position itself. Otherwise only ``player_view(state, seat)`` is used.
        time_budget: seconds a sampled hint may take (None: no limit).
        samples: deals a sampled hint solves (None: as many as the cards left call for).
        seed: fixes the sampled deals.
        solver: a solver kept for the whole hand (later hints are faster).

    Raises:
        ValueError: no hint is possible (not his turn, a Nullo already lost).
    """
    if exact:
        return hint(state, solver=solver)
    return hint(player_view(state, seat), time_budget=time_budget, samples=samples, seed=seed,
                solver=solver)


def why_no_review(state: HandState, show_all: bool) -> str | None:
    """Why the play cannot be reviewed now, or None if it can.

    The review compares each card with perfect play, which looks at both hands: it
    comes once the hand is over, or earlier when every card is face up anyway.
    """
    if state.phase is Phase.THROWN_IN:
        return "The hand was thrown in (BID-3): no card was played, so there is nothing to review."
    if not state.tricks and not state.trick:
        return "No card has been played yet: the review comes once the hand is over."
    if state.phase is not Phase.OVER and not show_all:
        return ("The review looks at both hands, so it comes once the hand is over (or at "
                "once with \u201cShow all cards\u201d).")
    return None


def review_words(found: Review, players: tuple[str, ...]) -> str:
    """One sentence on what each player's cards gave away against perfect play.

    >>> from jojotte_teach.ai.hints import Review, ReviewLine
    >>> from jojotte_teach.engine import Card
    >>> line = ReviewLine(1, "You", Card("7S"), (Card("AS"),), 10.0, "points")
    >>> review_words(Review((line,)), ("You", "Bob"))
    'Against perfect play your cards gave away 10 points, and Bob played perfectly.'
    """
    if all(found.total(n, "points") <= 1e-9 and found.total(n, "chance") <= 1e-9
           for n in players):
        return "Both players played perfectly: every card was a best card."
    said = []
    for name in players:
        points = found.total(name, "points")
        chance = found.total(name, "chance")
        whose = "your cards" if name == "You" else f"{name}'s cards"
        if points <= 1e-9 and chance <= 1e-9:
            said.append(f"{'you' if name == 'You' else name} played perfectly")
            continue
        parts = []
        if points > 1e-9:
            parts.append(f"{points:.0f} point{'' if round(points) == 1 else 's'}")
        if chance > 1e-9:
            parts.append(f"{chance * 100:.0f} percentage points of chance")
        said.append(f"{whose} gave away {' and '.join(parts)}")
    return f"Against perfect play {said[0]}, and {said[1]}."
