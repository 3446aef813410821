"""The heuristic's rules of thumb for the auction (BID-1 to BID-5).

Count the hand's strength in a strain, about one point per likely trick: the
Jack and Nine of trumps first, then the other trumps, plain Aces and Tens beside
their Ace. Bid when it is enough; double a suit you are strong in; overcall
No-trump with many Aces. The expert also uses these rules as its model of how an
opponent bids (what a pass or a bid says about his cards).

>>> from jojotte_teach.engine import parse_cards, Card
>>> legal = [Action.parse("Ann pass"), Action.parse("Ann accept")]
>>> heuristic_call(parse_cards("JH 9H 7H AS 8C 7D"), Card("KH"), legal, None).short()
'accept'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..engine.actions import Action, Verb
from ..engine.cards import Card, Rank, Suit

__all__ = [
    "ACCEPT_AT",
    "DOUBLE_AT",
    "LAST_CHANCE_AT",
    "NO_TRUMP_AT",
    "REDOUBLE_AT",
    "by_suit",
    "heuristic_call",
    "no_trump_strength",
    "standing_strain",
    "trump_strength",
]

#: Strength needed to name a trump suit or accept the turn-up's suit.
ACCEPT_AT = 5.5
#: ... when the other choice is a throw-in (the dealer's last call of round two).
LAST_CHANCE_AT = 4.5
#: Strength at No-trump needed to bid it (or overcall a suit with it).
NO_TRUMP_AT = 4.0
#: Strength in the opponent's strain needed to double it.
DOUBLE_AT = 6.5
#: Strength in one's own strain needed to redouble.
REDOUBLE_AT = 8.0

_TRUMP_VALUE = {Rank.JACK: 3.5, Rank.NINE: 2.5, Rank.ACE: 1.8, Rank.TEN: 1.5,
                Rank.KING: 1.0, Rank.QUEEN: 1.0, Rank.EIGHT: 0.7, Rank.SEVEN: 0.7}


def by_suit(cards: Iterable[Card]) -> dict[Suit, list[Rank]]:
    """The ranks held in each suit."""
    suits: dict[Suit, list[Rank]] = {s: [] for s in Suit}
    for c in cards:
        suits[c.suit].append(c.rank)
    return suits


def trump_strength(cards: Iterable[Card], trump: Suit) -> float:
    """How strong a hand is with ``trump`` as trumps: about one per likely trick.

    Trumps count by rank (the Jack most), plain Aces 1.2, a Ten beside its Ace
    (or guarded) 0.6, King and Queen of trumps together 0.8 more (Jo-Jotte).

    >>> from jojotte_teach.engine import parse_cards
    >>> trump_strength(parse_cards("JH 9H 7H AS 8C 7D"), Suit.HEARTS)
    7.9
    """
    suits = by_suit(cards)
    value = sum(_TRUMP_VALUE[r] for r in suits[trump])
    if Rank.KING in suits[trump] and Rank.QUEEN in suits[trump]:
        value += 0.8  # JOJ-2
    for suit, ranks in suits.items():
        if suit is trump:
            continue
        value += _plain_value(ranks, ace=1.2)
    return round(value, 2)


def _plain_value(ranks: Sequence[Rank], ace: float) -> float:
    value = 0.0
    if Rank.ACE in ranks:
        value += ace
    if Rank.TEN in ranks:
        value += 0.6 if (Rank.ACE in ranks or len(ranks) >= 3) else 0.2
    if Rank.KING in ranks and Rank.ACE in ranks and Rank.TEN in ranks:
        value += 0.4
    return value


def no_trump_strength(cards: Iterable[Card]) -> float:
    """How strong a hand is at No-trump: Aces above all, Tens with their Ace, long suits.

    >>> from jojotte_teach.engine import parse_cards
    >>> no_trump_strength(parse_cards("AS 10S KS AH AD 7C"))
    5.8
    """
    value = 0.0
    for ranks in by_suit(cards).values():
        value += _plain_value(ranks, ace=1.6)
        if Rank.ACE in ranks and len(ranks) > 3:
            value += 0.4 * (len(ranks) - 3)
    return round(value, 2)


def _strength(cards: Iterable[Card], strain: str) -> float:
    return no_trump_strength(cards) if strain == "NT" else trump_strength(cards, Suit(strain))


def _dix_bonus(cards: Sequence[Card], turn_up: Card) -> float:
    """What the dix adds to an acceptance: the turn-up in place of the seven (DIX-1)."""
    if Card.of(Rank.SEVEN, turn_up.suit) in cards and turn_up.rank is not Rank.SEVEN:
        return _TRUMP_VALUE[turn_up.rank] - _TRUMP_VALUE[Rank.SEVEN]
    return 0.0


def standing_strain(history: Iterable[Action], turn_up: Card) -> str | None:
    """The strain of the last bid in the auction (``None`` if there is none)."""
    strain = None
    for action in history:
        if action.verb is Verb.ACCEPT:
            strain = turn_up.suit.value
        elif action.verb is Verb.BID:
            strain = action.strain
    return strain


def heuristic_call(cards: Sequence[Card], turn_up: Card, legal: Sequence[Action],
                   strain: str | None, last_chance: bool = False) -> Action:
    """The heuristic's call in the auction.

    Args:
        cards: the caller's six cards.
        turn_up: the turn-up.
        legal: his legal calls (they tell the step of the auction).
        strain: the standing bid's strain, if there is one.
        last_chance: passing now throws the hand in (BID-3).

    >>> from jojotte_teach.engine import parse_cards
    >>> legal = [Action.parse("Ann pass"), Action.parse("Ann accept")]
    >>> heuristic_call(parse_cards("JH 9H 7H AS 8C 7D"), Card("KH"), legal, None).short()
    'accept'
    """
    verbs = {a.verb: a for a in legal}
    passing = verbs[Verb.PASS]
    if Verb.ACCEPT in verbs:  # BID-1
        value = trump_strength(cards, turn_up.suit) + _dix_bonus(cards, turn_up)
        return verbs[Verb.ACCEPT] if value >= ACCEPT_AT else passing
    if Verb.REDOUBLE in verbs:  # BID-5: our bid was doubled
        mine = strain or "NT"
        return verbs[Verb.REDOUBLE] if _strength(cards, mine) >= REDOUBLE_AT else passing
    bids = [a for a in legal if a.verb is Verb.BID]
    if Verb.DOUBLE in verbs:  # BID-4, BID-5: answer the opponent's bid
        nt = [a for a in bids if a.strain == "NT"]
        if nt and no_trump_strength(cards) >= NO_TRUMP_AT + 0.5:
            return nt[0]
        theirs = strain or "NT"
        if _strength(cards, theirs) >= DOUBLE_AT:
            return verbs[Verb.DOUBLE]
        return passing
    # BID-2: round two, name the best strain if it is strong enough.
    if not bids:
        return passing
    best = max(bids, key=lambda a: (_strength(cards, a.strain or "NT")
                                    - (NO_TRUMP_AT - ACCEPT_AT if a.strain == "NT" else 0)))
    need = LAST_CHANCE_AT if last_chance else ACCEPT_AT
    if best.strain == "NT":
        need += NO_TRUMP_AT - ACCEPT_AT
    return best if _strength(cards, best.strain or "NT") >= need else passing
