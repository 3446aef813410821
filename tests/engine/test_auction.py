"""The auction: BID-1 to BID-6."""

from __future__ import annotations

import pytest

from jojotte_teach.engine import Action, IllegalActionError, Phase, apply, explain, legal_actions
from tests.helpers import replay


def calls(actions: list[str]) -> list[str]:
    return [str(a) for a in legal_actions(replay(actions))]


def refused(actions: list[str], action: str) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as caught:
        apply(replay(actions), Action.parse(action))
    return caught.value


def test_bid_1_round_one_non_dealer_then_dealer_accept_or_pass() -> None:
    assert calls([]) == ["Ann pass", "Ann accept"]
    assert calls(["Ann pass"]) == ["Bob pass", "Bob accept"]
    error = refused([], "Ann bid H")
    assert error.rule == "BID-1" and "accept the turn-up's suit (spades) or pass" in str(error)
    assert refused([], "Bob accept").rule == "BID-1"


def test_bid_1_dealer_accepts_in_round_one() -> None:
    state = replay(["Ann pass", "Bob accept", "Ann pass"])
    assert state.contract is not None
    assert state.contract.declarer == 1 and state.contract.strain == "S"
    assert state.contract.accepted_turn_up


def test_bid_2_round_two_names_another_suit_or_no_trump() -> None:
    assert calls(["Ann pass", "Bob pass"]) == [
        "Ann pass", "Ann bid H", "Ann bid D", "Ann bid C", "Ann bid NT"]
    error = refused(["Ann pass", "Bob pass"], "Ann bid S")
    assert error.rule == "BID-2" and "spades were refused in round one" in str(error)
    assert refused(["Ann pass", "Bob pass"], "Ann accept").rule == "BID-2"
    state = replay(["Ann pass", "Bob pass", "Ann pass", "Bob bid D", "Ann pass"])
    assert state.contract is not None and state.contract.strain == "D"
    assert not state.contract.accepted_turn_up


def test_bid_3_four_passes_throw_the_hand_in() -> None:
    state = replay(["Ann pass", "Bob pass", "Ann pass", "Bob pass"])
    assert state.phase is Phase.THROWN_IN and legal_actions(state) == []
    error = refused(["Ann pass", "Bob pass", "Ann pass", "Bob pass"], "Ann accept")
    assert error.rule == "BID-3"


def test_bid_4_no_trump_overcalls_a_suit_but_not_no_trump() -> None:
    assert calls(["Ann accept"]) == ["Bob pass", "Bob double", "Bob bid NT"]
    state = replay(["Ann accept", "Bob bid NT", "Ann pass"])
    assert state.contract is not None
    assert state.contract.declarer == 1 and state.contract.strain == "NT"
    assert calls(["Ann accept", "Bob bid NT"]) == ["Ann pass", "Ann double"]
    error = refused(["Ann accept", "Bob bid NT"], "Ann bid NT")
    assert error.rule == "BID-4" and "cannot be overcalled" in str(error)
    error = refused(["Ann pass", "Bob pass", "Ann bid NT"], "Bob bid NT")
    assert error.rule == "BID-4"
    assert refused(["Ann accept"], "Bob bid H").rule == "BID-4"


def test_bid_5_double_then_redouble_or_pass() -> None:
    assert calls(["Ann accept", "Bob double"]) == ["Ann pass", "Ann redouble"]
    doubled = replay(["Ann accept", "Bob double", "Ann pass"])
    assert doubled.contract is not None and doubled.contract.multiplier == 2
    redoubled = replay(["Ann accept", "Bob double", "Ann redouble"])
    assert redoubled.contract is not None and redoubled.contract.multiplier == 4
    assert redoubled.phase is Phase.DECLARING
    assert refused(["Ann accept"], "Bob redouble").rule == "BID-5"
    assert refused(["Ann accept", "Bob double"], "Ann double").rule == "BID-5"
    assert refused([], "Ann double").rule == "BID-5"
    # The No-trump overcall can itself be doubled, and redoubled.
    state = replay(["Ann accept", "Bob bid NT", "Ann double", "Bob redouble"])
    assert state.contract is not None and state.contract.multiplier == 4


def test_bid_5_calls_out_of_turn_name_whose_turn_it_is() -> None:
    verdict = explain(replay(["Ann accept"]), Action.parse("Ann double"))
    assert not verdict.allowed and verdict.rule == "BID-5"
    assert "it is Bob's turn" in verdict.message


def test_bid_6_declarer_and_defender() -> None:
    state = replay(["Ann pass", "Bob pass", "Ann bid C", "Bob pass"])
    assert state.contract is not None
    assert state.contract.declarer == 0 and state.game.opponent_of(state.contract.declarer) == 1
    assert state.contract.describe(state.players) == "Ann: clubs"
    state = replay(["Ann pass", "Bob pass", "Ann bid C", "Bob double", "Ann redouble"])
    assert state.contract is not None
    assert state.contract.describe(state.players) == "Ann: clubs, redoubled"


def test_error_lists_the_legal_alternatives() -> None:
    error = refused(["Ann accept"], "Bob bid H")
    assert error.player == "Bob"
    assert [a.short() for a in error.legal] == ["pass", "double", "bid NT"]
    assert str(error).endswith("legal: pass double bid NT")
