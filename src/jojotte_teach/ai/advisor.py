"""The bidding advisor: what each call is worth with six cards and a turn-up.

For a six-card hand and a turn-up, the advisor deals the unseen cards many
times (the opponent's six, both draws, the information card) and, on each deal,
plays every contract out exactly with you as declarer (:mod:`contracts`): the
dix when the turn-up's suit is accepted (DIX-1), the melds of both sides and
their interrogation (MELD-3 to MELD-5), Jo-Jotte (JOJ-2) and the play of the
cards with both hands in view. The result for each strain is the hand's score
difference for you (what you write above and below the line less what your
opponent writes), undoubled.

It also gives the expert's value of each call you may make now, passing
included: the rest of the auction followed on each deal, the opponent answering
by the heuristic's rules of thumb.

The figures are plain lists of numbers, ready for a chart.

>>> from jojotte_teach.engine import parse_cards, Card
>>> advice = advise_bid(parse_cards("JH 9H AH AS 10S 7C"), Card("KH"), samples=3, seed=1)
>>> [row.strain for row in advice.contracts]
['H', 'S', 'D', 'C', 'NT']
>>> advice.contracts[0].accepted_turn_up, len(advice.contracts[0].results)
(True, 3)
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.actions import Action, Verb, strain_name
from ..engine.cards import DECK, Card, Suit
from ..engine.deal import Deal
from ..engine.games import TWO
from ..engine.rules import Rules, get_rules
from ..engine.state import apply, new_hand
from ..engine.view import PlayerView, player_view
from .contracts import Table, play_contract
from .expert import AuctionSearch
from .knowledge import Knowledge
from .match import confidence_interval
from .sampling import sample_full_deals
from .solver import Solver

__all__ = ["BidAdvice", "CallValue", "ContractValue", "advise_bid"]

#: Deals the advisor samples by default.
ADVISOR_SAMPLES = 40


@dataclass(frozen=True)
class ContractValue:
    """One strain played with you as declarer, over the sampled deals.

    Attributes:
        strain: ``S H D C`` or ``NT``.
        accepted_turn_up: the turn-up's suit accepted in round one (the dix applies).
        results: your score difference on each deal.
        trick_points: your trick points on each deal.
    """

    strain: str
    accepted_turn_up: bool
    results: tuple[int, ...]
    trick_points: tuple[int, ...]

    @property
    def mean(self) -> float:
        """The mean score difference."""
        return statistics.fmean(self.results)

    @property
    def wins(self) -> float:
        """The share of deals on which you score more than your opponent."""
        return sum(1 for r in self.results if r > 0) / len(self.results)

    @property
    def ci95(self) -> tuple[float, float] | None:
        """The mean's 95% confidence interval."""
        return confidence_interval([float(r) for r in self.results])

    @property
    def label(self) -> str:
        """``Accept hearts``, ``Bid spades``, ``Bid No-trump``."""
        verb = "Accept" if self.accepted_turn_up else "Bid"
        return f"{verb} {strain_name(self.strain)}"


@dataclass(frozen=True)
class CallValue:
    """A call you may make now, valued by the expert's look-ahead.

    Attributes:
        call: the call (``pass``, ``accept``, ``bid NT`` ...).
        results: your score difference on each sampled deal.
    """

    call: str
    results: tuple[float, ...]

    @property
    def mean(self) -> float:
        """The mean score difference."""
        return statistics.fmean(self.results)


@dataclass(frozen=True)
class BidAdvice:
    """The advisor's answer.

    Attributes:
        hand, turn_up: what was advised on.
        contracts: each strain, the turn-up's suit first.
        calls: each call possible now, by the expert's look-ahead (empty if not asked).
        samples: deals used.
        seconds: the time it took.
    """

    hand: tuple[Card, ...]
    turn_up: Card
    contracts: tuple[ContractValue, ...]
    calls: tuple[CallValue, ...]
    samples: int
    seconds: float

    @property
    def best_contract(self) -> ContractValue:
        """The strain with the best mean result."""
        return max(self.contracts, key=lambda c: c.mean)

    def to_json(self) -> dict[str, Any]:
        """Plain data (means, intervals, win rates and every result) for tables and charts."""
        return {
            "hand": [c.text for c in self.hand], "turn_up": self.turn_up.text,
            "samples": self.samples,
            "contracts": [{"strain": c.strain, "label": c.label, "mean": round(c.mean, 1),
                           "ci95": list(c.ci95) if c.ci95 else None,
                           "wins": round(c.wins, 3), "results": list(c.results)}
                          for c in self.contracts],
            "calls": [{"call": c.call, "mean": round(c.mean, 1), "results": list(c.results)}
                      for c in self.calls],
        }


