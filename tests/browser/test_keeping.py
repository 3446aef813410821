"""Nothing a learner does is lost, in the browser: kept games, saved hands, the rubber.

The tables keep their game on /drive, which the browser keeps in its own storage
(the in-page tables' database, the live notebooks' JupyterLite drive): a reload, or a
closed tab, and the table started again offers the game back. "Save this hand"
downloads a record the engine reads, and the record opened in a table replays the
hand. The rubber's "New deal" never throws a hand away. A reopened notebook shows no
dead table: the site saves no notebook by itself.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any
from urllib.request import urlopen

import pytest
from playwright.sync_api import expect

from jojotte_teach.engine.records import HandRecord, load_record

from .conftest import Watch
from .reader_calls import CALLS, LEGAL_CARDS, to_the_play
from .test_inline_play import playable, start_inline_table
from .test_live_notebooks import (
    assert_no_error_output,
    first_output,
    run_first_cell,
    settle,
)
from .test_live_tables import TABLE_CALLS, quick_call
from .widget_waits import KERNEL_TIMEOUT, answered, click_and_wait, settled, wait_answered

RESUME = re.compile(r"^Resume your game \(")
#: The reader's cards (a button per card, its tooltip "Play the ...").
CARDS = 'button[title^="Play the "]'
#: The words a button shows on the screen: its own text unless drawn at no size, and
#: any words drawn after it (ipywidgets' upload button adds a count the reader must not
#: see: "Upload a record (0)").
_SHOWN_WORDS = """button => {
    const own = parseFloat(getComputedStyle(button).fontSize) > 0 ? button.textContent : '';
    const after = getComputedStyle(button, '::after').content.match(/^"([^"]*)"/);
    return (own + ' ' + (after ? after[1] : '')).trim();
}"""


def assert_upload_shows_its_words(scope: Any) -> None:
    """The upload button reads "Upload a record", with no count of files after it."""
    upload = scope.get_by_role("button", name=re.compile(r"Upload a record"))
    shown = upload.evaluate(_SHOWN_WORDS)
    assert shown == "Upload a record", f"the upload button shows {shown!r}"


def accept_leaving(page: Any) -> None:
    """A reload of a notebook with changes asks "leave the page?": the reader says yes."""
    page.on("dialog", lambda dialog: dialog.accept())


def legal_cards(scope: Any) -> list[str]:
    """The tooltips of the cards the reader may play, once the hand is drawn whole: no
    card is still half redrawn (drawn playable with a "not now" tooltip, or the reverse)."""
    not_now = '[title^="Play the "][title$="click to see why)"]'
    expect(scope.locator(f"button.jj-legal{not_now}")).to_have_count(0, timeout=60_000)
    expect(scope.locator(f'button.jj-dimmed[title^="Play the "]:not({not_now})')
           ).to_have_count(0, timeout=60_000)
    return sorted(scope.locator(LEGAL_CARDS).evaluate_all("bs => bs.map(b => b.title)"))


#: Notes, in the page, when a kept game's offer (inline-kept.js) and the first console
#: came (``performance.now()``): the offer must not wait for Python.
_WHEN = """() => {
    window.jjWhen = {};
    new MutationObserver(() => {
        const now = performance.now();
        if (!window.jjWhen.offer && document.querySelector('.jj-kept')) {
            window.jjWhen.offer = now;
        }
        if (!window.jjWhen.console && document.querySelector('.jj-inline-table')) {
            window.jjWhen.console = now;
        }
    }).observe(document, {subtree: true, childList: true});
}"""


def card_names(titles: list[str]) -> list[str]:
    """The cards' names from their tooltips ("Play the Jack of clubs ..." -> "Jack of clubs")."""
    found = [re.match(r"Play the (\w+ of \w+)", title) for title in titles]
    return sorted(f.group(1) for f in found if f)


def offered_before_python(page: Any, artifacts: Path, shot: str) -> Any:
    """After a reload, the page offers the kept game at once, drawn from what was saved:
    no start button to press, no Python to wait for. The offer's group."""
    offer = page.get_by_role("group", name="Your game, kept in this browser")
    expect(offer).to_be_visible()
    when = page.evaluate("window.jjWhen")
    assert "console" not in when or when["offer"] < when["console"], when
    expect(page.get_by_role("button", name=re.compile(r"^Play a hand"))).to_be_hidden()
    page.screenshot(path=str(artifacts / shot))
    return offer


