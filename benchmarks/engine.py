"""How many complete random hands per second the engine plays through its public API.

Each hand: a seeded deal, then random legal actions (``legal_actions`` + ``apply``)
until the hand is over, then the score (``score_hand``). Single core. For every game
and rule profile, prints the figure of each run and the median.

    python benchmarks/engine.py [--hands 2000] [--runs 5] [--game two|belote|...]

Each game is played under each of its own rule profiles (Jo-Jotte's pagat and denexa,
Klaberjass's fosdick, Belote's denexa and citizendium). Targets: 1,500 hands per second
for two-player Jo-Jotte, 1,000 for every other game.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from jojotte_teach.engine import (
    GAMES,
    Deal,
    Rules,
    apply,
    legal_actions,
    new_hand,
    score_hand,
    shuffled_deck,
)

NAMES = ("Ann", "Bob", "Cat", "Dan")
TARGETS = {"two": 1500}


def play_hands(count: int, first_seed: int = 0, game: str = "two",
               rules: Rules | None = None) -> int:
    """Play ``count`` random hands (the game's default profile unless said); returns how
    many actions were applied."""
    table = GAMES[game]
    actions = 0
    for seed in range(first_seed, first_seed + count):
        rng = random.Random(seed)
        dealer = seed % table.seats
        deal = Deal.from_deck(shuffled_deck(seed), dealer, table)
        state = new_hand(deal, NAMES[:table.seats], rules)
        while not state.is_over:
            state = apply(state, rng.choice(legal_actions(state)))
            actions += 1
        score_hand(state)
    return actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--game", choices=sorted(GAMES), action="append",
                        help="only this game (may be repeated); every game by default")
    args = parser.parse_args()
    for game in args.game or list(GAMES):
        for profile in GAMES[game].profiles:
            rules = GAMES[game].rules.profile(profile)
            play_hands(100, game=game, rules=rules)  # warm up
            rates, cpu_rates = [], []
            for run in range(1, args.runs + 1):
                start, cpu = time.perf_counter(), time.process_time()
                actions = play_hands(args.hands, run * 100_000, game, rules)
                elapsed = time.perf_counter() - start
                # On a shared machine the processor time says what the engine costs.
                cpu_rates.append(args.hands / (time.process_time() - cpu))
                rates.append(args.hands / elapsed)
                print(f"{game}, {profile}, run {run}: {args.hands} hands, {actions} actions "
                      f"in {elapsed:.2f} s: {rates[-1]:.0f} hands/s ({cpu_rates[-1]:.0f} per "
                      "second of processor time)")
            print(f"{game}, {profile}: median {statistics.median(rates):.0f} complete random "
                  f"hands per second, {statistics.median(cpu_rates):.0f} per second of "
                  f"processor time (target: {TARGETS.get(game, 1000)})")


if __name__ == "__main__":
    main()
