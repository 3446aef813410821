"""Every page of the built book in Chromium: clean console, nothing remote, accessible.

Run with the site built (``make book``); ``make test`` builds it first when stale.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

import pytest
from playwright.sync_api import expect

from .conftest import ROOT, SITE, Watch

AXE = ROOT / "scripts" / "npm" / "node_modules" / "axe-core" / "axe.min.js"
#: The 32 cards by name, as their SVGs' accessible names begin.
RANKS = ("Ace", "King", "Queen", "Jack", "Ten", "Nine", "Eight", "Seven")
SUITS = ("spades", "hearts", "diamonds", "clubs")
CARD_NAME = re.compile(rf"^({'|'.join(RANKS)}) of ({'|'.join(SUITS)})\b")


def book_pages() -> list[str]:
    """The site's pages (not the JupyterLite app), as paths relative to the site."""
    if not SITE.is_dir():
        return ["index.html"]  # the `site` fixture then fails, saying how to build it
    return sorted(
        p.relative_to(SITE).as_posix()
        for p in SITE.rglob("*.html")
        if p.relative_to(SITE).parts[0] not in ("lite", "_static", "_sources")
    )


PAGES = book_pages()


#: True once the embedder has drawn every widget view of the page (it adds a
#: ``.widget-subarea`` beside each view's script).
WIDGETS_DRAWN = """() => Array.from(document.querySelectorAll(
    'script[type="application/vnd.jupyter.widget-view+json"]'))
    .every(view => view.parentElement.querySelector('.widget-subarea'))"""


#: Every search box or button of the theme (the sidebar's field is the one to show).
SEARCH = ".search-button-field, .search-button, form.bd-search"
#: An inline script: a <script> element with a body and no file.
INLINE_SCRIPT = re.compile(r"<script>(.+?)</script>", re.DOTALL)


#: A page that sends the reader on (the site's front door, to the first chapter).
REFRESH = re.compile(r'<meta http-equiv="Refresh" content="0; url=([^"]+)"', re.IGNORECASE)


def open_page(page: Any, base_url: str, path: str) -> None:
    page.goto(base_url + path, wait_until="load")
    sent_on = REFRESH.search((SITE / path).read_text(encoding="utf-8"))
    if sent_on:  # check the page the reader lands on, once it has loaded
        page.wait_for_url(urljoin(base_url + path, sent_on.group(1)), wait_until="load")
    # Widgets are drawn by a script after the load event.
    page.wait_for_function(WIDGETS_DRAWN, timeout=60_000)


@pytest.mark.parametrize("path", PAGES)
def test_page_loads_cleanly_with_no_critical_accessibility_violation(
        page: Any, watch: Watch, base_url: str, path: str) -> None:
    open_page(page, base_url, path)
    assert page.title(), f"{path} has no title"
    # The theme's mode is set before the reader chooses one (an empty one is an error).
    assert page.evaluate("document.documentElement.dataset.mode") in ("auto", "light", "dark")
    # The book's own icon (the browser would otherwise ask for /favicon.ico: a 404).
    icon = page.locator('link[rel="icon"]')
    assert icon.count() == 1, f"{path}: no icon of its own"
    assert page.request.get(icon.evaluate("link => link.href")).ok, f"{path}: icon missing"
    # The search page has its own form in the page's body; the one in the frame is extra.
    shown = [box for box in page.locator(SEARCH).all()
             if box.is_visible() and not box.evaluate("b => !!b.closest('main')")]
    assert len(shown) == 1, f"{path}: {len(shown)} search boxes in view"
    watch.assert_clean()
    page.add_script_tag(path=str(AXE))
    violations = page.evaluate(
        "async () => (await axe.run(document, {resultTypes: ['violations']})).violations"
        ".map(v => ({id: v.id, impact: v.impact, help: v.help,"
        " nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}))"
    )
    critical = [v for v in violations if v["impact"] == "critical"]
    assert not critical, f"{path}: {critical}"


@pytest.mark.parametrize("path", PAGES)
def test_each_inline_script_is_written_once(site: Path, path: str) -> None:
    """Two copies of sphinx-thebe's ``const THEBE_JS_URL`` stop the page's scripts."""
    scripts = INLINE_SCRIPT.findall((site / path).read_text("utf-8"))
    twice = {body[:80] for body in scripts if scripts.count(body) > 1}
    assert not twice, f"{path}: written twice: {sorted(twice)}"


