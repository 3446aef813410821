"""Quizzes on static pages: jupyterquiz's JSON, its embedded code, and nothing remote."""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path

import pytest

from jojotte_teach.engine import HandRecord, load_record
from jojotte_teach.quiz import (
    link_rules,
    mistake,
    numeric,
    quiz_html,
    quiz_parts,
    scoring_questions,
    to_jupyterquiz,
)

# quiz_parts and quiz_html use jupyterquiz's own renderer.
pytest.importorskip("jupyterquiz", reason="jupyterquiz comes with the book packages")

ROOT = Path(__file__).resolve().parents[2]


def questions() -> list:
    record = load_record(ROOT / "tests" / "golden" / "07-redouble-jojotte-multiplied.json")
    assert isinstance(record, HandRecord)
    return scoring_questions(record, kinds=["below"])


def test_numeric_questions_in_jupyterquiz_format() -> None:
    q = numeric("Points for the last trick?", 10, "It is worth 10 (SCO-1).", "SCO-1",
                [mistake(0, "It does count.", "SCO-1")])
    (data,) = to_jupyterquiz([q])
    assert data["type"] == "numeric" and data["question"] == "Points for the last trick?"
    right, wrong, default = data["answers"]
    assert right == {"type": "value", "value": 10, "correct": True,
                     "feedback": 'Right. It is worth 10 (<a class="jj-rule" '
                                 'href="rules.html#rule-sco-1" target="_blank" '
                                 'rel="noopener">SCO-1</a>).'}
    assert wrong["value"] == 0 and wrong["correct"] is False
    assert 'href="rules.html#rule-sco-1"' in wrong["feedback"]
    assert default["type"] == "default" and "SCO-1" in default["feedback"]


def test_a_tolerance_becomes_a_range() -> None:
    q = numeric("About 2.5?", 2.5, "Yes.", "SCO-1", tolerance=0.5)
    right = to_jupyterquiz([q])[0]["answers"][0]
    assert right["type"] == "range" and right["range"][0] == 2 and right["range"][1] > 3


def test_the_rules_page_can_move() -> None:
    data = to_jupyterquiz(questions(), rules_url="../rules.html")
    assert '../rules.html#rule-sco-7' in json.dumps(data)


def test_link_rules_escapes_the_text() -> None:
    assert link_rules("<b> GAME-2") == ('&lt;b&gt; <a class="jj-rule" '
                                        'href="rules.html#rule-game-2" target="_blank" '
                                        'rel="noopener">GAME-2</a>')


def test_the_quiz_embeds_its_code_and_questions() -> None:
    html, script = quiz_parts(questions(), div_id="quizA")
    assert html.startswith('<div id="quizA"') and "</div>" in html and "<style>" in html
    assert "var questionsquizA=" in script and "show_questions(questionsquizA" in script
    assert "class NumericQuestion" in script and "function check_numeric" in script
    assert '"value": 640' in script


def test_nothing_is_fetched_from_the_network() -> None:
    html, script = quiz_parts(questions(), div_id="quizA")
    for text in (html, script):
        assert "://" not in text and "cdn." not in text
    # jupyterquiz's own code would load MathJax from a CDN: that part is taken out.
    renderer = importlib.util.find_spec("jupyterquiz")
    assert renderer is not None and renderer.origin is not None
    original = (Path(renderer.origin).parent / "js" / "show_questions.js").read_text()
    assert "cdn.jsdelivr.net" in original


def test_the_page_check_finds_nothing_remote() -> None:
    spec = importlib.util.spec_from_file_location("check_offline",
                                                  ROOT / "scripts" / "check_offline.py")
    if spec is None or spec.loader is None or not (ROOT / "scripts/check_offline.py").exists():
        pytest.skip("scripts/check_offline.py is not there")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    finder = module._Finder()
    finder.feed(quiz_html(questions()))
    assert finder.remote == []


def test_the_embedded_questions_cannot_close_the_script() -> None:
    q = numeric("What is </script>?", 1, "See SCO-1.", "SCO-1")
    _, script = quiz_parts([q], div_id="quizB")
    data = script.split("if (typeof Question")[0]
    assert "</" not in data                       # "</a>" of the rule links included
    assert re.search(r"<\\/a>", data) and "&lt;/script&gt;" in data
