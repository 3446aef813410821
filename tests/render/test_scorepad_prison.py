"""The score sheet marks prison points as prison (SCO-8), not as a hand's own entry."""

from __future__ import annotations

import re

from jojotte_teach.book import example, example_score
from jojotte_teach.engine import Scorepad
from jojotte_teach.render import scorepad_html


def rows(html: str) -> list[str]:
    """Each row of the sheet as text: its label and its figures."""
    found = []
    for row in re.findall(r"<tr.*?</tr>", html, re.DOTALL):
        cells = [re.sub(r"<[^>]+>", "", c).strip()
                 for c in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row, re.DOTALL)]
        found.append(" | ".join(cells))
    return found


def test_the_tie_sends_points_to_prison_and_the_next_winner_takes_them() -> None:
    pad = example_score("rubber")
    assert isinstance(pad, Scorepad)
    tie, claim = pad.hands[1], pad.hands[2]  # hand 2 ties, hand 3 has a winner
    assert tie.prison and claim.prison_won == tie.prison
    sheet = rows(scorepad_html(pad))
    assert f"hand 2: to prison | {tie.prison}" in sheet
    assert f"hand 3: prison won | {claim.prison_won} | " in sheet
    # Hand 3's own entry above the line, if any, is what is left without the prison.
    own = [claim.above[s] - (claim.prison_won if s == claim.winner else 0) for s in (0, 1)]
    assert not any(own) or any(r.startswith("hand 3 | ") for r in sheet)


def test_a_hand_without_prison_has_no_prison_row() -> None:
    record = example("first-hand")
    pad = Scorepad(record.players, record.rules)
    pad.add(record.final_state())
    assert not any("prison" in r for r in rows(scorepad_html(pad)))
