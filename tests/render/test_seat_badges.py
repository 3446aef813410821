"""The seats' role badges: each partnership wears its own colour (FOUR-1), and "bid
stands" is worn only by the player whose bid stands."""

from __future__ import annotations

import re

from jojotte_teach.engine import Deal, new_hand
from jojotte_teach.engine.game import get_game
from jojotte_teach.render.seats import seat_header_html

NAMES = ("You", "Bob", "Cat", "Dan")


def badge(html: str, text: str) -> str:
    """The style of the badge that says ``text``."""
    found = re.search(rf'<span class="jj-role[^"]*"[^>]*style="([^"]*)">{re.escape(text)}<',
                      html)
    assert found, f"no badge {text!r} in {html}"
    return found.group(1)


def test_the_two_partnerships_wear_different_colours() -> None:
    state = new_hand(Deal.from_seed(3, 0, get_game("partnership")), NAMES)
    ours = [badge(seat_header_html(state, seat), "You+Cat") for seat in (0, 2)]
    theirs = [badge(seat_header_html(state, seat), "Bob+Dan") for seat in (1, 3)]
    assert ours[0] == ours[1] and theirs[0] == theirs[1], "partners differ"
    assert ours[0] != theirs[0], "both sides wear the same colour"
