"""A teacher's JupyterLab in Chromium: a book page opened by a double click, run, and its
card table played; the README's own example in a notebook of one's own, with a hand saved.

JupyterLab runs from the fresh environment holding ``jojotte-teach[lab]`` on a folder
holding a copy of the book's pages (no examples: the package carries them). The tests
wait for states (the server's status, cells' execution counts, the widget's count of
answers), never for a time; screenshots go to test-artifacts/.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import nbformat
import pytest
from playwright.sync_api import expect

from jojotte_teach.venue import BOOK_URL

from ..browser.widget_waits import KERNEL_TIMEOUT, answered, click_and_wait
from .conftest import LabEnv, copy_book

#: The README's example for a teacher's own notebook (kept the same by a test below).
OWN_CELLS = [
    "from jojotte_teach import book",
    'table = book.practice(seed=3, players=("You", "Computer"))\ntable',
]
SERVER_START = 180.0
LEGAL_CARDS = "button.jj-cardbtn.jj-legal"
ILLEGAL_CARDS = 'button[title$="(not now: click to see why)"]'
#: Every code cell has run: its prompt shows a count, not "[ ]" or "[*]".
ALL_RUN = """() => {
    const prompts = [...document.querySelectorAll(
        '.jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell .jp-InputPrompt')];
    return prompts.length > 0 && prompts.every(p => /\\[\\d+\\]/.test(p.textContent));
}"""
#: No inline expression still shows its code: each was evaluated in the kernel.
FIGURES_SHOWN = """() => {
    const codes = [...document.querySelectorAll(
        '.jp-NotebookPanel:not(.lm-mod-hidden) .jp-MarkdownCell code')];
    return !codes.some(c => c.textContent.startsWith('book.figure('));
}"""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def wait_until_up(url: str, server: subprocess.Popen[bytes], log: Path) -> None:
    """Poll the server's status until it answers (or the server dies, or time runs out)."""
    deadline = time.monotonic() + SERVER_START
    while time.monotonic() < deadline:
        if server.poll() is not None:
            pytest.fail(f"JupyterLab exited {server.returncode}:\n{log.read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(url + "api/status", timeout=5) as answer:
                if answer.status == 200:
                    return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            pass
        with contextlib.suppress(subprocess.TimeoutExpired):  # at once if the server dies
            server.wait(timeout=0.5)
    pytest.fail(f"JupyterLab did not answer in {SERVER_START:.0f} s:\n{log.read_text()[-3000:]}")


@pytest.fixture(scope="module")
def classroom(lab_env: LabEnv, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A teacher's folder: the book's pages, and a notebook of the teacher's own."""
    folder = tmp_path_factory.mktemp("classroom")
    copy_book(folder)
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell(code) for code in OWN_CELLS]
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                       "language": "python"}
    nbformat.write(notebook, folder / "my-class.ipynb")
    return folder


@pytest.fixture(scope="module")
def lab_url(lab_env: LabEnv, classroom: Path, tmp_path_factory: pytest.TempPathFactory
            ) -> Iterator[str]:
    """JupyterLab from the fresh environment, on 127.0.0.1, for this module's tests."""
    port = free_port()
    log = tmp_path_factory.mktemp("lab-log") / "jupyterlab.log"
    # Every cell drawn, even far from the view: JupyterLab otherwise draws only the cells
    # near it, and a test's scroll to a table could land on a cell not drawn yet. (A
    # teacher's setting: Settings > Notebook > Windowing mode.)
    settings = Path(lab_env.environ()["JUPYTERLAB_SETTINGS_DIR"]) / "@jupyterlab" / \
        "notebook-extension" / "tracker.jupyterlab-settings"
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text(json.dumps({"windowingMode": "none"}), encoding="utf-8")
    with log.open("wb") as out:
        server = subprocess.Popen(
            [str(lab_env.bin / "jupyter"), "lab", "--no-browser", "--allow-root",
             "--ServerApp.ip=127.0.0.1",
             f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
             "--IdentityProvider.token=", "--ServerApp.password=",
             "--ServerApp.disable_check_xsrf=True", f"--ServerApp.root_dir={classroom}",
             "--LabApp.expose_app_in_browser=True", "--LabApp.news_url=None",
             "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"],
            stdout=out, stderr=subprocess.STDOUT, cwd=classroom, env=lab_env.environ(),
            start_new_session=True)
    url = f"http://127.0.0.1:{port}/"
    try:
        wait_until_up(url, server, log)
        yield url
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait(timeout=30)


