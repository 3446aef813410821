"""The Belote deal (BEL-5, BEL-8, BEL-9): five cards each and the upcard, the rest after
the bidding.

The dealer deals three cards to each player from his left, then two (cards 1 to 20 of
the deck, top first); card 21 is the *upcard*. After the bidding the taker adds the
upcard to his hand and the eleven cards left go round in the same order, three to
each player and two to the taker (cards 22 to 32). Until the bidding is over the deal
keeps those eleven cards, in order, as its ``stock``; :func:`completed` deals them.

>>> from jojotte_teach.engine.cards import DECK
>>> from jojotte_teach.engine.belote import BELOTE
>>> d = deal_deck(BELOTE, DECK, dealer=3)
>>> [c.text for c in d.hands[0]], d.turn_up, len(d.stock)
(['AS', 'KS', 'QS', '10H', '9H'], Card('10D'), 11)
>>> done = completed(d, taker=1)
>>> [c.text for c in done.draw[0]], [c.text for c in done.draw[1]]
(['9D', '8D', '7D'], ['10D', 'AC', 'KC'])
>>> deck_of(done) == deck_of(d) == DECK
True
"""

from __future__ import annotations

from ..cards import Card
from ..deal import Deal
from ..errors import InvalidRecordError
from ..game import Game

#: BEL-5: the two rounds of the first deal, three then two cards to each.
FIRST_PACKETS = (3, 2)
#: BEL-9: the second deal: three to each, two to the taker.
LATER, TAKER_LATER = 3, 2


def deal_deck(game: Game, deck: tuple[Card, ...], dealer: int) -> Deal:
    """The first deal of a deck, top first (BEL-5); the rest waits for the bidding."""
    order = game.players_of(dealer)
    hands: list[list[Card]] = [[] for _ in range(game.seats)]
    pos = 0
    for size in FIRST_PACKETS:
        for seat in order:
            hands[seat].extend(deck[pos:pos + size])
            pos += size
    return Deal(dealer=dealer, hands=tuple(tuple(h) for h in hands), turn_up=deck[pos],
                draw=game.per_seat(()), information_card=None, stock=tuple(deck[pos + 1:]),
                game=game)


def completed(deal: Deal, taker: int) -> Deal:
    """BEL-8, BEL-9: the deal once the taker is known: his later cards are the upcard and
    two more, every other player's three; nothing is left over."""
    if not deal.stock:
        return deal
    draw: list[tuple[Card, ...]] = [() for _ in deal.hands]
    pos = 0
    for seat in deal.game.players_of(deal.dealer):
        count = TAKER_LATER if seat == taker else LATER
        cards = deal.stock[pos:pos + count]
        pos += count
        draw[seat] = (deal.turn_up, *cards) if seat == taker else cards
    return Deal(dealer=deal.dealer, hands=deal.hands, turn_up=deal.turn_up, draw=tuple(draw),
                information_card=None, stock=(), game=deal.game)


def deck_of(deal: Deal) -> tuple[Card, ...]:
    """The deck, top first, that deals exactly this deal (what a record writes)."""
    order = deal.game.players_of(deal.dealer)
    deck: list[Card] = []
    start = 0
    for size in FIRST_PACKETS:
        for seat in order:
            deck.extend(deal.hands[seat][start:start + size])
        start += size
    deck.append(deal.turn_up)
    if deal.stock:
        deck.extend(deal.stock)
    else:
        for seat in order:
            deck.extend(c for c in deal.draw[seat] if c is not deal.turn_up)
    return tuple(deck)


def check(deal: Deal) -> None:
    """Five cards each; the upcard; then either the eleven cards still to deal, or each
    player's later cards, the upcard and two for the taker (BEL-5, BEL-9).

    Raises:
        InvalidRecordError: the deal does not fit.
    """
    for seat, hand in enumerate(deal.hands):
        if len(hand) != sum(FIRST_PACKETS):
            raise InvalidRecordError(f"seat {seat} is dealt {len(hand)} cards; BEL-5 deals 5")
    if deal.information_card is not None:
        raise InvalidRecordError("Belote has no information card (BEL-1)")
    if deal.stock:
        if len(deal.stock) != 11 or any(deal.draw):
            raise InvalidRecordError("eleven cards are dealt after the bidding (BEL-9)")
        return
    takers = [s for s, cards in enumerate(deal.draw) if deal.turn_up in cards]
    sizes = sorted(len(cards) for cards in deal.draw)
    if len(takers) != 1 or sizes != [LATER] * len(deal.draw):
        raise InvalidRecordError("after the bidding each player receives three cards, the "
                                 "taker the upcard and two (BEL-9)")
