"""The value of each legal card: exact with both hands in view, else averaged over
sampled deals. Shared by the expert player and the hints.

For each card three figures are kept:

* ``points``: the trick points (card points and the last-trick 10, SCO-1) the
  player to move takes from now to the end, with perfect play after the card;
* ``score``: the hand's score difference for the player to move (what he writes
  above and below the line less what his opponent writes, SCO-5 to SCO-11),
  counting the points already won, the melds and Jo-Jotte. This is what the
  expert maximises: a few points matter most when they decide who wins the hand;
* ``chance``: on a Slam or Nullo hand still open, the share of deals on which
  the player to move reaches his aim (SPEC-1, SPEC-3).

>>> from jojotte_teach.engine import Deal, new_hand, legal_actions, apply, Phase
>>> s = new_hand(Deal.from_seed(11, dealer=0), ("Ann", "Bob"))
>>> while s.phase is not Phase.PLAY:
...     s = apply(s, legal_actions(s)[-1] if s.phase.value == "auction" else legal_actions(s)[0])
>>> est = exact_estimates(s)
>>> est.exact, est.samples, max(e.points for e in est.cards.values()) > 0
(True, 1, True)
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from ..engine.actions import Action, Verb
from ..engine.cards import Card, Rank, card_points
from ..engine.game import Game, ScoresHandPoints
from ..engine.games import TWO
from ..engine.interrogation import MeldOutcome
from ..engine.rules import Rules
from ..engine.state import Contract, HandState, Phase, Trick
from ..engine.view import PlayerView
from .knowledge import Knowledge
from .outcome import Deal, score_difference
from .sampling import position_for, sample_hands
from .search import Position, Solver

__all__ = [
    "CardEstimate", "Estimates", "PlayContext", "estimate_cards", "exact_estimates",
    "samples_for",
]

JOJOTTE = 20

#: Deals sampled for a decision, by the number of cards the player to move holds:
#: fewer cards make each deal quicker to solve, so more can be afforded.
SAMPLES_BY_CARDS = {9: 40, 8: 64, 7: 96, 6: 128, 5: 128, 4: 128, 3: 128, 2: 128, 1: 1}


def samples_for(cards_left: int) -> int:
    """How many deals the expert samples with this many cards in hand.

    >>> samples_for(9), samples_for(2)
    (40, 128)
    """
    return SAMPLES_BY_CARDS.get(cards_left, 128)


@dataclass(frozen=True)
class PlayContext:
    """What, beside the cards still to play, decides the score of the hand.

    Attributes:
        rules: the rule profile.
        seat: the player to move.
        contract: the final contract.
        won_points: card points each seat has won in finished tricks.
        tricks_won: tricks each seat has won.
        melds: each seat's meld score (the interrogation is over).
        jo, jotte: each seat has announced "Jo" / "Jotte" (JOJ-2).
    """

    rules: Rules
    seat: int
    contract: Contract
    won_points: tuple[int, int]
    tricks_won: tuple[int, int]
    melds: tuple[int, int]
    jo: tuple[bool, bool]
    jotte: tuple[bool, bool]
    own_scores: ScoresHandPoints | None = None

    @classmethod
    def from_view(cls, view: PlayerView) -> PlayContext:
        """The context of the play seen by the view's player (all of it is public)."""
        return cls._build(view.rules, view.to_act, view.contract, view.tricks, view.history,
                          view.players, view.meld_outcome, view.game)

    @classmethod
    def from_state(cls, state: HandState) -> PlayContext:
        """The context of the play for the player to move."""
        return cls._build(state.rules, state.to_act, state.contract, state.tricks,
                          state.history, state.players, state.meld_outcome, state.game)

    @classmethod
    def _build(cls, rules: Rules, seat: int, contract: Contract | None,
               tricks: tuple[Trick, ...], history: tuple[Action, ...],
               players: tuple[str, ...], outcome: MeldOutcome | None,
               game: Game) -> PlayContext:
        if contract is None or outcome is None:
            raise ValueError("the play has not started")
        trump = contract.trump
        won = [0, 0]
        count = [0, 0]
        for trick in tricks:
            won[trick.winner] += sum(card_points(c, trump) for c in trick.cards)
            count[trick.winner] += 1
        jo = [False, False]
        jotte = [False, False]
        for action in history:
            if action.verb is Verb.PLAY and action.announce is not None:
                s = players.index(action.player)
                if action.announce == "jo":
                    jo[s] = True
                else:
                    jotte[s] = True
        own = game.rules if isinstance(game.rules, ScoresHandPoints) else None
        return cls(rules, seat, contract, (won[0], won[1]), (count[0], count[1]),
                   (outcome.points(0), outcome.points(1)), (jo[0], jo[1]),
                   (jotte[0], jotte[1]), own)

    @property
    def objective(self) -> str:
        """``"slam"`` or ``"nullo"`` while that contract is still open, else ``"points"``;
        ``"lost nullo"`` once the Nullo declarer has taken a trick."""
        c = self.contract
        if c.special == "nullo":
            return "nullo" if self.tricks_won[c.declarer] == 0 else "lost nullo"
        if c.special == "slam" and self.tricks_won[TWO.opponent_of(c.declarer)] == 0:
            return "slam"
        return "points"

    def _jojotte(self, seat: int, hand: frozenset[Card], played: Card | None) -> int:
        """Jo-Jotte's 20 for a seat, if it is scored or still within reach (JOJ-2)."""
        trump = self.contract.trump
        if trump is None:
            return 0
        if self.jotte[seat] or self.jo[seat]:
            return JOJOTTE  # after "Jo" the Queen can always be played with "Jotte"
        king, queen = Card.of(Rank.KING, trump), Card.of(Rank.QUEEN, trump)
        if king in hand and queen in hand and played is not queen:
            return JOJOTTE
        return 0

    def score(self, position: Position, points: dict[Card, int]) -> dict[Card, float]:
        """The score difference for the mover after each card, from its points value."""
        me, opp = self.seat, TWO.opponent_of(self.seat)
        left = position.points_left()
        c = self.contract
        out: dict[Card, float] = {}
        for card, v in points.items():
            pts = [0, 0]
            pts[me] = self.won_points[me] + v
            pts[opp] = self.won_points[opp] + left - v
            jj = [0, 0]
            jj[me] = self._jojotte(me, position.hands[me], card)
            jj[opp] = self._jojotte(opp, position.hands[opp], None)
            # Whether each seat takes a trick at all matters only for Slam (SCO-10).
            tricks = (self.tricks_won[0] + int(pts[0] > self.won_points[0]),
                      self.tricks_won[1] + int(pts[1] > self.won_points[1]))
            if self.own_scores is not None:  # KLAB-19, KLAB-20: hand points alone
                hand = (pts[0] + jj[0] + self.melds[0], pts[1] + jj[1] + self.melds[1])
                scores = self.own_scores.hand_scores(c.declarer, hand)
                out[card] = float(scores[me] - scores[opp])
                continue
            diff = score_difference(self.rules, Deal(c.declarer, c.multiplier, c.special),
                                    (pts[0], pts[1]), (jj[0], jj[1]), self.melds, tricks)
            out[card] = diff if me == 0 else -diff
        return out

    def sweep_score(self, made: bool) -> float:
        """The score difference for the mover when a Slam or Nullo is made or not."""
        c = self.contract
        d = c.declarer
        slam = c.special == "slam"
        tricks = ((9, 0) if made else (8, 1)) if slam else ((0, 9) if made else (1, 8))
        if d == 1:
            tricks = (tricks[1], tricks[0])
        total = 160 if c.trump is not None else 130
        pts = [0, 0]
        pts[d] = total if made and c.special == "slam" else 0
        diff = score_difference(self.rules, Deal(d, c.multiplier, c.special), (pts[0], pts[1]),
                                (0, 0), self.melds, tricks)
        return diff if self.seat == 0 else -diff


