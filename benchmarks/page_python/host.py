"""Python's side of a table run in the page itself: run in Pyodide by page.html.

ipywidgets needs a comm to reach its views and IPython for ``display``. Here the comm
is one of :mod:`comm`'s, whose messages go to the page's JavaScript (``bridge.mjs``)
as JSON in the same thread, and a small stand-in takes IPython's place (its import
costs most of a second in Pyodide and the table needs only ``display``).
"""

from __future__ import annotations

import ast
import json
import sys
import types
from typing import Any

import comm
import js  # type: ignore[import-not-found]  # Pyodide's view of the page
from comm.base_comm import BaseComm


class PageComm(BaseComm):
    """A comm whose messages go to the page's widget host."""

    def publish_msg(self, msg_type: str, data: Any = None, metadata: Any = None,
                    buffers: Any = None, **keys: Any) -> None:
        message = {"data": data or {}, "metadata": metadata or {}, **keys}
        js.jjFromPython(msg_type, self.comm_id, json.dumps(message))


def to_python(comm_id: str, text: str, buffers: Any) -> None:
    """A message from a view to its model (``buffers``: a file's bytes, say)."""
    held = [bytes(b.to_py()) for b in buffers] if buffers else []
    comm.get_comm_manager().comms[comm_id].handle_msg(
        {"content": {"comm_id": comm_id, "data": json.loads(text)}, "metadata": {},
         "buffers": held})


def display(*shown: Any, **options: Any) -> None:
    """Draw each widget in the page's table element."""
    for thing in shown:
        model_id = getattr(thing, "model_id", None)
        if model_id:
            js.jjDisplay(model_id)


def stand_in_for_ipython() -> None:
    """The few names of IPython that ipywidgets and the book import."""
    ipython = types.ModuleType("IPython")
    ipython.get_ipython = lambda: None  # type: ignore[attr-defined]
    shown = types.ModuleType("IPython.display")

    class Shown:
        def __init__(self, *args: Any, **options: Any) -> None:
            self.args = args

    shown.display = display  # type: ignore[attr-defined]
    shown.clear_output = lambda *args, **options: None  # type: ignore[attr-defined]
    shown.HTML = shown.Markdown = shown.Javascript = Shown  # type: ignore[attr-defined]
    core = types.ModuleType("IPython.core")
    shell = types.ModuleType("IPython.core.interactiveshell")

    class InteractiveShell:
        @classmethod
        def initialized(cls) -> bool:
            return False

    shell.InteractiveShell = InteractiveShell  # type: ignore[attr-defined]
    ipython.display = shown  # type: ignore[attr-defined]
    ipython.core = core  # type: ignore[attr-defined]
    core.interactiveshell = shell  # type: ignore[attr-defined]
    sys.modules.update({"IPython": ipython, "IPython.display": shown, "IPython.core": core,
                        "IPython.core.interactiveshell": shell})


def run_cell(code: str) -> None:
    """Run a box's code as a cell: the value of its last line, if any, is displayed."""
    tree = ast.parse(code)
    last = tree.body[-1] if tree.body else None
    if isinstance(last, ast.Expr):
        tree.body.pop()
    space: dict[str, Any] = {"__name__": "__main__"}
    exec(compile(tree, "<table>", "exec"), space)
    if isinstance(last, ast.Expr):
        value = eval(compile(ast.Expression(last.value), "<table>", "eval"), space)
        if value is not None:
            display(value)


comm.create_comm = PageComm
