"""Each card's value as the hand's score, at the tables where the four-hand solver's trick
points are turned into it: Belote (:mod:`.belote_stakes`) and Jo-Jotte's partnership game
(:mod:`.partnership_stakes`). The expert plays the card with the best mean score
difference, and a hint shows it first among cards worth the same trick points.

At three players and in cutthroat a card's score is its trick points: each of three
columns scores there, and the solver's two hands in play do not tell them apart.

>>> from jojotte_teach.engine import Deal, get_game, new_hand, shuffled_deck
>>> from jojotte_teach.engine import Phase, apply, legal_actions, player_view
>>> from jojotte_teach.engine.deal import SplitMix64
>>> state = new_hand(Deal.from_deck(shuffled_deck(4), 0, get_game("partnership")),
...                  ("Ann", "Bob", "Cat", "Dan"))
>>> while state.phase is not Phase.PLAY:   # the last call offered, else the first action
...     actions = legal_actions(state)
...     state = apply(state, actions[-1] if state.phase is Phase.AUCTION else actions[0])
>>> totals, deals = scored_deals(HandSolvers(), player_view(state, state.to_act), 2,
...                              SplitMix64(1))
>>> deals, sorted(totals) == sorted(set(state.hands[state.to_act]))
(2, True)
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.cards import Card
from ...engine.deal import SplitMix64
from ...engine.view import PlayerView
from .belote_stakes import BeloteStakes
from .partnership_stakes import PartnershipStakes
from .sampled import HandSolvers, own_card_play

__all__ = ["Scorer", "hand_stakes", "scored_deals"]

#: ``scorer(hands, card, points)``: the hand's score difference for the mover's side when
#: he plays ``card`` and his side then takes ``points`` trick points, every hand known.
Scorer = Callable[[dict[int, frozenset[Card]], Card, int], int]


def hand_stakes(view: PlayerView) -> Scorer | None:
    """The scorer of the hand the view's player is to play in, or None where a card's
    score is its trick points (three players, cutthroat)."""
    if own_card_play(view.game):
        belote = BeloteStakes.from_view(view)
        return lambda hands, card, points: belote.score_difference(
            points, belote.unannounced(view, hands))
    if view.game.partnerships:
        sides = PartnershipStakes.from_view(view)
        return lambda hands, card, points: sides.score_difference(
            points, sides.unannounced(view, hands, card))
    return None


def scored_deals(solvers: HandSolvers, view: PlayerView, count: int, rng: SplitMix64,
                 budget: float | None = None) -> tuple[dict[Card, tuple[float, float]], int]:
    """The sums over up to ``count`` sampled deals (fewer once ``budget`` seconds have
    passed) of each legal card's score difference and trick points, and the deals solved
    (:meth:`.HandSolvers.solved_deals`)."""
    scorer = hand_stakes(view)
    totals: dict[Card, tuple[float, float]] = {}
    done = 0
    for hands, values in solvers.solved_deals(view, count, rng, budget):
        for card, points in values.items():
            score = points if scorer is None else scorer(hands, card, points)
            score_sum, points_sum = totals.get(card, (0.0, 0.0))
            totals[card] = (score_sum + score, points_sum + points)
        done += 1
    return totals, done
