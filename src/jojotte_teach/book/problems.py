"""Decision problems for the strategy chapters, graded by the engine.

A problem is a position of a two-player hand (a hand record cut after some
actions), the learner's seat, a question and two or more options. Each option
is one action of the learner (``"accept"``, ``"bid NT"``, ``"play JH"``), or a
few of them joined by ``" + "`` (``"meld 8H 9H 10H + dix"``). The verdict is
computed, never typed: every option is valued by the engine as the hand's
*score difference* for the learner (what he writes above and below the line,
less what his opponent writes):

* ``exact``: all cards known. The position after the option is played out by
  the double-dummy solver (:func:`~jojotte_teach.ai.evaluation.exact_estimates`);
  after the draw the opponent declares by the rules of thumb
  (:func:`~jojotte_teach.ai.heuristic.declaration`) and the learner makes no
  further choice than the option says.
* ``sampled``: only what the learner can see. For a card, the average over
  deals that fit his view (:func:`~jojotte_teach.ai.evaluation.estimate_cards`);
  for a call, the expert's look-ahead over sampled deals
  (:class:`~jojotte_teach.ai.expert.AuctionSearch`, the bidding advisor's
  method); for Nullo or Slam, the special and the standing contract played out
  on sampled hands (as the expert decides them).

The problems live in JSON files beside this module (``problem_data/``), one
per chapter, so the static pages and the live notebook read the same data.

>>> sorted(problem_sets())[:2]
['auction', 'cardplay']
>>> p = problem("lead-1")
>>> p.seat, p.method in METHODS
('Bob', True)
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from ..ai.contracts import Table, play_contract
from ..ai.evaluation import estimate_cards, exact_estimates
from ..ai.expert import AuctionSearch
from ..ai.heuristic import declaration
from ..ai.knowledge import Knowledge
from ..ai.sampling import sample_full_deals, sample_hands
from ..ai.search import Solver
from ..engine.actions import Action, Verb
from ..engine.cards import Card
from ..engine.records import HandRecord, parse_record
from ..engine.state import HandState, Phase, apply, legal_actions, new_hand
from ..engine.view import player_view

__all__ = [
    "METHODS", "Problem", "Verdict", "load_problems", "problem", "problem_sets",
    "problems", "verdict",
]

#: How a problem is graded: all cards known, or only what the learner sees.
METHODS = ("exact", "sampled")
#: The smallest gap between the best option and the next that a problem may show.
CLEAR_MARGIN = 5.0


@dataclass(frozen=True)
class Problem:
    """One decision problem.

    Attributes:
        ident: a short name (``lead-1``).
        chapter: the problem set it belongs to (``auction``, ``cardplay`` ...).
        title: a few words for its heading.
        record: the hand record (the whole deal; its actions may go past the position).
        step: how many of the record's actions are played before the question.
        seat: the learner's name.
        question: what he is asked.
        options: each option's action(s) without the player's name.
        method: ``exact`` or ``sampled``.
        samples, seed: for ``sampled``, the deals looked at and the seed fixing them.
        why: one or two sentences saying why the best option is best.
        rules: rule IDs the problem turns on.
    """

    ident: str
    chapter: str
    title: str
    record: HandRecord
    step: int
    seat: str
    question: str
    options: tuple[str, ...]
    method: str
    samples: int
    seed: int
    why: str
    rules: tuple[str, ...]

    @property
    def state(self) -> HandState:
        """The position: the record's first ``step`` actions played, one by one.

        A problem's record writes every pass after the draw, so the position may
        stop there (a cut record's ``final_state`` would pass on to the lead).
        """
        state = new_hand(self.record.deal, self.record.players, self.record.rules)
        for action in self.record.actions[:self.step]:
            state = apply(state, action)
        return state

    @property
    def seat_index(self) -> int:
        """The learner's seat (0 or 1)."""
        return self.record.players.index(self.seat)

    def actions(self, option: str) -> list[Action]:
        """An option's actions, with the learner's name."""
        return [Action.parse(f"{self.seat} {part.strip()}") for part in option.split("+")]


@dataclass(frozen=True)
class Verdict:
    """The engine's values of a problem's options.

    Attributes:
        values: each option's score difference for the learner (mean, if sampled).
        best: the option with the highest value.
        margin: how far ahead of the next option the best one is.
        exact: all cards known (else averaged over sampled deals).
        samples: deals looked at (1 when exact).
    """

    values: dict[str, float]
    best: str
    margin: float
    exact: bool
    samples: int

    @property
    def basis(self) -> str:
        """How the figures were found, in a sentence for the page."""
        if self.exact:
            return ("Figures from the exact solver with all cards known: each option is "
                    "played out perfectly by both players.")
        return (f"Figures are averages over {self.samples} deals of the cards you cannot see, "
                "each fitting everything you know, played out perfectly.")


def _parse(data: dict[str, Any], chapter: str) -> Problem:
    record = parse_record(data["record"])
    if not isinstance(record, HandRecord):
        raise ValueError(f"problem {data['id']}: the record must be one hand")
    method = data.get("method", "exact")
    if method not in METHODS:
        raise ValueError(f"problem {data['id']}: method must be one of {METHODS}")
    return Problem(data["id"], chapter, data["title"], record, int(data["step"]),
                   data["seat"], data["question"], tuple(data["options"]), method,
                   int(data.get("samples", 0)), int(data.get("seed", 0)), data["why"],
                   tuple(data.get("rules", ())))


def load_problems(text: str, chapter: str) -> list[Problem]:
    """Problems from the text of a problem file (a JSON list)."""
    return [_parse(item, chapter) for item in json.loads(text)]


@cache
def problem_sets() -> dict[str, tuple[Problem, ...]]:
    """Every problem file shipped with the package, by chapter name."""
    folder = resources.files(__package__).joinpath("problem_data")
    sets = {}
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".json"):
            name = entry.name.removesuffix(".json")
            sets[name] = tuple(load_problems(entry.read_text(encoding="utf-8"), name))
    return sets


