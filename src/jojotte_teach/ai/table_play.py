"""Computer players at three and four: each sees only its own :class:`PlayerView`.

At a table some acts have no turn (HAND_RECORD.md): melds, the dix, and the
partnership's Nullo and Slam may be made by any player who may make them, and
saying nothing declines them. :func:`play_table_hand` therefore asks, before each
card of the first trick, every player who has such an act open whether he makes
one (:meth:`TablePlayer.volunteer`, ``None`` to decline), and otherwise asks the
player to act (:meth:`TablePlayer.choose`).

>>> from jojotte_teach.engine import DECK, THREE, Deal, new_hand
>>> s = new_hand(Deal.from_deck(DECK, 0, THREE), ("Ann", "Bob", "Cat"))
>>> players = [RandomTablePlayer(seed) for seed in (1, 2, 3)]
>>> play_table_hand(s, players).is_over
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ..engine.actions import Action, Verb
from ..engine.deal import SplitMix64
from ..engine.hand import HandState
from ..engine.state import apply
from ..engine.view import PlayerView, player_view

__all__ = ["RandomTablePlayer", "TablePlayer", "optional_acts", "play_table_hand"]

#: Acts without a turn: made when a player wishes, declined by saying nothing.
OPTIONAL = (Verb.MELD, Verb.DIX, Verb.NULLO, Verb.SLAM)


class TablePlayer(Protocol):
    """Anything that plays one seat at a table from that seat's view."""

    name: str

    def choose(self, view: PlayerView) -> Action:
        """The action to take when it is this seat's turn: one of ``view.legal``."""
        ...

    def volunteer(self, view: PlayerView) -> Action | None:
        """An act without a turn to make now (a meld, the dix, Nullo, Slam), or ``None``."""
        ...


def optional_acts(view: PlayerView) -> list[Action]:
    """The acts without a turn that this seat may make now."""
    return [a for a in view.legal if a.verb in OPTIONAL]


class RandomTablePlayer:
    """Picks uniformly among what it may do (a yardstick, not an opponent).

    >>> RandomTablePlayer(seed=3).name
    'random'
    """

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = SplitMix64(seed)

    def choose(self, view: PlayerView) -> Action:
        """A uniformly random action among those of its turn.

        Raises:
            ValueError: the view offers this seat nothing to do.
        """
        turn = [a for a in view.legal if a.verb not in OPTIONAL] or view.legal
        if not turn:
            raise ValueError(f"{view.player} has nothing to do now")
        return turn[self._rng.below(len(turn))]

    def volunteer(self, view: PlayerView) -> Action | None:
        """Each open act, or declining, with equal chances."""
        acts = optional_acts(view)
        pick = self._rng.below(len(acts) + 1)
        return acts[pick] if pick < len(acts) else None


def play_table_hand(state: HandState, players: Sequence[TablePlayer]) -> HandState:
    """Play a hand at three or four to its end, each seat deciding from its own view.

    Args:
        state: where the hand stands.
        players: one player per seat, in seat order (the cutthroat dealer's is never asked).

    Raises:
        IllegalActionError: a player answered with an action that is not legal.
    """
    while not state.is_over:
        state = _next(state, players)
    return state


def _next(state: HandState, players: Sequence[TablePlayer]) -> HandState:
    """The state after the next action: an act without a turn if someone makes one."""
    for seat in range(len(players)):
        view = player_view(state, seat)
        if optional_acts(view):
            act = players[seat].volunteer(view)
            if act is not None:
                return apply(state, act)
    return apply(state, players[state.to_act].choose(player_view(state, state.to_act)))
