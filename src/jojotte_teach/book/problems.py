"""Decision problems for the strategy chapters, graded by the engine.

A problem is a position of a hand (a hand record cut after some actions), the
learner's seat, a question and two or more options. Each option is one action of the
learner (``"accept"``, ``"bid NT"``, ``"play JH"``, ``"withdraw"``), or a few of them
joined by ``" + "`` (``"dix + meld 8H 9H 10H JH"``). The verdict is computed, never
typed (:mod:`.problem_verdicts`): every option is valued by the engine as the hand's
*score difference* for the learner, exactly with every card known, or averaged over
deals of the cards he cannot see.

A problem shows a neutral :attr:`Problem.label` (its chapter and number) before it
is answered; its :attr:`Problem.lesson` comes with the verdict. Every option the
position allows is offered, or :attr:`Problem.offered` says in the question why some
are not (:func:`missing_options`).

The problems live in JSON files beside this module (``problem_data/``), one per
chapter, so the static pages and the live notebook read the same data.

>>> sorted(problem_sets())[:2]
['auction', 'cardplay']
>>> p = problem("lead-1")
>>> p.seat, p.method in METHODS, p.label
('Bob', True, 'Card play, problem 1')
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache, cached_property
from importlib import resources
from typing import Any

from ..engine.actions import Action, Verb
from ..engine.hand import HandState
from ..engine.records import HandRecord, SessionRecord, parse_record
from ..engine.state import apply, legal_actions

__all__ = [
    "CHAPTER_NAMES", "CLEAR_MARGIN", "METHODS", "Problem", "Verdict", "load_problems",
    "missing_options", "problem", "problem_sets", "problems",
]

#: How a problem is graded: all cards known, or only what the learner sees.
METHODS = ("exact", "sampled")
#: The smallest gap between the best option(s) and the next that a problem may show.
CLEAR_MARGIN = 5.0
#: Each problem set's name in a problem's label, in the order of the book.
CHAPTER_NAMES = {
    "auction": "Bidding", "valuing": "Hand valuation", "position": "Score position",
    "declaring": "Declaring", "cardplay": "Card play", "three": "Three players",
    "cutthroat": "Cutthroat",
    "partnership": "Partnership",
}


@dataclass(frozen=True)
class Problem:
    """One decision problem.

    Attributes:
        ident: a short name (``lead-1``), for the pages' code and the tests.
        chapter: the problem set it belongs to (``auction``, ``cardplay`` ...).
        number: its place in the set, from 1 (the label's number).
        lesson: what it teaches, in a few words: shown with the verdict, never before.
        record: the hand record (the whole deal; its actions may go past the position).
        step: how many of the record's actions are played before the question.
        seat: the learner's name.
        question: what he is asked.
        options: each option's action(s) without the player's name.
        method: ``exact`` or ``sampled``.
        samples, seed: for ``sampled``, the deals looked at and the seed fixing them.
        why: a few sentences saying why the best option is best, from what the
            learner can see or infer.
        rules: rule IDs the problem turns on.
        offered: why some options the position allows are not offered ("" when all are).
        session: the example holding the rubber before this hand (score position), if any.
        prior: that rubber, carried in the problem's own data (the live notebook has no
            examples folder); a test checks it against the example.
    """

    ident: str
    chapter: str
    number: int
    lesson: str
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
    offered: str = ""
    session: str = ""
    prior_record: SessionRecord | None = None

    @property
    def label(self) -> str:
        """The neutral name shown before the answer: ``Card play, problem 3``."""
        return f"{CHAPTER_NAMES.get(self.chapter, self.chapter.capitalize())}, problem " \
               f"{self.number}"

    @property
    def is_table(self) -> bool:
        """A problem at three or four players."""
        return self.record.game.seats > 2

    @cached_property
    def state(self) -> HandState:
        """The position: the record's first ``step`` actions played, one by one.

        A problem's record writes every pass after the draw, so the position may
        stop there (a cut record's ``final_state`` would pass on to the lead).
        """
        from ..engine.state import new_hand

        rec = self.record
        state = new_hand(rec.deal, rec.players, rec.rules)
        for action in rec.actions[:self.step]:
            state = apply(state, action)
        return state

    @property
    def seat_index(self) -> int:
        """The learner's seat."""
        return self.record.players.index(self.seat)

    @property
    def full_question(self) -> str:
        """The question, with the note on options not offered."""
        return f"{self.question} {self.offered}".strip()

    def actions(self, option: str) -> list[Action]:
        """An option's actions, with the learner's name."""
        return [Action.parse(f"{self.seat} {part.strip()}") for part in option.split("+")]

    def prior(self) -> SessionRecord | None:
        """The rubber before this hand (a score-position problem), if any."""
        return self.prior_record


@dataclass(frozen=True)
class Verdict:
    """The engine's values of a problem's options.

    Attributes:
        values: each option's score difference for the learner (mean, if sampled).
        best: the best option (the first of them, when several are equal).
        bests: every option whose value equals the best one's (equal cards score alike).
        margin: how far ahead of the next option the best ones are.
        exact: all cards known (else averaged over sampled deals).
        samples: deals looked at (1 when exact).
        ahead: for each option, on how many of the deals the learner's column came out
            ahead (problems at three and four, where "winning the hand" has no one
            meaning), else empty.
    """

    values: dict[str, float]
    best: str
    margin: float
    exact: bool
    samples: int
    bests: tuple[str, ...] = ()
    ahead: dict[str, int] | None = None

    @property
    def basis(self) -> str:
        """How the figures were found, in a sentence for the page."""
        if self.exact:
            return ("Figures from the exact solver with all cards known: each option is "
                    "played out perfectly by both sides.")
        return (f"Figures are averages over {self.samples} deals of the cards you cannot see, "
                "each fitting everything you know, played out perfectly.")

    def is_best(self, option: str) -> bool:
        """Whether an option is among the best."""
        return option in (self.bests or (self.best,))


def _parse(data: dict[str, Any], chapter: str, number: int) -> Problem:
    record = parse_record(data["record"])
    if not isinstance(record, HandRecord):
        raise ValueError(f"problem {data['id']}: the record must be one hand")
    method = data.get("method", "exact")
    if method not in METHODS:
        raise ValueError(f"problem {data['id']}: method must be one of {METHODS}")
    session = data.get("session", {})
    prior = parse_record(session["record"]) if session else None
    if prior is not None and not isinstance(prior, SessionRecord):
        raise ValueError(f"problem {data['id']}: the rubber before it must be a session")
    return Problem(data["id"], chapter, number, data["lesson"], record, int(data["step"]),
                   data["seat"], data["question"], tuple(data["options"]), method,
                   int(data.get("samples", 0)), int(data.get("seed", 0)), data["why"],
                   tuple(data.get("rules", ())), data.get("offered", ""),
                   session.get("name", "") if session else "", prior)


def load_problems(text: str, chapter: str) -> list[Problem]:
    """Problems from the text of a problem file (a JSON list), numbered in order."""
    return [_parse(item, chapter, n) for n, item in enumerate(json.loads(text), start=1)]


@cache
def problem_sets() -> dict[str, tuple[Problem, ...]]:
    """Every problem file shipped with the package, by chapter name, in the book's order."""
    folder = resources.files(__package__).joinpath("problem_data")
    found = {}
    for entry in folder.iterdir():
        if entry.name.endswith(".json"):
            name = entry.name.removesuffix(".json")
            found[name] = tuple(load_problems(entry.read_text(encoding="utf-8"), name))
    order = list(CHAPTER_NAMES)
    return {name: found[name] for name in sorted(
        found, key=lambda n: (order.index(n) if n in order else len(order), n))}


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


# -- the options the position allows ------------------------------------------


def _key(action: Action) -> tuple[object, ...]:
    """An action as a choice: a card whatever is said with it, a meld whatever its order."""
    if action.verb is Verb.PLAY:
        return (Verb.PLAY, action.card)
    if action.verb is Verb.MELD:
        return (Verb.MELD, frozenset(action.cards))
    return (action.verb, action.strain, action.side)


def missing_options(p: Problem) -> list[str]:
    """The learner's legal actions now that no option starts with (a card counts once,
    whether or not it is played with Jo or Jotte; a meld whatever the order of its cards).

    >>> missing_options(problem("meld-1"))
    []
    """
    state = p.state
    offered = {_key(p.actions(o)[0]) for o in p.options if p.actions(o)}
    if "pass" in p.options:  # a partnership's special bids: saying nothing declines them
        offered.add((Verb.PASS, None, None))
    missing = []
    for action in legal_actions(state):
        if action.player != p.seat or _key(action) in offered:
            continue
        if p.is_table and action.verb is Verb.PLAY and state.to_act != p.seat_index:
            continue  # another seat's card
        offered.add(_key(action))
        missing.append(action.short())
    return missing
