"""Whose turn it is at a table of three or four, and what the computer seats do with it.

A hand has acts without a turn (melds and the dix, THREE-8, FOUR-5, FOUR-6; the
partnership's Nullo and Slam, FOUR-4): every seat may make them before the first
card. The table asks the seats in an order that keeps each one's place, and waits
for the reader when one is open to him; otherwise the seat to act acts.

>>> from jojotte_teach.engine import DECK, THREE, Deal, new_hand
>>> state = new_hand(Deal.from_deck(DECK, 2, THREE), ("You", "Bob", "Cat"))
>>> asking_order(state, 0, [])
[0, 1, 2]
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence

from ..ai.table_play import RandomPlayer, Player, optional_acts
from ..engine.actions import Action, Verb
from ..engine.hand import HandState, Phase
from ..engine.state import explain

from ..engine.view import player_view
from .players import OpponentError

__all__ = ["asking_order", "checked", "computer_action", "default_player", "settled"]


def default_player(seat: int, seed: int = 0) -> Player:
    """The computer player of a seat: the heuristic player if it is installed, else random.

    >>> default_player(1).name in ("heuristic", "random")
    True
    """
    try:
        module = importlib.import_module("jojotte_teach.ai.table_heuristic")
    except ImportError:
        module = None
    kind = getattr(module, "HeuristicPlayer", None)
    made: Player = (RandomPlayer if kind is None else kind)(seed=seed * 8 + seat)
    return made


def settled(state: HandState) -> bool:
    """The defence (who defends, who withdraws or sides) is settled, or there is none."""
    return state.defence is None or state.defence.step == "settled"


def asking_order(state: HandState, seat: int, open_acts: Sequence[Action]) -> list[int]:
    """Who is asked for an act without a turn, in turn: the reader (``seat``) first while he
    may bid Nullo or Slam (FOUR-4: the special bids come before any meld or dix); else the
    meld order (THREE-8, FOUR-5), so nobody loses his place to a player after him."""
    seats = state.game.seats
    order = [(seat + i) % seats for i in range(seats)]
    if any(a.verb in (Verb.NULLO, Verb.SLAM) for a in open_acts):
        return order
    if state.contract is not None and settled(state) and state.phase is not Phase.AUCTION:
        first = list(state.game.rules.meld_order(state))
        order = first + [s for s in order if s not in first]
    return order


def checked(state: HandState, seat: int, action: object) -> Action:
    """A computer seat's answer, if it is a legal action of that seat.

    Raises:
        OpponentError: anything else (the table shows it rather than lose the hand).
    """
    if not isinstance(action, Action) or action.player != state.players[seat]:
        raise OpponentError(f"{state.players[seat]}'s player answered {action!r}")
    verdict = explain(state, action)
    if not verdict.allowed:
        raise OpponentError(f"{state.players[seat]}'s player chose an illegal action: "
                            f"{verdict.message}")
    return action


def computer_action(state: HandState, seat: int, computers: Mapping[int, Player],
                    open_acts: Sequence[Action]) -> tuple[Action | None, bool]:
    """The next computer action, and whether the table waits for the reader instead.

    Args:
        state: the hand now.
        seat: the reader's seat.
        computers: the player of every other seat.
        open_acts: the reader's acts without a turn that are open and not declined.

    Returns:
        ``(action, False)`` for a computer seat's act; ``(None, True)`` when the reader
        has an act without a turn to make or decline; ``(None, False)`` on his turn.
    """
    for asked in asking_order(state, seat, open_acts):
        if asked == seat:
            if open_acts:
                return None, True
            continue
        view = player_view(state, asked)
        if optional_acts(view):
            act = computers[asked].volunteer(view)
            if act is not None:
                return checked(state, asked, act), False
    if state.to_act == seat:
        return None, False
    player = computers[state.to_act]
    return checked(state, state.to_act, player.choose(player_view(state, state.to_act))), False
