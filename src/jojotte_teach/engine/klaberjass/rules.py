"""Klaberjass's rules object: Jo-Jotte for two with the changes of KLAB-1 to KLAB-22.

Fosdick's Klaberjass is written as changes to two-player Jo-Jotte (KLAB-1), so its
rules extend the Jo-Jotte family's (:class:`~..jojotte.family.JoJotteRules`): the
same deal, draw, dix and trick play, with its own auction (no double: KLAB-6), no
Nullo or Slam (KLAB-8), its own melds (KLAB-9 to KLAB-12), one score per player
(KLAB-19 to KLAB-21) and one game to 250 (KLAB-22). Every refusal cites a KLAB rule.

>>> from jojotte_teach.engine import Action, Deal, explain, new_hand
>>> from jojotte_teach.engine.klaberjass import KLABERJASS
>>> s = new_hand(Deal.from_seed(3, dealer=1, game=KLABERJASS), ("Ann", "Bob"))
>>> print(explain(s, Action.parse("Ann double")).message)
Ann cannot double: there is no double or redouble in Klaberjass (KLAB-6); legal: pass accept
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action, Verb, strain_name
from ..cards import card_points, pretty_cards
from ..deal import Deal
from ..dix import dix_actions
from ..errors import InvalidRecordError, action_phrase, quoted
from ..game import GameEnd
from ..hand import HandState, Phase
from ..invariants import require
from ..jojotte.calls import Auction, Call
from ..jojotte.family import JoJotteRules
from ..melds import Meld
from ..rules import Rules
from ..scoring import Line, thrown_in_score
from ..tricks import TrickRules, card_refusal, card_rule, play_actions
from . import auction as klab_auction
from . import declaring
from .auction import KlaberjassAuction
from .melds import describe, meld_points
from .scoring import LAST_TRICK, hand_scores, score_hand

if TYPE_CHECKING:
    from ..game import Game
    from ..scoring import HandScore

#: The rule of Klaberjass that stands for each Jo-Jotte rule the shared parts cite.
KLAB_OF = {
    "PLAY-1": "KLAB-14", "PLAY-2": "KLAB-15", "PLAY-3": "KLAB-16", "PLAY-4": "KLAB-17",
    "PLAY-5": "KLAB-17", "PLAY-6": "KLAB-14", "DRAW-1": "KLAB-7", "DRAW-2": "KLAB-7",
    "DIX-1": "KLAB-13", "JOJ-1": "KLAB-18", "JOJ-2": "KLAB-18", "JOJ-3": "KLAB-18",
}
#: KLAB-1: the three-player game's acts.
_THREE_PLAYER_VERBS = (Verb.SIDE, Verb.DEFEND, Verb.WITHDRAW)
#: The one rule set of Klaberjass (KLAB-1): Jo-Jotte's pagat fields, a game of 250.
FOSDICK = Rules(name="fosdick", game_target=250, rubber_bonus=0)


def _auction(state: HandState) -> KlaberjassAuction:
    stage = state.stage
    assert isinstance(stage, KlaberjassAuction)
    return stage


class KlaberjassRules(JoJotteRules):
    """Fosdick's Klaberjass for two players (KLAB-1 to KLAB-22)."""

    tricks = TrickRules(follow="KLAB-15", trump="KLAB-16", beat="KLAB-17",
                        first_lead="KLAB-14")
    thrown_in = ("KLAB-5", "all four calls were passes and the hand was thrown in")
    game_rule = "KLAB-22"
    own_meld_rule = "KLAB-11"

    # ------------------------------------------------------------ profile and deal

    def profile(self, name: str | None) -> Rules:
        """KLAB-1: one rule set, ``fosdick``.

        Raises:
            InvalidRecordError: any other name.
        """
        if name is None or name == FOSDICK.name:
            return FOSDICK
        raise InvalidRecordError(f"unknown rule profile {quoted(name)} for Klaberjass "
                                 "(known: fosdick) (KLAB-1)")

    def start_auction(self, game: Game, deal: Deal) -> Auction:
        return klab_auction.start_auction(game, deal.dealer, deal.turn_up.suit.value)

    # ------------------------------------------------------------ the auction

    def auction_calls(self, state: HandState) -> list[Call]:
        return klab_auction.calls(_auction(state))

    def auction_call(self, state: HandState, made: Call) -> Auction:
        return klab_auction.call(_auction(state), made)

    def auction_rule(self, state: HandState, made: Call) -> str:
        return klab_auction.rule_of(_auction(state), made)

    def auction_refusal(self, state: HandState, action: Action, seat: int) -> tuple[str, str]:
        return klab_auction.refusal(state, _auction(state), action, seat)

    def after_draw(self, state: HandState, auction: Auction) -> HandState:
        return declaring.start(state)

    # ------------------------------------------------------------ after the draw

    def declaring_actions(self, state: HandState) -> list[Action]:
        return declaring.meld_and_pass_actions(state) + dix_actions(state) + play_actions(state)

    def declare(self, state: HandState, action: Action, seat: int,
                history: tuple[Action, ...]) -> HandState:
        return declaring.declare(state, action, seat, history)

    def declaring_rule(self, state: HandState, action: Action) -> str:
        if action.verb in (Verb.PASS, Verb.MELD):
            return "KLAB-11"
        return card_rule(state, action, self.tricks)

    def declaring_refusal(self, state: HandState, action: Action,
                          seat: int) -> tuple[str, str]:
        verb = action.verb
        if verb is Verb.DIX:
            return self.dix_refusal(state, seat)
        if verb is Verb.MELD:
            return declaring.meld_refusal(state, action, seat)
        if verb is Verb.PLAY:
            return card_refusal(state, action, seat, self.tricks, self.first_leader(state))
        return "KLAB-11", f"{verb.value} is not possible now"

    def play_refusal(self, state: HandState, action: Action, seat: int) -> tuple[str, str]:
        if action.verb is Verb.MELD:
            return "KLAB-11", "melds are declared before the first card"
        return "KLAB-14", "there is no passing in the play: a card must be played"

    def meld_value(self, meld: Meld) -> int:
        """KLAB-9, KLAB-10: a set 20 or 50; a run 20, 50, 70 or 100."""
        return meld_points(meld)

    def hand_scores(self, bidder: int, hand_points: tuple[int, int]) -> tuple[int, int]:
        """KLAB-20: the bidder with more hand points, each his own; else the opponent both."""
        return hand_scores(bidder, hand_points)

    def dix_rule(self) -> str:
        return "KLAB-13"

    def first_leader(self, state: HandState) -> str:
        return "the opponent"

    def meld_order(self, state: HandState) -> tuple[int, ...]:
        """KLAB-11: the opponent, then the bidder."""
        contract = state.auction_contract
        assert contract is not None
        return (state.game.opponent_of(contract.declarer), contract.declarer)

    def opening_leader(self, state: HandState) -> int:
        """KLAB-14: the opponent leads to the first trick."""
        contract = state.auction_contract
        assert contract is not None
        return state.game.opponent_of(contract.declarer)

    def check_stage(self, state: HandState) -> None:
        """The opponent is to lead from the draw to the first card; the melds are settled
        when it is played (KLAB-11, KLAB-12, KLAB-14); a finished hand's trick points are
        the card points of the 18 cards dealt for play, and 10 for the last trick (KLAB-3)."""
        super().check_stage(state)
        if state.phase is Phase.DECLARING:
            require(state.to_act == self.opening_leader(state), "the opponent is not to lead")
            require(isinstance(state.stage, declaring.AfterDraw), "no melds are open")
        if state.tricks or state.trick:
            require(state.meld_outcome is not None, "the melds were not settled")
        if state.phase is Phase.OVER:
            deal = state.deal
            dealt = [c for s in (0, 1) for c in (*deal.hands[s], *deal.draw[s])]
            if state.dix_by is not None:  # KLAB-13: the turn-up played, the seven not
                dealt = [deal.turn_up if c is state.turn_up else c for c in dealt]
            score = score_hand(state)
            expected = sum(card_points(c, state.trump) for c in dealt) + LAST_TRICK
            taken = sum(score.trick_score) - sum(score.jojotte)
            require(taken == expected, f"trick points add up to {taken}, not {expected}")

    # ------------------------------------------------------------ GameRules

    def refusal(self, state: HandState, action: Action) -> tuple[str, str]:
        verb = action.verb
        if verb in (Verb.NULLO, Verb.SLAM):
            return "KLAB-8", "Klaberjass has no Nullo and no Slam"
        if verb in (Verb.DOUBLE, Verb.REDOUBLE):
            return "KLAB-6", "there is no double or redouble in Klaberjass"
        if verb in _THREE_PLAYER_VERBS:
            return "KLAB-1", (f"{verb.value} belongs to three-player Jo-Jotte; Klaberjass has "
                              "two players")
        contract = state.auction_contract
        if (verb is Verb.BID and action.strain == "NT" and contract is not None
                and contract.strain == "NT" and state.phase is Phase.DECLARING):
            return "KLAB-6", "No-trump ends the auction: nobody answers it"
        rule, reason = super().refusal(state, action)
        return KLAB_OF.get(rule, rule), reason

    def rule_of(self, state: HandState, action: Action) -> str:
        rule = super().rule_of(state, action)
        return KLAB_OF.get(rule, rule)

    def score_played(self, state: HandState, prison: int) -> HandScore:
        return score_hand(state, prison)

    def thrown_in_score(self, game: Game, players: tuple[str, ...], prison: int) -> HandScore:
        """KLAB-5, KLAB-21: four passes throw the hand in, and it scores nothing."""
        return thrown_in_score(game, players, prison, Line(
            "Four passes: the hand is thrown in and scores nothing", ("KLAB-5", "KLAB-21")))

    def is_written(self, state: HandState, action: Action) -> bool:
        # FAMILY_RECORDS.md: melds and the dix have no pass; an explicit one changes nothing.
        return not (state.phase is Phase.DECLARING and action.verb is Verb.PASS)

    def dealer_words(self, name: str) -> str:
        return f"the deal alternates: {name} deals"

    # ------------------------------------------------------------ one game to 250

    def game_end(self, game: Game, totals: tuple[int, ...]) -> GameEnd | None:
        """KLAB-22: the hand in which a player reaches 250 ends the game; if both do, the
        higher total wins, and equal totals draw it (interpretation).

        >>> from jojotte_teach.engine.klaberjass import KLABERJASS
        >>> rules = KLABERJASS.rules
        >>> rules.game_end(KLABERJASS, (240, 180)), rules.game_end(KLABERJASS, (250, 262))
        (None, GameEnd(winner=1))
        >>> rules.game_end(KLABERJASS, (255, 255))
        GameEnd(winner=None)
        """
        if max(totals) < game.game_target:
            return None
        best = [c for c, t in enumerate(totals) if t == max(totals)]
        return GameEnd(best[0] if len(best) == 1 else None)

    # ------------------------------------------------------------ in words

    def telling(self, state: HandState, action: Action) -> str:
        """An action in words for the plain-text account, with its rule."""
        rule = self.rule_of(state, action)
        who = action.player
        verb = action.verb
        if verb is Verb.ACCEPT:
            return f"{who} accepts {state.turn_up.suit.word} as trumps ({rule})."
        if verb is Verb.BID:
            assert action.strain is not None
            return f"{who} bids {strain_name(action.strain)} ({rule})."
        if verb is Verb.PASS:
            return f"{who} passes ({rule})."
        if verb is Verb.MELD:
            meld = Meld(action.cards)
            return (f"{who} declares {describe(meld)}: {pretty_cards(action.cards)} "
                    f"({meld_points(meld)}, {rule}).")
        if verb is Verb.DIX:
            return (f"{who} exchanges the seven of trumps for the turn-up "
                    f"{state.turn_up.pretty} ({rule}).")
        return f"{who} {action_phrase(action).replace('play', 'plays', 1)} ({rule})."
