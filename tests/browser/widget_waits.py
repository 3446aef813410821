"""Waiting for a widget's answer in the browser: its count of answers, then its drawing.

Every widget of the book counts the reader's gestures it has answered in a class,
``jj-answered-N``, set once everything the gesture changed is sent. The tests wait for
it (and for the drawing to settle), never for a time.
"""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import expect

#: A fresh kernel start plus the first cell can take long on a loaded machine.
KERNEL_TIMEOUT = 180_000


#: The book's widgets count the gestures they have answered in this class (jj-answered-N).
ANSWERED = "[class*='jj-answered-']"


def answered(scope: Any) -> tuple[Any, int]:
    """The outermost widget in ``scope`` and how many gestures it has answered."""
    root = scope.locator(ANSWERED).first
    found = re.search(r"\bjj-answered-(\d+)\b", root.get_attribute("class") or "")
    assert found, "the widget counts no answers"
    return root, int(found.group(1))


def click_and_wait(scope: Any, button: Any) -> None:
    """Click one of the widget's buttons, then wait until the widget has drawn its answer
    (its count of answers goes up once everything the click changed is sent)."""
    root, count = answered(scope)
    button.click()
    expect(root).to_have_class(re.compile(rf"(^|\s)jj-answered-{count + 1}(\s|$)"),
                               timeout=KERNEL_TIMEOUT)
    drawn(root)


#: Resolves once the element's subtree has gone two animation frames without a change.
_QUIET = """root => new Promise(resolve => {
    let quiet = 0;
    const seen = new MutationObserver(() => { quiet = 0; });
    seen.observe(root, {subtree: true, childList: true, attributes: true, characterData: true});
    const frame = () => {
        if (++quiet > 2) { seen.disconnect(); resolve(true); } else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
})"""


def drawn(root: Any) -> None:
    """Wait until the widget's page has drawn what the kernel sent: its count of answers
    arrives with the last message, but ipywidgets makes the views of new children a
    moment later, so the subtree must also stop changing."""
    root.evaluate(_QUIET)
