"""Python's side of an in-page table run by Python in the page itself, without a kernel.

In the browser the book's box starts Pyodide and hands this module two functions of the
page's: ``send(msg_type, comm_id, text, buffers)``, which takes the widgets' comm
messages (JSON text, and any binary buffers) to the page's widget host, and
``show(model_id)``, which draws a widget in the box. :meth:`PageHost.receive` takes the
views' messages back. ipywidgets needs IPython only for ``display`` and two questions
about the shell; :func:`stand_in_for_ipython` gives those, since importing IPython
itself costs most of a second in the browser.

>>> sent, shown = [], []
>>> host = PageHost(lambda *message: sent.append(message), shown.append)
>>> host.run_cell("x = 6 * 7\\nx")
>>> host.displayed
[42]
>>> host.run_cell("1 / 0")
Traceback (most recent call last):
  ...
jojotte_teach.page_host.BoxError: ZeroDivisionError: division by zero (line 1)
"""

from __future__ import annotations

import ast
import json
import sys
import types
from collections.abc import Callable, Sequence
from typing import Any

import comm
from comm.base_comm import BaseComm

__all__ = ["BoxError", "PageComm", "PageHost", "stand_in_for_ipython"]

#: ``send(msg_type, comm_id, text, buffers)``: a comm message for the page's widget host.
Send = Callable[[str, str, str, Sequence[bytes]], None]
#: ``show(model_id)``: draw this widget in the box.
Show = Callable[[str], None]


class BoxError(Exception):
    """The box's code failed: one line to show in the box, never a traceback."""


class PageComm(BaseComm):
    """A comm whose messages go to the page's widget host (``PageHost.send``)."""

    send_to_page: Send

    def publish_msg(self, msg_type: str, data: Any = None, metadata: Any = None,
                    buffers: Any = None, **keys: Any) -> None:
        message = {"data": data or {}, "metadata": metadata or {}, **keys}
        held = [bytes(b) for b in buffers or ()]
        self.send_to_page(msg_type, self.comm_id, json.dumps(message), held)


class PageHost:
    """The widgets of a box, joined to the page: ipywidgets' comms go to ``send``.

    Attributes:
        displayed: what the box's code displayed, in order (its widgets are also drawn).
    """

    def __init__(self, send: Send, show: Show) -> None:
        self.show = show
        self.displayed: list[Any] = []

        class BoxComm(PageComm):
            send_to_page = staticmethod(send)

        self._comm = BoxComm

    def install(self) -> None:
        """From now on, ipywidgets' comms are this box's (``comm.create_comm``)."""
        comm.create_comm = self.create_comm

    def create_comm(self, **options: Any) -> PageComm:
        """A comm of this box (what ipywidgets' ``comm.create_comm`` now gives)."""
        return self._comm(**options)

    def receive(self, comm_id: str, text: str, buffers: Sequence[Any] = ()) -> None:
        """A view's message to its model (``buffers``: a file's bytes, say)."""
        # In the browser each is the page's Uint8Array (to_bytes); in tests, bytes.
        held = [b.to_bytes() if hasattr(b, "to_bytes") else bytes(b) for b in buffers]
        comm.get_comm_manager().comms[comm_id].handle_msg(
            {"content": {"comm_id": comm_id, "data": json.loads(text)}, "metadata": {},
             "buffers": held})

    def display(self, *shown: Any, **options: Any) -> None:
        """IPython's ``display`` for the box: widgets are drawn, the rest only noted."""
        for thing in shown:
            self.displayed.append(thing)
            model_id = getattr(thing, "model_id", None)
            if isinstance(model_id, str):
                self.show(model_id)

    def run_cell(self, code: str) -> None:
        """Run a box's code as a notebook cell: the value of its last line is displayed,
        and its ``%pip install`` line is skipped (the page installs the packages).

        Raises:
            BoxError: the code failed; its one line names the error and the line.
        """
        # The page has installed the table's packages already: a box's "%pip install"
        # line (which the console's kernel needs) has nothing left to do.
        code = "\n".join("" if line.startswith("%pip ") else line
                          for line in code.split("\n"))
        try:
            tree = ast.parse(code)
            last = tree.body[-1] if tree.body else None
            if isinstance(last, ast.Expr):
                tree.body.pop()
            space: dict[str, Any] = {"__name__": "__main__", "display": self.display}
            exec(compile(tree, "<box>", "exec"), space)
            if isinstance(last, ast.Expr):
                value = eval(compile(ast.Expression(last.value), "<box>", "eval"), space)
                if value is not None:
                    self.display(value)
        except Exception as error:
            raise BoxError(_one_line(error)) from None


def _one_line(error: BaseException) -> str:
    """``Kind: what (line n)``, the line where the box's own code failed."""
    line = error.lineno if isinstance(error, SyntaxError) else None
    trace = error.__traceback__
    while trace is not None:
        if trace.tb_frame.f_code.co_filename == "<box>":
            line = trace.tb_lineno
        trace = trace.tb_next
    where = f" (line {line})" if line else ""
    return f"{type(error).__name__}: {error}{where}"


def stand_in_for_ipython(display: Callable[..., None]) -> None:
    """Put the few names of IPython that ipywidgets and the book use in its place:
    ``get_ipython`` (no shell), ``IPython.display`` (``display`` draws in the box) and
    ``InteractiveShell.initialized`` (never). Only in the browser: where IPython is
    installed, it stays."""
    if "IPython" in sys.modules:
        return
    ipython = types.ModuleType("IPython")
    ipython.get_ipython = lambda: None  # type: ignore[attr-defined]
    shown = types.ModuleType("IPython.display")

    class Shown:
        """HTML, Markdown, Javascript: kept, not drawn (the tables use widgets)."""

        def __init__(self, *data: Any, **options: Any) -> None:
            self.data = data

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
