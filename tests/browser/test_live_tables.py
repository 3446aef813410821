"""The live tables at three and four, and of Klaberjass and Belote: a hand played to the score.

Each test opens a table notebook, plays hands by clicking the reader's offered buttons
until the reader has played one through with a hint on the way, then asks for the
review. The hints' times are recorded in test-artifacts/, not asserted.
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
from .test_live_notebooks import (
    assert_no_error_output,
    first_output,
    record_timing,
    run_first_cell,
    settle,
)
from .widget_waits import KERNEL_TIMEOUT, click_and_wait

#: The call buttons of a card table at three or four: each of the reader's legal calls
#: says what he does, with its rule, as tooltip ("You pass (THREE-2).", "You bid No-trump
#: (FOUR-2)."); "Play on" declines the acts without a turn.
#: "Play on" says what it declines: "Make no meld, dix or special bid now", and in
#: Klaberjass and Belote the acts of their own ("Make no declaration now").
PLAY_ON = '[title^="Make no "]'
TABLE_CALLS = f'.jj-calls button[title^="You"], .jj-calls button{PLAY_ON}'
TABLE_LEGAL_CARDS = 'button.jj-cardbtn.jj-legal'
TABLE_ILLEGAL_CARDS = 'button[title$="(not now: click to see why)"]'
#: The reader's calls that move a table hand on, in order of preference: accepting makes
#: the reader the declarer, who plays the cards at three as well as at four.
TABLE_QUICK_CALLS = ("Accept", "Take", "Pass")


def quick_call(words: list[str]) -> int:
    """The index of the call to make among the buttons' words (TABLE_QUICK_CALLS first)."""
    return next((i for quick in TABLE_QUICK_CALLS for i, word in enumerate(words)
                 if word.startswith(quick)), 0)

HAND_SCORE = '[aria-label="Score of the hand"]'
SCORE_SHEET = 'table[aria-label="Score sheet"]'


HINT = '[role=group][aria-label="Hint"]'
#: Hints asked for per table test (each is timed: the target is 2 s from the click).
HINTS_PER_TABLE = 3


def ask_for_a_hint(page: Any) -> float | None:
    """Click "Hint" and wait for it; the seconds it took (None where the table says why
    there is no hint: a Nullo hand, or Klaberjass's first lead while melds may still be
    declared, KLAB-11)."""
    output = first_output(page)
    asked = time.monotonic()
    click_and_wait(page, page.get_by_role("button", name="Hint", exact=True))
    took = time.monotonic() - asked
    if not output.locator(HINT).count():
        said = output.locator(".jj-message[role=status]").all_inner_texts()
        assert any(re.search(r"Nullo|SPEC-3|KLAB-11", text) for text in said), said
        return None
    hint = output.locator(HINT)
    expect(hint).to_contain_text("Hint for You")
    listed = hint.locator("li").count()
    assert listed == page.locator(TABLE_LEGAL_CARDS).count(), "a legal card left out"
    return took


def play_hand(page: Any, name: str, shot: Path | None,
                    hints: list[float] | None = None) -> int:
    """Play one table hand to its end by clicking the reader's offered buttons.

    Returns how many cards the reader played (none at three if he was left out of the
    play). A hand thrown in (every player passed) is dealt again with "New deal".
    When the reader first has a card to play, the page is saved as ``shot`` (if given).
    With ``hints``, the reader asks for a hint before each card until there are
    ``HINTS_PER_TABLE`` timings in it.
    """
    output = first_output(page)
    status = output.locator(".jj-message[role=status]")
    played = 0
    for _ in range(150):
        if output.locator(HAND_SCORE).count():
            return played
        play_on = page.locator(f"button{PLAY_ON}")
        if play_on.count():  # decline the melds, the dix, Nullo or Slam offered now
            click_and_wait(page, play_on.first)
            continue
        cards = page.locator(TABLE_LEGAL_CARDS)
        if cards.count():
            if hints is not None and len(hints) < HINTS_PER_TABLE:
                took = ask_for_a_hint(page)
                if took is not None:
                    hints.append(took)
            if played == 0 and shot is not None:
                page.screenshot(path=str(shot), full_page=True)
            click_and_wait(page, cards.first)
            played += 1
            continue
        calls = page.locator(TABLE_CALLS)
        words = [text.strip() for text in calls.all_inner_texts()]
        if not words:
            assert "thrown in" in status.inner_text(), output.inner_text()
            click_and_wait(page, page.get_by_role("button", name="New deal"))
            continue
        click_and_wait(page, calls.nth(quick_call(words)))
    raise AssertionError(f"{name}: the hand never ended: {output.inner_text()}")


