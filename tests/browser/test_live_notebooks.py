"""The live notebooks in Chromium: JupyterLite, the Pyodide kernel, the widgets, offline.

Each test opens one notebook as a reader would (from the site, nothing remote),
runs its first cell and plays with the widget it shows. The time from opening
the practice notebook to a card table ready for the first call is printed (and
written to test-artifacts/), not asserted: it depends on the machine's load.
"""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from playwright.sync_api import expect

from .conftest import Watch
from .reader_calls import CALLS, to_the_play
from .widget_waits import KERNEL_TIMEOUT, answer_to, click_and_wait, settled

#: The notebook's execution indicator: idle once every request (clicks included) is done.
IDLE = ".jp-Notebook-ExecutionIndicator[data-status='idle']"
#: The reader's hand: a button per card (shown in every phase), the playable ones plain.
CARDS = 'button[title^="Play the "]'
LEGAL_CARDS = 'button.jj-cardbtn.jj-legal'
ILLEGAL_CARDS = 'button[title^="Play the "][title$="click to see why)"]'
#: The kernel the live notebooks run on, as JupyterLite names it.
KERNEL = "Python (Pyodide)"


def notebook_url(base_url: str, name: str) -> str:
    return f"{base_url}lite/notebooks/index.html?path=book/live/{name}.ipynb"


def choose_the_kernel(page: Any) -> str | None:
    """Answer JupyterLite's "Select Kernel" dialog as the notebooks tell the reader to.

    Returns what was chosen, or None when no dialog was open. Any other dialog (an
    error starting the kernel) fails the test.
    """
    dialog = page.locator(".jp-Dialog")
    if not dialog.count():
        return None
    text = dialog.first.inner_text()
    assert "Select Kernel" in text, f"unexpected dialog: {text!r}"
    select = dialog.first.locator("select")
    offered = select.locator("option").all_inner_texts() if select.count() else []
    chosen = "no kernel (none offered)"
    if KERNEL in offered:
        select.select_option(label=KERNEL)
        chosen = KERNEL
    dialog.first.locator("button.jp-mod-accept").click()
    dialog.first.wait_for(state="detached", timeout=10_000)
    return chosen


def run_first_cell(page: Any, base_url: str, name: str, artifacts: Path) -> float:
    """Open a live notebook, run its first code cell; returns when it was opened.

    As the notebooks ask, the cell is run once the toolbar names the kernel: a cell
    run before the notebook has asked for its kernel makes JupyterLite ask the reader
    which kernel to start. Should that dialog open all the same, it is answered as
    the notebooks say, and noted in test-artifacts/live-notes.txt. A key pressed while
    the notebook is still being set up can be lost, as a reader's would be: the test
    presses again until the cell's prompt shows it is queued.
    """
    opened = time.monotonic()
    page.goto(notebook_url(base_url, name))
    kernel = page.locator(".jp-Toolbar-kernelName")
    expect(kernel.or_(page.locator(".jp-Dialog"))).to_contain_text(
        re.compile(f"{re.escape(KERNEL)}|Select Kernel"), timeout=KERNEL_TIMEOUT)
    cell = page.locator(".jp-CodeCell").first
    prompt = cell.locator(".jp-InputPrompt")
    for _ in range(8):
        chosen = choose_the_kernel(page)
        if chosen:
            note(artifacts, f"{name}: JupyterLite asked for a kernel; chose {chosen}")
        if not re.fullmatch(r"\[ \]:", prompt.inner_text().strip()):
            return opened  # the press before was taken after all: never run it twice
        try:
            cell.locator(".cm-content").click(timeout=10_000)
            # The key goes to the cell only once its editor has the focus.
            cell.locator(".cm-editor.cm-focused").wait_for(timeout=10_000)
        except PlaywrightTimeoutError:  # a dialog opened in the meantime
            continue
        page.keyboard.press("Shift+Enter")
        try:
            # The notebook marks the cell queued ("[*]") as it takes the key; on a busy
            # machine that can take seconds.
            expect(prompt).not_to_have_text(re.compile(r"^\[ \]:$"), timeout=20_000)
            return opened
        except AssertionError:
            continue
    raise AssertionError(f"{name}: the first cell never started running")


