"""Belote's exact search beside colver's (a Belote Contree engine written elsewhere, in Rust).

On the same deals (random hands, a random trump, seat 0 to lead, no declarations) both
value every first card; this prints each solver's median and total seconds per deal in
one run, their ratio, and how the values compare: equal, different only by BEL-16 and
BEL-17 (the search asked to play colver's Contree rules gives colver's figure), or a
capot that colver counts 252 (BEL-19). colver is a benchmark and test dependency only
(requirements/colver.txt). Nothing is asserted: tests/ai/test_colver_agreement.py does.

Run: ``python benchmarks/colver_solver.py [--deals N] [--seed S]`` (default 60 deals).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import colver

from jojotte_teach.ai.search import BelotePosition, BeloteSolver
from jojotte_teach.ai.search.belote_hands import BeloteHandSearch
from jojotte_teach.engine.cards import Card, Suit

RANKS = ("7", "8", "9", "J", "Q", "K", "10", "A")
SUITS = ("S", "H", "D", "C")


def colver_card(index: int) -> Card:
    """colver's card ``index`` (8 * suit + rank) as ours."""
    return Card(RANKS[index % 8] + SUITS[index // 8])


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--deals", type=int, default=60, help="deals (default 60)")
    parser.add_argument("--seed", type=int, default=19, help="fixes the deals (default 19)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    solver = BeloteSolver()
    ours_s: list[float] = []
    theirs_s: list[float] = []
    equal = by_rules = capot = other = 0
    for _ in range(args.deals):
        deck = list(range(32))
        rng.shuffle(deck)
        hands = [sorted(deck[i * 8:(i + 1) * 8]) for i in range(4)]
        trump_index = rng.randrange(4)
        trump = Suit.parse(SUITS[trump_index])
        env = colver.Env.deal_with_hands(3, hands)
        env.set_contract(trump_index, 80, 0, 0)
        env.set_phase_playing()
        start = time.perf_counter()
        scores = env.solve_scores()["scores"]
        theirs_s.append(time.perf_counter() - start)
        theirs = {colver_card(c): v for c, v in scores}
        position = BelotePosition(tuple(frozenset(colver_card(i) for i in h) for h in hands),
                                  trump, 0)
        start = time.perf_counter()
        ours = solver.solve(position)
        ours_s.append(time.perf_counter() - start)
        if ours == theirs:
            equal += 1
            continue
        contree = BeloteHandSearch(trump, True, over_partner=True,
                                   undertrump=False).card_values(position)
        if all(contree[c] == v or (v == 252 and contree[c] == 162) for c, v in theirs.items()):
            if all(contree[c] == v for c, v in theirs.items()):
                by_rules += 1
            else:
                capot += 1
        else:
            other += 1
    mo, mt = statistics.median(ours_s), statistics.median(theirs_s)
    print(f"{args.deals} deals, every first card valued; seconds per deal")
    print(f"{'solver':22} {'median':>8} {'total':>8}")
    print(f"{'Belote search (ours)':22} {mo:>8.3f} {sum(ours_s):>8.2f}")
    print(f"{'colver 0.11.1':22} {mt:>8.3f} {sum(theirs_s):>8.2f}")
    print(f"ratio: {mo / mt:.1f} times colver's median, {sum(ours_s) / sum(theirs_s):.1f} times "
          "its total")
    print(f"values: {equal} deals equal; {by_rules} differ only by BEL-16 and BEL-17; {capot} "
          f"by those and a capot counted 252 (BEL-19); {other} otherwise")


if __name__ == "__main__":
    main()
