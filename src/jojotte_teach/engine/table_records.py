"""Records of the three- and four-player games (HAND_RECORD.md, "Three and four players").

Their deal is always a ``deck`` of 32 cards, dealt as the game says; every choice
is written and no forced step is; the deal passes to the left after every hand.

>>> from jojotte_teach.engine.cards import DECK
>>> from jojotte_teach.engine.game import PARTNERSHIP
>>> deal = Deal.from_deck(DECK, dealer=1, game=PARTNERSHIP)
>>> Deal.from_deck(deck_of(deal), dealer=1, game=PARTNERSHIP) == deal
True
"""

from __future__ import annotations

from .cards import Card
from .deal import Deal
from .errors import InvalidRecordError
from .game import Game


def deck_of(deal: Deal) -> tuple[Card, ...]:
    """A deck, top first, that deals exactly this deal (the inverse of ``Deal.from_deck``).

    The cards that never come into play go where the stock lies, in the engine's order.
    """
    game = deal.game
    order = game.players_of(deal.dealer)
    deck: list[Card] = []
    for packet in range(2):
        for seat in order:
            deck.extend(deal.hands[seat][3 * packet : 3 * packet + 3])
    if game.partnerships:
        for seat in order:
            deck.extend(deal.draw[seat])  # the dealer's two end the deck, the turn-up last
        if deck[-1] != deal.turn_up:
            deck[-2], deck[-1] = deck[-1], deck[-2]
        return tuple(deck)
    deck.append(deal.turn_up)
    for seat in order:
        deck.extend(deal.draw[seat])
    deck.extend(deal.stock)
    assert deal.information_card is not None
    deck.append(deal.information_card)
    return tuple(deck)


def next_dealer(game: Game, dealer: int) -> int:
    """THREE-1, FOUR-1, CUT-1: the deal passes to the left after every hand, throw-ins too.

    >>> from jojotte_teach.engine.game import CUTTHROAT
    >>> next_dealer(CUTTHROAT, 3)
    0
    """
    return (dealer + 1) % game.seats


def check_table_dealer(game: Game, previous: int, dealer: int, players: tuple[str, ...],
                       number: int) -> None:
    """A session's next hand is dealt by the previous dealer's left.

    Raises:
        InvalidRecordError: someone else deals.
    """
    expected = next_dealer(game, previous)
    if dealer != expected:
        rule = {"three": "THREE-1", "partnership": "FOUR-1", "cutthroat": "CUT-1"}[game.name]
        raise InvalidRecordError(f"hand {number}: {players[dealer]} deals, but the deal "
                                 f"passes to the left, to {players[expected]} ({rule})")
