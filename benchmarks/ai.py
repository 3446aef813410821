"""Time the computer players.

Prints figures only (nothing is asserted: timings depend on the machine):

* the exact solver on 200 seeded full deals from the engine (nine cards each
  after the draw; even seeds in the turn-up's suit, odd seeds at No-trump; the
  defender on lead): median, 90th and 99th percentile of the time and of the
  nodes for the value of every legal first card, measured as
  ``benchmarks/ai_solver.py`` measures them (a fresh solver per deal, its
  ``nodes`` count);
* the expert's median decision time for the first card of trick 1 and of
  trick 5 (the hands are brought there by two heuristic players; target at
  trick 1: within 1.5 s);
* a hint from a view with the default time budget (1.2 s; under 2 s in a browser);
* hands per second in ``match`` for two heuristic players;

and at three, in a partnership and in cutthroat:

* the table expert's decision time (``ExpertPlayer(seed).choose``, default
  samples) for the first card of trick 1, median and p90 over seeded deals
  brought there by heuristic players (target: a median within 2 s);
* strength: expert against heuristic and heuristic against random in table
  matches, as ``benchmarks/strength.py`` prints them;
* the partnership solver on full 4 x 8 deals, as
  ``benchmarks/partnership_solver.py`` prints it.

Run: ``python benchmarks/ai.py [--part P ...] [--deals N] [--expert-deals N]
[--hands N] [--table-deals N] [--table-hands N] [--solver-deals N]``.
``--part`` (repeatable; default all, in this order) is one of ``solver``,
``expert``, ``match`` (the two-player figures), ``tables-strength``,
``tables-decisions`` and ``partnership-solver``. ``--table-hands`` is the hands
per game and pair of a table match (a multiple of 24; default 480),
``--table-deals`` the decisions timed per game (default 20), ``--solver-deals``
the partnership solver's deals (default 100). For example
``python benchmarks/ai.py --part tables-strength --table-hands 960``.
"""

from __future__ import annotations

import argparse
import statistics
import time

from ai_solver import percentile
from partnership_solver import solver_figures as partnership_solver_figures
from strength import GAMES, strength_figures

from jojotte_teach.ai.analysis import position_of
from jojotte_teach.ai.expert import ExpertPlayer
from jojotte_teach.ai.heuristic import HeuristicPlayer
from jojotte_teach.ai.hints import hint
from jojotte_teach.ai.match import NAMES, play_match
from jojotte_teach.ai.players import get_player, optional_acts, play_hand
from jojotte_teach.ai.solver import Position, Solver
from jojotte_teach.engine import (
    Action,
    Deal,
    HandState,
    Phase,
    Verb,
    apply,
    get_game,
    new_hand,
    player_view,
    shuffled_deck,
)
from jojotte_teach.engine.view import PlayerView


def contract_deal(seed: int) -> HandState:
    """A deal whose auction ends at once: accepted (even seeds) or No-trump (odd seeds)."""
    state = new_hand(Deal.from_seed(seed, dealer=seed % 2), ("Ann", "Bob"))
    first = state.players[state.to_act]
    second = state.players[state.game.opponent_of(state.to_act)]
    if seed % 2 == 0:
        calls = [f"{first} accept", f"{second} pass"]
    else:
        calls = [f"{first} pass", f"{second} pass", f"{first} bid NT", f"{second} pass"]
    for text in calls:
        state = apply(state, Action.parse(text))
    while state.phase is Phase.DECLARING:  # no Nullo, no melds, no Slam, no dix
        state = apply(state, Action(state.players[state.to_act], Verb.PASS))
    return state


def solver_figures(deals: int) -> None:
    times: dict[str, list[float]] = {"trump": [], "no-trump": [], "all": []}
    nodes: dict[str, list[float]] = {"trump": [], "no-trump": [], "all": []}
    for seed in range(deals):
        position: Position = position_of(contract_deal(seed))
        solver = Solver()
        start = time.perf_counter()
        solver.solve(position)
        elapsed = (time.perf_counter() - start) * 1000
        kind = "trump" if position.trump is not None else "no-trump"
        for key in (kind, "all"):
            times[key].append(elapsed)
            nodes[key].append(solver.nodes)
    print(f"solver: {deals} engine deals, values of every legal first card")
    print(f"{'':16} {'median':>9} {'p90':>9} {'p99':>9}")
    for key in ("trump", "no-trump", "all"):
        for label, data, fmt in (("ms", times[key], "9.1f"), ("nodes", nodes[key], "9.0f")):
            row = (statistics.median(data), percentile(data, 90), percentile(data, 99))
            print(f"{key + ' ' + label:16} " + " ".join(format(x, fmt) for x in row))


def until_trick(seed: int, trick: int) -> HandState | None:
    """A hand played by two heuristic players up to the first card of a trick."""
    state = new_hand(Deal.from_seed(seed, dealer=seed % 2), ("Ann", "Bob"))
    players = [get_player("heuristic", seed), get_player("heuristic", seed + 1)]
    while not state.is_over:
        if state.phase is Phase.PLAY and len(state.tricks) == trick - 1 and not state.trick:
            return state
        state = apply(state, players[state.to_act].choose(player_view(state, state.to_act)))
    return None


