"""Quiz questions as data, and grading in plain Python.

A :class:`Question` holds its prompt, the answer, the explanation of the
answer, the rule behind it, and feedback for typical wrong answers. Grading
never raises: an answer that is not a number gets a message saying so.

>>> q = numeric("How many points is the Jack of trumps worth?", 20,
...             "The Jack is the highest trump and worth 20.", "SCO-1",
...             mistakes=[mistake(0, "A plain Jack is worth nothing, but this one is a trump.")])
>>> grade(q, "20").correct
True
>>> grade(q, 0).message
'A plain Jack is worth nothing, but this one is a trump.'
>>> grade(q, "twenty").message
'Please answer with a number, such as 20 or 45.'
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

__all__ = ["Feedback", "Grade", "Question", "grade", "mistake", "numeric", "parse_number"]


@dataclass(frozen=True, slots=True)
class Feedback:
    """What to say to one particular wrong answer.

    Attributes:
        value: the wrong answer this feedback is for.
        text: why it is wrong, in plain words.
        rule: the rule ID the learner should read again.
    """

    value: float
    text: str
    rule: str | None = None


@dataclass(frozen=True, slots=True)
class Question:
    """A question with a numeric answer.

    Attributes:
        key: a stable name for the question, such as ``card-points-Ann``.
        prompt: the question as asked.
        answer: the right answer.
        explanation: why it is right (shown with a right answer, and on request).
        rule: the rule ID the question is about.
        mistakes: feedback for typical wrong answers, each with a different value.
        tolerance: how far an answer may be from ``answer`` and still be right.
        reckoning: the lines of the hand's reckoning, when the question comes from a hand.
    """

    key: str
    prompt: str
    answer: float
    explanation: str
    rule: str
    mistakes: tuple[Feedback, ...] = ()
    tolerance: float = 0
    reckoning: tuple[str, ...] = field(default=(), compare=False)

    def feedback_for(self, value: float) -> Feedback | None:
        """The feedback for a known wrong answer, if this is one."""
        for item in self.mistakes:
            if math.isclose(item.value, value, abs_tol=max(self.tolerance, 1e-9)):
                return item
        return None


@dataclass(frozen=True, slots=True)
class Grade:
    """The verdict on one answer.

    Attributes:
        correct: the answer is right.
        message: what to tell the learner.
        rule: the rule ID to read (the question's, or the mistake's).
        given: the answer as a number, ``None`` if it was not one.
    """

    correct: bool
    message: str
    rule: str | None
    given: float | None


def mistake(value: float, text: str, rule: str | None = None) -> Feedback:
    """Feedback for one typical wrong answer (a shorthand for :class:`Feedback`).

    >>> mistake(45, "That forgets the last trick.", "SCO-1").rule
    'SCO-1'
    """
    return Feedback(value, text, rule)


def numeric(
    prompt: str,
    answer: float,
    explanation: str,
    rule: str,
    mistakes: Iterable[Feedback] = (),
    key: str | None = None,
    tolerance: float = 0,
) -> Question:
    """A question with a numeric answer, for questions written by hand.

    Mistakes whose value equals the answer, or an earlier mistake's, are dropped:
    a value can only have one feedback.

    Raises:
        ValueError: the prompt is empty.

    >>> q = numeric("2 + 2?", 4, "Two and two make four.", "SCO-1",
    ...             [mistake(4, "never shown"), mistake(5, "One too many.")])
    >>> [m.value for m in q.mistakes], q.key
    ([5], '2-2')
    """
    if not prompt.strip():
        raise ValueError("a question needs a prompt")
    kept: list[Feedback] = []
    for item in mistakes:
        taken = [answer, *(k.value for k in kept)]
        if any(math.isclose(item.value, v, abs_tol=max(tolerance, 1e-9)) for v in taken):
            continue
        kept.append(item)
    return Question(
        key=key or _slug(prompt),
        prompt=prompt,
        answer=answer,
        explanation=explanation,
        rule=rule,
        mistakes=tuple(kept),
        tolerance=tolerance,
    )


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:60] or "question"


_NUMBER = re.compile(r"^[+-]?(\d+(\.\d*)?|\.\d+)$")


def parse_number(given: str | float | int) -> float | None:
    """An answer as a number, or ``None``: ``" 45 "``, ``"45.0"``, ``45`` are all 45.

    >>> parse_number(" 45 "), parse_number("4 5"), parse_number(True)
    (45.0, None, None)
    """
    if isinstance(given, bool):
        return None
    if isinstance(given, int | float):
        return float(given) if math.isfinite(given) else None
    text = str(given).strip().replace(",", "")
    if not _NUMBER.match(text):
        return None
    return float(text)


def grade(question: Question, given: str | float | int) -> Grade:
    """Check an answer; never raises.

    >>> q = numeric("Points for the last trick?", 10, "The last trick scores 10.", "SCO-1")
    >>> g = grade(q, 12)
    >>> g.correct, g.rule, g.message
    (False, 'SCO-1', 'Not 12. Read SCO-1 again and count once more.')
    """
    value = parse_number(given)
    if value is None:
        return Grade(False, "Please answer with a number, such as 20 or 45.", None, None)
    if math.isclose(value, question.answer, abs_tol=max(question.tolerance, 1e-9)):
        return Grade(True, f"Right. {question.explanation}", question.rule, value)
    known = question.feedback_for(value)
    if known is not None:
        return Grade(False, known.text, known.rule or question.rule, value)
    shown = f"{value:g}"
    return Grade(False, f"Not {shown}. Read {question.rule} again and count once more.",
                 question.rule, value)
