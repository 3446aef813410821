"""Computer players against each other at any table: a match of many hands.

Two kinds of player, A and B, meet at a table of the chosen game. So that neither is
favoured by the cards or by a seat, each deal is played once per seating
(:func:`seatings`):

* **two players**: each deal twice, the players changing seats the second time;
* **three players and cutthroat**: A alone in each seat in turn against B in every
  other seat, then B alone in each seat against A (six hands a deal at three, eight
  in cutthroat, where the dealer's seat, who sits out and copies, CUT-2, is one of
  them);
* **partnership**: A holds one side (seats 0 and 2) and B the other, then they swap
  sides (two hands a deal).

Each seat's player is seeded by the deal and the seat only, so two players of one
kind meet the same choices from both chairs. The figure of merit is A's **score
difference** per hand: what A's columns write above and below the line in that hand,
less what the others' columns write, each side taken per column (A's columns' mean
less the others' columns' mean). Each hand is scored on its own, nothing carried in
or out of prison (SCO-8, THREE-12). The match reports its mean per hand with a 95%
confidence interval worked out over the deals (the hands of one deal are not
independent, the deals are), and the hands each kind won.

>>> result = play_match(("heuristic", "random"), hands=2, seed=1)
>>> result.hands, len(result.differences), result.hands_per_deal
(2, 2, 2)
>>> three = play_match(("heuristic", "random"), hands=6, seed=1, game="three")
>>> three.hands, three.hands_per_deal
(6, 6)
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.deal import Deal, SplitMix64
from ..engine.game import Game, get_game
from ..engine.rules import Rules
from ..engine.scoring import score_hand
from ..engine.state import new_hand
from .players import get_player, play_hand

__all__ = ["NAMES", "MatchResult", "confidence_interval", "play_match", "seatings"]

#: Seats' names at the table (their order is the seats' order, clockwise).
NAMES = ("Ann", "Bob", "Cat", "Dan")

#: The normal distribution's two-sided 95% point, for the confidence interval.
Z95 = 1.959963984540054


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


def seatings(game: Game) -> tuple[tuple[int, ...], ...]:
    """Which kind (0 for A, 1 for B) sits in each seat, for each hand of a deal.

    >>> from jojotte_teach.engine import get_game
    >>> seatings(get_game("two")), seatings(get_game("partnership"))
    (((0, 1), (1, 0)), ((0, 1, 0, 1), (1, 0, 1, 0)))
    >>> seatings(get_game("three"))
    ((0, 1, 1), (1, 0, 1), (1, 1, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1))
    """
    n = game.seats
    if game.partnerships:
        return (tuple(s % 2 for s in range(n)), tuple(1 - s % 2 for s in range(n)))
    alone = (tuple(kind if s == seat else 1 - kind for s in range(n))
             for kind in (0, 1) for seat in range(n))
    return tuple(dict.fromkeys(alone))  # at two, A alone is B alone: each seating once


@dataclass(frozen=True)
class MatchResult:
    """The outcome of a match.

    Attributes:
        players: the two kinds, A then B.
        game: the game's name.
        rules: the rule profile's name.
        seed: the match's seed.
        hands: hands played.
        hands_per_deal: hands each deal was played (:func:`seatings`).
        differences: A's score difference in each hand, in order.
        thrown_in: hands thrown in (BID-3, THREE-2, FOUR-2); they count with a
            difference of 0.
    """

    players: tuple[str, str]
    game: str
    rules: str
    seed: int
    hands: int
    hands_per_deal: int
    differences: tuple[float, ...]
    thrown_in: int

    @property
    def mean(self) -> float:
        """A's mean score difference per hand."""
        return statistics.fmean(self.differences) if self.differences else 0.0

    @property
    def deal_means(self) -> list[float]:
        """A's mean score difference over the hands of each deal."""
        k, d = self.hands_per_deal, self.differences
        return [statistics.fmean(d[i:i + k]) for i in range(0, len(d) - k + 1, k)]

    def to_json(self) -> dict[str, Any]:
        """The object ``python -m jojotte_teach match`` prints."""
        label_a, label_b = _labels(self.players)
        interval = confidence_interval(self.deal_means)
        won_a = sum(1 for x in self.differences if x > 0)
        won_b = sum(1 for x in self.differences if x < 0)
        columns = "sides" if get_game(self.game).partnerships else "players"
        return {
            "players": list(self.players),
            "game": self.game,
            "rules": self.rules,
            "seed": self.seed,
            "hands": self.hands,
            "deals": self.hands // self.hands_per_deal,
            "hands_per_deal": self.hands_per_deal,
            "score_difference": {
                "definition": (f"per hand, the mean over {label_a}'s {columns} of (above + "
                               f"below) less the mean over {label_b}'s, each hand scored on "
                               "its own; 95% interval over the deals, each played once per "
                               "seating so that every kind sits in every seat"),
                "mean_per_hand": round(self.mean, 2),
                "ci95": list(interval) if interval is not None else None,
            },
            "hands_won": {label_a: won_a, label_b: won_b,
                          "neither": self.hands - won_a - won_b},
            "thrown_in": self.thrown_in,
        }


