"""Sphinx extension: the book's live notebooks, played in the browser with JupyterLite.

Loaded by ``_config.yml`` (``sphinx.local_extensions``) after jupyterlite-sphinx.
It does two things that extension leaves to the project:

* Every build, it writes each live notebook (``book/live/*.md``, MyST Markdown
  notebooks) as ``.ipynb`` into jupyterlite-sphinx's contents folder, under
  ``book/live/NAME.ipynb``. jupyterlite-sphinx empties that folder when a build
  starts and only refills it from the pages it reads again, so an incremental build
  would otherwise ship a site whose notebook links open nothing.
* It drops the Google Fonts stylesheet jupyterlite-sphinx adds to every page: the
  book loads nothing from another host (``scripts/check_offline.py``).

A chapter plays in the page (a ``%%live`` cell, which the build draws as
jupyterlite-sphinx's console box: ``jojotte_teach.book.live_cell`` and
book/_static/inline-play.js) and links to the same game as a notebook, in a new tab so
that a page never starts more than one kernel::

    <p class="jj-notebook-link">Prefer a notebook, with its code? <a
    href="../lite/notebooks/index.html?path=book/live/practice_hand.ipynb"
    target="_blank" rel="noopener">Open it as a notebook</a> ...</p>
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import jupytext
import nbformat
from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.util import logging

LOG = logging.getLogger(__name__)
#: Where the live notebooks are, relative to the book's source folder.
LIVE_DIR = "book/live"
#: What jupyterlite-sphinx adds to every page and this extension removes.
REMOTE_CSS = "https://fonts.googleapis.com/css?family=Vibur"


def drop_remote_css(app: Sphinx, config: Config) -> None:
    """Remove the remote font stylesheet before the HTML builder reads the list."""
    app.registry.css_files[:] = [
        (name, attributes) for name, attributes in app.registry.css_files if name != REMOTE_CSS
    ]


def live_notebooks(srcdir: Path) -> list[Path]:
    """The live notebooks' sources, sorted."""
    return sorted((srcdir / LIVE_DIR).glob("*.md"))


def write_live_notebooks(app: Sphinx) -> None:
    """Write every live notebook into the JupyterLite contents folder as ``.ipynb``."""
    srcdir = Path(app.srcdir)
    contents = srcdir / app.config.jupyterlite_content_dir
    for source in live_notebooks(srcdir):
        notebook = jupytext.read(source)
        for cell in notebook.cells:
            # A notebook opened fresh must not show stale outputs or counts.
            if cell.cell_type == "code":
                cell.outputs = []
                cell.execution_count = None
        target = contents / source.relative_to(srcdir).with_suffix(".ipynb")
        target.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(notebook, target, version=4)
    LOG.info("[book_live] wrote %d live notebooks", len(live_notebooks(srcdir)))


def setup(app: Sphinx) -> dict[str, Any]:
    """Register the hooks (jupyterlite-sphinx must be loaded first)."""
    app.setup_extension("jupyterlite_sphinx")
    app.connect("config-inited", drop_remote_css)
    app.connect("builder-inited", write_live_notebooks)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
