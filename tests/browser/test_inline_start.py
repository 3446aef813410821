"""Starting an in-page table: how far Python has got, starting ahead when the reader comes
near, never before, and the skip link from the top of the page to the table."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from playwright.sync_api import expect

from .conftest import Watch
from .test_inline_play import START, STARTING, playable
from .test_static_pages import WIDGETS_DRAWN
from .widget_waits import KERNEL_TIMEOUT

#: Records, in the page, every text the box's status shows and whether the table could
#: be seen at that moment (it must not be, until it is drawn).
_WATCH_STATUS = """() => {
    window.jjSaid = [];
    const box = document.querySelector('.jupyterlite_sphinx_iframe_container');
    const note = () => {
        const status = box.querySelector('.jj-inline-status');
        const table = box.querySelector('.jj-inline-table');
        const said = status && status.checkVisibility() ? status.textContent : '';
        const seen = !!table && table.checkVisibility();
        const last = window.jjSaid[window.jjSaid.length - 1];
        if (!last || last[0] !== said || last[1] !== seen) { window.jjSaid.push([said, seen]); }
    };
    new MutationObserver(note).observe(box, {subtree: true, childList: true,
        attributes: true, characterData: true});
    note();
}"""


def test_the_box_says_how_far_python_has_got_and_shows_the_table_only_when_drawn(
        page: Any, watch: Watch, base_url: str, artifacts: Path) -> None:
    page.goto(f"{base_url}book/practice.html")
    page.wait_for_function(WIDGETS_DRAWN, timeout=60_000)
    page.evaluate(_WATCH_STATUS)
    button = page.get_by_role("button", name=START)
    button.click()
    # From the first moment, in words: no empty box.
    status = page.locator(".jj-inline-status").first
    expect(status).to_have_text(STARTING)
    page.screenshot(path=str(artifacts / "inline-starting.png"))
    playable(page)
    said = page.evaluate("window.jjSaid")
    steps = [int(m.group(1)) for text, _ in said if (m := STARTING.match(text))]
    assert steps and steps == sorted(steps), f"the steps go back: {said}"
    assert steps[-1] == 3, f"no word of the last step: {said}"
    # The table is out of sight while the box speaks, and shown once it is drawn.
    assert not any(seen for text, seen in said if text), f"a table in sight too soon: {said}"
    assert said[-1] == ["", True], said
    expect(status).to_be_hidden()
    watch.assert_clean()


def test_python_starts_ahead_when_the_reader_comes_near_and_never_before(
        page: Any, watch: Watch, base_url: str) -> None:
    """inline-play.js: Python starts when the reader points at a box (or tabs to it, or
    keeps it in view a while), out of sight; nothing from JupyterLite's folder before."""
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    page.set_viewport_size({"width": 1280, "height": 700})
    # The practice hand's box is well down the chapter "Tricks": not in view at first.
    page.goto(f"{base_url}book/tricks.html")
    page.wait_for_function(WIDGETS_DRAWN, timeout=60_000)
    page.wait_for_load_state("networkidle")
    box = page.locator(".jupyterlite_sphinx_iframe_container").first
    assert not box.evaluate("b => b.getBoundingClientRect().top < innerHeight"), \
        "the box is in view at once: this page cannot show that nothing comes before"
    assert not [url for url in asked if "/lite/" in url], "JupyterLite fetched before"
    with page.expect_request(re.compile(r"/lite/static/pyodide/pyodide\.asm\.wasm$"),
                             timeout=KERNEL_TIMEOUT):
        page.get_by_role("button", name=START).hover()
    # Started out of sight: the box still offers its button, and says nothing yet.
    expect(page.get_by_role("button", name=START)).to_be_visible()
    expect(page.locator(".jj-inline-status").first).to_be_hidden()
    assert not box.locator(".jj-inline-table").evaluate("t => t.checkVisibility()")
    fetched = [url for url in asked if url.endswith((".whl", ".wasm", ".zip"))]
    assert all(url.startswith(base_url) for url in fetched), fetched
    # The click shows the table that started ahead: no second Python.
    page.get_by_role("button", name=START).click()
    playable(page)
    assert page.locator(".jj-inline-table").count() == 1
    assert len([url for url in asked if url.endswith("/pyodide.asm.wasm")]) == 1
    watch.assert_clean()


def test_a_box_in_view_for_a_while_starts_python_without_a_gesture(
        page: Any, watch: Watch, base_url: str) -> None:
    page.set_viewport_size({"width": 1280, "height": 700})
    page.goto(f"{base_url}book/tricks.html")
    page.wait_for_function(WIDGETS_DRAWN, timeout=60_000)
    page.mouse.move(1, 1)
    box = page.locator(".jupyterlite_sphinx_iframe_container").first
    with page.expect_request(re.compile(r"/lite/static/pyodide/pyodide\.asm\.wasm$"),
                             timeout=60_000):
        box.evaluate("b => b.scrollIntoView({block: 'center'})")
    expect(box.locator(".jj-inline-table")).to_have_count(1)
    watch.assert_clean()


def test_a_skip_link_takes_the_keyboard_to_the_table(
        page: Any, watch: Watch, base_url: str) -> None:
    page.goto(f"{base_url}book/practice.html")
    page.wait_for_function(WIDGETS_DRAWN, timeout=60_000)
    # Within the first few Tabs from the top of the page.
    tabs = 0
    while tabs < 4:
        page.keyboard.press("Tab")
        tabs += 1
        if page.evaluate("document.activeElement.classList.contains('jj-skip-link')"):
            break
    else:
        raise AssertionError("no skip link to the table in the first Tabs")
    print(f"skip link to the table: {tabs} Tab(s) from the top, then Enter")
    skip = page.locator(".jj-skip-link")
    expect(skip).to_have_text("Skip to the card table")
    expect(skip).to_be_in_viewport()
    page.keyboard.press("Enter")
    start = page.get_by_role("button", name=START)
    expect(start).to_be_focused()
    expect(start).to_be_in_viewport()
    watch.assert_clean()