def test_the_pack_is_drawn_with_accessible_names(page: Any, watch: Watch, base_url: str,
                                                 artifacts: Path) -> None:
    open_page(page, base_url, "book/cards.html")
    cards = page.locator('svg[role="img"][aria-label]')
    names = [n for n in cards.evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
             if CARD_NAME.match(n)]
    wanted = {f"{rank} of {suit}" for rank in RANKS for suit in SUITS}
    assert wanted <= {CARD_NAME.match(n).group(0) for n in names}  # type: ignore[union-attr]
    for rank, suit in (("Ace", "spades"), ("Jack", "hearts"), ("Seven", "clubs")):
        card = page.get_by_role("img", name=f"{rank} of {suit}", exact=True).first
        card.scroll_into_view_if_needed()
        assert card.is_visible()
        box = card.bounding_box()
        assert box is not None and box["width"] > 20 and box["height"] > 30
    page.get_by_role("img", name="Ace of spades", exact=True).first.screenshot(
        path=str(artifacts / "card-ace-of-spades.png"))
    watch.assert_clean()


def test_a_quiz_answered_wrong_then_right_gives_each_feedback(
        page: Any, watch: Watch, base_url: str, artifacts: Path) -> None:
    open_page(page, base_url, "book/cards.html")
    question = page.locator(".Quiz").filter(has=page.locator(".MCButton")).first
    question.wait_for()
    wrong = question.locator('.MCButton[data-correct="false"]').first
    right = question.locator('.MCButton[data-correct="true"]').first
    feedback = question.locator(".Feedback")

    wrong.click()
    wrong_text = wrong.get_attribute("data-feedback") or ""
    assert wrong_text.startswith("No")
    assert feedback.inner_text().strip() == wrong_text.strip()
    assert "incorrectButton" in (wrong.get_attribute("class") or "").split()

    right.click()
    right_text = right.get_attribute("data-feedback") or ""
    assert right_text.startswith("Right")
    assert feedback.inner_text().strip() == right_text.strip()
    assert "correctButton" in (right.get_attribute("class") or "").split()
    question.screenshot(path=str(artifacts / "quiz-answered.png"))
    watch.assert_clean()


def test_a_quiz_is_answered_by_keyboard_with_a_visible_focus(
        page: Any, watch: Watch, base_url: str, artifacts: Path) -> None:
    open_page(page, base_url, "book/cards.html")
    question = page.locator(".Quiz").filter(has=page.locator(".MCButton")).first
    choices = question.locator(".MCButton")
    choices.first.wait_for()
    feedback = question.locator(".Feedback")
    # Tab reaches the choices: each is a button for the keyboard.
    assert choices.first.get_attribute("tabindex") == "0"
    assert choices.first.get_attribute("role") == "button"
    choices.first.focus()
    # The arrows move between the choices and never answer.
    page.keyboard.press("ArrowDown")
    expect(choices.nth(1)).to_be_focused()
    page.keyboard.press("ArrowUp")
    expect(choices.first).to_be_focused()
    assert feedback.inner_text().strip() == "", "an arrow key answered the question"
    ring = choices.first.evaluate(
        "b => [getComputedStyle(b).outlineStyle, parseFloat(getComputedStyle(b).outlineWidth)]")
    assert ring[0] == "solid" and ring[1] >= 2, f"no visible focus ring: {ring}"
    question.screenshot(path=str(artifacts / "quiz-keyboard-focus.png"))
    # Enter answers with the choice in focus.
    page.keyboard.press("Enter")
    said = choices.first.get_attribute("data-feedback") or ""
    expect(feedback).to_have_text(said.strip())
    watch.assert_clean()


def test_a_numeric_quiz_is_answered_with_enter_and_not_with_the_arrows(
        page: Any, watch: Watch, base_url: str) -> None:
    open_page(page, base_url, "book/points.html")
    box = page.locator(".Quiz input").first
    box.wait_for()
    # The quiz writes its verdict into "fb" + the question's id.
    verdict = page.locator(f"#fb{(box.get_attribute('id') or '').split('-')[0]}")
    box.focus()
    page.keyboard.type("1")
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowDown")
    expect(verdict).to_be_hidden()
    page.keyboard.press("Enter")
    expect(verdict).to_be_visible()
    expect(verdict).not_to_have_text("")
    watch.assert_clean()


#: Chapters with interactive widgets (shown as previews), which readers can play live.
INTERACTIVE = [p for p in PAGES if p.startswith("book/")
               and "jj-preview" in (SITE / p).read_text("utf-8")]


