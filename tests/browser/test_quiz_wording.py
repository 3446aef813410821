"""The quizzes of the built pages: each asks something of its own, before it shows it.

Read from the built site's HTML (jupyterquiz embeds each quiz's questions as JSON),
without a browser:

* on every page, no two quiz questions have the same wording: a reader who meets the
  same words twice cannot tell what the second question asks that the first did not;
* a scoring quiz on the three- and four-player hands asks for a figure before the page
  prints it: the hand's reckoning (what each column writes) comes after the quiz, and
  the answer of a numeric question does not appear in the page's prose between the
  heading above the quiz and the quiz itself. The record of the hand (its ``<pre>``:
  the deal, calls, melds and tricks the reader adds up) is the question's material
  and is not searched.
"""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

import pytest

from .conftest import SITE

_QUIZ = re.compile(r"var questions(?P<ident>[A-Za-z]+)=(?P<data>\[.*?\]);\n", re.DOTALL)
PAGES = sorted((SITE / "book").glob("*.html")) if (SITE / "book").is_dir() else []


def quizzes(html: str) -> list[tuple[str, list[dict[str, object]]]]:
    """Each quiz of a page: its container's id and its questions."""
    return [(m["ident"], json.loads(m["data"].replace("<\\/", "</")))
            for m in _QUIZ.finditer(html)]


def plain(html: str) -> str:
    """Visible text, roughly: tags, scripts and styles removed."""
    html = re.sub(r"<(script|style)\b.*?</\1>", " ", html, flags=re.DOTALL)
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html)))


@pytest.mark.parametrize("page", PAGES, ids=[p.stem for p in PAGES])
def test_no_two_quiz_questions_on_a_page_have_the_same_wording(site: Path, page: Path) -> None:
    seen: dict[str, int] = {}
    for _, questions in quizzes(page.read_text(encoding="utf-8")):
        for question in questions:
            words = re.sub(r"\s+", " ", str(question["question"])).strip().lower()
            seen[words] = seen.get(words, 0) + 1
    twice = [q for q, n in seen.items() if n > 1]
    assert not twice, f"{page.name}: asked more than once: {twice}"


@pytest.mark.parametrize("name", ["three", "four"])
def test_a_hands_scoring_quiz_comes_before_its_figures(site: Path, name: str) -> None:
    html = (site / "book" / f"{name}.html").read_text(encoding="utf-8")
    checked = 0
    for match in _QUIZ.finditer(html):
        ident = match["ident"]
        container = html.index(f'id="{ident}"')
        heading = max(html.rfind("<h2", 0, container), html.rfind("<h3", 0, container))
        section = html[heading:container]
        assert "jj-score" not in section, f"{name}: a reckoning is shown before quiz {ident}"
        before = plain(re.sub(r"<pre\b.*?</pre>", " ", section, flags=re.DOTALL))
        for question in json.loads(match["data"].replace("<\\/", "</")):
            if question.get("type") != "numeric":
                continue
            answers = [a["value"] for a in question["answers"]  # type: ignore[attr-defined]
                       if a.get("correct") and a.get("type") == "value"]
            for value in answers:
                if abs(value) >= 10:  # small figures (tricks, counts) recur in any prose
                    assert not re.search(rf"(?<![\d.]){value}(?![\d.])", before), (
                        f"{name}: {question['question']!r} is answered ({value}) just above")
                    checked += 1
    assert checked >= 10, f"{name}: only {checked} figures checked"