def expert_figures(deals: int) -> None:
    for trick in (1, 5):
        times = []
        for seed in range(deals * 2):
            state = until_trick(seed, trick)
            if state is None:
                continue
            view = player_view(state, state.to_act)
            expert = ExpertPlayer(seed=seed)
            start = time.perf_counter()
            expert.choose(view)
            times.append(time.perf_counter() - start)
            if len(times) == deals:
                break
        print(f"expert, first card of trick {trick}: median {statistics.median(times):.3f} s, "
              f"p90 {percentile(times, 90):.3f} s, max {max(times):.3f} s "
              f"({len(times)} decisions)")
    times = []
    samples = []
    for seed in range(deals * 2):
        state = until_trick(seed, 1)
        if state is None or state.contract is None or state.contract.special == "nullo":
            continue
        start = time.perf_counter()
        h = hint(player_view(state, state.to_act), seed=seed)
        times.append(time.perf_counter() - start)
        samples.append(h.samples)
        if len(times) == deals:
            break
    print(f"hint from a view at trick 1 (budget 1.2 s): median {statistics.median(times):.3f} s,"
          f" max {max(times):.3f} s, median {statistics.median(samples):.0f} deals solved")


def match_figures(hands: int) -> None:
    start = time.perf_counter()
    play_match(("heuristic", "heuristic"), hands=hands, seed=1)
    elapsed = time.perf_counter() - start
    print(f"match heuristic v heuristic: {hands / elapsed:.0f} hands per second "
          f"({hands} hands in {elapsed:.2f} s)")
    state = new_hand(Deal.from_seed(3, dealer=0), ("Ann", "Bob"))
    start = time.perf_counter()
    play_hand(state, [get_player("random", 1), get_player("random", 2)])
    print(f"one hand between random players: {(time.perf_counter() - start) * 1000:.1f} ms")


def table_first_card(game: str, seed: int) -> PlayerView | None:
    """The view of the seat to lead trick 1, the hand brought there by heuristic
    players (asked as ``play_hand`` asks them); ``None`` if it is thrown in."""
    table = get_game(game)
    deal = Deal.from_deck(shuffled_deck(seed), seed % table.seats, table)
    state = new_hand(deal, NAMES[:table.seats])
    players = [HeuristicPlayer(seed + s) for s in range(table.seats)]
    while not state.is_over:
        act = volunteered(state, players)
        if act is None:
            view = player_view(state, state.to_act)
            if not state.tricks and not state.trick and any(
                    a.verb is Verb.PLAY for a in view.legal):
                return view
            act = players[state.to_act].choose(view)
        state = apply(state, act)
    return None


def volunteered(state: HandState, players: list[HeuristicPlayer]) -> Action | None:
    """The first act without a turn (a meld, the dix, Nullo, Slam) a seat makes now."""
    for seat, player in enumerate(players):
        view = player_view(state, seat)
        if optional_acts(view) and (act := player.volunteer(view)) is not None:
            return act
    return None


def table_decision_figures(deals: int) -> None:
    """The table expert's time for the first card of trick 1 (Nullo skipped: it does
    not search then), ``deals`` decisions per game."""
    for game in GAMES:
        times: list[float] = []
        cpu: list[float] = []  # processor time: a busy machine inflates the clock's seconds
        seed = 0
        while len(times) < deals:
            view = table_first_card(game, seed)
            if view is not None and view.contract is not None and (
                    view.contract.special != "nullo"):
                expert = ExpertPlayer(seed)
                start, start_cpu = time.perf_counter(), time.process_time()
                expert.choose(view)
                times.append(time.perf_counter() - start)
                cpu.append(time.process_time() - start_cpu)
            seed += 1
        print(f"table expert, {game}, first card of trick 1: median "
              f"{statistics.median(times):.3f} s, p90 {percentile(times, 90):.3f} s, "
              f"max {max(times):.3f} s (cpu: median {statistics.median(cpu):.3f} s, "
              f"p90 {percentile(cpu, 90):.3f} s; {len(times)} decisions, seeds 0-{seed - 1})",
              flush=True)


PARTS = ("solver", "expert", "match", "tables-strength", "tables-decisions",
         "partnership-solver")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--part", choices=PARTS, action="append",
                        help="a part to run (repeatable; default all)")
    parser.add_argument("--deals", type=int, default=200, help="deals for the solver")
    parser.add_argument("--expert-deals", type=int, default=20, help="expert decisions")
    parser.add_argument("--hands", type=int, default=400, help="hands for the match timing")
    parser.add_argument("--table-deals", type=int, default=20,
                        help="table expert decisions per game")
    parser.add_argument("--table-hands", type=int, default=480,
                        help="hands per game and pair in the table matches (multiple of 24)")
    parser.add_argument("--solver-deals", type=int, default=100,
                        help="deals for the partnership solver")
    args = parser.parse_args()
    parts = args.part or PARTS
    if "solver" in parts:
        solver_figures(args.deals)
    if "expert" in parts:
        expert_figures(args.expert_deals)
    if "match" in parts:
        match_figures(args.hands)
    if "tables-strength" in parts:
        for kinds in (("expert", "heuristic"), ("heuristic", "random")):
            strength_figures(kinds, args.table_hands)
    if "tables-decisions" in parts:
        table_decision_figures(args.table_deals)
    if "partnership-solver" in parts:
        partnership_solver_figures(args.solver_deals)


if __name__ == "__main__":
    main()
