"""The scores drawn as HTML, at any table: a hand's reckoning and the rubber's score sheet.

:func:`score_html` draws one hand's :class:`~jojotte_teach.engine.HandScore`: the
reckoning line by line with its rules linked, then what each column of the sheet (a
player, or a side in a partnership) took and writes above and below the line, each
column with its part in the hand. :func:`scorepad_html` draws a rubber's
:class:`~jojotte_teach.engine.Scorepad` as a bridge pad: above the line the latest
entries highest, the prison marked as such (SCO-8); below it each game ruled off under
its last hand; the rubber and the grand totals.

>>> from jojotte_teach.engine import PARTNERSHIP, Scorepad
>>> html = scorepad_html(Scorepad(("Ann", "Bob", "Cat", "Dan"), game=PARTNERSHIP))
>>> "Ann+Cat" in html, "Games of 125" in html, "No hand scored yet" in html
(True, True, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from ..engine.scorepad import Scorepad
from ..engine.scoring import HandScore, Line
from .basics import FONT, HEADER, LIST, RULES_URL, rule_link, rule_list
from .words import you_text

__all__ = ["reckoning_html", "score_html", "scorepad_html"]

_SHEET = f"{FONT};font-size:14px;border-collapse:collapse;margin:0.4em 0;min-width:260px"
_CELL = "padding:2px 10px;text-align:right"
_LABEL = "padding:2px 10px;text-align:left;font-weight:normal;color:#444"
_LINE = "border-top:2px solid #1d1d1d"
#: The rule that sets each game's target below the line (GAME-1, THREE-13, FOUR-9, CUT-3).
_GAME_RULE = {"three": "THREE-13", "partnership": "FOUR-9", "cutthroat": "CUT-3"}


def reckoning_html(score: HandScore, rules_url: str = RULES_URL) -> str:
    """The reckoning of one hand, line by line, each with its rules linked.

    >>> from jojotte_teach.engine import TWO, HandScore
    >>> html = reckoning_html(HandScore(TWO, ("Ann", "Bob"), True, lines=()))
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
    """Each column's part in the hand: declarer, (active) defender, inactive, the dealer."""
    game, contract, o = score.game, score.contract, score.outcome
    if game.partnerships or contract is None:
        return []
    notes = []
    for seat in range(game.seats):
        if seat == contract.declarer:
            notes.append("declarer")
        elif o is None:
            notes.append("defender")
        elif seat == o.active_defender:
            notes.append("active defender")
        elif game.dealer_sits_out and seat == o.dealer:
            notes.append("dealer, copies (CUT-2)")
        else:
            notes.append("inactive, copies (THREE-11)")
    return notes


def score_html(score: HandScore, rules_url: str = RULES_URL) -> str:
    """One hand's score: the reckoning, then what each column took and writes above and
    below the line.

    >>> from jojotte_teach.engine import THREE, TWO, HandScore, Line
    >>> thrown = HandScore(TWO, ("Ann", "Bob"), True, lines=(Line("Four passes", ("BID-3",)),))
    >>> "thrown in: nothing is scored" in score_html(thrown)
    True
    """
    if score.thrown_in:
        rules = [r for line in score.lines for r in line.rules] or ["BID-3"]
        kept = f" {score.prison} points stay in prison (SCO-8)." if score.prison else ""
        return (f'<div class="jj-score" style="{FONT}">The hand was thrown in: nothing is '
                f"scored ({rule_list(rules, rules_url)}).{escape(kept)}</div>")
    table = (f'<table class="jj-hand-score" aria-label="This hand above and below the line" '
             f'style="{_SHEET}">{_head(score.names, _column_roles(score))}<tbody>'
             f"{_row('tricks', score.tricks)}{_row('trick score', score.trick_score)}"
             f"{_row('melds', score.meld_score)}{_row('above the line', score.above)}"
             f"{_row('below the line', score.below, _LINE)}</tbody></table>")
    prison = f"<div>In prison after this hand: {score.prison}.</div>" if score.prison else ""
    return (f'<div class="jj-score" role="group" aria-label="Score of the hand" style="{FONT}">'
            f'<div style="{HEADER}">The reckoning</div>{reckoning_html(score, rules_url)}'
            f"{table}{prison}</div>")


