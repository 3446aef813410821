"""Waiting for a widget's answer in the browser: its count of answers, then its drawing.

Every widget of the book counts the reader's gestures it has answered in a class,
``jj-answered-N``, set once everything the gesture changed is sent. The tests wait for
it (and for the drawing to settle), never for a time.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

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


#: Resolves once the element's count of answers is at least ``wanted`` (its class
#: ``jj-answered-N``); fails after ``timeout`` milliseconds, saying the count it saw.
_AT_LEAST = """(root, [wanted, timeout]) => new Promise((resolve, reject) => {
    const count = () => Number((/\\bjj-answered-(\\d+)\\b/.exec(root.className) || [0, -1])[1]);
    if (count() >= wanted) { resolve(count()); return; }
    const seen = new MutationObserver(() => {
        if (count() >= wanted) { seen.disconnect(); clearTimeout(late); resolve(count()); }
    });
    seen.observe(root, {attributes: true, attributeFilter: ["class"]});
    const late = setTimeout(() => {
        seen.disconnect();
        reject(new Error(`answered ${count()} gestures, waited for ${wanted}`));
    }, timeout);
})"""


def wait_answered(root: Any, wanted: int, timeout: int = KERNEL_TIMEOUT) -> int:
    """Wait until the widget has answered at least ``wanted`` gestures, then until its
    drawing has settled; returns the count. At least, never exactly: whatever else the
    widget answered meanwhile (a second press, a keyboard and a click), the state waited
    for is there once the count has reached the gesture's."""
    count = int(root.evaluate(_AT_LEAST, [wanted, timeout]))
    drawn(root)
    return count


def answer_to(scope: Any, gesture: Callable[[], object]) -> None:
    """Make a gesture on the widget in ``scope`` (a click, a tap, a key), then wait until
    the widget has drawn its answer (its count of answers goes up once everything the
    gesture changed is sent)."""
    root = settled(scope)
    count = answered(scope)[1]
    gesture()
    wait_answered(root, count + 1)


def click_and_wait(scope: Any, button: Any) -> None:
    """Click one of the widget's buttons, then wait until the widget has drawn its answer."""
    answer_to(scope, button.click)


def settled(scope: Any) -> Any:
    """The outermost widget in ``scope``, once its drawing has stopped changing (what was
    sent before is drawn before anything is read or clicked)."""
    root = scope.locator(ANSWERED).first
    drawn(root)
    return root


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
