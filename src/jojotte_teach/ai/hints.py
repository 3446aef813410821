"""Hints during the play, and a review of the play after the hand.

:func:`hint` colours every legal card by what it costs against the best play,
and says in one sentence why the best card is best. Given a hand's state (all
cards known) the figures are exact; given a player's view they are averages over
deals consistent with what he has seen. :func:`review` goes through a played
hand card by card and says what each card cost against perfect play.

Costs are in trick points (SCO-1: card points and the last-trick 10); on a
Slam or Nullo hand still open (SPEC-1, SPEC-3) they are in chances of making
(or beating) it, from 0 to 1.

>>> from jojotte_teach.engine import Deal, new_hand, legal_actions, apply, Phase
>>> s = new_hand(Deal.from_seed(11, dealer=0), ("Ann", "Bob"))
>>> while s.phase is not Phase.PLAY:
...     s = apply(s, legal_actions(s)[-1] if s.phase.value == "auction" else legal_actions(s)[0])
>>> h = hint(s)
>>> h.exact, h.costs[h.best], min(h.costs.values()) >= 0
(True, 0.0, True)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.actions import Verb
from ..engine.cards import Card, beats, card_points
from ..engine.state import HandState, Phase, apply, new_hand
from ..engine.view import PlayerView
from .evaluation import Estimates, estimate_cards, exact_estimates
from .knowledge import Knowledge
from .search import Solver

__all__ = ["COLOURS", "CardHint", "Hint", "Review", "ReviewLine", "hint", "hint_from", "review"]

#: Colour names for costs, with the hex colours the card tables use.
COLOURS = {"best": "#2e7d32", "good": "#9ccc65", "poor": "#ffa726", "bad": "#e53935"}
#: Upper limits of the cost for "good" and "poor" (points, then chance).
POINT_STEPS = (5.0, 15.0)
CHANCE_STEPS = (0.1, 0.3)

#: Time a hint may take by default (seconds): under two in a browser.
HINT_BUDGET = 1.2


def colour_of(cost: float, unit: str) -> str:
    """``best``, ``good``, ``poor`` or ``bad`` for a cost.

    >>> [colour_of(cost, "points") for cost in (0, 4, 10, 30)]
    ['best', 'good', 'poor', 'bad']
    """
    if cost <= 1e-9:
        return "best"
    good, poor = POINT_STEPS if unit == "points" else CHANCE_STEPS
    return "good" if cost < good else "poor" if cost < poor else "bad"


@dataclass(frozen=True)
class CardHint:
    """One legal card in a hint.

    Attributes:
        card: the card.
        value: trick points from now on after it (or the chance of the aim).
        cost: the best card's value less this one's (0 for a best card).
        colour: ``best``, ``good``, ``poor`` or ``bad`` (hex in :data:`COLOURS`).
        score: the mean score difference of the hand after it (what the expert weighs).
    """

    card: Card
    value: float
    cost: float
    colour: str
    score: float


@dataclass(frozen=True)
class Hint:
    """Advice for the player to move.

    Attributes:
        player: his name.
        cards: each legal card's figures, in deck order.
        best: the card with no cost (the first in deck order if several).
        reason: one sentence saying why it is best.
        exact: all cards were known, or every possible deal was solved.
        unit: ``points`` or ``chance``.
        samples: deals solved (1 when exact from a full state).
        seconds: the time it took.
    """

    player: str
    cards: dict[Card, CardHint]
    best: Card
    reason: str
    exact: bool
    unit: str
    samples: int
    seconds: float = field(compare=False)

    @property
    def costs(self) -> dict[Card, float]:
        """Each legal card's cost."""
        return {c: h.cost for c, h in self.cards.items()}

    @property
    def colours(self) -> dict[Card, str]:
        """Each legal card's colour name."""
        return {c: h.colour for c, h in self.cards.items()}

    def to_json(self) -> dict[str, Any]:
        """A plain dictionary (cards as text), e.g. for a notebook table."""
        return {
            "player": self.player, "best": self.best.text, "reason": self.reason,
            "exact": self.exact, "unit": self.unit, "samples": self.samples,
            "cards": {c.text: {"value": round(h.value, 2), "cost": round(h.cost, 2),
                               "colour": h.colour} for c, h in self.cards.items()},
        }


