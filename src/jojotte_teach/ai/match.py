"""Computer players against each other: one hand, or a match of many.

A match is played in pairs of hands: each deal is played twice, the players
changing seats the second time, so that neither is favoured by the cards. The
figure of merit is the **score difference** of a hand, from the first player's
point of view: everything he writes above and below the line in that hand, less
everything his opponent writes (SCO-5 to SCO-11; each hand is scored on its own,
so nothing is carried in or out of prison). The match reports its mean per hand
with a 95% confidence interval, worked out over the deals (the two hands of a
deal are not independent, the deals are).

>>> result = play_match(("heuristic", "random"), hands=2, seed=1)
>>> result.hands, len(result.differences)
(2, 2)
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.deal import Deal, SplitMix64
from ..engine.rules import PAGAT, Rules
from ..engine.scoring import score_hand
from ..engine.state import HandState, apply, new_hand
from ..engine.view import player_view
from .players import Player, get_player

__all__ = ["MatchResult", "confidence_interval", "play_hand", "play_match"]

#: The normal distribution's two-sided 95% point, for the confidence interval.
Z95 = 1.959963984540054


def play_hand(state: HandState, players: Sequence[Player]) -> HandState:
    """Play a hand to its end, asking the seat to act each time with its own view.

    Args:
        state: where the hand stands.
        players: the player for seat 0 and for seat 1.

    Raises:
        IllegalActionError: a player answered with an action that is not legal.

    >>> from jojotte_teach.engine import Deal, new_hand
    >>> s = new_hand(Deal.from_seed(4, dealer=0), ("Ann", "Bob"))
    >>> play_hand(s, [get_player("random", 1), get_player("random", 2)]).is_over
    True
    """
    while not state.is_over:
        view = player_view(state, state.to_act)
        state = apply(state, players[state.to_act].choose(view))
    return state


def confidence_interval(values: Sequence[float]) -> tuple[float, float] | None:
    """The mean's 95% confidence interval (normal approximation); ``None`` for fewer
    than two values.

    >>> confidence_interval([1.0, 3.0])   # mean 2, s.e. 1
    (0.04, 3.96)
    """
    if len(values) < 2:
        return None
    mean = statistics.fmean(values)
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values))
    return (round(mean - half, 2), round(mean + half, 2))


@dataclass(frozen=True)
class MatchResult:
    """The outcome of a match.

    Attributes:
        players: the two players' kinds, A then B.
        rules: the rule profile's name.
        seed: the match's seed.
        hands: hands played (twice the number of deals).
        differences: A's score difference in each hand, in order.
        thrown_in: hands thrown in (BID-3); they count with a difference of 0.
    """

    players: tuple[str, ...]
    rules: str
    seed: int
    hands: int
    differences: tuple[int, ...]
    thrown_in: int

    @property
    def mean(self) -> float:
        """A's mean score difference per hand."""
        return statistics.fmean(self.differences) if self.differences else 0.0

    @property
    def deal_means(self) -> list[float]:
        """A's mean score difference over the two hands of each deal."""
        d = self.differences
        return [(d[i] + d[i + 1]) / 2 for i in range(0, len(d) - 1, 2)]

    def to_json(self) -> dict[str, Any]:
        """The object ``python -m jojotte_teach match`` prints."""
        a, b = self.players
        label_a, label_b = _labels(self.players)
        interval = confidence_interval(self.deal_means)
        won_a = sum(1 for x in self.differences if x > 0)
        won_b = sum(1 for x in self.differences if x < 0)
        return {
            "players": [a, b],
            "rules": self.rules,
            "seed": self.seed,
            "hands": self.hands,
            "deals": self.hands // 2,
            "score_difference": {
                "definition": (f"per hand, ({label_a}'s above + below) - ({label_b}'s above + "
                               "below), each hand scored on its own; 95% interval over the "
                               "deals, each played twice with the seats swapped"),
                "mean_per_hand": round(self.mean, 2),
                "ci95": list(interval) if interval is not None else None,
            },
            "hands_won": {label_a: won_a, label_b: won_b,
                          "neither": self.hands - won_a - won_b},
            "thrown_in": self.thrown_in,
        }


def _labels(kinds: tuple[str, ...]) -> tuple[str, str]:
    """Seat names for the two players (distinct even when both are of one kind)."""
    a, b = kinds
    return (a, b) if a != b else (f"{a}1", f"{b}2")


def play_match(
    players: tuple[str, ...],
    hands: int,
    seed: int = 0,
    rules: Rules = PAGAT,
    progress: Callable[[int, int], None] | None = None,
) -> MatchResult:
    """Play ``hands`` hands between two kinds of player.

    Args:
        players: two names for :func:`~jojotte_teach.ai.players.get_player`, A then B.
        hands: an even, positive number: each deal is played twice.
        seed: fixes the deals and the players' seeds.
        rules: the rule profile.
        progress: called with (hands done, hands) after each hand.

    Raises:
        ValueError: an odd or non-positive number of hands, or an unknown player.
    """
    if hands <= 0 or hands % 2:
        raise ValueError(f"the number of hands must be even and positive (each deal is "
                         f"played twice, seats swapped), not {hands}")
    for kind in players:
        get_player(kind)
    names = _labels(players)
    rng = SplitMix64(seed)
    differences: list[int] = []
    thrown_in = 0
    for deal_no in range(hands // 2):
        deal = Deal.from_seed(rng.next_u64(), dealer=deal_no % 2)
        seats = rng.next_u64()
        for swap in (False, True):
            order = (1, 0) if swap else (0, 1)  # order[seat] = which of A, B sits there
            seated = [get_player(players[order[s]], seed=(seats + 2 * order[s]) & 0xFFFFFFFF)
                      for s in (0, 1)]
            table = (names[order[0]], names[order[1]])
            state = play_hand(new_hand(deal, table, rules), seated)
            score = score_hand(state)
            if score.thrown_in:
                thrown_in += 1
            a_seat = order.index(0)
            mine = score.above[a_seat] + score.below[a_seat]
            theirs = score.above[1 - a_seat] + score.below[1 - a_seat]
            differences.append(mine - theirs)
            if progress is not None:
                progress(len(differences), hands)
    return MatchResult(players, rules.name, seed, hands, tuple(differences), thrown_in)
