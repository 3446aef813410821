"""The expert player: sampling and exact solving, in every phase of the hand.

It never sees the opponent's cards. For each decision it deals the unseen cards
many times, consistently with everything its view shows (cards played, suits
the opponent could not follow, melds shown and what the interrogation told, the
turn-up, the information card, the dix), looks at each deal with both hands in
view, and takes the choice with the best average result:

* **Play**: every deal is solved exactly by the double-dummy solver; the card
  with the best mean *score difference* of the hand is played (the solver's
  trick points turned into what the hand scores, melds and Jo-Jotte included).
  The number of deals grows as the cards run out (:func:`samples_for`).
* **Bidding**: each call is followed through the rest of the auction on every
  sampled deal, the opponent answering by the heuristic's rules of thumb
  applied to his sampled cards (which must also fit the calls he has made),
  and each contract reached is played out exactly
  (:mod:`~jojotte_teach.ai.contracts`). Where the expert has to choose again,
  it chooses once for all the deals it cannot tell apart. The rules of thumb's
  call is kept unless another does clearly better on the sampled deals.
* **Nullo and Slam** (SPEC-1, SPEC-3): the special contract and the ordinary
  one are both played out on sampled deals; the better on average is chosen.
  Hands far from either are passed at once.
* **The dix and melds**: the dix is always taken (the turn-up beats the seven),
  every meld is declared (:func:`~jojotte_teach.ai.heuristic.meld_plan`), and
  Jo-Jotte is always announced.

Every choice depends only on the view and the seed.

>>> from jojotte_teach.engine import Deal, new_hand, player_view
>>> state = new_hand(Deal.from_seed(7, dealer=0), ("Ann", "Bob"))
>>> view = player_view(state, state.to_act)
>>> ExpertPlayer(seed=1, bid_samples=4).choose(view) in view.legal
True
"""

from __future__ import annotations

import math
import statistics
from collections import defaultdict
from collections.abc import Sequence

from ..engine.actions import Action, Verb, strain_suit
from ..engine.cards import Card, Rank, Suit
from ..engine.deal import Deal
from ..engine.state import HandState, Phase, apply, legal_actions, new_hand
from ..engine.view import PlayerView
from .bidding import heuristic_call, no_trump_strength, standing_strain, trump_strength
from .contracts import PlayedContract, Table, play_contract
from .evaluation import estimate_cards
from .heuristic import declaration, is_nullo_hand, is_slam_hand, play_card
from .knowledge import Knowledge
from .players import checked_view
from .sampling import FullDeal, decision_seed, sample_full_deals, sample_hands
from .search import Solver

__all__ = ["AuctionSearch", "ExpertPlayer"]

#: Deals sampled for a call in the auction, and for Nullo or Slam after the draw.
BID_SAMPLES = 20
SPECIAL_SAMPLES = 16
#: How many standard errors better than the rules of thumb's call another call must
#: do on the sampled deals to be chosen instead.
DEVIATE_AT = 1.5
#: Bids not worth simulating: far too weak in that strain (heuristic strength).
HOPELESS_TRUMP, HOPELESS_NO_TRUMP = 3.0, 1.5


