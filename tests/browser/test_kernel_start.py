"""The live notebooks' kernel starts light, and still does what a reader expects.

It starts without jedi (scripts/lite_assets.py, ``without_jedi``) and without IPython's
terminal (``embed_on_demand``): about half a second less before every table. Tab
still completes a name, with IPython's own completer, and the terminal's module
still imports when asked for.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import expect

from .conftest import Watch
from .reader_calls import CALLS
from .test_live_notebooks import assert_no_error_output, run_first_cell
from .widget_waits import KERNEL_TIMEOUT


def test_tab_completes_a_name_in_a_live_notebook(
        page: Any, watch: Watch, base_url: str, artifacts: Path) -> None:
    run_first_cell(page, base_url, "practice_hand", artifacts)
    page.locator(CALLS).first.wait_for(timeout=KERNEL_TIMEOUT)
    # A new cell under the first (command mode, "b"), then "book.pr" and Tab: the only
    # name of the book's module that begins so is "practice", offered, then taken.
    page.locator(".jp-CodeCell").first.locator(".jp-InputPrompt").click()
    page.keyboard.press("Escape")
    page.keyboard.press("b")
    page.keyboard.press("Enter")
    page.keyboard.type("book.pr")
    page.keyboard.press("Tab")
    offered = page.locator(".jp-Completer-item")
    expect(offered).to_have_count(1, timeout=60_000)
    expect(offered).to_contain_text("practice")
    page.keyboard.press("Enter")
    editor = page.locator(".jp-CodeCell").nth(1).locator(".cm-content")
    expect(editor).to_have_text("book.practice", timeout=60_000)

    # Neither jedi nor prompt_toolkit was imported; the terminal's module still is, on demand.
    page.keyboard.press("ControlOrMeta+a")
    page.keyboard.type('import sys; print(*[m in sys.modules for m in ("jedi", "prompt_toolkit")])'
                       '\nfrom IPython.terminal.embed import InteractiveShellEmbed'
                       '\nprint(InteractiveShellEmbed.__name__, "prompt_toolkit" in sys.modules)')
    page.keyboard.press("Shift+Enter")
    printed = page.locator(".jp-CodeCell").nth(1).locator(".jp-OutputArea-output")
    expect(printed).to_have_text("False False\nInteractiveShellEmbed True", timeout=60_000)
    assert_no_error_output(page)
    watch.assert_clean()
