"""How much stronger the table heuristic is than random play, game by game.

Plays ``heuristic`` against ``random`` with :func:`jojotte_teach.ai.table_match.
play_table_match` at three, in a partnership and in cutthroat, and prints for each
game the heuristic's mean score difference per hand with its 95% confidence
interval over the deals, and the hands each won. Nothing is asserted: this is a
strength run, not a test. The same figures come from the command line, e.g.
``python -m jojotte_teach match --game three --players heuristic,random --hands 2400``.

Run: ``python benchmarks/table_strength.py [--hands N] [--seed S]`` (N a multiple of
24, so that every game plays whole deals: 6 hands a deal at three, 2 in a
partnership, 8 in cutthroat).
"""

from __future__ import annotations

import argparse
import time

from jojotte_teach.ai.table_match import play_table_match

GAMES = ("three", "partnership", "cutthroat")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2400, help="hands per game (default 2400)")
    parser.add_argument("--seed", type=int, default=1, help="fixes the deals (default 1)")
    args = parser.parse_args()
    print(f"heuristic against random, {args.hands} hands per game, seed {args.seed}")
    print(f"{'game':12} {'deals':>6} {'mean/hand':>10} {'95% interval':>18} "
          f"{'won':>6} {'lost':>6} {'neither':>8} {'seconds':>8}")
    for game in GAMES:
        start = time.perf_counter()
        result = play_table_match(("heuristic", "random"), args.hands, args.seed, game=game)
        data = result.to_json()
        diff = data["score_difference"]
        low, high = diff["ci95"]
        won = data["hands_won"]
        print(f"{game:12} {data['deals']:>6} {diff['mean_per_hand']:>10.2f} "
              f"{f'[{low:.2f}, {high:.2f}]':>18} {won['heuristic']:>6} {won['random']:>6} "
              f"{won['neither']:>8} {time.perf_counter() - start:>8.1f}")


if __name__ == "__main__":
    main()
