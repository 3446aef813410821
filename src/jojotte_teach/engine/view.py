"""What one player may see: the only input the computer opponent and card tables get.

A :class:`PlayerView` holds the player's own cards and everything public
(turn-up, information card, calls, cards played, the interrogation and the
melds shown), never the opponent's hidden cards.

>>> from jojotte_teach.engine import Deal, new_hand
>>> s = new_hand(Deal.from_seed(2, dealer=0), ("Ann", "Bob"))
>>> v = player_view(s, "Ann")
>>> len(v.hand), v.opponent_card_count, v.information_card
(6, 6, None)
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action, Verb
from .cards import Card
from .melds import Meld, MeldOutcome
from .rules import Rules
from .state import Contract, HandState, Phase, Trick, legal_actions


@dataclass(frozen=True)
class PlayerView:
    """One player's view of a hand.

    Attributes:
        seat, player: whose view this is.
        players, rules, dealer, phase: public facts of the hand.
        to_act: the seat whose turn it is.
        hand: the player's own cards.
        opponent_card_count: how many cards the opponent holds.
        turn_up: the face-up card beside the stock (the seven of trumps after the dix).
        information_card: the stock's bottom card, once drawn (DRAW-2).
        history: every action so far; the opponent's meld declarations show their cards
            only once the interrogation has made him show them (MELD-5); the others stay
            hidden for the whole hand.
        contract, auction_contract: the final and the auction's contract, once known.
        meld_outcome: the interrogation, once both have spoken.
        tricks, trick: the finished tricks and the cards of the trick in progress.
        dix_by: the seat that exchanged the seven of trumps, if any.
        dix_card: the turn-up that seat took in exchange: public, so known to be in
            that hand until it is played (DIX-1).
        legal: the actions this player may take now.
    """

    seat: int
    player: str
    players: tuple[str, ...]
    rules: Rules
    dealer: int
    phase: Phase
    to_act: int
    hand: tuple[Card, ...]
    opponent_card_count: int
    turn_up: Card
    information_card: Card | None
    history: tuple[Action, ...]
    contract: Contract | None
    auction_contract: Contract | None
    meld_outcome: MeldOutcome | None
    tricks: tuple[Trick, ...]
    trick: tuple[Card, ...]
    dix_by: int | None
    dix_card: Card | None
    legal: tuple[Action, ...]

    @property
    def is_my_turn(self) -> bool:
        """Whether this player has something to do now (his turn, or a dix to take)."""
        return bool(self.legal)

    def played_cards(self) -> tuple[Card, ...]:
        """Every card played so far, the current trick included."""
        return tuple(c for t in self.tricks for c in t.cards) + self.trick


def player_view(state: HandState, player: str | int) -> PlayerView:
    """The view of the hand that one player has (by name or seat).

    Raises:
        InvalidNotationError: no such player.
    """
    seat = player if isinstance(player, int) else state.seat_of(player)
    opponent = 1 - seat
    shown = set(state.meld_outcome.shown(opponent)) if state.meld_outcome else set()
    history = tuple(
        Action(a.player, Verb.MELD) if (
            a.verb is Verb.MELD and a.player == state.players[opponent]
            and Meld(a.cards) not in shown) else a
        for a in state.history
    )
    return PlayerView(
        seat=seat,
        player=state.players[seat],
        players=state.players,
        rules=state.rules,
        dealer=state.dealer,
        phase=state.phase,
        to_act=state.to_act,
        hand=state.hands[seat],
        opponent_card_count=len(state.hands[opponent]),
        turn_up=state.turn_up,
        information_card=state.information_card,
        history=history,
        contract=state.contract,
        auction_contract=state.auction_contract,
        meld_outcome=state.meld_outcome,
        tricks=state.tricks,
        trick=state.trick,
        dix_by=state.dix_by,
        dix_card=None if state.dix_by is None else state.deal.turn_up,
        legal=tuple(a for a in legal_actions(state) if a.player == state.players[seat]),
    )