def note(artifacts: Path, line: str) -> None:
    """Keep a line in test-artifacts/live-notes.txt, beside the screenshots."""
    with (artifacts / "live-notes.txt").open("a", encoding="utf-8") as out:
        out.write(line + "\n")


def settle(page: Any) -> None:
    """Wait until the notebook's widget has drawn what the kernel sent (a gesture is
    waited for by the widget's count of answers: see ``click_and_wait``)."""
    page.wait_for_selector(IDLE, timeout=KERNEL_TIMEOUT)
    settled(page)


def first_output(page: Any) -> Any:
    return page.locator(".jp-CodeCell .jp-OutputArea-output").first


def assert_no_error_output(page: Any) -> None:
    errors = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
                          ", .jp-RenderedText[data-mime-type='application/vnd.jupyter.error']")
    assert errors.count() == 0, errors.all_inner_texts()


def record_timing(artifacts: Path, line: str, capsys: Any) -> None:
    with capsys.disabled():
        print(f"\n{line}")
    with (artifacts / "timings.txt").open("a", encoding="utf-8") as out:
        out.write(line + "\n")


def reach_the_play(page: Any) -> None:
    """Make the reader's calls until there are cards to play, leaving the contract to the
    computer (a thrown-in deal is dealt again, and taken)."""
    settle(page)
    to_the_play(page, leave_contract=True)


def test_practice_hand_is_played_against_the_computer(
        page: Any, watch: Watch, base_url: str, artifacts: Path, capsys: Any) -> None:
    opened = run_first_cell(page, base_url, "practice_hand", artifacts)
    page.locator(CALLS).first.wait_for(timeout=KERNEL_TIMEOUT)
    playable = time.monotonic() - opened
    record_timing(artifacts, f"practice_hand: a playable card table {playable:.1f} s after "
                  "opening the notebook", capsys)
    page.screenshot(path=str(artifacts / "live-practice-start.png"))
    # The "show all" button says what a click will do, both ways.
    settle(page)
    click_and_wait(page, page.get_by_role("button", name="Show all cards"))
    hide = page.get_by_role("button", name="Hide the computer's cards")
    expect(hide).to_be_visible()
    click_and_wait(page, hide)
    expect(page.get_by_role("button", name="Show all cards")).to_be_visible()

    # A finished trick in the list: "Bob wins, 10 points", or "You win, 10 points".
    finished = page.locator(".jp-OutputArea-output li",
                            has_text=re.compile(r"\b(You win|\w+ wins), \d+ points?"))
    status = first_output(page).locator("[role=status]")
    illegal_seen = answered_seen = False
    for _hand in range(3):
        # Passing leaves the contract to the computer, so the reader leads first (PLAY-1).
        reach_the_play(page)
        while page.locator(LEGAL_CARDS).count() and not (illegal_seen and answered_seen):
            illegal = page.locator(ILLEGAL_CARDS)
            if not illegal_seen and illegal.count():
                card = illegal.first.get_attribute("title")
                click_and_wait(page, illegal.first)
                alert = page.locator(".jj-illegal[role=alert]").first
                expect(alert).to_be_visible()
                text = alert.inner_text()
                assert text.startswith("You cannot play"), text
                assert re.search(r"\((PLAY|JOJ)-\d+[A-Z]?\)", text), f"no rule ID: {text!r}"
                assert "Legal now:" in text
                page.screenshot(path=str(artifacts / "live-practice-illegal.png"))
                # The rule's link opens the book's rule in a new tab; the game stays.
                rule = alert.locator("a.jj-rule").first
                expect(rule).to_have_attribute("target", "_blank")
                with page.context.expect_page() as opened:
                    rule.click()
                rules = opened.value
                rules.wait_for_load_state()
                assert re.search(r"/book/rules\.html#rule-(play|joj)-\d", rules.url), rules.url
                expect(rules.locator("h1").first).to_contain_text("Rules")
                rules.close()
                assert page.locator(CARDS).count(), "the table is gone after the rule's link"
                illegal_seen = True
                assert page.locator(f'{CARDS}[title="{card}"]').count() == 1, "it was played"
            before = finished.count()
            click_and_wait(page, page.locator(LEGAL_CARDS).first)
            # The trick resolves: it joins the list of finished tricks.
            expect(finished).to_have_count(before + 1)
            message = status.last.inner_text()
            assert re.search(r"\b(You win|Computer wins) the trick", message), message
            if message.startswith("You lead"):
                assert "Computer plays" in message, f"the computer did not answer: {message}"
                answered_seen = True
        if illegal_seen and answered_seen:
            break
        click_and_wait(page, page.get_by_role("button", name="New deal"))
    page.screenshot(path=str(artifacts / "live-practice-played.png"), full_page=True)
    assert answered_seen, "the reader never led a card for the computer to answer"
    assert illegal_seen, "no card was ever illegal in three hands"
    assert_no_error_output(page)
    watch.assert_clean()


