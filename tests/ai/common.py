"""Shared builders for the computer-player tests: random hands stopped at chosen moments."""

from __future__ import annotations

from jojotte_teach.ai.expert.sampled import HandSolvers, with_announcement
from jojotte_teach.ai.expert.stakes import hand_stakes
from jojotte_teach.ai.players import RandomPlayer, get_player, next_action
from jojotte_teach.engine import (
    Action,
    Deal,
    HandState,
    Phase,
    PlayerView,
    Rules,
    Verb,
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


class Announcing:
    """A random player who always announces when he may: Jo and Jotte (JOJ-2), Belote and
    Rebelote (BEL-14)."""

    def __init__(self, seed: int) -> None:
        self.inner = RandomPlayer(seed)
        self.name = self.inner.name

    def choose(self, view: PlayerView) -> Action:
        action = self.inner.choose(view)
        if action.verb is Verb.PLAY and action.card is not None:
            plays = [a for a in view.legal if a.verb is Verb.PLAY]
            return with_announcement(plays, action.card)
        return action

    def volunteer(self, view: PlayerView) -> Action | None:
        return self.inner.volunteer(view)


def last_trick_stakes(state: HandState, seed: int) -> tuple[HandState, list[tuple[int, int]]]:
    """The four-hand ``state`` played to its end by announcing random players, and at each
    card of the last trick the mover's side with the score difference the expert's stakes
    (:func:`hand_stakes`) give his one card left: every hand holds one card then, so its
    value is exact, and so must its stakes be."""
    players = [Announcing(seed * 4 + s) for s in range(4)]
    solvers = HandSolvers()
    said: list[tuple[int, int]] = []
    while not state.is_over:
        if state.phase is Phase.PLAY and len(state.tricks) == state.game.tricks - 1:
            view = player_view(state, state.to_act)
            (card,) = view.hand
            hands = {s: frozenset(state.hands[s]) for s in state.active}
            value = solvers.values(hands, state.trump, state.leader, state.trick,
                                   state.active, state.game)[card]
            scorer = hand_stakes(view)
            assert scorer is not None
            said.append((state.game.side_of(state.to_act), scorer(hands, card, value)))
        state = apply(state, next_action(state, players))
    return state, said
