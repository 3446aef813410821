"""A hand's score and a rubber's score sheet at three or four seats, as HTML.

:func:`table_score_html` draws one hand's :class:`~jojotte_teach.engine.HandScore`:
the reckoning line by line with its rules linked, then what each column writes above
and below the line (three players, two sides, or four players with the cutthroat
dealer's column). :func:`table_pad_html` draws a rubber's
:class:`~jojotte_teach.engine.Scorepad`: games to 80 (125 in a partnership), the
rubber, the prison and the grand totals. :func:`you_text` and :func:`linked_rules`
serve the table's other words too.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from html import escape

from ..engine.scoring import Line
from ..engine.scorepad import Scorepad
from ..engine.jojotte.outcome import HandScore
from .table import RULES_URL, rule_link
from .words import you_text

__all__ = ["linked_rules", "table_pad_html", "table_score_html", "you_text"]

_FONT = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif"
_HEADER = "font-weight:600;margin:2px 0"
_LIST = "margin:2px 0;padding-left:1.4em"
_SHEET = f"{_FONT};font-size:14px;border-collapse:collapse;margin:0.4em 0;min-width:300px"
_CELL = "padding:2px 10px;text-align:right"
_LABEL = "padding:2px 10px;text-align:left;font-weight:normal;color:#444"
_LINE = "border-top:2px solid #1d1d1d"
_GAME_RULE = {"three": "THREE-13", "partnership": "FOUR-9", "cutthroat": "CUT-3"}
_RULE_ID = re.compile(r"\b(?:BID|CUT|DEAL|DIX|DRAW|FOUR|GAME|JOJ|MELD|MULTI|PLAY|SCO|SPEC|"
                      r"THREE)-\d*[0-9A-Z]\b")


def linked_rules(text: str, rules_url: str = RULES_URL) -> str:
    """Plain text, escaped, with every rule ID in it linked to the rules page.

    >>> linked_rules("Cat withdraws (THREE-4).", "r.html")  # doctest: +ELLIPSIS
    'Cat withdraws (<a class="jj-rule" href="r.html#rule-three-4" ...>THREE-4</a>).'
    """
    return _RULE_ID.sub(lambda m: rule_link(m.group(0), rules_url), escape(you_text(text)))


def _lines(lines: Sequence[Line], rules_url: str) -> str:
    items = "".join(f"<li>{escape(you_text(line.text))}" + (
        f" ({', '.join(rule_link(r, rules_url) for r in line.rules)})" if line.rules else "")
        + "</li>" for line in lines)
    return (f'<ol class="jj-reckoning" role="list" aria-label="Reckoning" style="{_LIST}">'
            f"{items}</ol>")


def _row(label: str, values: Sequence[int | str], style: str = "", blank_zero: bool = False
         ) -> str:
    cells = "".join(f'<td style="{_CELL}">{"" if blank_zero and v == 0 else v}</td>'
                    for v in values)
    return (f'<tr style="{style}"><th scope="row" style="{_LABEL}">{escape(label)}</th>'
            f"{cells}</tr>")


def _head(names: Sequence[str], notes: Sequence[str] = ()) -> str:
    cells = "".join(f'<th scope="col" style="{_CELL}">{escape(n)}' + (
        f'<div style="font-size:11px;font-weight:normal;color:#555">{escape(notes[i])}</div>'
        if notes and notes[i] else "") + "</th>" for i, n in enumerate(names))
    return f"<thead><tr><th></th>{cells}</tr></thead>"


def _column_roles(score: HandScore) -> list[str]:
    """Each column's part in the hand: declarer, active defender, inactive, the dealer."""
    o = score.outcome
    if o is None or score.game.partnerships:
        return []
    notes = []
    for seat in range(score.game.seats):
        if seat == o.declarer:
            notes.append("declarer")
        elif seat == o.active_defender:
            notes.append("active defender")
        elif score.game.dealer_sits_out and seat == o.dealer:
            notes.append("dealer, copies (CUT-2)")
        else:
            notes.append("inactive, copies (THREE-11)")
    return notes


