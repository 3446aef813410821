"""How much stronger one computer player is than another at Klaberjass and at Belote.

For each game and pair of players (by default ``expert`` against ``heuristic`` and
``heuristic`` against ``random``) plays a match with
:func:`jojotte_teach.ai.match.play_match`, each deal once per seating (at Klaberjass
the players change seats, at Belote sides), and prints the first player's mean score
difference per hand with its 95% confidence interval over the deals, the hands each
won, the hands thrown in and the seconds taken. Nothing is asserted: this is a
strength run, not a test. The same figures come from the command line, e.g.
``jojotte-teach match --game belote --players heuristic,random --hands 400``.

A match may be split into ``--parts`` parts, each with its own seed (so its own
deals), ``--jobs`` of them played side by side; the interval is then worked out over
the deals of all parts, and a line of the figures so far is printed after each part.

Run: ``python benchmarks/family_strength.py [--pair A,B ...] [--game G ...]
[--hands N] [--seed S] [--jobs J] [--parts P] [--rules R]`` (N even; ``--pair`` and ``--game``
repeatable). For example ``--pair expert,heuristic --game belote --hands 400 --jobs 2``.
"""

from __future__ import annotations

import argparse
import statistics
import time
from concurrent.futures import ProcessPoolExecutor, as_completed

from jojotte_teach.ai.match import MatchResult, confidence_interval, play_match
from jojotte_teach.engine.game import get_game

GAMES = ("klaberjass", "belote")
PAIRS = (("expert", "heuristic"), ("heuristic", "random"))


def _part(kinds: tuple[str, str], hands: int, seed: int, game: str,
          rules: str | None) -> MatchResult:
    table = get_game(game)
    return play_match(kinds, hands, seed, table.rules.profile(rules), table)


def _split(hands: int, parts: int) -> list[int]:
    """``hands`` in ``parts`` even parts (each deal is played twice).

    >>> _split(400, 3)
    [134, 134, 132]
    """
    deals = hands // 2
    sizes = [deals // parts + (1 if i < deals % parts else 0) for i in range(parts)]
    return [2 * s for s in sizes if s]


def _line(game: str, kinds: tuple[str, str], results: list[MatchResult], seconds: float) -> str:
    deal_means = [m for r in results for m in r.deal_means]
    differences = [d for r in results for d in r.differences]
    low, high = confidence_interval(deal_means) or (float("nan"), float("nan"))
    won = sum(1 for d in differences if d > 0)
    lost = sum(1 for d in differences if d < 0)
    return (f"{game:10} {results[0].rules:11} {kinds[0]:>9} {kinds[1]:>9} {len(deal_means):>6} "
            f"{statistics.fmean(differences):>10.2f} {f'[{low:.2f}, {high:.2f}]':>18} "
            f"{won:>6} {lost:>6} {sum(r.thrown_in for r in results):>7} {seconds:>8.1f}")


def figures(kinds: tuple[str, str], hands: int, seed: int, game: str, jobs: int,
            rules: str | None, parts: int) -> str:
    """One line: ``kinds[0]``'s score difference per hand against ``kinds[1]``. With more
    than one part, a line so far is printed after each part, marked ``(so far)``."""
    start = time.perf_counter()
    sizes = _split(hands, max(parts, jobs))
    results: list[MatchResult] = []
    with ProcessPoolExecutor(max_workers=min(jobs, len(sizes))) as pool:
        futures = [pool.submit(_part, kinds, size, seed * 1000 + i, game, rules)
                   for i, size in enumerate(sizes)]
        for future in as_completed(futures):
            results.append(future.result())
            if len(sizes) > 1 and len(results) < len(sizes):
                print(_line(game, kinds, results, time.perf_counter() - start) + " (so far)",
                      flush=True)
    return _line(game, kinds, results, time.perf_counter() - start)


def pair(text: str) -> tuple[str, str]:
    """``"expert,heuristic"`` as a pair of player kinds.

    >>> pair("expert, heuristic")
    ('expert', 'heuristic')
    """
    names = [name.strip() for name in text.split(",")]
    if len(names) != 2:
        raise argparse.ArgumentTypeError(f"two players, A,B, not {text!r}")
    return names[0], names[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--pair", type=pair, action="append",
                        help="players A,B (repeatable; default expert,heuristic and "
                             "heuristic,random)")
    parser.add_argument("--game", choices=GAMES, action="append",
                        help="a game (repeatable; default both)")
    parser.add_argument("--hands", type=int, default=400, help="hands per match (default 400)")
    parser.add_argument("--seed", type=int, default=1, help="fixes the deals (default 1)")
    parser.add_argument("--jobs", type=int, default=1, help="parts played side by side")
    parser.add_argument("--parts", type=int, default=1,
                        help="parts a match is split into (each its own seed), a line "
                             "printed after each")
    parser.add_argument("--rules", default=None,
                        help="Belote's rule profile (denexa, the default, or citizendium)")
    args = parser.parse_args()
    if args.hands <= 0 or args.hands % 2:
        parser.error(f"--hands must be even and positive, not {args.hands}")
    print(f"{args.hands} hands per match, seed {args.seed}; A's score difference per hand")
    print(f"{'game':10} {'rules':11} {'A':>9} {'B':>9} {'deals':>6} {'mean/hand':>10} "
          f"{'95% interval':>18} {'A won':>6} {'B won':>6} {'thrown':>7} {'seconds':>8}",
          flush=True)
    for game in args.game or GAMES:
        rules = args.rules if game == "belote" else None
        for kinds in args.pair or PAIRS:
            print(figures(kinds, args.hands, args.seed, game, max(1, args.jobs), rules,
                          max(1, args.parts)), flush=True)


if __name__ == "__main__":
    main()
