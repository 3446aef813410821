"""The score sheet of one game of Klaberjass or Belote, and the one choice of drawing for
every table.

Neither game has Jo-Jotte's line or rubber: each hand writes one score per player or
side, the scores add up, and the hand in which a column reaches the target (250 in
Klaberjass, KLAB-22; 1,000 in Belote, BEL-26) ends the game. :func:`family_sheet_html`
draws that sheet: a row per hand, the running totals, and the game's state. A table that
serves every game draws through :func:`sheet_html` and :func:`hand_score_html`, which
pick the drawing of the game at hand.

>>> from jojotte_teach.engine import Scorepad
>>> from jojotte_teach.engine.games import BELOTE
>>> pad = Scorepad(("Ann", "Bob", "Cat", "Dan"), BELOTE.rules.profile(None), game=BELOTE)
>>> html = sheet_html(pad)
>>> "Ann+Cat" in html, "game to 1,000" in html, "No hand scored yet" in html
(True, True, True)
"""

from __future__ import annotations

from html import escape

from ..engine.game import PlaysOneGame
from ..engine.scorepad import Scorepad
from ..engine.scoring import HandScore
from .basics import FONT, RULES_URL, rule_link
from .family_score import _CELL, _LINE, _SHEET, _row, family_score_html
from .score_sheet import score_html, scorepad_html
from .words import you_text

__all__ = ["family_sheet_html", "hand_score_html", "plays_one_game", "sheet_html"]

def plays_one_game(pad_or_score: Scorepad | HandScore) -> bool:
    """Whether the sheet is one game to a target without a rubber (KLAB-22, BEL-26)."""
    return isinstance(pad_or_score.game.rules, PlaysOneGame)


def hand_score_html(score: HandScore, rules_url: str = RULES_URL) -> str:
    """A hand's reckoning and score, drawn as its game keeps score."""
    if plays_one_game(score):
        return family_score_html(score, rules_url)
    return score_html(score, rules_url)


def sheet_html(pad: Scorepad, rules_url: str = RULES_URL) -> str:
    """The score sheet, drawn as its game keeps score: a rubber's bridge pad, or one game
    to its target."""
    if plays_one_game(pad):
        return family_sheet_html(pad, rules_url)
    return scorepad_html(pad, rules_url)


def _state(pad: Scorepad, rule: str) -> str:
    """Where the game stands: who won it, a draw or a tie, or how far each is from the
    target."""
    names, target = pad.names, pad.game.game_target
    result = pad.game_result
    if result is not None:
        if result.winner is None:
            # KLAB-22 draws equal totals; BEL-26 calls it a tie.
            ending = "a draw" if not pad.game.partnerships else "a tie"
            return f"The game ends in {ending} after {result.hands} hands ({rule})."
        # A side is named as two players ("Bob+Dan win"), a player alone ("Bob wins").
        verb = "win" if pad.game.partnerships else "wins"
        return escape(you_text(f"{names[result.winner]} {verb} the game in {result.hands} "
                               f"hand{'s' if result.hands != 1 else ''}")) + f" ({rule})."
    if not pad.hands:
        return ""
    short = ", ".join(f"{escape(n)} {max(target - t, 0):,}" for n, t in
                      zip(names, pad.below_in_game, strict=True))
    return f"Still to make: {short}; the game goes on ({rule})."


def family_sheet_html(pad: Scorepad, rules_url: str = RULES_URL) -> str:
    """One game of Klaberjass or Belote: each hand's scores, the totals, the result.

    >>> from jojotte_teach.engine import Scorepad
    >>> from jojotte_teach.engine.games import KLABERJASS
    >>> pad = Scorepad(("Ann", "Bob"), KLABERJASS.rules.profile(None), game=KLABERJASS)
    >>> "a game to 250" in family_sheet_html(pad)
    True
    """
    names, game = pad.names, pad.game
    rules = game.rules
    rule = rule_link(rules.game_rule if isinstance(rules, PlaysOneGame) else game.rule,
                     rules_url)
    head = "".join(f'<th scope="col" style="{_CELL}">{escape(n)}</th>' for n in names)
    rows = [_row(f"hand {number} (thrown in)" if hand.thrown_in else f"hand {number}",
                 ["" if hand.thrown_in else v for v in hand.below])
            for number, hand in enumerate(pad.hands, start=1)]
    if not pad.hands:
        rows.append(f'<tr><td colspan="{len(names) + 1}" style="padding:2px 10px">No hand '
                    "scored yet.</td></tr>")
    foot = _row("total", [f"{t:,}" for t in pad.below_in_game], _LINE + ";font-weight:600")
    notes = [f"One game: a game to {game.game_target:,}, scores added hand by hand ({rule}).",
             _state(pad, rule)]
    return (f'<div class="jj-scorepad" style="{FONT}"><table aria-label="Score sheet" '
            f'style="{_SHEET}"><thead><tr><th></th>{head}</tr></thead><tbody>'
            f'{"".join(rows)}</tbody><tfoot>{foot}</tfoot></table>'
            + "".join(f"<div>{n}</div>" for n in notes if n) + "</div>")
