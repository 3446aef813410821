"""ScoringQuiz: the points of a finished hand, asked, checked and explained line by line.

While the questions wait for answers, the hand is shown without the figures they ask
for: the contract, the melds each player shows and every trick's cards and winner,
but not the card points (each player's and each trick's) when they are asked for,
nor the meld scores when those are. The whole table with its figures comes once
every question is answered or the reckoning is asked for.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial
from html import escape
from typing import Any

import ipywidgets as w
from traitlets import Bool, List, Unicode

from ..engine.cards import Card
from ..engine.cards import card_points as _points
from ..engine.records import HandRecord
from ..engine.rules import Rules, get_rules
from ..engine.scoring import score_hand
from ..engine.state import HandState
from ..quiz import Grade, Question, grade, link_rules, scoring_questions
from ..render.table import dialogue_html, reckoning_html, table_html, tricks_html
from .base import JojotteWidget
from .players import Player, play_out, resolve_player

__all__ = ["ScoringQuiz", "hand_to_score_html"]


def _card(card: Card) -> str:
    colour = "#c8102e" if card.suit.is_red else "#1d1d1d"
    return (f'<span style="color:{colour};font-weight:600" aria-label="{escape(card.name)}">'
            f"{escape(card.pretty)}</span>")


def hand_to_score_html(state: HandState, prison: int = 0, *, card_points: bool = False,
                       meld_scores: bool = False) -> str:
    """A finished hand as the reader scores it, without the figures the questions ask for.

    The contract, each player's tricks, the melds each shows (MELD-4) and each trick's
    cards, sayings and winner. The card points (each player's and each trick's) and
    the meld scores are shown only when asked for with ``card_points`` and
    ``meld_scores``: a question on them must not find its answer on the table.

    >>> from jojotte_teach.engine import load_record
    >>> from jojotte_teach.book import example_path
    >>> state = load_record(example_path("first-hand")).final_state()
    >>> "card points" in hand_to_score_html(state), "Tricks" in hand_to_score_html(state)
    (False, True)
    >>> "card points" in hand_to_score_html(state, card_points=True)
    True
    """
    names = state.players
    trump = state.contract.trump if state.contract is not None else None
    facts = []
    if state.contract is not None:
        facts.append(f"Contract: {escape(state.contract.describe(names))}.")
    facts.append(f"Dealer: {escape(names[state.dealer])}.")
    if prison:
        facts.append(f"{prison} points were in prison before this hand (SCO-8).")
    for seat in (0, 1):
        won = state.tricks_won(seat)
        fact = f"{escape(names[seat])} won {won} trick{'' if won == 1 else 's'}"
        if card_points:
            points = sum(_points(c, trump) for c in state.won_cards(seat))
            fact += f", {points} card points"
        facts.append(fact + ".")
    outcome = state.meld_outcome
    if outcome is not None:
        for seat in (0, 1):
            shown = outcome.shown(seat)
            if shown:
                fact = (f"{escape(names[seat])} shows "
                        f"{escape(', '.join(m.describe() for m in shown))}")
                if meld_scores:
                    fact += f" and scores {outcome.points(seat)} for melds"
                facts.append(f"{fact} (MELD-4).")
        if not (outcome.shown(0) or outcome.shown(1)):
            facts.append("Nobody shows a meld.")
        if outcome.note:
            facts.append(escape(outcome.note))
    items = []
    for t in state.tricks:
        lead, reply = t.cards
        said = [f' "{escape(a.capitalize())}"' if a else "" for a in t.announcements]
        line = (f"{escape(names[t.leader])} {_card(lead)}{said[0]}, "
                f"{escape(names[1 - t.leader])} {_card(reply)}{said[1]}: "
                f"{escape(names[t.winner])} wins")
        if card_points:
            points = _points(lead, trump) + _points(reply, trump)
            line += f", {points} point{'' if points == 1 else 's'}"
        items.append(f"<li>{line}</li>")
    return (f'<div class="jj-hand-to-score" role="group" aria-label="The hand to score">'
            f'<ul style="margin:0.2em 0;padding-left:1.4em">'
            f'{"".join(f"<li>{fact}</li>" for fact in facts)}</ul>'
            f'<div style="font-weight:600">Tricks</div>'
            f'<ol style="margin:0.2em 0;padding-left:1.6em">{"".join(items)}</ol></div>')


class ScoringQuiz(JojotteWidget):
    """A finished hand and questions on its score (:func:`~jojotte_teach.quiz.scoring_questions`).

    Args:
        source: the hand (a record or a finished state); ``None``: deal ``seed`` and let
            computer players play it out.
        seed: the deal for a fresh hand (default 1).
        players: the names for a fresh hand.
        computer: the computer players for a fresh hand: one name or player for both
            seats, or a pair.
        kinds: which questions (:data:`~jojotte_teach.quiz.KINDS`).
        prison: the points in prison before the hand.
        rules: the rule profile for a fresh hand.
        **common: ``preview``, ``live_url``, ``preview_text``, ``rules_url``.

    Raises:
        ValueError: the hand is unfinished or thrown in; an unknown player or kind.

    Traits:
        prompts: the questions.
        results: for each question, "" (unanswered), "correct" or "wrong".
        feedback: for each question, the last message.
        reckoning: the reckoning (HTML), once revealed.
        seed: the deal of a fresh hand ("" for a given hand).
        uncovered: the hand is drawn with its figures (card points, each trick's points,
            meld scores): once every question is answered, or the reckoning shown.
    """

    prompts = List(Unicode())
    results = List(Unicode())
    feedback = List(Unicode())
    reckoning = Unicode("")
    seed = Unicode("")
    uncovered = Bool(False)

    def __init__(self, source: HandRecord | HandState | None = None, *,
                 seed: int | None = None, players: tuple[str, ...] = ("Ann", "Bob"),
                 computer: str | Player | tuple[str | Player, str | Player] = "heuristic",
                 kinds: Iterable[str] | None = None, prison: int = 0,
                 rules: str | Rules = "pagat", **common: Any) -> None:
        super().__init__(**common)
        self._kinds = None if kinds is None else tuple(kinds)
        self._prison = prison
        self._players = players
        self._rules = get_rules(rules) if isinstance(rules, str) else rules
        pair = computer if isinstance(computer, tuple) else (computer, computer)
        self._computer = pair
        self._next_seed = 1 if seed is None else seed
        self.questions: list[Question] = []
        self.inputs = w.VBox()
        self.reckoning_view = w.HTML()
        tools = w.HBox([
            self.button("Show the reckoning", self.reveal, tooltip="The score, line by line"),
            self.button("New hand", self.new_hand, tooltip="Deal and play out a fresh hand"),
        ])
        self._arrange(self.inputs, tools, self.reckoning_view)
        if source is None:
            self.new_hand(self._next_seed)
        else:
            if seed is not None:
                raise ValueError("give a hand or a seed, not both")
            self._set(source.final_state() if isinstance(source, HandRecord) else source)

    # ------------------------------------------------------------ gestures

    def new_hand(self, seed: int | None = None) -> None:
        """Deal a fresh hand (from ``seed``, or the next one) and let the computers play it."""
        chosen = self._next_seed if seed is None else seed
        players: tuple[Player, Player] = (resolve_player(self._computer[0], chosen),
                                          resolve_player(self._computer[1], chosen + 1))
        state, dealt = play_out(chosen, self._players, self._rules, players)
        self._next_seed = dealt + 1
        self.seed = str(dealt)
        self._set(state)

    def answer(self, question: int | str, value: str | float | int) -> Grade:
        """Answer one question (by number from 0, or by key such as ``"below-Bob"``)."""
        index = self._index(question)
        if index is None:
            known = ", ".join(q.key for q in self.questions)
            result = Grade(False, f'There is no question "{question}" (the questions are: '
                           f"{known}).", None, None)
            self.say(result.message)
            return result
        result = grade(self.questions[index], value)
        results, feedback = list(self.results), list(self.feedback)
        if result.given is not None:
            results[index] = "correct" if result.correct else "wrong"
        feedback[index] = result.message
        self.results, self.feedback = results, feedback
        self._show_feedback(index)
        if all(self.results):
            self._uncover()
        return result

    def reveal(self) -> None:
        """Show the whole reckoning, each line with its rule, and the hand's figures."""
        self.reckoning = reckoning_html(self._score, self.rules_url)
        self.reckoning_view.value = ('<div style="font-weight:600">The reckoning</div>'
                                     + self.reckoning)
        self._uncover()

    def _uncover(self) -> None:
        """The hand with its figures: the table's summary, the melds' dialogue, the tricks'
        points (they answer the questions, so they wait until these are answered)."""
        state = self.state
        outcome = state.meld_outcome
        melds = ""
        if outcome is not None and any(r.exchanges for r in outcome.results):
            melds = dialogue_html(outcome, state.players, rules_url=self.rules_url)
        self.uncovered = True
        self.html = (self._title() + table_html(state, viewer=None, show_all=True) + melds
                     + tricks_html(state))

    def _title(self) -> str:
        where = f" (deal {self.seed})" if self.seed else ""
        return f"<div><b>The hand{escape(where)}</b></div>"

    # ------------------------------------------------------------ wiring

    def _index(self, question: int | str) -> int | None:
        if isinstance(question, int):
            return question if 0 <= question < len(self.questions) else None
        for i, q in enumerate(self.questions):
            if q.key == question:
                return i
        return None

    def _set(self, state: HandState) -> None:
        self.questions = scoring_questions(state, self._prison, self._kinds)
        self._score = score_hand(state, self._prison)
        self.state = state
        self.prompts = [q.prompt for q in self.questions]
        self.results = [""] * len(self.questions)
        self.feedback = [""] * len(self.questions)
        self.reckoning = ""
        self.reckoning_view.value = ""
        # Hide only what is asked: a quiz on the trick score alone shows the card points.
        keys = [q.key for q in self.questions]
        hide_points = any(k.startswith("card-points-") for k in keys)
        hide_melds = any(k.startswith("meld-score-") for k in keys)
        if hide_points or hide_melds:
            self.uncovered = False
            self.html = self._title() + hand_to_score_html(
                state, self._prison, card_points=not hide_points, meld_scores=not hide_melds)
        else:
            self._uncover()
        rows = []
        self._boxes: list[w.Text] = []
        self._notes: list[w.HTML] = []
        for i, q in enumerate(self.questions):
            box = w.Text(placeholder="your answer", layout=w.Layout(width="8em"),
                         continuous_update=False)
            note = w.HTML()
            check = self.button("Check", partial(self._check, i))
            box.observe(self.guarded(partial(self._check, i)), names=["value"])
            self._boxes.append(box)
            self._notes.append(note)
            rows.append(w.VBox([w.HTML(f"<div>{escape(q.prompt)}</div>"),
                                w.HBox([box, check]), note]))
        self.inputs.children = tuple(rows)

    def _check(self, index: int) -> Grade:
        return self.answer(index, self._boxes[index].value)

    def _show_feedback(self, index: int) -> None:
        result = self.results[index]
        colour = {"correct": "#1b7f3b", "wrong": "#b3261e"}.get(result, "#444")
        self._notes[index].value = (
            f'<div role="status" style="color:{colour}">'
            f"{link_rules(self.feedback[index], self.rules_url)}</div>")
