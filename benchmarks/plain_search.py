"""How far a plain alpha-beta search gets in the partnership game, beside the solver.

The partnership solver (``jojotte_teach.ai.search``) uses bitmasks, a
transposition table at trick boundaries, move ordering and equivalent cards. This
script times it against a plain alpha-beta search written on the solver's own
position (``PartnershipPosition.play``: the same rules, FOUR-7), which has none of
those, on the same positions: the engine's seeded deals cut to the last N tricks
(every seat holding N cards, the dealer's left to lead). Both value every legal
first card, and the script checks that they agree. For each N it prints the median
and the maximum seconds of each, and the plain search's nodes.

The plain search grows by roughly an order of magnitude per trick, so full deals
(N = 8) are out of its reach; the printed growth says how far.

Run: ``python benchmarks/plain_search.py [--deals N] [--tricks 3,4,5]``
"""

from __future__ import annotations

import argparse
import statistics
import time

from jojotte_teach.ai.search import PartnershipPosition, PartnershipSolver
from jojotte_teach.engine import PARTNERSHIP, Deal, shuffled_deck
from jojotte_teach.engine.cards import Card, Suit, card_points


class PlainSearch:
    """Alpha-beta over ``PartnershipPosition.play``: no table, no ordering, no shortcuts."""

    def __init__(self) -> None:
        self.nodes = 0

    def values(self, position: PartnershipPosition) -> dict[Card, int]:
        """Each legal card's trick points for the mover's side (as the solver counts them)."""
        side = position.to_move % 2
        return {card: self._value(position, card, side) for card in position.legal_cards()}

    def _value(self, position: PartnershipPosition, card: Card, side: int) -> int:
        gained, after = self._step(position, card, side)
        return gained + self._search(after, side, -10_000, 10_000)

    def _step(self, position: PartnershipPosition, card: Card,
              side: int) -> tuple[int, PartnershipPosition]:
        """Play the card; the points ``side`` gains if it closes a trick."""
        after = position.play(card)
        if len(position.trick) < 3:
            return 0, after
        points = sum(card_points(c, position.trump) for c in (*position.trick, card))
        if not any(after.hands):
            points += 10 if position.last_trick_bonus else 0  # SCO-1, FOUR-8
        return (points if after.leader % 2 == side else 0), after

    def _search(self, position: PartnershipPosition, side: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        if not any(position.hands):
            return 0
        maximise = position.to_move % 2 == side
        best = -10_000 if maximise else 10_000
        for card in position.legal_cards():
            gained, after = self._step(position, card, side)
            value = gained + self._search(after, side, alpha - gained, beta - gained)
            if maximise:
                best = max(best, value)
                alpha = max(alpha, value)
            else:
                best = min(best, value)
                beta = min(beta, value)
            if alpha >= beta:
                break
        return best


def cut_deal(seed: int, tricks: int, trump: Suit | None) -> PartnershipPosition:
    """The seed's deal after the draw, each seat keeping its first ``tricks`` cards."""
    dealer = seed % 4
    deal = Deal.from_deck(shuffled_deck(seed), dealer, PARTNERSHIP)
    hands = [sorted(set(deal.hands[s]) | set(deal.draw[s]))[:tricks] for s in range(4)]
    h = (frozenset(hands[0]), frozenset(hands[1]), frozenset(hands[2]), frozenset(hands[3]))
    return PartnershipPosition(h, trump, PARTNERSHIP.left_of(dealer))


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--deals", type=int, default=8)
    parser.add_argument("--tricks", default="3,4,5", help="tricks left, comma-separated")
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()
    print(f"plain alpha-beta against the solver, {args.deals} deals per size; seconds")
    print(f"{'tricks':>6} {'plain median':>13} {'plain max':>10} {'plain nodes':>12} "
          f"{'solver median':>14} {'solver max':>11}")
    strains: list[Suit | None] = [Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, None]
    for tricks in (int(t) for t in args.tricks.split(",")):
        plain: list[float] = []
        solver: list[float] = []
        nodes: list[int] = []
        for i in range(args.deals):
            position = cut_deal(args.seed + i, tricks, strains[i % 4])
            search = PlainSearch()
            start = time.perf_counter()
            expected = search.values(position)
            plain.append(time.perf_counter() - start)
            nodes.append(search.nodes)
            start = time.perf_counter()
            found = PartnershipSolver().solve(position)
            solver.append(time.perf_counter() - start)
            if found != expected:
                raise SystemExit(f"deal {args.seed + i}, {tricks} tricks: the solver says "
                                 f"{found}, the plain search {expected}")
        print(f"{tricks:>6} {statistics.median(plain):>13.4f} {max(plain):>10.4f} "
              f"{int(statistics.median(nodes)):>12} {statistics.median(solver):>14.4f} "
              f"{max(solver):>11.4f}")


if __name__ == "__main__":
    main()