def hint(
    position: HandState | PlayerView,
    time_budget: float | None = HINT_BUDGET,
    samples: int | None = None,
    seed: int = 0,
    solver: Solver | None = None,
) -> Hint:
    """Colour each legal card of the player to move by its cost against the best play.

    Args:
        position: a hand's state (exact: every card is known) or the view of the
            player to move (sampled: only what he has seen).
        time_budget: for a view, stop dealing after this many seconds (``None``:
            no limit, and then the answer depends only on ``samples`` and ``seed``).
        samples: for a view, deals to solve (default: by the cards left).
        seed: for a view, fixes the deals.
        solver: a solver to reuse between hints of one hand (faster).

    Raises:
        ValueError: not the play of the cards, not this player's turn, or a Nullo
            already lost (nothing is left to advise on but losing few tricks).
    """
    if isinstance(position, HandState):
        est = exact_estimates(position, solver)
        player = position.players[position.to_act]
        knowledge = None
        trick = position.trick
        trump = position.trump
        declarer = position.contract is not None and position.contract.declarer == position.to_act
    else:
        est = estimate_cards(position, samples, seed, time_budget, solver)
        player = position.player
        knowledge = Knowledge.from_view(position)
        trick = position.trick
        trump = position.contract.trump if position.contract else None
        declarer = position.contract is not None and position.contract.declarer == position.seat
    return hint_from(est, player, trick, trump, declarer, knowledge)


def hint_from(est: Estimates, player: str, trick: tuple[Card, ...], trump: Any,
               declarer: bool, knowledge: Knowledge | None) -> Hint:
    """The hint for a player from the estimates of his legal cards.

    Args:
        est: each legal card's figures (trick points, or the chance of the aim).
        player: who is to play.
        trick: the cards already played to this trick (the reason sentence speaks of them).
        trump: the trump suit, or None.
        declarer: the player (or his side) declared: the chance is to make, not beat.
        knowledge: what he knows of the unseen cards (None: every card is known).
    """
    sweep = est.objective in ("slam", "nullo")
    unit = "chance" if sweep else "points"
    values = {c: (e.chance if sweep else e.points) or 0.0 for c, e in est.cards.items()}
    top = max(values.values())
    # Between cards of equal value the expert's measure (the score) decides which is shown first.
    best = max(values, key=lambda c: (round(values[c], 9), round(est.cards[c].score, 9)))
    cards = {}
    for c, v in values.items():
        cost = 0.0 if abs(top - v) < 1e-9 else top - v
        cards[c] = CardHint(c, v, cost, colour_of(cost, unit), est.cards[c].score)
    reason = _reason(best, cards, unit, est, trick, trump, declarer, knowledge)
    return Hint(player, cards, best, reason, est.exact, unit, est.samples, est.seconds)


def _fmt(x: float) -> str:
    return f"{x:.0f}" if abs(x - round(x)) < 0.05 else f"{x:.1f}"


def _reason(best: Card, cards: dict[Card, CardHint], unit: str, est: Estimates,
            trick: tuple[Card, ...], trump: Any, declarer: bool,
            knowledge: Knowledge | None) -> str:
    """One sentence on why the best card is best."""
    where = ("" if est.exact
             else f", on average over {est.samples} deals that fit what you have seen")
    if len(cards) == 1:
        if trick:
            return f"{best.pretty} is the only card you may play to this trick (PLAY-2 to PLAY-4)."
        return f"{best.pretty} is your last card."
    others = [h for c, h in cards.items() if c is not best]
    # Contrast the best card with the nearest card that does cost something; cards that
    # tie with it are named as just as good.
    costly = [h for h in others if h.cost > 1e-9]
    runner = min(costly or others, key=lambda h: h.cost)
    equal = sorted((h.card for h in others if h.cost <= 1e-9), key=lambda c: c.index)
    also = f" ({', '.join(c.pretty for c in equal)} as good)" if equal and costly else ""
    if not costly:
        if unit == "chance":
            return (f"Every card keeps the same chance, {cards[best].value:.0%}{where}: "
                    f"{best.pretty} is as good as any other.")
        return (f"Every card gives the same result, {best.pretty} as well as any other: with best "
                f"play you take {_fmt(cards[best].value)} points from here{where}.")
    if unit == "chance":
        aim = "make the contract" if declarer else "beat the contract"
        return (f"{best.pretty} gives the best chance to {aim}, {cards[best].value:.0%} against "
                f"{runner.value:.0%} with {runner.card.pretty}{where}{also}.")
    # The runner's figure is the best's less its cost, each rounded as the list of costs
    # rounds it, so that the sentence and the list agree to the last digit.
    value = _fmt(cards[best].value)
    alt = _fmt(round(cards[best].value, 1) - round(runner.cost, 1))
    tail = (f"with best play you take {value} points from here, against {alt} after "
            f"{runner.card.pretty}{where}{also}")
    if trick:
        led = trick[0]
        winners = [c for c in cards if beats(c, led, trump)]
        pot = card_points(led, trump) + card_points(best, trump)
        if best in winners:
            cheaper = [c for c in winners if c is not best]
            how = " as cheaply as you can" if cheaper and all(
                card_points(c, trump) >= card_points(best, trump) for c in cheaper) else ""
            return f"{best.pretty} wins this trick ({pot} points){how}: {tail}."
        if winners:
            return (f"Letting {led.pretty} win with {best.pretty} keeps your stronger cards "
                    f"for later tricks: {tail}.")
        return f"{best.pretty} loses this trick at the least cost: {tail}."
    if trump is not None and best.suit is trump and declarer:
        return f"Leading a trump ({best.pretty}) draws the opponent's trumps: {tail}."
    if knowledge is not None and _is_master(best, knowledge, trump):
        return (f"{best.pretty} is the highest {best.suit.singular} left, a sure winner in its "
                f"suit: {tail}.")
    if card_points(best, trump) == 0:
        return f"Leading the low {best.pretty} gives nothing away: {tail}."
    return f"Leading {best.pretty} is best: {tail}."


