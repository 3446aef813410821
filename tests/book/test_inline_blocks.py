"""The in-page live blocks ({replite}) of the lesson chapters run here as in the browser.

Each block's code (without its ``%pip`` line) is run in CPython: its last expression
is the widget the reader sees, of the kind the chapter promises.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

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
    ("rubber", "Play a rubber here", "RubberTable"),
]


def inline_block(chapter: str) -> tuple[dict[str, str], str]:
    """The options and the code of the chapter's one {replite} block."""
    text = (BOOK / f"{chapter}.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```\{replite\}\n((?::\w+:[^\n]*\n)*)\n(.*?)\n```", text, re.S)
    assert len(blocks) == 1, f"{chapter}: {len(blocks)} in-page blocks"
    options, code = blocks[0]
    return dict(re.findall(r":(\w+): ([^\n]*)", options)), code


@pytest.mark.parametrize(("chapter", "start", "kind"), BLOCKS, ids=[b[0] for b in BLOCKS])
def test_the_chapters_in_page_block_makes_its_widget(chapter: str, start: str,
                                                     kind: str) -> None:
    options, code = inline_block(chapter)
    assert options["prompt"] == start
    assert options["hide_code_input"] == "True" and options["kernel"] == "python"
    lines = code.splitlines()
    assert lines[0] == "%pip install -q jojotte-teach ipywidgets"
    tree = ast.parse("\n".join(lines[1:]))
    last = tree.body.pop()
    assert isinstance(last, ast.Expr), "the block does not end on the widget"
    namespace: dict[str, object] = {}
    exec(compile(tree, chapter, "exec"), namespace)
    shown = eval(compile(ast.Expression(last.value), chapter, "eval"), namespace)
    assert type(shown).__name__ == kind
