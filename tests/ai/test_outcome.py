"""The quick score difference agrees with the engine's scoring on finished hands."""

from __future__ import annotations

import pytest

from jojotte_teach.ai.outcome import Deal as Contract
from jojotte_teach.ai.outcome import score_difference
from jojotte_teach.ai.players import get_player, play_hand
from jojotte_teach.engine import DENEXA, PAGAT, Deal, Rules, new_hand, score_hand


@pytest.mark.parametrize("rules", [PAGAT, DENEXA], ids=lambda r: r.name)
def test_score_difference_matches_score_hand(rules: Rules) -> None:
    kinds = set()
    for seed in range(400):
        state = new_hand(Deal.from_seed(seed, dealer=seed % 2), ("Ann", "Bob"), rules)
        state = play_hand(state, [get_player("random", seed), get_player("random", ~seed)])
        score = score_hand(state)
        if score.thrown_in:
            continue
        c = score.contract
        assert c is not None
        kinds.add((c.special, c.multiplier))
        trick_points = tuple(score.card_points[s] + score.last_trick[s] for s in (0, 1))
        expected = (score.above[0] + score.below[0]) - (score.above[1] + score.below[1])
        got = score_difference(rules, Contract(c.declarer, c.multiplier, c.special),
                               trick_points, score.jojotte, score.meld_score, score.tricks)
        assert got == expected, (seed, score.reckoning())
    # The random players reach doubled, redoubled, Nullo and Slam hands.
    assert {(None, 1), (None, 2), (None, 4), ("nullo", 1), ("slam", 1)} <= kinds
