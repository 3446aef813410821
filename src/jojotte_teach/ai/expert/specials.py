"""The expert's Nullo and Slam at two players: both contracts played out on sampled deals.

The special contract and the standing one are both played out exactly on deals of
the unseen cards that fit what the expert has seen; the rule of thumb's answer stands
unless the sampled deals say clearly otherwise (SPEC-1, SPEC-3). Hands far from
either are passed at once.

>>> from jojotte_teach.engine import parse_cards
>>> nullo_candidate(parse_cards("7S 8S QS 7H 9H 8D 7D JD 7C"))
True
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.cards import Card, Rank, Suit
from ...engine.view import PlayerView
from ..bidding import no_trump_strength, trump_strength
from ..contracts import Table, play_contract
from ..knowledge import Knowledge
from ..sampling import sample_hands
from ..solver import Solver
from .auction import clearly

__all__ = ["SPECIAL_SAMPLES", "nullo_candidate", "slam_candidate", "special_pays"]

#: Deals sampled for deciding Nullo or Slam after the draw.
SPECIAL_SAMPLES = 16


def nullo_candidate(hand: Sequence[Card]) -> bool:
    """Worth simulating Nullo: at most two Aces and Tens, a low card in most suits."""
    high = sum(1 for c in hand if c.rank in (Rank.ACE, Rank.TEN))
    suits = {c.suit for c in hand}
    low = {c.suit for c in hand if c.rank in (Rank.SEVEN, Rank.EIGHT, Rank.NINE)}
    return high <= 2 and len(suits - low) <= 1


def slam_candidate(hand: Sequence[Card], strain: str) -> bool:
    """Worth simulating Slam: a very strong hand in the contract's strain."""
    if strain == "NT":
        return no_trump_strength(hand) >= 7.0
    return trump_strength(hand, Suit(strain)) >= 10.0


def _seated(view: PlayerView, theirs: Sequence[Card]) -> tuple[Sequence[Card], Sequence[Card]]:
    """Both hands in seat order: the expert's own and a sampled one for the opponent."""
    first, second = (view.hand if s == view.seat else theirs for s in range(2))
    return first, second


def special_pays(view: PlayerView, seed: int, special: str, rule: bool, samples: int,
                 solver: Solver) -> bool:
    """Whether to bid Nullo (or Slam) rather than let the standing contract be played.

    The rule of thumb's answer (``rule``) stands unless the sampled deals say clearly
    otherwise (:data:`~.auction.DEVIATE_AT` standard errors of the paired differences).
    """
    auction = view.auction_contract
    current = view.contract
    assert auction is not None and current is not None
    me = view.seat
    hands = sample_hands(Knowledge.from_view(view), samples, seed).hands
    gains = []
    for opp in hands:
        table = Table(_seated(view, tuple(opp)), view.turn_up, view.dealer)
        bid = play_contract(table, view.rules, auction.strain, me, special,
                            auction.accepted_turn_up, solver)
        standing = play_contract(table, view.rules, auction.strain, current.declarer,
                                 current.special, auction.accepted_turn_up, solver)
        multiplier = 1 if special == "nullo" else auction.multiplier
        gains.append(bid.difference(view.rules, multiplier, me)
                     - standing.difference(view.rules, current.multiplier, me))
    return clearly(gains, better=not rule) != rule