def test_the_in_page_table_offers_the_kept_hand_after_a_reload(
        page: Any, watch: Watch, base_url: str, artifacts: Path) -> None:
    page.add_init_script(f"({_WHEN})()")
    frame, _ = start_inline_table(page, base_url)
    to_the_play(frame)
    click_and_wait(frame, frame.locator(LEGAL_CARDS).first)
    frame.locator(LEGAL_CARDS).first.wait_for(timeout=60_000)
    kept = legal_cards(frame)
    tricks = frame.locator(CARDS).count()
    held = card_names(frame.locator(CARDS).evaluate_all("bs => bs.map(b => b.title)"))

    page.reload()
    offer = offered_before_python(page, artifacts, "keeping-offer.png")
    # The picture is the position left: the reader's cards face up, as they were.
    drawn_cards = offer.locator(".jj-kept-picture svg[aria-label]").evaluate_all(
        "svgs => svgs.map(s => s.getAttribute('aria-label'))")
    for name in held:
        assert any(label.startswith(name) for label in drawn_cards), (name, drawn_cards)
    offer.get_by_role("button", name=RESUME).click()
    frame = playable(page, LEGAL_CARDS)
    assert legal_cards(frame) == kept, "the resumed hand is not the one left"
    assert frame.locator(CARDS).count() == tricks
    expect(offer).to_have_count(0)

    # Again: this time the reader starts afresh, and a fresh hand is not offered back.
    page.reload()
    offer = offered_before_python(page, artifacts, "keeping-offer-again.png")
    offer.get_by_role("button", name="Start afresh").click()
    frame = playable(page)
    assert frame.get_by_role("button", name=RESUME).count() == 0
    assert legal_cards(frame) != kept or frame.locator(CARDS).count() != tricks
    page.reload()
    page.get_by_role("button", name="Play a hand here").wait_for()
    assert page.locator(".jj-kept").count() == 0, "a fresh hand offered back"
    watch.assert_clean()


def test_a_saved_hand_downloads_as_a_record_that_opens_in_a_table(
        page: Any, watch: Watch, base_url: str, artifacts: Path, tmp_path: Path) -> None:
    run_first_cell(page, base_url, "practice_hand", artifacts)
    page.locator(CALLS).first.wait_for(timeout=KERNEL_TIMEOUT)
    to_the_play(page)
    click_and_wait(page, page.locator(LEGAL_CARDS).first)
    position = legal_cards(page)
    click_and_wait(page, page.get_by_role("button", name="Save this hand"))
    link = page.get_by_role("link", name="Download jojotte-hand.json")
    link.wait_for(timeout=60_000)
    with page.expect_download() as download:
        link.click()
    saved = tmp_path / download.value.suggested_filename
    download.value.save_as(saved)
    assert saved.name == "jojotte-hand.json"
    record = load_record(saved)
    assert isinstance(record, HandRecord)
    assert record.final_state().tricks or record.final_state().trick, "no card in the record"

    # A fresh deal, then the saved file uploaded: the table replays the saved hand.
    page.locator(".jp-CodeCell").nth(1).locator(".cm-content").click()
    page.keyboard.press("Shift+Enter")
    settle(page)
    root = settled(page)
    count = answered(page)[1]
    assert_upload_shows_its_words(page)
    with page.expect_file_chooser() as chooser:
        page.get_by_role("button", name=re.compile(r"Upload a record")).click()
    chooser.value.set_files(str(saved))
    wait_answered(root, count + 1)
    status = first_output(page).locator("[role=status]", has_text=re.compile(r"^Step \d+"))
    status.first.wait_for(timeout=60_000)
    steps = re.match(r"Step (\d+) of (\d+)", status.first.inner_text())
    assert steps and steps.group(1) == steps.group(2), status.first.inner_text()
    assert_upload_shows_its_words(page)  # no count of files after one was read
    click_and_wait(page, page.get_by_role("button", name="Play on from here"))
    assert legal_cards(page) == position, "the opened record is not the saved hand"
    # A bad record is refused in words; the table stays. (The box to paste into shows
    # on "Open a record": a saved hand is a file, not text on the page.)
    click_and_wait(page, page.get_by_role("button", name="Open a record"))
    box = page.locator("textarea").first
    box.fill('{"format": "jojotte-hand/1", "players": "x"}')
    click_and_wait(page, page.get_by_role("button", name="Open a record"))
    expect(first_output(page).get_by_text(re.compile(r"^That record cannot be opened: "))
           ).to_be_visible()
    assert legal_cards(page) == position
    page.screenshot(path=str(artifacts / "keeping-record.png"), full_page=True)
    assert_no_error_output(page)
    watch.assert_clean()


