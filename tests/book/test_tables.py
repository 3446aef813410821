"""The helpers that show the book's hands at three and four (jojotte_teach.book.tables).

The chapters on three and four players show each example's replay and score, glue
its figures into the prose and ask questions on it; these tests check those
helpers against the hand-worked ``## Expected score`` blocks of the examples.
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path
from typing import Any

import pytest

from jojotte_teach import book
from jojotte_teach.book.score_questions import TABLE_KINDS
from jojotte_teach.book.tables import column_key

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "book" / "examples"
TABLE_EXAMPLES = sorted(p.stem for p in EXAMPLES.glob("*.json")
                        if json.loads(p.read_text(encoding="utf-8")).get("game", "two")
                        in ("three", "partnership", "cutthroat"))
_EXPECTED = re.compile(r"^## Expected score\s*\n+```json\n(?P<body>.*?)^```",
                       re.MULTILINE | re.DOTALL)


def expected(name: str) -> dict[str, Any]:
    note = (EXAMPLES / f"{name}.md").read_text(encoding="utf-8")
    match = _EXPECTED.search(note)
    assert match, name
    data: dict[str, Any] = json.loads(match["body"])
    return data


def test_each_game_has_at_least_three_examples() -> None:
    games = [json.loads((EXAMPLES / f"{n}.json").read_text(encoding="utf-8"))["game"]
             for n in TABLE_EXAMPLES]
    for game in ("three", "partnership", "cutthroat"):
        assert games.count(game) >= 3, game


@pytest.mark.parametrize("name", TABLE_EXAMPLES)
def test_the_replay_links_the_rules_and_leaves_the_score_out(name: str) -> None:
    html = book.show_table_replay(name).html
    assert html.startswith('<pre class="jj-replay"')
    assert 'href="rules.html#rule-' in html
    assert "The score (with the rules used)" not in html
    assert "The score (with the rules used)" in book.show_table_replay(name, with_score=True).html


@pytest.mark.parametrize("name", TABLE_EXAMPLES)
def test_the_score_shows_every_column_above_and_below(name: str) -> None:
    html = book.show_table_score(name).html
    want = expected(name)
    for column, above in want["above"].items():
        assert f'scope="col" style="padding:2px 10px;text-align:right">{column}</th>' in html
        assert f">{above}</td>" in html
    assert "above the line" in html and "below the line" in html
    assert ("In prison after this hand" in html) == bool(want["prison"])


@pytest.mark.parametrize("name", TABLE_EXAMPLES)
def test_glued_figures_match_the_note(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    glued: dict[str, Any] = {}
    monkeypatch.setattr("jojotte_teach.book.tables.glue",
                        lambda key, value: glued.setdefault(key, value))
    values = book.glue_table_scores("x", name)
    assert glued == values
    for field in ("above", "below", "trick_score", "total_score", "meld_score"):
        for column, figure in expected(name)[field].items():
            assert values[f"x-{field.replace('_', '-')}-{column_key(column)}"] == figure
    assert values["x-prison"] == expected(name)["prison"]


@pytest.mark.parametrize("name", TABLE_EXAMPLES)
def test_questions_are_right_and_every_feedback_is_for_a_wrong_answer(name: str) -> None:
    questions = book.table_questions(name, "This hand")
    want = expected(name)
    kinds = {q.key.split("-")[0] for q in questions}
    assert {"above", "below"} <= kinds
    for q in questions:
        assert q.prompt.startswith("This hand: ")
        values = [m.value for m in q.mistakes]
        assert len(values) == len(set(values)) and q.answer not in values
        if q.key.startswith(("above-", "below-")):
            field, key = q.key.split("-", 1)
            by_key = {column_key(column): figure for column, figure in want[field].items()}
            assert q.answer == by_key[key]
        if q.key == "prison":
            assert q.answer == want["prison"]


def test_questions_catch_the_typical_mistakes_at_three() -> None:
    [copy] = book.table_questions("three-nullo-lost", "Hand 4", kinds=["above"],
                                  columns=["Cat"])
    texts = {m.value: m.text for m in copy.mistakes}
    assert copy.answer == 250
    assert "written once" in texts[400]           # THREE-11: the 150 not copied twice
    assert "prison" in texts[290]                  # THREE-12: nobody copies prison
    [beaten] = book.table_questions("three-declarer-wins", "Hand 1", kinds=["above"],
                                    columns=["Bob"])
    assert any("SCO-5" in m.text for m in beaten.mistakes)  # no trick points at three
    [lost] = book.table_questions("four-nullo-lost", "Hand 3", kinds=["above"],
                                  columns=["Ann+Cat"])
    assert any(math.isclose(m.value, 250) for m in lost.mistakes)  # 100/50 is for three


def test_the_quiz_links_the_rules_of_three_and_four() -> None:
    data = book.table_quiz(book.table_questions("cut-sider-with-declarer", "Hand 2",
                                                kinds=["above"], columns=["Bob"]))
    feedback = " ".join(a["feedback"] for q in data for a in q["answers"])
    assert 'href="rules.html#rule-cut-2"' in feedback
    assert data[0]["question"].startswith("Hand 2: what does Bob write")


def test_wrong_requests_are_refused() -> None:
    with pytest.raises(ValueError, match="two-player hand"):
        book.show_table_score("first-hand")
    # A Belote hand has four seats, but its reckoning is Belote's own (BEL-19 to BEL-25).
    with pytest.raises(ValueError, match="is a hand of Belote: show it with show_family"):
        book.show_table_replay("belote-made")
    with pytest.raises(ValueError, match="is a hand of Belote"):
        book.table_questions("belote-capot", "x")
    with pytest.raises(ValueError, match="unknown kind"):
        book.table_questions("cut-tie", "x", kinds=["meld"])
    with pytest.raises(ValueError, match="no column"):
        book.table_questions("cut-tie", "x", columns=["Eve"])
    assert set(TABLE_KINDS) == {"trick_score", "total_score", "below", "above", "prison"}
