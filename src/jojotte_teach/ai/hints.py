"""Hints during the play, at every table.

:func:`hint` colours every legal card of the player to move by what it costs against
the best play, and says in one sentence why the best card is best. Given a hand's
state (all cards known) the figures are exact; given a player's view they are
averages over deals consistent with what he has seen. The review of a played hand is
:mod:`.review`.

Costs are in trick points of the mover's side (SCO-1, FOUR-8: card points and the
last-trick 10). At two players, on a Slam or Nullo hand still open (SPEC-1, SPEC-3)
they are in chances of making (or beating) it, from 0 to 1; at three and four a
Nullo hand has no hint (its aim is no trick, not points).

>>> from jojotte_teach.engine import Deal, new_hand, legal_actions, apply, Phase
>>> s = new_hand(Deal.from_seed(11, dealer=0), ("Ann", "Bob"))
>>> while s.phase is not Phase.PLAY:
...     s = apply(s, legal_actions(s)[-1] if s.phase.value == "auction" else legal_actions(s)[0])
>>> h = hint(s)
>>> h.exact, h.costs[h.best], min(h.costs.values()) >= 0
(True, 0.0, True)
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from ..engine.cards import Card
from ..engine.deal import SplitMix64
from ..engine.game import Game, OwnMelds
from ..engine.hand import HandState, Phase
from ..engine.view import PlayerView, player_view
from .evaluation import CardEstimate, Estimates, estimate_cards, exact_estimates
from .expert.sampled import HandSolvers
from .expert.stakes import hand_stakes, scored_deals
from .hint_words import reason
from .knowledge import Knowledge
from .search import Solver

__all__ = [
    "COLOURS", "HINT_BUDGET", "CardHint", "Hint", "advise_card", "hint", "hint_from", "why_no_hint",
]

#: Colour names for costs, with the hex colours the card tables use.
COLOURS = {"best": "#2e7d32", "good": "#9ccc65", "poor": "#ffa726", "bad": "#e53935"}
#: Upper limits of the cost for "good" and "poor" (points, then chance).
POINT_STEPS = (5.0, 15.0)
CHANCE_STEPS = (0.1, 0.3)

#: Time a hint may take by default (seconds): under two in a browser.
HINT_BUDGET = 1.2
#: At three and four, at most this many deals for a hint from a seat's view (fewer once
#: the time is up); keyed by "a partnership": a four-hand solve costs more.
TABLE_SAMPLES = {False: 24, True: 8}


def colour_of(cost: float, unit: str) -> str:
    """``best``, ``good``, ``poor`` or ``bad`` for a cost.

    >>> [colour_of(cost, "points") for cost in (0, 4, 10, 30)]
    ['best', 'good', 'poor', 'bad']
    """
    if cost <= 1e-9:
        return "best"
    good, poor = POINT_STEPS if unit == "points" else CHANCE_STEPS
    return "good" if cost < good else "poor" if cost < poor else "bad"


@dataclass(frozen=True)
class CardHint:
    """One legal card in a hint.

    Attributes:
        card: the card.
        value: trick points from now on after it (or the chance of the aim).
        cost: the best card's value less this one's (0 for a best card).
        colour: ``best``, ``good``, ``poor`` or ``bad`` (hex in :data:`COLOURS`).
        score: the mean score difference of the hand after it (what the expert weighs).
    """

    card: Card
    value: float
    cost: float
    colour: str
    score: float


@dataclass(frozen=True)
class Hint:
    """Advice for the player to move.

    Attributes:
        player: his name.
        cards: each legal card's figures, in deck order.
        best: the card with no cost (the first in deck order if several).
        reason: one sentence saying why it is best.
        exact: all cards were known, or every possible deal was solved.
        unit: ``points`` or ``chance``.
        samples: deals solved (1 when exact from a full state).
        seconds: the time it took.
    """

    player: str
    cards: dict[Card, CardHint]
    best: Card
    reason: str
    exact: bool
    unit: str
    samples: int
    seconds: float = field(compare=False)

    @property
    def costs(self) -> dict[Card, float]:
        """Each legal card's cost."""
        return {c: h.cost for c, h in self.cards.items()}

    @property
    def colours(self) -> dict[Card, str]:
        """Each legal card's colour name."""
        return {c: h.colour for c, h in self.cards.items()}

    def to_json(self) -> dict[str, Any]:
        """A plain dictionary (cards as text), e.g. for a notebook table."""
        return {
            "player": self.player, "best": self.best.text, "reason": self.reason,
            "exact": self.exact, "unit": self.unit, "samples": self.samples,
            "cards": {c.text: {"value": round(h.value, 2), "cost": round(h.cost, 2),
                               "colour": h.colour} for c, h in self.cards.items()},
        }


