"""A page's ``%%live`` cell: the in-page box in the book's build, the table in a kernel."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from jojotte_teach.book.live_cell import LiveOptions, live_box_html, live_cells, replite_url
from jojotte_teach.venue import BOOK_BUILD_VARIABLE

IPython = pytest.importorskip("IPython", reason="IPython comes with the book packages")
from IPython.core.interactiveshell import InteractiveShell  # noqa: E402
from IPython.utils.capture import capture_output  # noqa: E402

BOOK = Path(__file__).resolve().parents[2] / "book"
CELL = ('%%live --prompt "Play a hand here" --height 760px --notebook practice_hand\n'
        "answer = 6 * 7\n")


@pytest.fixture
def shell() -> Any:
    import jojotte_teach.book  # noqa: F401  (importing the book makes %%live known)

    ipython = InteractiveShell.instance()
    from jojotte_teach.book.live_cell import register

    register(ipython)
    ipython.user_ns.pop("answer", None)
    return ipython


def test_in_the_books_build_the_cell_is_the_box_and_its_code_waits_for_the_reader(
        shell: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(BOOK_BUILD_VARIABLE, "1")
    with capture_output() as shown:
        shell.run_cell(CELL)
    assert "answer" not in shell.user_ns
    html = "".join(out.data.get("text/html", "") for out in shown.outputs)
    assert 'class="jupyterlite_sphinx_iframe_container"' in html
    assert "height: 760px" in html and ">Play a hand here</div>" in html
    assert "answer%20%3D%206%20%2A%207" in html
    assert 'href="../lite/notebooks/index.html?path=book/live/practice_hand.ipynb"' in html
    # A page built twice is the same page.
    with capture_output() as again:
        shell.run_cell(CELL)
    assert "".join(out.data.get("text/html", "") for out in again.outputs) == html


def test_where_a_kernel_answers_the_cell_runs_its_code(shell: Any,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(BOOK_BUILD_VARIABLE, raising=False)
    with capture_output() as shown:
        shell.run_cell(CELL)
    assert shell.user_ns["answer"] == 42
    assert not any("jupyterlite" in out.data.get("text/html", "") for out in shown.outputs)


def test_a_wrong_option_is_one_line_and_runs_nothing(shell: Any) -> None:
    with capture_output() as shown:
        shell.run_cell("%%live --colour red\nanswer = 1\n")
    assert shown.stdout.strip() == "%%live: unrecognized arguments: --colour red"
    assert "answer" not in shell.user_ns and "Traceback" not in shown.stdout


def test_the_box_is_the_one_jupyterlite_sphinx_draws_for_a_replite() -> None:
    """The book's inline-play.js and jupyterlite-sphinx's script find the box by its
    classes and open the console its click names: the same as the directive's."""
    lite = pytest.importorskip("jupyterlite_sphinx.jupyterlite_sphinx")
    code = "import random\nfrom jojotte_teach import book\nbook.practice()"
    options = LiveOptions(prompt="Play a hand here", height="760px")
    theirs = lite._PromptedIframe(iframe_src=replite_url(code), prompt=options.prompt,
                                  width="100%", height=options.height).html()
    ours = live_box_html(code, options)

    def shape(html: str) -> tuple[object, ...]:
        return (re.findall(r'class="([^"]+)"', html),
                re.findall(r'style="([^"]+)"', html),
                re.search(r"jupyterliteConcatSearchParams\('([^']+)', false\)", html),
                re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", html)).strip())

    theirs_shape, ours_shape = shape(theirs), shape(ours)
    assert theirs_shape[:2] == ours_shape[:2] and theirs_shape[3] == ours_shape[3]
    assert theirs_shape[2] and ours_shape[2]
    assert theirs_shape[2].group(1) == ours_shape[2].group(1)


@pytest.mark.parametrize("page", sorted(BOOK.glob("*.md")), ids=lambda p: p.stem)
def test_a_page_imports_the_book_before_its_first_live_cell(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    if not live_cells(text):
        return
    first = text.index("%%live")
    assert "from jojotte_teach import book" in text[:first], page.name
    assert "```{replite}" not in text and "```{notebooklite}" not in text
