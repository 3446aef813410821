"""The expert player: sampling and exact solving, for every seat of every game.

It never sees another's cards. For each decision it deals the unseen cards many
times, consistently with everything its view shows (cards played, suits a player
could not follow, melds shown and what the interrogation told, the turn-up, the
information card, the dix), looks at each deal with every hand in view, and takes
the choice with the best average result:

* **Play**: every deal is solved exactly (the two-hand solver for two hands in play,
  the four-hand solver in a partnership); at two players the card with the best mean
  *score difference* of the hand is played (the solver's trick points turned into what
  the hand scores, melds and Jo-Jotte included), likewise in the partnership game for
  the sides and at Belote, made or dedans (:mod:`.stakes`); at three players and in
  cutthroat, the card with the most trick points for its side (:mod:`.sampled`).
* **The auction** at two (:mod:`.auction`): each call followed through the rest of the
  auction on every sampled deal and each contract played out exactly.
* **Nullo and Slam** at two (:mod:`.specials`): both contracts played out on sampled
  deals, the better on average chosen.
* **Otherwise** (the calls and choices at three and four, the melds): the heuristic
  player's rules of thumb; the dix is always taken and Jo-Jotte always announced.

Every choice depends only on the view and the seed.

>>> from jojotte_teach.engine import DECK, THREE, Deal, new_hand, player_view
>>> from jojotte_teach.ai.players import play_hand
>>> state = new_hand(Deal.from_seed(7, dealer=0), ("Ann", "Bob"))
>>> view = player_view(state, state.to_act)
>>> ExpertPlayer(seed=1, bid_samples=4).choose(view) in view.legal
True
>>> s = new_hand(Deal.from_deck(DECK, 0, THREE), ("Ann", "Bob", "Cat"))
>>> play_hand(s, [ExpertPlayer(seed, samples=2) for seed in (1, 2, 3)]).is_over
True
"""

from __future__ import annotations

from ...engine.actions import Action, Verb, strain_suit
from ...engine.cards import Card
from ...engine.deal import SplitMix64
from ...engine.game import OwnMelds
from ...engine.hand import Phase
from ...engine.view import PlayerView
from ..evaluation import estimate_cards
from ..heuristic import HeuristicPlayer, declaration, is_nullo_hand, is_slam_hand, play_card
from ..knowledge import Knowledge
from ..sampling import decision_seed, sample_full_deals
from ..search import Solver
from ..seat import checked_view
from .auction import BID_SAMPLES, AuctionSearch
from .sampled import HandSolvers, default_samples, with_announcement
from .specials import SPECIAL_SAMPLES, nullo_candidate, slam_candidate, special_pays
from .stakes import scored_deals

__all__ = ["ExpertPlayer"]


