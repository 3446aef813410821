"""Time the double-dummy solver on full nine-card deals.

For 200 seeded deals (half with a trump suit, half at No-trump, seat 0 on lead)
this values every legal first card, with a fresh solver each time, and prints
the median, 90th and 99th percentile of the time and of the nodes: the
trick-start positions the search had to examine (those settled at once by the
transposition table are not counted). Figures only: nothing is asserted, since
timings depend on the machine.

Run: ``python benchmarks/ai_solver.py [--deals N] [--seed S]``
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from jojotte_teach.ai import Position, Solver
from jojotte_teach.engine.cards import DECK, Suit


def deal(rng: random.Random, trump: Suit | None) -> Position:
    """Nine random cards for each seat, seat 0 to lead."""
    cards = rng.sample(DECK, 18)
    return Position((frozenset(cards[:9]), frozenset(cards[9:])), trump, leader=0)


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0 to 100), by the nearest-rank method."""
    ordered = sorted(values)
    rank = max(0, min(len(ordered) - 1, round(q / 100 * len(ordered) + 0.5) - 1))
    return ordered[rank]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()

    rng = random.Random(args.seed)
    suits = list(Suit)
    times: dict[str, list[float]] = {"trump": [], "no-trump": [], "all": []}
    nodes: dict[str, list[float]] = {"trump": [], "no-trump": [], "all": []}
    for i in range(args.deals):
        trump = rng.choice(suits) if i % 2 == 0 else None
        position = deal(rng, trump)
        solver = Solver()
        start = time.perf_counter()
        solver.solve(position)
        elapsed = (time.perf_counter() - start) * 1000
        kind = "trump" if trump else "no-trump"
        for key in (kind, "all"):
            times[key].append(elapsed)
            nodes[key].append(solver.nodes)

    print(f"{args.deals} deals, values of every legal first card")
    print(f"{'':10} {'median':>9} {'p90':>9} {'p99':>9} {'max':>9}")
    for key in ("trump", "no-trump", "all"):
        t, n = times[key], nodes[key]
        print(f"{key + ' ms':10} " + " ".join(
            f"{x:9.1f}" for x in (statistics.median(t), percentile(t, 90),
                                  percentile(t, 99), max(t))))
        print(f"{key + ' nodes':10} " + " ".join(
            f"{x:9.0f}" for x in (statistics.median(n), percentile(n, 90),
                                  percentile(n, 99), max(n))))


if __name__ == "__main__":
    main()
