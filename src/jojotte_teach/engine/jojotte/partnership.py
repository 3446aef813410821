"""The partnership game's own rules (FOUR-1 to FOUR-9).

Four play the auction round the table (:mod:`.auction_partnership`); each draws two
and the dealer takes the turn-up (FOUR-3); Nullo and Slam, the melds and the dix
have no turn and the first card closes them (FOUR-4, FOUR-5, FOUR-6); the dealer's
left leads eight tricks of four cards (FOUR-7); sides score (FOUR-8, FOUR-9).

>>> from jojotte_teach.engine import DECK, Deal, PARTNERSHIP, legal_actions, new_hand
>>> s = new_hand(Deal.from_deck(DECK, dealer=3, game=PARTNERSHIP), ("Ann", "Bob", "Cat", "Dan"))
>>> [str(a) for a in legal_actions(s)]
['Ann pass', 'Ann accept']
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..actions import Action, Verb
from ..cards import Card
from ..deal import Deal, deal_in_packets
from ..dix import apply_dix
from ..errors import InvalidRecordError, does
from ..hand import Contract, HandState, Phase, evolve
from ..invariants import require
from ..melds import Meld
from ..tricks import TrickRules, apply_card, card_rule
from . import auction_partnership as four
from .auction_partnership import PartnershipAuction
from .calls import Auction, Call, as_call
from .family import JoJotteRules
from .melding import (
    declare_meld,
    partnership_meld_order,
    settle_sides,
    shown_by_sides,
)
from .outcome import score_table, table_outcome
from .three import LATER_VERBS, later_refusal, named_turn

if TYPE_CHECKING:
    from ..game import Game
    from ..scoring import HandScore


@dataclass(frozen=True, slots=True)
class Specials:
    """FOUR-4: who bid Nullo and Slam; a meld, the dix or a card closes the special bids.

    The partnership game's ``state.stage`` after the draw.
    """

    nullo_by: int | None = None
    slam_by: int | None = None
    closed: bool = False


def specials_of(state: HandState) -> Specials:
    """The partnership's special bids as they stand."""
    stage = state.stage
    assert isinstance(stage, Specials)
    return stage


def _auction(state: HandState) -> PartnershipAuction:
    stage = state.stage
    assert isinstance(stage, PartnershipAuction)
    return stage


def _closed(state: HandState) -> Specials:
    return replace(specials_of(state), closed=True)


