"""Every page of the book, copied alone into an empty folder, runs top to bottom in a
plain Python kernel of a fresh environment holding only ``jojotte-teach[lab]``.

Nothing of the repository is beside the page: the worked examples come from the
installed package. A live page's ``%pip install`` line must do nothing harmful where
the package is installed: the kernel runs with ``PIP_NO_INDEX=1``, so that line fails
if it tried to download anything. After each text cell that shows figures, the test
evaluates its inline expressions (``book.figure("NAME")``) at that point, as
jupyterlab-myst does when the page is run: a figure glued only further down, or
never, fails here. The count of pages that ran is written to test-artifacts/.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import nbformat
import pytest

from .conftest import ROOT, LabEnv, run

PAGES = sorted((ROOT / "book").glob("*.md")) + sorted((ROOT / "book" / "live").glob("*.md"))
FIGURE = re.compile(r"\{eval\}`(book\.figure\(\"[A-Za-z0-9_.-]+\"\))`")
#: Ran in the fresh environment's Python: execute one notebook in its own folder.
RUNNER = """
import sys
import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

path = sys.argv[1]
notebook = nbformat.read(path, as_version=4)
client = NotebookClient(notebook, timeout=900, startup_timeout=180, kernel_name="python3",
                        resources={"metadata": {"path": sys.argv[2]}})
try:
    client.execute()
except CellExecutionError as error:
    print(str(error)[-4000:], file=sys.stderr)
    sys.exit(1)
nbformat.write(notebook, path)
"""
#: Which pages ran, for the note (one line per page, written as each one passes).
RAN: list[str] = []


def with_figure_checks(notebook: nbformat.NotebookNode) -> int:
    """Put after each text cell with figures a cell that evaluates them; returns how many."""
    cells: list[nbformat.NotebookNode] = []
    count = 0
    for cell in notebook.cells:
        cells.append(cell)
        found = FIGURE.findall(cell.source) if cell.cell_type == "markdown" else []
        if found:
            count += len(found)
            cells.append(nbformat.v4.new_code_cell(
                "print(" + ", ".join(f"repr({f})" for f in found) + ", sep='\\n')"))
    notebook.cells = cells
    return count


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_a_page_alone_runs_in_a_plain_kernel(page: Path, lab_env: LabEnv, empty_folder: Path,
                                             artifacts: Path) -> None:
    copy = empty_folder / page.name
    shutil.copy(page, copy)
    run(lab_env.bin / "jupytext", "--quiet", "--to", "ipynb", copy, env=lab_env.environ())
    notebook_path = copy.with_suffix(".ipynb")
    notebook = nbformat.read(notebook_path, as_version=4)
    code_cells = sum(1 for cell in notebook.cells if cell.cell_type == "code")
    figures = with_figure_checks(notebook)
    nbformat.write(notebook, notebook_path)
    run(lab_env.python, "-c", RUNNER, notebook_path, empty_folder, timeout=1800,
        cwd=empty_folder, env=lab_env.environ(PIP_NO_INDEX="1"))
    ran = nbformat.read(notebook_path, as_version=4)
    errors = [output for cell in ran.cells if cell.cell_type == "code"
              for output in cell.get("outputs", []) if output.get("output_type") == "error"]
    assert not errors, errors
    shown = "\n".join(output.get("text", "") for cell in ran.cells[-1:] if figures
                      for output in cell.get("outputs", []))
    assert "book.figure" not in shown
    RAN.append(f"{page.relative_to(ROOT)}: {code_cells} code cells, {figures} figures")
    (artifacts / "pages-alone.txt").write_text(
        f"{len(RAN)} of {len(PAGES)} pages ran alone in a plain kernel with the installed "
        "package:\n" + "\n".join(RAN) + "\n", encoding="utf-8")
