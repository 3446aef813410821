"""Hints during the play and a review of the play at three and four.

:func:`table_hint` colours every legal card of the seat to move by what it costs
against the best play, in the two-player hint's colours and words
(:func:`~jojotte_teach.ai.hints.hint_from`). From the whole hand (every card face
up) the figures are exact; from the seat's own view they are averages over deals
of the cards it cannot see that fit what the table has shown (the expert's deals,
:func:`~jojotte_teach.ai.table_expert.deal_unseen`). :func:`table_review` goes
through a played hand card by card and says what each card cost against perfect
play, every hand known.

The figures are trick points of the mover's side from now on: card points and the
last trick's 10 (SCO-1, FOUR-8). At three and in cutthroat only the declarer and
the active defender play (THREE-6), so the solver plays their two hands; in a
partnership it plays all four. On a Nullo hand the aim is to take no trick
(SPEC-3), not points: there is no hint, and the review gives no costs.

>>> from jojotte_teach.engine import DECK, THREE, Action, Deal, new_hand, apply
>>> state = new_hand(Deal.from_deck(DECK, 0, THREE), ("Ann", "Bob", "Cat"))
>>> why_no_table_hint(state, 0, waiting=False)
'Hints are for the play of the cards: they come once the contract and the defence are settled.'
"""

from __future__ import annotations

import time

from ..engine.actions import Verb
from ..engine.cards import Card
from ..engine.deal import SplitMix64
from ..engine.hand import HandState, Phase
from ..engine.state import apply
from ..engine.state import new_hand
from ..engine.view import player_view
from .evaluation import CardEstimate, Estimates
from .hints import HINT_BUDGET, Hint, Review, ReviewLine, hint_from
from .table_expert import TableSolvers

__all__ = ["HINT_BUDGET", "table_hint", "table_review", "why_no_table_hint",
           "why_no_table_review"]

#: At most this many deals for a hint from a seat's view (fewer once the time is up).
HINT_SAMPLES = {False: 24, True: 8}  # keyed by "a partnership": a four-hand solve costs more


def _nullo(state: HandState) -> bool:
    return state.contract is not None and state.contract.special == "nullo"


def _in_play(state: HandState) -> bool:
    """The cards are being played: the first card may come while melds are still open."""
    settled = state.defence is None or state.defence.step == "settled"
    return (state.phase in (Phase.PLAY, Phase.DECLARING) and settled
            and state.contract is not None)


def why_no_table_hint(state: HandState, seat: int, *, waiting: bool) -> str | None:
    """Why ``seat`` cannot have a hint now, or None if it can.

    Args:
        state: the hand now.
        seat: the seat asking.
        waiting: the table waits for that seat to make or decline a meld, the dix or a
            special bid.
    """
    if state.phase is Phase.THROWN_IN:
        return "The hand was thrown in (BID-3): no card is played, so there is nothing to hint."
    if state.phase is Phase.OVER:
        return ("The hand is over: \u201cReview the play\u201d compares every card played "
                "with perfect play.")
    if not _in_play(state):
        return ("Hints are for the play of the cards: they come once the contract and the "
                "defence are settled.")
    if _nullo(state):
        return ("On a Nullo hand the aim is to take no trick at all (SPEC-3), not points: "
                "the hint, which counts points, has nothing to say.")
    if seat not in state.active:
        return "You sit out this hand: there is no card of yours to hint."
    if waiting:
        return "First make your meld, dix or special bid, or press \u201cPlay on\u201d."
    if state.to_act != seat:
        return (f"It is {state.players[state.to_act]}'s turn: a hint comes when it is yours "
                "to play.")
    return None


def _declarer_side(state: HandState, seat: int) -> bool:
    assert state.contract is not None
    game = state.game
    return game.side_of(seat) == game.side_of(state.contract.declarer)


