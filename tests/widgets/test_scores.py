"""Scorepad, HandReplay and ScoringQuiz: the score sheet, a replay, and questions on a hand."""

from __future__ import annotations

import json
from pathlib import Path

import ipywidgets as w
import pytest

from jojotte_teach.engine import HandRecord, SessionRecord, load_record, score_hand
from jojotte_teach.widgets import HandReplay, Scorepad, ScoringQuiz

from .doubles import Accepter, FirstLegal

GOLDEN = Path(__file__).resolve().parents[1] / "golden"


def golden(name: str) -> HandRecord:
    record = load_record(GOLDEN / f"{name}.json")
    assert isinstance(record, HandRecord)
    return record


# ---------------------------------------------------------------- Scorepad


def test_a_rubber_on_the_sheet() -> None:
    session = load_record(GOLDEN / "22-rubber-session.json")
    assert isinstance(session, SessionRecord)
    want = json.loads((GOLDEN / "22-rubber-session.expected.json").read_text())
    pad = Scorepad(session, preview=False)
    assert pad.totals == [want["totals"][n] for n in session.players]
    assert pad.games == [g["winner"] for g in want["games"]]
    assert pad.rubber == want["rubber"]["winner"]
    html = pad.html
    assert 'aria-label="Score sheet"' in html and "the line" in html
    assert "rubber bonus" in html and "grand total" in html
    for number in range(1, len(want["games"]) + 1):
        assert f"game {number}: " in html
    assert html.count("border-bottom:3px double") == len(want["games"])
    assert f"{want['rubber']['winner']} wins the rubber" in html and "rule-game-2" in html


def test_hand_by_hand_and_refusals() -> None:
    pad = Scorepad(players=("Ann", "Bob"), preview=False)
    assert pad.totals == [0, 0] and "No hand scored yet" in pad.html
    tie = golden("09-tie-into-prison")
    assert pad.add(tie) and pad.prison == 140 and "In prison: 140" in pad.html
    unfinished = tie.states()[4]
    assert pad.add(unfinished) is False and "not finished" in pad.message
    other = golden("16-trump-sequence-tiebreak")
    assert pad.add(other) and pad.prison == 0
    score = score_hand(other.final_state(), 140)
    # Bob's 20 for melds in the tied hand, then the second hand with the prison in it.
    assert pad.totals == [score.above[0] + score.below[0], 20 + score.above[1]
                          + score.below[1]]
    assert score.prison_won == 140


def test_one_hand_or_the_engines_sheet() -> None:
    pad = Scorepad(golden("07-redouble-jojotte-multiplied"), preview=False)
    assert pad.totals == [0, 640] and pad.games == ["Bob"]
    again = Scorepad(pad.pad, preview=False)
    assert again.html == pad.html


# ---------------------------------------------------------------- HandReplay


def test_stepping_through_a_record() -> None:
    record = golden("16-trump-sequence-tiebreak")
    states = record.states()
    replay = HandReplay(record, preview=False)
    assert replay.steps == len(states) - 1 and replay.step == 0
    dealer, first = record.dealer, states[0].player_to_act
    assert replay.caption == f"The deal: {dealer} deals; {first} speaks first."
    assert replay.forward() and replay.caption == f"{states[1].history[-1].player} passes (BID-1)."
    assert replay.state == states[1]
    assert replay.back() and replay.back() is False and "nothing before it" in replay.message
    assert replay.end() and replay.state == states[-1]
    assert "The reckoning" in replay.html and "rule-sco-5" in replay.html
    assert replay.forward() is False and "end of the record" in replay.message
    assert replay.go(replay.steps + 1) is False
    assert replay.start() and replay.step == 0


def test_the_buttons_step_too() -> None:
    replay = HandReplay(golden("16-trump-sequence-tiebreak"), preview=False)
    nav = next(c for c in replay.children if isinstance(c, w.HBox))
    forward = next(b for b in nav.children if getattr(b, "description", "").startswith(
        "Forward"))
    forward.click()
    forward.click()
    assert replay.step == 2 and replay.error == ""