def _labels(kinds: tuple[str, str]) -> tuple[str, str]:
    """Names for the two kinds (distinct even when both are of one kind)."""
    a, b = kinds
    return (a, b) if a != b else (f"{a}1", f"{b}2")


def play_match(
    kinds: tuple[str, ...],
    hands: int,
    seed: int = 0,
    rules: Rules | None = None,
    game: str | Game = "two",
    progress: Callable[[int, int], None] | None = None,
) -> MatchResult:
    """Play ``hands`` hands between two kinds of player at a table of ``game``.

    Args:
        kinds: two names for :func:`~jojotte_teach.ai.players.get_player`, A then B.
        hands: a positive multiple of the hands per deal (two at two players, six at
            three, eight in cutthroat, two in a partnership).
        seed: fixes the deals and the players' seeds.
        rules: the rule profile (the game's default when ``None``).
        game: the game's name, or the :class:`~jojotte_teach.engine.Game`.
        progress: called with (hands done, hands) after each hand.

    Raises:
        ValueError: a wrong number of hands, or an unknown player.
    """
    table = game if isinstance(game, Game) else get_game(game)
    profile = table.rules.profile(None) if rules is None else rules
    if len(kinds) != 2:
        raise ValueError(f"a match is between two kinds of player, not {len(kinds)}")
    a, b = kinds
    for kind in kinds:
        get_player(kind)
    plan = seatings(table)
    if hands <= 0 or hands % len(plan):
        if len(plan) == 2:
            swapped = "sides" if table.partnerships else "seats"
            raise ValueError(f"the number of hands must be even and positive (each deal is "
                             f"played twice, {swapped} swapped), not {hands}")
        raise ValueError(f"the number of hands must be a positive multiple of {len(plan)} "
                         f"in the {table.name} game (each deal is played once per seating), "
                         f"not {hands}")
    rng = SplitMix64(seed)
    names = NAMES[:table.seats]
    differences: list[float] = []
    thrown_in = 0
    for deal_no in range(hands // len(plan)):
        deal = Deal.from_seed(rng.next_u64(), deal_no % table.seats, table)
        seat_seed = rng.next_u64()
        for kind_of in plan:
            players = [get_player(kinds[kind_of[s]], (seat_seed + s) & 0xFFFFFFFF)
                       for s in range(table.seats)]
            state = play_hand(new_hand(deal, names, profile), players)
            score = score_hand(state)
            thrown_in += score.thrown_in
            differences.append(_difference(table, kind_of, score.above, score.below))
            if progress is not None:
                progress(len(differences), hands)
    return MatchResult((a, b), table.name, profile.name, seed, hands, len(plan),
                       tuple(differences), thrown_in)


def _difference(table: Game, kind_of: tuple[int, ...], above: tuple[int, ...],
                below: tuple[int, ...]) -> float:
    """A's columns' mean (above + below) less the others' columns' mean."""
    totals: tuple[list[int], list[int]] = ([], [])
    for column in range(table.columns):
        seat = column  # a partnership's column 0 is seats 0 and 2, column 1 seats 1 and 3
        totals[kind_of[seat]].append(above[column] + below[column])
    return statistics.fmean(totals[0]) - statistics.fmean(totals[1])
