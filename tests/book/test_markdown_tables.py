"""Markdown tables a reader sees as tables.

A cell that shows a Markdown table must ask for GitHub-flavoured Markdown
(``markdown_format: gfm``), without which the page shows the table's raw text.
(That no two quiz questions on a page ask the same words is checked on the built
pages: tests/browser/test_quiz_site.py.)
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

yaml = pytest.importorskip("yaml", reason="PyYAML comes with the book packages (make install-book)")

ROOT = Path(__file__).resolve().parents[2]
_CELL = re.compile(r"^```\{code-cell\}[^\n]*\n(?P<body>.*?)^```", re.MULTILINE | re.DOTALL)


def pages() -> list[Path]:
    toc: Any = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    names = [chapter["file"] for part in toc["parts"] for chapter in part["chapters"]]
    return [ROOT / f"{name}.md" for name in names]


PAGES = pages()


def code(body: str) -> str:
    """A cell's Python, without its options (``:tags:`` lines or a YAML block)."""
    lines = body.splitlines()
    if lines and lines[0].strip() == "---":
        lines = lines[lines.index("---", 1) + 1:]
    return "\n".join(line for line in lines if not line.startswith(":"))


@pytest.mark.parametrize("page", PAGES, ids=[p.stem for p in PAGES])
def test_markdown_tables_are_shown_as_tables(page: Path) -> None:
    for body in _CELL.findall(page.read_text(encoding="utf-8")):
        lines = [line for line in code(body).splitlines() if line.strip()]
        shown = bool(lines) and lines[-1].startswith(("Markdown(", "display(Markdown("))
        if shown and "|---" in body:
            assert "markdown_format: gfm" in body, (
                f"{page.name}: a cell shows a Markdown table without markdown_format: gfm")