def test_replaying_a_state_and_a_throw_in() -> None:
    state = golden("16-trump-sequence-tiebreak").final_state()
    assert HandReplay(state, preview=False).steps == len(state.history)
    thrown = HandReplay(load_record(GOLDEN / "08-throw-in.json"),  # type: ignore[arg-type]
                        preview=False)
    thrown.end()
    assert "thrown in" in thrown.html


# ---------------------------------------------------------------- ScoringQuiz


def test_questions_on_a_given_hand() -> None:
    quiz = ScoringQuiz(golden("07-redouble-jojotte-multiplied"), kinds=["below"],
                       preview=False)
    assert quiz.prompts == ["What does Ann write below the line for this hand?",
                            "What does Bob write below the line for this hand?"]
    assert quiz.results == ["", ""] and quiz.seed == ""
    assert quiz.answer("below-Bob", 160).correct is False
    assert quiz.results == ["", "wrong"] and "multiplied by 4" in quiz.feedback[1]
    assert quiz.answer(1, "640").correct
    assert quiz.results == ["", "correct"] and quiz.feedback[1].startswith("Right.")
    assert quiz.answer(0, "nothing").correct is False and quiz.results[0] == ""
    assert "rule-sco-7" in quiz._notes[1].value


def test_typing_an_answer_checks_it() -> None:
    quiz = ScoringQuiz(golden("07-redouble-jojotte-multiplied"), kinds=["below"],
                       preview=False)
    quiz._boxes[0].value = "0"
    assert quiz.results[0] == "correct" and quiz.error == ""


def test_the_reckoning_on_request() -> None:
    record = golden("16-trump-sequence-tiebreak")
    quiz = ScoringQuiz(record, preview=False)
    assert quiz.reckoning == ""
    quiz.reveal()
    for line in score_hand(record.final_state()).lines:
        for rule in line.rules:
            assert f"#rule-{rule.lower()}" in quiz.reckoning
    assert "Four of a kind (class A)" in quiz.html  # the melds' dialogue is shown


def test_an_unknown_question() -> None:
    quiz = ScoringQuiz(golden("16-trump-sequence-tiebreak"), preview=False)
    result = quiz.answer("points-Zed", 3)
    assert not result.correct and "There is no question" in result.message


def test_fresh_hands_played_by_computer_players() -> None:
    quiz = ScoringQuiz(seed=4, computer=(Accepter(), Accepter()), preview=False)
    assert quiz.seed.isdigit() and int(quiz.seed) >= 4
    assert quiz.state.is_over and quiz.prompts
    same = ScoringQuiz(seed=4, computer=(Accepter(), Accepter()), preview=False)
    assert [q.answer for q in same.questions] == [q.answer for q in quiz.questions]
    first = quiz.seed
    quiz.new_hand()
    assert int(quiz.seed) > int(first) and quiz.results == [""] * len(quiz.questions)


def test_fresh_hands_by_computer_name() -> None:
    quiz = ScoringQuiz(seed=2, computer="random", preview=False)
    assert quiz.state.phase.value == "over"


def test_unfinished_hands_are_refused() -> None:
    with pytest.raises(ValueError, match="nothing to score yet"):
        ScoringQuiz(golden("16-trump-sequence-tiebreak").states()[3], preview=False)


def test_deals_that_are_always_thrown_in() -> None:
    from jojotte_teach.engine import PAGAT
    from jojotte_teach.widgets import play_out

    # Passing whenever it may, both players throw every deal in (BID-3).
    with pytest.raises(ValueError, match="3 deals in a row were thrown in"):
        play_out(1, ("Ann", "Bob"), PAGAT, (FirstLegal(), FirstLegal()), max_deals=3)
