"""The chapters that show the computer's advice run, and their prose matches their figures.

Each page's code cells are run in order in one namespace (as the build runs them
in one kernel, but in this process), from the ``book`` folder, with the glued
values recorded. The pages' words about the figures (which call is best, which
calls lose) are checked against the figures themselves.
"""

from __future__ import annotations

import ast
import contextlib
import io
import re
from pathlib import Path
from typing import Any

import pytest

from jojotte_teach import book
from jojotte_teach.book import Html, Png
from jojotte_teach.widgets import BiddingAdvisor

BOOK = Path(__file__).resolve().parents[2] / "book"
_CELL = re.compile(r"^```\{code-cell\}[^\n]*\n(?P<body>.*?)^```", re.MULTILINE | re.DOTALL)
_GLUE = re.compile(r'\{eval\}`book\.figure\("([^"]+)"\)`')


def code(body: str) -> str:
    """A cell's code without its options (``:tags:`` lines or a ``---`` YAML block), and
    without the ``%%live`` line of a live cell, which a kernel runs as its code."""
    if body.startswith("---\n"):
        body = body.split("\n---\n", 1)[1]
    return "\n".join(line for line in body.splitlines()
                     if not line.startswith((":", "%%live")))


def run_page(name: str, monkeypatch: pytest.MonkeyPatch) -> tuple[dict[str, Any], list[Any],
                                                                   dict[str, Any]]:
    """Run a page's cells; returns its namespace, each cell's last value, and the glue."""
    glued: dict[str, Any] = {}

    def glue(key: str, value: Any) -> Any:
        assert key not in glued, f"{key} glued twice"
        glued[key] = value
        return value

    monkeypatch.setattr(book, "glue", glue)
    monkeypatch.chdir(BOOK)
    text = (BOOK / f"{name}.md").read_text(encoding="utf-8")
    namespace: dict[str, Any] = {"__name__": f"page_{name}"}
    results: list[Any] = []
    for body in _CELL.findall(text):
        tree = ast.parse(code(body))
        # The value of a cell is that of its last statement when it is an expression.
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        with contextlib.redirect_stdout(io.StringIO()):
            exec(compile(tree, f"<{name}.md>", "exec"), namespace)
            results.append(None if last is None else eval(
                compile(ast.Expression(last.value), f"<{name}.md>", "eval"), namespace))
    missing = set(_GLUE.findall(text)) - set(glued)
    assert not missing, f"{name}.md uses glue keys no cell sets: {sorted(missing)}"
    return namespace, results, glued


def test_the_bidding_page_builds_with_its_chart_and_advisor(
        monkeypatch: pytest.MonkeyPatch) -> None:
    namespace, results, glued = run_page("bidding", monkeypatch)
    charts = [r for r in results if isinstance(r, Png)]
    assert len(charts) == 1 and charts[0].data.startswith(b"\x89PNG\r\n\x1a\n")
    assert charts[0].width > 300
    advisors = [r for r in results if isinstance(r, BiddingAdvisor)]
    assert len(advisors) == 1
    assert len(advisors[0].calls) == 5 and "<tbody>" in advisors[0].advice_html
    tables = [r for r in results if hasattr(r, "data") and "jj-advice" in str(r.data)]
    assert tables, "the chart's figures are also given as tables"
    # What the prose says about the two hands holds for the figures.
    strong, aces = namespace["strong_trumps"], namespace["aces_and_tens"]
    assert strong.best_contract is strong.contracts[0] and strong.contracts[0].accepted_turn_up
    assert all(c.mean < 0 for c in strong.contracts[1:]), "every other call loses on average"
    assert aces.best_contract is not aces.contracts[0]
    assert aces.contracts[0].mean < aces.best_contract.mean
    assert glued["advisor-a-best"] == "Accept hearts"
    assert glued["advisor-samples"] == strong.samples == book.BOOK_ADVICE_SAMPLES


def test_the_practice_page_builds_with_its_hint_and_review(
        monkeypatch: pytest.MonkeyPatch) -> None:
    namespace, results, glued = run_page("practice", monkeypatch)
    shown = [str(r) for r in results if isinstance(r, Html)]
    review = next(h for h in shown if "The play against perfect play" in h)
    assert review.split("<tbody>")[1].count("<tr") == 18
    hint = next(h for h in shown if 'aria-label="Hint"' in h)
    assert "Exact" in hint and "jj-badge" in hint
    worst = namespace["worst_line"]
    assert worst.cost > 0 and glued["practice-worst-cost"] == round(worst.cost)
    assert worst.card not in worst.best
