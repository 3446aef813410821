"""Copy the widget embedder and its fonts from the pinned npm package into the site.

The book's pages embed the state of their ipywidgets; a script from
``@jupyter-widgets/html-manager`` turns that state back into widgets in the
browser. Its ``dist/embed.js`` is the standard embedder: it needs no RequireJS
and finds the icon fonts it references next to itself. This copies exactly
those files, after checking that the installed package is the pinned one.

Usage: python scripts/widget_assets.py PACKAGE_DIR OUT_DIR VERSION
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

#: Files that embed.js loads relative to its own address (webpack's hashed names).
_ASSET = re.compile(r"\b[0-9a-f]{20}\.(?:woff2|woff|ttf|eot|svg)\b")


def copy_assets(package: Path, out: Path, version: str) -> list[Path]:
    """Copy ``dist/embed.js``, the files it references and its licences to ``out``.

    Returns:
        The files written.

    Raises:
        SystemExit: the package is missing, is not the pinned version, or lacks a file.
    """
    meta_path = package / "package.json"
    if not meta_path.is_file():
        raise SystemExit(f"{package} is not installed: run npm ci in scripts/npm")
    installed = json.loads(meta_path.read_text(encoding="utf-8"))["version"]
    if installed != version:
        raise SystemExit(f"{package} is version {installed}, the book pins {version}")
    dist = package / "dist"
    bundle = (dist / "embed.js").read_text(encoding="utf-8")
    wanted = ["embed.js", "embed.js.LICENSE.txt", *sorted(set(_ASSET.findall(bundle)))]
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    written = []
    for name in wanted:
        source = dist / name
        if not source.is_file():
            raise SystemExit(f"embed.js references {name}, which {dist} does not have")
        written.append(Path(shutil.copy2(source, out / name)))
    licence = package / "LICENSE"
    if licence.is_file():
        written.append(Path(shutil.copy2(licence, out / "LICENSE.txt")))
    return written


def main(argv: list[str]) -> int:
    """Command line: ``PACKAGE_DIR OUT_DIR VERSION``."""
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    package, out, version = Path(argv[0]), Path(argv[1]), argv[2]
    files = copy_assets(package, out, version)
    size = sum(f.stat().st_size for f in files)
    print(f"widget assets: {len(files)} files, {size / 1e6:.1f} MB in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
