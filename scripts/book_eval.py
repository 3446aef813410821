"""Sphinx extension: a page's inline expressions see every cell above them, as in JupyterLab.

Loaded by ``_config.yml`` (``sphinx.local_extensions``) after myst-nb. The prose shows
the engine's figures with inline expressions (``{eval}`book.figure("NAME")```,
see ``src/jojotte_teach/book/glue.py``), which myst-nb evaluates in the page's kernel
as it reads each text cell. myst-nb runs a page's code lazily, though: a code cell
runs when the next shown code cell's outputs are drawn, so a cell tagged
``remove-cell`` just above a text (one that imports the package or glues its figures)
has not run when that text's expressions are evaluated. This extension runs every
cell above a text cell first, in order, which is what "Run All" does in JupyterLab
(jupyterlab-myst evaluates a text cell's expressions when it runs, after the cells
above it): a page then shows the same figures in the book and in JupyterLab, and a
figure glued below its text fails both.
"""

from __future__ import annotations

from typing import Any

from myst_nb.core.execute.inline import NotebookClientInline
from myst_nb.core.render import MditRenderMixin
from sphinx.application import Sphinx

_render_markdown = MditRenderMixin.render_nb_cell_markdown


def render_markdown_after_the_cells_above(self: Any, token: Any) -> None:
    """Run the cells above this text cell (inline execution only), then render it."""
    index = token.meta.get("index", 0)
    if index and isinstance(self.nb_client, NotebookClientInline):
        self.nb_client.code_cell_outputs(index - 1)
    _render_markdown(self, token)


def setup(app: Sphinx) -> dict[str, Any]:
    """Install the hook (myst-nb must be loaded first)."""
    app.setup_extension("myst_nb")
    MditRenderMixin.render_nb_cell_markdown = render_markdown_after_the_cells_above  # type: ignore[method-assign]
    return {"parallel_read_safe": True, "parallel_write_safe": True}
