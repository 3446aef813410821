"""How much stronger one computer player is than another, game by game.

Plays pairs of players (by default ``heuristic`` against ``random``) with
:func:`jojotte_teach.ai.match.play_match` at three, in a partnership and in
cutthroat (and at two players when asked: ``--game two``), and prints for each pair
and game the first player's mean score difference per hand with its 95% confidence
interval over the deals, the hands each won and the seconds taken. Nothing is
asserted: this is a strength run, not a test.
The same figures come from the command line, e.g.
``python -m jojotte_teach match --game three --players heuristic,random --hands 2400``.

Run: ``python benchmarks/strength.py [--pair A,B ...] [--game G ...] [--hands N]
[--seed S]`` (``--pair`` and ``--game`` may be repeated; N a multiple of 24, so that
every game plays whole deals: 6 hands a deal at three, 2 in a partnership, 8 in
cutthroat). For example ``--pair expert,heuristic --game three --hands 960``.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence

from jojotte_teach.ai.match import play_match

GAMES = ("three", "partnership", "cutthroat")
#: Every game ``--game`` accepts.
ALL_GAMES = ("two", *GAMES)


def strength_figures(kinds: tuple[str, str], hands: int, seed: int = 1,
                     games: Sequence[str] = GAMES) -> None:
    """Print one line per game: ``kinds[0]``'s score difference per hand against ``kinds[1]``."""
    a, b = kinds
    print(f"{a} against {b}, {hands} hands per game, seed {seed}")
    print(f"{'game':12} {'deals':>6} {'mean/hand':>10} {'95% interval':>18} "
          f"{'won':>6} {'lost':>6} {'neither':>8} {'seconds':>8}")
    for game in games:
        start = time.perf_counter()
        data = play_match(kinds, hands, seed, game=game).to_json()
        diff = data["score_difference"]
        low, high = diff["ci95"]
        won = list(data["hands_won"].values())  # A, B, neither
        print(f"{game:12} {data['deals']:>6} {diff['mean_per_hand']:>10.2f} "
              f"{f'[{low:.2f}, {high:.2f}]':>18} {won[0]:>6} {won[1]:>6} "
              f"{won[2]:>8} {time.perf_counter() - start:>8.1f}", flush=True)


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
                        help="players A,B (repeatable; default heuristic,random)")
    parser.add_argument("--game", choices=ALL_GAMES, action="append",
                        help="a game (repeatable; default all three)")
    parser.add_argument("--hands", type=int, default=2400, help="hands per game (default 2400)")
    parser.add_argument("--seed", type=int, default=1, help="fixes the deals (default 1)")
    args = parser.parse_args()
    for kinds in args.pair or [("heuristic", "random")]:
        strength_figures(kinds, args.hands, args.seed, args.game or GAMES)


if __name__ == "__main__":
    main()