def hint(
    position: HandState | PlayerView,
    time_budget: float | None = HINT_BUDGET,
    samples: int | None = None,
    seed: int = 0,
    solver: Solver | HandSolvers | None = None,
) -> Hint:
    """Colour each legal card of the player to move by its cost against the best play.

    Args:
        position: a hand's state (exact: every card is known) or the view of the
            player to move (sampled: only what he has seen).
        time_budget: for a view, stop dealing after this many seconds (``None``:
            no limit, and then the answer depends only on ``samples`` and ``seed``).
        samples: for a view, deals to solve (default: by the cards left at two, 24 at
            three, 8 in a partnership).
        seed: for a view, fixes the deals.
        solver: solvers to reuse between hints of one hand (faster).

    Raises:
        ValueError: not the play of the cards, not this player's turn, or a Nullo
            (at two players, one already lost) with no aim left to advise on.
    """
    solvers = solver if isinstance(solver, HandSolvers) else HandSolvers(solver)
    seat = position.to_act if isinstance(position, HandState) else position.seat
    contract = position.contract
    trump = contract.trump if contract is not None else None
    declarer = contract is not None and (position.game.side_of(contract.declarer)
                                         == position.game.side_of(seat))
    if position.game.seats == 2:
        # Two players: the hand's score, melds and Jo-Jotte included, and the aim of an
        # open Nullo or Slam (SPEC-1, SPEC-3).
        if isinstance(position, HandState):
            est = exact_estimates(position, solvers.two)
            knowledge = None
        else:
            est = estimate_cards(position, samples, seed, time_budget, solvers.two)
            knowledge = Knowledge.from_view(position)
        return hint_from(est, position.players[seat], position.trick, trump, declarer,
                         knowledge, position.game)
    est = _table_estimates(position, solvers, time_budget, samples, seed)
    return hint_from(est, position.players[seat], position.trick, trump, declarer, None,
                     position.game)


def advise_card(state: HandState, seat: int, *, exact: bool,
                time_budget: float | None = HINT_BUDGET, samples: int | None = None,
                seed: int = 0, solver: Solver | HandSolvers | None = None) -> Hint:
    """The hint for ``seat`` (to move): exact from the whole hand, or from its own view.

    Args:
        state: the hand, in the play, ``seat`` to move.
        seat: the seat asking.
        exact: every card is known (the reader turned them face up): solve the position
            itself. Otherwise only ``player_view(state, seat)`` is used.
        time_budget: seconds a sampled hint may take (None: no limit).
        samples: deals a sampled hint solves (None: the default for the table).
        seed: fixes the sampled deals.
        solver: solvers kept for the whole hand (later hints are faster).

    Raises:
        ValueError: no hint now (the reason is :func:`why_no_hint`'s, or a Nullo already
            lost at two players).
    """
    reason_not = why_no_hint(state, seat, waiting=False)
    if reason_not is not None:
        raise ValueError(reason_not)
    if exact:
        return hint(state, solver=solver)
    return hint(player_view(state, seat), time_budget=time_budget, samples=samples, seed=seed,
                solver=solver)


def _table_estimates(position: HandState | PlayerView, solvers: HandSolvers,
                     time_budget: float | None, samples: int | None,
                     seed: int) -> Estimates:
    """The trick points of the mover's side after each legal card, at three and four, and
    the hand's score difference where the expert weighs it (:mod:`.expert.stakes`)."""
    contract = position.contract
    if position.phase not in (Phase.PLAY, Phase.DECLARING) or contract is None:
        raise ValueError("a hint is for the play of the cards")
    if contract.special == "nullo":
        raise ValueError("a Nullo hand has no hint: its aim is to take no trick")
    start = time.perf_counter()
    if isinstance(position, HandState):
        hands = {s: frozenset(position.hands[s]) for s in position.active}
        values = solvers.values(hands, position.trump, position.leader, position.trick,
                                position.active, position.game)
        scorer = hand_stakes(player_view(position, position.to_act))
        cards = {c: CardEstimate(c, points=float(v), score=float(
            v if scorer is None else scorer(hands, c, v))) for c, v in values.items()}
        count = 1
    else:
        limit = samples or TABLE_SAMPLES[position.game.partnerships]
        totals, count = scored_deals(solvers, position, limit, SplitMix64(seed), time_budget)
        cards = {c: CardEstimate(c, points=p / count, score=s / count)
                 for c, (s, p) in totals.items()}
    return Estimates(cards, count, isinstance(position, HandState), "points",
                     time.perf_counter() - start)