def test_the_rubbers_new_deal_keeps_the_hand_and_a_reload_offers_the_rubber(
        page: Any, watch: Watch, base_url: str, artifacts: Path) -> None:
    accept_leaving(page)
    run_first_cell(page, base_url, "rubber_scorepad", artifacts)
    page.locator(CALLS).first.wait_for(timeout=KERNEL_TIMEOUT)
    to_the_play(page)
    settle(page)
    position = legal_cards(page)
    click_and_wait(page, page.get_by_role("button", name="New deal"))
    expect(first_output(page)).to_contain_text("is not thrown away")
    assert legal_cards(page) == position, "New deal threw the hand away"

    page.reload()
    run_first_cell(page, base_url, "rubber_scorepad", artifacts)
    resume = page.get_by_role("button", name=re.compile(r"^Resume your rubber \("))
    resume.wait_for(timeout=KERNEL_TIMEOUT)
    resume.click()
    expect(resume).to_have_count(0)
    page.locator(LEGAL_CARDS).first.wait_for(timeout=60_000)
    settled(page)
    assert legal_cards(page) == position, "the resumed rubber is not the one left"
    assert_no_error_output(page)
    watch.assert_clean()


def test_the_practice_chapters_rubber_plays_in_the_page_and_keeps_its_hand(
        page: Any, watch: Watch, base_url: str, artifacts: Path) -> None:
    frame, _ = start_inline_table(page, base_url, "practice", "Play a rubber here")
    output = frame
    expect(output.locator('[aria-label="Score sheet"]').first).to_be_visible()
    next_hand = frame.get_by_role("button", name="Score this hand, deal the next")
    expect(next_hand).to_be_disabled()
    to_the_play(frame)
    position = legal_cards(frame)
    click_and_wait(frame, frame.get_by_role("button", name="New deal"))
    expect(output).to_contain_text("is not thrown away")
    assert legal_cards(frame) == position, "New deal threw the hand away"
    page.screenshot(path=str(artifacts / "keeping-inline-rubber.png"))
    watch.assert_clean()


def test_a_reopened_notebook_shows_no_dead_table(
        page: Any, watch: Watch, base_url: str, artifacts: Path) -> None:
    with urlopen(f"{base_url}lite/jupyter-lite.json") as answer:
        config = json.load(answer)["jupyter-config-data"]
    overrides = config.get("settingsOverrides", {})
    assert overrides.get("@jupyterlab/docmanager-extension:plugin", {}).get(
        "autosave") is False, "the site saves notebooks by itself, widgets and all"
    accept_leaving(page)
    run_first_cell(page, base_url, "practice_hand", artifacts)
    page.locator(CALLS).first.wait_for(timeout=KERNEL_TIMEOUT)
    page.reload()
    page.locator(".jp-CodeCell").first.wait_for(timeout=KERNEL_TIMEOUT)
    expect(page.locator(".jp-MarkdownCell").first).to_contain_text(
        "Reopened this notebook?")
    expect(page.locator(".jp-MarkdownCell").first).to_contain_text("Run All Cells")
    assert page.get_by_text("Loading widget").count() == 0
    assert page.locator(".jp-OutputArea-output").count() == 0
    watch.assert_clean()


#: The reader's hand at a table of three or four (a button per card).
TABLE_CARDS = "button.jj-cardbtn"


def table_choices(frame: Any) -> list[str]:
    """The reader's calls and cards at a table of three or four, by their tooltips (a
    card he may play marked ``+``)."""
    calls = frame.locator(TABLE_CALLS).evaluate_all("bs => bs.map(b => b.title)")
    cards = frame.locator(TABLE_CARDS).evaluate_all(
        "bs => bs.map(b => b.title + (b.classList.contains('jj-legal') ? ' +' : ''))")
    return [*calls, *cards]


#: The chapters with a table of their own game: chapter, start button, the game's name
#: and seats (Jo-Jotte at three; Klaberjass and Belote, whose games are kept the same way).
CHAPTER_TABLES = [("three", "Play a hand at three here", "three", 3),
                  ("klaberjass", "Play a hand of Klaberjass here", "klaberjass", 2),
                  ("belote", "Play a hand of Belote here", "belote", 4)]


