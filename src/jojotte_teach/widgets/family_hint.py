"""The auction's hint in Klaberjass and Belote: the computer players' call, and why.

Jo-Jotte's two-player hint searches the contracts (its scoring above and below the
line); Klaberjass and Belote score otherwise, so their hint is the computer players'
rule of thumb, said plainly: the call it makes with the reader's cards, what it counts
in each suit it may name now (about a point for each trick the hand should take), and
where it takes. Belote counts the upcard in the taker's hand (BEL-8).

>>> from jojotte_teach.engine import DECK, Deal, get_game, new_hand
>>> s = new_hand(Deal.from_deck(DECK, 3, get_game("belote")), ("Ann", "Bob", "Cat", "Dan"))
>>> print(family_auction_hint(s, 0))  # doctest: +ELLIPSIS
Hint for the auction: the computer players would choose “Pass” here. ...
>>> family_auction_hint(s, 1)
'A hint for the auction comes when it is your turn to call.'
"""

from __future__ import annotations

from ..ai.bidding import ACCEPT_AT, trump_strength
from ..ai.heuristic.taking import TAKE_AT
from ..ai.players import get_player
from ..engine.actions import Verb
from ..engine.cards import Suit
from ..engine.hand import HandState
from ..engine.view import player_view
from ..render.words import action_label

__all__ = ["family_auction_hint"]


def family_auction_hint(state: HandState, seat: int) -> str:
    """The hint for ``seat``'s call in a Klaberjass or Belote auction."""
    view = player_view(state, seat)
    if not view.legal:
        return "A hint for the auction comes when it is your turn to call."
    call = get_player("heuristic").choose(view)
    belote = state.game.partnerships
    upcard = state.turn_up
    # BEL-8: the taker adds the upcard to his hand, whatever the trump.
    cards = (*view.hand, upcard) if belote else view.hand
    suits = [upcard.suit if a.verb is Verb.ACCEPT else Suit(a.strain) for a in view.legal
             if a.verb is Verb.ACCEPT or (a.verb is Verb.BID and a.strain not in (None, "NT"))]
    counted = ", ".join(f"{trump_strength(cards, suit):.1f} in {suit.word}" for suit in suits)
    if belote:
        where = (f"They take from {TAKE_AT:.1f}, counting the upcard as yours, since the "
                 "taker gets it (BEL-8).")
    else:
        where = f"They accept or bid a suit from {ACCEPT_AT:.1f}."
    counts = (f" Their rule of thumb counts about a point for each trick a hand should take: "
              f"with trumps as offered now, your cards count {counted}. {where}"
              if counted else "")
    return (f"Hint for the auction: the computer players would choose "
            f"“{action_label(state, call)}” here.{counts}")
