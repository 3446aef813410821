"""Klaberjass and Belote played in their chapters' pages, in Chromium, to the score.

The chapter's start button starts the table in the page; the reader plays a whole hand
by clicking his calls and his bright cards (a dimmed card explains the rule that forbids
it), and the hand's reckoning and the game's score sheet (to 250 or to 1,000) are then in
view. Screenshots of both tables are kept in test-artifacts/.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import Watch
from .test_inline_play import SCORE_ON_SCREEN, TABLE, inner_scroll, start_inline_table
from .test_live_tables import TABLE_CALLS, TABLE_LEGAL_CARDS, quick_call
from .widget_waits import click_and_wait

#: The reader's cards he may not play now (dimmed, each explains its rule when clicked).
DIMMED = ".jj-hand-row button.jj-cardbtn.jj-dimmed"
HAND_SCORE = '[aria-label="Score of the hand"]'
SCORE_SHEET = 'table[aria-label="Score sheet"]'


def play_to_the_score(page: Any, frame: Any, artifacts: Path, name: str) -> tuple[int, bool]:
    """Play the hand at the table to its score; the cards the reader played, and whether a
    dimmed card was asked about (its refusal names a rule of the game)."""
    played, asked = 0, False
    for _ in range(150):
        if frame.locator(HAND_SCORE).count():
            return played, asked
        dimmed = frame.locator(DIMMED)
        cards = frame.locator(TABLE_LEGAL_CARDS)
        if cards.count() and dimmed.count() and not asked:
            click_and_wait(frame, dimmed.first)
            alert = frame.locator(".jj-illegal[role=alert]").first
            expect(alert).to_be_visible()
            assert re.search(r"\((KLAB|BEL)-\d+\)", alert.inner_text()), alert.inner_text()
            asked = True
            continue
        if cards.count():
            if played == 0:
                page.screenshot(path=str(artifacts / f"inline-{name}-play.png"))
            click_and_wait(frame, cards.first)
            played += 1
            continue
        calls = frame.locator(TABLE_CALLS)
        words = [text.strip() for text in calls.all_inner_texts()]
        if not words:  # every player passed: the hand is thrown in (KLAB-5, BEL-7)
            click_and_wait(frame, frame.get_by_role("button", name="New deal"))
            continue
        click_and_wait(frame, calls.nth(quick_call(words)))
    raise AssertionError(f"{name}: the hand never ended")


@pytest.mark.parametrize(("chapter", "start", "columns", "target"), [
    ("klaberjass", "Play a hand of Klaberjass here", ("You", "Bob"), "a game to 250"),
    ("belote", "Play a hand of Belote here", ("You+Cat", "Bob+Dan"), "a game to 1,000"),
])
def test_a_family_hand_is_played_in_its_chapter_to_the_score(
        page: Any, watch: Watch, base_url: str, artifacts: Path, chapter: str, start: str,
        columns: tuple[str, ...], target: str) -> None:
    frame, _ = start_inline_table(page, base_url, chapter, start, TABLE_CALLS)
    sheet = frame.locator(SCORE_SHEET)
    expect(sheet).to_contain_text("No hand scored yet.")
    for column in columns:
        expect(sheet.locator("thead")).to_contain_text(column)
    for _hand in range(4):  # until the reader has played cards in a hand, a refusal on the way
        played, asked = play_to_the_score(page, frame, artifacts, chapter)
        score = frame.locator(HAND_SCORE)
        expect(score).to_contain_text("The reckoning")
        expect(score).to_contain_text(re.compile(r"(KLAB|BEL)-\d+"))
        expect(sheet).not_to_contain_text("No hand scored yet.")
        expect(frame.locator(".jj-scorepad")).to_contain_text(target)
        assert frame.locator(TABLE_LEGAL_CARDS).count() == 0, "cards offered after the hand"
        if played and asked:
            break
        click_and_wait(frame, frame.get_by_role("button", name="New deal"))
    assert played, f"{chapter}: the reader never had a card to play in four hands"
    assert asked, f"{chapter}: no dimmed card to ask about in four hands"
    # The hand over, its score is in view: the box grows with the table.
    assert inner_scroll(frame) <= 1, "the box scrolls inside itself"
    page.wait_for_function(SCORE_ON_SCREEN, arg=TABLE, timeout=10_000)
    page.screenshot(path=str(artifacts / f"inline-{chapter}-scored.png"))
    watch.assert_clean()


#: The fans of cards that reach past their seat's box: [seat's words, by how many px].
FANS_OUT_OF_THEIR_SEAT = """t => Array.from(t.querySelectorAll('.jj-fan')).map(fan => {
    const cell = fan.closest('[style*="grid-area"]');
    const items = fan.querySelectorAll('[role=listitem]');
    const last = items[items.length - 1].getBoundingClientRect().right;
    return [cell.innerText.split('\\n')[0], last - cell.getBoundingClientRect().right];
}).filter(([, over]) => over > 1)"""


def test_on_a_phone_each_belote_hand_stays_in_its_seat(
        browser: Any, base_url: str, artifacts: Path) -> None:
    """Four seats on a phone: two side by side, each fan of eight backs inside its box."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True,
                                  is_mobile=True, device_scale_factor=2)
    page = context.new_page()
    try:
        frame, _ = start_inline_table(page, base_url, "belote", "Play a hand of Belote here",
                                      TABLE_CALLS)
        for _ in range(8):  # the bidding, until every hand holds its eight cards
            if frame.locator(TABLE_LEGAL_CARDS).count() or not frame.locator(
                    TABLE_CALLS).count():
                break
            calls = frame.locator(TABLE_CALLS)
            words = [text.strip() for text in calls.all_inner_texts()]
            click_and_wait(frame, calls.nth(quick_call(words)))
        table = frame.locator(".jj-table").first
        expect(table).to_contain_text("8 cards, face down")
        assert table.evaluate(FANS_OUT_OF_THEIR_SEAT) == []
        table.screenshot(path=str(artifacts / "inline-belote-phone.png"))
    finally:
        context.close()
