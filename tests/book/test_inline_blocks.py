"""The in-page live cells (``%%live``) of the lesson chapters run here as in the browser.

Each cell's code (the browser runs it after the ``%pip`` line) is run in CPython: its
last expression is the widget the reader sees, of the kind the chapter promises.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from jojotte_teach.book.live_cell import LiveOptions, live_cells

BOOK = Path(__file__).resolve().parents[2] / "book"
#: Chapter, start button's words, the widget's class.
BLOCKS = [
    ("melds", "Try the interrogation here", "MeldInterrogation"),
    ("points", "Take the scoring quiz here", "ScoringQuiz"),
    ("scoring", "Take the scoring quiz here", "ScoringQuiz"),
    ("strategy-auction", "Solve the problems here", "ProblemBoard"),
    ("strategy-declaring", "Solve the problems here", "ProblemBoard"),
    ("strategy-play", "Solve the problems here", "ProblemBoard"),
    ("strategy-tables", "Solve the problems here", "ProblemBoard"),
    ("strategy-position", "Solve the problems here", "ProblemBoard"),
    ("rubber", "Play a rubber here", "RubberTable"),
]


def inline_block(chapter: str) -> tuple[LiveOptions, str]:
    """The options and the code of the chapter's one ``%%live`` cell."""
    text = (BOOK / f"{chapter}.md").read_text(encoding="utf-8")
    blocks = live_cells(text)
    assert len(blocks) == 1, f"{chapter}: {len(blocks)} in-page blocks"
    return blocks[0]


@pytest.mark.parametrize(("chapter", "start", "kind"), BLOCKS, ids=[b[0] for b in BLOCKS])
def test_the_chapters_in_page_block_makes_its_widget(chapter: str, start: str,
                                                     kind: str) -> None:
    options, code = inline_block(chapter)
    assert options.prompt == start
    # The notebook it links to, as the live notebooks are built (scripts/book_live.py).
    assert options.notebook and (BOOK / "live" / f"{options.notebook}.md").is_file()
    tree = ast.parse(code)
    last = tree.body.pop()
    assert isinstance(last, ast.Expr), "the block does not end on the widget"
    namespace: dict[str, object] = {}
    exec(compile(tree, chapter, "exec"), namespace)
    shown = eval(compile(ast.Expression(last.value), chapter, "eval"), namespace)
    assert type(shown).__name__ == kind