def _is_master(card: Card, knowledge: Knowledge, trump: Any) -> bool:
    """No card the opponent may hold is higher in the card's suit."""
    outstanding = [c for c in knowledge.unseen if c not in knowledge.barred]
    return not any(beats(c, card, trump) for c in outstanding if c.suit is card.suit)


@dataclass(frozen=True)
class ReviewLine:
    """One card of the play against perfect play.

    Attributes:
        trick: the trick's number, 1 to 9.
        player: who played the card.
        card: the card played.
        best: the cards that were best.
        cost: what the card gave away (0 for a best card; ``None`` once a Nullo is lost).
        unit: ``points`` or ``chance``.
    """

    trick: int
    player: str
    card: Card
    best: tuple[Card, ...]
    cost: float | None
    unit: str


@dataclass(frozen=True)
class Review:
    """The play of a hand, card by card, against perfect play.

    Attributes:
        lines: one per card played, in order.
    """

    lines: tuple[ReviewLine, ...]

    def total(self, player: str, unit: str = "points") -> float:
        """What one player's cards cost in all (in one unit)."""
        return sum(line.cost or 0.0 for line in self.lines
                   if line.player == player and line.unit == unit)

    def by_trick(self) -> list[list[ReviewLine]]:
        """The lines grouped by trick."""
        groups: list[list[ReviewLine]] = []
        for line in self.lines:
            if not groups or groups[-1][0].trick != line.trick:
                groups.append([])
            groups[-1].append(line)
        return groups

    def to_text(self) -> str:
        """A short account: each trick's two cards with their costs."""
        out = []
        for group in self.by_trick():
            parts = []
            for line in group:
                if line.cost is None:
                    parts.append(f"{line.player} {line.card.pretty}")
                elif line.cost <= 1e-9:
                    parts.append(f"{line.player} {line.card.pretty} (best)")
                else:
                    unit = " points" if line.unit == "points" else " chance"
                    best = " ".join(c.pretty for c in line.best)
                    parts.append(f"{line.player} {line.card.pretty} (costs "
                                 f"{_fmt(line.cost)}{unit}; best {best})")
            out.append(f"Trick {group[0].trick}: " + ", ".join(parts))
        return "\n".join(out)


def review(state: HandState, solver: Solver | None = None) -> Review:
    """Every card played in the hand so far, with its exact cost against perfect play.

    Raises:
        ValueError: no card has been played yet.
    """
    solver = solver or Solver()
    s = new_hand(state.deal, state.players, state.rules)
    lines = []
    for action in state.history:
        if s.phase is Phase.PLAY and action.verb is Verb.PLAY:
            assert action.card is not None
            trick_no = len(s.tricks) + 1
            try:
                est = exact_estimates(s, solver)
            except ValueError:
                lines.append(ReviewLine(trick_no, action.player, action.card, (), None,
                                        "points"))
            else:
                h = hint_from(est, action.player, s.trick, s.trump, False, None)
                best = tuple(c for c, x in h.cards.items() if x.cost <= 1e-9)
                lines.append(ReviewLine(trick_no, action.player, action.card, best,
                                        h.cards[action.card].cost, h.unit))
        s = apply(s, action)
    if not lines:
        raise ValueError("no card has been played yet")
    return Review(tuple(lines))