def _above(pad: Scorepad) -> list[str]:
    """Above the line, the latest entry highest: the rubber bonus, then each hand's entries,
    what it took out of prison and what it sent there marked apart (SCO-8)."""
    columns = range(pad.game.columns)
    rows = []
    if pad.rubber_winner is not None and pad.rubber_bonus:
        rows.append(_row("rubber bonus", [pad.rubber_bonus if c == pad.rubber_winner else 0
                                          for c in columns], blank_zero=True))
    circle = "border:1px solid #1d1d1d;border-radius:1em;padding:0 6px"
    for number in range(len(pad.hands), 0, -1):
        score = pad.hands[number - 1]
        won = [score.prison_won if c == score.winner else 0 for c in columns]
        if any(won):
            rows.append(_row(f"hand {number}: prison won", won, blank_zero=True))
        rest = [score.above[c] - won[c] for c in columns]
        if any(rest):
            rows.append(_row(f"hand {number}", rest, blank_zero=True))
        added = score.prison - (0 if score.prison_won else score.prison_before)
        if added > 0:
            rows.append(
                f'<tr><th scope="row" style="{_LABEL}">hand {number}: to prison</th>'
                f'<td colspan="{len(columns)}" style="{_CELL};text-align:center">'
                f'<span style="{circle}" aria-label="{added} points in prison">{added}</span>'
                "</td></tr>")
    return rows


def _below(pad: Scorepad) -> list[str]:
    """Below the line, game by game, each ruled off under its last hand."""
    names, blank = pad.names, [""] * pad.game.columns
    rows = []
    for game in range(len(pad.games) + 1):
        for number, in_game in enumerate(pad.hand_games, start=1):
            hand = pad.hands[number - 1]
            if in_game == game and hand.thrown_in:
                rows.append(_row(f"hand {number} (thrown in)", blank))
            elif in_game == game and (any(hand.below) or not any(hand.above)):
                rows.append(_row(f"hand {number}", hand.below, blank_zero=True))
        if game < len(pad.games):
            rows.append(_row(f"game {game + 1}: {names[pad.games[game].winner]}", blank,
                             "border-bottom:3px double #1d1d1d"))
    if not pad.hands:
        rows.append(f'<tr><td colspan="{len(names) + 1}" style="padding:2px 10px">No hand '
                    "scored yet.</td></tr>")
    return rows


def scorepad_html(pad: Scorepad, rules_url: str = RULES_URL) -> str:
    """The bridge-style score sheet of a rubber at any table: above the line, the line, game
    by game below it, the grand totals; the game's target, the prison and the rubber.

    >>> from jojotte_teach.engine import PAGAT, Scorepad
    >>> html = scorepad_html(Scorepad(("Ann", "Bob"), PAGAT))
    >>> 'aria-label="Score sheet"' in html, "No hand scored yet" in html
    (True, True)
    """
    names, game = pad.names, pad.game
    line = (f'<tr style="{_LINE}"><td colspan="{len(names) + 1}" style="padding:0;'
            'font-size:11px;color:#555;text-align:center">the line</td></tr>')
    foot = _row("grand total", pad.totals(), _LINE + ";font-weight:600")
    target = rule_link(_GAME_RULE.get(game.name, "GAME-1"), rules_url)
    notes = [f"Games of {game.game_target} below the line ({target})."]
    if pad.prison:
        notes.append(f"In prison: {pad.prison} ({rule_link('SCO-8', rules_url)}).")
    rubber = rule_link("GAME-2", rules_url)
    if pad.rubber_over:
        notes.append(("The rubber is drawn" if pad.rubber_winner is None else
                      escape(you_text(f"{names[pad.rubber_winner]} wins the rubber and "
                                      f"{pad.rubber_bonus}"))) + f" ({rubber}).")
    elif pad.hands:
        won = ", ".join(f"{escape(n)} {sum(1 for g in pad.games if g.winner == c)}"
                        for c, n in enumerate(names))
        notes.append(f"Games won: {won}; the rubber goes on ({rubber}).")
    return (f'<div class="jj-scorepad" style="{FONT}"><table aria-label="Score sheet" '
            f'style="{_SHEET}">{_head(names)}<tbody>{"".join(_above(pad))}{line}'
            f'{"".join(_below(pad))}</tbody><tfoot>{foot}</tfoot></table>'
            + "".join(f"<div>{n}</div>" for n in notes) + "</div>")
