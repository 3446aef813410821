"""The built site in Debian's headless Chromium, driven by Playwright (pytest-playwright).

The tests serve ``_build/html`` on 127.0.0.1 themselves and fail, saying what to
run, when the site or the browser is missing (``make test`` builds and installs
them first: see mk/browser.mk). Playwright never downloads a browser here.

Every page a test opens is watched (:class:`Watch`): console errors, uncaught
exceptions and any request to a host other than 127.0.0.1 (which is also
blocked, so nothing ever leaves the machine).
"""

from __future__ import annotations

import contextlib
import functools
import os
import re
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

pytest.importorskip(
    "playwright.sync_api", reason="Playwright comes with the book packages (make install-book)"
)

ROOT = Path(__file__).resolve().parents[2]
#: The built site; JOJOTTE_SITE points the tests at a copy built elsewhere.
SITE = Path(os.environ.get("JOJOTTE_SITE", ROOT / "_build" / "html"))
ARTIFACTS = Path(os.environ.get("JOJOTTE_ARTIFACTS", ROOT / "test-artifacts"))
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]

@dataclass
class Watch:
    """What one page did that a clean page must not do.

    Nothing is let through: every console error, uncaught exception and failed request
    (a favicon included) fails the test that asserts the page clean.
    """

    errors: list[str] = field(default_factory=list)
    remote: list[str] = field(default_factory=list)

    def console(self, message: Any) -> None:
        if message.type != "error":
            return
        url = (message.location or {}).get("url", "")
        self.errors.append(f"console error: {message.text} ({url})")

    def page_error(self, error: Any) -> None:
        self.errors.append(f"uncaught: {error}")

    def failed_response(self, response: Any) -> None:
        if response.status >= 400:
            self.errors.append(f"HTTP {response.status}: {response.url}")

    def assert_clean(self) -> None:
        assert not self.remote, f"requests to other hosts: {self.remote}"
        assert not self.errors, "\n".join(self.errors)


class _QuietHandler(SimpleHTTPRequestHandler):
    """Serves the site with the types JupyterLite needs, without logging each request."""

    extensions_map = {  # noqa: RUF012 (the base class declares it a plain dict)
        **SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".ipynb": "application/json",
    }

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def handle(self) -> None:
        # The browser drops fetches it no longer needs (a page closed while its console
        # was starting): not an error of the site's, and no traceback in the test log.
        with contextlib.suppress(ConnectionResetError, BrokenPipeError):
            super().handle()


@pytest.fixture(scope="session")
def site() -> Path:
    """The built site; fails if it was not built."""
    if not (SITE / "index.html").is_file() or not (SITE / "lite" / "index.html").is_file():
        pytest.fail(f"no built site with its live notebooks in {SITE}: run `make book`")
    return SITE


@pytest.fixture(scope="session")
def base_url(site: Path) -> Iterator[str]:
    """The site served on 127.0.0.1 (a free port) for the whole session."""
    handler = functools.partial(_QuietHandler, directory=str(site))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """Debian's Chromium, headless, never a downloaded browser."""
    if not CHROMIUM.is_file():
        pytest.fail(f"{CHROMIUM} is missing: run `make browser-deps` (apt-get install chromium)")
    return {**browser_type_launch_args, "executable_path": str(CHROMIUM),
            "headless": True, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    return {**browser_context_args, "viewport": {"width": 1280, "height": 900}}


@pytest.fixture
def watch(context: Any, page: Any) -> Watch:
    """Watch the test's page: errors, and requests to any host but 127.0.0.1 (blocked)."""
    seen = Watch()

    def route(route: Any) -> None:
        host = urlsplit(route.request.url).hostname
        if route.request.url.startswith(("data:", "blob:")) or host == "127.0.0.1":
            route.continue_()
        else:
            seen.remote.append(route.request.url)
            route.abort()

    context.route("**/*", route)
    page.on("console", seen.console)
    page.on("pageerror", seen.page_error)
    context.on("response", seen.failed_response)
    return seen


@pytest.fixture(scope="session")
def artifacts() -> Path:
    """Where screenshots, timings and notes go (git-ignored); text files start afresh."""
    ARTIFACTS.mkdir(exist_ok=True)
    for log in ("timings.txt", "live-notes.txt"):
        (ARTIFACTS / log).unlink(missing_ok=True)
    return ARTIFACTS


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """On a failure, keep a screenshot of the test's page in test-artifacts/failed-*.png."""
    outcome = yield
    report = outcome.get_result()  # type: ignore[attr-defined]
    page = getattr(item, "funcargs", {}).get("page")
    if report.when == "call" and report.failed and page is not None:
        ARTIFACTS.mkdir(exist_ok=True)
        name = re.sub(r"[^\w.-]+", "-", item.name).strip("-")
        try:
            page.screenshot(path=str(ARTIFACTS / f"failed-{name}.png"), full_page=True)
        except Exception as error:  # a closed page: say so, keep the test's own failure
            report.sections.append(("screenshot", f"no screenshot: {error}"))
