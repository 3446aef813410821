"""How many complete random hands per second the engine plays through its public API.

Each hand: a seeded deal, then random legal actions (``legal_actions`` + ``apply``)
until the hand is over, then ``score_hand``. Single core. Prints the figure of
each run and the median.

    python benchmarks/engine.py [--hands 2000] [--runs 5]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from jojotte_teach.engine import PAGAT, Deal, apply, legal_actions, new_hand, score_hand


def play_hands(count: int, first_seed: int = 0) -> int:
    """Play ``count`` random hands; returns how many actions were applied."""
    actions = 0
    for seed in range(first_seed, first_seed + count):
        rng = random.Random(seed)
        state = new_hand(Deal.from_seed(seed, dealer=seed % 2), ("Ann", "Bob"), PAGAT)
        while not state.is_over:
            state = apply(state, rng.choice(legal_actions(state)))
            actions += 1
        score_hand(state)
    return actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    play_hands(100)  # warm up
    rates = []
    for run in range(1, args.runs + 1):
        start = time.perf_counter()
        actions = play_hands(args.hands, first_seed=run * 100_000)
        elapsed = time.perf_counter() - start
        rates.append(args.hands / elapsed)
        print(f"run {run}: {args.hands} hands, {actions} actions in {elapsed:.2f} s: "
              f"{rates[-1]:.0f} hands/s")
    print(f"median: {statistics.median(rates):.0f} complete random hands per second "
          "(target: 1000)")


if __name__ == "__main__":
    main()
