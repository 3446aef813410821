"""Decision problems on a page: the position, the question as a quiz, the verdict.

:func:`show_problem` draws a problem of :mod:`~jojotte_teach.book.problems` on
the card table, then asks its question as a jupyterquiz multiple choice whose
feedback for every option gives the engine's figures and the reason. The
verdict is computed when the page runs (at build time for the static pages),
so the option marked right is always the engine's best. A folded "verdict"
under the quiz carries the same figures for readers without JavaScript.

>>> from jojotte_teach.book.problems import problem, Verdict
>>> p = problem("nullo-2")
>>> [option_label(p, o) for o in p.options]
['Bid Nullo', 'Pass (no Nullo)']
>>> v = Verdict({"nullo": -136.2, "pass": -88.3}, "pass", 47.9, False, 24)
>>> q = problem_question(p, v)
>>> [a["correct"] for a in q["answers"]]
[False, True]
>>> "\u221288.3" in q["answers"][0]["feedback"]
True
"""

from __future__ import annotations

from functools import cache
from html import escape
from typing import Any

from ..engine.actions import Action, Verb, strain_name
from ..engine.cards import Card
from ..engine.state import HandState, Phase, apply, new_hand
from ..quiz import link_rules
from ..render.table import RULES_URL, table_html
from .problems import Problem, Verdict, problem, verdict
from .show import Html, show_quiz

__all__ = [
    "option_label", "problem_html", "problem_question", "problem_quiz", "problem_verdict",
    "show_position", "show_problem", "show_verdict", "verdict_html",
]


def _signed(value: float) -> str:
    """``+35.5``, ``-7``, ``0``."""
    text = f"{value:+.1f}".replace(".0", "") if abs(value) >= 0.05 else "0"
    return text.replace("-", "\u2212")


def option_label(p: Problem, option: str) -> str:
    """An option in words: ``Ace of spades``, ``Accept hearts``, ``Declare 7H 8H 9H``."""
    state = p.state
    if option == "pass" and state.phase is not Phase.AUCTION:
        others = {a.verb for o in p.options for a in p.actions(o)}
        if Verb.NULLO in others:
            return "Pass (no Nullo)"
        if Verb.SLAM in others:
            return "Pass (no Slam)"
        return "Declare nothing"
    labels = [_action_label(state, a) for a in p.actions(option)]
    return ", then ".join([labels[0]] + [label[0].lower() + label[1:] for label in labels[1:]])


def _action_label(state: HandState, action: Action) -> str:
    verb = action.verb
    if verb is Verb.PLAY and action.card is not None:
        said = {"jo": ", saying \u201cJo\u201d", "jotte": ", saying \u201cJotte\u201d"}
        return action.card.name.capitalize() + said.get(action.announce or "", "")
    if verb is Verb.ACCEPT:
        return f"Accept {state.turn_up.suit.word}"
    if verb is Verb.BID and action.strain is not None:
        return f"Bid {strain_name(action.strain)}"
    if verb is Verb.MELD:
        return "Declare " + " ".join(c.pretty for c in action.cards)
    if verb is Verb.DIX:
        return f"Take the dix (the 7 for the {state.turn_up.name})"
    if verb is Verb.PASS:
        return "Pass"
    if verb in (Verb.NULLO, Verb.SLAM):
        return f"Bid {verb.value.capitalize()}"
    return str(verb.value).capitalize()


def _story(state: HandState, seat: int) -> str:
    """What the learner has seen: the calls, what was said after the draw, the
    interrogation and the tricks so far."""
    names = state.players
    calls, after = [], []
    before = new_hand(state.deal, names, state.rules)
    for action in state.history:
        who = "you" if action.player == names[seat] else action.player
        if before.phase is Phase.AUCTION:
            calls.append(f"{who} {_call_word(before, action)}")
        elif action.verb in (Verb.MELD, Verb.DIX, Verb.NULLO, Verb.SLAM):
            after.append(f"{who} {_after_word(state, action, seat)}")
        before = apply(before, action)
    parts = []
    if calls:
        parts.append("The calls: " + ", ".join(calls) + ".")
    if after:
        parts.append("After the draw: " + "; ".join(after) + ".")
    if state.meld_outcome is not None:
        parts.append("The interrogation: " + " ".join(state.meld_outcome.dialogue(
            ["You" if n == names[seat] else n for n in names])))
    played = [f"{number}. {_trick_words(state, trick.leader, trick.cards, seat)}, "
              f"{'you' if trick.winner == seat else names[trick.winner]} won"
              for number, trick in enumerate(state.tricks, start=1)]
    if played:
        parts.append("The tricks so far: " + "; ".join(played) + ".")
    if state.trick:
        parts.append(f"Trick {len(state.tricks) + 1}: "
                     f"{_trick_words(state, state.leader, state.trick, seat)}.")
    return " ".join(parts)