@dataclass
class CardEstimate:
    """One card's figures, averaged over the deals looked at.

    Attributes:
        card: the card.
        points: mean trick points from now on (``None`` when only the aim was solved).
        score: mean score difference of the hand for the player to move.
        chance: for an open Slam or Nullo, the share of deals where he reaches his aim.
    """

    card: Card
    points: float | None = None
    score: float = 0.0
    chance: float | None = None


@dataclass
class Estimates:
    """Every legal card's estimate.

    Attributes:
        cards: the estimates, by card, in deck order.
        samples: how many deals were solved.
        exact: the figures are exact (all cards known, or every possible deal solved).
        objective: ``"points"``, ``"slam"``, ``"nullo"`` or ``"lost nullo"``.
        seconds: the time it took.
    """

    cards: dict[Card, CardEstimate] = field(default_factory=dict)
    samples: int = 0
    exact: bool = False
    objective: str = "points"
    seconds: float = 0.0


def _solve_one(position: Position, ctx: PlayContext, solver: Solver,
               totals: dict[Card, list[float]]) -> None:
    """Add one deal's figures for each card to the running totals."""
    objective = ctx.objective
    if objective in ("slam", "nullo"):
        values = solver.solve(position, "slam" if objective == "slam" else "nullo",
                              ctx.contract.declarer)
        for card, v in values.items():
            made = bool(v) if ctx.seat == ctx.contract.declarer else not v
            row = totals.setdefault(card, [0.0, 0.0, 0.0])
            row[1] += ctx.sweep_score(made)
            row[2] += v
        return
    points = solver.solve(position)
    scores = ctx.score(position, points)
    for card, v in points.items():
        row = totals.setdefault(card, [0.0, 0.0, 0.0])
        row[0] += v
        row[1] += scores[card]