def play_a_live_table(page: Any, base_url: str, artifacts: Path, name: str,
                      columns: tuple[str, ...], capsys: Any) -> None:
    """Open a table notebook and play hands until the reader has played one through,
    asking for hints on the way and for the review at the end."""
    run_first_cell(page, base_url, name, artifacts)
    page.locator(TABLE_CALLS).first.wait_for(timeout=KERNEL_TIMEOUT)
    settle(page)
    output = first_output(page)
    sheet = output.locator(SCORE_SHEET)
    expect(sheet).to_contain_text("No hand scored yet.")
    for column in columns:
        expect(sheet.locator("thead")).to_contain_text(column)
    shot: Path | None = artifacts / f"live-{name}.png"
    hints: list[float] = []
    for _hand in range(4):  # until the reader has played a hand, with a hint on the way
        before = sheet.inner_text()
        played = play_hand(page, name, shot, hints)
        shot = None if played else shot
        score = output.locator(HAND_SCORE)
        expect(score).to_be_visible()
        expect(score).to_contain_text(re.compile(r"[A-Z]+-\d+"))  # every line has its rule
        expect(sheet).not_to_contain_text("No hand scored yet.")
        expect(sheet).not_to_have_text(before)
        assert page.locator(TABLE_CALLS).count() == 0, "calls offered after the hand"
        assert page.locator(TABLE_LEGAL_CARDS).count() == 0, "cards offered after the hand"
        if played and hints:  # (a Nullo hand has no hint: the aim is to take no trick)
            break
        click_and_wait(page, page.get_by_role("button", name="New deal"))
    assert played, f"{name}: the reader never had a card to play in four hands"
    click_and_wait(page, page.get_by_role("button", name="Review the play"))
    expect(output.locator("table.jj-review")).to_contain_text("Card played")
    page.screenshot(path=str(artifacts / f"live-{name}-scored.png"), full_page=True)
    assert hints, f"{name}: no hint was given"
    record_timing(artifacts, f"{name}: hints answered in "
                  + ", ".join(f"{t:.2f}" for t in hints)
                  + f" s (median {statistics.median(hints):.2f} s)", capsys)


def test_three_player_hand_is_played_live_to_the_score(
        page: Any, watch: Watch, base_url: str, artifacts: Path, capsys: Any) -> None:
    play_a_live_table(page, base_url, artifacts, "three_player_table", ("You", "Bob", "Cat"),
                      capsys)
    assert_no_error_output(page)
    watch.assert_clean()


def test_partnership_hand_is_played_live_to_the_score(
        page: Any, watch: Watch, base_url: str, artifacts: Path, capsys: Any) -> None:
    play_a_live_table(page, base_url, artifacts, "partnership_table", ("You+Cat", "Bob+Dan"),
                      capsys)
    assert_no_error_output(page)
    watch.assert_clean()


@pytest.mark.parametrize(("name", "columns"), [("klaberjass_table", ("You", "Bob")),
                                               ("belote_table", ("You+Cat", "Bob+Dan"))])
def test_a_family_hand_is_played_live_to_the_score(
        page: Any, watch: Watch, base_url: str, artifacts: Path, capsys: Any, name: str,
        columns: tuple[str, ...]) -> None:
    play_a_live_table(page, base_url, artifacts, name, columns, capsys)
    assert_no_error_output(page)
    watch.assert_clean()
