"""What one seat can tell about the cards it cannot see, from its own view.

The cards neither in its hand, nor played, nor face up; the suits each seat has shown
it lacks (PLAY-2, PLAY-3, FOUR-7); the unplayed cards each is known to hold (the dix,
shown melds, the partnership dealer's turn-up). The heuristic's card play and the
expert's sampled deals at three and four read the same facts.

>>> from jojotte_teach.engine import DECK, THREE, Deal, new_hand, player_view
>>> s = new_hand(Deal.from_deck(DECK, 0, THREE), ("Ann", "Bob", "Cat"))
>>> Seen.from_view(player_view(s, 1)).trump is None   # no contract yet
True
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.cards import DECK, Card, Suit, beats
from ..engine.game import OwnCardPlay
from ..engine.hand import seats_in_order
from ..engine.view import PlayerView

__all__ = ["Seen", "trick_seats"]


@dataclass(frozen=True)
class Seen:
    """What one seat can tell about the cards it cannot see.

    Attributes:
        seat: whose view.
        trump: the trump suit in play, if any.
        unseen: cards neither in this hand, nor played, nor face up: another player's,
            or (at three) set aside with the inactive hand and the stock.
        void: per seat, the suits it has shown it lacks (PLAY-2, PLAY-3, FOUR-7).
        known: per seat, unplayed cards it is known to hold (the dix, shown melds, the
            partnership dealer's turn-up, the Belote taker's upcard).
        barred: per seat, unseen cards it cannot hold, where the game's own rules for the
            cards tell more than a suit it lacks (BEL-16, BEL-17: a trump not played over
            the opponents' trump was not held; a discard on the partner's trick says
            nothing about trumps). Empty for the other games.
    """

    seat: int
    trump: Suit | None
    unseen: frozenset[Card]
    void: tuple[frozenset[Suit], ...]
    known: tuple[frozenset[Card], ...]
    barred: tuple[frozenset[Card], ...] = ()

    @classmethod
    def from_view(cls, view: PlayerView) -> Seen:
        """Read the played cards, the face-up cards and the shown melds."""
        trump = view.contract.trump if view.contract is not None else None
        played = set(view.played_cards())
        rules = view.game.rules
        own_play = rules if isinstance(rules, OwnCardPlay) else None
        taker = view.contract.declarer if view.contract is not None else None
        holder = own_play.turn_up_holder(view.dealer, taker) if own_play is not None else None
        # Out of play face up: the turn-up (the seven after the dix) and the information
        # card (DRAW-2, DIX-1); in a partnership the turn-up is in the dealer's hand (FOUR-3),
        # in Belote in the taker's (BEL-8), face up while the bidding lasts.
        if own_play is not None:
            face_up = {view.turn_up} if holder is None else set()
        else:
            face_up = set() if view.game.partnerships else {view.turn_up}
        if view.information_card is not None:
            face_up.add(view.information_card)
        unseen = frozenset(c for c in DECK if c not in played and c not in face_up
                           and c not in view.hand)
        seats = len(view.players)
        void: list[set[Suit]] = [set() for _ in range(seats)]
        barred: list[set[Card]] = [set() for _ in range(seats)]
        for cards, order in [(t.cards, t.seats) for t in view.tricks] + [
                (view.trick, trick_seats(view))]:
            for place in range(1, len(cards)):
                card, who = cards[place], order[place]
                if card.suit is not cards[0].suit:
                    void[who].add(cards[0].suit)  # PLAY-2, BEL-16: could not follow
                    if own_play is None and trump is not None and card.suit is not trump:
                        void[who].add(trump)  # PLAY-3, FOUR-7: could not trump either
                if own_play is not None:
                    barred[who] |= _not_held(own_play, cards[:place], order[:place], card,
                                             who, trump, view)
        if own_play is not None and trump is not None:
            for who in range(seats):  # BEL-17: every trump barred, he holds none
                if all(c in barred[who] for c in unseen if c.suit is trump):
                    void[who].add(trump)
        known: list[set[Card]] = [set() for _ in range(seats)]
        for s in range(seats):
            if s != view.seat:
                known[s] = {c for m in view.melds[s] for c in m.cards} & unseen
        if view.dix_by is not None and view.dix_card is not None and view.dix_by != view.seat:
            known[view.dix_by] |= {view.dix_card} & unseen
        if own_play is not None:
            if holder is not None and holder != view.seat:
                known[holder] |= {view.turn_up} & unseen  # BEL-8
        elif view.game.partnerships and view.dealer != view.seat:
            known[view.dealer] |= {view.turn_up} & unseen  # FOUR-3, FOUR-6 (the 7 after the dix)
        return cls(view.seat, trump, unseen, tuple(frozenset(v) for v in void),
                   tuple(frozenset(k) for k in known),
                   tuple(frozenset(b - k) for b, k in zip(barred, known, strict=True))
                   if own_play is not None else ())

    def may_hold(self, seat: int, card: Card) -> bool:
        """Whether ``seat`` may hold an unseen card (not shown void, not known elsewhere)."""
        if card not in self.unseen or card.suit in self.void[seat]:
            return False
        if self.barred and card in self.barred[seat]:
            return False
        return not any(card in k for s, k in enumerate(self.known) if s != seat)

    def can_beat(self, seats: tuple[int, ...], card: Card, led: Suit) -> bool:
        """Whether a later player may beat ``card``: a higher card of its suit, or a trump
        from one who has shown out of the suit led."""
        for seat in seats:
            for other in self.unseen:
                if not self.may_hold(seat, other) or not beats(other, card, self.trump):
                    continue
                if other.suit is card.suit or led in self.void[seat]:
                    return True
        return False


def trick_seats(view: PlayerView) -> tuple[int, ...]:
    """The seats in the order they play to the trick in progress, from its leader."""
    return seats_in_order(view.active, view.leader, len(view.active))


def _not_held(rules: OwnCardPlay, before: tuple[Card, ...], seats: tuple[int, ...], card: Card,
              who: int, trump: Suit | None, view: PlayerView) -> set[Card]:
    """The cards a follower showed he did not hold, by the game's own rules for the cards.

    He played ``card`` after ``before``; any card that, held beside it, would have made it
    illegal was not in his hand (BEL-16, BEL-17). Those rules pick the first class of
    cards a hand holds (the suit led, a higher trump, a trump, any card), so testing the
    two cards alone tells the same as the whole hand.
    """
    winner, best = seats[0], before[0]
    for seat, other in zip(seats[1:], before[1:], strict=True):
        if beats(other, best, trump):
            winner, best = seat, other
    partner_winning = view.game.partner_of(who) == winner
    return {other for other in DECK
            if other is not card
            and card not in rules.allowed((card, other), before, trump,
                                          partner_winning=partner_winning)}
