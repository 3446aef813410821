"""Live play inside the page: a chapter starts a card table where it is read.

The start control is a real button (Tab reaches it, Enter starts it). From the first
moment the box says how far Python has got ("Starting Python: 2 of 3"), and it shows
the table only once it is drawn. Python runs in the page itself (a worker), with no
console around the table: the box holds the table alone. The table is played by
clicking. How long the reader waits, from Enter to a playable table, is
recorded in test-artifacts/timings.txt (figures, not a limit; the reader who comes
near the table first waits less: benchmarks/click_to_play.py).
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
from .reader_calls import preferred_call
from .test_live_notebooks import FOUR_NINES, record_timing
from .test_live_tables import TABLE_CALLS
from .test_static_pages import WIDGETS_DRAWN
from .widget_waits import KERNEL_TIMEOUT, answer_to, click_and_wait, settled

START = "Play a hand here"
#: The in-page box once its table is drawn and shown (inline-play.js).
READY = ".jupyterlite_sphinx_iframe_container.jj-inline-ready"
#: The table's element in that box (the widgets drawn in the page).
TABLE = f"{READY} .jj-inline-table"
#: What the box says while Python starts.
STARTING = re.compile(r"^Starting Python: ([123]) of 3, ")
#: The reader's calls in the two-player table (their tooltips begin with the reader's name).
CALLS = 'button[title^="You"]'
RUNS = 3


def start_inline_table(page: Any, base_url: str, chapter: str = "practice",
                       start: str = START, calls: str = CALLS) -> tuple[Any, float]:
    """Open a chapter, reach its start button by keyboard, press Enter; the box's table
    and the seconds until the reader's calls are offered.

    The reader asks once the page is drawn: its own widgets (drawn by a script after the
    load event) are on the page first, as they are by the time anyone has read to the
    button."""
    page.goto(f"{base_url}book/{chapter}.html")
    page.wait_for_function(WIDGETS_DRAWN, timeout=60_000)
    button = page.get_by_role("button", name=start)
    expect(button).to_have_count(1)
    assert button.evaluate("b => b.tagName") == "BUTTON"
    button.focus()
    expect(button).to_be_focused()
    asked = time.monotonic()
    page.keyboard.press("Enter")
    frame = playable(page, calls)
    return frame, time.monotonic() - asked


def playable(page: Any, calls: str = CALLS) -> Any:
    """Wait until the box shows its table and the reader's calls in it; the table.

    The table is made out of sight and shown once it is drawn: it counts only once the
    box shows it."""
    page.locator(READY).first.wait_for(timeout=KERNEL_TIMEOUT)
    table = page.locator(TABLE).first
    table.locator(calls).first.wait_for(timeout=KERNEL_TIMEOUT)
    settled(table)
    return table


def test_a_hand_starts_in_the_page_and_is_played_by_clicking(
        page: Any, watch: Watch, base_url: str, artifacts: Path, capsys: Any) -> None:
    waits = []
    for run in range(RUNS):
        frame, waited = start_inline_table(page, base_url)
        waits.append(waited)
        if run < RUNS - 1:
            continue
        # Only the table shows: no console, no prompt, the start panel gone.
        expect(page.locator(".jj-inline iframe")).to_have_count(0)
        expect(page.locator(f"{READY} .jj-inline-panel")).to_be_hidden()
        page.screenshot(path=str(artifacts / "inline-practice-start.png"))
        status = frame.locator(".jj-message[role=status]")
        click_and_wait(frame, frame.locator(CALLS).first)
        expect(status.last).to_contain_text("You")
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
    click_and_wait(frame, frame.locator(TABLE_CALLS).first)
    expect(frame.locator(".jj-message[role=status]")).not_to_have_text(before or [""])
    page.screenshot(path=str(artifacts / f"inline-{chapter}.png"))
    record_timing(artifacts, f"inline {chapter} table: playable {waited:.1f} s after Enter",
                  capsys)
    watch.assert_clean()


@pytest.mark.parametrize("chapter", ["intro", "tricks", "bidding", "draw", "jojotte"])
def test_every_chapter_with_a_practice_hand_starts_it_in_the_page(
        page: Any, watch: Watch, base_url: str, chapter: str) -> None:
    frame, _ = start_inline_table(page, base_url, chapter)
    click_and_wait(frame, frame.locator(CALLS).first)
    expect(frame.locator(".jj-message[role=status]").last).to_contain_text("You")
    watch.assert_clean()


#: The chapters whose in-page box holds a lesson's widget rather than a card table: the
#: start button's words, what shows once it has started, and how to answer it once.
WIDGET_CHAPTERS = {
    "melds": ("Try the interrogation here", 'button[title="Declare this meld"]'),
    "points": ("Take the scoring quiz here", 'input[placeholder="your answer"]'),
    "scoring": ("Take the scoring quiz here", 'input[placeholder="your answer"]'),
    # The problems' option buttons (their tooltips are their words): see best_option.
    "strategy-auction": ("Solve the problems here", "button[title]"),
    "strategy-declaring": ("Solve the problems here", "button[title]"),
    "strategy-play": ("Solve the problems here", "button[title]"),
    "strategy-tables": ("Solve the problems here", "button[title]"),
}
#: The problems chapters' own names for their problems (ProblemBoard's ``chapter``).
PROBLEM_CHAPTERS = {"strategy-auction": "auction", "strategy-declaring": "declaring",
                    "strategy-play": "cardplay", "strategy-tables": "three"}


def best_option(chapter: str) -> str:
    """The words of the best answer to a problems chapter's first problem, as the engine
    finds it here (the browser's Python finds the same)."""
    from jojotte_teach.book.problem_pages import option_label
    from jojotte_teach.book.problem_verdicts import verdict
    from jojotte_teach.book.problems import problems

    first = problems(PROBLEM_CHAPTERS[chapter])[0]
    return str(option_label(first, verdict(first).best))


def answer_once(frame: Any, chapter: str) -> None:
    """Answer the chapter's widget once and wait for its reply."""
    if chapter == "melds":
        # The live notebook's cards: declaring the four Nines scores them.
        click_and_wait(frame, frame.get_by_role("button", name=FOUR_NINES, exact=True))
        expect(frame.locator('button[title="Withdraw this meld"]')).to_be_visible()
        click_and_wait(frame, frame.get_by_role("button", name="Show all"))
        expect(frame.get_by_text(re.compile(r"^You score 100, showing four Nines")).first
               ).to_be_visible()
    elif chapter in ("points", "scoring"):
        box = frame.locator('input[placeholder="your answer"]').first
        box.fill("-5")
        box.press("Enter")
        expect(frame.get_by_text(re.compile(r"^Not -5\.")).first).to_be_visible(
            timeout=60_000)
    else:
        click_and_wait(frame, frame.get_by_role("button", name=best_option(chapter),
                                                exact=True))
        expect(frame.locator(".jj-message[role=status]").last).to_contain_text("Right")


@pytest.mark.parametrize("chapter", list(WIDGET_CHAPTERS))
def test_every_chapter_with_a_live_widget_starts_it_in_the_page(
        page: Any, watch: Watch, base_url: str, artifacts: Path, capsys: Any,
        chapter: str) -> None:
    start, shown = WIDGET_CHAPTERS[chapter]
    if chapter in PROBLEM_CHAPTERS:
        shown = f'button[title="{best_option(chapter)}"]'
    frame, waited = start_inline_table(page, base_url, chapter, start, shown)
    # The box is as tall as the widget: nothing scrolls or is cut inside it.
    assert inner_scroll(frame) <= 1, "inner scroll"
    # The reader looks at the box to answer (a click in a box half out of view can miss).
    page.locator(".jupyterlite_sphinx_iframe_container").evaluate("b => b.scrollIntoView()")
    answer_once(frame, chapter)
    page.screenshot(path=str(artifacts / f"inline-{chapter}.png"))
    record_timing(artifacts, f"inline {chapter} widget: shown {waited:.1f} s after Enter",
                  capsys)
    watch.assert_clean()


# ---------------------------------------------------------------- the cards are the controls

#: The reader's hand in the in-page table: one button per card, the playable ones plain.
HAND_CARDS = ".jj-hand-row button.jj-cardbtn"
LEGAL = ".jj-hand-row button.jj-cardbtn.jj-legal"
#: The calls of the two-player table: each says what the reader does (its tooltip begins
#: with "You"), and "Play on" when the computer waits for the reader's dix.
TWO_CALLS = ('.jj-calls button[title^="You"], '
             '.jj-calls button[title="Make no meld, dix or special bid now"]')
#: What the page shows once the hand is scored.
SCORED = ".jj-score"


def output_text(frame: Any) -> str:
    """Everything the table shows now (it changes with every move)."""
    return str(frame.locator(".jj-table").first.evaluate(
        "t => t.closest('.jj-inline-table').innerText"))


def focused(frame: Any) -> dict[str, Any]:
    """What has the keyboard's focus: its classes, words and tooltip."""
    return dict(frame.evaluate(
        """() => { const a = document.activeElement;
                   return {cls: a ? String(a.className) : '', text: a ? a.innerText : '',
                           title: a && a.title || '', calls: !!(a && a.closest('.jj-calls'))};
                 }"""))


def test_a_two_player_hand_is_played_in_the_page_by_clicking_its_cards(
        page: Any, watch: Watch, base_url: str, artifacts: Path) -> None:
    frame, _ = start_inline_table(page, base_url)
    cards_played = 0
    rule_followed = False
    for _ in range(80):
        if frame.locator(SCORED).count():
            break
        legal = frame.locator(LEGAL)
        dimmed = frame.locator(f"{HAND_CARDS}.jj-dimmed")
        if dimmed.count() and not rule_followed:
            # The hand under way (its auction, or its play), a dimmed card explains its
            # rule; the rule's link opens the book's rule in a new tab, and the table
            # stays as it was.
            click_and_wait(frame, dimmed.first)
            alert = frame.locator(".jj-illegal[role=alert]").first
            expect(alert).to_be_visible()
            shown = output_text(frame)
            assert re.search(r"\([A-Z]+-\d+[A-Z]?\)", alert.inner_text())
            with page.context.expect_page() as opened:
                alert.locator("a.jj-rule").first.click()
            rules = opened.value
            rules.wait_for_load_state()
            assert re.search(r"/book/rules\.html#rule-[a-z]+-\d", rules.url), rules.url
            expect(rules.locator("h1").first).to_contain_text("Rules")
            rules.close()
            assert output_text(frame) == shown, "the table changed after the rule's link"
            rule_followed = True
            continue
        if legal.count():
            if cards_played == 0:
                page.screenshot(path=str(artifacts / "cards-desktop-play.png"))
            click_and_wait(frame, legal.first)
            cards_played += 1
        else:
            calls = frame.locator(TWO_CALLS)
            words = [t.strip() for t in calls.all_inner_texts()]
            if not words:  # four passes (BID-3): deal again
                click_and_wait(frame, frame.get_by_role("button", name="New deal"))
            else:
                click_and_wait(frame, calls.nth(preferred_call(words)))
    expect(frame.locator(SCORED)).to_contain_text("The reckoning")
    # The hand over, its score is in view: the box is as tall as the table (the page
    # scrolls, the box does not), and the reckoning is on the screen.
    assert inner_scroll(frame) <= 1, "the box scrolls inside itself"
    page.wait_for_function(SCORE_ON_SCREEN, arg=TABLE, timeout=10_000)
    assert rule_followed, "no dimmed card to ask about in the whole hand"
    # One card of the reader's in every trick (a Nullo lost stops the hand early, SPEC-1).
    assert cards_played == frame.locator(".jj-tricks li").count() > 0
    assert frame.locator(HAND_CARDS).count() == 0, "cards left after the hand"
    page.screenshot(path=str(artifacts / "cards-desktop-scored.png"))
    watch.assert_clean()


#: True once the top of the hand's reckoning is on the screen.
SCORE_ON_SCREEN = """s => { const score = document.querySelector(s + ' .jj-score');
    if (!score) { return false; }
    const top = score.getBoundingClientRect().top;
    return top >= 0 && top + 40 <= window.innerHeight; }"""


def inner_scroll(frame: Any) -> float:
    """How far the box could scroll inside itself (0: the table fits it)."""
    return float(frame.evaluate(
        "t => { const b = t.closest('.jj-inline'); return b.scrollHeight - b.clientHeight; }"))


def press_until(page: Any, frame: Any, key: str, wanted: Any, limit: int = 30) -> None:
    """Press ``key`` until the focused element is the one wanted (``wanted(focused)``)."""
    for _ in range(limit):
        if wanted(focused(frame)):
            return
        page.keyboard.press(key)
    raise AssertionError(f"{key} never reached it: the focus is on {focused(frame)}")


def test_a_two_player_hand_is_played_in_the_page_by_keyboard_alone(
        page: Any, watch: Watch, base_url: str, artifacts: Path) -> None:
    frame, _ = start_inline_table(page, base_url)
    # Once the table is there, the keyboard is on something the reader may do now, on the
    # screen: a card he may play, or (in the auction) a call; never a dimmed card, nor the
    # folded prompt.
    page.wait_for_function(
        """s => { const a = document.activeElement;
                  if (!a || !a.closest(s) ||
                      !(a.classList.contains('jj-legal') || a.closest('.jj-calls'))) {
                      return false; }
                  const r = a.getBoundingClientRect();
                  return r.top >= 0 && r.bottom <= window.innerHeight; }""",
        arg=TABLE, timeout=60_000)
    # One card of the hand is in the Tab order, the others are reached with the arrows.
    tabbable = frame.locator(HAND_CARDS).evaluate_all(
        "cards => cards.filter(c => c.tabIndex === 0).length")
    assert tabbable == 1
    cards_played = 0
    for _ in range(80):
        if frame.locator(SCORED).count():
            break
        if frame.locator(LEGAL).count():
            assert "jj-cardbtn" in focused(frame)["cls"], "the focus left the hand"
            page.keyboard.press("Home")
            press_until(page, frame, "ArrowRight", lambda f: "jj-legal" in f["cls"], 12)
            if cards_played == 0:
                page.screenshot(path=str(artifacts / "cards-keyboard-focus.png"))
            answer_to(frame, lambda: page.keyboard.press("Enter"))
            cards_played += 1
            if frame.locator(LEGAL).count():
                # The focus stays in the hand, on a card the reader may play next.
                assert "jj-legal" in focused(frame)["cls"], focused(frame)
            continue
        calls = frame.locator(TWO_CALLS)
        words = [t.strip() for t in calls.all_inner_texts()]
        wanted = words[preferred_call(words)] if words else "New deal"
        press_until(page, frame, "Tab", lambda f, w=wanted: f["text"].strip() == w)
        answer_to(frame, lambda: page.keyboard.press("Enter"))
    expect(frame.locator(SCORED)).to_contain_text("The reckoning")
    # One card of the reader's in every trick (a Nullo lost stops the hand early, SPEC-1).
    assert cards_played == frame.locator(".jj-tricks li").count() > 0
    watch.assert_clean()


def box_of(frame: Any, selector: str) -> dict[str, float]:
    """An element's box on the screen, and the box's own (the table is never cut)."""
    return dict(frame.locator(selector).first.evaluate(
        """e => { const r = e.getBoundingClientRect();
                  const c = e.closest('.jj-inline').getBoundingClientRect();
                  return {top: r.top, bottom: r.bottom, height: r.height,
                          shown_top: c.top, shown_bottom: c.bottom}; }"""))


#: The four things a reader must see at once: the other hand, the trick, his hand, the calls.
AREAS = {"the opponent's hand": '.jj-table [role=list][aria-label*="face down"]',
         "the trick": '.jj-table [role=group][aria-label="Trick"]',
         "your hand": ".jj-hand-row", "the calls": ".jj-calls"}


def test_at_1280_by_800_the_hands_the_trick_and_the_calls_fit_without_scrolling(
        page: Any, watch: Watch, base_url: str, artifacts: Path) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    frame, _ = start_inline_table(page, base_url)
    frame.evaluate("t => t.scrollIntoView({block: 'start'})")
    for moment in ("the auction", "after the draw"):
        if moment == "after the draw":
            click_and_wait(frame, frame.locator(TWO_CALLS, has_text="Accept").first)
        for name, selector in AREAS.items():
            box = box_of(frame, selector)
            assert box["height"] > 0, f"{name} is not drawn ({moment})"
            # Inside the box: nothing cut by it ...
            assert box["shown_top"] - 1 <= box["top"], f"{name} is above the box ({moment})"
            assert box["bottom"] <= box["shown_bottom"] + 1, f"{name} is below ({moment})"
            # ... and all four on the screen at once.
            assert box["top"] >= 0 and box["bottom"] <= 800, (name, moment)
        page.screenshot(path=str(artifacts / f"cards-desktop-{moment.split()[-1]}.png"))
    # The "Show:" list says its choice whole ("the trick in progress", not "...progre").
    room = frame.locator(".jj-tools select, select").first.evaluate(
        """s => { const c = document.createElement('canvas').getContext('2d');
                  c.font = getComputedStyle(s).font;
                  const text = s.options[s.selectedIndex].text;
                  const pad = parseFloat(getComputedStyle(s).paddingLeft)
                      + parseFloat(getComputedStyle(s).paddingRight);
                  return [text, s.clientWidth - pad - c.measureText(text).width]; }""")
    assert room[1] >= 0, f"the list's choice is cut: {room}"
    watch.assert_clean()


def test_on_a_phone_the_cards_are_touch_targets_in_two_rows_at_most(
        browser: Any, base_url: str, artifacts: Path) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True,
                                  is_mobile=True, device_scale_factor=2)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        frame, _ = start_inline_table(page, base_url)
        answer_to(frame, frame.locator(TWO_CALLS, has_text="Accept").first.tap)
        for _ in range(6):  # after the draw: say nothing more until the cards are played
            if frame.locator(LEGAL).count():
                break
            calls = frame.locator(TWO_CALLS)
            words = [t.strip() for t in calls.all_inner_texts()]
            answer_to(frame, calls.nth(preferred_call(words)).tap)
        cards = frame.locator(HAND_CARDS)
        assert cards.count() >= 8, "the hand after the draw"
        # Rows by layout position (a focused card is drawn raised a little).
        boxes = cards.evaluate_all("cs => cs.map(c => [c.offsetTop, c.getBoundingClientRect()"
                                   ".height, c.getBoundingClientRect().width])")
        assert min(h for _, h, _ in boxes) >= 44, f"cards under 44 px tall: {boxes}"
        rows = {top for top, _, _ in boxes}
        assert len(rows) <= 2, f"the hand wraps into {len(rows)} rows"
        # Nothing is cut off on the right: the table, the calls and the tools fit the box
        # (the console is as wide as the phone allows).
        wide = frame.locator(".jj-table").first.evaluate(
            """t => { const o = t.closest('.jj-inline-table');
                      const edge = o.ownerDocument.documentElement.clientWidth + 1;
                      return Array.from(o.querySelectorAll('.jj-table, button, select'))
                          .filter(e => e.getBoundingClientRect().right > edge)
                          .map(e => (e.textContent || e.className).trim().slice(0, 30)); }""")
        assert wide == [], f"cut off on the right: {wide}"
        page.locator(READY).first.scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / "cards-phone.png"))
        held = cards.count()
        answer_to(frame, frame.locator(LEGAL).first.tap)
        expect(frame.locator(HAND_CARDS)).to_have_count(held - 1)
        page.screenshot(path=str(artifacts / "cards-phone-played.png"))
        # To the end of the hand: on a phone too the score comes into view by itself.
        for _ in range(40):
            if frame.locator(SCORED).count():
                break
            legal = frame.locator(LEGAL)
            if legal.count():
                answer_to(frame, legal.first.tap)
            else:  # a call after the draw (a meld to declare or not)
                calls = frame.locator(TWO_CALLS)
                words = [t.strip() for t in calls.all_inner_texts()]
                answer_to(frame, calls.nth(preferred_call(words)).tap)
        expect(frame.locator(SCORED)).to_contain_text("The reckoning")
        page.wait_for_function(SCORE_ON_SCREEN, arg=TABLE, timeout=10_000)
        page.screenshot(path=str(artifacts / "cards-phone-scored.png"))
        assert not [e for e in errors if "THEBE_JS_URL" not in e], errors
    finally:
        context.close()