def card_points_won(hand: Any, player: str) -> int:
    """The card points ``player`` took, worked out from the hand as the quiz shows it
    (the contract and each trick's cards and winner), as a reader would (SCO-1)."""
    from jojotte_teach.engine import card_points, parse_cards
    from jojotte_teach.engine.actions import parse_strain, strain_suit

    contract = re.search(r"Contract: \w+: (No-trump|\w+)", hand.inner_text())
    assert contract, hand.inner_text()
    trump = None if contract.group(1) == "Nullo" else strain_suit(parse_strain(contract.group(1)))
    total = 0
    tricks = hand.locator("ol > li")
    assert tricks.count() == 9
    for index in range(tricks.count()):
        trick = tricks.nth(index)
        winner = re.search(r": (\w+) wins$", trick.inner_text().strip())
        assert winner, trick.inner_text()
        if winner.group(1) == player:
            shown = trick.locator("span[aria-label]").all_inner_texts()
            total += sum(card_points(card, trump) for card in parse_cards(" ".join(shown)))
    return total


#: How a table writes the figures the scoring quiz asks for.
FIGURES = re.compile(r"\d+ card points|scores? \d+ for melds|wins?, \d+ points?")


def test_scoring_quiz_grades_answers(page: Any, watch: Watch, base_url: str,
                                     artifacts: Path) -> None:
    run_first_cell(page, base_url, "scoring_quiz", artifacts)
    box = page.locator('input[placeholder="your answer"]').first
    box.wait_for(timeout=KERNEL_TIMEOUT)
    settle(page)
    output = first_output(page)
    prompt = output.get_by_text(re.compile(r"^How many card points are in the tricks (\w+) won"))
    player = re.search(r"tricks (\w+) won", prompt.first.inner_text()).group(1)  # type: ignore
    # While it asks, the hand shows no figure it asks for: card points, melds, tricks.
    assert not FIGURES.search(output.inner_text()), FIGURES.findall(output.inner_text())
    hand = output.locator('[aria-label="The hand to score"]')
    expect(hand).to_be_visible()
    answer = str(card_points_won(hand, player))

    box.fill("-5")
    answer_to(page, lambda: box.press("Enter"))
    wrong = output.get_by_text(re.compile(r"^Not -5\."))
    expect(wrong).to_be_visible()
    assert re.search(r"SCO-\d+", wrong.inner_text())

    box.fill(answer)
    answer_to(page, lambda: box.press("Enter"))
    right = output.get_by_text(re.compile(r"^Right\."))
    expect(right.first).to_be_visible()
    assert not FIGURES.search(hand.inner_text()), "figures shown before every answer"
    page.screenshot(path=str(artifacts / "live-scoring-quiz.png"), full_page=True)
    # The reckoning shows the figures, the table's among them.
    click_and_wait(page, page.get_by_role("button", name="Show the reckoning"))
    expect(output.locator('[aria-label="Card table"]')).to_contain_text(
        re.compile(rf"{player}: \d+ tricks?, {answer} card points"), timeout=60_000)
    assert_no_error_output(page)
    watch.assert_clean()


#: The melds of the notebook's hand, as its buttons name them.
FOUR_NINES = "9\u2660 9\u2665 9\u2666 9\u2663"


