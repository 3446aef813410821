"""The expert at three and four: the cards it cannot see dealt again many times, each
deal solved exactly.

It sees only its :class:`PlayerView`. For a card to play it deals the unseen cards to
the other hands in play, consistently with what the table has shown: the number of
cards each holds, the suits a player has shown he lacks (PLAY-2, PLAY-3, FOUR-7),
the melds shown and the turn-up in the partnership dealer's hand (FOUR-3, FOUR-6).
At three the set-aside hand and the stock are unseen by everyone (THREE-8), so the
other active hand is any of those cards. Each deal is solved exactly (the two-hand
solver for the active pair at three, the four-hand solver in a partnership) and the
card with the best average for its side is played. Calls, choices and melds are the
heuristic player's.

>>> from jojotte_teach.engine import DECK, THREE, Deal, new_hand
>>> from jojotte_teach.ai.table_play import play_table_hand
>>> s = new_hand(Deal.from_deck(DECK, 0, THREE), ("Ann", "Bob", "Cat"))
>>> play_table_hand(s, [ExpertTablePlayer(seed, samples=2) for seed in (1, 2, 3)]).is_over
True
"""

from __future__ import annotations

import time
from collections import defaultdict

from ..engine.actions import Action, Verb
from ..engine.cards import DECK, Card, Suit
from ..engine.deal import SplitMix64
from ..engine.hand import Phase
from ..engine.view import PlayerView
from .search import PartnershipPosition, PartnershipSolver, Position, Solver
from .table_play import RandomTablePlayer, TablePlayer

__all__ = ["ExpertTablePlayer", "TableSolvers", "deal_unseen", "default_samples"]

#: Tries to deal a sample that respects every void before the voids are relaxed.
_TRIES = 40


def _fallback(seed: int) -> TablePlayer:
    try:
        from .table_heuristic import HeuristicTablePlayer
    except ImportError:  # pragma: no cover - the heuristic ships with the package
        return RandomTablePlayer(seed)
    return HeuristicTablePlayer(seed)


def _voids(view: PlayerView) -> dict[int, set[Suit]]:
    """The suits each seat has shown it lacks, from the cards it played."""
    trump = view.contract.trump if view.contract is not None else None
    lacks: dict[int, set[Suit]] = defaultdict(set)
    tricks = [(t.cards, t.seats or (t.leader,)) for t in view.tricks]
    if view.trick:
        order = [view.leader]
        while len(order) < len(view.trick):
            order.append(_next(view, order[-1]))
        tricks.append((view.trick, tuple(order)))
    for cards, seats in tricks:
        led = cards[0].suit
        for card, seat in zip(cards[1:], seats[1:], strict=False):
            if card.suit is not led:
                lacks[seat].add(led)  # PLAY-2: he would have followed
                if trump is not None and card.suit is not trump:
                    lacks[seat].add(trump)  # PLAY-3, FOUR-7: he would have trumped
    return lacks


def _next(view: PlayerView, seat: int) -> int:
    if len(view.active) == 2:
        return view.active[1] if seat == view.active[0] else view.active[0]
    return view.game.left_of(seat)


def _known(view: PlayerView) -> dict[int, set[Card]]:
    """Cards known to be in another seat's hand: shown melds not yet played, and in a
    partnership the turn-up the dealer took (or the seven after the dix, FOUR-6)."""
    played = {c for t in view.tricks for c in t.cards} | set(view.trick)
    known: dict[int, set[Card]] = defaultdict(set)
    for seat, melds in enumerate(view.melds):
        if seat != view.seat:
            known[seat] |= {c for m in melds for c in m.cards if c not in played}
    if view.game.partnerships and view.dealer != view.seat:
        known[view.dealer].add(view.turn_up)  # the turn-up, or the seven after the dix
        if view.dix_by is not None and view.dix_by != view.seat and view.dix_card:
            known[view.dix_by].add(view.dix_card)
    return {s: cards - played for s, cards in known.items()}


def deal_unseen(view: PlayerView, rng: SplitMix64) -> dict[int, frozenset[Card]]:
    """One deal of the unseen cards to the other seats in play, fitting what was shown."""
    others = [s for s in view.active if s != view.seat]
    played = {c for t in view.tricks for c in t.cards} | set(view.trick)
    visible = set(view.hand) | played
    if not view.game.partnerships:
        visible.add(view.turn_up)
        if view.information_card is not None:
            visible.add(view.information_card)
    known = _known(view)
    voids = _voids(view)
    pool = [c for c in DECK if c not in visible and not any(c in k for k in known.values())]
    for attempt in range(_TRIES + 1):
        strict = attempt < _TRIES
        left = list(pool)
        order = sorted(others, key=lambda s: -len(voids.get(s, ())))  # most constrained first
        hands: dict[int, frozenset[Card]] = {}
        for seat in order:
            need = view.card_counts[seat] - len(known.get(seat, ()))
            fits = [c for c in left if not (strict and c.suit in voids.get(seat, ()))]
            if len(fits) < need:
                break
            chosen = _pick(rng, fits, need)
            hands[seat] = frozenset(chosen) | frozenset(known.get(seat, ()))
            chosen_set = set(chosen)
            left = [c for c in left if c not in chosen_set]
        else:
            return hands
    raise ValueError("no deal of the unseen cards fits the hand sizes")


