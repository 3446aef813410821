"""Sphinx extension: each inline script once on every page.

Sphinx 7.4 writes twice every inline script (a ``<script>`` with a body and no file)
that an extension registers once the builder is set up: the builder keeps it under
the file name ``None``, then copies the registry's list again before writing, this
time under ``""``, and the two no longer compare equal. sphinx-thebe registers
``const THEBE_JS_URL = ...`` that way, so every page stopped on "Identifier
'THEBE_JS_URL' has already been declared" (sphinx-togglebutton's selector was doubled
too). This extension keeps the first of each identical script on each page.

Loaded by ``_config.yml`` (``sphinx.local_extensions``).
"""

from __future__ import annotations

from typing import Any

from sphinx.application import Sphinx


def script_key(script: Any) -> tuple[str, int, tuple[tuple[str, str], ...]]:
    """What makes two scripts the same, whether their missing file is ``None`` or ``""``."""
    return (str(script.filename or ""), script.priority, tuple(sorted(script.attributes.items())))


def drop_repeated_scripts(app: Sphinx, pagename: str, templatename: str,
                          context: dict[str, Any], doctree: Any) -> None:
    """Keep the first of each identical script of the page (in place: Sphinx restores the
    list before the next page)."""
    scripts = context.get("script_files")
    if not isinstance(scripts, list):
        return
    seen: set[tuple[str, int, tuple[tuple[str, str], ...]]] = set()
    kept = []
    for script in scripts:
        key = script_key(script)
        if key not in seen:
            seen.add(key)
            kept.append(script)
    scripts[:] = kept


def setup(app: Sphinx) -> dict[str, Any]:
    """Run after every other extension has added its scripts to the page."""
    app.connect("html-page-context", drop_repeated_scripts, priority=900)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