def test_meld_interrogation_with_your_own_cards(page: Any, watch: Watch, base_url: str,
                                                artifacts: Path) -> None:
    run_first_cell(page, base_url, "meld_interrogation", artifacts)
    four_nines = page.get_by_role("button", name=FOUR_NINES, exact=True)
    four_nines.wait_for(timeout=KERNEL_TIMEOUT)
    settle(page)
    output = first_output(page)
    # It opens saying what to do, not on an empty exchange.
    expect(output).to_contain_text("Choose the melds you declare")
    expect(output).to_contain_text("Your hand:")
    expect(output).not_to_contain_text("Exchange 0")
    expect(output).not_to_contain_text("(you)")
    page.screenshot(path=str(artifacts / "live-melds-start.png"), full_page=True)
    assert not re.search(r"\b(10|[AKQJ987])[SHDC]\b", " ".join(
        output.locator("button").all_inner_texts())), "a card named JC, not J\u2663"
    click_and_wait(page, four_nines)
    click_and_wait(page, page.get_by_role("button", name="Show all"))
    output.get_by_text(re.compile(r"^You: .Four Nines\..")).first.wait_for(timeout=60_000)
    output.get_by_text(re.compile(r"^You score 100, showing four Nines")).first.wait_for()
    page.screenshot(path=str(artifacts / "live-melds.png"), full_page=True)

    # A mistyped card and a card in both hands, in the widget's boxes: one sentence each,
    # and the dialogue shown stays.
    alert = output.locator("[role=alert]")
    for mine, theirs, named in (("AS KS QS JS 1H", "AH KH QH", '"1H" is not a card'),
                                ("AS KS QS JS", "AH KH JS", "J\u2660 is in both hands")):
        output.get_by_placeholder("AS KS QS JS 9H ...").fill(mine)
        output.get_by_placeholder("AH KH QH JH ...").fill(theirs)
        click_and_wait(page, page.get_by_role("button", name="Use these cards"))
        expect(alert).to_contain_text(named)
        assert alert.inner_text().strip().count(". ") == 0, alert.inner_text()
        expect(output).to_contain_text("You score 100, showing four Nines")
    page.screenshot(path=str(artifacts / "live-melds-bad-cards.png"), full_page=True)
    assert_no_error_output(page)

    # The same mistake in the cell itself: one sentence again, never a traceback.
    cell = page.locator(".jp-CodeCell").first
    cell.locator(".cm-content").click()
    page.keyboard.press("Control+a")
    page.keyboard.insert_text('book.declare_melds("AS KS QS 1H", "AH KH QH", "S")')
    page.keyboard.press("Shift+Enter")
    expect(alert).to_contain_text('"1H" is not a card', timeout=KERNEL_TIMEOUT)
    settle(page)
    assert_no_error_output(page)
    assert "Traceback" not in output.inner_text()
    watch.assert_clean()


def test_rubber_scorepad_scores_a_hand_and_deals_the_next(
        page: Any, watch: Watch, base_url: str, artifacts: Path) -> None:
    run_first_cell(page, base_url, "rubber_scorepad", artifacts)
    page.locator(CALLS).first.wait_for(timeout=KERNEL_TIMEOUT)
    next_hand = page.get_by_role("button", name="Score this hand, deal the next")
    assert next_hand.is_disabled(), "a hand can be scored before it is played"
    pad = page.locator('.jp-OutputArea-output [aria-label="Score sheet"]').first
    empty_pad = pad.inner_text()
    reach_the_play(page)
    for _ in range(9):
        click_and_wait(page, page.locator(LEGAL_CARDS).first)
        if page.locator(CARDS).count() == 0:
            break
    assert next_hand.is_enabled(), "the hand is over but cannot be scored"
    click_and_wait(page, next_hand)
    assert pad.inner_text() != empty_pad, "the score sheet did not change"
    assert page.locator(CALLS).count(), "no fresh deal after scoring"
    assert next_hand.is_disabled()
    page.screenshot(path=str(artifacts / "live-rubber.png"), full_page=True)
    assert_no_error_output(page)
    watch.assert_clean()