def _pick(rng: SplitMix64, cards: list[Card], k: int) -> list[Card]:
    pool = list(cards)
    for i in range(k):
        j = i + rng.below(len(pool) - i)
        pool[i], pool[j] = pool[j], pool[i]
    return pool[:k]


def default_samples(view: PlayerView) -> int:
    """Deals of the unseen cards the expert solves per card: 12 at three, 6 in a
    partnership, where each deal is a four-hand solve.

    >>> from jojotte_teach.engine import DECK, THREE, Deal, new_hand
    >>> from jojotte_teach.engine.view import player_view
    >>> default_samples(player_view(new_hand(Deal.from_deck(DECK, 0, THREE),
    ...                                           ("Ann", "Bob", "Cat")), 0))
    12
    """
    return 6 if view.game.partnerships else 12


class TableSolvers:
    """The exact solvers for the cards in play, kept between calls (later ones are faster):
    the two-hand solver for the active pair at three and in cutthroat, the four-hand solver
    in a partnership."""

    def __init__(self) -> None:
        self._two = Solver()
        self._four = PartnershipSolver()

    def values(self, hands: dict[int, frozenset[Card]], trump: Suit | None, leader: int,
               trick: tuple[Card, ...], active: tuple[int, ...]) -> dict[Card, int]:
        """Each legal card of the seat to move with the trick points its side takes from now
        on, every hand known and everyone playing perfectly.

        Args:
            hands: the cards each seat in play holds (the seats of ``active``).
            trump: the trump suit, or None at No-trump.
            leader: the seat that leads (or led) the trick in progress.
            trick: the cards already played to it.
            active: the seats in play: two (three players, cutthroat) or four.
        """
        if len(active) == 4:
            four = (hands[0], hands[1], hands[2], hands[3])
            return self._four.solve(PartnershipPosition(four, trump, leader, trick))
        first, second = active
        return self._two.solve(Position((hands[first], hands[second]), trump,
                                        0 if leader == first else 1, trick))

    def sampled(self, view: PlayerView, count: int, rng: SplitMix64,
                budget: float | None = None) -> tuple[dict[Card, float], int]:
        """The sum over ``count`` deals of the unseen cards (fitting ``view``) of each legal
        card's value, and the deals solved: fewer once ``budget`` seconds have passed (one
        deal at least)."""
        assert view.contract is not None
        start = time.perf_counter()
        totals: dict[Card, float] = defaultdict(float)
        done = 0
        while done < count and (budget is None or done == 0
                                or time.perf_counter() - start < budget):
            hands = dict(deal_unseen(view, rng))
            hands[view.seat] = frozenset(view.hand)
            for card, value in self.values(hands, view.contract.trump, view.leader, view.trick,
                                           view.active).items():
                totals[card] += value
            done += 1
        return dict(totals), done


class ExpertTablePlayer:
    """Samples the unseen cards and solves each sample exactly to choose a card.

    Args:
        seed: fixes the samples and the heuristic's choices.
        samples: deals of the unseen cards per decision; by default 12 at three, and 6
            in a partnership, where each deal is a four-hand solve.
    """

    name = "expert"

    def __init__(self, seed: int = 0, samples: int | None = None) -> None:
        self._rng = SplitMix64(seed)
        self._samples = samples
        self._calls = _fallback(seed)
        self._solvers = TableSolvers()

    def volunteer(self, view: PlayerView) -> Action | None:
        """Melds, the dix, Nullo and Slam as the heuristic player makes them."""
        return self._calls.volunteer(view)

    def choose(self, view: PlayerView) -> Action:
        """The card with the best average over the sampled deals; else the heuristic's."""
        plays = [a for a in view.legal if a.verb is Verb.PLAY and a.card is not None]
        cards = {a.card for a in plays}
        contract = view.contract
        if (len(cards) < 2 or contract is None or contract.special == "nullo"
                or view.phase not in (Phase.PLAY, Phase.DECLARING)):
            return self._calls.choose(view)
        count = self._samples or default_samples(view)
        totals, _ = self._solvers.sampled(view, count, self._rng)
        best = max(totals.values())
        fallback = self._calls.choose(view)
        if fallback.card in totals and totals[fallback.card] == best:
            return fallback  # among equals, the heuristic's card (and its Jo or Jotte)
        card = min((c for c, v in totals.items() if v == best), key=lambda c: c.index)
        return _with_announcement(plays, card)


def _with_announcement(plays: list[Action], card: Card) -> Action:
    """The play of this card, saying Jo or Jotte when it may (JOJ-2: it is free)."""
    options = [a for a in plays if a.card == card]
    spoken = [a for a in options if a.announce is not None]
    return spoken[0] if spoken else options[0]

