"""The two-player game's own rules: what it changes in the family's (DEAL, BID, SPEC, DEAL-4).

Its auction is :mod:`.auction_two`; after the draw the two players speak in turn
(:mod:`.speaking`); a record leaves out the passes after the draw (:mod:`.implicit`);
a hand is scored by :mod:`.score_two`; the deal alternates (DEAL-4).

>>> from jojotte_teach.engine import Action, Deal, explain, new_hand
>>> s = new_hand(Deal.from_seed(1, dealer=0), ("Ann", "Bob"))
>>> print(explain(s, Action.parse("Ann side declarer")).message)
Ann cannot side with the declarer: side belongs to the three-player game; this hand has
two players (MULTI-3)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action, Verb
from ..deal import Deal
from ..dix import dix_actions
from ..hand import HandState, Phase
from ..invariants import require
from ..rules import Rules
from . import auction_two
from .auction_two import TwoAuction
from .calls import Auction, Call
from .family import JoJotteRules
from .implicit import implicit_passes
from .score_two import score_hand
from .speaking import (
    STAGE_RULES,
    Stage,
    defender_of,
    speak,
    speaking_actions,
    speaking_refusal,
    stage_of,
    start_speaking,
)

if TYPE_CHECKING:
    from ..game import Game
    from ..scoring import HandScore

#: MULTI-3: siding, defending and withdrawing need a third player.
_THREE_PLAYER_VERBS = (Verb.SIDE, Verb.DEFEND, Verb.WITHDRAW)


def _auction(state: HandState) -> TwoAuction:
    stage = state.stage
    assert isinstance(stage, TwoAuction)
    return stage


class TwoPlayerRules(JoJotteRules):
    """Jo-Jotte for two players (DEAL-2 to SCO-11, GAME-1, GAME-2)."""

    thrown_in = ("BID-3", "all four calls were passes and the hand was thrown in")
    thrown_in_line = ("Four passes: the hand is thrown in", "BID-3")
    cards_form = True

    def start_auction(self, game: Game, deal: Deal) -> Auction:
        return auction_two.start_auction(game, deal.dealer, deal.turn_up.suit.value)

    def auction_calls(self, state: HandState) -> list[Call]:
        return auction_two.calls(_auction(state))

    def auction_call(self, state: HandState, made: Call) -> Auction:
        return auction_two.call(_auction(state), made)

    def auction_rule(self, state: HandState, made: Call) -> str:
        return auction_two.rule_of(_auction(state), made)

    def auction_refusal(self, state: HandState, action: Action, seat: int) -> tuple[str, str]:
        if action.verb is Verb.DIX:
            return self.dix_refusal(state, seat)
        return auction_two.refusal(state, _auction(state), action, seat)

    def after_draw(self, state: HandState, auction: Auction) -> HandState:
        return start_speaking(state)

    def declaring_actions(self, state: HandState) -> list[Action]:
        return speaking_actions(state) + dix_actions(state)

    def declare(self, state: HandState, action: Action, seat: int,
                history: tuple[Action, ...]) -> HandState:
        return speak(state, action, seat, history)

    def declaring_rule(self, state: HandState, action: Action) -> str:
        return STAGE_RULES[stage_of(state)]

    def declaring_refusal(self, state: HandState, action: Action,
                          seat: int) -> tuple[str, str]:
        if action.verb is Verb.DIX:
            return self.dix_refusal(state, seat)
        return speaking_refusal(state, action, seat)

    def play_refusal(self, state: HandState, action: Action, seat: int) -> tuple[str, str]:
        verb = action.verb
        if verb is Verb.MELD:
            return "SPEC-5", "melds are declared before the first card is led"
        if verb is Verb.NULLO:
            return "SPEC-1", "Nullo is bid after the draw, before the play"
        if verb is Verb.SLAM:
            return "SPEC-3", "Slam is bid after the draw, before the play"
        return "PLAY-6", "there is no passing in the play: a card must be played"

    def first_leader(self, state: HandState) -> str:
        return "the non-dealer" if state.rules.first_lead_by_non_dealer else "the defender"

    def meld_order(self, state: HandState) -> tuple[int, ...]:
        """SPEC-2, SPEC-4: the defender, then the bidder."""
        auction = state.auction_contract
        assert auction is not None
        return (defender_of(state), auction.declarer)

    def opening_leader(self, state: HandState) -> int:
        """PLAY-1: the defender of the final contract (denexa: the non-dealer)."""
        contract = state.contract
        assert contract is not None
        first = state.deal.dealer if state.rules.first_lead_by_non_dealer else contract.declarer
        return state.game.opponent_of(first)

    def check_stage(self, state: HandState) -> None:
        """After the draw the defender speaks, then the bidder (SPEC-1 to SPEC-4); the
        melds are compared before the first card (MELD-5)."""
        super().check_stage(state)
        if state.phase is Phase.DECLARING:
            auction = state.auction_contract
            assert auction is not None
            first = stage_of(state) in (Stage.NULLO, Stage.DEFENDER_MELDS)
            speaker = defender_of(state) if first else auction.declarer
            require(state.to_act == speaker, "the wrong player is to speak")
        if state.tricks or state.trick:
            require(state.meld_outcome is not None, "the interrogation did not take place")

    def refusal(self, state: HandState, action: Action) -> tuple[str, str]:
        if action.verb in _THREE_PLAYER_VERBS:
            return "MULTI-3", (f"{action.verb.value} belongs to the three-player game; this "
                               "hand has two players")
        return super().refusal(state, action)

    def score_played(self, state: HandState, prison: int) -> HandScore:
        return score_hand(state, prison)

    def implicit(self, state: HandState, action: Action) -> list[Action]:
        return implicit_passes(state, action)

    def is_written(self, state: HandState, action: Action) -> bool:
        # HAND_RECORD.md: a two-player record leaves out the passes after the draw.
        return not (state.phase is Phase.DECLARING and action.verb is Verb.PASS)

    def next_dealer(self, game: Game, dealer: int, thrown_in: bool, rules: Rules) -> int:
        """DEAL-4: the deal alternates (denexa: a thrown-in hand is dealt again by the same)."""
        same = thrown_in and rules.same_dealer_after_throw_in
        return dealer if same else game.opponent_of(dealer)

    def dealer_words(self, name: str) -> str:
        return f"the deal belongs to {name}"
