"""The annotated rubber: its figures, and every judgement its page states in words.

The page ``book/annotated-game.md`` glues its figures from the engine, but some
sentences judge them ("from his seat the Ten looked best", "Slam is a poor bet").
Each such sentence is checked here against the same figures, so a change in the
record, the solver or the sampling that turns a judgement over fails here rather
than leaving the prose wrong.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from jojotte_teach.book import annotated as an
from jojotte_teach.book import annotated_play as ap
from jojotte_teach.engine import Card, SessionRecord, load_record

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "book" / "annotated-game.md"
RECORD = ROOT / "book" / "examples" / "annotated-rubber.json"


def cards(*texts: str) -> set[Card]:
    return {Card(t) for t in texts}


# ---------------------------------------------------------------- the record and the sheet


def test_the_rubber_is_a_session_of_at_least_three_hands_ending_the_rubber() -> None:
    session = load_record(RECORD)
    assert isinstance(session, SessionRecord)
    assert len(session.hands) >= 3
    pad = an.pad_after(len(session.hands))
    assert pad.rubber_over and pad.rubber_winner is not None
    assert pad.to_json() == session.scorepad().to_json()


def test_the_sheet_grows_hand_by_hand() -> None:
    previous = an.pad_after(0)
    assert previous.hands == []
    for number in range(1, 5):
        pad = an.pad_after(number)
        assert len(pad.hands) == number
        assert pad.hands[:-1] == previous.hands  # earlier hands are not rewritten
        assert an.hand_score(number) == pad.hands[-1]
        previous = pad
    with pytest.raises(ValueError, match="4 hands"):
        an.pad_after(5)


def test_the_rubber_shows_what_the_page_promises() -> None:
    # A bid in round two, melds and the interrogation, Jo-Jotte, the dix, a Nullo, prison
    # won, nine tricks unbid, and games for both players.
    session = load_record(RECORD)
    assert isinstance(session, SessionRecord)
    words = [str(a) for hand in session.hands for a in hand.actions]
    for needle in ("bid S", "bid H", "meld", " jo", " jotte", "dix", "nullo"):
        assert any(needle in w for w in words), needle
    pad = an.pad_after(4)
    assert {g.winner for g in pad.games} == {0, 1}
    assert pad.hands[2].prison > 0 and pad.hands[3].prison_won == pad.hands[2].prison
    assert pad.hands[3].tricks == (9, 0)
    last = an.hand_record(4).final_state()
    assert last.meld_outcome is not None
    assert any("high" in line.lower() for line in last.meld_outcome.dialogue(last.players))


def test_a_hand_out_of_range_is_refused() -> None:
    with pytest.raises(ValueError, match="from 1 to 4"):
        an.hand_record(0)


# ---------------------------------------------------------------- the play, judged in words


def test_hand1_trick3_the_ten_looked_best_but_a_low_club_was() -> None:
    f = ap.moment(1, 4)
    assert (f.trick, f.player, f.card) == (3, "Bob", Card("10C"))
    assert f.best_seen == (Card("10C"),)
    assert set(f.best) == cards("9C", "7C")
    assert f.cost > 0


def test_hand1_trick4_the_ten_of_trumps_was_best_both_ways() -> None:
    f = ap.moment(1, 7)
    assert (f.player, f.card) == ("Bob", Card("8S"))
    assert f.best == (Card("10S"),) == f.best_seen
    assert f.cost > 0


def test_hand1_trick7_the_ace_was_best_from_her_seat_only() -> None:
    f = ap.moment(1, 12)
    assert (f.player, f.card) == ("Ann", Card("AD"))
    assert f.best_seen == (Card("AD"),)
    assert Card("AD") not in f.best and f.cost > 0


def test_hand2_the_king_of_trumps_lead_and_no_card_given_away() -> None:
    f = ap.moment(2, 0)
    assert (f.player, f.card) == ("Ann", Card("KC"))
    assert f.best_seen == (Card("KC"),)
    assert Card("KC") in f.best and len(f.best) > 1  # "several leads are equal"
    assert all(x.cost <= 1e-9 for x in ap.card_figures(2))


def test_hand3_bob_could_beat_the_nullo_until_his_second_lead() -> None:
    first = ap.moment(3, 0)
    assert first.unit == "chance" and first.card == Card("8H")
    assert first.exact[first.card] == 1.0
    second = ap.moment(3, 2)
    assert second.card == Card("9S")
    assert second.exact[Card("9S")] == 0.0 and second.exact[Card("9H")] == 1.0
    assert Card("9H") not in second.best_seen  # "not his best guess"
    # After it the Nullo cannot be beaten: Bob's later cards change nothing.
    later = [f for f in ap.card_figures(3) if f.cards > 2 and f.player == "Bob"]
    assert later and all(max(f.exact.values()) == 0.0 for f in later)


def test_hand4_the_club_lead_cost_points_and_a_heart_looked_best() -> None:
    f = ap.moment(4, 0)
    assert (f.player, f.card) == ("Bob", Card("7C"))
    assert f.cost > 0
    assert set(f.best_seen) <= cards("QH", "7H") and f.best_seen


def test_a_forced_card_has_no_moment() -> None:
    forced = {f.cards for f in ap.card_figures(1)}
    missing = next(n for n in range(18) if n not in forced)
    with pytest.raises(ValueError, match="forced"):
        ap.moment(1, missing)


# ---------------------------------------------------------------- Nullo and Slam


def test_the_nullo_was_a_good_bet_and_the_slams_poor_ones() -> None:
    nullo = an.special_figures(3, "nullo")
    assert nullo.player == "Ann"
    assert nullo.chance > 0.5 and nullo.mean_gain > 0
    slam = an.special_figures(4, "slam")
    assert slam.player == "Ann"
    assert slam.chance < 0.5 and slam.mean_gain < 0
    assert an.special_figures(1, "slam").chance < 0.1  # "out of the question"


# ---------------------------------------------------------------- the auction


@pytest.fixture(scope="module")
def hand1_calls() -> tuple[an.CallFigures, ...]:
    return an.call_figures(1)


def test_every_call_is_valued_with_the_call_made_among_the_options(
        hand1_calls: tuple[an.CallFigures, ...]) -> None:
    record = an.hand_record(1)
    auction = [a for a in record.actions if a.verb.value in ("pass", "accept", "bid",
                                                               "double", "redouble")]
    assert [f.call for f in hand1_calls] == [a.short() for a in auction[:len(hand1_calls)]]
    assert len(hand1_calls) == 5
    for f in hand1_calls:
        assert f.call in f.values and f.samples == an.CALL_SAMPLES


def test_hand1_the_calls_the_page_explains(hand1_calls: tuple[an.CallFigures, ...]) -> None:
    bob_first, ann_first, _, ann_spades, bob_last = hand1_calls
    assert bob_first.values["accept"] < bob_first.values["pass"]  # no reason to want hearts
    assert ann_first.values["accept"] < ann_first.values["pass"]  # her strength is in spades
    assert ann_spades.call == "bid S" and ann_spades.best == "bid S"
    assert ann_spades.values["bid S"] > ann_spades.values["pass"] == 0  # pass: thrown in
    # "a double ... would double his losses"
    assert bob_last.values["double"] < bob_last.values["pass"] < 0


def test_the_page_names_its_record() -> None:
    text = PAGE.read_text(encoding="utf-8")
    assert '"annotated-rubber"' in text
    assert "## Summary" in text and text.count("book.show_quiz(") >= 2


def test_hand2_the_calls_the_page_explains() -> None:
    ann_first, bob_accept, ann_last = an.call_figures(2)
    # "Both are negative: this deal is not hers."
    assert ann_first.values["accept"] < ann_first.values["pass"] < 0
    assert bob_accept.call == "accept" and bob_accept.values["accept"] > bob_accept.values["pass"]
    assert ann_last.values["double"] < ann_last.values["pass"]


def test_hand3_and_hand4_the_calls_the_page_explains() -> None:
    bob_accept, ann_pass = an.call_figures(3)
    assert bob_accept.values["accept"] > bob_accept.values["pass"]
    assert ann_pass.values["double"] < ann_pass.values["pass"]
    ann_first, _, ann_hearts, bob_last = an.call_figures(4)
    # "a close call": whichever of pass and accept the figures prefer, the sampling
    # cannot tell them apart.
    assert ann_first.call == "pass"
    other = "accept" if ann_first.best == "pass" else ann_first.best
    assert not ann_first.clearly_better(other)
    assert ann_hearts.call == "bid H"
    assert bob_last.values["double"] < bob_last.values["pass"]


def test_hand1_the_advisor_agrees_that_spades_is_best() -> None:
    advised = an.advisor_for(1, "Ann")
    assert advised.best_contract.strain == "S"
    assert advised.contracts[0].accepted_turn_up  # the row the page calls "accepting hearts"
    assert advised.contracts[0].strain == "H"
    assert "advisor on Ann" in an.show_advisor(1, "Ann").html
