"""The expert's auction at two players: each call followed through the rest of the auction.

On every sampled deal (the unseen cards dealt again to fit what the expert has seen),
each call it may make is followed through the rest of the auction, the opponent
answering by the heuristic's rules of thumb applied to his sampled cards, and each
contract reached is played out exactly (:mod:`~jojotte_teach.ai.contracts`). Where
the expert has to choose again, it chooses once for all the deals it cannot tell
apart. The rules of thumb's call is kept unless another does clearly better on the
sampled deals (BID-1 to BID-6).
"""

from __future__ import annotations

import math
import statistics
from collections import defaultdict
from collections.abc import Sequence

from ...engine.actions import Action, Verb
from ...engine.cards import Card, Suit
from ...engine.deal import Deal
from ...engine.state import HandState, Phase, apply, legal_actions, new_hand
from ...engine.view import PlayerView
from ..bidding import heuristic_call, no_trump_strength, standing_strain, trump_strength
from ..contracts import PlayedContract, Table, play_contract
from ..sampling import FullDeal
from ..solver import Solver

__all__ = ["BID_SAMPLES", "DEVIATE_AT", "AuctionSearch", "clearly"]

#: Deals sampled for a call in the auction.
BID_SAMPLES = 20
#: How many standard errors better than the rules of thumb's call another call must
#: do on the sampled deals to be chosen instead.
DEVIATE_AT = 1.5
#: Bids not worth simulating: far too weak in that strain (heuristic strength).
HOPELESS_TRUMP, HOPELESS_NO_TRUMP = 3.0, 1.5


def clearly(gains: Sequence[float], better: bool) -> bool:
    """Whether the mean gain is clearly above zero (``better``) or clearly below it."""
    mean = statistics.fmean(gains)
    spread = statistics.stdev(gains) if len(gains) > 1 else 0.0
    margin = DEVIATE_AT * spread / math.sqrt(len(gains))
    return mean > margin if better else mean < -margin


