"""The heuristic's card play in a duel of two hands: the two-player game's rules of thumb.

Draw trumps with the master trump when declarer; cash sure winners; otherwise lead
low. Second to play, win as cheaply as possible, but do not spend a top trump on a
worthless trick; when you cannot win, throw your least valuable card (PLAY-1 to
PLAY-6). Nullo: the declarer plays his highest card that still loses; the defender
leads low and plays under the declarer's card.
"""

from __future__ import annotations

from ...engine.actions import Action, Verb
from ...engine.cards import Card, Rank, Suit, beats, card_points, trick_strength
from ...engine.view import PlayerView
from ..knowledge import Knowledge

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