class ExpertPlayer:
    """Sampling and exact solving; see the module's description.

    Args:
        seed: fixes every deal it samples.
        samples: deals per card decision (default: by cards left at two players, 12 at
            three, 6 in a partnership).
        bid_samples: deals per call in the auction (two players).
        special_samples: deals for deciding Nullo or Slam (two players).
        time_budget: seconds a card decision may take at most at two players (then fewer
            deals are solved, and the choice depends on the machine's speed).
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
        self._solvers = HandSolvers()
        self._rng = SplitMix64(seed)
        self._rules = HeuristicPlayer(seed)

    def volunteer(self, view: PlayerView) -> Action | None:
        """The dix, melds, Nullo and Slam without a turn, as the heuristic player makes them."""
        return self._rules.volunteer(view)

    def choose(self, view: PlayerView) -> Action:
        """The action to take.

        Raises:
            TypeError: not given a :class:`PlayerView`.
            ValueError: the view offers nothing to do.
        """
        view = checked_view(view)
        if view.to_act != view.seat:
            return view.legal[0]  # only an act without a turn is offered: take it
        duel = view.game.seats == 2  # two hands in play, solved by the two-hand solver
        # The auction search and the choices after the draw play contracts out with
        # Jo-Jotte's melds, Nullo, Slam and scores; a game with melds of its own (KLAB-9 to
        # KLAB-12) bids and declares by the rules of thumb.
        jojotte_duel = duel and not isinstance(view.game.rules, OwnMelds)
        if view.phase is Phase.AUCTION:
            return self._call(view) if jojotte_duel else self._rules.choose(view)
        if any(a.verb is Verb.PASS for a in view.legal) and jojotte_duel:
            return self._declare(view)
        if not any(a.verb is Verb.PLAY for a in view.legal):
            return self._rules.choose(view)
        return self._play_two(view) if duel else self._play_sampled(view)

    # -- the play ------------------------------------------------------------

    def _play_two(self, view: PlayerView) -> Action:
        plays = [a for a in view.legal if a.verb is Verb.PLAY]
        cards = {a.card for a in plays if a.card is not None}
        if len(cards) <= 1 or len(plays) < len(view.legal):
            return self._rules.choose(view)  # a single card, or the dix before the lead
        contract = view.contract
        assert contract is not None
        lost_nullo = (contract.special == "nullo"
                      and any(t.winner == contract.declarer for t in view.tricks))
        if lost_nullo:
            return play_card(view)  # the solver has no aim for a lost Nullo
        seed = decision_seed(self.seed, view)
        est = estimate_cards(view, self.samples, seed, self.time_budget, self._solver)
        fallback = play_card(view).card

        def key(card: Card) -> tuple[float, float, int]:
            e = est.cards[card]
            return (round(e.score, 6), round(e.points or 0.0, 6), int(card is fallback))

        return with_announcement(plays, max(est.cards, key=key))  # JOJ-2: always announce

    def _play_sampled(self, view: PlayerView) -> Action:
        """The card with the best average over the sampled deals; else the heuristic's."""
        plays = [a for a in view.legal if a.verb is Verb.PLAY and a.card is not None]
        cards = {a.card for a in plays}
        contract = view.contract
        if len(cards) < 2 or contract is None or contract.special == "nullo":
            return self._rules.choose(view)
        count = self.samples or default_samples(view)
        totals, _ = scored_deals(self._solvers, view, count, self._rng)
        best = max(totals.values())
        fallback = self._rules.choose(view)
        if fallback.card in totals and totals[fallback.card] == best:
            return fallback  # among equals, the heuristic's card (and its Jo or Jotte)
        card = min((c for c, v in totals.items() if v == best), key=lambda c: c.index)
        return with_announcement(plays, card)

    # -- after the draw, two players -------------------------------------------

    def _declare(self, view: PlayerView) -> Action:
        verbs = {a.verb: a for a in view.legal}
        seed = decision_seed(self.seed, view)
        if Verb.NULLO in verbs:
            rule = is_nullo_hand(view.hand)
            if (rule or nullo_candidate(view.hand)) and special_pays(
                    view, seed, "nullo", rule, self.special_samples, self._solver):
                return verbs[Verb.NULLO]
            return verbs.get(Verb.DIX, verbs[Verb.PASS])
        if Verb.DIX in verbs:
            return verbs[Verb.DIX]
        if Verb.SLAM in verbs:
            assert view.auction_contract is not None
            strain = view.auction_contract.strain
            rule = is_slam_hand(view.hand, strain_suit(strain))
            if (rule or slam_candidate(view.hand, strain)) and special_pays(
                    view, seed, "slam", rule, self.special_samples, self._solver):
                return verbs[Verb.SLAM]
            return verbs[Verb.PASS]
        return declaration(view)  # every meld, then pass

    # -- the auction, two players ----------------------------------------------

    def _call(self, view: PlayerView) -> Action:
        seed = decision_seed(self.seed, view)
        deals = sample_full_deals(Knowledge.from_view(view), self.bid_samples, seed)
        return AuctionSearch(view, deals, self._solver).best()
