"""A hand set aside (THREE-8), shown face up at the end of a hand, stays readable."""

from __future__ import annotations

import random
import re

from jojotte_teach.engine import Deal, apply, get_game, legal_actions, new_hand
from jojotte_teach.render.seats import seat_html, sits_out


def test_a_hand_set_aside_is_shown_in_rows_not_squeezed_in_a_fan() -> None:
    game = get_game("three")
    rng = random.Random(5)
    state = new_hand(Deal.from_seed(5, dealer=0, game=game), ("You", "Bob", "Cat"))
    while not state.is_over:
        state = apply(state, rng.choice(legal_actions(state)))
    aside = next(s for s in range(3) if sits_out(state, s))
    drawn = seat_html(state, aside, face_up=True, bottom=False, viewer=None)
    assert "jj-fan" not in drawn, "the set-aside hand is fanned"
    row = re.search(r'<div class="jj-hand" role="list"[^>]*style="([^"]*)"', drawn)
    assert row and "flex-wrap:wrap" in row.group(1)
    assert len(state.hands[aside]) == 9 and drawn.count('role="listitem"') == 9
