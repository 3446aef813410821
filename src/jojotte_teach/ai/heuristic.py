"""The heuristic player: a few readable rules of thumb, fast enough for any table.

Each rule is one the book can state in a sentence:

* **Bidding** (BID-1 to BID-5): count the hand's strength in a strain (the Jack
  and Nine of trumps first, then Aces and guarded Tens) and bid when it is
  enough; double a suit you are strong in; overcall No-trump with many Aces.
* **After the draw** (SPEC-1 to SPEC-4, DIX-1): take the dix at once; declare
  every meld; bid Nullo only with no Ace, no Ten and a low card in each suit;
  bid Slam only with the top three trumps and nothing but Aces beside.
* **Play** (PLAY-1 to PLAY-6): draw trumps with the master trump when declarer;
  cash sure winners; otherwise lead low. Second to play, win as cheaply as
  possible, but do not spend a top trump on a worthless trick; when you cannot
  win, throw your least valuable card. Always announce Jo-Jotte (JOJ-2).
* **Nullo**: the declarer plays his highest card that still loses; the defender
  leads low and plays under the declarer's card.

>>> from jojotte_teach.engine import Deal, new_hand, player_view
>>> state = new_hand(Deal.from_seed(7, dealer=0), ("Ann", "Bob"))
>>> view = player_view(state, state.to_act)
>>> HeuristicPlayer().choose(view) in view.legal
True
"""

from __future__ import annotations

from collections.abc import Iterable

from ..engine.actions import Action, Verb
from ..engine.cards import Card, Rank, Suit, beats, card_points, trick_strength
from ..engine.melds import Meld, possible_melds, sequence_conflict
from ..engine.state import Phase
from ..engine.view import PlayerView
from .bidding import (
    ACCEPT_AT,
    DOUBLE_AT,
    NO_TRUMP_AT,
    by_suit,
    heuristic_call,
    no_trump_strength,
    standing_strain,
    trump_strength,
)
from .knowledge import Knowledge
from .players import checked_view

__all__ = [
    "ACCEPT_AT", "DOUBLE_AT", "NO_TRUMP_AT", "HeuristicPlayer", "heuristic_call",
    "meld_plan", "no_trump_strength", "trump_strength",
]

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


class HeuristicPlayer:
    """Plays by the rules of thumb above; deterministic (it needs no random choice).

    >>> HeuristicPlayer(seed=5).name
    'heuristic'
    """

    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed  # kept for a uniform interface: the rules need no randomness

    def choose(self, view: PlayerView) -> Action:
        """The action to take.

        Raises:
            TypeError: not given a :class:`PlayerView`.
            ValueError: the view offers nothing to do.
        """
        view = checked_view(view)
        if view.to_act != view.seat:
            return view.legal[0]  # only the dix can be offered out of turn: take it
        if view.phase is Phase.AUCTION:
            strain = standing_strain(view.history, view.turn_up)
            passes = sum(1 for a in view.history if a.verb is Verb.PASS)
            return heuristic_call(view.hand, view.turn_up, view.legal, strain,
                                  last_chance=passes == 3)
        if view.phase is Phase.DECLARING:
            return declaration(view)
        return play_card(view)


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


def _with_announcement(view: PlayerView, card: Card) -> Action:
    """The play of ``card``, announcing Jo or Jotte when that is possible (JOJ-2)."""
    plays = [a for a in view.legal if a.verb is Verb.PLAY and a.card is card]
    announced = [a for a in plays if a.announce is not None]
    return announced[0] if announced else plays[0]


def play_card(view: PlayerView) -> Action:
    """The play by the rules of thumb, given a view in the play."""
    if Verb.DIX in {a.verb for a in view.legal}:
        return next(a for a in view.legal if a.verb is Verb.DIX)
    contract = view.contract
    assert contract is not None
    cards = sorted({a.card for a in view.legal if a.card is not None})
    trump = contract.trump
    if contract.special == "nullo":
        card = _nullo_card(view, cards, declarer=contract.declarer == view.seat)
    elif not view.trick:
        card = _lead(view, cards, trump, declarer=contract.declarer == view.seat)
    else:
        card = _follow(view.trick[0], cards, trump)
    return _with_announcement(view, card)


def _value(card: Card, trump: Suit | None) -> tuple[int, int]:
    """Least valuable first: card points, then strength in a trick."""
    return (card_points(card, trump), trick_strength(card, trump))


def _lead(view: PlayerView, cards: list[Card], trump: Suit | None, declarer: bool) -> Card:
    known = Knowledge.from_view(view)
    outstanding = [c for c in known.unseen if c not in known.barred]
    opp_trumps = [c for c in outstanding if c.suit is trump]

    def is_master(card: Card) -> bool:
        return not any(c.suit is card.suit and beats(c, card, trump) for c in outstanding)

    trumps = [c for c in cards if c.suit is trump]
    if declarer and opp_trumps and trumps:
        top = max(trumps, key=lambda c: trick_strength(c, trump))
        if is_master(top):
            return top  # draw trumps
    opp_void = {s for s in Suit if not any(c.suit is s for c in outstanding)}
    masters = [c for c in cards if c.suit is not trump and is_master(c)
               and not (c.suit in opp_void and opp_trumps)]
    masters = [c for c in masters if any(o.suit is c.suit for o in outstanding)] or masters
    if masters:
        return max(masters, key=lambda c: _value(c, trump))  # cash a sure winner
    plain = [c for c in cards if c.suit is not trump] or cards
    return min(plain, key=lambda c: _value(c, trump))


def _follow(led: Card, cards: list[Card], trump: Suit | None) -> Card:
    winners = [c for c in cards if beats(c, led, trump)]
    losers = [c for c in cards if c not in winners]
    if winners:
        cheapest = min(winners, key=lambda c: (trick_strength(c, trump), card_points(c, trump)))
        top_trump = cheapest.suit is trump and cheapest.rank in (Rank.JACK, Rank.NINE)
        if not (top_trump and losers and card_points(led, trump) < 10):
            return cheapest
    return min(losers or cards, key=lambda c: _value(c, trump))


def _nullo_card(view: PlayerView, cards: list[Card], declarer: bool) -> Card:
    def strength(c: Card) -> int:
        return trick_strength(c, None)

    if not view.trick:
        return min(cards, key=strength)  # lead low
    led = view.trick[0]
    under = [c for c in cards if not beats(c, led, None)]
    if under:
        # Declarer: shed the highest card that still loses. Defender: let the
        # declarer's card win, keeping low cards to lead.
        return max(under, key=strength)
    return max(cards, key=strength) if declarer else min(cards, key=strength)


