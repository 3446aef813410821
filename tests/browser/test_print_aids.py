"""The printable aids on paper: one sheet of A4 or Letter each, none of the site's furniture.

Chromium prints each aid's page to PDF on both papers (the reader's printer chooses:
the stylesheet forces no size) and the test counts the PDF's pages: one for the rules
on one page, one per sheet for the blank score sheets. In print the theme's header,
sidebars, buttons and footer are hidden and the aid is not. Screenshots of the pages
as printed, and the PDFs, go to test-artifacts/.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from .conftest import Watch

#: Each aid's page and the element of which every one must fill exactly one printed page.
AIDS = {"book/summary.html": ".jj-aid-summary", "book/scoresheet.html": ".jj-sheet"}
PAPERS = ("A4", "Letter")
#: The theme's furniture: navigation, header, buttons and footer, never on paper.
FURNITURE = (
    ".bd-header", ".bd-header-article", ".bd-sidebar-primary", ".bd-sidebar-secondary",
    ".prev-next-area", ".bd-footer", ".bd-footer-content", ".skip-link", "#pst-back-to-top",
    "nav.bd-links", ".headerlink", ".jj-screen-only",
)
#: A page object of a PDF (not the /Pages tree that holds them).
_PDF_PAGE = re.compile(rb"/Type\s*/Page(?![A-Za-z])")
#: The width that prints on both papers: A4 less 2 x 12 mm, in CSS pixels (96 to the inch).
PRINTED_WIDTH = round((210 - 24) / 25.4 * 96)


def pdf_pages(pdf: bytes) -> int:
    """The number of pages of a PDF that Chromium wrote (its page objects are not packed).

    >>> pdf_pages(b"<< /Type /Pages /Count 2 >> << /Type /Page >> << /Type/Page >>")
    2
    """
    return len(_PDF_PAGE.findall(pdf))


def open_aid(page: Any, base_url: str, path: str) -> int:
    """Open an aid's page; the number of pages it must print on."""
    page.goto(base_url + path, wait_until="load")
    count: int = page.locator(AIDS[path]).count()
    assert count >= 1, f"{path} shows no {AIDS[path]}"
    return count


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("path", list(AIDS))
def test_each_aid_prints_on_one_page_of_a4_and_of_letter(
        page: Any, watch: Watch, base_url: str, artifacts: Path, path: str, paper: str) -> None:
    expected = open_aid(page, base_url, path)
    if path.endswith("scoresheet.html"):
        assert expected == 4, "the two-player, three-player, partnership and cutthroat sheets"
    pdf = page.pdf(format=paper, print_background=True)
    name = Path(path).stem
    (artifacts / f"print-{name}-{paper}.pdf").write_bytes(pdf)
    assert pdf_pages(pdf) == expected, (
        f"{path} prints on {pdf_pages(pdf)} {paper} pages, not {expected}")
    watch.assert_clean()


@pytest.mark.parametrize("path", list(AIDS))
def test_in_print_the_navigation_is_hidden_and_the_aid_is_not(
        page: Any, watch: Watch, base_url: str, artifacts: Path, path: str) -> None:
    open_aid(page, base_url, path)
    # On screen the site's navigation is there (so the check below can fail)...
    assert page.locator(".bd-sidebar-primary").first.is_visible()
    assert page.locator(".jj-screen-only").first.is_visible()
    # ...and on paper it is gone, the aid alone.
    page.emulate_media(media="print")
    page.set_viewport_size({"width": PRINTED_WIDTH, "height": 1000})
    shown = [selector for selector in FURNITURE
             for element in page.locator(selector).all() if element.is_visible()]
    assert shown == [], f"{path} prints {sorted(set(shown))}"
    aid = page.locator(AIDS[path]).first
    assert aid.is_visible()
    box = aid.bounding_box()
    assert box is not None and box["width"] <= PRINTED_WIDTH
    page.screenshot(path=str(artifacts / f"print-{Path(path).stem}.png"), full_page=True)
    watch.assert_clean()


def test_the_printed_summary_has_no_link_in_its_footer(
        page: Any, watch: Watch, base_url: str, artifacts: Path) -> None:
    page.goto(f"{base_url}book/summary.html", wait_until="load")
    foot = page.locator(".jj-aid-foot")
    # On screen the footer links to the chapters it names (so the check below can fail).
    assert foot.locator("a[href]").count() >= 2
    page.emulate_media(media="print")
    shown = [a.inner_text() for a in foot.locator("a").all() if a.is_visible()]
    assert shown == [], f"the printed footer prints links: {shown}"
    printed = foot.inner_text()
    assert "When the sources disagree" in printed and "Rules reference" in printed, printed
    foot.screenshot(path=str(artifacts / "look-print-footer.png"))
    watch.assert_clean()
