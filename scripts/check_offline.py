"""Check that the built site loads nothing from another host (CDNs included).

Every page must work from a USB stick or a classroom without internet: no
``<script src>``, stylesheet, font, image or frame may point off the site, and
no stylesheet may ``@import`` or ``url()`` something remote. Plain links
(``<a href>``) are fine: following one is the reader's choice.

Usage: python scripts/check_offline.py _build/html
"""

from __future__ import annotations

import re
import sys
from html.parser import HTMLParser
from pathlib import Path

_REMOTE = re.compile(r"^\s*(?:[a-z][a-z0-9+.-]*:)?//", re.IGNORECASE)
_CSS_REMOTE = re.compile(r"""(?:url\(|@import\s+)\s*["']?\s*((?:https?:)?//[^"')\s]+)""")
#: Tag and attribute pairs whose URL the browser fetches by itself.
_LOADED = {
    ("script", "src"),
    ("img", "src"),
    ("iframe", "src"),
    ("source", "src"),
    ("video", "src"),
    ("audio", "src"),
    ("embed", "src"),
}
#: ``<link rel=...>`` values that make the browser fetch the ``href``.
_LINK_RELS = {"stylesheet", "preload", "modulepreload", "icon", "shortcut", "manifest"}


class _Finder(HTMLParser):
    """Collects the remote URLs a page would load."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.remote: list[str] = []
        self._in_style = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        for name, value in values.items():
            if (tag, name) in _LOADED and _REMOTE.match(value):
                self.remote.append(f"<{tag} {name}={value}>")
            if name == "data-jupyter-widgets-cdn":
                self.remote.append(f"<{tag} data-jupyter-widgets-cdn={value}>")
        if tag == "link" and _REMOTE.match(values.get("href", "")):
            rels = set(values.get("rel", "").lower().split())
            if rels & _LINK_RELS:
                self.remote.append(f"<link rel={values.get('rel')} href={values['href']}>")
        if tag == "style":
            self._in_style = True

    def handle_data(self, data: str) -> None:
        if self._in_style:
            self.remote.extend(_CSS_REMOTE.findall(data))

    def handle_endtag(self, tag: str) -> None:
        if tag == "style":
            self._in_style = False


def remote_loads(site: Path) -> dict[Path, list[str]]:
    """Every page and stylesheet under ``site`` that loads something remote."""
    found: dict[Path, list[str]] = {}
    for page in sorted(site.rglob("*.html")):
        finder = _Finder()
        finder.feed(page.read_text(encoding="utf-8", errors="replace"))
        if finder.remote:
            found[page] = finder.remote
    for sheet in sorted(site.rglob("*.css")):
        urls = _CSS_REMOTE.findall(sheet.read_text(encoding="utf-8", errors="replace"))
        if urls:
            found[sheet] = urls
    return found


def main(argv: list[str]) -> int:
    """Command line: the site's folder; exit status 1 if anything loads remotely."""
    if len(argv) != 1 or not Path(argv[0]).is_dir():
        print(__doc__, file=sys.stderr)
        return 2
    site = Path(argv[0])
    found = remote_loads(site)
    pages = len(list(site.rglob("*.html")))
    if not found:
        print(f"offline check: {pages} pages load nothing from another host")
        return 0
    for path, urls in found.items():
        for url in urls:
            print(f"{path}: loads {url}", file=sys.stderr)
    print(f"offline check failed: {len(found)} files load remote resources", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
