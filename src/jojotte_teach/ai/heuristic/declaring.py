"""The heuristic after the draw: the dix, Nullo, Slam and the melds (SPEC-1 to SPEC-5).

Take the dix at once (the turn-up is worth more than the seven, DIX-1); declare
every meld of the plan (MELD-4, MELD-6); bid Nullo only with no Ace, no Ten and a
low card in each suit; bid Slam only with the top three trumps and nothing but
Aces beside.

>>> from jojotte_teach.engine import parse_cards
>>> is_nullo_hand(parse_cards("7S 8S QS 7H 9H 8D 7D JD 7C"))
True
"""

from __future__ import annotations

from collections.abc import Iterable

from ...engine.actions import Action, Verb
from ...engine.cards import Card, Rank, Suit
from ...engine.melds import Meld, possible_melds, sequence_conflict
from ...engine.view import PlayerView
from ..bidding import by_suit

__all__ = ["declaration", "is_nullo_hand", "is_slam_hand", "meld_plan"]

def meld_plan(cards: Iterable[Card], trump: Suit | None) -> list[Meld]:
    """The melds to declare: every four that counts, and each suit's longest runs
    (MELD-2: declared runs of a suit neither share a card nor touch), longest first.

    >>> from jojotte_teach.engine import parse_cards
    >>> [str(m) for m in meld_plan(parse_cards("AS KS QS JS 9H 8H 7H 10D 10C"), None)]
    ['AS KS QS JS', '9H 8H 7H']
    """
    melds = possible_melds(cards, trump)
    fours = [m for m in melds if m.is_four]
    runs = sorted((m for m in melds if not m.is_four), key=lambda m: (-m.length, m.top.index))
    chosen: list[Meld] = []
    for run in runs:
        if sequence_conflict(run, chosen) is None:  # MELD-2: runs neither share nor touch
            chosen.append(run)
    return fours + chosen


def is_nullo_hand(cards: Iterable[Card]) -> bool:
    """SPEC-1 rule of thumb: no Ace, no Ten, at most one King, a Seven or Eight in
    every suit held.

    >>> from jojotte_teach.engine import parse_cards
    >>> is_nullo_hand(parse_cards("7S 8S QS 7H 9H 8D 7D JD 7C"))
    True
    """
    for ranks in by_suit(cards).values():
        if not ranks:
            continue
        if Rank.ACE in ranks or Rank.TEN in ranks:
            return False
        if Rank.SEVEN not in ranks and Rank.EIGHT not in ranks:
            return False
    return sum(1 for c in cards if c.rank is Rank.KING) <= 1


def is_slam_hand(cards: Iterable[Card], trump: Suit | None) -> bool:
    """SPEC-3 rule of thumb: every card a sure winner. In trumps: Jack, Nine and Ace
    of trumps, five trumps or more, and only Aces beside.

    >>> from jojotte_teach.engine import parse_cards
    >>> is_slam_hand(parse_cards("JH 9H AH 10H KH QH AS AC AD"), Suit.HEARTS)
    True
    """
    cards = list(cards)
    suits = by_suit(cards)
    if trump is not None:
        ranks = suits[trump]
        if not {Rank.JACK, Rank.NINE, Rank.ACE} <= set(ranks) or len(ranks) < 5:
            return False
        return all(r is Rank.ACE for s, rs in suits.items() if s is not trump for r in rs)
    for suit, ranks in suits.items():
        order = [Card.of(r, suit) for r in (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN,
                                              Rank.JACK, Rank.NINE, Rank.EIGHT, Rank.SEVEN)]
        if ranks and {c.rank for c in order[:len(ranks)]} != set(ranks):
            return False
    return True


def declaration(view: PlayerView) -> Action:
    """After the draw: the dix, Nullo, Slam and melds by the rules of thumb."""
    verbs = {a.verb: a for a in view.legal if a.player == view.player}
    passing = verbs[Verb.PASS]
    if Verb.NULLO in verbs:
        if is_nullo_hand(view.hand):
            return verbs[Verb.NULLO]
        return verbs.get(Verb.DIX, passing)
    if Verb.DIX in verbs:
        return verbs[Verb.DIX]  # the turn-up is worth more than the seven (DIX-1)
    if Verb.SLAM in verbs:
        assert view.contract is not None
        return verbs[Verb.SLAM] if is_slam_hand(view.hand, view.contract.trump) else passing
    assert view.auction_contract is not None
    plan = {m.cards for m in meld_plan(view.hand, view.auction_contract.trump)}
    for action in view.legal:
        if action.verb is Verb.MELD and action.cards in plan:
            return action
    return passing