def _finish(totals: dict[Card, list[float]], n: int, ctx: PlayContext, exact: bool,
            start: float) -> Estimates:
    sweep = ctx.objective in ("slam", "nullo")
    cards = {
        card: CardEstimate(card, None if sweep else row[0] / n, row[1] / n,
                           row[2] / n if sweep else None)
        for card, row in sorted(totals.items())
    }
    return Estimates(cards, n, exact, ctx.objective, time.perf_counter() - start)


def exact_estimates(state: HandState, solver: Solver | None = None) -> Estimates:
    """Each legal card's figures with both hands in view (exact).

    Raises:
        ValueError: the hand is not in the play, or the Nullo is already lost
            (the solver has no aim for what is left of it).
    """
    start = time.perf_counter()
    if state.phase is not Phase.PLAY:
        raise ValueError("the hand is not in the play of the cards")
    ctx = PlayContext.from_state(state)
    if ctx.objective == "lost nullo":
        raise ValueError("the Nullo is already lost")
    from .analysis import position_of

    totals: dict[Card, list[float]] = {}
    _solve_one(position_of(state), ctx, solver or Solver(), totals)
    return _finish(totals, 1, ctx, True, start)


def estimate_cards(
    view: PlayerView,
    samples: int | None = None,
    seed: int = 0,
    time_budget: float | None = None,
    solver: Solver | None = None,
) -> Estimates:
    """Each legal card's figures, averaged over deals consistent with the view.

    Args:
        view: the view of the player to move, in the play.
        samples: deals to solve (default :func:`samples_for` the cards in hand).
        seed: fixes the deals.
        time_budget: seconds the answer may take: no further deal is solved once
            the slowest so far would overrun it (at least one deal is solved); the
            answer then depends on the machine's speed.
        solver: a solver to reuse.

    Raises:
        ValueError: not the view of the player to move in the play, or the Nullo
            is already lost.
    """
    start = time.perf_counter()
    if view.phase is not Phase.PLAY or view.to_act != view.seat:
        raise ValueError(f"it is not {view.player}'s turn to play a card")
    ctx = PlayContext.from_view(view)
    if ctx.objective == "lost nullo":
        raise ValueError("the Nullo is already lost")
    count = samples if samples is not None else samples_for(len(view.hand))
    dealt = sample_hands(Knowledge.from_view(view), count, seed)
    solver = solver or Solver()
    totals: dict[Card, list[float]] = {}
    n = 0
    slowest = 0.0
    for hand in dealt.hands:
        began = time.perf_counter()
        _solve_one(position_for(view, hand), ctx, solver, totals)
        n += 1
        now = time.perf_counter()
        slowest = max(slowest, now - began)
        # Stop before a deal that might not be finished in time (the slowest so far).
        if time_budget is not None and now - start + slowest > time_budget:
            break
    return _finish(totals, n, ctx, dealt.exact and n == len(dealt.hands), start)
