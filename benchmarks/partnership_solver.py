"""Time the partnership double-dummy solver on full four-hand deals (MULTI-4).

For seeded deals (32 cards, eight to each seat; trump suits and No-trump in turn:
three deals with a trump suit, then one at No-trump), the dealer's left leads
(FOUR-7) and the solver values every legal first card, with a fresh solver for
each deal. It prints the median, 90th and 99th percentile and the maximum of the
time in seconds (by the clock, and the processor time of all deals) and of the
nodes (the trick starts the search examined; those settled at once by the
transposition table are not counted). Figures only:
nothing is asserted, since timings depend on the machine.

Run: ``python benchmarks/partnership_solver.py [--deals N] [--seed S]``
"""

from __future__ import annotations

import argparse
import statistics
import time

from jojotte_teach.ai.search import PartnershipPosition, PartnershipSolver
from jojotte_teach.engine import PARTNERSHIP, Deal, shuffled_deck
from jojotte_teach.engine.cards import Suit


def deal_position(seed: int, trump: Suit | None) -> PartnershipPosition:
    """The engine's deal of this seed after the draw (FOUR-3), the dealer's left to lead."""
    dealer = seed % 4
    deal = Deal.from_deck(shuffled_deck(seed), dealer, PARTNERSHIP)
    h0, h1, h2, h3 = (frozenset(deal.hands[s]) | frozenset(deal.draw[s]) for s in range(4))
    return PartnershipPosition((h0, h1, h2, h3), trump, PARTNERSHIP.left_of(dealer))


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0 to 100), by the nearest-rank method."""
    ordered = sorted(values)
    rank = max(0, min(len(ordered) - 1, round(q / 100 * len(ordered) + 0.5) - 1))
    return ordered[rank]


def solver_figures(deals: int = 100, seed: int = 2024) -> None:
    """Print the solver's times and nodes over ``deals`` deals from ``seed``."""
    strains: list[Suit | None] = [*Suit]
    times: dict[str, list[float]] = {"trump": [], "no-trump": [], "all": []}
    nodes: dict[str, list[float]] = {"trump": [], "no-trump": [], "all": []}
    cpu: list[float] = []  # processor time: a busy machine inflates the clock's seconds
    for i in range(deals):
        trump = strains[i % 4] if i % 4 != 3 else None
        position = deal_position(seed + i, trump)
        solver = PartnershipSolver()
        start, start_cpu = time.perf_counter(), time.process_time()
        solver.solve(position)
        elapsed = time.perf_counter() - start
        cpu.append(time.process_time() - start_cpu)
        kind = "trump" if trump else "no-trump"
        for key in (kind, "all"):
            times[key].append(elapsed)
            nodes[key].append(solver.nodes)

    print(f"partnership solver: {deals} deals from seed {seed}, "
          "values of every legal first card")
    print(f"{'':14} {'median':>9} {'p90':>9} {'p99':>9} {'max':>9}")
    for key in ("trump", "no-trump", "all"):
        t, n = times[key], nodes[key]
        print(f"{key + ' s':14} " + " ".join(
            f"{x:9.3f}" for x in (statistics.median(t), percentile(t, 90),
                                  percentile(t, 99), max(t))))
        print(f"{key + ' nodes':14} " + " ".join(
            f"{x:9.0f}" for x in (statistics.median(n), percentile(n, 90),
                                  percentile(n, 99), max(n))))
    print(f"{'all cpu s':14} " + " ".join(
        f"{x:9.3f}" for x in (statistics.median(cpu), percentile(cpu, 90),
                              percentile(cpu, 99), max(cpu))))


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()
    solver_figures(args.deals, args.seed)


if __name__ == "__main__":
    main()