class PartnershipRules(JoJotteRules):
    """Jo-Jotte for four in two partnerships (MULTI-4)."""

    tricks = TrickRules(follow="FOUR-7", trump="FOUR-7", beat="FOUR-7", first_lead="FOUR-7",
                        card_rule="FOUR-7")
    drawn = 2
    thrown_in = ("FOUR-2", "the hand was thrown in")
    thrown_in_line = ("Everybody passed twice round: the hand is thrown in", "FOUR-2")

    def deal(self, game: Game, deck: tuple[Card, ...], dealer: int) -> Deal:
        """FOUR-1, FOUR-3: three and three from the dealer's left; the deck's last card is
        the turn-up; after the auction two each, the dealer's two the last, the turn-up
        among them."""
        return deal_in_packets(deck, dealer, game, drawn=2, turn_up_last=True)

    def check_turn_up(self, deal: Deal) -> None:
        if deal.information_card is not None:
            raise InvalidRecordError("a partnership has no information card; the others one")
        if deal.turn_up not in deal.draw[deal.dealer]:
            raise InvalidRecordError("the dealer takes the turn-up at the draw (FOUR-3)")

    def start_auction(self, game: Game, deal: Deal) -> Auction:
        return four.start_partnership_auction(game, deal.dealer, deal.turn_up.suit.value)

    def auction_calls(self, state: HandState) -> list[Call]:
        return four.calls(_auction(state))

    def auction_call(self, state: HandState, made: Call) -> Auction:
        return four.call(_auction(state), made)

    def auction_rule(self, state: HandState, made: Call) -> str:
        return "FOUR-2"

    def auction_refusal(self, state: HandState, action: Action, seat: int) -> tuple[str, str]:
        if action.verb in LATER_VERBS:
            return later_refusal(action)
        rule, reason = four.refusal(_auction(state), seat, as_call(action))
        return rule, named_turn(state, reason)

    def after_draw(self, state: HandState, auction: Auction) -> HandState:
        # FOUR-7: the dealer's left leads; Nullo, Slam, melds and the dix come first.
        leader = state.game.left_of(state.deal.dealer)
        return evolve(state, stage=Specials(), leader=leader, to_act=leader)

    # ------------------------------------------------------------ after the draw

    def special_actions(self, state: HandState) -> list[Action]:
        """FOUR-4: Nullo by a defender who did not double, then Slam by the declaring side."""
        specials = specials_of(state)
        if specials.closed or specials.slam_by is not None:
            return []
        contract = state.auction_contract
        assert contract is not None
        game = state.game
        declaring = game.side_of(contract.declarer)
        actions = []
        if specials.nullo_by is None:
            for seat in range(game.seats):
                if game.side_of(seat) != declaring and (
                        seat != contract.doubled_by or state.rules.nullo_after_double):
                    actions.append(Action(state.players[seat], Verb.NULLO))
        for seat in range(game.seats):
            if game.side_of(seat) == declaring:
                actions.append(Action(state.players[seat], Verb.SLAM))
        return actions

    def meld_order(self, state: HandState) -> tuple[int, ...]:
        """FOUR-5: every seat from the declarer's left."""
        contract = state.contract
        assert contract is not None
        return partnership_meld_order(contract.declarer, state.game.seats)

    def declaring_actions(self, state: HandState) -> list[Action]:
        return self.special_actions(state) + self.open_acts(state)

    def declare(self, state: HandState, action: Action, seat: int,
                history: tuple[Action, ...]) -> HandState:
        verb = action.verb
        auction = state.auction_contract
        assert auction is not None
        specials = specials_of(state)
        if verb is Verb.NULLO:
            # FOUR-4: Nullo replaces the contract; the Nullo bidder becomes declarer.
            nullo = Contract(seat, "NT", auction.multiplier, "nullo", False, auction.doubled_by)
            return evolve(state, history=history, contract=nullo,
                          stage=replace(specials, nullo_by=seat))
        if verb is Verb.SLAM:
            # FOUR-4: Slam overrides Nullo; the original declarer stays the official declarer.
            slam = Contract(auction.declarer, auction.strain, auction.multiplier, "slam",
                            auction.accepted_turn_up, auction.doubled_by)
            return evolve(state, history=history, contract=slam,
                          stage=replace(specials, slam_by=seat))
        if verb is Verb.MELD:
            return evolve(declare_meld(state, action, seat, history), stage=_closed(state))
        settled = evolve(settle_sides(state), stage=_closed(state))
        return apply_card(settled, action, seat, history)

    def take_dix(self, state: HandState, seat: int, history: tuple[Action, ...]) -> HandState:
        # FOUR-4: the dix, like a meld or a card, closes the special bids.
        return evolve(apply_dix(state, seat, history), stage=_closed(state))

    def dix_rule(self) -> str:
        return "FOUR-6"

    def declaring_rule(self, state: HandState, action: Action) -> str:
        if action.verb in (Verb.NULLO, Verb.SLAM):
            return "FOUR-4"
        if action.verb is Verb.MELD:
            return "FOUR-5"
        return card_rule(state, action, self.tricks)

    def declaring_refusal(self, state: HandState, action: Action,
                          seat: int) -> tuple[str, str]:
        return self.open_acts_refusal(state, action, seat)

    def play_refusal(self, state: HandState, action: Action, seat: int) -> tuple[str, str]:
        verb = action.verb
        if verb is Verb.MELD:
            return "FOUR-5", "melds are declared before the first card"
        if verb is Verb.PASS:
            return "FOUR-4", "Nullo and Slam have no turn: saying nothing declines them"
        if verb in (Verb.DEFEND, Verb.WITHDRAW):
            return "MULTI-3", f"{verb.value} belongs to the three-player game"
        return special_refusal(state, action, seat)

    def first_leader(self, state: HandState) -> str:
        return "the dealer's left"

    def meld_rule(self) -> str:
        return "FOUR-5"

    def opening_leader(self, state: HandState) -> int:
        """FOUR-7: the dealer's left leads."""
        return state.game.left_of(state.deal.dealer)

    def check_stage(self, state: HandState) -> None:
        """After the draw nobody has a turn but the first leader (FOUR-4 to FOUR-7)."""
        super().check_stage(state)
        if state.phase is Phase.DECLARING:
            require(state.to_act == state.leader, "the first leader is not to act")

    def score_played(self, state: HandState, prison: int) -> HandScore:
        return score_table(table_outcome(state), prison)

    def shown_melds(self, state: HandState) -> tuple[tuple[Meld, ...], ...]:
        return shown_by_sides(state)


def special_refusal(state: HandState, action: Action, seat: int) -> tuple[str, str]:
    """``(rule, reason)`` for a Nullo or Slam that may not be bid now (FOUR-4)."""
    contract = state.auction_contract
    assert contract is not None
    specials = specials_of(state)
    if specials.closed:
        return "FOUR-4", "special bids come before any meld, dix or card"
    declaring = state.game.side_of(contract.declarer) == state.game.side_of(seat)
    if action.verb is Verb.SLAM:
        if not declaring:
            return "FOUR-4", "only the declarer or the declarer's partner may bid Slam"
        return "FOUR-4", "Slam is bid at most once"
    if declaring:
        return "FOUR-4", "only a defender may bid Nullo"
    if specials.slam_by is not None:
        return "FOUR-4", "a Nullo after a Slam is not allowed"
    if seat == contract.doubled_by:
        return "FOUR-4", (f"{does(action.player, 'doubled')}, and a player whose double "
                          "stood may not bid Nullo (the doubler's partner may)")
    return "FOUR-4", "Nullo is bid at most once"
