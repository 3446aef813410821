"""How long a live card table takes to start: the import, then the first table drawn.

Each figure comes from fresh Python processes (as each page's table has its own): the
seconds to import the book's module and the widgets, the seconds to make and draw the
table (the computer's first answer included), and how many modules were loaded; the
median and the best of the runs (on a busy machine the best is the steadier figure).
The in-page table in the browser (Pyodide) is slower in proportion; this measures the
work the package asks for, on this machine, with the modules compiled beforehand (the
site's wheel holds them compiled). Given several checkouts' ``src/``, their runs are
interleaved, so that a busy moment slows them alike.

    python benchmarks/table_start.py                          # this checkout
    python benchmarks/table_start.py --src OTHER/src --src src   # side by side
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

#: One table start, as the book's pages ask for it; prints its figures as JSON.
_PROBE = """
import json, sys, time
sys.path.insert(0, {src!r})
start = time.perf_counter()
from jojotte_teach import book
import jojotte_teach.widgets
imported = time.perf_counter()
table = {make}
html = table.html
drawn = time.perf_counter()
print(json.dumps({{"import": imported - start, "draw": drawn - imported,
                  "modules": len(sys.modules), "chars": len(html)}}))
"""

TABLES = {
    "two players (practice)": "book.practice(seed=3, preview=False)",
    "three players": 'book.table_game("three", seed=3, preview=False)',
    "partnership": 'book.table_game("partnership", seed=3, preview=False)',
}


#: The processes read compiled modules, as the browser does (the site's wheel holds them):
#: written once, by a first run that is not counted, to a cache outside the checkouts.
_ENV = {**os.environ, "PYTHONPYCACHEPREFIX": str(Path(tempfile.gettempdir()) / "jj-bench-pyc")}
_ENV.pop("PYTHONDONTWRITEBYTECODE", None)


def probe(src: str, make: str) -> dict[str, float]:
    """One fresh process starting one table: its figures."""
    out = subprocess.run([sys.executable, "-c", _PROBE.format(src=src, make=make)],
                         capture_output=True, text=True, check=True, env=_ENV)
    found: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", action="append",
                        help="a checkout's src/ (default: this one's); give it again to compare")
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    sources = args.src or [str(Path(__file__).resolve().parents[1] / "src")]
    print(f"table start, {args.runs} fresh processes each, interleaved: median (best)")
    for name, make in TABLES.items():
        found: dict[str, list[dict[str, float]]] = {src: [] for src in sources}
        for src in sources:
            probe(src, make)  # compiles what this table imports; not counted
        for _ in range(args.runs):
            for src in sources:
                found[src].append(probe(src, make))
        for src, runs in found.items():
            imp = [r["import"] for r in runs]
            draw = [r["draw"] for r in runs]
            print(f"  {name:<24} {src}\n    import {statistics.median(imp):.3f} s "
                  f"({min(imp):.3f})   first draw {statistics.median(draw):.3f} s "
                  f"({min(draw):.3f})   {runs[0]['modules']:.0f} modules")


if __name__ == "__main__":
    main()