def _estimates(values: dict[Card, float], samples: int, exact: bool,
               seconds: float) -> Estimates:
    cards = {c: CardEstimate(c, points=v, score=v) for c, v in values.items()}
    return Estimates(cards, samples, exact, "points", seconds)


def table_hint(state: HandState, seat: int, *, exact: bool,
               time_budget: float | None = HINT_BUDGET, samples: int | None = None,
               seed: int = 0, solvers: TableSolvers | None = None) -> Hint:
    """Each legal card of ``seat`` (to move) with its value and cost, and why the best is best.

    Args:
        state: the hand, in the play, ``seat`` to move.
        seat: the seat asking.
        exact: solve the position itself (every card known); otherwise only
            ``player_view(state, seat)`` is used and the unseen cards are dealt again.
        time_budget: seconds a sampled hint may take (None: no limit, and then the
            answer depends only on ``samples`` and ``seed``).
        samples: at most this many deals (default 24 at three, 8 in a partnership).
        seed: fixes the deals.
        solvers: solvers kept for the whole hand (later hints are faster).

    Raises:
        ValueError: no hint now (the reason is :func:`why_no_table_hint`'s).
    """
    reason = why_no_table_hint(state, seat, waiting=False)
    if reason is not None:
        raise ValueError(reason)
    solvers = solvers or TableSolvers()
    start = time.perf_counter()
    assert state.contract is not None
    if exact:
        hands = {s: frozenset(state.hands[s]) for s in state.active}
        values = solvers.values(hands, state.trump, state.leader, state.trick, state.active)
        averages = {c: float(v) for c, v in values.items()}
        count = 1
    else:
        view = player_view(state, seat)
        limit = samples or HINT_SAMPLES[state.game.partnerships]
        totals, count = solvers.sampled(view, limit, SplitMix64(seed), time_budget)
        averages = {c: v / count for c, v in totals.items()}
    est = _estimates(averages, count, exact, time.perf_counter() - start)
    return hint_from(est, state.players[seat], state.trick, state.trump,
                     _declarer_side(state, seat), None)


def why_no_table_review(state: HandState, show_all: bool) -> str | None:
    """Why the play cannot be reviewed now, or None if it can: the review looks at every
    hand, so it comes once the hand is over, or at once when every card is face up."""
    if state.phase is Phase.THROWN_IN:
        return "The hand was thrown in (BID-3): no card was played, so there is nothing to review."
    if not state.tricks and not state.trick:
        return "No card has been played yet: the review comes once the hand is over."
    if state.phase is not Phase.OVER and not show_all:
        return ("The review looks at every hand, so it comes once the hand is over (or at "
                "once with \u201cShow all cards\u201d).")
    return None


def table_review(state: HandState, solvers: TableSolvers | None = None) -> Review:
    """Every card played so far with its exact cost against perfect play (trick points of
    its player's side; no cost on a Nullo hand).

    Raises:
        ValueError: no card has been played yet.
    """
    solvers = solvers or TableSolvers()
    hand = new_hand(state.deal, state.players, state.rules)
    lines = []
    for action in state.history:
        if action.verb is Verb.PLAY and action.card is not None and _in_play(hand):
            number = len(hand.tricks) + 1
            if _nullo(hand):
                lines.append(ReviewLine(number, action.player, action.card, (), None, "points"))
            else:
                seats = {s: frozenset(hand.hands[s]) for s in hand.active}
                values = solvers.values(seats, hand.trump, hand.leader, hand.trick, hand.active)
                est = _estimates({c: float(v) for c, v in values.items()}, 1, True, 0.0)
                found = hint_from(est, action.player, hand.trick, hand.trump, False, None)
                best = tuple(c for c, h in found.cards.items() if h.cost <= 1e-9)
                lines.append(ReviewLine(number, action.player, action.card, best,
                                        found.cards[action.card].cost, "points"))
        hand = apply(hand, action)
    if not lines:
        raise ValueError("no card has been played yet")
    return Review(tuple(lines))
