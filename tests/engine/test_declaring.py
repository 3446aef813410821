"""After the draw: SPEC-1 to SPEC-5, MELD-1 to MELD-7 and DIX-1."""

from __future__ import annotations

from typing import Any

import pytest

from jojotte_teach.engine import (
    Action,
    IllegalActionError,
    Meld,
    Phase,
    Stage,
    Suit,
    apply,
    interrogate,
    legal_actions,
    parse_cards,
    player_view,
)
from tests.helpers import replay

#: Ann: four Jacks and a run 9-8-7 of spades; Bob: A-K-Q of spades and 10-9-8-7 of diamonds.
MELD_DEAL: dict[str, Any] = {
    "hands": {"Ann": ["JS", "JH", "JD", "JC", "9S", "8S"],
              "Bob": ["AS", "KS", "QS", "9H", "9D", "9C"]},
    "turn_up": "10S",
    "draw": {"Ann": ["7S", "AH", "KH"], "Bob": ["10D", "8D", "7D"]},
    "info_card": "7C",
}

#: Bob holds four Nines; Ann four Jacks.
NINES_DEAL: dict[str, Any] = {
    "hands": {"Ann": ["JS", "JH", "JD", "JC", "8S", "7S"],
              "Bob": ["9S", "9H", "9D", "9C", "AS", "KS"]},
    "turn_up": "10S",
    "draw": {"Ann": ["AH", "KH", "QH"], "Bob": ["10D", "8D", "7D"]},
    "info_card": "7C",
}


def melds(*texts: str) -> tuple[Meld, ...]:
    return tuple(Meld(parse_cards(t)) for t in texts)


def refused(actions: list[str], action: str, **kw: Any) -> IllegalActionError:
    state = replay(actions, **kw)
    with pytest.raises(IllegalActionError) as caught:
        apply(state, Action.parse(action))
    return caught.value


def test_spec_1_the_defender_may_bid_nullo() -> None:
    state = replay(["Ann accept", "Bob pass", "Bob nullo"])
    assert state.contract is not None
    assert state.contract.special == "nullo" and state.contract.declarer == 1
    assert state.contract.trump is None and state.contract.strain == "NT"
    assert refused(["Ann accept", "Bob pass"], "Ann nullo").rule == "SPEC-1"


def test_spec_1_not_after_doubling_under_pagat_but_under_denexa() -> None:
    doubled = ["Ann accept", "Bob double", "Ann pass"]
    error = refused(doubled, "Bob nullo")
    assert error.rule == "SPEC-1" and "doubled" in str(error)
    state = replay([*doubled, "Bob nullo"], rules="denexa")
    assert state.contract is not None and state.contract.special == "nullo"


def test_spec_2_the_defender_declares_first() -> None:
    state = replay(["Ann accept", "Bob pass", "Bob pass"], deal=MELD_DEAL)
    assert state.stage is Stage.DEFENDER_MELDS and state.player_to_act == "Bob"
    assert "Bob meld 10D 9D 8D 7D" in [str(a) for a in legal_actions(state)]
    assert "Bob meld 10D 8D 7D" not in [str(a) for a in legal_actions(state)]
    assert "Bob meld AS KS QS" in [str(a) for a in legal_actions(state)]
    error = refused(["Ann accept", "Bob pass", "Bob pass"], "Ann meld JS JH JD JC",
                    deal=MELD_DEAL)
    assert error.rule == "SPEC-2" and "Bob's turn" in str(error)


def test_spec_3_slam_overrides_nullo() -> None:
    state = replay(["Ann accept", "Bob pass", "Bob nullo", "Ann slam"])
    assert state.contract is not None
    assert state.contract.special == "slam" and state.contract.declarer == 0
    assert state.contract.trump is Suit.SPADES
    assert refused(["Ann accept", "Bob pass"], "Bob slam").rule == "SPEC-3"


def test_spec_4_the_original_bidder_declares_last_then_play_starts() -> None:
    actions = ["Ann accept", "Bob pass", "Bob meld AS KS QS", "Ann meld JS JH JD JC"]
    state = replay(actions, deal=MELD_DEAL)
    assert state.stage is Stage.BIDDER_MELDS and state.player_to_act == "Ann"
    state = apply(state, Action.parse("Ann pass"))
    assert state.phase is Phase.PLAY and state.player_to_act == "Bob"


