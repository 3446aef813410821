"""The interrogation of the melds (MELD-5) in words: who asked what, and what each learnt.

Two players settle their melds by question and answer: the two players of a
two-player hand, or the active defender and the declarer at three (THREE-8).

>>> from jojotte_teach.engine import Meld, interrogate, parse_cards, Suit
>>> out = interrogate(0, ((Meld(parse_cards("KH QH JH")),), ()), Suit.HEARTS)
>>> "A run of three." in dialogue_html(out, ["Ann", "Bob"])
True
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from ..engine.interrogation import MeldOutcome
from ..engine.melds import MeldClass
from .basics import FONT, HEADER, LIST, RULES_URL, rule_link
from .words import you_text

__all__ = ["dialogue_html", "learnt_text"]


def learnt_text(listener: str, speaker: str, fact: str) -> str:
    """What a player learnt in the interrogation, as a sentence.

    The engine states each fact about the speaker either as a predicate ("holds a run
    of four") or with "his" ("his run is Ten-high").

    >>> learnt_text("Ann", "Bob", "holds four Jacks")
    'Ann now knows that Bob holds four Jacks.'
    >>> learnt_text("Ann", "Bob", "his run is Ten-high")
    "Ann now knows that Bob's run is Ten-high."
    >>> learnt_text("You", "Bob", "holds four Jacks"), learnt_text("Bob", "You", "holds four Jacks")
    ('You now know that Bob holds four Jacks.', 'Bob now knows that you hold four Jacks.')
    """
    knows = "know" if listener == "You" else "knows"
    if speaker == "You":
        if fact.startswith("his "):
            return f"{listener} now {knows} that your {fact[4:]}."
        if fact.startswith("holds "):
            fact = "hold " + fact[6:]
        return f"{listener} now {knows} that you {fact}."
    if fact.startswith("his "):
        return f"{listener} now {knows} that {speaker}'s {fact[4:]}."
    return f"{listener} now {knows} that {speaker} {fact}."


def dialogue_html(outcome: MeldOutcome, names: Sequence[str], upto: int | None = None,
                  rules_url: str = RULES_URL) -> str:
    """The MELD-5 interrogation, class by class; with ``upto``, only its first exchanges.

    After each class whose exchanges are all shown, what each player learnt.

    Args:
        outcome: the interrogation.
        names: every player's name, in seat order.
        upto: show only this many exchanges.
        rules_url: where rule IDs link to.
    """
    shown = 0
    limit = upto if upto is not None else 10**6
    blocks = []
    for result in outcome.results:
        title = ("Four of a kind (class A)" if result.meld_class is MeldClass.FOUR
                 else "Sequences (class B)")
        if not result.exchanges:
            blocks.append(f'<div style="{HEADER}">{title}</div>'
                          "<div>Neither player declared one.</div>")
            continue
        items = []
        for ex in result.exchanges:
            if shown >= limit:
                break
            shown += 1
            items.append(f"<li><b>{escape(names[ex.seat])}:</b> \u201c{escape(ex.text)}\u201d "
                         f"({rule_link(ex.rule, rules_url)})</li>")
        if not items:
            break
        block = f'<div style="{HEADER}">{title}</div><ol style="{LIST}">{"".join(items)}</ol>'
        if len(items) == len(result.exchanges):
            pair = result.pair
            learnt = [f"<li>{escape(learnt_text(names[seat], names[pair[1 - i]], fact))}</li>"
                      for i, seat in enumerate(pair) for fact in result.learnt[i]]
            if result.winner is None:
                verdict = "Neither scores this class."
            else:
                melds = ", ".join(m.describe() for m in result.scored)
                shows = "show" if names[result.winner] == "You" else "shows"
                verdict = you_text(f"{names[result.winner]} scores {result.points} "
                                   f"({melds}) and {shows} the cards.")
            block += (f'<ul style="{LIST}">{"".join(learnt)}</ul>'
                      f"<div>{escape(verdict)} ({rule_link('MELD-4', rules_url)})</div>")
        blocks.append(block)
    if outcome.note:
        blocks.append(f"<div>{escape(outcome.note)}</div>")
    return (f'<div class="jj-dialogue" role="group" aria-label="Meld interrogation" '
            f'style="{FONT}">{"".join(blocks)}</div>')
