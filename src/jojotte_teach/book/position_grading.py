"""Grading a two-player decision with the rubber before it: the score position counts.

A score-position problem (:mod:`.problems`, ``session``) is a hand of a rubber in
progress: the hands before it are an example session, the score sheet they leave
(the games won, each player's points below the line in the game being played, the
prison waiting) is the position. Each option is valued by what the hand *writes on
that sheet*: the change in the learner's grand total less his opponent's, as the
engine's :class:`~jojotte_teach.engine.scorepad.Scorepad` keeps it, so a hand that wins
the game that wins the rubber counts the rubber's 300 (GAME-2), and a hand won after a
tie or a Nullo counts the prison it takes (SCO-8). What a game won earlier in a rubber
is worth later is not counted: the problems are set where the hand itself can end
the rubber.

After the option the hand is finished the same way on every deal: every later call,
meld, dix, Nullo or Slam by the rules of thumb
(:class:`~jojotte_teach.ai.heuristic.HeuristicPlayer`, the learner's too, except a
Nullo or Slam he was asked about and declined), every card perfectly with both hands
in view (the double-dummy solver; its Slam and Nullo aims while one is open).
``sampled`` deals the unseen cards again to fit the learner's view
(:func:`~jojotte_teach.ai.sampling.sample_full_deals`, during the auction only).
"""

from __future__ import annotations

import copy

from ..ai.analysis import position_of
from ..ai.heuristic import HeuristicPlayer
from ..ai.knowledge import Knowledge
from ..ai.sampling import sample_full_deals
from ..ai.search import Objective, Solver
from ..engine.actions import Action, Verb
from ..engine.deal import Deal
from ..engine.scorepad import Scorepad
from ..engine.state import HandState, Phase, apply, legal_actions, new_hand
from ..engine.view import player_view
from .problems import Problem

__all__ = ["finish_two", "position_values", "sheet_change"]

_SPECIALS = (Verb.NULLO, Verb.SLAM)


def position_values(p: Problem, before: Scorepad | None = None
                    ) -> tuple[dict[str, float], int]:
    """Each option's mean change of the learner's lead on the sheet, and the deals used.

    Args:
        p: the problem.
        before: another sheet to play the hand on (an empty one: the hand alone, the
            score position left out); by default the problem's own rubber so far.

    Raises:
        ValueError: the problem has no rubber before it, an option is not legal, or a
            sampled problem is not in the auction.
    """
    if before is None:
        prior = p.prior()
        if prior is None:
            raise ValueError(f"problem {p.ident} has no rubber before it")
        before = prior.scorepad()
    state = p.state
    me = p.seat_index
    if p.method == "exact":
        positions = [state]
    else:
        view = player_view(state, me)
        deals = sample_full_deals(Knowledge.from_view(view), p.samples, p.seed)
        positions = [_replay(state, me, d) for d in deals]
    asked = {a.verb for o in p.options for a in p.actions(o)} & set(_SPECIALS)
    solver = Solver()
    totals = dict.fromkeys(p.options, 0.0)
    for position in positions:
        for option in p.options:
            after = position
            for action in p.actions(option):
                if action not in legal_actions(after):
                    raise ValueError(f'"{action}" is not legal in this position')
                after = apply(after, action)
            declined = frozenset(asked - {a.verb for a in p.actions(option)})
            final = finish_two(after, me, declined, solver)
            totals[option] += sheet_change(before, final, me)
    return {o: v / len(positions) for o, v in totals.items()}, len(positions)


def sheet_change(before: Scorepad, final: HandState, seat: int) -> float:
    """How much the hand adds to ``seat``'s grand total less his opponent's (GAME-2).

    >>> from jojotte_teach.engine import PAGAT, Deal, new_hand
    >>> pad = Scorepad(("Ann", "Bob"), PAGAT)
    >>> thrown = new_hand(Deal.from_seed(1), ("Ann", "Bob"))
    >>> for _ in range(4):
    ...     thrown = apply(thrown, legal_actions(thrown)[0])
    >>> sheet_change(pad, thrown, 0)
    0.0
    """
    pad = copy.deepcopy(before)
    old = before.totals()
    pad.add(final)
    new = pad.totals()
    return float((new[seat] - new[1 - seat]) - (old[seat] - old[1 - seat]))


def _replay(state: HandState, me: int, sample: object) -> HandState:
    """The position on a sampled deal (the learner's cards and the history kept)."""
    from ..ai.sampling import FullDeal

    assert isinstance(sample, FullDeal)
    opp = 1 - me
    hands: list[tuple] = [(), ()]  # type: ignore[type-arg]
    draws: list[tuple] = [(), ()]  # type: ignore[type-arg]
    hands[me], hands[opp] = state.deal.hands[me], sample.opponent
    draws[me], draws[opp] = sample.my_draw, sample.opponent_draw
    deal = Deal.from_cards(state.deal.dealer, hands, state.turn_up, draws,
                           sample.information_card)
    again = new_hand(deal, state.players, state.rules)
    for action in state.history:
        again = apply(again, action)
    return again


def finish_two(state: HandState, me: int, declined: frozenset[Verb] = frozenset(),
               solver: Solver | None = None) -> HandState:
    """Finish a two-player hand: choices by the rules of thumb, cards perfectly."""
    solver = solver or Solver()
    rules = HeuristicPlayer()
    while state.phase not in (Phase.OVER, Phase.THROWN_IN):
        who = state.to_act
        if state.phase is Phase.PLAY:
            state = apply(state, _perfect(state, solver))
            continue
        choice = rules.choose(player_view(state, who))
        if who == me and choice.verb in declined:
            choice = next(a for a in legal_actions(state)
                          if a.player == state.players[me] and a.verb is Verb.PASS)
        state = apply(state, choice)
    return state


def _perfect(state: HandState, solver: Solver) -> Action:
    """The card with the most trick points for the mover; while a Slam or a Nullo is open,
    first a card that reaches his aim (making it, or beating it)."""
    contract = state.contract
    assert contract is not None
    position = position_of(state)
    points = solver.solve(position)
    choice = dict(points)
    special = contract.special
    d = contract.declarer
    open_ = (special == "slam" and all(t.winner == d for t in state.tricks)) or \
        (special == "nullo" and all(t.winner != d for t in state.tricks))
    if special is not None and open_:
        first = state.active[0] if state.active else 0
        declarer = 0 if d == first else 1
        aim: Objective = "slam" if special == "slam" else "nullo"
        aims = solver.solve(position, aim, declarer)
        choice = {c: v + (1000 if aims[c] else 0) for c, v in points.items()}
    best = max(choice.values())
    card = min((c for c, v in choice.items() if v == best), key=lambda c: c.index)
    plays = [a for a in legal_actions(state) if a.verb is Verb.PLAY and a.card == card]
    spoken = [a for a in plays if a.announce is not None]
    return spoken[0] if spoken else plays[0]
