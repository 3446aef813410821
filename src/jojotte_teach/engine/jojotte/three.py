"""The three-player and cutthroat games' own rules (THREE-1 to THREE-13, CUT-1 to CUT-3).

Three play the auction (:mod:`.auction_three`); after the draw the players choose
who defends, Nullo and Slam (:mod:`.defence`); then only the declarer and the active
defender play, the defender melding and leading first, and they settle the melds by
the interrogation (THREE-8). In cutthroat the dealer sits out (CUT-1). A hand is
scored column by column (:mod:`.outcome`).

>>> from jojotte_teach.engine import Action, DECK, Deal, THREE, explain, new_hand
>>> s = new_hand(Deal.from_deck(DECK, dealer=2, game=THREE), ("Ann", "Bob", "Cat"))
>>> explain(s, Action.parse("Bob accept")).message
"Bob cannot accept: it is Ann's turn to call (THREE-2)"
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action, Verb
from ..hand import Contract, HandState, Phase, evolve, stage_as
from ..invariants import require
from ..tricks import TrickRules, apply_card, card_rule
from . import auction_three, defence
from .auction_three import ThreeAuction
from .calls import Auction, AuctionForm, Call, actions_of, named_turn
from .defence import Defence
from .family import JoJotteRules
from .melding import declare_meld, settle_pair
from .outcome import score_table, table_outcome

if TYPE_CHECKING:
    from ..scoring import HandScore

class ThreePlayerRules(JoJotteRules):
    """Jo-Jotte for three players, and cutthroat at four (MULTI-3, MULTI-4C)."""

    tricks = TrickRules(card_rule="THREE-8")
    auction = AuctionForm(auction_three.ThreeAuction, auction_three.start_auction,
                          auction_three.calls, auction_three.call,
                          auction_three.refusal)
    thrown_in = ("THREE-2", "the hand was thrown in")

    def auction_rule(self, state: HandState, made: Call) -> str:
        # THREE-3: the double, the side taken and the redouble, and a pass in their turns.
        if made.verb in ("double", "redouble", "side") or stage_as(state, ThreeAuction).step in (
                "double", "side", "redouble"):
            return "THREE-3"
        return "THREE-2"

    def after_draw(self, state: HandState, auction: Auction) -> HandState:
        calls = auction
        assert isinstance(calls, ThreeAuction) and calls.bidder is not None
        started = defence.start_defence(state.game, state.deal.dealer, calls.bidder,
                                        calls.doubler, calls.sider, calls.with_declarer)
        assert started.to_act is not None
        return evolve(state, stage=started, to_act=started.to_act)

    # ------------------------------------------------------------ after the draw

    def meld_order(self, state: HandState) -> tuple[int, ...]:
        """THREE-8: the active defender, then the declarer."""
        d = stage_as(state, Defence)
        assert d.defender is not None and d.declarer is not None
        return (d.defender, d.declarer)

    def declaring_actions(self, state: HandState) -> list[Action]:
        d = stage_as(state, Defence)
        if d.step != "settled":
            return actions_of(state, defence.choices(d))
        return self.open_acts(state)

    def declare(self, state: HandState, action: Action, seat: int,
                history: tuple[Action, ...]) -> HandState:
        d = stage_as(state, Defence)
        if d.step != "settled":
            after = defence.choose(d, action.verb.value)
            if after.step != "settled":
                assert after.to_act is not None
                return evolve(state, history=history, stage=after, to_act=after.to_act)
            return settled_contract(evolve(state, history=history, stage=after), after)
        if action.verb is Verb.MELD:
            return declare_meld(state, action, seat, history)
        order = self.meld_order(state)
        return apply_card(settle_pair(state, order[0], order[1]), action, seat, history)

    def declaring_rule(self, state: HandState, action: Action) -> str:
        d = stage_as(state, Defence)
        if d.step == "slam":
            return "THREE-7"
        if d.step == "defence":
            return "THREE-7" if d.slam else "THREE-6"
        if d.step != "settled":
            return "THREE-5" if d.doubler is not None else "THREE-4"
        if action.verb is Verb.MELD:
            return "THREE-8"
        return card_rule(state, action, self.tricks)

    def declaring_refusal(self, state: HandState, action: Action,
                          seat: int) -> tuple[str, str]:
        verb = action.verb
        d = stage_as(state, Defence)
        if d.step != "settled":
            if verb in (Verb.PLAY, Verb.MELD, Verb.DIX):
                return "THREE-8", ("melds, the dix and the play wait until the active "
                                   "defender is known")
            rule, reason = defence.refusal(d, seat, verb.value)
            return rule, named_turn(state, reason)
        return self.open_acts_refusal(state, action, seat)

    def play_refusal(self, state: HandState, action: Action, seat: int) -> tuple[str, str]:
        verb = action.verb
        if verb is Verb.MELD:
            return "THREE-8", "melds are declared before the first card"
        d = stage_as(state, Defence)
        if verb is Verb.DEFEND and seat == d.defender:
            return ("THREE-7" if d.slam else "THREE-6"), (
                f"{action.player} defends because the other withdrew: a forced step is not "
                "written in a record")
        if verb is Verb.PASS:
            return "THREE-8", "there is nothing to pass: declare a meld or play"
        return "THREE-7", "the defence, Nullo and Slam are settled"

    def first_leader(self, state: HandState) -> str:
        return "the active defender"

    def meld_rule(self) -> str:
        return "THREE-8"

    def opening_leader(self, state: HandState) -> int:
        """THREE-8: the active defender leads."""
        defender = stage_as(state, Defence).defender if isinstance(state.stage, Defence) else None
        return state.leader if defender is None else defender

    def check_stage(self, state: HandState) -> None:
        """The choices after the draw go in turn; once settled the active pair is the
        active defender and the declarer, and they settle the melds by interrogation."""
        super().check_stage(state)
        if state.phase in (Phase.AUCTION, Phase.THROWN_IN):
            return
        d = stage_as(state, Defence)
        if d.step != "settled":
            require(state.phase is Phase.DECLARING, "cards played before the defence is known")
            require(state.to_act == d.to_act, "the wrong player is to choose")
            return
        require(state.active == (d.defender, d.declarer),
                "the active pair is not the active defender and the declarer")
        if state.phase is Phase.DECLARING:
            require(state.to_act == state.leader, "the first leader is not to act")
        if state.tricks or state.trick:
            require(state.meld_outcome is not None, "the interrogation did not take place")

    def score_played(self, state: HandState, prison: int) -> HandScore:
        return score_table(table_outcome(state), prison)


def settled_contract(state: HandState, d: Defence) -> HandState:
    """THREE-8: the active pair is known; the final contract, and the active defender leads."""
    auction = state.auction_contract
    assert auction is not None and d.declarer is not None and d.defender is not None
    if d.special == "nullo":
        contract = Contract(d.declarer, "NT", auction.multiplier, "nullo", False,
                            auction.doubled_by)
    else:
        contract = Contract(auction.declarer, auction.strain, auction.multiplier,
                            d.special, auction.accepted_turn_up, auction.doubled_by)
    return evolve(state, contract=contract, active=(d.defender, d.declarer),
                  leader=d.defender, to_act=d.defender)