def _trick_words(state: HandState, leader: int, cards: tuple[Card, ...], seat: int) -> str:
    """``you led A♠, Ann played 9♠``."""
    words = []
    for offset, card in enumerate(cards):
        who = (leader + offset) % 2
        name = "you" if who == seat else state.players[who]
        words.append(f"{name} {'led' if offset == 0 else 'played'} {card.pretty}")
    return ", ".join(words)


def _call_word(state: HandState, action: Action) -> str:
    if action.verb is Verb.ACCEPT:
        return f"accepted {state.turn_up.suit.word}"
    if action.verb is Verb.BID and action.strain is not None:
        return f"bid {strain_name(action.strain)}"
    words = {"pass": "passed", "double": "doubled", "redouble": "redoubled"}
    return words.get(str(action.verb.value), str(action.verb.value))


def _after_word(state: HandState, action: Action, seat: int) -> str:
    if action.verb is Verb.MELD:
        mine = action.player == state.players[seat]
        outcome = state.meld_outcome
        shown = mine or (outcome is not None and any(
            m.cards == action.cards for m in outcome.shown(state.players.index(action.player))))
        cards = " ".join(c.pretty for c in action.cards)
        return f"declared {cards}" if shown else "declared a meld (not shown)"
    if action.verb is Verb.DIX:
        return "took the dix"
    return f"bid {action.verb.value.capitalize()}"


def problem_html(p: Problem, rules_url: str = RULES_URL) -> str:
    """The position: the card table from the learner's seat, what he knows, the question."""
    state = p.state
    seat = p.seat_index
    exact = p.method == "exact"
    sight = ("All cards are shown: this problem is judged with every card known."
             if exact else "You see your own cards only; the engine judges from what you can "
             "know, as you must.")
    story = _story(state, seat)
    return (f'<div class="jj-problem" id="problem-{escape(p.ident)}">'
            f'<p class="jj-problem-seat"><strong>You are {escape(p.seat)}.</strong> '
            f"{escape(story)} {escape(sight)}</p>"
            + table_html(state, viewer=seat, show_all=exact, legal=False)
            + f'<p class="jj-problem-question"><strong>{link_rules(p.question, rules_url)}'
              "</strong></p></div>")


def verdict_html(p: Problem, v: Verdict, rules_url: str = RULES_URL) -> str:
    """The figures under a ``<details>``: each option's value, the best marked, the reason."""
    rows = "".join(
        f"<tr><td>{escape(option_label(p, o))}{' (best)' if o == v.best else ''}</td>"
        f'<td style="text-align:right">{_signed(v.values[o])}</td></tr>' for o in p.options)
    return (f'<details class="jj-verdict"><summary>The engine\'s verdict</summary>'
            f'<table><thead><tr><th>Option</th><th>Score difference for you</th></tr></thead>'
            f"<tbody>{rows}</tbody></table>"
            f"<p>{link_rules(p.why, rules_url)}</p><p><em>{escape(v.basis)}</em></p></details>")


def problem_question(p: Problem, v: Verdict, rules_url: str = RULES_URL) -> dict[str, Any]:
    """The problem as a jupyterquiz multiple choice, the feedback giving the figures."""
    figures = "; ".join(f"{option_label(p, o)} {_signed(v.values[o])}" for o in p.options)
    best = option_label(p, v.best)
    answers = []
    for option in p.options:
        right = option == v.best
        head = ("Right: the engine's best." if right else
                f"Not the best: {option_label(p, option)} gives {_signed(v.values[option])}, "
                f"{best} {_signed(v.values[v.best])}.")
        text = f"{head} {p.why} Score difference for you: {figures}. {v.basis}"
        answers.append({"answer": escape(option_label(p, option)), "correct": right,
                        "feedback": link_rules(text, rules_url)})
    return {"question": escape(f"{p.title}: {p.question}"), "type": "multiple_choice",
            "answers": answers}


@cache
def problem_verdict(ident: str) -> Verdict:
    """A problem's verdict, computed once per page run."""
    return verdict(problem(ident))


def show_position(ident: str, rules_url: str = RULES_URL) -> Html:
    """The position and the question of a problem."""
    return Html(problem_html(problem(ident), rules_url))


def problem_quiz(ident: str, rules_url: str = RULES_URL) -> list[dict[str, Any]]:
    """The problem's question for :func:`~jojotte_teach.book.show_quiz` (engine-graded)."""
    return [problem_question(problem(ident), problem_verdict(ident), rules_url)]


def show_verdict(ident: str, rules_url: str = RULES_URL) -> Html:
    """The folded verdict: each option's figure and the reason."""
    return Html(verdict_html(problem(ident), problem_verdict(ident), rules_url))


def show_problem(ident: str, rules_url: str = RULES_URL) -> None:
    """Display a whole problem: the position, the quiz and the folded verdict."""
    import importlib

    shown: Any = importlib.import_module("IPython.display")
    shown.display(show_position(ident, rules_url))
    show_quiz(problem_quiz(ident, rules_url), rules_url)
    shown.display(show_verdict(ident, rules_url))
