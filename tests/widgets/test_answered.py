"""Every gesture is counted once answered: the page (and a browser test) waits for the
class ``jj-answered-N`` of the outermost widget instead of waiting for a time."""

from __future__ import annotations

import ipywidgets as w

from jojotte_teach.widgets import CardTable
from jojotte_teach.widgets.rubber import RubberTable


def button(widget: w.Widget, label: str) -> w.Button:
    found = [b for b in _buttons(widget) if b.description == label]
    assert found, f"no {label!r} button"
    return found[0]


def _buttons(widget: w.Widget) -> list[w.Button]:
    if isinstance(widget, w.Button):
        return [widget]
    return [b for child in getattr(widget, "children", ()) for b in _buttons(child)]


def answered(widget: w.DOMWidget) -> list[str]:
    return [c for c in widget._dom_classes if c.startswith("jj-answered-")]


def test_a_table_counts_each_click_once_its_answer_is_drawn() -> None:
    table = CardTable(seed=3, preview=False)
    assert answered(table) == ["jj-answered-0"]
    button(table, "Hint").click()  # refused in the auction: still an answer
    assert table.message and answered(table) == ["jj-answered-1"]
    button(table, "Undo").click()
    assert answered(table) == ["jj-answered-2"]


def test_a_call_button_counts_once_for_the_table() -> None:
    table = CardTable(seed=3, preview=False)
    calls = [b for b in _buttons(table.controls) if b.tooltip.startswith("You")]
    calls[0].click()
    assert table.answered == 1 and answered(table) == ["jj-answered-1"]


def test_a_click_on_the_rubbers_table_counts_for_the_rubber() -> None:
    rubber = RubberTable(seed=2, preview=False)
    button(rubber.table, "Hint").click()
    assert answered(rubber.table) == ["jj-answered-1"]
    assert answered(rubber) == ["jj-answered-1"]


def test_a_gesture_that_fails_is_counted_too() -> None:
    table = CardTable(seed=3, preview=False)

    def broken() -> None:
        raise RuntimeError("broken")

    table.guarded(broken)()
    assert table.error == "RuntimeError: broken" and table.answered == 1


def test_a_gesture_that_sets_off_other_handlers_is_counted_once() -> None:
    # "Show all" changes a trait that the table redraws on through a handler of its own:
    # still one gesture, one answer (a test waiting for the next one would stop early).
    table = CardTable(seed=3, preview=False)
    button(table, "Show all cards").click()
    assert answered(table) == ["jj-answered-1"]


def test_a_call_that_ends_the_rubbers_auction_is_counted_once_at_its_end() -> None:
    # The rubber follows its table's phase with a handler of its own: the call that
    # moves the phase is still one answer, given once everything it changed is drawn.
    rubber = RubberTable(seed=2, preview=False)
    seen: list[tuple[int, str]] = []
    rubber.observe(lambda change: seen.append((change["new"], rubber.table.phase)),
                   names=["answered"])
    for clicks in range(1, 12):
        phase = rubber.table.phase
        calls = [b for b in _buttons(rubber.table) if b.tooltip.startswith("You")]
        calls[0].click()
        assert answered(rubber) == [f"jj-answered-{clicks}"]
        if rubber.table.phase != phase:
            break
    else:
        raise AssertionError("the auction never ended")
    assert seen[-1] == (clicks, rubber.table.phase), "counted before the answer was drawn"


def test_a_click_on_the_rubbers_table_is_counted_once() -> None:
    """The rubber follows its table's drawing; that is no second answer."""
    rubber = RubberTable(seed=3, preview=False)
    calls = [b for b in _buttons(rubber.table.controls) if b.tooltip.startswith("You")]
    calls[0].click()
    assert answered(rubber.table) == ["jj-answered-1"] and answered(rubber) == ["jj-answered-1"]
