"""The card table's keyboard in a live notebook, as in the page: the arrow keys move
from card to card, Enter plays, and JupyterLab's own keys (the arrows move between
cells, Enter edits one) leave the table alone while a card has the focus."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .conftest import Watch
from .reader_calls import CALLS, to_the_play
from .test_live_notebooks import assert_no_error_output, run_first_cell
from .widget_waits import KERNEL_TIMEOUT, answer_to

HAND = ".jj-hand-row button.jj-cardbtn"
ACTIVE_CELL = "() => Array.from(document.querySelectorAll('.jp-Notebook .jp-Cell'))" \
              ".findIndex(c => c.classList.contains('jp-mod-active'))"
FOCUSED = "() => { const a = document.activeElement; const cards = Array.from(" \
          "document.querySelectorAll('.jj-hand-row button.jj-cardbtn'));" \
          " return cards.indexOf(a); }"


def test_a_live_notebooks_hand_is_played_by_keyboard(
        page: Any, watch: Watch, base_url: str, artifacts: Path) -> None:
    run_first_cell(page, base_url, "practice_hand", artifacts)
    page.locator(CALLS).first.wait_for(timeout=KERNEL_TIMEOUT)
    to_the_play(page)
    cards = page.locator(HAND)
    count = cards.count()
    assert count > 2
    # One card is in the Tab order (the keyboard script runs in the notebook's page).
    tabbable = cards.evaluate_all("cs => cs.filter(c => c.tabIndex === 0).length")
    assert tabbable == 1, "the notebook's page has no card keyboard"
    page.locator(f"{HAND}[tabindex='0']").focus()
    cell = page.evaluate(ACTIVE_CELL)
    page.keyboard.press("Home")
    assert page.evaluate(FOCUSED) == 0
    page.keyboard.press("ArrowRight")
    assert page.evaluate(FOCUSED) == 1
    page.keyboard.press("ArrowDown")
    assert page.evaluate(FOCUSED) == 2
    page.keyboard.press("End")
    assert page.evaluate(FOCUSED) == count - 1
    page.keyboard.press("ArrowUp")
    assert page.evaluate(FOCUSED) == count - 2
    assert page.evaluate(ACTIVE_CELL) == cell, "JupyterLab moved to another cell"

    # Enter on a card the reader may play plays it; the focus stays in the hand.
    legal = cards.evaluate_all("cs => cs.findIndex(c => c.classList.contains('jj-legal'))")
    page.keyboard.press("Home")
    for _ in range(legal):
        page.keyboard.press("ArrowRight")
    assert page.evaluate(FOCUSED) == legal
    played = cards.nth(legal).get_attribute("title") or ""
    answer_to(page, lambda: page.keyboard.press("Enter"))
    assert page.locator(f'{HAND}[title="{played}"]').count() == 0, "the card was not played"
    assert page.evaluate(FOCUSED) >= 0, "the focus left the hand"
    assert page.evaluate(ACTIVE_CELL) == cell
    assert page.locator(".jp-Cell.jp-mod-editMode").count() == 0, "Enter opened a cell"
    page.screenshot(path=str(artifacts / "notebook-keyboard.png"))
    assert_no_error_output(page)
    watch.assert_clean()