@pytest.fixture
def lab_page(page: Any, context: Any, lab_url: str) -> Any:
    """The test's page, with every request to another host refused (and remembered)."""
    remote: list[str] = []

    def route(route: Any) -> None:
        url = route.request.url
        if url.startswith(("data:", "blob:")) or urlsplit(url).hostname == "127.0.0.1":
            route.continue_()
        else:
            remote.append(url)
            route.abort()

    context.route("**/*", route)
    page.remote = remote
    return page


def open_by_double_click(page: Any, lab_url: str, *path: str) -> None:
    """Open JupyterLab and double-click through the file browser to a file."""
    page.goto(lab_url + "lab?reset")
    for name in path:
        item = page.locator(".jp-DirListing-itemText").get_by_text(name, exact=True)
        item.wait_for(timeout=KERNEL_TIMEOUT)
        item.dblclick()


#: Resolves with the kernel's name once the notebook's kernel has started and answered.
KERNEL_READY = """async () => {
    const notebook = window.jupyterapp.shell.currentWidget;
    await notebook.sessionContext.ready;
    const kernel = notebook.sessionContext.session.kernel;
    await kernel.info;
    return kernel.name;
}"""


def run_all(page: Any) -> None:
    """Once the kernel is up, run every cell, as Run ▸ Run All Cells does, and wait until
    each has run."""
    page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Cell").first.wait_for(
        timeout=KERNEL_TIMEOUT)
    assert page.evaluate(KERNEL_READY) == "python3"
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_function(ALL_RUN, timeout=KERNEL_TIMEOUT * 3)


def error_outputs(page: Any) -> list[str]:
    errors = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) "
                          ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr'],"
                          " .jp-NotebookPanel:not(.lm-mod-hidden) "
                          ".jp-RenderedText[data-mime-type='application/vnd.jupyter.error']")
    return [str(text) for text in errors.all_inner_texts()]


