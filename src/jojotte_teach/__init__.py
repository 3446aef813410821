"""jojotte-teach: learn Jo-Jotte, Ely Culbertson's 1937 card game, at two, three and four.

The rules engine lives in :mod:`jojotte_teach.engine` (standard library only,
so it also runs in the browser through Pyodide); the card tables in
:mod:`jojotte_teach.widgets`; what the book's pages call in :mod:`jojotte_teach.book`.

Importing the package imports nothing else: each part (``book``, ``widgets``,
``engine`` ...) is imported when it is used.
"""

from __future__ import annotations

import sys

__version__ = "0.1.0"

#: Where JupyterLite mounts its drive in the kernel's file system (the kernel's
#: working folder): every look at it is a request to the page.
DRIVE = "/drive"


def working_folder_last(path: list[str], drive: str = DRIVE) -> list[str]:
    """``sys.path`` with the working folder (``""``) and the drive's folders moved to the end.

    In the browser, Python looks for every module it imports for the first time in
    the working folder before the standard library and the installed packages; on
    JupyterLite's drive each look is a request that goes through the page, and a
    table's first cell imports about a hundred modules that way. Looked at last,
    the drive is asked only for a module found nowhere else (a reader's own file
    there still imports).

    >>> working_folder_last(["", "/lib/python3.14", "/drive/book", "/lib/site-packages"])
    ['/lib/python3.14', '/lib/site-packages', '', '/drive/book']
    >>> working_folder_last(["/lib/python3.14"])
    ['/lib/python3.14']
    """
    def local(entry: str) -> bool:
        return entry == "" or entry == drive or entry.startswith(drive + "/")

    return [p for p in path if not local(p)] + [p for p in path if local(p)]


if sys.platform == "emscripten":  # Pyodide: the live notebooks and the in-page tables
    sys.path[:] = working_folder_last(sys.path)
