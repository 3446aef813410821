"""What the reader sees of the tables, in both colour modes: rule links that look like
links, focus rings that show, no bright white block on a dark page.

Colours are read from the page as drawn (computed styles), and compared as WCAG does:
a link must stand out by its underline and read against what is behind it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import Watch
from .reader_calls import to_the_play
from .test_inline_play import LEGAL, START, playable
from .test_static_pages import open_page
from .widget_waits import click_and_wait

#: An element's colours as drawn: its text, the first opaque background behind it, its
#: underline, and WCAG's contrast ratio of the two colours.
_LOOK = """e => {
    const rgb = c => (c.match(/[\\d.]+/g) || []).map(Number);
    const lum = ([r, g, b]) => {
        const f = v => {
            v /= 255;
            return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    let back = null;
    for (let n = e; n; n = n.parentElement) {
        const c = rgb(getComputedStyle(n).backgroundColor);
        if (c.length === 3 || (c.length === 4 && c[3] > 0.5)) { back = c.slice(0, 3); break; }
    }
    const doc = e.ownerDocument;
    back = back || rgb(getComputedStyle(doc.body).backgroundColor).slice(0, 3);
    if (!back.length) { back = [255, 255, 255]; }
    const fore = rgb(getComputedStyle(e).color).slice(0, 3);
    const [a, b] = [lum(fore), lum(back)].sort((x, y) => y - x);
    const style = getComputedStyle(e);
    return {underline: style.textDecorationLine.includes('underline'),
            contrast: (a + 0.05) / (b + 0.05), background: lum(back), fore: style.color};
}"""


def look(element: Any) -> dict[str, Any]:
    return dict(element.evaluate(_LOOK))


def assert_a_link(link: Any, where: str) -> None:
    seen = look(link)
    assert seen["underline"], f"{where}: a rule link without its underline: {seen}"
    assert seen["contrast"] >= 4.5, f"{where}: a rule link that does not read: {seen}"


def dark_page(browser: Any) -> Any:
    """A page in a browser that prefers the dark colour scheme (the book follows it)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900},
                                  color_scheme="dark")
    return context.new_page()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_rule_links_look_like_links_in_tables_and_in_quiz_feedback(
        browser: Any, base_url: str, artifacts: Path, scheme: str) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 900},
                                  color_scheme=scheme)
    page = context.new_page()
    try:
        # A score sheet on a page: every line names its rule.
        open_page(page, base_url, "book/scoring.html")
        assert page.evaluate("document.documentElement.dataset.theme") == scheme
        links = page.locator(".cell_output a.jj-rule:visible")
        assert links.count(), "no rule link in this page's tables"
        links.first.scroll_into_view_if_needed()
        assert_a_link(links.first, f"a table, {scheme}")
        # A quiz's feedback: the words are red or green, the link must still read.
        open_page(page, base_url, "book/points.html")
        box = page.locator(".Quiz input").first
        box.scroll_into_view_if_needed()
        box.fill("-5")
        box.press("Enter")
        quiz = box.locator("xpath=ancestor::div[contains(@class, 'Quiz')][1]")
        feedback = quiz.locator("a.jj-rule")
        expect(feedback.first).to_be_visible()
        assert_a_link(feedback.first, f"quiz feedback, {scheme}")
        quiz.screenshot(path=str(artifacts / f"look-quiz-feedback-{scheme}.png"))
    finally:
        context.close()


def test_in_a_dark_page_the_quizzes_are_not_white_blocks(
        browser: Any, base_url: str, artifacts: Path) -> None:
    page = dark_page(browser)
    try:
        open_page(page, base_url, "book/cards.html")
        quiz = page.locator(".Quiz").filter(has=page.locator(".MCButton")).first
        quiz.scroll_into_view_if_needed()
        # The panel behind the question's choices, and a choice itself.
        assert look(quiz)["background"] < 0.2, look(quiz)
        assert look(quiz.locator(".MCButton").first)["background"] < 0.2
        assert look(quiz.locator(".MCButton").first)["contrast"] >= 4.5
        page.screenshot(path=str(artifacts / "look-dark-quiz.png"))
        # A numeric question: its label reads on the dark page.
        open_page(page, base_url, "book/points.html")
        label = page.locator(".Quiz label").first
        label.scroll_into_view_if_needed()
        assert look(label)["background"] < 0.2 and look(label)["contrast"] >= 4.5, look(label)
        page.screenshot(path=str(artifacts / "look-dark-numeric-quiz.png"))
    finally:
        page.context.close()