def test_a_page_opens_as_a_notebook_runs_and_its_table_is_played(
        lab_page: Any, lab_url: str, artifacts: Path) -> None:
    page = lab_page
    open_by_double_click(page, lab_url, "book", "tricks.md")
    panel = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")
    expect(panel.locator(".jp-Cell").first).to_be_visible(timeout=KERNEL_TIMEOUT)
    assert page.locator(".jp-FileEditor:visible").count() == 0, "opened as text"
    expect(page.locator(".lm-TabBar-tab.jp-mod-current[data-type='document-title']")
           ).to_contain_text("tricks.md")
    # MyST renders (jupyterlab-myst): the page's title, no directive or role as raw text.
    expect(panel.locator(".jp-MarkdownCell h1").first).to_contain_text("Tricks")
    run_all(page)
    page.wait_for_function(FIGURES_SHOWN, timeout=KERNEL_TIMEOUT)
    rendered = panel.locator(".jp-MarkdownCell .jp-RenderedMarkdown, .jp-MarkdownCell .myst")
    text = "\n".join(rendered.all_inner_texts())
    assert "Tricks in themselves are worth nothing" in text, "the text is not rendered"
    for raw in ("{glue", "{ref}", "{doc}", "{eval}", ":::{", "book.figure("):
        assert raw not in text, f"{raw} shown as raw text"
    # No directive the book's build alone knows (its in-page box is a %%live cell).
    assert "unknown directive" not in panel.inner_text().lower()
    # The figures the engine computed, in the text: "Ann won 6 tricks and Bob 3".
    sentence = panel.locator(".jp-MarkdownCell p", has_text="Tricks in themselves").first
    expect(sentence).to_contain_text(re.compile(r"Ann won \d tricks and Bob\s+\d\."))
    assert not error_outputs(page), error_outputs(page)
    sentence.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "lab-page-notebook.png"))

    # The worked example's card table (Ann's hand, Bob's computer): it answers, with no note
    # sending the reader away. (The page's live practice table seats You and the Computer.)
    table = panel.locator(".jp-OutputArea-output", has=page.locator("button.jj-cardbtn")
                          ).filter(has_text="Bob").first
    table.scroll_into_view_if_needed()
    assert table.locator(".jj-preview").count() == 0
    # A card that may not be played yet is refused, its rule linked to the published book.
    click_and_wait(table, table.locator(ILLEGAL_CARDS).first)
    rule = table.locator(".jj-illegal a.jj-rule").first
    expect(rule).to_have_attribute("href", re.compile(
        "^" + re.escape(BOOK_URL + "book/rules.html#rule-") + r"[a-z]+-\d"))
    expect(rule).to_have_attribute("target", "_blank")
    # Ann's calls (their tooltips begin with her name) until she has a card to play.
    for _ in range(10):
        if table.locator(LEGAL_CARDS).count():
            break
        click_and_wait(table, table.locator('button[title^="Ann "]').first)
    _, before = answered(table)
    card = table.locator(LEGAL_CARDS).first
    title = card.get_attribute("title") or ""
    click_and_wait(table, card)
    assert answered(table)[1] >= before + 1
    assert table.locator(f'button[title="{title}"]').count() == 0, f"{title}: not played"
    status = table.locator("[role=status]").last
    expect(status).to_contain_text(re.compile(r"\bplays?\b"))
    table.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "lab-widget-played.png"))
    # Where the book has its start button, the practice table itself, ready to play.
    practice = panel.locator(".jp-OutputArea-output", has_text="Computer").filter(
        has=page.locator("button.jj-cardbtn"))
    expect(practice.first).to_be_visible()
    assert practice.first.locator(".jj-preview").count() == 0
    # JupyterLab's question about its news feed (the package's settings answer it) is
    # not put to a class.
    assert page.get_by_text("official Jupyter news").count() == 0
    assert not error_outputs(page), error_outputs(page)
    assert not page.remote, page.remote


def test_a_teachers_own_notebook_plays_and_saves_a_hand(lab_page: Any, lab_url: str,
                                                        artifacts: Path) -> None:
    page = lab_page
    open_by_double_click(page, lab_url, "my-class.ipynb")
    run_all(page)
    panel = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")
    table = panel.locator(".jp-OutputArea-output").last
    expect(table.locator("[class*='jj-answered-']").first).to_be_visible(
        timeout=KERNEL_TIMEOUT)
    assert table.locator(".jj-preview").count() == 0
    # The auction: the reader's first call, answered by the table.
    calls = table.locator('button[title^="You"]')
    calls.first.wait_for(timeout=KERNEL_TIMEOUT)
    click_and_wait(table, calls.first)
    # Save this hand: a record to download, with no server behind the link.
    click_and_wait(table, table.get_by_role("button", name="Save this hand"))
    link = table.locator("a.jj-download")
    expect(link).to_be_visible(timeout=KERNEL_TIMEOUT)
    with page.expect_download() as download:
        link.click()
    saved = Path(download.value.path())
    record = json.loads(saved.read_text(encoding="utf-8"))
    assert record["format"] == "jojotte-hand/1" and record["players"] == ["You", "Computer"]
    assert download.value.suggested_filename == "jojotte-hand.json"
    page.screenshot(path=str(artifacts / "lab-own-notebook.png"))
    assert not error_outputs(page), error_outputs(page)
    assert not page.remote, page.remote


def test_the_readme_shows_the_same_example() -> None:
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    block = "\n".join(OWN_CELLS).replace(")\ntable", ")   # a hand against the computer\ntable")
    assert block in readme
