"""Deal the unseen cards again, consistently with everything a player has seen.

The expert, the hints and the bidding advisor all reason the same way: give the
opponent cards that fit the player's :class:`~jojotte_teach.ai.knowledge.Knowledge`
(never a card he is known not to hold, always the cards he is known to hold),
many times over, and look at each deal with both hands in view.

Among the deals that fit the card-by-card facts (voids, cards shown), each
possible hand is equally likely, except that the opponent's calls in the auction
are read as the heuristic player's rules of thumb would make them: hands that
would not have made those calls are dealt again (a few times at most, so an
opponent who bids otherwise is not ruled out). When there are no more possible
hands than the samples asked for, every one that fits is listed once.

>>> from jojotte_teach.engine import Deal, new_hand, player_view
>>> view = player_view(new_hand(Deal.from_seed(3, dealer=0), ("Ann", "Bob")), "Ann")
>>> k = Knowledge.from_view(view)
>>> hands = sample_hands(k, 5, seed=1).hands
>>> len(hands), all(len(h) == 6 and not h & k.hand for h in hands)
(5, True)
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import combinations
from math import comb

from ..engine.cards import Card
from ..engine.deal import SplitMix64
from ..engine.melds import possible_melds
from ..engine.state import Phase
from ..engine.view import PlayerView
from .knowledge import Knowledge
from .solver import Position

__all__ = [
    "FullDeal", "Samples", "decision_seed", "position_for", "sample_full_deals",
    "sample_hands",
]

#: How often a sample that fits the cards but not a softer fact (the melds declared
#: while hidden, the opponent's calls as the rules of thumb read them) is dealt again.
_SOFT_TRIES = 30


@dataclass(frozen=True)
class Samples:
    """The opponent's hands dealt for one decision.

    Attributes:
        hands: each a possible hand of the opponent, as it is now.
        exact: every possible hand is listed exactly once.
    """

    hands: tuple[frozenset[Card], ...]
    exact: bool


def decision_seed(seed: int, view: PlayerView) -> int:
    """A seed fixed by the player's seed and what he has seen, so that a decision
    does not depend on what was asked before it.

    >>> from jojotte_teach.engine import Deal, new_hand, player_view
    >>> v = player_view(new_hand(Deal.from_seed(3, dealer=0), ("Ann", "Bob")), "Ann")
    >>> decision_seed(1, v) == decision_seed(1, v) != decision_seed(2, v)
    True
    """
    text = "|".join([str(seed), str(view.seat), " ".join(c.text for c in view.hand),
                     view.turn_up.text, *(str(a) for a in view.history)])
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


def _pick(rng: SplitMix64, cards: list[Card], k: int) -> list[Card]:
    """``k`` cards drawn at random without replacement (a partial Fisher-Yates shuffle)."""
    cards = list(cards)
    n = len(cards)
    for i in range(k):
        j = i + rng.below(n - i)
        cards[i], cards[j] = cards[j], cards[i]
    return cards[:k]


def _fits_soft(hand: Iterable[Card], k: Knowledge, rng: SplitMix64) -> bool:
    """The soft facts: an opponent who declared melds (cards still hidden) can form one;
    six of his nine cards, taken at random as his first six (the draw is random),
    would have made his calls in the auction."""
    held = set(hand) | k.opponent_played
    if k.opponent_melds and not possible_melds(held, k.trump):
        return False
    if k.opponent_calls:
        first_six = tuple(sorted(_pick(rng, sorted(held), 6)))
        return k.calls_fit(first_six)
    return True


def sample_hands(knowledge: Knowledge, count: int, seed: int = 0) -> Samples:
    """Up to ``count`` hands the opponent may hold now.

    Args:
        knowledge: what the player knows.
        count: how many hands to deal (fewer come back only when fewer are possible).
        seed: fixes the random choices.

    Raises:
        ValueError: the facts leave no possible hand (they contradict each other).
    """
    k = knowledge
    holds = sorted(k.opponent_holds)
    free = list(k.free)
    need = k.opponent_count - len(holds)
    if need < 0 or need > len(free):
        raise ValueError("no hand of the opponent fits what has been seen")
    runs = _feasible_runs(k)
    if comb(len(free), need) <= count:
        every = [frozenset((*holds, *extra)) for extra in combinations(free, need)]
        memo: dict[tuple[Card, ...], bool] = {}
        fitting = [h for h in every if _could_fit(h, k, runs, memo)]
        hands = tuple(fitting or every)
        return Samples(hands, exact=len(hands) == len(every))
    rng = SplitMix64(seed)
    out = []
    for _ in range(count):
        hand: frozenset[Card] = frozenset()
        for _try in range(_SOFT_TRIES):
            forced = set(holds)
            if runs:
                forced.update(c for c in runs[rng.below(len(runs))] if c in free)
            rest = [c for c in free if c not in forced]
            hand = frozenset(forced | set(_pick(rng, rest, k.opponent_count - len(forced))))
            if _fits_soft(hand, k, rng):
                break
        out.append(hand)
    return Samples(tuple(out), exact=False)


def _could_fit(hand: frozenset[Card], k: Knowledge, runs: list[tuple[Card, ...]],
               memo: dict[tuple[Card, ...], bool]) -> bool:
    """The softer facts for one hand: the sequence he spoke of, the melds he declared, and
    his calls for some choice of his first six cards (``memo`` keeps the verdict on each
    six, which many hands share)."""
    held = set(hand) | k.opponent_played
    if runs and not any(held.issuperset(run) for run in runs):
        return False
    if k.opponent_melds and not possible_melds(held, k.trump):
        return False
    if not k.opponent_calls:
        return True
    for six in combinations(sorted(held), 6):
        fits = memo.get(six)
        if fits is None:
            fits = memo[six] = k.calls_fit(six)
        if fits:
            return True
    return False


def _feasible_runs(k: Knowledge) -> list[tuple[Card, ...]]:
    """The sequences the opponent may have declared, given everything else."""
    if k.run is None:
        return []
    free = set(k.free)
    runs = []
    for run in k.run.runs(k.run_trump):
        if not all(c in free or c in k.opponent_holds or c in k.opponent_played for c in run):
            continue
        forced = len(k.opponent_holds) + sum(1 for c in run if c in free)
        if forced <= k.opponent_count:
            runs.append(run)
    return runs


@dataclass(frozen=True)
class FullDeal:
    """The rest of a deal, seen from the auction: the opponent's six cards, the draw
    (DRAW-1) and the information card (DRAW-2).

    Attributes:
        opponent: the opponent's first six cards.
        my_draw, opponent_draw: the three cards each receives after the auction.
        information_card: the stock's bottom card.
    """

    opponent: tuple[Card, ...]
    my_draw: tuple[Card, ...]
    opponent_draw: tuple[Card, ...]
    information_card: Card


def sample_full_deals(knowledge: Knowledge, count: int, seed: int = 0) -> list[FullDeal]:
    """``count`` ways the cards the player has not seen may lie, during the auction.

    Raises:
        ValueError: the view is not in the auction.
    """
    if knowledge.phase is not Phase.AUCTION:
        raise ValueError("the whole deal is sampled only during the auction")
    rng = SplitMix64(seed)
    deals = []
    for _ in range(count):
        for _try in range(_SOFT_TRIES):
            cards = _pick(rng, list(knowledge.unseen), 13)
            if knowledge.calls_fit(tuple(cards[:6])):
                break  # his calls so far fit these six cards (else the last try is kept)
        deals.append(FullDeal(tuple(cards[:6]), tuple(cards[6:9]), tuple(cards[9:12]),
                              cards[12]))
    return deals


def position_for(view: PlayerView, opponent_hand: Iterable[Card]) -> Position:
    """The solver's position with the opponent's hand filled in.

    Raises:
        ValueError: the view is not in the play.
    """
    if view.phase is not Phase.PLAY or view.contract is None:
        raise ValueError("a position exists only during the play of the cards")
    me = view.seat
    opp = frozenset(opponent_hand)
    hands = (frozenset(view.hand), opp) if me == 0 else (opp, frozenset(view.hand))
    leader = view.to_act if not view.trick else view.game.opponent_of(view.to_act)
    return Position(hands, view.contract.trump, leader, view.trick,
                    last_trick_bonus=view.contract.special != "nullo")
