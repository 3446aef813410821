"""Sphinx extension: the book's pages know they are being built into static pages.

Loaded by ``_config.yml`` (``sphinx.local_extensions``). It sets
``JOJOTTE_BOOK_BUILD`` in the build's environment, which every kernel that runs a
page inherits: :func:`jojotte_teach.venue.venue` then answers ``"book"``, and the
widgets drawn for a static page carry the note that leads to the live version and
link rule IDs to the chapter beside them (``rules.html``). Without it, a page run in
any other kernel (a teacher's JupyterLab) gets widgets that answer, with no such
note, and rule links to the published book.
"""

from __future__ import annotations

import os
from typing import Any

from sphinx.application import Sphinx

from jojotte_teach.venue import BOOK_BUILD_VARIABLE


def setup(app: Sphinx) -> dict[str, Any]:
    """Mark the build before any page runs (the kernels start later, per page)."""
    os.environ[BOOK_BUILD_VARIABLE] = "1"
    return {"parallel_read_safe": True, "parallel_write_safe": True}
