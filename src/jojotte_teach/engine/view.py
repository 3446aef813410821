"""What one seat may see, at any table: the only input computer players and card tables get.

A :class:`PlayerView` holds the seat's own cards and everything public: how many
cards each seat holds, the turn-up, the information card, the calls and the choices
after the draw, the melds as far as they are shown, the cards played and the seat's
legal actions. It never holds another seat's hidden cards: the opponent's at two,
the hand set aside at three (THREE-8), a partner's (FOUR-1); the cutthroat dealer,
who sits out, sees only what is shown (CUT-1).

>>> from jojotte_teach.engine import CUTTHROAT, DECK, Deal, new_hand
>>> s = new_hand(Deal.from_seed(2, dealer=0), ("Ann", "Bob"))
>>> v = player_view(s, "Ann")
>>> len(v.hand), v.card_counts, v.information_card
(6, (6, 6), None)
>>> s = new_hand(Deal.from_deck(DECK, dealer=3, game=CUTTHROAT), ("Ann", "Bob", "Cat", "Dan"))
>>> v = player_view(s, "Ann")
>>> len(v.hand), v.card_counts, [a.short() for a in v.legal]
(6, (6, 6, 6, 0), ['pass', 'accept'])
>>> dealer = player_view(s, "Dan")
>>> dealer.hand, dealer.legal, dealer.turn_up == v.turn_up
((), (), True)
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action, Verb
from .cards import Card
from .errors import InvalidNotationError
from .game import Game
from .hand import Contract, HandState, Phase, Trick
from .interrogation import MeldOutcome
from .melds import Meld
from .rules import Rules
from .state import legal_actions


@dataclass(frozen=True)
class PlayerView:
    """One seat's view of a hand, at any table.

    Attributes:
        seat, player: whose view this is (any seat of the table, also one that does
            not play this hand).
        game, players, rules, dealer, phase: public facts of the hand.
        to_act: the seat whose turn it is.
        active: the seats that play the cards (THREE-8: the active defender and the
            declarer at three, once the defence is settled).
        hand: the seat's own cards (none for the cutthroat dealer, CUT-1).
        card_counts: how many cards each seat holds, in seat order.
        turn_up: the face-up card (the seven of trumps after the dix).
        information_card: the stock's bottom card, once drawn (DRAW-2; never in a
            partnership, FOUR-3).
        dix_by: the seat that exchanged the seven of trumps, if any.
        dix_card: the turn-up that seat took in exchange: public, so known to be in
            that hand until it is played (DIX-1, FOUR-6).
        history: every action so far, public; another seat's meld declaration shows its
            cards only once the meld is shown (MELD-5, FOUR-5), else it stays ``meld``.
        stage: the game's own public part of the hand: its auction, then the choices
            after the draw (THREE-4 to THREE-7, FOUR-4).
        auction_contract, contract: the auction's and the final contract, once known.
        melds: each seat's declared melds as this seat sees them: all of its own, the
            others' only as they are shown (MELD-5, FOUR-5).
        meld_outcome: the interrogation, once settled (two players, and the active pair
            at three).
        meld_points: each seat's meld points, once settled.
        leader: the seat that leads (or led) the trick in progress.
        trick: the cards of the trick in progress; ``tricks`` the finished tricks.
        jo, jojotte: each seat's announcements (JOJ-2).
        legal: the actions this seat may take now.
    """

    seat: int
    player: str
    game: Game
    players: tuple[str, ...]
    rules: Rules
    dealer: int
    phase: Phase
    to_act: int
    active: tuple[int, ...]
    hand: tuple[Card, ...]
    card_counts: tuple[int, ...]
    turn_up: Card
    information_card: Card | None
    dix_by: int | None
    dix_card: Card | None
    history: tuple[Action, ...]
    stage: object | None
    auction_contract: Contract | None
    contract: Contract | None
    melds: tuple[tuple[Meld, ...], ...]
    meld_outcome: MeldOutcome | None
    meld_points: tuple[int, ...]
    leader: int
    trick: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    jo: tuple[bool, ...]
    jojotte: tuple[bool, ...]
    legal: tuple[Action, ...]

    @property
    def is_my_turn(self) -> bool:
        """Whether this seat has something to do now (its turn, a meld or the dix)."""
        return bool(self.legal)

    @property
    def plays_this_hand(self) -> bool:
        """Whether this seat plays cards (THREE-8; CUT-1: never the cutthroat dealer)."""
        return self.seat in self.active

    @property
    def opponent_card_count(self) -> int:
        """At two players, how many cards the opponent holds."""
        return self.card_counts[self.game.opponent_of(self.seat)]

    def played_cards(self) -> tuple[Card, ...]:
        """Every card played so far, the current trick included."""
        return tuple(c for t in self.tricks for c in t.cards) + self.trick


#: What every seat sees of the hand as it stands, copied from the state unchanged.
_PUBLIC = ("game", "players", "rules", "dealer", "phase", "to_act", "active", "turn_up",
           "information_card", "dix_by", "stage", "auction_contract", "contract",
           "meld_outcome", "meld_points", "leader", "trick", "tricks", "jo", "jojotte")


def player_view(state: HandState, seat: int | str) -> PlayerView:
    """The view of a hand that one seat has (by seat or name).

    Raises:
        InvalidNotationError: no such player or seat.
    """
    if isinstance(seat, str):
        seat = state.seat_of(seat)
    elif not 0 <= seat < len(state.players):
        raise InvalidNotationError(f"there is no seat {seat} at this table")
    name = state.players[seat]
    melds = visible_melds(state, seat)
    history = tuple(
        Action(a.player, Verb.MELD) if (
            a.verb is Verb.MELD and a.player != name
            and Meld(a.cards) not in melds[state.seat_of(a.player)]) else a
        for a in state.history
    )
    public = {f: getattr(state, f) for f in _PUBLIC}
    return PlayerView(
        seat=seat,
        player=name,
        hand=state.hands[seat],
        card_counts=tuple(len(h) for h in state.hands),
        dix_card=None if state.dix_by is None else state.deal.turn_up,
        history=history,
        melds=melds,
        legal=tuple(a for a in legal_actions(state) if a.player == name),
        **public,
    )


def visible_melds(state: HandState, seat: int) -> tuple[tuple[Meld, ...], ...]:
    """Each seat's declared melds as one seat sees them: its own all, others' if shown."""
    shown = state.game.rules.shown_melds(state)
    return tuple(state.melds[s] if s == seat else shown[s] for s in range(len(state.players)))
