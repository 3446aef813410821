"""The heuristic's bidding in Belote (BEL-6 to BEL-8): take the upcard's suit, or name one.

The taker adds the upcard to his hand whatever the trump (BEL-8), so a suit's strength
is counted on the five cards held and the upcard, as in :mod:`..bidding`: about one
point per likely trick, the Jack and Nine of trumps first, then plain Aces and guarded
Tens. The partner's three more cards and his play do the rest:

* **T-TAKE-1** (BEL-6): in round one, take the upcard's suit when that strength
  reaches :data:`TAKE_AT`.
* **T-TAKE-2** (BEL-7): in round two, name the strongest suit offered when it
  reaches :data:`TAKE_AT`; else pass.

>>> from jojotte_teach.engine import DECK, Deal, new_hand, player_view, get_game
>>> s = new_hand(Deal.from_deck(DECK, 3, get_game("belote")), ("Ann", "Bob", "Cat", "Dan"))
>>> [c.text for c in s.hands[0]], s.turn_up.text
(['AS', 'KS', 'QS', '10H', '9H'], '10D')
>>> belote_call(player_view(s, 0)).short()
'pass'
"""

from __future__ import annotations

from ...engine.actions import Action, Verb
from ...engine.cards import Card, Suit
from ...engine.view import PlayerView
from ..bidding import trump_strength

__all__ = ["TAKE_AT", "belote_call", "take_strength"]

#: T-TAKE-1, T-TAKE-2: the strength of the five cards and the upcard needed to take. Six
#: cards of the eight are counted, and the partner holds eight more: a little less than
#: the 5.5 that accepts at two players with six cards of nine.
TAKE_AT = 5.0


def take_strength(hand: tuple[Card, ...], upcard: Card, trump: Suit) -> float:
    """The strength of a hand and the upcard with ``trump`` as trumps (BEL-8).

    >>> from jojotte_teach.engine import parse_cards
    >>> take_strength(parse_cards("JH 9H 7S AS 8C"), Card("7H"), Suit.HEARTS)
    7.9
    """
    return trump_strength((*hand, upcard), trump)


def belote_call(view: PlayerView) -> Action:
    """The heuristic's word in the Belote bidding (T-TAKE-1, T-TAKE-2)."""
    passing = next(a for a in view.legal if a.verb is Verb.PASS)
    upcard = view.turn_up
    offers = [(upcard.suit, a) for a in view.legal if a.verb is Verb.ACCEPT]
    offers += [(Suit(a.strain), a) for a in view.legal
               if a.verb is Verb.BID and a.strain is not None]
    if not offers:
        return passing
    suit, best = max(offers, key=lambda o: (take_strength(view.hand, upcard, o[0]),
                                            -o[0].index))
    return best if take_strength(view.hand, upcard, suit) >= TAKE_AT else passing
