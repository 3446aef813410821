"""Quizzes a reader can tell apart, read from the built pages.

A page that asks "What does Ann write below the line for this hand?" about two hands
asks two questions the reader cannot tell apart, with two different answers. Each
built page carries its quizzes as JSON (``var questions<id>=[...]``, jupyterquiz's
embedding); every question of a page is compared with the others.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from .conftest import SITE

_QUIZ = re.compile(r"var questions\w*=")


def quiz_questions(html: str) -> list[dict[str, Any]]:
    """Every question of every quiz embedded in a built page, in order."""
    decoder = json.JSONDecoder()
    found: list[dict[str, Any]] = []
    for start in _QUIZ.finditer(html):
        questions, _ = decoder.raw_decode(html, start.end())
        found.extend(questions)
    return found


def built_pages() -> list[Path]:
    return sorted((SITE / "book").glob("*.html"))


def test_the_reader_finds_the_embedded_quizzes_and_a_repeat() -> None:
    one = {"question": "What does Ann write below the line?", "type": "numeric"}
    two = {"question": "Who wins?", "type": "multiple_choice"}
    html = (f'<script type="application/javascript">var questionsAb1={json.dumps([one, two])}'
            f';\nmore();</script><p>text</p><script>var questionsCd2={json.dumps([one])};</script>')
    asked = [q["question"] for q in quiz_questions(html)]
    assert asked == [one["question"], two["question"], one["question"]]
    assert [q for q, n in Counter(asked).items() if n > 1] == [one["question"]]


@pytest.mark.parametrize("page", built_pages(), ids=lambda p: p.stem)
def test_no_two_questions_on_a_page_ask_the_same_words(page: Path) -> None:
    html = page.read_text(encoding="utf-8")
    asked = [str(q["question"]) for q in quiz_questions(html)]
    assert asked or "var questions" not in html
    twice = [q for q, n in Counter(asked).items() if n > 1]
    assert twice == [], f"{page.name} asks these more than once: {twice}"


def test_the_chapters_quizzes_are_found() -> None:
    counts = {p.stem: len(quiz_questions(p.read_text(encoding="utf-8"))) for p in built_pages()}
    assert counts.get("cards", 0) >= 2 and counts.get("profiles", 0) >= 2, counts


def test_which_rule_accepts_every_rule_the_move_breaks() -> None:
    # Playing the 7 of diamonds on the Nine of trumps while holding the Jack of trumps
    # breaks PLAY-2 (follow suit) and PLAY-4 (beat a trump lead): both are right.
    asked = quiz_questions((SITE / "book" / "rules.html").read_text(encoding="utf-8"))
    seven = next(q for q in asked if "plays the 7" in str(q["question"]))
    right = {a["answer"] for a in seven["answers"] if a["correct"]}
    assert right == {"PLAY-2", "PLAY-4"}
