"""The expert's card play at three and four: the unseen cards dealt again many times,
each deal solved exactly.

It sees only its :class:`PlayerView`. For a card to play it deals the unseen cards to
the other hands in play, consistently with what the table has shown: the number of
cards each holds, the suits a player has shown he lacks (PLAY-2, PLAY-3, FOUR-7),
the melds shown and the turn-up in the partnership dealer's hand (FOUR-3, FOUR-6).
At three the set-aside hand and the stock are unseen by everyone (THREE-8), so the
other active hand is any of those cards. Each deal is solved exactly (the two-hand
solver for the active pair at three, the four-hand solver in a partnership); the card
with the best average for its side is played, by the hand's score where :mod:`.stakes`
gives it (Belote, the partnership game), else by trick points.

>>> from jojotte_teach.engine import DECK, THREE, Deal, new_hand, player_view
>>> s = new_hand(Deal.from_deck(DECK, 0, THREE), ("Ann", "Bob", "Cat"))
>>> default_samples(player_view(s, 0))
12
"""

from __future__ import annotations

import time
from collections.abc import Iterator

from ...engine.actions import Action
from ...engine.cards import DECK, Card, Suit
from ...engine.deal import SplitMix64
from ...engine.game import Game, OwnCardPlay, OwnCardValues
from ...engine.view import PlayerView
from ..search import (
    BelotePosition,
    BeloteSolver,
    PartnershipPosition,
    PartnershipSolver,
    Position,
    Solver,
)
from ..seen import Seen

__all__ = ["HandSolvers", "deal_unseen", "default_samples", "own_card_play",
           "with_announcement"]

#: Tries to deal a sample that respects every void before the voids are relaxed.
_TRIES = 40


def deal_unseen(view: PlayerView, rng: SplitMix64) -> dict[int, frozenset[Card]]:
    """One deal of the unseen cards to the other seats in play, fitting what was shown."""
    others = [s for s in view.active if s != view.seat]
    played = {c for t in view.tricks for c in t.cards} | set(view.trick)
    visible = set(view.hand) | played
    if not view.game.partnerships:
        visible.add(view.turn_up)
        if view.information_card is not None:
            visible.add(view.information_card)
    seen = Seen.from_view(view)
    known = {s: set(cards) for s, cards in enumerate(seen.known) if s != view.seat and cards}
    voids = {s: set(suits) for s, suits in enumerate(seen.void)}
    # BEL-16, BEL-17: the cards a Belote follower showed he did not hold.
    barred = {s: set(cards) for s, cards in enumerate(seen.barred)}
    pool = [c for c in DECK if c not in visible and not any(c in k for k in known.values())]
    for attempt in range(_TRIES + 1):
        strict = attempt < _TRIES
        left = list(pool)
        order = sorted(others, key=lambda s: -len(voids.get(s, ())))  # most constrained first
        hands: dict[int, frozenset[Card]] = {}
        for seat in order:
            need = view.card_counts[seat] - len(known.get(seat, ()))
            fits = [c for c in left if not (strict and (c.suit in voids.get(seat, ())
                                                        or c in barred.get(seat, ())))]
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


def own_card_play(game: Game) -> bool:
    """Whether a game plays its cards by rules and values of its own (BEL-4, BEL-16,
    BEL-17), which the four-hand search of Belote (:mod:`..search.belote_hands`) follows."""
    return isinstance(game.rules, OwnCardPlay) and isinstance(game.rules, OwnCardValues)


def default_samples(view: PlayerView) -> int:
    """Deals of the unseen cards the expert solves per card: 12 at three, 6 in a
    partnership, where each deal is a four-hand solve."""
    return 6 if view.game.partnerships else 12


class HandSolvers:
    """The exact solvers for the cards in play, kept between calls (later ones are faster):
    the two-hand solver for two hands in play (the active pair at three and in cutthroat),
    the four-hand solver in a partnership."""

    def __init__(self, two: Solver | None = None) -> None:
        self.two = two or Solver()
        self._four = PartnershipSolver()
        self._belote = BeloteSolver()

    def values(self, hands: dict[int, frozenset[Card]], trump: Suit | None, leader: int,
               trick: tuple[Card, ...], active: tuple[int, ...],
               game: Game | None = None) -> dict[Card, int]:
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
            if game is not None and own_card_play(game):
                return self._belote.solve(BelotePosition(four, trump, leader, trick))
            return self._four.solve(PartnershipPosition(four, trump, leader, trick))
        first, second = active
        return self.two.solve(Position((hands[first], hands[second]), trump,
                                        0 if leader == first else 1, trick))

    def solved_deals(self, view: PlayerView, count: int, rng: SplitMix64,
                     budget: float | None = None
                     ) -> Iterator[tuple[dict[int, frozenset[Card]], dict[Card, int]]]:
        """Up to ``count`` deals of the unseen cards fitting ``view``, each with every legal
        card's value on it (:meth:`values`): fewer once ``budget`` seconds have passed (one
        deal at least)."""
        assert view.contract is not None
        start = time.perf_counter()
        done = 0
        while done < count and (budget is None or done == 0
                                or time.perf_counter() - start < budget):
            hands = dict(deal_unseen(view, rng))
            hands[view.seat] = frozenset(view.hand)
            yield hands, self.values(hands, view.contract.trump, view.leader, view.trick,
                                     view.active, view.game)
            done += 1


def with_announcement(plays: list[Action], card: Card) -> Action:
    """The play of this card, saying Jo or Jotte when it may (JOJ-2: it is free)."""
    options = [a for a in plays if a.card == card]
    spoken = [a for a in options if a.announce is not None]
    return spoken[0] if spoken else options[0]

