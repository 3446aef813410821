"""Scoring questions made from hand records: answers from hand-worked golden scores."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from jojotte_teach.engine import HandRecord, load_record, score_hand
from jojotte_teach.quiz import KINDS, Question, grade, scoring_questions

GOLDEN = Path(__file__).resolve().parents[1] / "golden"


def _scored(stem: str) -> bool:
    """A golden hand record that scores (not a throw-in, session or refused record)."""
    expected = json.loads((GOLDEN / f"{stem}.expected.json").read_text(encoding="utf-8"))
    return "refused" not in expected and not expected.get("thrown_in") and "hands" not in expected


HANDS = sorted(p.stem for p in GOLDEN.glob("*.json")
               if not p.stem.endswith(".expected") and _scored(p.stem))


def hand(name: str) -> HandRecord:
    record = load_record(GOLDEN / f"{name}.json")
    assert isinstance(record, HandRecord)
    return record


def expected(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((GOLDEN / f"{name}.expected.json").read_text())
    return data


def by_key(questions: list[Question]) -> dict[str, Question]:
    return {q.key: q for q in questions}


@pytest.mark.parametrize("name", HANDS)
def test_answers_agree_with_the_hand_worked_scores(name: str) -> None:
    record, want = hand(name), expected(name)
    questions = by_key(scoring_questions(record))
    for player in record.players:
        for field in ("card_points", "trick_score", "total_score", "above", "below"):
            key = f"{field.replace('_', '-')}-{player}"
            assert questions[key].answer == want[field][player], key
        if f"meld-score-{player}" in questions:
            assert questions[f"meld-score-{player}"].answer == want["meld_score"][player]
    if "prison" in questions:
        assert questions["prison"].answer == want["prison"]


@pytest.mark.parametrize("name", HANDS)
def test_every_question_is_complete_and_its_mistakes_are_wrong(name: str) -> None:
    for q in scoring_questions(hand(name)):
        assert q.prompt.endswith("?") and q.rule and q.explanation and q.reckoning
        assert str(int(q.answer)) in q.explanation, q.key
        values = [m.value for m in q.mistakes]
        assert q.answer not in values and len(values) == len(set(values)), q.key
        for m in q.mistakes:
            result = grade(q, m.value)
            assert not result.correct and result.message == m.text
        assert grade(q, q.answer).correct


def test_forgetting_the_redouble_and_the_last_trick() -> None:
    # 07: Bob's redoubled contract; he won the last trick: 4 x (30 + 130) = 640 below.
    below = by_key(scoring_questions(hand("07-redouble-jojotte-multiplied")))["below-Bob"]
    assert below.answer == 640 and below.rule == "SCO-7"
    feedback = {m.value: m for m in below.mistakes}
    assert "multiplied by 4" in feedback[160].text          # the redouble forgotten
    assert "last trick" in feedback[600].text                # 4 x 10 forgotten
    assert "Ann's trick score" in feedback[4 * 130].text     # only his own trick score


def test_writing_the_beaten_defenders_score_below() -> None:
    # 16: Ann, the declarer, wins undoubled: Bob writes his 60 above the line (SCO-5).
    questions = by_key(scoring_questions(hand("16-trump-sequence-tiebreak")))
    below, above = questions["below-Bob"], questions["above-Bob"]
    assert below.answer == 0 and above.answer == 60
    assert below.feedback_for(60) is not None and below.feedback_for(60).rule == "SCO-5"
    assert above.feedback_for(0) is not None and above.feedback_for(0).rule == "SCO-5"


def test_counting_melds_in_the_trick_score() -> None:
    # 16: Ann scores 20 for her run; her trick score is 90.
    q = by_key(scoring_questions(hand("16-trump-sequence-tiebreak")))["trick-score-Ann"]
    assert q.answer == 90
    wrong = q.feedback_for(110)
    assert wrong is not None and wrong.rule == "MELD-7"


def test_counting_the_last_trick_as_card_points() -> None:
    q = by_key(scoring_questions(hand("16-trump-sequence-tiebreak")))["card-points-Ann"]
    assert q.answer == 80
    wrong = q.feedback_for(90)
    assert wrong is not None and "last trick" in wrong.text


def test_a_tie_goes_to_prison() -> None:
    questions = by_key(scoring_questions(hand("09-tie-into-prison")))
    assert questions["prison"].answer == 140 and questions["prison"].rule == "SCO-8"
    assert questions["below-Ann"].feedback_for(80) is not None


def test_the_prison_is_won_by_the_next_winner() -> None:
    questions = by_key(scoring_questions(hand("16-trump-sequence-tiebreak"), prison=140))
    prison = questions["prison"]
    assert prison.answer == 0 and prison.prompt.startswith("There were 140 points in prison")
    assert prison.feedback_for(140) is not None
    above = questions["above-Ann"]
    assert above.answer == 20 + 140 and above.rule == "SCO-8"
    assert above.feedback_for(20) is not None


def test_nullo_questions() -> None:
    questions = by_key(scoring_questions(hand("11-nullo-failed")))
    assert questions["prison"].rule == "SCO-9"
    assert questions["prison"].feedback_for(questions["prison"].answer + 10) is not None


def test_kinds_choose_the_questions() -> None:
    record = hand("07-redouble-jojotte-multiplied")
    assert [q.key for q in scoring_questions(record, kinds=["below"])] == ["below-Ann",
                                                                           "below-Bob"]
    every = {q.key.rsplit("-", 1)[0] for q in scoring_questions(record)}
    assert every == {"card-points", "trick-score", "total-score", "below", "above"}
    assert set(KINDS) >= {"meld_score", "prison"}
    with pytest.raises(ValueError, match="unknown kind of question 'points'"):
        scoring_questions(record, kinds=["points"])


def test_the_reckoning_is_attached() -> None:
    record = hand("07-redouble-jojotte-multiplied")
    q = scoring_questions(record)[0]
    assert q.reckoning == tuple(score_hand(record.final_state()).reckoning())


def test_unfinished_and_thrown_in_hands_are_refused() -> None:
    with pytest.raises(ValueError, match="thrown in"):
        scoring_questions(load_record(GOLDEN / "08-throw-in.json"))  # type: ignore[arg-type]
    record = hand("07-redouble-jojotte-multiplied")
    early = record.states()[5]
    with pytest.raises(ValueError, match="nothing to score yet"):
        scoring_questions(early)


@pytest.mark.parametrize("name", HANDS)
def test_the_feedback_names_cards_as_the_reader_sees_them(name: str) -> None:
    """J♣ in every question, explanation and feedback, never the record's JC."""
    notation = re.compile(r"\b(10|[7-9JQKA])[CDHS]\b")
    for q in scoring_questions(hand(name)):
        texts = [q.prompt, q.explanation, *(m.text for m in q.mistakes), *q.reckoning]
        assert [t for t in texts if notation.search(t)] == [], q.key


def test_the_card_points_are_explained_card_by_card() -> None:
    q = by_key(scoring_questions(hand("16-trump-sequence-tiebreak")))["card-points-Ann"]
    assert re.search(r"Ann won (10|[7-9JQKA])[♠♥♦♣] \d+, ", q.explanation), q.explanation