def problems(chapter: str | None = None) -> list[Problem]:
    """The problems of one chapter (or all of them), in order."""
    sets = problem_sets()
    if chapter is None:
        return [p for group in sets.values() for p in group]
    return list(sets[chapter])


def problem(ident: str) -> Problem:
    """One problem by its name.

    Raises:
        KeyError: no such problem.
    """
    for p in problems():
        if p.ident == ident:
            return p
    raise KeyError(f"no problem {ident!r}")


# -- grading ------------------------------------------------------------------


def verdict(p: Problem, solver: Solver | None = None) -> Verdict:
    """Value every option of a problem with the engine (see the module's description).

    Raises:
        ValueError: an option is not legal in the position, or the method does not fit it.
    """
    solver = solver or Solver()
    state = p.state
    me = p.seat_index
    for option in p.options:
        _check_legal(state, p.actions(option))
    verbs = {a.verb for option in p.options for a in p.actions(option)}
    if p.method == "exact":
        values = {o: _exact_value(state, p.actions(o), me, solver) for o in p.options}
        n = 1
    elif verbs <= {Verb.PLAY}:
        est = estimate_cards(player_view(state, me), p.samples, p.seed, None, solver)
        values = {o: est.cards[_card_of(p.actions(o))].score for o in p.options}
        n = est.samples
    elif state.phase is Phase.AUCTION:
        values, n = _call_values(p, state, solver)
    elif verbs & {Verb.NULLO, Verb.SLAM}:
        values, n = _special_values(p, state, solver)
    else:
        raise ValueError(f"problem {p.ident}: no sampled method for these options")
    ranked = sorted(values, key=lambda o: -values[o])
    margin = values[ranked[0]] - values[ranked[1]] if len(ranked) > 1 else 0.0
    return Verdict(values, ranked[0], margin, p.method == "exact", n)


def _check_legal(state: HandState, actions: Sequence[Action]) -> None:
    for action in actions:
        if action not in legal_actions(state):
            raise ValueError(f'"{action}" is not legal in this position')
        state = apply(state, action)


def _card_of(actions: Sequence[Action]) -> Card:
    (action,) = actions
    if action.card is None:
        raise ValueError(f'"{action}" plays no card')
    return action.card


def _settle(state: HandState, me: int) -> HandState:
    """Finish the choices after the draw: the learner declines, the opponent follows the
    rules of thumb (melds, dix, Nullo, Slam), until the first card."""
    while state.phase is Phase.DECLARING:
        who = state.to_act
        if who == me:
            mine = [a for a in legal_actions(state)
                    if a.player == state.players[me] and a.verb is Verb.PASS]
            state = apply(state, mine[0])
        else:
            state = apply(state, declaration(player_view(state, who)))
    return state


def _exact_value(state: HandState, actions: Sequence[Action], me: int, solver: Solver) -> float:
    """The score difference for seat ``me`` after the actions, all cards known."""
    if len(actions) == 1 and actions[0].verb is Verb.PLAY and state.phase is Phase.PLAY:
        card = _card_of(actions)
        est = exact_estimates(state, solver)
        return est.cards[card].score if state.to_act == me else -est.cards[card].score
    for action in actions:
        state = apply(state, action)
    if state.phase is Phase.AUCTION:
        raise ValueError("an exact problem in the auction needs the auction's end")
    state = _settle(state, me)
    est = exact_estimates(state, solver)
    top = max(e.score for e in est.cards.values())
    return top if state.to_act == me else -top


def _call_values(p: Problem, state: HandState, solver: Solver) -> tuple[dict[str, float], int]:
    """Each call followed through the rest of the auction on sampled deals (the advisor)."""
    view = player_view(state, p.seat_index)
    deals = sample_full_deals(Knowledge.from_view(view), p.samples, p.seed)
    values = AuctionSearch(view, deals, solver).call_values(prune=False)
    out = {}
    for option in p.options:
        (action,) = p.actions(option)
        results = values[action]
        out[option] = sum(results) / len(results)
    return out, len(deals)


def _special_values(p: Problem, state: HandState, solver: Solver
                    ) -> tuple[dict[str, float], int]:
    """Nullo or Slam against the standing contract, on sampled hands of the opponent."""
    view = player_view(state, p.seat_index)
    me = p.seat_index
    auction, current = view.auction_contract, view.contract
    assert auction is not None and current is not None
    hands = sample_hands(Knowledge.from_view(view), p.samples, p.seed).hands
    totals = dict.fromkeys(p.options, 0.0)
    for opp in hands:
        seated = (view.hand, tuple(opp)) if me == 0 else (tuple(opp), view.hand)
        table = Table(seated, view.turn_up, view.dealer)
        for option in p.options:
            verb = p.actions(option)[0].verb
            if verb in (Verb.NULLO, Verb.SLAM):
                special = "nullo" if verb is Verb.NULLO else "slam"
                played = play_contract(table, view.rules, auction.strain, me, special,
                                       auction.accepted_turn_up, solver)
                mult = 1 if special == "nullo" else auction.multiplier
            else:
                played = play_contract(table, view.rules, auction.strain, current.declarer,
                                       current.special, auction.accepted_turn_up, solver)
                mult = current.multiplier
            totals[option] += played.difference(view.rules, mult, me)
    return {o: v / len(hands) for o, v in totals.items()}, len(hands)
