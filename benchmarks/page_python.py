"""An in-page table run by Python in the page itself: from the click to a playable table.

The book's in-page tables run in a JupyterLite console today (``click_to_play.py``
measures them). This measures another way to run the same table: Pyodide started in
the page when the reader clicks, the table's packages installed from the built site,
IPython's place taken by a small stand-in, and the widgets drawn by html-manager (the
embedder every page of the book already loads), joined to Python by comms of the
page's own (``page_python/``: ``bridge.mjs``, bundled here with esbuild, ``host.py``,
``page.html``). The clock starts at the click (Enter on the start button as soon as
the page has loaded) and stops when the reader's calls are offered; then the reader
passes, and the run counts only if the table answers.

Readers (``--reader``): ``cold``, a first visit; ``again``, the next visit in the same
browser. ``--ipython`` also measures the page with the real IPython imported instead
of the stand-in; ``--console`` also measures the book's console on the same site, in
turns with the page, as ``click_to_play.py`` does.

    python benchmarks/page_python.py [--site DIR] [--runs 5] [--reader cold again]
        [--ipython] [--console]

Target: a median of at most 2.5 s from the click to a playable table.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any
from urllib.parse import quote

sys.path.insert(0, str(Path(__file__).resolve().parent))

from click_to_play import CALLS, CHROMIUM, CHROMIUM_ARGS, ROOT, print_waits, served
from click_to_play import measure as console_measure

HERE = Path(__file__).resolve().parent / "page_python"
NODE_MODULES = ROOT / "scripts" / "npm" / "node_modules"
#: The practice chapter's box, as the reader starts it.
PRACTICE = ('import random\nfrom jojotte_teach import book\n'
            'book.practice(seed=random.randrange(1_000_000), players=("You", "Computer"))')


def set_out(site: Path, folder: Path) -> None:
    """The page, its bridge bundled, its Python and a link to the built site in ``folder``."""
    esbuild = NODE_MODULES / ".bin" / "esbuild"
    bundled = subprocess.run(
        [str(esbuild), str(HERE / "bridge.mjs"), "--bundle", "--format=esm", "--minify",
         f"--outfile={folder / 'bridge.js'}", "--log-level=warning",
         # The styles and fonts come with the page's embedder, as on the book's pages.
         *(f"--loader:.{kind}=empty" for kind in ("css", "woff", "woff2", "ttf", "eot", "svg")),
         # html-manager sets webpack's asset path, a name only webpack declares.
         "--banner:js=var __webpack_public_path__ = '';"],
        check=False, env={**os.environ, "NODE_PATH": str(NODE_MODULES)})
    if bundled.returncode:
        raise SystemExit("esbuild could not bundle page_python/bridge.mjs (see above)")
    wheels = sorted(p.name for p in (site / "lite" / "pypi").glob("*.whl"))
    page = (HERE / "page.html").read_text().replace("WHEELS", repr(wheels))
    (folder / "page.html").write_text(page)
    for name in ("host.py", "worker.mjs"):
        shutil.copy(HERE / name, folder / name)
    (folder / "site").symlink_to(site.resolve())


def start_once(page: Any, url: str) -> tuple[float, dict[str, float]]:
    """Open the page, start the table at once; seconds to play, and the page's steps."""
    page.goto(url)
    page.locator("#start").focus()
    asked = time.monotonic()
    page.keyboard.press("Enter")
    page.wait_for_function(
        f"document.querySelector({CALLS!r}) || window.failed", timeout=120_000)
    took = time.monotonic() - asked
    failed = page.evaluate("window.failed")
    if failed:
        raise SystemExit(f"the table did not start: {failed}")
    # The reader passes: the table must answer (the calls of the next turn, or the play).
    page.get_by_role("button", name="Pass").first.click()
    page.get_by_text("You pass").first.wait_for(timeout=60_000)
    page.wait_for_function("window.steps.python !== undefined", timeout=60_000)
    steps: dict[str, float] = page.evaluate("window.steps")
    return took, {name: ms / 1000 for name, ms in steps.items()}


def measure(browser: Any, url: str, reader: str) -> tuple[float, dict[str, float]]:
    """One reader's wait in a fresh browser profile (``again``: the second start)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = context.new_page()
        if reader == "again":
            start_once(page, url)
            page.close()
            page = context.new_page()
        return start_once(page, url)
    finally:
        context.close()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=ROOT / "_build" / "html",
                        help="a built site (default: _build/html)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--reader", nargs="+", default=["cold", "again"],
                        choices=["cold", "again"])
    parser.add_argument("--ipython", action="store_true",
                        help="also with the real IPython instead of the stand-in")
    parser.add_argument("--worker", action="store_true",
                        help="also with Python in a worker, the page hosting the widgets")
    parser.add_argument("--console", action="store_true",
                        help="also the book's console on the same site, in turns")
    args = parser.parse_args(argv)
    if not (args.site / "lite" / "pypi").is_dir():
        print(f"{args.site}: no built site with its live notebooks (run make book)",
              file=sys.stderr)
        return 1
    if not (NODE_MODULES / ".bin" / "esbuild").exists():
        print("esbuild is not installed (run make book, which installs scripts/npm)",
              file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    ways = ["page"] + (["page, real IPython"] if args.ipython else []) + (
        ["page, Python in a worker"] if args.worker else []) + (
        ["console"] if args.console else [])
    waits: dict[tuple[str, str], list[float]] = {}
    steps: dict[tuple[str, str], list[dict[str, float]]] = {}
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        set_out(args.site, Path(folder))
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                             args=CHROMIUM_ARGS)
        with served(Path(folder)) as base, served(args.site) as site:
            code = quote(PRACTICE)
            for run in range(args.runs):
                for reader in args.reader:
                    for way in ways:
                        if way == "console":
                            took = console_measure(browser, site, "practice",
                                                   "Play a hand here", reader, 3.0)
                        else:
                            real = "&ipython=1" if "IPython" in way else ""
                            real += "&worker=1" if "worker" in way else ""
                            took, seen = measure(browser, f"{base}page.html?code={code}{real}",
                                                  reader)
                            steps.setdefault((way, reader), []).append(seen)
                        waits.setdefault((way, reader), []).append(took)
                        print(f"run {run + 1}  {reader:5s}  {took:5.2f} s  {way}", flush=True)
        browser.close()
    print_waits(waits, f"the practice table, {args.runs} runs each")
    print("Steps in the page, median seconds from the click:")
    for (way, reader), parts in steps.items():
        said = ", ".join(f"{name} {statistics.median(p[name] for p in parts):.2f}"
                         for name in parts[0])
        print(f"  {reader:5s}  {said}  {way}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