class ExpertPlayer:
    """Sampling and exact solving; see the module's description.

    Args:
        seed: fixes every deal it samples.
        samples: deals per card decision (default: by cards left, ``samples_for``).
        bid_samples: deals per call in the auction.
        special_samples: deals for deciding Nullo or Slam.
        time_budget: seconds a card decision may take at most (then fewer deals
            are solved, and the choice depends on the machine's speed).
    """

    name = "expert"

    def __init__(self, seed: int = 0, samples: int | None = None,
                 bid_samples: int = BID_SAMPLES, special_samples: int = SPECIAL_SAMPLES,
                 time_budget: float | None = None) -> None:
        self.seed = seed
        self.samples = samples
        self.bid_samples = bid_samples
        self.special_samples = special_samples
        self.time_budget = time_budget
        self._solver = Solver()

    def choose(self, view: PlayerView) -> Action:
        """The action to take.

        Raises:
            TypeError: not given a :class:`PlayerView`.
            ValueError: the view offers nothing to do.
        """
        view = checked_view(view)
        if view.to_act != view.seat:
            return view.legal[0]  # only the dix is offered out of turn: take it
        seed = decision_seed(self.seed, view)
        if view.phase is Phase.AUCTION:
            return self._call(view, seed)
        if view.phase is Phase.DECLARING:
            return self._declare(view, seed)
        return self._play(view, seed)

    # -- the play ------------------------------------------------------------

    def _play(self, view: PlayerView, seed: int) -> Action:
        plays = [a for a in view.legal if a.verb is Verb.PLAY]
        cards = {a.card for a in plays if a.card is not None}
        if len(cards) <= 1 or len(plays) < len(view.legal):
            return play_card(view)  # a single card, or the dix (DIX-1) before the first lead
        contract = view.contract
        assert contract is not None
        lost_nullo = (contract.special == "nullo"
                      and any(t.winner == contract.declarer for t in view.tricks))
        if lost_nullo:
            return play_card(view)  # the solver has no aim for a lost Nullo
        est = estimate_cards(view, self.samples, seed, self.time_budget, self._solver)
        fallback = play_card(view).card

        def key(card: Card) -> tuple[float, float, int]:
            e = est.cards[card]
            return (round(e.score, 6), round(e.points or 0.0, 6), int(card is fallback))

        best = max(est.cards, key=key)
        chosen = [a for a in plays if a.card is best]
        announced = [a for a in chosen if a.announce is not None]
        return announced[0] if announced else chosen[0]  # JOJ-2: always announce

    # -- after the draw ------------------------------------------------------

    def _declare(self, view: PlayerView, seed: int) -> Action:
        verbs = {a.verb: a for a in view.legal}
        if Verb.NULLO in verbs:
            rule = is_nullo_hand(view.hand)
            if (rule or _nullo_candidate(view.hand)) and self._special_pays(
                    view, seed, "nullo", rule):
                return verbs[Verb.NULLO]
            return verbs.get(Verb.DIX, verbs[Verb.PASS])
        if Verb.DIX in verbs:
            return verbs[Verb.DIX]
        if Verb.SLAM in verbs:
            assert view.auction_contract is not None
            strain = view.auction_contract.strain
            rule = is_slam_hand(view.hand, strain_suit(strain))
            if (rule or _slam_candidate(view.hand, strain)) and self._special_pays(
                    view, seed, "slam", rule):
                return verbs[Verb.SLAM]
            return verbs[Verb.PASS]
        return declaration(view)  # every meld, then pass

    def _special_pays(self, view: PlayerView, seed: int, special: str, rule: bool) -> bool:
        """Whether to bid Nullo (or Slam) rather than let the standing contract be played.

        The rule of thumb's answer (``rule``) stands unless the sampled deals say
        clearly otherwise (``DEVIATE_AT`` standard errors of the paired differences).
        """
        auction = view.auction_contract
        current = view.contract
        assert auction is not None and current is not None
        me = view.seat
        hands = sample_hands(Knowledge.from_view(view), self.special_samples, seed).hands
        gains = []
        for opp in hands:
            table = Table(_seated(me, view.hand, tuple(opp)), view.turn_up, view.dealer)
            bid = play_contract(table, view.rules, auction.strain, me, special,
                                auction.accepted_turn_up, self._solver)
            standing = play_contract(table, view.rules, auction.strain, current.declarer,
                                     current.special, auction.accepted_turn_up, self._solver)
            multiplier = 1 if special == "nullo" else auction.multiplier
            gains.append(bid.difference(view.rules, multiplier, me)
                         - standing.difference(view.rules, current.multiplier, me))
        return _clearly(gains, better=not rule) != rule

    # -- the auction ---------------------------------------------------------
    # -- the auction ---------------------------------------------------------

    def _call(self, view: PlayerView, seed: int) -> Action:
        deals = sample_full_deals(Knowledge.from_view(view), self.bid_samples, seed)
        search = AuctionSearch(view, deals, self._solver)
        return search.best()


def _clearly(gains: Sequence[float], better: bool) -> bool:
    """Whether the mean gain is clearly above zero (``better``) or clearly below it."""
    mean = statistics.fmean(gains)
    spread = statistics.stdev(gains) if len(gains) > 1 else 0.0
    margin = DEVIATE_AT * spread / math.sqrt(len(gains))
    return mean > margin if better else mean < -margin


def _seated(me: int, mine: Sequence[Card], theirs: Sequence[Card]
            ) -> tuple[Sequence[Card], Sequence[Card]]:
    return (mine, theirs) if me == 0 else (theirs, mine)


def _nullo_candidate(hand: Sequence[Card]) -> bool:
    """Worth simulating Nullo: at most two Aces and Tens, a low card in most suits."""
    high = sum(1 for c in hand if c.rank in (Rank.ACE, Rank.TEN))
    suits = {c.suit for c in hand}
    low = {c.suit for c in hand if c.rank in (Rank.SEVEN, Rank.EIGHT, Rank.NINE)}
    return high <= 2 and len(suits - low) <= 1


def _slam_candidate(hand: Sequence[Card], strain: str) -> bool:
    """Worth simulating Slam: a very strong hand in the contract's strain."""
    if strain == "NT":
        return no_trump_strength(hand) >= 7.0
    return trump_strength(hand, Suit(strain)) >= 10.0


class AuctionSearch:
    """Follows each call through the rest of the auction on every sampled deal."""

    def __init__(self, view: PlayerView, deals: list[FullDeal], solver: Solver) -> None:
        self.view = view
        self.me = view.seat
        self.solver = solver
        self.states = [self._replay(d) for d in deals]
        self.tables = [Table((s.hands[0] + s.deal.draw[0], s.hands[1] + s.deal.draw[1]),
                             s.turn_up, s.dealer) for s in self.states]
        self.played: dict[tuple[int, str, int, bool], PlayedContract] = {}

    def _replay(self, sample: FullDeal) -> HandState:
        v = self.view
        me, opp = v.seat, 1 - v.seat
        hands: list[tuple[Card, ...]] = [(), ()]
        draws: list[tuple[Card, ...]] = [(), ()]
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
        opp = 1 - self.me
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
