"""The auction's numbered list leaves room for two-digit numbers (FOUR-2: it can run past nine)."""

from __future__ import annotations

import random
import re

from jojotte_teach.engine import Deal, apply, get_game, legal_actions, new_hand
from jojotte_teach.engine.hand import Phase
from jojotte_teach.render.table import auction_html


def long_auction() -> tuple[int, str]:
    """An auction at four of at least ten calls, played at random, and its drawing."""
    game = get_game("partnership")
    for seed in range(1, 500):
        rng = random.Random(seed)
        state = new_hand(Deal.from_seed(seed, dealer=0, game=game), ("You", "Bob", "Cat", "Dan"))
        while state.phase is Phase.AUCTION:
            state = apply(state, rng.choice(legal_actions(state)))
        if len(state.history) >= 10:
            return len(state.history), auction_html(state)
    raise AssertionError("no auction of ten calls in 500 deals")


def test_an_auction_of_ten_calls_numbers_them_in_full() -> None:
    calls, drawn = long_auction()
    lists = re.findall(r'<ol style="[^"]*padding-left:([\d.]+)em', drawn)
    assert drawn.count("<li>") >= 10 and lists, drawn[:200]
    # "10." and "11." need about 1.9em of a 13px sans-serif font before the text.
    assert all(float(room) >= 1.9 for room in lists), (calls, lists)


def test_a_problems_picture_shows_every_call_of_its_auction() -> None:
    """A static picture cannot be scrolled to its first call by everyone: a problem's
    position draws the whole auction (the live table keeps its scrolling box)."""
    from jojotte_teach.book.problem_pages import problem_html
    from jojotte_teach.book.problems import problem

    drawn = problem_html(problem("partnership-ruff-1"))
    box = re.search(r'class="jj-auction"[^>]*style="([^"]*)"', drawn)
    assert box and "max-height" not in box.group(1) and "overflow" not in box.group(1)
    assert "max-height" in auction_html(problem("partnership-ruff-1").state)
