"""Shared builders for the computer-player tests: random hands stopped at chosen moments."""

from __future__ import annotations

from jojotte_teach.ai.players import get_player
from jojotte_teach.engine import (
    Deal,
    HandState,
    Phase,
    Rules,
    apply,
    new_hand,
    player_view,
)
from jojotte_teach.engine.rules import PAGAT


def hand_until(seed: int, stop: int, rules: Rules = PAGAT, player: str = "random",
               dealer: int | None = None) -> HandState | None:
    """A hand played by two seeded players until ``stop`` cards have been played
    (``None`` if it was thrown in or ended sooner)."""
    state = new_hand(Deal.from_seed(seed, dealer=seed % 2 if dealer is None else dealer),
                     ("Ann", "Bob"), rules)
    players = [get_player(player, seed), get_player(player, seed + 1)]
    while not state.is_over:
        if state.phase is Phase.PLAY and 2 * len(state.tricks) + len(state.trick) == stop:
            return state
        state = apply(state, players[state.to_act].choose(player_view(state, state.to_act)))
    return None


def play_states(seeds: range, stop: int, rules: Rules = PAGAT,
                player: str = "random") -> list[HandState]:
    """The hands of these seeds that reach ``stop`` cards played."""
    states = (hand_until(seed, stop, rules, player) for seed in seeds)
    return [s for s in states if s is not None]
