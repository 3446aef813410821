"""Hints colour every legal card by its cost; the review compares the play with perfect play."""

from __future__ import annotations

import pytest

from jojotte_teach.ai.analysis import position_of
from jojotte_teach.ai.hints import COLOURS, hint
from jojotte_teach.ai.players import get_player, play_hand
from jojotte_teach.ai.review import review
from jojotte_teach.ai.solver import card_costs
from jojotte_teach.engine import Deal, HandState, Phase, apply, new_hand, player_view

from .common import play_states


def points_states() -> list[HandState]:
    states = play_states(range(12), 0, player="heuristic") + play_states(range(12), 7)
    return [s for s in states if s.contract is not None and s.contract.special is None]


def test_a_hint_from_the_whole_state_is_exact() -> None:
    states = points_states()
    assert len(states) > 10
    for state in states:
        h = hint(state)
        assert h.exact and h.unit == "points" and h.samples == 1
        exact = card_costs(position_of(state))
        assert {c: h.cards[c].cost for c in exact} == {c: float(v) for c, v in exact.items()}
        assert h.costs[h.best] == 0
        assert all(cost >= 0 for cost in h.costs.values())
        assert all(colour in COLOURS for colour in h.colours.values())
        assert [c for c, x in h.cards.items() if x.colour == "best"] == [
            c for c, v in exact.items() if v == 0]
        assert h.reason.endswith(".") and "\n" not in h.reason
        assert h.best.pretty in h.reason


def test_a_hint_from_a_view_averages_over_deals_that_fit() -> None:
    for state in points_states()[:4]:
        view = player_view(state, state.to_act)
        h = hint(view, time_budget=None, samples=4, seed=2)
        assert h == hint(view, time_budget=None, samples=4, seed=2)  # fixed by the seed
        assert h.samples == 4 and not h.exact
        assert h.player == view.player
        assert h.costs[h.best] == 0 and min(h.costs.values()) == 0
        assert all(cost >= 0 for cost in h.costs.values())
        plays = {a.card for a in view.legal if a.card is not None}
        assert set(h.cards) == plays
        assert "deals" in h.reason or len(plays) == 1


def test_a_time_budget_still_solves_one_deal() -> None:
    state = points_states()[0]
    h = hint(player_view(state, state.to_act), time_budget=0.0, seed=1)
    assert h.samples == 1


def test_on_an_open_slam_or_nullo_costs_are_chances() -> None:
    found = 0
    for seed in range(300):
        state = new_hand(Deal.from_seed(seed, dealer=seed % 2), ("Ann", "Bob"))
        bots = [get_player("random", seed), get_player("random", seed + 1)]
        while not state.is_over and state.phase is not Phase.PLAY:
            state = apply(state, bots[state.to_act].choose(player_view(state, state.to_act)))
        if state.phase is not Phase.PLAY or state.contract is None:
            continue
        if state.contract.special is None:
            continue
        h = hint(state)
        assert h.unit == "chance"
        assert all(0 <= cost <= 1 for cost in h.costs.values())
        assert h.costs[h.best] == 0
        found += 1
    assert found >= 3


def test_a_hint_needs_the_players_turn_in_the_play() -> None:
    state = new_hand(Deal.from_seed(3, dealer=0), ("Ann", "Bob"))
    with pytest.raises(ValueError, match="not in the play"):
        hint(state)
    played = points_states()[0]
    with pytest.raises(ValueError, match="turn"):
        hint(player_view(played, 1 - played.to_act))


def test_review_gives_every_card_its_cost() -> None:
    state = play_hand(new_hand(Deal.from_seed(21, dealer=1), ("Ann", "Bob")),
                      [get_player("heuristic", 1), get_player("random", 2)])
    assert state.phase is Phase.OVER and state.contract is not None
    rev = review(state)
    assert len(rev.lines) == 18
    assert [line.trick for line in rev.lines] == [t for t in range(1, 10) for _ in (0, 1)]
    assert [line.card for line in rev.lines] == [c for t in state.tricks for c in t.cards]
    for line in rev.lines:
        if line.cost is None:
            continue
        assert line.cost >= 0
        assert (line.cost == 0) == (line.card in line.best)
    assert len(rev.by_trick()) == 9
    assert rev.to_text().count("\n") == 8
    for name in state.players:
        assert rev.total(name) >= 0


def test_review_needs_a_card_played() -> None:
    state = new_hand(Deal.from_seed(3, dealer=0), ("Ann", "Bob"))
    with pytest.raises(ValueError, match="no card"):
        review(state)


def test_the_reason_contrasts_the_best_card_with_one_that_costs() -> None:
    import re

    contrasted = 0
    for state in points_states():
        h = hint(state)
        match = re.search(r"after (\S+?)[,.( ]", h.reason)
        if match is None:
            continue
        runner = next(c for c in h.costs if c.pretty == match.group(1))
        if any(cost > 0 for cost in h.costs.values()):
            assert h.costs[runner] > 0, h.reason
            contrasted += 1
        ties = [c for c, cost in h.costs.items() if cost == 0 and c is not h.best]
        if ties and any(cost > 0 for cost in h.costs.values()):
            assert "as good" in h.reason and all(c.pretty in h.reason for c in ties)
    assert contrasted > 5


def test_the_sentence_and_the_list_of_costs_agree_to_the_last_digit() -> None:
    """"X points from here, against Y after C": X less Y is C's cost as the list words it."""
    import re

    from jojotte_teach.render.advice import cost_words

    checked = 0
    for state in points_states()[:8]:
        for seed in range(3):
            h = hint(player_view(state, state.to_act), time_budget=None, samples=3, seed=seed)
            found = re.search(r"take ([\d.]+) points from here, against ([\d.]+) after "
                              r"(\S+?)[,.( ]", h.reason)
            if found is None:
                continue
            best, alt, card = float(found[1]), float(found[2]), found[3]
            runner = next(x for c, x in h.cards.items() if c.pretty == card)
            assert cost_words(runner.cost, "points") == cost_words(best - alt, "points"), h.reason
            checked += 1
    assert checked >= 5
