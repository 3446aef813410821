"""Tab completes names in a live notebook, with IPython's own completer.

The kernel starts without jedi (scripts/lite_assets.py, ``without_jedi``): a third of a
second less before every table. Tab must still complete a name, as a reader who
types code expects.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import expect

from .conftest import Watch
from .test_live_notebooks import CALLS, KERNEL_TIMEOUT, assert_no_error_output, run_first_cell


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
    assert_no_error_output(page)
    watch.assert_clean()
