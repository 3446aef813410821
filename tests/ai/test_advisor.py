"""The bidding advisor: each strain's result over sampled deals, in plain numbers."""

from __future__ import annotations

import statistics

import pytest

from jojotte_teach.ai.advisor import advise_bid
from jojotte_teach.engine import Card, parse_cards


def test_each_strain_is_valued_over_the_same_deals() -> None:
    advice = advise_bid(parse_cards("JS 9S AS 10H AD 7C"), Card("KS"), samples=4, seed=3)
    assert advice.samples == 4
    assert [c.strain for c in advice.contracts] == ["S", "H", "D", "C", "NT"]
    assert [c.accepted_turn_up for c in advice.contracts] == [True] + [False] * 4
    for row in advice.contracts:
        assert len(row.results) == len(row.trick_points) == 4
        assert row.mean == statistics.fmean(row.results)
        assert 0 <= row.wins <= 1
    assert advice.best_contract.mean == max(c.mean for c in advice.contracts)
    data = advice.to_json()
    assert data["contracts"][0]["label"] == "Accept spades"
    assert data["calls"] == []


def test_strong_trumps_are_worth_more_as_trumps() -> None:
    """Jack, Nine, Ace and Ten of spades: spades must beat a suit where the hand has
    only the Ace of diamonds."""
    advice = advise_bid(parse_cards("JS 9S AS 10S AD 7C"), Card("8S"), samples=6, seed=1)
    by_strain = {c.strain: c.mean for c in advice.contracts}
    assert by_strain["S"] > by_strain["H"]


def test_the_advice_is_fixed_by_its_seed_and_can_value_calls() -> None:
    hand, turn_up = parse_cards("JH 9H AH AS 10S 7C"), Card("KH")
    a = advise_bid(hand, turn_up, samples=3, seed=5, calls=True)
    b = advise_bid(hand, turn_up, samples=3, seed=5, calls=True)
    assert a.to_json() == b.to_json()
    assert [c.call for c in a.calls] == ["pass", "accept"]
    dealer = advise_bid(hand, turn_up, samples=2, seed=5, calls=True, dealer=True)
    assert [c.call for c in dealer.calls] == ["pass", "accept"]


def test_a_time_budget_cuts_the_deals_short() -> None:
    advice = advise_bid(parse_cards("JH 9H AH AS 10S 7C"), Card("KH"), samples=50,
                        time_budget=0.0)
    assert advice.samples == 1


def test_bad_hands_are_refused() -> None:
    with pytest.raises(ValueError, match="six distinct cards"):
        advise_bid(parse_cards("JH 9H AH AS 10S"), Card("KH"))
    with pytest.raises(ValueError, match="six distinct cards"):
        advise_bid(parse_cards("JH 9H AH AS 10S KH"), Card("KH"))
