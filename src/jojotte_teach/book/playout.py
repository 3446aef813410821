"""A hand at three or four played to its end with every card known, for grading a decision.

A decision problem at three or four (:mod:`.problem_grading`) values each option by
the hand's result after it: the option is taken, and then

* every call, choice after the draw, meld and dix is the heuristic player's rule of
  thumb, for every seat (:class:`~jojotte_teach.ai.heuristic.HeuristicPlayer`),
  except that the learner never makes a Nullo or Slam bid he was asked about and
  declined;
* every card is played perfectly, every hand in view: the card with the most trick
  points for the mover's side (SCO-1, FOUR-8) by the exact solvers
  (:class:`~jojotte_teach.ai.expert.HandSolvers`); while a Slam or a Nullo is
  still open, the card that makes it (or beats it) first, by the two-hand solver's
  Slam and Nullo aims at three, by :func:`sweeps` in a partnership (the points do
  not count then: a Slam made takes them all, a Slam lost gives both trick scores to
  the defenders, a Nullo's go to prison); once a Slam or a Nullo is lost, the rules
  of thumb finish the hand (SCO-9, SCO-11);
* the finished hand is scored by the engine
  (:func:`~jojotte_teach.engine.scoring.score_hand`).

The figure is the learner's *score difference*: what his column writes above and
below the line in this hand, less the mean of the other columns (in a partnership,
his side's column less the other side's), as the matches count it
(:mod:`jojotte_teach.ai.match`).

>>> from jojotte_teach.engine import DECK, THREE, Deal, new_hand
>>> state = new_hand(Deal.from_deck(DECK, 0, THREE), ("Ann", "Bob", "Cat"))
>>> final = finish(state, seat=1)
>>> final.is_over or final.phase.value == "thrown_in"
True
"""

from __future__ import annotations

import statistics
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache

from ..ai.expert import HandSolvers
from ..ai.expert.sampled import with_announcement
from ..ai.heuristic import HeuristicPlayer, play_card
from ..ai.search import Objective, PartnershipPosition, Position, Solver
from ..ai.seat import optional_acts
from ..engine.actions import Action, Verb
from ..engine.cards import DECK, Card, Suit, trick_strength
from ..engine.hand import HandState, Phase
from ..engine.scoring import HandScore, score_hand
from ..engine.state import apply
from ..engine.view import PlayerView, player_view

__all__ = ["Perfect", "column_difference", "finish", "sweeps"]


@dataclass
class Perfect:
    """The solvers kept for one grading (each deal's later positions are found faster).

    Attributes:
        solvers: the points solvers (two hands at three, four in a partnership).
        sweep: the two-hand solver for the Slam and Nullo aims at three.
        memo: the partnership sweep search's results, by position.
    """

    solvers: HandSolvers = field(default_factory=HandSolvers)
    sweep: Solver = field(default_factory=Solver)
    memo: dict[tuple[object, ...], bool] = field(default_factory=dict)


def finish(state: HandState, seat: int, *, declined: frozenset[Verb] = frozenset(),
           perfect: Perfect | None = None) -> HandState:
    """Play the hand to its end as the module says; ``seat`` is the learner.

    Args:
        state: the hand at three or four, anywhere before its end.
        seat: the learner's seat.
        declined: the special bids (Nullo, Slam) the learner declined: he never makes them.
        perfect: solvers to reuse.
    """
    perfect = perfect or Perfect()
    rules = HeuristicPlayer()
    while not state.is_over and state.phase is not Phase.THROWN_IN:
        state = apply(state, _next_action(state, seat, declined, rules, perfect))
    return state


def _next_action(state: HandState, learner: int, declined: frozenset[Verb],
                 rules: HeuristicPlayer, perfect: Perfect) -> Action:
    for seat in _asking_order(state):
        act = rules.volunteer(player_view(state, seat))
        if act is not None and not (seat == learner and act.verb in declined):
            return act
    view = player_view(state, state.to_act)
    if not any(a.verb is Verb.PLAY for a in view.legal):
        return rules.choose(view)
    return _card(state, perfect)


def _asking_order(state: HandState) -> list[int]:
    """The seats that may act without a turn now, in the order they speak after the draw
    (THREE-8: the active defender, then the declarer; FOUR-5: from the declarer's left).

    A meld declared shuts out the seats before its player in that order that have not
    declared: asked by seat number, a declarer sitting before the active defender would
    shut out the defender's melds, which the defender, speaking first, declares.
    """
    seats = [s for s in range(len(state.players)) if optional_acts(player_view(state, s))]
    if len(seats) > 1:
        order = state.game.rules.meld_order(state)
        seats.sort(key=lambda s: order.index(s) if s in order else len(order))
    return seats


