"""The live notebooks' code, run in CPython: a quick check before the browser tests.

The browser runs the same cells in Pyodide (test_live_notebooks.py); here a change
in the widgets' API shows up in a second, without building the site.
"""

from __future__ import annotations

from pathlib import Path

import pytest

jupytext = pytest.importorskip("jupytext", reason="jupytext comes with the book packages")
widgets = pytest.importorskip("ipywidgets", reason="ipywidgets comes with the book packages")

LIVE = Path(__file__).resolve().parents[2] / "book" / "live"
NOTEBOOKS = sorted(LIVE.glob("*.md"))


def test_there_are_nine_live_notebooks() -> None:
    assert [p.stem for p in NOTEBOOKS] == [
        "belote_table", "klaberjass_table", "meld_interrogation", "partnership_table",
        "practice_hand", "problems", "rubber_scorepad", "scoring_quiz", "three_player_table"]


@pytest.mark.parametrize("source", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_every_cell_runs_and_the_first_shows_a_widget(source: Path) -> None:
    notebook = jupytext.read(source)
    cells = [c.source for c in notebook.cells if c.cell_type == "code"]
    first, *rest = cells
    lines = first.splitlines()
    # The %pip line installs from the site's own wheels in the browser; here they are installed.
    assert lines[0] == "%pip install -q jojotte-teach ipywidgets"
    body, last = "\n".join(lines[1:-1]), lines[-1]
    namespace: dict[str, object] = {}
    exec(compile(body, f"{source.name}:cell 1", "exec"), namespace)
    shown = eval(compile(last, f"{source.name}:cell 1", "eval"), namespace)
    assert isinstance(shown, widgets.Widget), f"{source.name} shows {type(shown).__name__}"
    for number, cell in enumerate(rest, start=2):
        exec(compile(cell, f"{source.name}:cell {number}", "exec"), namespace)