@pytest.mark.parametrize("path", INTERACTIVE or ["book/practice.html"])
def test_interactive_chapter_labels_previews_and_sends_the_reader_to_its_live_box(
        page: Any, watch: Watch, base_url: str, path: str) -> None:
    open_page(page, base_url, path)
    notes = page.locator(".jj-preview[role=note]")
    assert notes.count(), f"{path}: no widget is labelled as a preview"
    box = page.locator("#jj-play")
    assert box.locator("button.jj-inline-start, .jj-kept").count(), f"{path}: no live box"
    for index in range(notes.count()):
        note = notes.nth(index)
        note.scroll_into_view_if_needed()
        assert note.is_visible()
        assert note.inner_text().startswith("Preview"), note.inner_text()
        assert note.locator("a[href]").count() == 1
    # The preview's link goes to the page's own live box.
    notes.first.locator("a").click()
    expect(box).to_be_in_viewport()
    assert page.url.endswith(f"{path}#jj-play")
    # The notebook, for those who want its code, opens in a new tab: the chapter stays.
    links = page.locator("a", has_text="Open it as a notebook")
    assert links.count() >= 1, f"{path} has widgets but no notebook link"
    with page.expect_popup() as opened:
        links.first.click()
    popup = opened.value
    url = popup.url
    popup.close()  # one kernel per notebook: the live tests open them one at a time
    name = re.search(r"/lite/notebooks/index\.html\?path=book/live/(\w+)\.ipynb$", url)
    assert name, url
    assert (SITE / "lite" / "files" / "book" / "live" / f"{name.group(1)}.ipynb").is_file()
    assert f"{path}#jj-play" in page.url, "the chapter itself must stay open"
    watch.assert_clean()


def test_a_decision_problem_answered_wrong_then_right_shows_the_engines_figures(
        page: Any, watch: Watch, base_url: str, artifacts: Path) -> None:
    """On the static page the verdict is there without Python: each option's figure."""
    from jojotte_teach.book.problem_pages import option_label
    from jojotte_teach.book.problem_verdicts import verdict
    from jojotte_teach.book.problems import problem

    p = problem("lead-1")
    found = verdict(p)
    best = option_label(p, found.best)
    other = next(option_label(p, o) for o in p.options if o != found.best)
    open_page(page, base_url, "book/strategy-play.html")
    question = page.locator(".Quiz").filter(has=page.get_by_text(best, exact=True)).first
    question.scroll_into_view_if_needed()
    feedback = question.locator(".Feedback")
    question.locator(".MCButton", has_text=other).first.click()
    expect(feedback).to_contain_text("Not the best")
    expect(feedback).to_contain_text(best)
    page.screenshot(path=str(artifacts / "problem-static-wrong.png"))
    question.locator(".MCButton", has_text=best).first.click()
    expect(feedback).to_contain_text("Right")
    page.screenshot(path=str(artifacts / "problem-static-right.png"))
    watch.assert_clean()


@pytest.mark.parametrize("ident", ["three-side-1", "partnership-ruff-1"])
def test_a_problem_at_three_and_at_four_answered_wrong_then_right(
        page: Any, watch: Watch, base_url: str, artifacts: Path, ident: str) -> None:
    """On the static page of the three- and four-player problems: the quiz's feedback
    gives the engine's figures and the lesson, which the question never shows."""
    from jojotte_teach.book.problem_pages import option_label
    from jojotte_teach.book.problem_verdicts import verdict
    from jojotte_teach.book.problems import problem

    p = problem(ident)
    found = verdict(p)
    best = option_label(p, found.best)
    other = next(option_label(p, o) for o in p.options if not found.is_best(o))
    open_page(page, base_url, "book/strategy-tables.html")
    position = page.locator(f"#problem-{ident}")
    position.scroll_into_view_if_needed()
    assert p.lesson not in position.inner_text()
    question = page.locator(".Quiz").filter(has=page.get_by_text(p.question, exact=False)).first
    question.scroll_into_view_if_needed()
    feedback = question.locator(".Feedback")
    question.locator(".MCButton", has_text=other).first.click()
    expect(feedback).to_contain_text("Not the best")
    expect(feedback).to_contain_text(p.lesson)
    position.screenshot(path=str(artifacts / f"problem-static-{ident}-position.png"))
    question.screenshot(path=str(artifacts / f"problem-static-{ident}-wrong.png"))
    question.locator(".MCButton", has_text=best).first.click()
    expect(feedback).to_contain_text("Right")
    question.screenshot(path=str(artifacts / f"problem-static-{ident}-right.png"))
    watch.assert_clean()


