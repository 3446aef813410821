"""Live play inside the page: a chapter starts a card table where it is read.

The start control is a real button (Tab reaches it, Enter starts it). The console
around the table shows the table only: no prompts, and its empty input cell folded to
nothing. The table is played by clicking. How long the reader waits, from Enter to
a playable table, is recorded in test-artifacts/timings.txt (figures, not a limit).
"""

from __future__ import annotations

import re
import statistics
import time
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import Watch
from .test_live_notebooks import TABLE_CALLS, record_timing

START = "Play a hand here"
#: The reader's calls in the two-player table (their tooltips begin with the reader's name).
CALLS = 'button[title^="You"]'
RUNS = 3


def start_inline_table(page: Any, base_url: str, chapter: str = "practice",
                       start: str = START, calls: str = CALLS) -> tuple[Any, float]:
    """Open a chapter, reach its start button by keyboard, press Enter; the console's
    frame and the seconds until the reader's calls are offered."""
    page.goto(f"{base_url}book/{chapter}.html")
    button = page.get_by_role("button", name=start)
    expect(button).to_have_count(1)
    assert button.evaluate("b => b.tagName") == "BUTTON"
    button.focus()
    expect(button).to_be_focused()
    asked = time.monotonic()
    page.keyboard.press("Enter")
    frame = page.frame_locator("iframe.jupyterlite_sphinx_iframe")
    frame.locator(calls).first.wait_for(timeout=180_000)
    return frame, time.monotonic() - asked


def test_a_hand_starts_in_the_page_and_is_played_by_clicking(
        page: Any, watch: Watch, base_url: str, artifacts: Path, capsys: Any) -> None:
    waits = []
    for run in range(RUNS):
        frame, waited = start_inline_table(page, base_url)
        waits.append(waited)
        if run < RUNS - 1:
            continue
        # Only the table shows: no prompt, and the input cell folded to nothing.
        expect(frame.locator(".jp-InputPrompt").first).to_be_hidden()
        cell = frame.locator(".jp-CodeConsole-promptCell")
        assert cell.evaluate("c => c.getBoundingClientRect().height") <= 1
        page.screenshot(path=str(artifacts / "inline-practice-start.png"))
        status = frame.locator(".jj-message[role=status]")
        frame.locator(CALLS).first.click()
        expect(status.last).to_contain_text("You", timeout=60_000)
        # The reader's calls in the second person, in the message and the auction.
        said = re.compile(r"You (passes|accepts|bids)\b")
        expect(status.last).not_to_contain_text(said)
        expect(frame.locator(".jj-auction")).not_to_contain_text(said)
        page.screenshot(path=str(artifacts / "inline-practice-played.png"))
    record_timing(artifacts, "inline practice table: playable "
                  + ", ".join(f"{w:.1f}" for w in waits)
                  + f" s after Enter (median {statistics.median(waits):.1f} s)", capsys)
    watch.assert_clean()


@pytest.mark.parametrize(("chapter", "start"), [("three", "Play a hand at three here"),
                                                ("four", "Play a partnership hand here")])
def test_the_tables_of_three_and_four_start_in_their_chapters(
        page: Any, watch: Watch, base_url: str, artifacts: Path, capsys: Any,
        chapter: str, start: str) -> None:
    frame, waited = start_inline_table(page, base_url, chapter, start, TABLE_CALLS)
    before = frame.locator(".jj-message[role=status]").all_inner_texts()
    frame.locator(TABLE_CALLS).first.click()
    expect(frame.locator(".jj-message[role=status]")).not_to_have_text(before or [""],
                                                                      timeout=60_000)
    page.screenshot(path=str(artifacts / f"inline-{chapter}.png"))
    record_timing(artifacts, f"inline {chapter} table: playable {waited:.1f} s after Enter",
                  capsys)
    watch.assert_clean()


@pytest.mark.parametrize("chapter", ["intro", "tricks", "bidding", "draw", "jojotte"])
def test_every_chapter_with_a_practice_hand_starts_it_in_the_page(
        page: Any, watch: Watch, base_url: str, chapter: str) -> None:
    frame, _ = start_inline_table(page, base_url, chapter)
    frame.locator(CALLS).first.click()
    expect(frame.locator(".jj-message[role=status]").last).to_contain_text("You",
                                                                         timeout=60_000)
    watch.assert_clean()