def _card(state: HandState, perfect: Perfect) -> Action:
    """The perfect card of the seat to move (the module's description)."""
    view = player_view(state, state.to_act)
    contract = state.contract
    assert contract is not None
    special = contract.special
    heuristic = play_card(view)
    if special is not None:
        side = state.game.side_of
        declaring = side(contract.declarer)
        taken = [side(t.winner) == declaring for t in state.tricks]
        decided = not all(taken) if special == "slam" else any(taken)
        if decided:
            # A Slam lost gives the defenders both trick scores however they fall, and a
            # Nullo lost counts only its tricks (SCO-9, SCO-11): the rules of thumb
            # finish the hand.
            return heuristic
        leader = state.leader if state.trick or state.tricks else _first_leader(state)
        hands = {s: frozenset(state.hands[s]) for s in state.active}
        aims = _aims(state, hands, leader, perfect)
        # While it is open, only the Slam or the Nullo counts: a card that reaches the
        # mover's aim, the rule of thumb's if it is one of them.
        good = [c for c, reached in aims.items() if reached] or list(aims)
        if heuristic.card in good:
            return heuristic
        return _announced(view, min(good, key=lambda c: c.index))
    active = state.active
    hands = {s: frozenset(state.hands[s]) for s in active}
    leader = state.leader if state.trick or state.tricks else _first_leader(state)
    points = perfect.solvers.values(hands, contract.trump, leader, state.trick, active)
    best = max(points.values())
    if heuristic.card in points and points[heuristic.card] == best:
        return heuristic  # among equal cards, the rule of thumb's (and its Jo or Jotte)
    card = min((c for c, v in points.items() if v == best), key=lambda c: c.index)
    return _announced(view, card)


def _announced(view: PlayerView, card: Card) -> Action:
    """The play of ``card``, saying Jo or Jotte when it may (JOJ-2)."""
    return with_announcement([a for a in view.legal if a.verb is Verb.PLAY], card)


def _first_leader(state: HandState) -> int:
    """Who leads the first trick: the active defender at three (THREE-8), the dealer's
    left in a partnership (FOUR-7)."""
    return state.leader


def _aims(state: HandState, hands: dict[int, frozenset[Card]], leader: int,
          perfect: Perfect) -> dict[Card, bool]:
    """For each legal card of the mover: does he reach his aim (the Slam or Nullo made for
    the declaring side, beaten for the other)?"""
    contract = state.contract
    assert contract is not None
    mover = state.to_act
    side = state.game.side_of
    declaring = side(mover) == side(contract.declarer)
    if len(state.active) == 2:
        first, second = state.active
        pair = Position((hands[first], hands[second]), contract.trump,
                        0 if leader == first else 1, state.trick,
                        last_trick_bonus=contract.special != "nullo")
        declarer = 0 if contract.declarer == first else 1
        aim: Objective = "slam" if contract.special == "slam" else "nullo"
        values = perfect.sweep.solve(pair, aim, declarer)
        return {c: bool(v) for c, v in values.items()}
    four = (hands[0], hands[1], hands[2], hands[3])
    position = PartnershipPosition(four, contract.trump, leader, state.trick,
                                   last_trick_bonus=contract.special != "nullo")
    # Slam: the declaring side sweeps. Nullo: the Nullo side takes no trick, so the
    # other side sweeps; the Nullo side wants that sweep, the other side does not.
    slam = contract.special == "slam"
    sweeper = side(contract.declarer) if slam else 1 - side(contract.declarer)
    out = {}
    for card in position.legal_cards():
        swept = sweeps(position.play(card), sweeper, slam, perfect.memo)
        # The declaring side's aim is the Slam (a sweep) or the Nullo (the other's sweep).
        out[card] = swept if declaring else not swept
    return out


def sweeps(position: PartnershipPosition, sweeper: int, sweeper_wants: bool = True,
           memo: dict[tuple[object, ...], bool] | None = None) -> bool:
    """Whether side ``sweeper`` (0: seats 0 and 2; 1: seats 1 and 3) wins every trick
    left, the current one included, with perfect play by all four (FOUR-7).

    On a Slam the sweeping side wants every trick (``sweeper_wants``); on a Nullo the
    other side, the Nullo side, wants to lose every trick to it, and the sweeping side
    wants to hand it one (FOUR-4). Each player plays for his side's wish.

    >>> p = PartnershipPosition.from_text("AS", "7S", "8S", "9S", trump=None)
    >>> sweeps(p, 0), sweeps(p, 1)
    (True, False)
    >>> p = PartnershipPosition.from_text("10C 8C", "9C 10S", "JH JS", "KS 7C", trump=None)
    >>> sweeps(p, 0), sweeps(p, 0, sweeper_wants=False)   # the Ten first; or the 8 to lose
    (True, False)
    """
    memo = {} if memo is None else memo
    rank, suit_mask = _orders(position.trump)
    hands = tuple(_mask(h) for h in position.hands)
    trick = tuple(c.index for c in position.trick)
    search = _Sweep(rank, suit_mask, position.trump, sweeper, sweeper_wants, memo)
    return search.run(hands, position.leader, trick)


