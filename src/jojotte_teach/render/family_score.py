"""A Klaberjass or Belote hand's score as HTML: one column per player or side, one score each.

Neither game keeps Jo-Jotte's two halves of the sheet (KLAB-19: "only one score for each
player in each hand"; Belote's sides likewise, BEL-22 to BEL-25): :func:`family_score_html`
draws the reckoning with its rules linked, then what each column took and the one
figure it scores for the hand. Rule IDs link to the family's reference
(:func:`~.basics.rule_link` sends KLAB and BEL to it).

>>> from jojotte_teach.engine import HandScore, Line
>>> from jojotte_teach.engine.games import KLABERJASS
>>> thrown = HandScore(KLABERJASS, ("Ann", "Bob"), True,
...                    lines=(Line("Four passes", ("KLAB-5", "KLAB-21")),))
>>> "nothing is scored" in family_score_html(thrown)
True
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from ..engine.scoring import HandScore
from .basics import FONT, HEADER, RULES_URL, rule_list
from .score_sheet import reckoning_html

__all__ = ["family_rows", "family_score_html"]

_SHEET = f"{FONT};font-size:14px;border-collapse:collapse;margin:0.4em 0;min-width:260px"
_CELL = "padding:2px 10px;text-align:right"
_LABEL = "padding:2px 10px;text-align:left;font-weight:normal;color:#444"
_LINE = "border-top:2px solid #1d1d1d"


def family_rows(score: HandScore) -> list[tuple[str, tuple[int, ...]]]:
    """The rows of the score table, each a label and one figure per column.

    Klaberjass: tricks, card points, trick score (KLAB-3, KLAB-18), melds (KLAB-12),
    hand points (KLAB-19), scored (KLAB-20). Belote: tricks, card points, trick points
    (BEL-19), belote (BEL-14), declarations (BEL-13) and those counted (BEL-20), hand
    total (BEL-20), scored (BEL-22 to BEL-25).
    """
    more = dict(score.more_figures)
    if score.game.partnerships:
        rows = [("tricks", score.tricks), ("card points", score.card_points),
                ("trick points", score.trick_score), ("belote", more.get("belote", ())),
                ("declarations won", more.get("declarations", ())),
                ("declarations counted", score.meld_score), ("hand total", score.total_score)]
    else:
        rows = [("tricks", score.tricks), ("card points", score.card_points),
                ("trick score", score.trick_score), ("melds", score.meld_score),
                ("hand points", score.total_score)]
    rows.append(("scored this hand", score.below))
    return [(label, tuple(values)) for label, values in rows if values]


def _roles(score: HandScore) -> list[str]:
    """Each column's part: bidder and opponent (KLAB-6), taking side and defenders (BEL-8)."""
    contract = score.contract
    if contract is None:
        return []
    taking = score.game.side_of(contract.declarer)
    if score.game.partnerships:
        return ["taking side" if c == taking else "defenders" for c in range(score.game.columns)]
    return ["bidder" if c == taking else "opponent" for c in range(score.game.columns)]


def _row(label: str, values: Sequence[int | str], style: str = "") -> str:
    cells = "".join(f'<td style="{_CELL}">{v}</td>' for v in values)
    return (f'<tr style="{style}"><th scope="row" style="{_LABEL}">{escape(label)}</th>'
            f"{cells}</tr>")


def family_score_html(score: HandScore, rules_url: str = RULES_URL) -> str:
    """One Klaberjass or Belote hand's score: the reckoning, then each column's figures and
    the one score it writes."""
    if score.thrown_in:
        rules = [r for line in score.lines for r in line.rules]
        return (f'<div class="jj-score" style="{FONT}">The hand was thrown in: nothing is '
                f"scored ({rule_list(rules, rules_url)}).</div>")
    roles = _roles(score)
    head = "".join(
        f'<th scope="col" style="{_CELL}">{escape(name)}<div style="font-size:11px;'
        f'font-weight:normal;color:#555">{escape(roles[c]) if roles else ""}</div></th>'
        for c, name in enumerate(score.names))
    rows = [_row(label, values, _LINE if label == "scored this hand" else "")
            for label, values in family_rows(score)]
    made = "" if score.made is None else (
        f'<div>The contract is {"made" if score.made else "lost"}.</div>')
    return (f'<div class="jj-score" role="group" aria-label="Score of the hand" style="{FONT}">'
            f'<div style="{HEADER}">The reckoning</div>{reckoning_html(score, rules_url)}'
            f'<table class="jj-hand-score" aria-label="What each column scores this hand" '
            f'style="{_SHEET}"><thead><tr><th></th>{head}</tr></thead><tbody>{"".join(rows)}'
            f"</tbody></table>{made}</div>")
