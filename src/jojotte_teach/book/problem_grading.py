"""Grading a decision problem at three or four players: each option played out.

A problem at three, in a partnership or in cutthroat (MULTI-3, MULTI-4, MULTI-4C)
is graded by the hand's result after each option, as :mod:`.playout` plays
it: the option taken, every later call and choice by the rules of thumb, every card
perfectly, the hand scored by the engine. The figure is the learner's score
difference: his column less the mean of the others (his side's column less the
other side's in a partnership).

* ``exact``: every card known; the hand itself is played out after each option.
* ``sampled``: only what the learner can see. The hidden cards are dealt again
  ``samples`` times (:func:`~.seat_deals.deal_again`: each deal fits everything he
  has seen, the calls read as the rules of thumb would make them), each option is
  played out on every deal, and the figure is the mean. Every option meets the same
  deals, so the options are compared fairly.

Besides the mean, each option's :class:`Outcome` counts what the explanation of a
verdict needs: how often the learner's column came out ahead of every other, and how
often a Slam or a Nullo bid was made.

>>> from jojotte_teach.book.problems import problem
>>> values, _, seen = option_values(problem("three-defend-1"))
>>> sorted(values) == sorted(problem("three-defend-1").options)
True
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.actions import Action, Verb
from ..engine.deal import SplitMix64
from ..engine.hand import HandState
from ..engine.scoring import HandScore
from ..engine.state import apply, legal_actions
from .playout import Perfect, column_difference, finish, hand_score
from .seat_deals import deal_again

if TYPE_CHECKING:
    from .problems import Problem

__all__ = ["Outcome", "option_values", "special_declined"]

#: The special bids a learner may be asked about and decline.
_SPECIALS = (Verb.NULLO, Verb.SLAM)


@dataclass(frozen=True)
class Outcome:
    """What one option led to over the deals looked at.

    Attributes:
        results: the learner's score difference on each deal.
        ahead: on how many deals no other column wrote more than his.
        special_made: on how many deals a Slam or Nullo bid in the hand was made
            (``None`` when none was bid on any deal).
    """

    results: tuple[float, ...]
    ahead: int
    special_made: int | None

    @property
    def mean(self) -> float:
        """The mean score difference."""
        return statistics.fmean(self.results)


def special_declined(p: Problem, option: str) -> frozenset[Verb]:
    """The special bids among the problem's options that this option does not make: the
    learner never makes them later (a Nullo or Slam at four has no turn, FOUR-4)."""
    asked = {a.verb for o in p.options for a in _actions(p, o)} & set(_SPECIALS)
    made = {a.verb for a in _actions(p, option)}
    return frozenset(asked - made)


def _actions(p: Problem, option: str) -> list[Action]:
    """The option's actions; ``pass`` where the rules give the learner no turn to pass (a
    partnership's Nullo or Slam: saying nothing declines them) is no action at all."""
    if option == "pass":
        state = p.state
        mine = [a for a in legal_actions(state) if a.player == p.seat]
        if not any(a.verb is Verb.PASS for a in mine):
            return []
    return p.actions(option)


def option_values(p: Problem, perfect: Perfect | None = None
                  ) -> tuple[dict[str, float], int, dict[str, Outcome]]:
    """Every option's mean score difference, the deals looked at, and what each led to.

    Raises:
        ValueError: an option is not legal in the position, or no deal of the hidden
            cards fits it.
    """
    perfect = perfect or Perfect()
    state = p.state
    me = p.seat_index
    for option in p.options:
        _check_legal(state, _actions(p, option))
    if p.method == "exact":
        positions = [state]
    else:
        rng = SplitMix64(p.seed)
        positions = [deal_again(state, me, rng) for _ in range(p.samples)]
    results: dict[str, list[float]] = {o: [] for o in p.options}
    ahead = dict.fromkeys(p.options, 0)
    made: dict[str, list[bool]] = {o: [] for o in p.options}
    for position in positions:
        for option in p.options:
            after = position
            for action in _actions(p, option):
                after = apply(after, action)
            final = finish(after, me, declined=special_declined(p, option), perfect=perfect)
            score = hand_score(final)
            results[option].append(column_difference(score, me))
            ahead[option] += _ahead(score, final, me)
            special = _special_made(final)
            if special is not None:
                made[option].append(special)
    outcomes = {o: Outcome(tuple(results[o]), ahead[o],
                           sum(made[o]) if made[o] else None) for o in p.options}
    return {o: outcomes[o].mean for o in p.options}, len(positions), outcomes


def _check_legal(state: HandState, actions: list[Action]) -> None:
    for action in actions:
        if action not in legal_actions(state):
            raise ValueError(f'"{action}" is not legal in this position')
        state = apply(state, action)


def _ahead(score: HandScore, final: HandState, seat: int) -> bool:
    game = final.game
    mine = game.side_of(seat)
    totals = [score.above[c] + score.below[c] for c in range(game.columns)]
    return all(totals[mine] >= t for c, t in enumerate(totals) if c != mine)


def _special_made(final: HandState) -> bool | None:
    """Whether the hand's Slam or Nullo was made (``None``: neither was bid)."""
    contract = final.contract
    if contract is None or contract.special is None:
        return None
    side = final.game.side_of
    declaring = side(contract.declarer)
    mine = sum(1 for t in final.tricks if side(t.winner) == declaring)
    return mine == len(final.tricks) if contract.special == "slam" else mine == 0