def why_no_hint(state: HandState, seat: int, *, waiting: bool) -> str | None:
    """Why ``seat`` cannot have a hint now, or None if it can.

    Args:
        state: the hand now.
        seat: the seat asking.
        waiting: the table waits for that seat to make or decline an act without a turn
            (the dix, a meld, a special bid).
    """
    if state.phase is Phase.THROWN_IN:
        rule = state.game.rules.thrown_in[0]
        return (f"The hand was thrown in ({rule}): no card is played, so there is nothing "
                "to hint.")
    if state.phase is Phase.OVER:
        return ("The hand is over: \u201cReview the play\u201d compares every card played "
                "with perfect play.")
    if state.phase is Phase.AUCTION or not (state.phase is Phase.PLAY or any(
            a.verb.value == "play" for a in state.game.rules.legal_actions(state))):
        if state.game.seats == 2:
            return ("Hints are for the play of the cards. For the auction, the chapter on "
                    "bidding has an advisor.")
        return ("Hints are for the play of the cards: they come once the contract and the "
                "defence are settled.")
    contract = state.contract
    if contract is not None and contract.special == "nullo" and state.game.seats > 2:
        return ("On a Nullo hand the aim is to take no trick at all (SPEC-3), not points: "
                "the hint, which counts points, has nothing to say.")
    if seat not in state.active:
        return "You sit out this hand: there is no card of yours to hint."
    if waiting:
        return ("First take the dix, make your meld or special bid, or press "
                "\u201cPlay on\u201d: the hint comes after that.")
    if state.to_act != seat:
        return (f"It is {state.players[state.to_act]}'s turn: a hint comes when it is yours "
                "to play.")
    rules = state.game.rules
    if state.phase is Phase.DECLARING and state.game.seats == 2 and isinstance(rules, OwnMelds):
        # KLAB-11: the opponent may lead while melds are still open; what a card is worth
        # then hangs on melds nobody has shown (KLAB-12, KLAB-20).
        return (f"You lead while melds may still be declared ({rules.own_meld_rule}): what "
                "each card is worth hangs on melds not yet shown, so this first card has no "
                "hint. Hints come from the next card on.")
    return None


def hint_from(est: Estimates, player: str, trick: tuple[Card, ...], trump: Any,
               declarer: bool, knowledge: Knowledge | None, game: Game | None = None) -> Hint:
    """The hint for a player from the estimates of his legal cards.

    Args:
        est: each legal card's figures (trick points, or the chance of the aim).
        player: who is to play.
        trick: the cards already played to this trick (the reason sentence speaks of them).
        trump: the trump suit, or None.
        declarer: the player (or his side) declared: the chance is to make, not beat.
        knowledge: what he knows of the unseen cards (None: every card is known).
        game: the game, whose card values and rules the sentence uses (default Jo-Jotte's).
    """
    sweep = est.objective in ("slam", "nullo")
    unit = "chance" if sweep else "points"
    values = {c: (e.chance if sweep else e.points) or 0.0 for c, e in est.cards.items()}
    top = max(values.values())
    # Between cards of equal value the expert's measure (the score) decides which is shown first.
    best = max(values, key=lambda c: (round(values[c], 9), round(est.cards[c].score, 9)))
    cards = {}
    for c, v in values.items():
        cost = 0.0 if abs(top - v) < 1e-9 else top - v
        cards[c] = CardHint(c, v, cost, colour_of(cost, unit), est.cards[c].score)
    why = reason(best, cards, unit, est, trick, trump, declarer, knowledge, game)
    return Hint(player, cards, best, why, est.exact, unit, est.samples, est.seconds)


