"""Blank score sheets to print: one column per player (or side), the line, games, totals.

:func:`blank_sheet_html` draws an empty sheet laid out like the book's filled ones
(:func:`~jojotte_teach.render.scorepad_html`): entries above the line stack upwards
from it, the line, then the hands below it, ruled off game by game; the grand totals
at the foot. The number of columns and the game target come from the engine's
:class:`~jojotte_teach.engine.Game`, the rubber bonus from the rule profile. The
look, on screen and on paper (one sheet to a page), is in ``book/_static/print.css``.

>>> from jojotte_teach.engine import TWO
>>> html = blank_sheet_html(TWO)
>>> html.count('class="jj-sheet-below"'), "game 80" in html
(8, True)
"""

from __future__ import annotations

from html import escape

from ..engine.games import PARTNERSHIP, THREE, TWO, Game
from ..engine.rules import PAGAT, Rules
from ..render.table import RULES_URL, rule_link

__all__ = ["SHEET_TITLES", "blank_sheet_html", "sheet_headings"]

#: Each table's sheet: its title and the rules that set its columns and its game.
SHEET_TITLES: dict[str, tuple[str, tuple[str, ...]]] = {
    TWO.name: ("Two players", ("GAME-1", "GAME-2")),
    THREE.name: ("Three players", ("THREE-11", "THREE-13")),
    PARTNERSHIP.name: ("Four players in partnership", ("FOUR-1", "FOUR-9")),
}


def sheet_headings(game: Game) -> list[str]:
    """The column headings: a blank for each player's name, or each side's two names.

    >>> sheet_headings(PARTNERSHIP)
    ['Side 1: seats 1 and 3', 'Side 2: seats 2 and 4']
    >>> sheet_headings(THREE)
    ['Player 1', 'Player 2', 'Player 3']
    """
    if game.partnerships:  # FOUR-1: partners sit opposite
        return [f"Side {side + 1}: seats {side + 1} and {side + 3}"
                for side in range(game.columns)]
    return [f"Player {seat + 1}" for seat in range(game.columns)]


def _rows(count: int, cls: str, columns: int) -> str:
    cells = "<td></td>" * (columns + 1)  # the hand's number, then each column's points
    return "".join(f'<tr class="{cls}">{cells}</tr>' for _ in range(count))


def blank_sheet_html(game: Game = TWO, rules: Rules = PAGAT, hands: int = 8,
                     above: int = 8, rules_url: str = RULES_URL) -> str:
    """An empty score sheet for a rubber at this table.

    Args:
        game: the table (two, three, partnership); its columns and its game target.
        rules: the profile giving the rubber bonus.
        hands: rows below the line (a hand a row; rule a game off under its last hand).
        above: rows above the line.
        rules_url: where rule IDs link to.

    Raises:
        ValueError: a table without a sheet here (cutthroat is the three-player sheet
            with a fourth column).

    >>> html = blank_sheet_html(THREE, hands=2, above=1)
    >>> html.count("<th scope=\\"col\\""), html.count('class="jj-sheet-above"')
    (4, 1)
    """
    if game.name not in SHEET_TITLES:
        raise ValueError(f"no blank sheet for the {game.name} game: print the three-player "
                         "sheet and add a column (CUT-2)")
    title, rule_ids = SHEET_TITLES[game.name]
    columns = game.columns
    names = "".join(f'<th scope="col"><span class="jj-sheet-who">{escape(h)}</span>'
                    '<span class="jj-sheet-name" aria-hidden="true"></span></th>'
                    for h in sheet_headings(game))
    blank = "<td></td>" * columns
    body = (
        f'<tr class="jj-sheet-bonus"><th scope="row">rubber bonus ({rules.rubber_bonus})'
        f"</th>{blank}</tr>"
        + _rows(above, "jj-sheet-above", columns)
        + f'<tr class="jj-sheet-line"><td colspan="{columns + 1}">&uarr; above the line: '
        "melds, bonuses, prison, other trick scores &middot; below the line: the trick "
        "scores that count towards a game &darr;</td></tr>"
        + _rows(hands, "jj-sheet-below", columns))
    foot = "".join((
        f'<tr class="jj-sheet-games"><th scope="row">games won</th>{blank}</tr>',
        f'<tr class="jj-sheet-total"><th scope="row">grand total</th>{blank}</tr>'))
    links = ", ".join(rule_link(r, rules_url) for r in rule_ids)
    notes = (f'<p class="jj-sheet-notes">Game: the first to <b>{game.game_target}</b> below '
             f"the line; rule a double line under it, and below the line starts again. "
             f"Rubber: the first to two games writes <b>{rules.rubber_bonus}</b> above. "
             f"In prison: <span class=\"jj-sheet-blank\"></span> ({links}, "
             f"{rule_link('SCO-8', rules_url)}).</p>")
    caption = (f'<caption><span class="jj-sheet-title">Jo-Jotte score sheet: '
               f'{escape(title.lower())}</span> <span class="jj-sheet-game">game '
               f"{game.game_target}</span></caption>")
    return (f'<div class="jj-aid jj-sheet jj-sheet-{game.name}">'
            f'<table class="jj-sheet-table" aria-label="Blank score sheet, '
            f'{escape(title.lower())}">{caption}<colgroup><col class="jj-sheet-label">'
            + '<col class="jj-sheet-column">' * columns
            + f"</colgroup><thead><tr><th scope=\"col\">hand</th>{names}</tr></thead>"
            f"<tbody>{body}</tbody><tfoot>{foot}</tfoot></table>{notes}</div>")
