"""Where the book's code is running, and where the rules reference is from there.

The same pages run in four places, and a widget behaves a little differently in each:

``book``
    The book's build: Jupyter Book runs each page once to make a static page. No
    kernel answers a widget there, so each shows a note that leads to the live
    version; rule links are relative (every chapter is beside ``rules.html``). The
    build says so with the ``JOJOTTE_BOOK_BUILD`` environment variable, which its
    kernels inherit (set by the book's configuration, ``scripts/book_venue.py``).
``browser``
    Pyodide in JupyterLite: the live notebooks and the in-page tables. The widgets
    answer; the rules page is the site's own, two folders up.
``kernel``
    Any other Jupyter kernel: a teacher's own JupyterLab, a notebook run from the
    command line. The widgets answer, hands are saved and games kept, and rule
    links go to the published book's rules page.
``python``
    Plain Python (a script, the tests): as in the book's build.

>>> venue() in VENUES
True
>>> rules_url_for("python")
'rules.html'
>>> rules_url_for("kernel") == BOOK_URL + "book/rules.html"
True
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Literal

__all__ = [
    "BOOK_BUILD_VARIABLE",
    "BOOK_URL",
    "VENUES",
    "Venue",
    "is_interactive",
    "kept_games_folder",
    "rules_url_for",
    "rules_url_here",
    "venue",
]

Venue = Literal["book", "browser", "kernel", "python"]
VENUES: tuple[Venue, ...] = ("book", "browser", "kernel", "python")

#: Set (to any non-empty value) in the book's build; its kernels inherit it.
BOOK_BUILD_VARIABLE = "JOJOTTE_BOOK_BUILD"

#: Where the book is published (the site's root; the project's ``Book`` URL in
#: pyproject.toml, which a test keeps equal to this).
BOOK_URL = "https://jojotte-teach.github.io/jojotte-teach/"

#: The rules page, from a chapter (the book's own links) and from the site's root.
RULES_PAGE = "rules.html"
_RULES_FROM_ROOT = "book/rules.html"
#: From JupyterLite's pages (``lite/notebooks/``, ``lite/repl/``) to the chapters.
_RULES_FROM_LITE = "../../book/rules.html"


def venue() -> Venue:
    """Where this Python is running now (see the module's docstring)."""
    if sys.platform == "emscripten":
        return "browser"
    if os.environ.get(BOOK_BUILD_VARIABLE):
        return "book"
    return "kernel" if _in_kernel() else "python"


def _in_kernel() -> bool:
    """A Jupyter kernel runs this code (IPython with a kernel attached)."""
    ipython = sys.modules.get("IPython")  # never imported here: a kernel has it already
    if ipython is None:
        return False
    shell = ipython.get_ipython()
    return shell is not None and getattr(shell, "kernel", None) is not None


def is_interactive(where: Venue | None = None) -> bool:
    """A kernel answers the widgets here: the browser, or a Jupyter kernel.

    >>> is_interactive("browser"), is_interactive("kernel"), is_interactive("book")
    (True, True, False)
    """
    return (where or venue()) in ("browser", "kernel")


def rules_url_for(where: Venue) -> str:
    """Where the rules page is, from the page a widget is drawn on, in each place."""
    if where == "browser":
        return _RULES_FROM_LITE
    if where == "kernel":
        return BOOK_URL + _RULES_FROM_ROOT
    return RULES_PAGE


def rules_url_here(url: str = RULES_PAGE) -> str:
    """``url`` unless it is the book's default (``rules.html``), which is replaced by
    where the rules page is from here: a link given on purpose is kept.

    >>> rules_url_here("../rules.html")
    '../rules.html'
    """
    return rules_url_for(venue()) if url == RULES_PAGE else url


def kept_games_folder() -> Path:
    """Where a Jupyter kernel keeps the games a reader can resume: in Jupyter's data
    folder (never among the book's pages), ``jojotte-teach/kept``."""
    try:
        from jupyter_core.paths import jupyter_data_dir
    except ImportError:  # a kernel always has jupyter_core; plain Python may not
        return Path.home() / ".jojotte-teach" / "kept"
    return Path(jupyter_data_dir()) / "jojotte-teach" / "kept"