def test_spec_5_melds_are_judged_under_the_final_contract() -> None:
    # Bob's four Nines count in spades, not on his own Nullo hand (No-trump ranks).
    nullo = replay(["Ann accept", "Bob pass", "Bob nullo", "Bob meld 9S 9H 9D 9C", "Ann pass",
                    "Ann pass"], deal=NINES_DEAL)
    assert nullo.meld_outcome is not None and nullo.meld_outcome.points(1) == 0
    slam = replay(["Ann accept", "Bob pass", "Bob nullo", "Bob meld 9S 9H 9D 9C", "Ann slam",
                   "Ann pass"], deal=NINES_DEAL)
    assert slam.meld_outcome is not None and slam.meld_outcome.points(1) == 100


def test_meld_1_fours_and_their_order() -> None:
    out = interrogate(1, (melds("JS JH JD JC"), melds("9S 9H 9D 9C")), Suit.SPADES)
    assert out.points(0) == 100 and out.points(1) == 0
    assert out.dialogue(["Ann", "Bob"])[:2] == [
        'Bob: "Four Nines."', 'Ann: "Not good: four Jacks."']
    # At No-trump the Ace four is the best and Jacks the least.
    out = interrogate(1, (melds("JS JH JD JC"), melds("AS AH AD AC")), None)
    assert out.points(1) == 100
    error = refused(["Ann accept", "Bob pass", "Bob pass", "Bob pass", "Ann pass"],
                    "Ann meld 8S 8H 8D 8C", deal=MELD_DEAL)
    assert error.rule == "MELD-1" and "four Eights never count" in str(error)


def test_meld_1_four_nines_cannot_be_declared_at_no_trump() -> None:
    actions = ["Ann pass", "Bob pass", "Ann bid NT", "Bob pass", "Bob pass"]
    error = refused(actions, "Bob meld 9S 9H 9D 9C", deal=NINES_DEAL)
    assert error.rule == "MELD-1" and "do not count at No-trump" in str(error)


def test_meld_2_sequence_values_and_shape() -> None:
    assert [m.points for m in melds("AS KS QS", "AS KS QS JS", "AS KS QS JS 10S",
                                    "AS KS QS JS 10S 9S")] == [20, 40, 50, 50]
    error = refused(["Ann accept", "Bob pass", "Bob pass"], "Bob meld AS QS 9D",
                    deal=MELD_DEAL)
    assert error.rule == "MELD-2" and "one suit" in str(error)
    error = refused(["Ann accept", "Bob pass", "Bob pass"], "Bob meld 10D 8D 7D",
                    deal=MELD_DEAL)
    assert error.rule == "MELD-2" and "follow each other" in str(error)
    error = refused(["Ann accept", "Bob pass", "Bob pass"], "Bob meld AH KH QH",
                    deal=MELD_DEAL)
    assert error.rule == "MELD-2" and "does not hold A♥ K♥ Q♥" in str(error)


@pytest.mark.parametrize(
    ("ann", "bob", "trump", "winner"),
    [
        (("KH QH JH 10H",), ("AS KS QS",), Suit.CLUBS, 0),  # longer wins
        (("KH QH JH",), ("AS KS QS",), Suit.CLUBS, 1),  # equal length, higher top
        (("KH QH JH",), ("KS QS JS",), Suit.SPADES, 1),  # equal, the trump run wins
        (("KH QH JH",), ("KS QS JS",), Suit.HEARTS, 0),
        (("KH QH JH",), ("KS QS JS",), Suit.CLUBS, None),  # fully equal: neither
        (("KH QH JH",), ("KS QS JS",), None, None),
    ],
)
def test_meld_3_sequence_tie_breaks(ann: tuple[str, ...], bob: tuple[str, ...],
                                    trump: Suit | None, winner: int | None) -> None:
    out = interrogate(1, (melds(*ann), melds(*bob)), trump)
    assert out.results[1].winner == winner
    if winner is None:
        assert out.points(0) == out.points(1) == 0
        assert out.dialogue(["Ann", "Bob"])[-1] == 'Ann: "Nor mine: neither of us scores."'


def test_meld_4_the_class_winner_scores_every_meld_of_the_class() -> None:
    state = replay(["Ann accept", "Bob pass", "Bob meld 10D 9D 8D 7D", "Bob meld AS KS QS",
                    "Ann meld JS JH JD JC", "Ann meld 9S 8S 7S", "Ann pass"], deal=MELD_DEAL)
    out = state.meld_outcome
    assert out is not None
    assert out.points(1) == 40 + 20 and out.points(0) == 100
    assert [str(m) for m in out.shown(1)] == ["10D 9D 8D 7D", "AS KS QS"]