def test_in_a_dark_page_the_live_table_is_dark_and_its_rule_links_read(
        browser: Any, base_url: str, artifacts: Path) -> None:
    page = dark_page(browser)
    try:
        page.goto(f"{base_url}book/practice.html")
        page.get_by_role("button", name=START).click()
        frame = playable(page)
        assert look(frame)["background"] < 0.2, "a white table box"
        table = frame.locator(".jj-table").first
        assert look(table)["background"] < 0.2, look(table)
        # No pale panel round the box on the dark page.
        box = page.locator(".jj-inline").first
        assert look(box)["background"] < 0.2, f"a pale frame round the table: {look(box)}"
        to_the_play(frame)
        dimmed = frame.locator(".jj-hand-row button.jj-cardbtn.jj-dimmed")
        if dimmed.count():
            click_and_wait(frame, dimmed.first)
            assert_a_link(frame.locator(".jj-illegal a.jj-rule").first, "the live table, dark")
        # Every badge (a seat's roles, "to lead", a hint's verdict) reads on its colour.
        badges = frame.locator(".jj-role, .jj-badge")
        assert badges.count(), "no badge on the table"
        for badge in badges.all():
            seen = look(badge)
            assert seen["contrast"] >= 4.5, f"a badge that does not read: " \
                f"{badge.inner_text()!r} {seen}"
        frame.scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / "look-dark-live-table.png"))
    finally:
        page.context.close()


def ring(element: Any) -> dict[str, Any]:
    """An element's focus ring, and whether any ancestor cuts it off."""
    return dict(element.evaluate("""e => {
        const s = getComputedStyle(e), r = e.getBoundingClientRect();
        const out = parseFloat(s.outlineWidth) + Math.max(0, parseFloat(s.outlineOffset));
        const ring = {top: r.top - out, left: r.left - out, bottom: r.bottom + out,
                      right: r.right + out};
        let cut = null;
        for (let n = e.parentElement; n && n !== e.ownerDocument.body; n = n.parentElement) {
            const p = getComputedStyle(n);
            if (p.overflowX !== 'visible' || p.overflowY !== 'visible') {
                const b = n.getBoundingClientRect();
                if (ring.top < b.top - 0.5 || ring.left < b.left - 0.5 ||
                    ring.bottom > b.bottom + 0.5 || ring.right > b.right + 0.5) {
                    cut = n.className; break;
                }
            }
        }
        return {style: s.outlineStyle, width: parseFloat(s.outlineWidth),
                offset: parseFloat(s.outlineOffset), cut: cut};
    }"""))


def test_focus_rings_show_on_every_call_and_on_a_raised_card(
        page: Any, watch: Watch, base_url: str, artifacts: Path) -> None:
    page.goto(f"{base_url}book/practice.html")
    page.get_by_role("button", name=START).click()
    frame = playable(page)
    calls = frame.locator(".jj-calls button")
    blue = frame.locator(".jj-calls button.mod-primary")
    assert blue.count(), "no primary call to look at"
    for call in (calls.first, blue.first):
        call.focus()
        page.keyboard.press("Shift+Tab")
        page.keyboard.press("Tab")  # by keyboard: the ring of :focus-visible
        expect(call).to_be_focused()
        seen = ring(call)
        # Outside the button, 3 px: it shows on the blue call as on the grey ones.
        assert seen["style"] == "solid" and seen["width"] >= 3 and seen["offset"] >= 1, seen
        assert seen["cut"] is None, seen
    frame.locator(".jj-calls").first.screenshot(path=str(artifacts / "look-focus-call.png"))
    to_the_play(frame)
    card = frame.locator(LEGAL).first
    card.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowLeft")
    focused = frame.locator(".jj-cardbtn:focus")
    seen = ring(focused)
    assert seen["style"] == "solid" and seen["width"] >= 3, seen
    assert seen["cut"] is None, f"the raised card's ring is cut off by {seen['cut']}"
    frame.locator(".jj-hand-strip").first.screenshot(path=str(artifacts / "look-focus-card.png"))
    watch.assert_clean()
