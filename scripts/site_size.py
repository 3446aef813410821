"""Print the built site's size, and what the live notebooks' JupyterLite takes of it.

Usage: python scripts/site_size.py _build/html
"""

from __future__ import annotations

import sys
from pathlib import Path

#: The parts of the JupyterLite build worth naming (paths under ``lite/``).
LITE_PARTS = {
    "Pyodide runtime and kernel wheels": "static/pyodide",
    "wheels for %pip": "pypi",
    "JupyterLab extensions": "extensions",
    "notebooks": "files",
}


def size(path: Path) -> int:
    """Bytes in the files under ``path`` (or of the file itself)."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def report(site: Path) -> list[str]:
    """Lines describing the site's size, largest parts named."""
    total = size(site)
    lite = site / "lite"
    lines = [f"site size: {total / 1e6:.1f} MB in {site}"]
    if lite.is_dir():
        lite_total = size(lite)
        lines.append(f"  pages and their assets: {(total - lite_total) / 1e6:.1f} MB")
        lines.append(f"  JupyterLite (lite/): {lite_total / 1e6:.1f} MB, of which")
        named = 0
        for label, part in LITE_PARTS.items():
            part_size = size(lite / part) if (lite / part).exists() else 0
            named += part_size
            lines.append(f"    {label}: {part_size / 1e6:.1f} MB")
        lines.append(f"    the apps and shared packages: {(lite_total - named) / 1e6:.1f} MB")
    return lines


def main(argv: list[str]) -> int:
    """Command line: the site's folder."""
    if len(argv) != 1 or not Path(argv[0]).is_dir():
        print(__doc__, file=sys.stderr)
        return 2
    print("\n".join(report(Path(argv[0]))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
