"""The two-player scores drawn as HTML: a hand's reckoning and the rubber's score sheet.

Every line names its rules, linked to the book's rules page (:mod:`.basics`).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from ..engine.scoring import HandScore, Line
from ..engine.scorepad import Scorepad
from .basics import FONT, HEADER, LIST, RULES_URL, rule_link, rule_list
from .words import you_text

__all__ = ["reckoning_html", "score_html", "scorepad_html"]

_SHEET = (
    f"{FONT};font-size:14px;border-collapse:collapse;margin:0.4em 0;min-width:260px"
)
_CELL = "padding:2px 10px;text-align:right"
_LABEL = "padding:2px 10px;text-align:left;font-weight:normal;color:#444"


def reckoning_html(score: HandScore, rules_url: str = RULES_URL) -> str:
    """The reckoning of one hand, line by line, each with its rules linked.

    >>> from jojotte_teach.engine import HandScore
    >>> html = reckoning_html(HandScore(("Ann", "Bob"), True, lines=()))
    >>> 'aria-label="Reckoning"' in html
    True
    """
    items = "".join(f"<li>{_line(line, rules_url)}</li>" for line in score.lines)
    return (f'<ol class="jj-reckoning" role="list" aria-label="Reckoning" '
            f'style="{FONT};{LIST}">{items}</ol>')


def _line(line: Line, rules_url: str) -> str:
    text = escape(you_text(line.text))
    if line.rules:
        text += f" ({rule_list(line.rules, rules_url)})"
    return text


def score_html(score: HandScore, rules_url: str = RULES_URL) -> str:
    """One hand's score: the reckoning, then what each player writes above and below the line.

    >>> from jojotte_teach.engine import HandScore
    >>> "thrown in" in score_html(HandScore(("Ann", "Bob"), True))
    True
    """
    names = score.players
    if score.thrown_in:
        return (f'<div class="jj-score" style="{FONT}">The hand was thrown in: nothing is '
                f"scored ({rule_link('BID-3', rules_url)}).</div>")
    head = "".join(f'<th scope="col" style="{_CELL}">{escape(n)}</th>' for n in names)
    above = "".join(f'<td style="{_CELL}">{score.above[s]}</td>' for s in (0, 1))
    below = "".join(f'<td style="{_CELL}">{score.below[s]}</td>' for s in (0, 1))
    line_row = "border-top:2px solid #1d1d1d"
    table = (
        f'<table class="jj-hand-score" aria-label="This hand above and below the line" '
        f'style="{_SHEET}"><thead><tr><th></th>{head}</tr></thead><tbody>'
        f'<tr><th scope="row" style="{_LABEL}">above the line</th>{above}</tr>'
        f'<tr style="{line_row}"><th scope="row" style="{_LABEL}">below the line</th>'
        f"{below}</tr></tbody></table>"
    )
    prison = ""
    if score.prison:
        prison = f"<div>In prison after this hand: {score.prison}.</div>"
    return (f'<div class="jj-score" role="group" aria-label="Score of the hand" '
            f'style="{FONT}"><div style="{HEADER}">The reckoning</div>'
            f"{reckoning_html(score, rules_url)}{table}{prison}</div>")


def scorepad_html(pad: Scorepad, rules_url: str = RULES_URL) -> str:
    """The bridge-style score sheet: above the line, the line, below it game by game.

    Entries above the line stack upwards from the line, the latest highest, as on a
    bridge pad; below the line each game is ruled off under its last hand.

    >>> from jojotte_teach.engine import PAGAT, Scorepad
    >>> html = scorepad_html(Scorepad(("Ann", "Bob"), PAGAT))
    >>> 'aria-label="Score sheet"' in html, "No hand scored yet" in html
    (True, True)
    """
    names = pad.players
    head = "".join(f'<th scope="col" style="{_CELL}">{escape(n)}</th>' for n in names)

    def row(label: str, values: Sequence[int | str], style: str = "") -> str:
        cells = "".join(f'<td style="{_CELL}">{v if v != 0 else ""}</td>' for v in values)
        return (f'<tr style="{style}"><th scope="row" style="{_LABEL}">{escape(label)}</th>'
                f"{cells}</tr>")

    above_rows = []
    if pad.rubber_winner is not None and pad.rubber_bonus:
        bonus = [pad.rubber_bonus if s == pad.rubber_winner else 0 for s in (0, 1)]
        above_rows.append(row("rubber bonus", bonus))
    circle = "border:1px solid #1d1d1d;border-radius:1em;padding:0 6px"
    for number in range(len(pad.hands), 0, -1):
        score = pad.hands[number - 1]
        # SCO-8: prison points are marked as such, not written as the hand's own entry.
        won = [score.prison_won if s == score.winner else 0 for s in (0, 1)]
        if any(won):
            above_rows.append(row(f"hand {number}: prison won", won))
        rest = [score.above[s] - won[s] for s in (0, 1)]
        if any(rest):
            above_rows.append(row(f"hand {number}", rest))
        added = score.prison - (0 if score.prison_won else score.prison_before)
        if added > 0:
            above_rows.append(
                f'<tr><th scope="row" style="{_LABEL}">hand {number}: to prison</th>'
                f'<td colspan="2" style="{_CELL};text-align:center">'
                f'<span style="{circle}" aria-label="{added} points in prison">{added}</span>'
                "</td></tr>")
    below_rows = []
    line = "border-top:2px solid #1d1d1d"
    for game in range(len(pad.games) + 1):
        numbers = [i + 1 for i, g in enumerate(pad.hand_games) if g == game]
        for number in numbers:
            score = pad.hands[number - 1]
            if score.thrown_in:
                below_rows.append(row(f"hand {number} (thrown in)", ["", ""]))
            elif any(score.below) or not any(score.above):
                below_rows.append(row(f"hand {number}", score.below))
        if game < len(pad.games):
            winner = names[pad.games[game].winner]
            below_rows.append(
                row(f"game {game + 1}: {winner}", ["", ""], "border-bottom:3px double #1d1d1d"))
    if not pad.hands:
        below_rows.append('<tr><td colspan="3" style="padding:2px 10px">No hand scored yet.'
                          "</td></tr>")
    body = "".join(above_rows)
    body += (f'<tr style="{line}"><td colspan="3" style="padding:0;font-size:11px;'
             f'color:#555;text-align:center">the line</td></tr>')
    body += "".join(below_rows)
    totals = pad.totals()
    foot = row("grand total", totals, "border-top:2px solid #1d1d1d;font-weight:600")
    notes = []
    if pad.prison:
        notes.append(f"In prison: {pad.prison} ({rule_link('SCO-8', rules_url)}).")
    if pad.rubber_over:
        if pad.rubber_winner is None:
            notes.append(f"The rubber is drawn ({rule_link('GAME-2', rules_url)}).")
        else:
            rubber = you_text(f"{names[pad.rubber_winner]} wins the rubber and "
                              f"{pad.rubber_bonus}")
            notes.append(f"{escape(rubber)} ({rule_link('GAME-2', rules_url)}).")
    elif pad.hands:
        games = [sum(1 for g in pad.games if g.winner == s) for s in (0, 1)]
        notes.append(f"Games: {escape(names[0])} {games[0]}, {escape(names[1])} {games[1]}; "
                     f"the rubber goes on ({rule_link('GAME-1', rules_url)}).")
    note_html = "".join(f"<div>{n}</div>" for n in notes)
    return (f'<div class="jj-scorepad" style="{FONT}"><table aria-label="Score sheet" '
            f'style="{_SHEET}"><thead><tr><th></th>{head}</tr></thead><tbody>{body}</tbody>'
            f"<tfoot>{foot}</tfoot></table>{note_html}</div>")
