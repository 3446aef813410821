"""The clarified rules and format: SCO-10 on a tie, MELD-2's touching runs, the
multiplier on a Nullo hand, the opening lead's analysis, and records that must
keep working as HAND_RECORD.md says (explicit passes, throw-ins, the rubber's end).

Expected figures are worked out by hand in the comments from RULES.md.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from jojotte_teach.cli import main
from jojotte_teach.engine import (
    Action,
    Contract,
    IllegalActionError,
    InvalidRecordError,
    Verb,
    apply,
    explain,
    legal_actions,
    parse_record,
    score_hand,
)
from tests.engine.test_scoring import ALL, spades
from tests.helpers import BASE_DEAL, finished, record, replay

#: Bob holds the seven spades A K Q J 10 9 8 (and 7S is the turn-up): Ann accepts spades.
RUN_OF_SEVEN: dict[str, Any] = {
    "hands": {"Ann": ["AH", "KH", "QH", "AD", "KD", "QD"],
              "Bob": ["AS", "KS", "QS", "JS", "10S", "9S"]},
    "turn_up": "7S",
    "draw": {"Ann": ["AC", "KC", "QC"], "Bob": ["8S", "7H", "7D"]},
    "info_card": "7C",
}
#: Ann accepts: Bob, the defender, speaks first after the draw (SPEC-1, SPEC-2).
AFTER_THE_DRAW = ["Ann accept", "Bob pass"]


# ---------------------------------------------------------------- SCO-10 on a tie


#: Ann's nine cards, in a spade contract: JS 20, 9S 15, AS KS QS 20, AH KH 15, AD AC 20 = 90.
ANN_NINE = "JS 9S AS KS QS AH KH AD AC"
#: Bob's nine: four Tens 40, KC QC 10, JC 9C 8D 0 = 50 card points.
BOB_NINE = "10S 10H 10D 10C KC QC JC 9C 8D"
#: Bob's melds: four Tens 100 (class A) and K-Q-J-10-9 of clubs 50 (class B) = 150.
BOB_MELDS = ("10S 10H 10D 10C", "KC QC JC 10C 9C")


@pytest.mark.parametrize(("declarer", "special", "bonus"),
                         [(0, None, 100), (0, "slam", 500), (1, None, 100)])
def test_sco_10_the_slam_bonus_stands_when_the_totals_tie(
        declarer: int, special: str | None, bonus: int) -> None:
    # Ann takes all nine tricks: 90 + 50 = 140 card points + 10 for the last = 150.
    # Bob takes none but scores 150 in melds: Total Scores 150 and 150, a tie (SCO-8).
    hand = finished(spades(declarer, special=special), (f"{ANN_NINE} {BOB_NINE}", ""),
                    last=0, melds=((), BOB_MELDS))
    score = score_hand(hand, prison=30)
    assert score.trick_score == (150, 0) and score.meld_score == (0, 150)
    assert score.total_score == (150, 150)
    # Both trick scores go to prison, where the 30 already there stays (nobody won).
    assert score.winner is None and score.below == (0, 0)
    assert score.prison == 30 + 150 and score.prison_won == 0
    # SCO-10: Ann's Slam bonus stands all the same; Bob's melds are above (MELD-7).
    assert score.above == (bonus, 150)
    assert any("SCO-10" in line.rules for line in score.lines)


# ---------------------------------------------------------------- MELD-2


def test_meld_2_touching_runs_of_one_suit_are_refused_with_the_reason() -> None:
    state = replay([*AFTER_THE_DRAW, "Bob meld AS KS QS"], deal=RUN_OF_SEVEN)
    action = Action.parse("Bob meld JS 10S 9S 8S")
    assert action not in legal_actions(state)
    verdict = explain(state, action)
    assert not verdict.allowed and verdict.rule == "MELD-2"
    assert "touches" in verdict.message and "A♠ K♠ Q♠" in verdict.message
    assert "one meld" in verdict.message
    with pytest.raises(IllegalActionError) as caught:
        apply(state, action)
    assert caught.value.rule == "MELD-2"


def test_meld_2_a_run_of_seven_is_one_meld_of_50() -> None:
    state = replay([*AFTER_THE_DRAW, "Bob meld AS KS QS JS 10S 9S 8S"], deal=RUN_OF_SEVEN)
    offered = [str(a) for a in legal_actions(state) if a.verb is Verb.MELD]
    # Every other run of spades shares a card with the declared seven: none is offered.
    assert not [m for m in offered if "S" in m.split()[-1]]
    run = state.melds[1][0]
    assert run.points == 50


def test_meld_2_runs_with_a_gap_between_them_may_both_be_declared() -> None:
    # A K Q and 10 9 8 leave the Jack between them: they neither share nor touch.
    state = replay([*AFTER_THE_DRAW, "Bob meld AS KS QS"], deal=RUN_OF_SEVEN)
    assert Action.parse("Bob meld 10S 9S 8S") in legal_actions(state)
    assert Action.parse("Bob meld JS 10S 9S") not in legal_actions(state)
    assert Action.parse("Bob meld QS JS 10S") not in legal_actions(state)  # shares QS


# ---------------------------------------------------------------- the multiplier


def test_contract_multiplier_is_the_auctions_on_a_nullo_hand() -> None:
    # denexa lets a defender who doubled bid Nullo: the record keeps the double's 2.
    state = replay(["Ann accept", "Bob double", "Ann pass", "Bob nullo"], rules="denexa")
    assert state.contract is not None and state.contract.special == "nullo"
    assert state.contract.multiplier == 2
    state = replay(["Ann accept", "Bob double", "Ann redouble", "Bob nullo"], rules="denexa")
    assert state.contract is not None and state.contract.multiplier == 4


def test_a_nullo_after_a_double_multiplies_nothing() -> None:
    nullo = Contract(declarer=1, strain="NT", multiplier=2, special="nullo")
    made = score_hand(finished(nullo, (ALL, ""), last=0))
    # SCO-9: 120 card points at No-trump values to prison, 200 to Bob; nothing doubled.
    assert made.prison == 120 and made.above == (0, 200)
    assert made.to_json()["contract"]["multiplier"] == 2


# ---------------------------------------------------------------- analyse


def test_analyse_values_the_opening_lead(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    data = {"format": "jojotte-hand/1", "players": ["Ann", "Bob"], "dealer": "Bob",
            "deal": BASE_DEAL, "actions": ["Ann accept", "Bob pass"]}
    path = tmp_path / "lead.json"
    path.write_text(json.dumps(data))
    assert main(["analyse", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    # Ann accepted, so Bob is the defender and leads to the first trick (PLAY-1).
    assert out["to_move"] == "Bob"
    state = record(["Ann accept", "Bob pass"]).final_state()
    bob_cards = {c.text for c in state.hands[1]}
    assert set(out["values"]) == bob_cards  # every card of his nine may be led
    # A card's value is the trick points Bob takes from here: between 0 and all of them.
    assert all(0 <= v <= 165 for v in out["values"].values())


# ---------------------------------------------------------------- kept behaviours


def test_an_explicit_pass_after_the_draw_changes_nothing() -> None:
    implicit = record(["Ann accept", "Bob pass", "Bob play AC"]).final_state()
    explicit = record(["Ann accept", "Bob pass", "Bob pass", "Bob pass", "Ann pass",
                       "Ann pass", "Bob play AC"]).final_state()
    assert explicit.hands == implicit.hands and explicit.trick == implicit.trick
    assert explicit.contract == implicit.contract


def test_bid_3_an_action_after_four_passes_is_refused() -> None:
    with pytest.raises(IllegalActionError) as caught:
        record(["Ann pass", "Bob pass", "Ann pass", "Bob pass", "Ann accept"]).final_state()
    assert caught.value.rule == "BID-3"


def _session(hands: list[dict[str, Any]]) -> Any:
    return parse_record({"format": "jojotte-session/1", "players": ["Ann", "Bob"],
                         "hands": hands})


GOLDEN = Path(__file__).resolve().parents[1] / "golden"


def test_a_games_hands_count_the_throw_ins() -> None:
    throw_in = json.loads((GOLDEN / "08-throw-in.json").read_text())
    rubber = json.loads((GOLDEN / "22-rubber-session.json").read_text())
    expected = json.loads((GOLDEN / "22-rubber-session.expected.json").read_text())
    hands = [h for h in expected["hands"] if h.get("thrown_in")]
    assert hands, "the rubber session holds a throw-in"
    first_game = expected["games"][0]
    assert first_game["hands"] >= 2
    assert throw_in["actions"] == ["Ann pass", "Bob pass", "Ann pass", "Bob pass"]
    pad = _session(rubber["hands"]).scorepad()
    assert [g.hands for g in pad.games] == [g["hands"] for g in expected["games"]]
    assert sum(g.hands for g in pad.games) == len(rubber["hands"])


def test_a_hand_after_the_rubber_is_decided_is_refused() -> None:
    rubber = json.loads((GOLDEN / "22-rubber-session.json").read_text())
    extra = dict(rubber["hands"][-2])
    with pytest.raises(InvalidRecordError) as caught:
        _session([*rubber["hands"], extra]).scorepad()
    assert "rubber" in str(caught.value)
