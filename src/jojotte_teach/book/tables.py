"""The book's hands at three and four: replays, scores, figures glued into the prose, quizzes.

The two-player helpers (:mod:`.show`, :mod:`.glue`, ``book.questions``) score a hand
with :func:`~jojotte_teach.engine.score_hand`. A hand of the three-player game, the
partnership game or cutthroat (MULTI-3, MULTI-4, MULTI-4C) is scored column by column
by :func:`~jojotte_teach.engine.scoring.score_hand`; these helpers show it,
and :mod:`.score_questions` asks about it::

    from jojotte_teach import book
    book.show_table_replay("three-doubled")   # the hand, call by call and trick by trick
    book.show_table_score("three-doubled")    # the reckoning; each column above and below
    book.glue_table_scores("doubled", "three-doubled")
    book.show_quiz(book.table_quiz(book.table_questions("three-doubled", "The doubled hand")))

>>> link_rules_html("Cat copies Bob (THREE-11) & Dan too (CUT-2)")  # doctest: +ELLIPSIS
'Cat copies Bob (<a class="jj-rule" href="rules.html#rule-three-11" ...>THREE-11</a>) &amp; ...'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from html import escape
from typing import Any

from ..engine.hand import HandState
from ..engine.records import HandRecord
from ..engine.scoring import HandScore, score_hand
from ..quiz import Question, to_jupyterquiz
from ..render.account import hand_account
from ..render.table import RULES_URL, rule_link
from .examples import hand_example
from .glue import glue
from .show import Html

__all__ = [
    "column_key", "glue_table_scores", "link_rules_html", "show_table_replay",
    "show_table_score", "sitting_out", "table_example", "table_quiz", "table_score",
    "table_score_values",
]

_RULE_ID = re.compile(r"\b(?:DECK|DEAL|BID|DRAW|SPEC|MELD|DIX|PLAY|JOJ|SCO|GAME|MULTI|THREE"
                      r"|FOUR|CUT|FAM)-[0-9A-Z]+\b")
#: The IDs the quiz module does not link yet (the rules of the games at three and four).
_TABLE_RULE = re.compile(r"\b(?:THREE|FOUR|CUT)-[0-9]+\b")
_FONT = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif"
_PRE = ("font-size:13px;line-height:1.35;white-space:pre-wrap;background:#f6f6f2;"
        "border:1px solid #d0d0c8;border-radius:6px;padding:8px 10px;max-width:820px")
_CELL = "padding:2px 10px;text-align:right"
_LABEL = "padding:2px 10px;text-align:left;font-weight:normal;color:#444"


def link_rules_html(text: str, rules_url: str = RULES_URL) -> str:
    """Escape text for HTML and link every rule ID in it, those of three and four included."""
    return _RULE_ID.sub(lambda m: rule_link(m.group(0), rules_url), escape(text, quote=False))


def table_example(name: str) -> HandRecord:
    """An example hand of the three-player, partnership or cutthroat game.

    Raises:
        ValueError: the example is a session, a two-player hand, or a hand of Klaberjass
            or Belote (whose reckoning is their own: see the family's helpers).
    """
    record = hand_example(name)
    if record.game.name in ("klaberjass", "belote"):
        raise ValueError(f'example "{name}" is a hand of {record.game.name.title()}: show '
                         "it with show_family_replay and show_family_score")
    if record.game.seats == 2:
        raise ValueError(f'example "{name}" is a two-player hand: show it with show_score')
    return record


def table_score(name: str, prison: int = 0) -> HandScore:
    """The score of an example hand at three or four, column by column."""
    return score_hand(table_example(name).final_state(), prison)


def show_table_replay(name: str, *, with_score: bool = False,
                      rules_url: str = RULES_URL) -> Html:
    """The example's account: the deal, every call and choice, the melds and the tricks.

    Each rule ID links to the reference. The score is left to :func:`show_table_score`
    unless ``with_score``.
    """
    account = hand_account(table_example(name))
    if not with_score:
        account = account.split("\n\nThe score (with the rules used)", 1)[0]
    return Html(f'<pre class="jj-replay" role="region" aria-label="The hand, step by step" '
                f'style="{_PRE}">{link_rules_html(account, rules_url)}</pre>')


def show_table_score(name: str, prison: int = 0, rules_url: str = RULES_URL) -> Html:
    """The reckoning of an example hand, then what each column writes above and below."""
    score = table_score(name, prison)
    if score.thrown_in:
        rule = rule_link("FOUR-2" if score.game.partnerships else "THREE-2", rules_url)
        return Html(f'<div class="jj-score" style="{_FONT}">The hand was thrown in: nothing '
                    f"is scored ({rule}).</div>")
    lines = "".join(f"<li>{link_rules_html(str(line), rules_url)}</li>" for line in score.lines)
    head = "".join(f'<th scope="col" style="{_CELL}">{escape(n)}</th>' for n in score.names)

    def row(label: str, values: Sequence[int], style: str = "") -> str:
        cells = "".join(f'<td style="{_CELL}">{v}</td>' for v in values)
        return f'<tr style="{style}"><th scope="row" style="{_LABEL}">{label}</th>{cells}</tr>'

    table = (f'<table class="jj-hand-score" aria-label="This hand above and below the line" '
             f'style="{_FONT};font-size:14px;border-collapse:collapse;margin:0.4em 0">'
             f"<thead><tr><th></th>{head}</tr></thead><tbody>"
             f"{row('above the line', score.above)}"
             f"{row('below the line', score.below, 'border-top:2px solid #1d1d1d')}"
             "</tbody></table>")
    prison_text = f"<div>In prison after this hand: {score.prison}.</div>" if score.prison else ""
    return Html(f'<div class="jj-score" role="group" aria-label="Score of the hand" '
                f'style="{_FONT}"><div style="font-weight:600">The reckoning</div>'
                f'<ol class="jj-reckoning" style="margin:2px 0;padding-left:2.2em">{lines}</ol>'
                f"{table}{prison_text}</div>")


def column_key(column: str) -> str:
    """A column's name in glue keys and question keys: ``Ann``, or ``Ann-Cat`` for a side.

    >>> column_key("Ann+Cat")
    'Ann-Cat'
    """
    return column.replace("+", "-")


def table_score_values(prefix: str, state: HandState, score: HandScore) -> dict[str, Any]:
    """The glue names and values of a hand at three or four (see :func:`glue_table_scores`)."""
    if score.thrown_in or score.outcome is None:
        return {f"{prefix}-thrown-in": True}
    o, names, contract = score.outcome, score.names, state.contract
    assert contract is not None
    values: dict[str, Any] = {
        f"{prefix}-contract": contract.describe(state.players),
        f"{prefix}-declarer": o.players[o.declarer],
        f"{prefix}-original-bidder": o.players[o.original_bidder],
        f"{prefix}-dealer": o.players[o.dealer],
        f"{prefix}-multiplier": o.multiplier,
        f"{prefix}-winner": "nobody" if score.winner is None else names[score.winner],
        f"{prefix}-prison": score.prison,
        f"{prefix}-prison-won": score.prison_won,
    }
    if o.active_defender is not None:
        values[f"{prefix}-active-defender"] = o.players[o.active_defender]
        for seat in sitting_out(score):
            role = "dealer-out" if seat == o.dealer and o.game.dealer_sits_out else "inactive"
            values[f"{prefix}-{role}"] = o.players[seat]
    if o.sider is not None:
        values[f"{prefix}-sider"] = o.players[o.sider]
    for field in ("tricks", "card_points", "trick_score", "meld_score", "total_score", "above",
                  "below"):
        for column, name in enumerate(names):
            values[f"{prefix}-{field.replace('_', '-')}-{column_key(name)}"] = getattr(
                score, field)[column]
    both = sum(score.trick_score)
    values[f"{prefix}-card-points-both"] = sum(score.card_points)
    values[f"{prefix}-trick-scores-both"] = both
    multiplier = 1 if o.special == "nullo" else o.multiplier  # SCO-9: nothing multiplied
    values[f"{prefix}-trick-scores-both-multiplied"] = multiplier * both
    return values


def glue_table_scores(prefix: str, name: str, prison: int = 0) -> dict[str, Any]:
    """Glue every figure of an example hand at three or four under ``<prefix>-...`` names.

    ``p-contract``, ``p-declarer``, ``p-original-bidder``, ``p-dealer``, ``p-multiplier``,
    ``p-winner``, ``p-prison``, ``p-prison-won``; at three and in cutthroat
    ``p-active-defender``, ``p-inactive`` and ``p-dealer-out`` (cutthroat), ``p-sider``
    after a double; for each column (``Ann``, or ``Ann-Cat`` for a side) ``p-tricks-Ann``,
    ``p-card-points-Ann``, ``p-trick-score-Ann``, ``p-meld-score-Ann``,
    ``p-total-score-Ann``, ``p-above-Ann``, ``p-below-Ann``; then ``p-card-points-both``,
    ``p-trick-scores-both`` and ``p-trick-scores-both-multiplied``.

    Returns:
        The names and values glued.
    """
    state = table_example(name).final_state()
    values = table_score_values(prefix, state, score_hand(state, prison))
    for key, value in values.items():
        glue(key, value)
    return values

def sitting_out(score: HandScore) -> tuple[int, ...]:
    """The seats that do not play the cards but write above the line (THREE-11, CUT-2):
    the inactive player, and in cutthroat the dealer. None in a partnership."""
    o = score.outcome
    if o is None or o.active_defender is None:
        return ()
    return tuple(s for s in range(o.game.seats) if s not in (o.declarer, o.active_defender))

def table_quiz(questions: Iterable[Question], rules_url: str = RULES_URL
               ) -> list[dict[str, Any]]:
    """Questions in jupyterquiz's format, every rule ID linked (THREE, FOUR and CUT too).

    >>> from jojotte_teach.quiz import numeric
    >>> data = table_quiz([numeric("Copy?", 20, "Cat copies Bob.", "THREE-11")])
    >>> "rule-three-11" in data[0]["answers"][-1]["feedback"]
    True
    """
    data = to_jupyterquiz(questions, rules_url)
    for item in data:
        for answer in item["answers"]:
            answer["feedback"] = _TABLE_RULE.sub(lambda m: rule_link(m.group(0), rules_url),
                                                 answer["feedback"])
    return data
