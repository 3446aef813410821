"""What every widget shares: the preview note, rule links, errors shown, second person."""

from __future__ import annotations

import sys

import pytest

from jojotte_teach.widgets import (
    LIVE_URL,
    PREVIEW_TEXT,
    BiddingBox,
    HandReplay,
    JojotteWidget,
    configure,
    second_person,
)
from jojotte_teach.widgets.base import _SETTINGS


def test_the_preview_note_is_shown_on_static_pages() -> None:
    box = BiddingBox(seed=3)
    assert box.children[0] is box.preview_note
    assert PREVIEW_TEXT in box.preview_note.value and f'href="{LIVE_URL}"' in box.preview_note.value
    assert 'role="note"' in box.preview_note.value


def test_the_note_text_and_link_are_parameters() -> None:
    box = BiddingBox(seed=3, live_url="../lite/lab/index.html?path=bidding.ipynb",
                     preview_text="Play this in the browser")
    assert 'href="../lite/lab/index.html?path=bidding.ipynb"' in box.preview_note.value
    assert "Play this in the browser" in box.preview_note.value
    assert BiddingBox(seed=3, preview=False).preview_note.value == ""


def test_no_note_where_the_widgets_are_live(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "emscripten")
    box = BiddingBox(seed=3)
    assert box.preview_note.value == "" and box.preview_note not in box.children


def test_configure_changes_the_defaults() -> None:
    try:
        configure(live_url="live/", preview_text="Live version", rules_url="../rules.html")
        box = BiddingBox(seed=3)
        assert 'href="live/"' in box.preview_note.value and "Live version" in \
            box.preview_note.value
        box.bid("H")
        assert 'href="../rules.html#rule-bid-1"' in box.message
    finally:
        configure(live_url=LIVE_URL, preview_text=PREVIEW_TEXT, rules_url="rules.html")
    assert _SETTINGS.rules_url == "rules.html"


def test_a_guarded_callback_reports_its_error() -> None:
    widget = JojotteWidget(preview=False)

    def fail() -> None:
        raise KeyError("lost card")

    widget.guarded(fail)()
    assert widget.error == "KeyError: 'lost card'"
    assert widget.errors.outputs[0]["name"] == "stderr"
    assert "lost card" in widget.errors.outputs[0]["text"]


def test_an_error_in_a_button_is_shown(monkeypatch: pytest.MonkeyPatch) -> None:
    replay = HandReplay(BiddingBox(seed=3).state, preview=False)

    def boom() -> bool:
        raise RuntimeError("boom")

    monkeypatch.setattr(replay, "forward", boom)
    button = replay.button("Forward", lambda: replay.forward())
    button.click()
    assert replay.error == "RuntimeError: boom"


def test_the_message_is_shown() -> None:
    widget = JojotteWidget(preview=False)
    widget.say("Hello <you>")
    assert widget.message_view.value == ('<div class="jj-message" role="status">Hello '
                                         "&lt;you&gt;</div>")
    widget.say("")
    assert widget.message == ""


@pytest.mark.parametrize(("engine", "reader"), [
    ("he holds a spade and must follow suit", "you hold a spade and must follow suit"),
    ("he does not hold the Seven of hearts", "you do not hold the Seven of hearts"),
    ("he has no club and holds a trump", "you have no club and holds a trump"),
])
def test_second_person(engine: str, reader: str) -> None:
    assert second_person(engine) == reader.replace("and holds", "and holds")
