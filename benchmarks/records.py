"""How long ``python -m jojotte_teach score`` takes on very large files.

HAND_RECORD.md asks that any file at all be refused or scored quickly. This script
writes three files into a temporary folder and times the command on each, as a whole
process (Python's start included), several times, printing each figure and the median:

- 10 MB of actions: refused at once as too large;
- a session just under the size limit, every hand a throw-in (the most hands a
  record can hold): replayed and scored;
- 1,000 nested arrays: refused.

    python benchmarks/records.py [--runs 5]

Target: every median under 2 s.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from jojotte_teach.engine.records import MAX_RECORD_CHARS

THROW_IN = {
    "hands": {"N": ["7S", "8S", "7H", "8H", "7D", "8D"], "D": ["7C", "8C", "9S", "9H", "9D", "9C"]},
    "turn_up": "QD",
    "draw": {"N": ["AS", "KS", "QS"], "D": ["AH", "KH", "QH"]},
    "info_card": "JC",
}


def throw_in_session(limit: int) -> str:
    """A session of throw-ins, the deal alternating (DEAL-4), as long as fits in ``limit``."""
    hands: list[str] = []
    size = 100
    dealer, other = "Bob", "Ann"
    while True:
        deal = json.dumps(THROW_IN).replace('"N"', f'"{other}"').replace('"D"', f'"{dealer}"')
        actions = json.dumps([f"{other} pass", f"{dealer} pass"] * 2)
        hand = f'{{"dealer": "{dealer}", "deal": {deal}, "actions": {actions}}}'
        if size + len(hand) + 2 > limit:
            break
        hands.append(hand)
        size += len(hand) + 2
        dealer, other = other, dealer
    return ('{"format": "jojotte-session/1", "players": ["Ann", "Bob"], "hands": ['
            + ", ".join(hands) + "]}")


def timed(path: Path, runs: int) -> tuple[list[float], str]:
    """Wall-clock seconds of each run of ``score`` on the file, and its first output line."""
    times = []
    first = ""
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.run([sys.executable, "-m", "jojotte_teach", "score", str(path)],
                              capture_output=True, text=True, check=False)
        times.append(time.perf_counter() - start)
        first = (proc.stderr or proc.stdout).splitlines()[0][:90]
    return times, first


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    files = {
        "10 MB of actions": '{"format": "jojotte-hand/1", "actions": ['
        + ",".join(['"Ann pass"'] * 1_000_000) + "]}",
        "a session of throw-ins under the limit": throw_in_session(MAX_RECORD_CHARS),
        "1,000 nested arrays": "[" * 1000 + "]" * 1000,
    }
    with tempfile.TemporaryDirectory() as folder:
        for name, text in files.items():
            path = Path(folder) / "record.json"
            path.write_text(text, encoding="utf-8")
            times, first = timed(path, args.runs)
            print(f"{name} ({len(text) / 1e6:.1f} MB): median {statistics.median(times):.2f} s "
                  f"(min {min(times):.2f}, max {max(times):.2f}); prints: {first}")
    print("target: every median under 2 s")


if __name__ == "__main__":
    main()
