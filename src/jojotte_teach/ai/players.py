"""Computer players: each one sees only its own :class:`PlayerView` and answers with an action.

A player is made by name with :func:`get_player` and is deterministic for a given
seed: the same views in the same order bring the same answers.

>>> from jojotte_teach.engine import Deal, new_hand, player_view
>>> state = new_hand(Deal.from_seed(7, dealer=0), ("Ann", "Bob"))
>>> view = player_view(state, state.to_act)
>>> get_player("random", seed=1).choose(view) in view.legal
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ..engine.actions import Action
from ..engine.deal import SplitMix64
from ..engine.view import PlayerView

__all__ = ["PLAYER_NAMES", "Player", "RandomPlayer", "checked_view", "get_player"]


def checked_view(view: object) -> PlayerView:
    """The view a player was given, checked: a :class:`PlayerView` with something to do.

    Every player starts here, so that none can be handed the whole state by mistake.

    Raises:
        TypeError: not a :class:`PlayerView`.
        ValueError: the view offers nothing to do.
    """
    if not isinstance(view, PlayerView):
        raise TypeError(f"a player is given a PlayerView, not {type(view).__name__}")
    if not view.legal:
        raise ValueError(f"{view.player} has nothing to do now")
    return view


class Player(Protocol):
    """Anything that picks one of ``view.legal`` from a :class:`PlayerView`."""

    name: str

    def choose(self, view: PlayerView) -> Action:
        """The action to take; always one of ``view.legal`` (which must not be empty)."""
        ...


class RandomPlayer:
    """Picks uniformly among the legal actions (a yardstick, not an opponent).

    >>> RandomPlayer(seed=3).name
    'random'
    """

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = SplitMix64(seed)

    def choose(self, view: PlayerView) -> Action:
        """A uniformly random legal action.

        Raises:
            ValueError: the view offers this player nothing to do.
        """
        view = checked_view(view)
        return view.legal[self._rng.below(len(view.legal))]


def _factories() -> dict[str, Callable[[int], Player]]:
    # Imported here so that the stronger players' modules load only when asked for.
    from .expert import ExpertPlayer
    from .heuristic import HeuristicPlayer

    return {"random": RandomPlayer, "heuristic": HeuristicPlayer, "expert": ExpertPlayer}


#: The names :func:`get_player` knows, weakest first.
PLAYER_NAMES: tuple[str, ...] = ("random", "heuristic", "expert")


def get_player(name: str, seed: int = 0) -> Player:
    """A fresh player of the named kind, deterministic for ``seed``.

    Args:
        name: ``"random"``, ``"heuristic"`` or ``"expert"``.
        seed: fixes every random choice the player makes.

    Raises:
        ValueError: no player of that name.

    >>> get_player("random").name
    'random'
    """
    factories = _factories()
    key = name.strip().lower()
    if key not in factories:
        raise ValueError(
            f"unknown player {name!r}; choose one of {', '.join(sorted(factories))}")
    return factories[key](seed)