@pytest.mark.parametrize(("chapter", "start", "game", "seats"), CHAPTER_TABLES)
def test_the_table_in_its_chapter_offers_the_kept_game_after_a_reload(
        page: Any, watch: Watch, base_url: str, artifacts: Path, chapter: str, start: str,
        game: str, seats: int) -> None:
    frame, _ = start_inline_table(page, base_url, chapter, start, TABLE_CALLS)
    calls, cards = frame.locator(TABLE_CALLS), frame.locator(TABLE_CARDS)
    before = [text.strip() for text in calls.all_inner_texts()]
    pick = quick_call(before)
    said = re.compile(rf"\bYou {before[pick].split()[0].lower()}")
    click_and_wait(frame, calls.nth(pick))
    # The reader's call is told first; the calls are drawn again after the computer's.
    expect(frame.locator(".jj-message[role=status]", has_text=said).first).to_be_visible()
    kept_calls, kept_cards = calls.all_inner_texts(), cards.all_inner_texts()
    kept = table_choices(frame)
    assert kept, "no call or card to compare after one call"

    page.reload()
    offer = page.get_by_role("group", name="Your game, kept in this browser")
    expect(offer).to_be_visible()
    expect(offer.get_by_role("button", name="Start afresh")).to_be_visible()
    # The position left, drawn from what was saved: the game's table, the auction.
    expect(offer.locator(f".jj-table-{seats}")).to_be_visible()
    page.screenshot(path=str(artifacts / f"keeping-{chapter}-offer.png"))
    offer.get_by_role("button", name=RESUME).click()
    frame = playable(page, f"{TABLE_CALLS}, {TABLE_CARDS}")
    calls, cards = frame.locator(TABLE_CALLS), frame.locator(TABLE_CARDS)
    frame.locator(".jj-message[role=status]", has_text="Your game goes on").first.wait_for(
        timeout=60_000)
    expect(cards).to_have_text(kept_cards, timeout=60_000)
    expect(calls).to_have_text(kept_calls, timeout=60_000)
    assert table_choices(frame) == kept, "the resumed game is not the one left"
    page.screenshot(path=str(artifacts / f"keeping-{chapter}-resumed.png"))
    watch.assert_clean()


@pytest.mark.parametrize(("chapter", "start", "game", "seats"), CHAPTER_TABLES)
def test_a_hand_in_its_chapter_is_saved_as_a_record_and_opened_again_in_the_page(
        page: Any, watch: Watch, base_url: str, artifacts: Path, tmp_path: Path, chapter: str,
        start: str, game: str, seats: int) -> None:
    frame, _ = start_inline_table(page, base_url, chapter, start, TABLE_CALLS)
    calls = frame.locator(TABLE_CALLS)
    words = [text.strip() for text in calls.all_inner_texts()]
    click_and_wait(frame, calls.nth(quick_call(words)))
    position = table_choices(frame)

    click_and_wait(frame, frame.get_by_role("button", name="Save this hand"))
    with page.expect_download() as download:
        frame.get_by_role("link", name="Download jojotte-hand.json").click()
    saved = tmp_path / download.value.suggested_filename
    download.value.save_as(saved)
    record = load_record(saved)
    assert isinstance(record, HandRecord) and record.game.name == game
    assert record.actions, "the reader's call is not in the record"

    # Another deal, then the saved file uploaded: the table replays the saved hand.
    click_and_wait(frame, frame.get_by_role("button", name="New deal"))
    root = settled(frame)
    count = answered(frame)[1]
    assert_upload_shows_its_words(frame)
    with page.expect_file_chooser() as chooser:
        frame.get_by_role("button", name=re.compile(r"Upload a record")).click()
    chooser.value.set_files(str(saved))
    wait_answered(root, count + 1)
    status = frame.locator("[role=status]", has_text=re.compile(r"^Step \d+"))
    status.first.wait_for(timeout=60_000)
    steps = re.match(r"Step (\d+) of (\d+)", status.first.inner_text())
    assert steps and steps.group(1) == steps.group(2), status.first.inner_text()
    settled(frame)
    # While the record is replayed the computers keep still; the reader has the saved
    # hand's choices, "Play on" (declining a meld or a declaration) among them.
    assert table_choices(frame) == position, "the opened record is not the saved hand"
    click_and_wait(frame, frame.get_by_role("button", name="Play on from here"))
    assert table_choices(frame) == position
    frame.screenshot(path=str(artifacts / f"keeping-{chapter}-record.png"))
    watch.assert_clean()
