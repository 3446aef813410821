"""How long a reader waits for an in-page card table: from the click to a playable table.

Serves one or more built sites (``make book``'s ``_build/html``) on 127.0.0.1, opens a
chapter in Debian's Chromium (headless, through Playwright) and starts the chapter's
in-page table as a reader would, then measures the seconds until the reader's calls are
offered. Several sites are measured in turns (A, B, A, B, ...), so that a busy machine
weighs on each alike: build the site before a change into another folder and compare.

Ways a reader reaches the table (``--reader``):

* ``cold``: a first visit; the reader opens the page and presses the start button at
  once (by keyboard: Tab to it, Enter), with nothing fetched before.
* ``near``: a first visit; the reader scrolls to the table, points at the button and
  reads the sentence above it for ``--dwell`` seconds (3 by default), then clicks.
* ``again``: the next visit; the table was started once in this browser, the page is
  opened again and started at once (what the browser kept is used).

    python benchmarks/click_to_play.py [--site DIR ...] [--runs 5] [--reader cold near again]
        [--chapter practice] [--start "Play a hand here"] [--dwell 3]

Target: a median of at most 2.5 s from the click to a playable table.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import statistics
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run"]
#: The reader's calls in the two-player table (tooltips begin with the reader's name),
#: and at three or four (each call's tooltip is its short form and rule).
CALLS = ('button[title^="You"], button[title^="pass ("], button[title^="accept ("], '
         'button[title^="bid "]')
TARGET = 2.5


class _Quiet(SimpleHTTPRequestHandler):
    """The site, with the types JupyterLite needs, without a log line per request."""

    extensions_map = {  # noqa: RUF012 (the base class declares it a plain dict)
        **SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript", ".mjs": "text/javascript", ".wasm": "application/wasm",
        ".json": "application/json", ".ipynb": "application/json",
    }

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def handle(self) -> None:
        # The browser may drop a fetch it no longer needs.
        with contextlib.suppress(ConnectionResetError, BrokenPipeError):
            super().handle()


@contextmanager
def served(site: Path) -> Iterator[str]:
    """The site on a free port of 127.0.0.1, for the duration of the block."""
    server = ThreadingHTTPServer(("127.0.0.1", 0),
                                 functools.partial(_Quiet, directory=str(site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/"
    finally:
        server.shutdown()
        server.server_close()


#: True once every widget of the page is drawn (the page's own previews).
WIDGETS_DRAWN = """() => Array.from(document.querySelectorAll(
    'script[type="application/vnd.jupyter.widget-view+json"]'))
    .every(view => view.parentElement.querySelector('.widget-subarea'))"""


def start_once(page: Any, url: str, start: str, reader: str, dwell: float) -> float:
    """Open the chapter, start its table as ``reader`` does; seconds from click to play."""
    page.goto(url)
    page.wait_for_function(WIDGETS_DRAWN, timeout=60_000)
    button = page.get_by_role("button", name=start)
    if reader == "near":
        button.scroll_into_view_if_needed()
        button.hover()
        time.sleep(dwell)  # the reader reads the sentence above the button
        asked = time.monotonic()
        button.click()
    else:
        button.focus()
        asked = time.monotonic()
        page.keyboard.press("Enter")
    page.locator(f".jj-inline-ready :is({CALLS})").first.wait_for(timeout=180_000)
    return time.monotonic() - asked


def measure(browser: Any, base: str, chapter: str, start: str, reader: str,
            dwell: float) -> float:
    """One reader's wait, in a fresh browser profile (``again``: the second start)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = context.new_page()
        url = f"{base}book/{chapter}.html"
        if reader == "again":
            start_once(page, url, start, "cold", dwell)
            page.close()
            page = context.new_page()
        return start_once(page, url, start, reader, dwell)
    finally:
        context.close()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, action="append",
                        help="a built site (default: _build/html); repeat to compare")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--reader", nargs="+", default=["cold", "near", "again"],
                        choices=["cold", "near", "again"])
    parser.add_argument("--chapter", default="practice")
    parser.add_argument("--start", default="Play a hand here")
    parser.add_argument("--dwell", type=float, default=3.0)
    args = parser.parse_args(argv)
    sites = args.site or [ROOT / "_build" / "html"]
    for site in sites:
        if not (site / "lite" / "index.html").is_file():
            print(f"{site}: no built site with its live notebooks (run make book)",
                  file=sys.stderr)
            return 1
    from playwright.sync_api import sync_playwright

    waits: dict[tuple[str, str], list[float]] = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                             args=CHROMIUM_ARGS)
        with served_all(sites) as bases:
            for run in range(args.runs):
                for reader in args.reader:
                    for site, base in zip(sites, bases, strict=True):
                        took = measure(browser, base, args.chapter, args.start, reader,
                                       args.dwell)
                        waits.setdefault((str(site), reader), []).append(took)
                        print(f"run {run + 1}  {reader:5s}  {took:5.2f} s  {site}", flush=True)
        browser.close()
    print_waits(waits, f"{args.chapter}, {args.runs} runs each")
    return 0


def print_waits(waits: dict[tuple[str, str], list[float]], what: str) -> None:
    """Each way's and reader's median wait and every run's (``waits[(way, reader)]``)."""
    print(f"\nFrom the click to a playable table ({what}; target: median <= {TARGET} s):")
    for (way, reader), found in waits.items():
        listed = ", ".join(f"{w:.2f}" for w in found)
        print(f"  {reader:5s}  median {statistics.median(found):5.2f} s  ({listed})  {way}")


@contextmanager
def served_all(sites: list[Path]) -> Iterator[list[str]]:
    """Every site served at once, each on its own port (so each has its own cache)."""
    with served(sites[0]) as first:
        if len(sites) == 1:
            yield [first]
        else:
            with served_all(sites[1:]) as rest:
                yield [first, *rest]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
