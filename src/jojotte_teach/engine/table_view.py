"""What one seat may see at a table of three or four: the input of card tables and players.

A :class:`TableView` holds the seat's own cards and everything public: how many
cards each seat holds, the turn-up, the information card, the calls and the
choices after the draw, the melds as far as they are shown, the cards played and
the seat's legal actions. It never holds another seat's hidden cards: nobody sees
the hand set aside at three (THREE-8), partners do not see each other's cards
(FOUR-1), and the cutthroat dealer, who sits out, sees only what is shown (CUT-1).

>>> from jojotte_teach.engine import CUTTHROAT, DECK, Deal, new_table_hand
>>> players = ("Ann", "Bob", "Cat", "Dan")
>>> s = new_table_hand(Deal.from_deck(DECK, dealer=3, game=CUTTHROAT), players)
>>> v = table_view(s, "Ann")
>>> len(v.hand), v.card_counts, v.information_card, [a.short() for a in v.legal]
(6, (6, 6, 6, 0), None, ['pass', 'accept'])
>>> dealer = table_view(s, "Dan")
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
from .melds import Meld, MeldOutcome, counts
from .partnership_auction import PartnershipAuction
from .rules import Rules
from .table_auction import TableAuction
from .table_defence import TableDefence
from .table_hand import table_legal_actions
from .table_melds import side_meld_points


@dataclass(frozen=True)
class TableView:
    """One seat's view of a hand at three or four.

    Attributes:
        seat, player: whose view this is (any seat of the table, also one that does
            not play this hand).
        game, players, rules, dealer, phase: public facts of the hand.
        to_act: the seat whose turn it is.
        active: the seats that play the cards: the active defender and the declarer at
            three once the defence is settled (THREE-8), all four in a partnership.
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
        calls: the auction (THREE-2, THREE-3, FOUR-2).
        defence: the choices after the draw at three (THREE-4 to THREE-7).
        auction_contract, contract: the auction's and the final contract, once known.
        melds: each seat's declared melds as this seat sees them: all of its own; at
            three another's only as the interrogation shows them (MELD-5), in a
            partnership those of the side that scores each class (FOUR-5).
        meld_outcome: the interrogation between the active pair at three, once settled
            (index 0 is the active defender, 1 the declarer).
        meld_points: each seat's meld points, once settled at the first card.
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
    calls: TableAuction | PartnershipAuction | None
    defence: TableDefence | None
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
        return self.seat in self.active and not (
            self.game.dealer_sits_out and self.seat == self.dealer)

    def played_cards(self) -> tuple[Card, ...]:
        """Every card played so far, the current trick included."""
        return tuple(c for t in self.tricks for c in t.cards) + self.trick


def table_view(state: HandState, seat: int | str) -> TableView:
    """The view of a hand at three or four that one seat has (by seat or name).

    Raises:
        InvalidNotationError: no such player or seat, or a two-player hand (use
            :func:`.view.player_view`).
    """
    if state.calls is None:
        raise InvalidNotationError("a two-player hand has player_view, not table_view")
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
    return TableView(
        seat=seat,
        player=name,
        game=state.game,
        players=state.players,
        rules=state.rules,
        dealer=state.dealer,
        phase=state.phase,
        to_act=state.to_act,
        active=state.active,
        hand=state.hands[seat],
        card_counts=tuple(len(h) for h in state.hands),
        turn_up=state.turn_up,
        information_card=state.information_card,
        dix_by=state.dix_by,
        dix_card=None if state.dix_by is None else state.deal.turn_up,
        history=history,
        calls=state.calls,
        defence=state.defence,
        auction_contract=state.auction_contract,
        contract=state.contract,
        melds=melds,
        meld_outcome=state.meld_outcome,
        meld_points=state.meld_points,
        leader=state.leader,
        trick=state.trick,
        tricks=state.tricks,
        jo=state.jo,
        jojotte=state.jojotte,
        legal=tuple(a for a in table_legal_actions(state) if a.player == name),
    )


def shown_melds(state: HandState) -> tuple[tuple[Meld, ...], ...]:
    """The melds each seat has shown to the table (none before the melds are settled).

    At three the interrogation shows the melds of each class's winner (MELD-5,
    THREE-8); in a partnership the side holding the best meld of a class shows every
    meld of that class its two players declared (FOUR-5).
    """
    seats = len(state.players)
    shown: list[tuple[Meld, ...]] = [() for _ in range(seats)]
    if not state.meld_points:
        return tuple(shown)  # settled at the first card; until then nothing is shown
    if state.meld_outcome is not None:
        for index, who in enumerate(state.active):  # 0: the active defender, 1: the declarer
            shown[who] = state.meld_outcome.shown(index)
        return tuple(shown)
    contract = state.contract
    assert contract is not None
    if not (state.rules.melds_on_special_hands or contract.special is None):
        return tuple(shown)  # SPEC-5 under this profile: no meld scores, none is shown
    trump = contract.trump
    sides = [state.game.side_of(s) for s in range(seats)]
    for is_four in (True, False):
        of_class = [tuple(m for m in declared if m.is_four == is_four and counts(m, trump))
                    for declared in state.melds]
        points = side_meld_points(of_class, trump, sides)
        winners = {sides[s] for s in range(seats) if points[s]}
        for s in range(seats):
            if sides[s] in winners:
                shown[s] += of_class[s]
    return tuple(shown)


def visible_melds(state: HandState, seat: int) -> tuple[tuple[Meld, ...], ...]:
    """Each seat's declared melds as one seat sees them: his own all, others' if shown."""
    shown = shown_melds(state)
    return tuple(state.melds[s] if s == seat else shown[s] for s in range(len(state.players)))
