"""The score the expert weighs is the hand's real score once the cards are known."""

from __future__ import annotations

import pytest

from jojotte_teach.ai.evaluation import PlayContext, exact_estimates, samples_for
from jojotte_teach.engine import (
    DENEXA,
    PAGAT,
    HandState,
    Rules,
    Verb,
    apply,
    card_points,
    legal_actions,
    score_hand,
)

from .common import play_states


def finish(state: HandState) -> HandState:
    """Play the last cards, announcing Jotte whenever it may be said (JOJ-2)."""
    while not state.is_over:
        plays = [a for a in legal_actions(state) if a.verb is Verb.PLAY]
        announced = [a for a in plays if a.announce == "jotte"]
        state = apply(state, (announced or plays)[0])
    return state


@pytest.mark.parametrize("rules", [PAGAT, DENEXA], ids=lambda r: r.name)
@pytest.mark.parametrize("stop", [16, 17])
def test_the_last_cards_score_what_the_hand_scores(rules: Rules, stop: int) -> None:
    checked = 0
    for state in play_states(range(150), stop, rules, player="heuristic"):
        assert state.contract is not None
        if state.contract.special == "nullo":
            continue
        mover = state.to_act
        est = exact_estimates(state)
        (figures,) = est.cards.values()
        final = score_hand(finish(state))
        real = (final.above[mover] + final.below[mover]
                - final.above[1 - mover] - final.below[1 - mover])
        assert figures.score == real, final.reckoning()
        if figures.points is not None:
            assert figures.points == points_from_here(state)[mover]
        checked += 1
    assert checked > 30


def points_from_here(state: HandState) -> list[int]:
    """Trick points the two seats take from this state to the end (SCO-1)."""
    done = finish(state)
    taken = [0, 0]
    for trick in done.tricks[len(state.tricks):]:
        taken[trick.winner] += sum(card_points(c, state.trump) for c in trick.cards)
    taken[done.tricks[-1].winner] += 10
    return taken


def test_the_objective_follows_the_contract() -> None:
    states = play_states(range(200), 3)
    kinds = set()
    for state in states:
        ctx = PlayContext.from_state(state)
        c = state.contract
        assert c is not None
        if c.special == "nullo":
            lost = state.tricks_won(c.declarer) > 0
            assert ctx.objective == ("lost nullo" if lost else "nullo")
        elif c.special == "slam":
            assert ctx.objective == ("slam" if state.tricks_won(
                state.game.opponent_of(c.declarer)) == 0 else "points")
        else:
            assert ctx.objective == "points"
        kinds.add(ctx.objective)
    assert {"points", "nullo", "slam"} <= kinds


def test_more_deals_as_the_cards_run_out() -> None:
    counts = [samples_for(n) for n in range(9, 1, -1)]
    assert counts == sorted(counts)
    assert samples_for(1) == 1
