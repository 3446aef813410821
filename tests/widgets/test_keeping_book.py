"""The book's words about keeping and the rubber work where its buttons lead.

The practice chapter's rubber section gives lines to run "in the live rubber": they
must run in the live notebook its notebook link opens (they once named a sheet
that notebook did not have: a NameError). Every live notebook starts with what to do
when it is reopened, and the lite site does not save a notebook by itself.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

jupytext = pytest.importorskip("jupytext", reason="jupytext comes with the book packages")
pytest.importorskip("ipywidgets", reason="the widgets need the book packages")

from jojotte_teach.book.live_cell import live_cells  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
BOOK = ROOT / "book"


def section(page: str, heading: str) -> str:
    text = (BOOK / page).read_text(encoding="utf-8")
    start = text.index(f"## {heading}\n")
    end = text.find("\n## ", start + 1)
    return text[start:end if end != -1 else None]


def first_cell_namespace(notebook: Path) -> dict[str, object]:
    """Run a live notebook's first cell (without its %pip line) and return its names."""
    cells = [c.source for c in jupytext.read(notebook).cells if c.cell_type == "code"]
    body = "\n".join(cells[0].splitlines()[1:])
    namespace: dict[str, object] = {}
    exec(compile(body, f"{notebook.name}:cell 1", "exec"), namespace)
    return namespace


def test_the_rubber_sections_live_lines_run_in_the_notebook_its_link_opens() -> None:
    text = section("practice.md", "A rubber")
    targets = [f"live/{options.notebook}.md" for options, _ in live_cells(text)
               if options.notebook]
    assert targets, "the rubber section has no link to its notebook"
    lines = re.findall(r"```python\n(.*?)```", text, re.S)
    assert lines, "the rubber section gives no lines to run live"
    for target in targets:
        namespace = first_cell_namespace(BOOK / target)
        for code in lines:
            exec(compile(code, f"practice.md rubber lines in {target}", "exec"), namespace)


def test_the_rubber_sections_in_page_table_is_a_rubber() -> None:
    text = section("practice.md", "A rubber")
    blocks = live_cells(text)
    assert blocks, "no in-page rubber"
    code = blocks[0][1]
    namespace: dict[str, object] = {}
    *body, last = code.splitlines()
    exec("\n".join(body), namespace)
    shown = eval(last, namespace)
    assert type(shown).__name__ == "RubberTable"


@pytest.mark.parametrize("notebook", sorted((BOOK / "live").glob("*.md")),
                         ids=lambda p: p.stem)
def test_every_live_notebook_says_what_to_do_when_reopened(notebook: Path) -> None:
    cells = jupytext.read(notebook).cells
    heading, first = cells[0].source, cells[0].source.split("\n\n")
    assert heading.startswith("# ")
    note = first[1] if len(first) > 1 else cells[1].source
    assert note.startswith("*Reopened this notebook?*"), note[:80]
    assert "Run ▸ Run All Cells" in note


def test_the_lite_site_does_not_save_notebooks_by_itself() -> None:
    config = json.loads((ROOT / "scripts" / "lite" / "jupyter-lite.json").read_text("utf-8"))
    overrides = config["jupyter-config-data"]["settingsOverrides"]
    assert overrides["@jupyterlab/docmanager-extension:plugin"]["autosave"] is False