def test_meld_5_the_interrogation_dialogue() -> None:
    state = replay(["Ann accept", "Bob pass", "Bob meld 10D 9D 8D 7D", "Bob meld AS KS QS",
                    "Ann meld JS JH JD JC", "Ann meld 9S 8S 7S", "Ann pass"], deal=MELD_DEAL)
    assert state.meld_outcome is not None
    assert state.meld_outcome.dialogue(state.players) == [
        'Bob: "No four of a kind."', 'Ann: "Four Jacks."',
        'Bob: "A run of four."', 'Ann: "Good."',
    ]
    result = state.meld_outcome.results[0]
    assert result.learnt_by(1) == ("holds four Jacks",)
    out = interrogate(0, (melds("AS KS QS JS"), melds("KH QH JH 10H")), Suit.CLUBS)
    assert out.dialogue(["Ann", "Bob"]) == [
        'Ann: "A run of four."', 'Bob: "How high?"', 'Ann: "Ace."', 'Bob: "Good."']


def test_meld_5_opponent_melds_stay_hidden_until_settled() -> None:
    state = replay(["Ann accept", "Bob pass", "Bob meld 10D 9D 8D 7D"], deal=MELD_DEAL)
    ann_sees = player_view(state, "Ann").history[-1]
    assert ann_sees.player == "Bob" and ann_sees.cards == ()
    assert player_view(state, "Bob").history[-1].cards != ()


def test_meld_5_only_the_melds_shown_are_seen_after_the_interrogation() -> None:
    # Bob wins class B and shows both runs; Ann's run 9-8-7 of spades loses and stays hidden.
    state = replay(["Ann accept", "Bob pass", "Bob meld 10D 9D 8D 7D", "Bob meld AS KS QS",
                    "Ann meld JS JH JD JC", "Ann meld 9S 8S 7S", "Ann pass"], deal=MELD_DEAL)
    bob_sees = [str(a) for a in player_view(state, "Bob").history if a.player == "Ann"]
    assert "Ann meld JS JH JD JC" in bob_sees  # four Jacks won class A: shown
    assert "Ann meld 9S 8S 7S" not in bob_sees and "Ann meld" in bob_sees
    ann_sees = [str(a) for a in player_view(state, "Ann").history if a.player == "Bob"]
    assert "Bob meld 10D 9D 8D 7D" in ann_sees and "Bob meld AS KS QS" in ann_sees


def test_meld_6_declaring_is_optional() -> None:
    state = replay(["Ann accept", "Bob pass", "Bob pass", "Bob pass", "Ann pass", "Ann pass"],
                   deal=MELD_DEAL)
    assert state.phase is Phase.PLAY
    assert state.meld_outcome is not None
    assert state.meld_outcome.points(0) == state.meld_outcome.points(1) == 0


def test_dix_1_the_seven_of_trumps_for_the_turn_up() -> None:
    state = replay(["Ann accept", "Bob pass", "Bob dix"])
    assert state.turn_up.text == "7S" and "10S" in [c.text for c in state.hands[1]]
    assert "7S" not in [c.text for c in state.hands[1]]
    # The exchange is public: Ann sees which card Bob took.
    view = player_view(state, "Ann")
    assert view.dix_by == 1 and view.dix_card is not None and view.dix_card.text == "10S"
    assert player_view(replay(["Ann accept", "Bob pass"]), "Ann").dix_card is None
    error = refused(["Ann accept", "Bob pass", "Bob dix"], "Bob dix")
    assert error.rule == "DIX-1" and "already" in str(error)


def test_dix_1_only_after_acceptance_in_round_one() -> None:
    error = refused(["Ann accept", "Bob bid NT", "Ann pass"], "Bob dix")
    assert error.rule == "DIX-1" and "not played in the turn-up's suit" in str(error)
    assert refused(["Ann accept"], "Bob dix").rule == "DIX-1"
    assert refused(["Ann accept", "Bob pass"], "Ann dix").rule == "DIX-1"


def test_dix_1_not_with_a_seven_used_in_a_meld_nor_after_the_lead() -> None:
    base = ["Ann accept", "Bob pass", "Ann meld 9S 8S 7S"]
    error = refused(base, "Ann dix", deal=MELD_DEAL)
    assert "declared meld" in str(error)
    state = replay(["Ann accept", "Bob pass", "Ann dix", "Ann meld 10S 9S 8S"],
                   deal=MELD_DEAL)
    assert state.melds[0][0].points == 20
    error = refused(["Ann accept", "Bob pass", "Bob play 10D"], "Ann dix", deal=MELD_DEAL)
    assert error.rule == "DIX-1" and "already been led" in str(error)


def test_implicit_passes_in_records() -> None:
    state = replay(["Ann accept", "Bob pass", "Ann slam"])
    assert [str(a) for a in state.history[2:]] == ["Bob pass", "Bob pass", "Ann slam"]