def _view_for(hand: Sequence[Card], turn_up: Card, dealer: bool, rules: Rules) -> PlayerView:
    """The view of a player holding these cards at his first call (no other card shown)."""
    rest = [c for c in DECK if c not in set(hand) and c is not turn_up]
    me = 1 if dealer else 0
    hands: list[Sequence[Card]] = [(), ()]
    hands[me], hands[TWO.opponent_of(me)] = tuple(hand), tuple(rest[:6])
    deal = Deal.from_cards(me if dealer else 1, hands, turn_up, [rest[6:9], rest[9:12]],
                           rest[12])
    state = new_hand(deal, ("You", "Opponent") if me == 0 else ("Opponent", "You"), rules)
    if dealer:
        state = apply(state, Action("Opponent", Verb.PASS))  # BID-1: the non-dealer passed
    return player_view(state, me)


def advise_bid(
    hand: Sequence[Card],
    turn_up: Card,
    rules: Rules | str = "pagat",
    dealer: bool = False,
    samples: int = ADVISOR_SAMPLES,
    seed: int = 0,
    time_budget: float | None = None,
    calls: bool = False,
) -> BidAdvice:
    """The expected result of each contract (and, if asked, each call) for six cards.

    Args:
        hand: your six cards.
        turn_up: the turn-up.
        rules: a rule profile or its name.
        dealer: you are the dealer (the non-dealer has passed in round one);
            otherwise you speak first.
        samples: deals to sample.
        seed: fixes the deals.
        time_budget: stop after about this many seconds (fewer deals are used).
        calls: also value each call possible now by the expert's look-ahead
            (slower: several contracts per deal).

    Raises:
        ValueError: not six distinct cards, or the turn-up among them.
    """
    start = time.perf_counter()
    cards = tuple(hand)
    if len(set(cards)) != 6 or turn_up in cards:
        raise ValueError("the advisor needs six distinct cards and a turn-up not among them")
    profile = get_rules(rules) if isinstance(rules, str) else rules
    view = _view_for(cards, turn_up, dealer, profile)
    deals = sample_full_deals(Knowledge.from_view(view), samples, seed)
    me = view.seat
    strains = [turn_up.suit.value] + [s.value for s in Suit if s is not turn_up.suit] + ["NT"]
    results: dict[str, list[int]] = {s: [] for s in strains}
    points: dict[str, list[int]] = {s: [] for s in strains}
    solver = Solver()
    used = 0
    for deal in deals:
        mine = cards + deal.my_draw
        theirs = deal.opponent + deal.opponent_draw
        table = Table((mine, theirs) if me == 0 else (theirs, mine), turn_up, view.dealer)
        for strain in strains:
            played = play_contract(table, profile, strain, me, None,
                                   strain == turn_up.suit.value, solver)
            results[strain].append(played.difference(profile, 1, me))
            points[strain].append(played.trick_points[me])
        used += 1
        if time_budget is not None and time.perf_counter() - start > time_budget:
            break
    contracts = tuple(ContractValue(s, s == turn_up.suit.value, tuple(results[s]),
                                    tuple(points[s])) for s in strains)
    call_values: tuple[CallValue, ...] = ()
    if calls:
        search = AuctionSearch(view, deals[:used], solver)
        call_values = tuple(CallValue(a.short(), tuple(v))
                            for a, v in search.call_values(prune=False).items())
    return BidAdvice(cards, turn_up, contracts, call_values, used, time.perf_counter() - start)
