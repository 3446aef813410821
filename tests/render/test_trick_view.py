"""The trick on the table: the trick just finished stays in view until the reader plays
again, even when its winner leads the next one at once (at every table)."""

from __future__ import annotations

import re

from jojotte_teach.engine import Deal, legal_actions, new_hand
from jojotte_teach.engine.actions import Verb
from jojotte_teach.engine.game import get_game
from jojotte_teach.engine.hand import HandState, trick_order
from jojotte_teach.engine.state import apply
from jojotte_teach.render.table import trick_html

NAMES = {2: ("You", "Bob"), 3: ("You", "Bob", "Cat"), 4: ("You", "Bob", "Cat", "Dan")}


def moments(game: str, seed: int) -> list[HandState]:
    """Every state of a hand played by first legal actions (accepting the turn-up)."""
    g = get_game(game)
    state = new_hand(Deal.from_seed(seed, 1, g), NAMES[g.seats])
    states = [state]
    while not state.is_over:
        legal = legal_actions(state)
        accept = [a for a in legal if a.verb is Verb.ACCEPT]
        state = apply(state, (accept or legal)[0])
        states.append(state)
    return states


def last_trick(html: str) -> str | None:
    """The drawing of the trick just finished beside the trick in progress, if any."""
    found = re.search(r'aria-label="Last trick".*', html, re.S)
    return found.group(0) if found else None


def test_a_lead_after_a_finished_trick_leaves_that_trick_in_view() -> None:
    kept = 0
    for game in ("two", "three", "partnership"):
        for seed in range(4):
            for state in moments(game, seed):
                if not (state.trick and state.tricks):
                    continue
                shown = last_trick(trick_html(state, viewer=0))
                if 0 in trick_order(state, state.leader, len(state.trick)):
                    assert shown is None, "the last trick is kept after the reader played"
                    continue
                # Cards led before the reader's turn: the trick he has not seen is there.
                assert shown is not None, (game, seed, len(state.tricks))
                done = state.tricks[-1]
                assert all(card.name in shown for card in done.cards), shown
                winner = state.players[done.winner]
                assert ("You win" if winner == "You" else f"{winner} wins") in shown
                kept += 1
    assert kept > 20, kept