class AuctionSearch:
    """Follows each call through the rest of the auction on every sampled deal."""

    def __init__(self, view: PlayerView, deals: list[FullDeal], solver: Solver) -> None:
        self.view = view
        self.me = view.seat
        self.solver = solver
        self.states = [self._replay(d) for d in deals]
        self.tables = [Table(_drawn(s), s.turn_up, s.dealer) for s in self.states]
        self.played: dict[tuple[int, str, int, bool], PlayedContract] = {}

    def _replay(self, sample: FullDeal) -> HandState:
        v = self.view
        me, opp = v.seat, v.game.opponent_of(v.seat)
        hands: list[tuple[Card, ...]] = [() for _ in v.players]
        draws: list[tuple[Card, ...]] = [() for _ in v.players]
        hands[me], hands[opp] = tuple(v.hand), sample.opponent
        draws[me], draws[opp] = sample.my_draw, sample.opponent_draw
        deal = Deal.from_cards(v.dealer, hands, v.turn_up, draws, sample.information_card)
        state = new_hand(deal, v.players, v.rules)
        for action in v.history:
            state = apply(state, action)
        return state

    def best(self) -> Action:
        """The expert's call."""
        action, _ = self._my_choice(list(enumerate(self.states)))
        return action

    def call_values(self, prune: bool = True) -> dict[Action, list[float]]:
        """Each legal call with the expert's score difference on every sampled deal."""
        items = list(enumerate(self.states))
        state = self.states[0]
        return {
            action: [v for _, v in sorted(
                self._values([(i, apply(s, action)) for i, s in items]).items())]
            for action in legal_actions(state)
            if action.player == state.players[self.me]
            and not (prune and self._hopeless(state, action))
        }

    def _my_choice(self, items: list[tuple[int, HandState]]) -> tuple[Action, dict[int, float]]:
        """The call to make on these deals (one information set).

        The rules of thumb give the default call. Another call replaces it only when
        it does better on these deals by a clear margin (``DEVIATE_AT`` standard
        errors of the paired differences): with few deals the best-looking of several
        calls is often just the luckiest, and that would lead to bidding on noise.
        """
        state = items[0][1]
        default = self._my_rule(state)
        options = [a for a in legal_actions(state)
                   if a == default or not self._hopeless(state, a)]
        values = {a: self._values([(i, apply(s, a)) for i, s in items]) for a in options}
        base = values[default]
        chosen = default
        best_gain = 0.0
        for action in options:
            if action == default:
                continue
            diffs = [values[action][i] - base[i] for i in base]
            gain = statistics.fmean(diffs)
            spread = statistics.stdev(diffs) if len(diffs) > 1 else 0.0
            if gain > best_gain and gain > DEVIATE_AT * spread / math.sqrt(len(diffs)):
                chosen, best_gain = action, gain
        return chosen, values[chosen]

    def _my_rule(self, state: HandState) -> Action:
        """The expert's own call by the rules of thumb (the default to improve on)."""
        strain = standing_strain(state.history, state.turn_up)
        passes = sum(1 for a in state.history if a.verb is Verb.PASS)
        return heuristic_call(state.hands[self.me], state.turn_up, legal_actions(state),
                              strain, last_chance=passes == 3)

    def _hopeless(self, state: HandState, action: Action) -> bool:
        """A bid so weak that simulating it would waste time."""
        hand = state.hands[self.me]
        if action.verb is Verb.ACCEPT:
            return trump_strength(hand, state.turn_up.suit) < HOPELESS_TRUMP
        if action.verb is Verb.BID:
            if action.strain == "NT":
                return no_trump_strength(hand) < HOPELESS_NO_TRUMP
            assert action.strain is not None
            return trump_strength(hand, Suit(action.strain)) < HOPELESS_TRUMP
        return False

    def _values(self, items: list[tuple[int, HandState]]) -> dict[int, float]:
        """The score difference for the expert of each deal, from these states on."""
        out: dict[int, float] = {}
        mine: dict[tuple[str, ...], list[tuple[int, HandState]]] = defaultdict(list)
        theirs: list[tuple[int, HandState]] = []
        for i, s in items:
            if s.phase is Phase.THROWN_IN:
                out[i] = 0.0
            elif s.phase is not Phase.AUCTION:
                out[i] = self._contract_value(i, s)
            elif s.to_act == self.me:
                mine[tuple(str(a) for a in s.history)].append((i, s))
            else:
                theirs.append((i, s))
        if theirs:
            out.update(self._values([(i, apply(s, self._their_call(s))) for i, s in theirs]))
        for group in mine.values():
            _, values = self._my_choice(group)
            out.update(values)
        return out

    def _their_call(self, state: HandState) -> Action:
        """The opponent's call, by the heuristic's rules applied to his sampled cards."""
        opp = self.view.game.opponent_of(self.me)
        legal = legal_actions(state)
        strain = standing_strain(state.history, state.turn_up)
        passes = sum(1 for a in state.history if a.verb is Verb.PASS)
        return heuristic_call(state.hands[opp], state.turn_up, legal, strain,
                              last_chance=passes == 3)

    def _contract_value(self, i: int, state: HandState) -> float:
        contract = state.auction_contract
        assert contract is not None
        key = (i, contract.strain, contract.declarer, contract.accepted_turn_up)
        played = self.played.get(key)
        if played is None:
            played = play_contract(self.tables[i], state.rules, contract.strain,
                                   contract.declarer, None, contract.accepted_turn_up,
                                   self.solver)
            self.played[key] = played
        return float(played.difference(state.rules, contract.multiplier, self.me))


def _drawn(state: HandState) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """Both players' nine cards after the draw (DRAW-1)."""
    first, second = (hand + state.deal.draw[s] for s, hand in enumerate(state.hands))
    return first, second