def test_a_reader_asked_for_a_kernel_chooses_pyodide_and_plays(
        page: Any, watch: Watch, base_url: str) -> None:
    """The notebooks' advice works: asked for a kernel, choose Python (Pyodide), run the cell.

    The "Select Kernel" dialog is opened from the notebook's toolbar: the same dialog
    JupyterLite shows when a cell is run before the notebook has asked for its kernel.
    """
    page.goto(notebook_url(base_url, "meld_interrogation"))
    kernel = page.locator(".jp-Toolbar-kernelName")
    expect(kernel).to_have_text(KERNEL, timeout=KERNEL_TIMEOUT)
    kernel.click()
    page.locator(".jp-Dialog").wait_for(timeout=60_000)
    assert choose_the_kernel(page) == KERNEL
    expect(kernel).to_have_text(KERNEL, timeout=KERNEL_TIMEOUT)
    page.locator(".jp-CodeCell").first.locator(".cm-content").click()
    page.keyboard.press("Shift+Enter")
    page.get_by_role("button", name=FOUR_NINES, exact=True).wait_for(timeout=KERNEL_TIMEOUT)
    assert_no_error_output(page)
    watch.assert_clean()



def test_a_decision_problem_is_judged_live(
        page: Any, watch: Watch, base_url: str, artifacts: Path) -> None:
    """The live board works the verdict out in the browser: wrong, then right."""
    from jojotte_teach.book.problem_pages import option_label
    from jojotte_teach.book.problem_verdicts import verdict
    from jojotte_teach.book.problems import problem

    p = problem("lead-1")
    found = verdict(p)  # the same figures the browser's Python will find
    best = option_label(p, found.best)
    other = next(option_label(p, o) for o in p.options if o != found.best)
    run_first_cell(page, base_url, "problems", artifacts)
    output = first_output(page)
    page.get_by_role("button", name=other, exact=True).wait_for(timeout=KERNEL_TIMEOUT)
    settle(page)
    status = output.locator(".jj-message[role=status]")
    click_and_wait(page, page.get_by_role("button", name=other, exact=True))
    expect(status).to_contain_text("Not the best")
    expect(status).to_contain_text(best)
    page.screenshot(path=str(artifacts / "problem-live-wrong.png"), full_page=True)
    click_and_wait(page, page.get_by_role("button", name=best, exact=True))
    expect(status).to_contain_text("Right")
    page.screenshot(path=str(artifacts / "problem-live-right.png"), full_page=True)
    assert_no_error_output(page)
    watch.assert_clean()


@pytest.mark.parametrize("ident", ["three-side-1", "partnership-ruff-1"])
def test_a_problem_at_three_and_at_four_is_judged_live(
        page: Any, watch: Watch, base_url: str, artifacts: Path, ident: str) -> None:
    """A problem chosen in the board's list by its neutral label, answered wrong then
    right: the browser's Python grades it at three players and in a partnership too."""
    from jojotte_teach.book.problem_pages import option_label
    from jojotte_teach.book.problem_verdicts import verdict
    from jojotte_teach.book.problems import problem

    p = problem(ident)
    found = verdict(p)  # the same figures the browser's Python will find
    best = option_label(p, found.best)
    other = next(option_label(p, o) for o in p.options if not found.is_best(o))
    run_first_cell(page, base_url, "problems", artifacts)
    output = first_output(page)
    picker = output.locator("select").first
    picker.wait_for(timeout=KERNEL_TIMEOUT)
    page.wait_for_selector(IDLE, timeout=KERNEL_TIMEOUT)
    picker.select_option(label=p.label)
    page.get_by_role("button", name=other, exact=True).wait_for(timeout=KERNEL_TIMEOUT)
    page.wait_for_selector(IDLE, timeout=KERNEL_TIMEOUT)
    status = output.locator(".jj-message[role=status]")
    page.get_by_role("button", name=other, exact=True).click()
    expect(status).to_contain_text("Not the best", timeout=300_000)
    expect(status).to_contain_text(best)
    status.scroll_into_view_if_needed()  # the notebook scrolls inside the page
    page.screenshot(path=str(artifacts / f"problem-live-{ident}-wrong.png"))
    page.wait_for_selector(IDLE, timeout=KERNEL_TIMEOUT)
    page.get_by_role("button", name=best, exact=True).click()
    expect(status).to_contain_text("Right", timeout=300_000)
    expect(output.locator(".jj-lesson")).to_contain_text(p.lesson)
    status.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / f"problem-live-{ident}-right.png"))
    assert_no_error_output(page)
    watch.assert_clean()
