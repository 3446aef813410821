"""The score-position chapter (book/strategy-position.md): the rubbers it starts from,
and how a hand is valued on the sheet.
"""

from __future__ import annotations

import json
from pathlib import Path

from jojotte_teach.book.position_grading import finish_two, sheet_change
from jojotte_teach.book.problems import problems
from jojotte_teach.engine import PAGAT, Deal, new_hand
from jojotte_teach.engine.records import parse_record
from jojotte_teach.engine.scorepad import Scorepad

EXAMPLES = Path(__file__).resolve().parents[2] / "book" / "examples"


def sheet(name: str) -> Scorepad:
    return parse_record(json.loads((EXAMPLES / f"{name}.json").read_text("utf-8"))).scorepad()


def test_the_three_rubbers_stand_where_the_chapter_says() -> None:
    for name in ("position-game-all", "position-part-score", "position-prison"):
        pad = sheet(name)
        assert [g.winner for g in pad.games] == [0, 1], name  # one game all
        assert not pad.rubber_over, name
    assert sheet("position-game-all").below_in_game == [0, 0]
    assert sheet("position-part-score").below_in_game == [0, 50]
    assert sheet("position-prison").prison == 150


def test_each_problem_carries_the_rubber_of_its_example() -> None:
    """The problems hold their rubber in their own data (the live notebook has no
    examples folder): it must be the example the chapter shows."""
    found = [p for p in problems("position")]
    assert len(found) >= 3
    for p in found:
        own = p.prior()
        assert own is not None
        example = parse_record(json.loads((EXAMPLES / f"{p.session}.json").read_text("utf-8")))
        assert own == example, p.ident


def test_a_hand_that_ends_the_rubber_counts_its_bonus() -> None:
    """On the sheet at one game all, the winner of the third game also writes the
    rubber's 300: a hand's value there is its score difference and the bonus."""
    pad = sheet("position-game-all")
    for seed in range(40):
        final = finish_two(new_hand(Deal.from_seed(seed, dealer=0), ("Ann", "Bob")), 0)
        alone = sheet_change(Scorepad(("Ann", "Bob"), PAGAT), final, 0)
        after = Scorepad(("Ann", "Bob"), PAGAT)
        after.add(final)
        if after.below_in_game[0] >= PAGAT.game_target or any(
                g.winner == 0 for g in after.games):
            assert sheet_change(pad, final, 0) == alone + PAGAT.rubber_bonus
            return
    raise AssertionError("no hand of 40 won a game for Ann")