def _mask(cards: frozenset[Card]) -> int:
    out = 0
    for card in cards:
        out |= 1 << card.index
    return out


@cache
def _orders(trump: Suit | None) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Each card's strength in play (DECK-2), trumps above every plain card, and each
    suit's cards as a mask (the trump suit's last)."""
    rank = [0] * 32
    masks = {s: 0 for s in Suit}
    for card in DECK:
        strength = trick_strength(card, trump)
        rank[card.index] = strength + (100 if card.suit is trump else 0)
        masks[card.suit] |= 1 << card.index
    order = [masks[s] for s in Suit]
    return tuple(rank), tuple(order)


class _Sweep:
    """The sweep question searched on bit masks, one entry per trick start in ``memo``."""

    def __init__(self, rank: tuple[int, ...], suit_mask: tuple[int, ...], trump: Suit | None,
                 sweeper: int, wants: bool, memo: dict[tuple[object, ...], bool]) -> None:
        self.rank, self.suit_mask = rank, suit_mask
        self.suits = {c.index: list(Suit).index(c.suit) for c in DECK}
        self.trump = None if trump is None else list(Suit).index(trump)
        self.sweeper, self.wants, self.memo = sweeper, wants, memo

    def legal(self, hand: int, trick: tuple[int, ...]) -> list[int]:
        """FOUR-7: follow suit; void, trump if able; on a trump lead beat the best trump."""
        rank = self.rank
        if not trick:
            cards = hand
        else:
            led = self.suits[trick[0]]
            same = hand & self.suit_mask[led]
            if same:
                cards = same
                if led == self.trump:
                    top = max(rank[c] for c in trick)
                    higher = [c for c in _bits(same) if rank[c] > top]
                    if higher:
                        return higher
            else:
                trumps = hand & self.suit_mask[self.trump] if self.trump is not None else 0
                cards = trumps or hand
        return list(_bits(cards))

    def winner(self, trick: tuple[int, ...], leader: int) -> int:
        led = self.suits[trick[0]]
        best, seat = -1, leader
        for offset, card in enumerate(trick):
            value = self.rank[card] if (self.suits[card] == led or
                                        self.suits[card] == self.trump) else -1
            if value > best:
                best, seat = value, (leader + offset) % 4
        return seat

    def run(self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...]) -> bool:
        if not trick:
            if not any(hands):
                return True
            key = (hands, leader, self.sweeper, self.wants, self.trump)
            found = self.memo.get(key)
            if found is not None:
                return found
        mover = (leader + len(trick)) % 4
        wants = (mover % 2 == self.sweeper) == self.wants
        # The cards most likely to settle the question first: high ones to win a trick,
        # low ones to lose it.
        cards = sorted(self.legal(hands[mover], trick), key=lambda c: self.rank[c],
                       reverse=(mover % 2 != self.sweeper))
        result = not wants
        for card in cards:
            after = (*hands[:mover], hands[mover] & ~(1 << card), *hands[mover + 1:])
            played = (*trick, card)
            if len(played) == 4:
                winner = self.winner(played, leader)
                value = winner % 2 == self.sweeper and self.run(after, winner, ())
            else:
                value = self.run(after, leader, played)
            if value == wants:
                result = wants
                break
        if not trick:
            self.memo[(hands, leader, self.sweeper, self.wants, self.trump)] = result
        return result


def _bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def column_difference(score: HandScore, seat: int) -> float:
    """The learner's column (above and below) less the mean of the other columns.

    >>> from jojotte_teach.engine import THREE
    >>> from jojotte_teach.engine.scoring import Line, thrown_in_score
    >>> column_difference(thrown_in_score(THREE, ("Ann", "Bob", "Cat"), 0, Line("thrown in")), 0)
    0.0
    """
    game = score.game
    mine = game.side_of(seat)
    totals = [score.above[c] + score.below[c] for c in range(game.columns)]
    others = [t for c, t in enumerate(totals) if c != mine]
    return float(totals[mine] - statistics.fmean(others))


def hand_score(state: HandState) -> HandScore:
    """The engine's score of a finished (or thrown-in) hand, nothing in prison before it."""
    return score_hand(state)
