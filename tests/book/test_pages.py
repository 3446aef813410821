"""The chapters keep the book's page skeleton, without building the book.

Each chapter says what it teaches, has quizzes and a summary; a page that shows
a widget (a preview on the static site) has a live box to play it in, which the
preview's note points to; plumbing cells are hidden. The build itself (``make
book``) checks the rest: links, glue keys and every cell, with warnings as errors.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

yaml = pytest.importorskip("yaml", reason="PyYAML comes with the book packages (make install-book)")

from jojotte_teach.book.live_cell import live_cells  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
_CELL = re.compile(r"^```\{code-cell\}[^\n]*\n(?P<body>.*?)^```", re.MULTILINE | re.DOTALL)
_WIDGET = re.compile(
    r"\bbook\.(table|practice|bidding|interrogation|replay|scorepad|scoring_quiz)\(|"
    r"\bjojotte_teach\.widgets\b"
)


def toc_pages() -> list[Path]:
    toc: Any = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    names = [toc["root"]]
    for part in toc.get("parts", []):
        names.extend(chapter["file"] for chapter in part["chapters"])
    names.extend(chapter["file"] for chapter in toc.get("chapters", []))
    return [ROOT / f"{name}.md" for name in names]


PAGES = toc_pages()
CHAPTERS = PAGES[1:]  # after the welcome page
#: The rule references: Jo-Jotte's, and the family's (Klaberjass and Belote), the last page.
REFERENCES = ("rules.md", "family-rules.md")
TEACHING = [page for page in PAGES if page.name not in REFERENCES]


def cells(text: str) -> list[str]:
    return [match["body"] for match in _CELL.finditer(text)]


def test_the_book_has_its_twenty_six_pages() -> None:
    assert len(PAGES) == 26
    assert all(page.is_file() for page in PAGES)
    assert PAGES[-1].name == "family-rules.md"
    names = [page.name for page in PAGES]
    assert names[-4:] == ["family.md", "klaberjass.md", "belote.md", "family-rules.md"]
    assert names[-5] == "rules.md"  # the family's part comes after the others


@pytest.mark.parametrize("page", CHAPTERS, ids=[p.stem for p in CHAPTERS])
def test_every_chapter_has_at_least_two_quizzes(page: Path) -> None:
    quizzes = [body for body in cells(page.read_text(encoding="utf-8"))
               if "book.show_quiz(" in body]
    assert len(quizzes) >= 2, f"{page.name} has {len(quizzes)} quiz cells"


@pytest.mark.parametrize("page", TEACHING, ids=[p.stem for p in TEACHING])
def test_every_teaching_page_says_what_it_teaches_and_sums_up(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    assert "**What you will learn" in text
    assert "## Summary" in text or page == PAGES[0]


@pytest.mark.parametrize("page", PAGES, ids=[p.stem for p in PAGES])
def test_widget_pages_have_a_live_box_to_play_in(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    if any(_WIDGET.search(body) for body in cells(text)):
        assert live_cells(text), f"{page.name} shows a widget preview but no live box"


def is_plumbing(body: str) -> bool:
    """A cell that only imports, or that glues numbers for the prose."""
    # Cell options (":tags:", a YAML block) and continuation lines are not statements.
    code = [line for line in body.splitlines()
            if line.strip() and not line.startswith((":", "#", "---", "tags:", "mystnb:", " "))]
    imports_only = bool(code) and all(line.startswith(("from ", "import ", ")"))
                                      for line in code)
    return imports_only or "book.glue" in body


@pytest.mark.parametrize("page", PAGES, ids=[p.stem for p in PAGES])
def test_plumbing_cells_are_hidden(page: Path) -> None:
    for body in cells(page.read_text(encoding="utf-8")):
        if is_plumbing(body):
            options = body.split("\n", 5)[:5]
            assert any("remove-" in line for line in options), (
                f"{page.name}: a plumbing cell is shown:\n{body[:200]}")


def test_pages_glue_no_key_twice() -> None:
    for page in PAGES:
        keys = re.findall(r'book\.glue\("([^"]+)"', page.read_text(encoding="utf-8"))
        assert len(keys) == len(set(keys)), page.name