def test_a_preview_is_a_picture_with_one_way_to_play(
        page: Any, watch: Watch, base_url: str, artifacts: Path) -> None:
    """The tricks chapter's table on a static page: its note is the way to play; the
    buttons that would do nothing are not drawn, and it starts at the first trick."""
    open_page(page, base_url, "book/tricks.html")
    note = page.locator(".jj-preview").first
    note.scroll_into_view_if_needed()
    assert note.is_visible() and note.locator("a[href]").count() == 1
    table = page.locator(".widget-vbox", has=note).first
    for word in ("Undo", "Hint", "Slam", "New deal"):
        assert not table.get_by_role("button", name=word).first.is_visible(), word
    assert "Trick 1" in table.inner_text()
    table.screenshot(path=str(artifacts / "preview-tricks.png"))
    watch.assert_clean()


def test_searching_a_rule_id_finds_its_rule_first(
        page: Any, watch: Watch, base_url: str, artifacts: Path) -> None:
    page.goto(base_url + "search.html?q=PLAY-2")
    results = page.locator("#search-results ul.search li")
    expect(results.first).to_be_visible(timeout=60_000)
    first = results.first
    assert "Rules reference" in first.inner_text()
    assert "rules.html" in (first.locator("a").first.get_attribute("href") or "")
    expect(first).to_contain_text("follow suit")
    expect(first).to_contain_text("suit led")  # the rule's words, not only its name
    summaries = results.locator("p.context").all_inner_texts()
    assert not any(s.strip().startswith("....md") or s.strip() == ".md" for s in summaries)
    page.screenshot(path=str(artifacts / "search-play-2.png"))
    watch.assert_clean()


#: Chapters that play in the page, and the notebook each offers besides.
NOTEBOOKS = {"practice": "practice_hand", "three": "three_player_table",
             "points": "scoring_quiz", "strategy-play": "problems",
             "klaberjass": "klaberjass_table", "belote": "belote_table"}


@pytest.mark.parametrize("chapter", list(NOTEBOOKS))
def test_the_in_page_table_is_the_way_to_play_and_the_notebook_a_link_after_it(
        page: Any, watch: Watch, base_url: str, chapter: str) -> None:
    open_page(page, base_url, f"book/{chapter}.html")
    start = page.locator("button.jj-inline-start").first
    link = page.locator("a", has_text="Open it as a notebook").first
    expect(start).to_be_visible()
    expect(link).to_be_visible()
    assert re.search(rf"/lite/notebooks/index\.html\?path=book/live/{NOTEBOOKS[chapter]}"
                     r"\.ipynb$", link.evaluate("a => a.href")), link.get_attribute("href")
    assert link.get_attribute("target") == "_blank"
    # The box comes first; the link after it, in smaller type than the button.
    assert start.evaluate("(b, a) => !!(b.compareDocumentPosition(a) & 4)",
                          link.element_handle())
    size = [float(x.evaluate("e => parseFloat(getComputedStyle(e).fontSize)"))
            for x in (start, link)]
    assert size[1] < size[0], size
    # No "Play live" button sends the reader off to a notebook any more.
    assert page.locator("button.try_examples_button").count() == 0
    # A preview sends the reader to the box on the page.
    for note in page.locator(".jj-preview a").all():
        assert note.get_attribute("href") == "#jj-play"
    assert page.locator("#jj-play").count() == 1
    watch.assert_clean()


#: The chapters whose in-page table keeps its game in the browser.
KEEPING = ("practice", "three", "four", "rubber")


@pytest.mark.parametrize("chapter", KEEPING)
def test_a_keeping_chapter_says_the_game_is_kept_in_the_browser(chapter: str) -> None:
    """The words just before the chapter's first live box tell the reader that the game
    is kept in this browser and offered back (as the box does, before Python starts)."""
    html = (SITE / "book" / f"{chapter}.html").read_text(encoding="utf-8")
    before_box = html[:html.index("jupyterlite_sphinx_iframe_container")]
    last = re.sub(r"<[^>]+>", "", before_box.rsplit("<p>", 1)[-1])
    assert re.search(r"kept\s+in\s+(this|your)\s+browser", last), last
