"""Give the live notebooks' pages the card table's keyboard and look (book/_static/).

The in-page consoles get them from the book page around them; a live notebook opens
in a page of JupyterLite's own, which loads only JupyterLite. This adds to that page
(and to JupyterLab's, which opens the same notebooks) a ``<script>`` pointing at the
book's copy of hand-keys.js, so that in a live notebook too the arrow keys move from
card to card and Enter plays, and a ``<link>`` to table.css (rule links that look like
links, focus rings on every button, dark colours in the dark theme). Run after the
book is built; it stops the build if a page is missing or has no ``</head>``.

Usage: python scripts/lite_pages.py SITE_DIR
"""

from __future__ import annotations

import sys
from pathlib import Path

#: The JupyterLite apps that open the live notebooks, by folder under ``lite/``.
APPS = ("notebooks", "lab")
#: The tags added: the book's script and style sheet, from an app's page two folders
#: down the site.
TAG = ('<script src="../../_static/hand-keys.js" data-apply></script>'
       '<link rel="stylesheet" href="../../_static/table.css">')


def with_hand_keys(page: str) -> str:
    """The page with the keyboard script and the tables' style at the end of its head
    (once).

    >>> print(with_hand_keys("<head></head><body></body>"))  # doctest: +NORMALIZE_WHITESPACE
    <head><script src="../../_static/hand-keys.js" data-apply></script><link
    rel="stylesheet" href="../../_static/table.css"></head><body></body>
    >>> with_hand_keys(with_hand_keys("<head></head>")).count("hand-keys")
    1
    """
    if TAG in page:
        return page
    if page.count("</head>") != 1:
        raise ValueError("no single </head> to put the script before")
    return page.replace("</head>", TAG + "</head>")


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    site = Path(argv[0])
    for name in ("hand-keys.js", "table.css"):
        if not (site / "_static" / name).is_file():
            print(f"{site}/_static/{name} is missing: build the book first", file=sys.stderr)
            return 1
    for app in APPS:
        page = site / "lite" / app / "index.html"
        try:
            page.write_text(with_hand_keys(page.read_text(encoding="utf-8")), encoding="utf-8")
        except (OSError, ValueError) as error:
            print(f"{page}: {error}", file=sys.stderr)
            return 1
    print(f"lite pages: the card table's keyboard and style in {', '.join(APPS)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
