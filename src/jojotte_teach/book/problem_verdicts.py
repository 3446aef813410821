"""The engine's verdict on a decision problem: every option valued, the best ones found.

Every option is valued as the hand's *score difference* for the learner (what he
writes above and below the line, less what his opponent writes; at three and four,
his column less the others', :mod:`.problem_grading`):

* ``exact``, two players: all cards known. The position after the option is played
  out by the double-dummy solver (:func:`~jojotte_teach.ai.evaluation.exact_estimates`);
  after the draw the opponent declares by the rules of thumb
  (:func:`~jojotte_teach.ai.heuristic.declaration`) and the learner makes no
  further choice than the option says.
* ``sampled``, two players: only what the learner can see. For a card, the average
  over deals that fit his view (:func:`~jojotte_teach.ai.evaluation.estimate_cards`);
  for a call, the expert's look-ahead over sampled deals, the rest of the auction
  followed (:class:`~jojotte_teach.ai.expert.AuctionSearch`: the *call valuation*, not
  the bidding advisor's contract table, which leaves the rest of the auction out); for
  Nullo or Slam, the special and the standing contract played out on sampled hands.
* at three and four, exact or sampled: :mod:`.problem_grading`.
* with the rubber before the hand (a score-position problem): :mod:`.position_grading`.

Options worth exactly the same (two equal cards, say) are all best.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..ai.contracts import Table, play_contract
from ..ai.evaluation import estimate_cards, exact_estimates
from ..ai.expert import AuctionSearch
from ..ai.heuristic import declaration
from ..ai.knowledge import Knowledge
from ..ai.sampling import sample_full_deals, sample_hands
from ..ai.search import Solver
from ..engine.actions import Action, Verb
from ..engine.cards import Card
from ..engine.state import HandState, Phase, apply, legal_actions
from ..engine.view import player_view
from .problems import Problem, Verdict

__all__ = ["ranked", "verdict"]

#: Options this close to the best are equal to it (sums of whole points, averaged).
_EQUAL = 1e-6


def ranked(values: dict[str, float], exact: bool, samples: int,
           ahead: dict[str, int] | None = None) -> Verdict:
    """A verdict from the options' values: the best ones and their margin over the rest.

    >>> v = ranked({"a": 5.0, "b": 5.0, "c": -3.0}, True, 1)
    >>> v.best, v.bests, v.margin
    ('a', ('a', 'b'), 8.0)
    """
    top = max(values.values())
    bests = tuple(o for o in values if values[o] >= top - _EQUAL)
    rest = [v for o, v in values.items() if o not in bests]
    margin = top - max(rest) if rest else 0.0
    return Verdict(values, bests[0], margin, exact, samples, bests, ahead)


def verdict(p: Problem, solver: Solver | None = None) -> Verdict:
    """Value every option of a problem with the engine (see the module's description).

    Raises:
        ValueError: an option is not legal in the position, or the method does not fit it.
    """
    if p.session:
        from .position_grading import position_values

        values, n = position_values(p)
        return ranked(values, p.method == "exact", n)
    if p.is_table:
        from .problem_grading import option_values

        values, n, outcomes = option_values(p)
        return ranked(values, p.method == "exact", n,
                      {o: outcomes[o].ahead for o in p.options})
    solver = solver or Solver()
    state = p.state
    me = p.seat_index
    for option in p.options:
        _check_legal(state, p.actions(option))
    verbs = {a.verb for option in p.options for a in p.actions(option)}
    if p.method == "exact":
        values = {o: _exact_value(state, p.actions(o), me, solver) for o in p.options}
        n = 1
    elif verbs <= {Verb.PLAY}:
        est = estimate_cards(player_view(state, me), p.samples, p.seed, None, solver)
        values = {o: est.cards[_card_of(p.actions(o))].score for o in p.options}
        n = est.samples
    elif state.phase is Phase.AUCTION:
        values, n = _call_values(p, state, solver)
    elif verbs & {Verb.NULLO, Verb.SLAM}:
        values, n = _special_values(p, state, solver)
    else:
        raise ValueError(f"problem {p.ident}: no sampled method for these options")
    return ranked(values, p.method == "exact", n)


def _check_legal(state: HandState, actions: Sequence[Action]) -> None:
    for action in actions:
        if action not in legal_actions(state):
            raise ValueError(f'"{action}" is not legal in this position')
        state = apply(state, action)


def _card_of(actions: Sequence[Action]) -> Card:
    (action,) = actions
    if action.card is None:
        raise ValueError(f'"{action}" plays no card')
    return action.card


def _settle(state: HandState, me: int) -> HandState:
    """Finish the choices after the draw: the learner declines, the opponent follows the
    rules of thumb (melds, dix, Nullo, Slam), until the first card."""
    while state.phase is Phase.DECLARING:
        who = state.to_act
        if who == me:
            mine = [a for a in legal_actions(state)
                    if a.player == state.players[me] and a.verb is Verb.PASS]
            state = apply(state, mine[0])
        else:
            state = apply(state, declaration(player_view(state, who)))
    return state


def _exact_value(state: HandState, actions: Sequence[Action], me: int, solver: Solver) -> float:
    """The score difference for seat ``me`` after the actions, all cards known."""
    if len(actions) == 1 and actions[0].verb is Verb.PLAY and state.phase is Phase.PLAY:
        card = _card_of(actions)
        est = exact_estimates(state, solver)
        return est.cards[card].score if state.to_act == me else -est.cards[card].score
    for action in actions:
        state = apply(state, action)
    if state.phase is Phase.AUCTION:
        raise ValueError("an exact problem in the auction needs the auction's end")
    state = _settle(state, me)
    est = exact_estimates(state, solver)
    top = max(e.score for e in est.cards.values())
    return top if state.to_act == me else -top


def _call_values(p: Problem, state: HandState, solver: Solver) -> tuple[dict[str, float], int]:
    """Each call followed through the rest of the auction on sampled deals (the call
    valuation)."""
    view = player_view(state, p.seat_index)
    deals = sample_full_deals(Knowledge.from_view(view), p.samples, p.seed)
    values = AuctionSearch(view, deals, solver).call_values(prune=False)
    out = {}
    for option in p.options:
        (action,) = p.actions(option)
        results = values[action]
        out[option] = sum(results) / len(results)
    return out, len(deals)


def _special_values(p: Problem, state: HandState, solver: Solver
                    ) -> tuple[dict[str, float], int]:
    """Nullo or Slam against the standing contract, on sampled hands of the opponent.

    Any option that is neither (a pass, the dix) leaves the standing contract to be
    played."""
    view = player_view(state, p.seat_index)
    me = p.seat_index
    auction, current = view.auction_contract, view.contract
    assert auction is not None and current is not None
    hands = sample_hands(Knowledge.from_view(view), p.samples, p.seed).hands
    totals = dict.fromkeys(p.options, 0.0)
    for opp in hands:
        seated = (view.hand, tuple(opp)) if me == 0 else (tuple(opp), view.hand)
        table = Table(seated, view.turn_up, view.dealer)
        for option in p.options:
            verb = p.actions(option)[0].verb
            if verb in (Verb.NULLO, Verb.SLAM):
                special = "nullo" if verb is Verb.NULLO else "slam"
                played = play_contract(table, view.rules, auction.strain, me, special,
                                       auction.accepted_turn_up, solver)
                mult = 1 if special == "nullo" else auction.multiplier
            else:
                played = play_contract(table, view.rules, auction.strain, current.declarer,
                                       current.special, auction.accepted_turn_up, solver)
                mult = current.multiplier
            totals[option] += played.difference(view.rules, mult, me)
    return {o: v / len(hands) for o, v in totals.items()}, len(hands)
