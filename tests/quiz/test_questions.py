"""Questions as data and grading in plain Python: right, known mistakes, anything else."""

from __future__ import annotations

import pytest

from jojotte_teach.quiz import Feedback, Grade, Question, grade, mistake, numeric, parse_number


@pytest.fixture
def last_trick() -> Question:
    return numeric("How much is the last trick worth?", 10, "The last trick scores 10.",
                   "SCO-1", [mistake(0, "It does score.", "SCO-1"),
                             mistake(20, "Only 10.")], key="last-trick")


def test_a_question_is_plain_data(last_trick: Question) -> None:
    assert last_trick.key == "last-trick"
    assert last_trick.answer == 10 and last_trick.rule == "SCO-1"
    assert last_trick.mistakes == (Feedback(0, "It does score.", "SCO-1"), Feedback(20, "Only 10."))


@pytest.mark.parametrize("given", [10, "10", " 10 ", "10.0", 10.0])
def test_the_right_answer_in_any_spelling(last_trick: Question, given: object) -> None:
    result = grade(last_trick, given)  # type: ignore[arg-type]
    assert result == Grade(True, "Right. The last trick scores 10.", "SCO-1", 10.0)


def test_a_known_mistake_gets_its_own_feedback(last_trick: Question) -> None:
    result = grade(last_trick, "0")
    assert (result.correct, result.message, result.rule) == (False, "It does score.", "SCO-1")
    # A mistake without its own rule points to the question's.
    assert grade(last_trick, 20).rule == "SCO-1"


def test_any_other_number_gets_the_rule_to_read(last_trick: Question) -> None:
    result = grade(last_trick, 15)
    assert not result.correct and result.given == 15
    assert result.message == "Not 15. Read SCO-1 again and count once more."


@pytest.mark.parametrize("given", ["ten", "", "1 0", "10 points", "nan", True])
def test_not_a_number_is_said_plainly(last_trick: Question, given: object) -> None:
    result = grade(last_trick, given)  # type: ignore[arg-type]
    assert result == Grade(False, "Please answer with a number, such as 20 or 45.", None, None)


def test_mistakes_equal_to_the_answer_or_repeated_are_dropped() -> None:
    q = numeric("Trick score?", 45, "35 + 10.", "SCO-1",
                [mistake(45, "same as the answer"), mistake(35, "first"), mistake(35, "again")])
    assert [(m.value, m.text) for m in q.mistakes] == [(35, "first")]


def test_tolerance() -> None:
    q = numeric("Half of 5?", 2.5, "5 / 2.", "SCO-1", tolerance=0.01)
    assert grade(q, "2.501").correct and not grade(q, "2.6").correct


def test_a_prompt_is_required() -> None:
    with pytest.raises(ValueError, match="needs a prompt"):
        numeric("  ", 1, "", "SCO-1")


def test_parse_number() -> None:
    assert parse_number("1,000") == 1000 and parse_number("-5") == -5
    assert parse_number(".5") == 0.5 and parse_number("5.") == 5
    assert parse_number(float("inf")) is None and parse_number("1e3") is None