def table_score_html(score: HandScore, rules_url: str = RULES_URL) -> str:
    """One hand at three or four: the reckoning with its rules, then each column's entries.

    >>> from jojotte_teach.engine import THREE
    >>> from jojotte_teach.engine.jojotte.outcome import thrown_in_score
    >>> "thrown in" in table_score_html(thrown_in_score(THREE, ("Ann", "Bob", "Cat")))
    True
    """
    rule = "FOUR-2" if score.game.partnerships else "THREE-2"
    if score.thrown_in:
        kept = f" {score.prison} points stay in prison (SCO-8)." if score.prison else ""
        return (f'<div class="jj-score" style="{_FONT}">The hand was thrown in: nothing is '
                f"scored ({rule_link(rule, rules_url)}).{escape(kept)}</div>")
    table = (f'<table class="jj-hand-score" aria-label="This hand above and below the line" '
             f'style="{_SHEET}">{_head(score.names, _column_roles(score))}<tbody>'
             f"{_row('tricks', score.tricks)}{_row('trick score', score.trick_score)}"
             f"{_row('melds', score.meld_score)}{_row('above the line', score.above)}"
             f"{_row('below the line', score.below, _LINE)}</tbody></table>")
    prison = f"<div>In prison after this hand: {score.prison}.</div>" if score.prison else ""
    return (f'<div class="jj-score" role="group" aria-label="Score of the hand" style="{_FONT}">'
            f'<div style="{_HEADER}">The reckoning</div>{_lines(score.lines, rules_url)}{table}'
            f"{prison}</div>")


def table_pad_html(pad: Scorepad, rules_url: str = RULES_URL) -> str:
    """The rubber's score sheet at three or four: above the line, the line, game by game.

    >>> from jojotte_teach.engine import PARTNERSHIP, Scorepad
    >>> html = table_pad_html(Scorepad(("Ann", "Bob", "Cat", "Dan"), game=PARTNERSHIP))
    >>> "Ann+Cat" in html, "Games of 125" in html
    (True, True)
    """
    names, game = pad.names, pad.game
    cols, blank = len(names), [""] * len(names)
    above = []
    if pad.rubber_winner is not None and pad.rubber_bonus:
        above.append(_row("rubber bonus", [pad.rubber_bonus if c == pad.rubber_winner else 0
                                           for c in range(cols)], blank_zero=True))
    above += [_row(f"hand {i}", pad.hands[i - 1].above, blank_zero=True)
              for i in range(len(pad.hands), 0, -1) if any(pad.hands[i - 1].above)]
    below = []
    for number in range(len(pad.games) + 1):
        for i, g in enumerate(pad.hand_games, start=1):
            hand = pad.hands[i - 1]
            if g == number and hand.thrown_in:
                below.append(_row(f"hand {i} (thrown in)", blank))
            elif g == number and (any(hand.below) or not any(hand.above)):
                below.append(_row(f"hand {i}", hand.below, blank_zero=True))
        if number < len(pad.games):
            below.append(_row(f"game {number + 1}: {names[pad.games[number].winner]}", blank,
                              "border-bottom:3px double #1d1d1d"))
    if not pad.hands:
        below.append(f'<tr><td colspan="{cols + 1}" style="padding:2px 10px">No hand scored '
                     "yet.</td></tr>")
    line = (f'<tr style="{_LINE}"><td colspan="{cols + 1}" style="padding:0;font-size:11px;'
            'color:#555;text-align:center">the line</td></tr>')
    foot = _row("grand total", pad.totals(), _LINE + ";font-weight:600")
    rule = _GAME_RULE[game.name]
    notes = [f"Games of {game.game_target} below the line ({rule_link(rule, rules_url)})."]
    if pad.prison:
        notes.append(f"In prison: {pad.prison} ({rule_link('SCO-8', rules_url)}).")
    if pad.rubber_over:
        notes.append("The rubber is drawn" if pad.rubber_winner is None else
                     escape(you_text(f"{names[pad.rubber_winner]} wins the rubber and "
                                     f"{pad.rubber_bonus}")))
        notes[-1] += f" ({rule_link('GAME-2', rules_url)})."
    elif pad.games:
        won = ", ".join(f"{escape(n)} {sum(1 for g in pad.games if g.winner == c)}"
                        for c, n in enumerate(names))
        notes.append(f"Games won: {won}; the rubber goes on ({rule_link('GAME-2', rules_url)}).")
    return (f'<div class="jj-scorepad" style="{_FONT}"><table aria-label="Score sheet" '
            f'style="{_SHEET}">{_head(names)}<tbody>{"".join(above)}{line}{"".join(below)}'
            f"</tbody><tfoot>{foot}</tfoot></table>"
            + "".join(f"<div>{n}</div>" for n in notes) + "</div>")
