"""A page's live table: a box that starts Python in the book, the table itself in a kernel.

A chapter offers a table, a quiz or its problems to play in the page with one code
cell that begins with the ``%%live`` cell magic::

    %%live --prompt "Play a hand here" --height 760px --notebook practice_hand
    import random
    from jojotte_teach import book
    book.practice(seed=random.randrange(1_000_000), players=("You", "Computer"))

Where the code runs decides what the cell gives (see :mod:`jojotte_teach.venue`):

- in the book's build, the in-page box of the static page, as jupyterlite-sphinx's
  ``replite`` directive draws it: a start button and the address of a JupyterLite
  console with the cell's code. The book's ``inline-play.js`` runs that code in the page
  itself (Python in a worker, the widgets drawn in the box: :mod:`jojotte_teach.page_host`),
  which starts faster than the console; then a link to the same table as a notebook;
- anywhere a kernel answers (a teacher's JupyterLab, JupyterLite), the cell's code
  itself: the table is there to play at once, with no box to start.

A directive would draw the box in the book only: JupyterLab's MyST renderer knows no
``replite`` and shows an error box in its place, where a teacher wants the table.

>>> print(replite_url("from jojotte_teach import book"))  # doctest: +ELLIPSIS
../lite/repl/index.html?kernel=python&execute=1&...&code=%25pip%20install...%0Afrom%20...
>>> parse_options('--prompt "Play a hand here" --height 760px').prompt
'Play a hand here'
"""

from __future__ import annotations

import argparse
import html
import importlib
import re
import shlex
import uuid
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

from ..venue import venue

__all__ = [
    "INSTALL_LINE",
    "LiveOptions",
    "LiveOptionsError",
    "live",
    "live_box_html",
    "live_cells",
    "parse_options",
    "register",
    "replite_url",
]

#: The first line of the browser's code: Pyodide installs the package and ipywidgets
#: from the site's own wheels (a kernel that has them already skips it).
INSTALL_LINE = "%pip install -q jojotte-teach ipywidgets"

#: The console's settings, as the book's ``replite`` boxes have them (``_config.yml``'s
#: jupyterlite-sphinx defaults): run at once, show neither the code nor a banner.
_CONSOLE = ("kernel=python&execute=1&clearCellsOnExecute=0&clearCodeContentOnExecute=0"
            "&hideCodeInput=1&showBanner=0&promptCellPosition=bottom")

#: From a chapter (``book/*.html``) to the site's JupyterLite apps.
_LITE = "../lite/"

#: The start button's colour, jupyterlite-sphinx's own (the book's inline.css restyles it).
_PROMPT_COLOR = "#f7dc1e"


class LiveOptionsError(ValueError):
    """The ``%%live`` line cannot be read; the message names what is wrong."""


@dataclass(frozen=True)
class LiveOptions:
    """How the box looks in the book: its button, its height, the notebook it links."""

    prompt: str = "Play here"
    height: str = "760px"
    notebook: str | None = None


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> Any:  # one line, never argparse's exit
        raise LiveOptionsError(f"%%live: {message}")


def _parser() -> _Parser:
    parser = _Parser(prog="%%live", add_help=False)
    parser.add_argument("--prompt", default=LiveOptions.prompt)
    parser.add_argument("--height", default=LiveOptions.height)
    parser.add_argument("--notebook", default=None)
    return parser


def parse_options(line: str) -> LiveOptions:
    """The options on the ``%%live`` line.

    >>> parse_options("--height 900px --notebook rubber_scorepad").notebook
    'rubber_scorepad'
    >>> parse_options("--colour red")
    Traceback (most recent call last):
    ...
    jojotte_teach.book.live_cell.LiveOptionsError: %%live: unrecognized arguments: --colour red
    """
    try:
        words = shlex.split(line)
    except ValueError as problem:
        raise LiveOptionsError(f"%%live: {problem}") from None
    found = _parser().parse_args(words)
    return LiveOptions(prompt=found.prompt, height=found.height, notebook=found.notebook)


def replite_url(code: str) -> str:
    """The JupyterLite console that runs ``code`` (after the install line), from a chapter."""
    source = f"{INSTALL_LINE}\n{code.strip()}"
    return f"{_LITE}repl/index.html?{_CONSOLE}&code={quote(source)}"


def live_box_html(code: str, options: LiveOptions) -> str:
    """The in-page box of a static page: jupyterlite-sphinx's prompted console, and the
    link to the notebook after it.

    The button's id is drawn from the code, so that a page built twice is the same page.

    >>> box = live_box_html("1 + 1", LiveOptions(prompt="Add", notebook="problems"))
    >>> "jupyterlite_sphinx_iframe_container" in box, "path=book/live/problems.ipynb" in box
    (True, True)
    """
    console = replite_url(code)
    ident = uuid.uuid5(uuid.NAMESPACE_URL, console + options.prompt)
    box = (
        f'<div class="jupyterlite_sphinx_iframe_container"'
        f' style="width: 100%; height: {html.escape(options.height)};"'
        f" onclick=\"window.jupyterliteShowIframe('{ident}',"
        f" window.jupyterliteConcatSearchParams('{console}', false))\">"
        f'<div id="{ident}" class="jupyterlite_sphinx_try_it_button'
        f' jupyterlite_sphinx_try_it_button_unclicked"'
        f' style="background-color: {_PROMPT_COLOR};">{html.escape(options.prompt)}</div>'
        f"</div>"
    )
    if options.notebook:
        href = f"{_LITE}notebooks/index.html?path=book/live/{quote(options.notebook)}.ipynb"
        box += (f'<p class="jj-notebook-link">Prefer a notebook, with its code? '
                f'<a href="{href}" target="_blank" rel="noopener">Open it as a notebook</a>'
                f" (JupyterLite, in a new tab).</p>")
    return box


#: A ``%%live`` cell in a page's MyST source: its options line and its code.
_LIVE_CELL = re.compile(r"```\{code-cell\}[^\n]*\n(?::[^\n]*\n)*%%live([^\n]*)\n(.*?)\n```",
                        re.S)


def live_cells(page: str) -> list[tuple[LiveOptions, str]]:
    """Each ``%%live`` cell of a page's MyST source: its options and its code.

    >>> page = "```{code-cell} ipython3\\n:tags: [remove-input]\\n%%live --height 9px\\nx = 1\\n```"
    >>> live_cells(page)
    [(LiveOptions(prompt='Play here', height='9px', notebook=None), 'x = 1')]
    """
    return [(parse_options(line), code) for line, code in _LIVE_CELL.findall(page)]


def live(line: str, cell: str) -> None:
    """The ``%%live`` cell magic: the box in the book's build, else the code itself."""
    # IPython's display functions carry no type information.
    ipython: Any = importlib.import_module("IPython")
    shown: Any = importlib.import_module("IPython.display")
    try:
        options = parse_options(line)
    except LiveOptionsError as problem:
        print(problem)  # one line in the cell's output; the page goes on
        return
    if venue() == "book":
        shown.display(shown.HTML(live_box_html(cell, options)))
        return
    shell = ipython.get_ipython()
    if shell is not None:
        shell.run_cell(cell)


def register(shell: Any = None) -> bool:
    """Make ``%%live`` known to the running IPython (what ``from jojotte_teach import
    book`` does); False where no IPython runs, as in plain Python.
    """
    if shell is None:
        try:
            from IPython import get_ipython
        except ImportError:
            return False
        shell = get_ipython()
    if shell is None:
        return False
    shell.register_magic_function(live, magic_kind="cell", magic_name="live")
    return True
