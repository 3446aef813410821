"""Computer players for every game: each sees only its own :class:`PlayerView` and answers.

A player is made by name with :func:`get_player` and is deterministic for a given
seed: the same views in the same order bring the same answers. Some acts have no
turn (HAND_RECORD.md): the dix, and at three and four the melds and the
partnership's Nullo and Slam may be made by any player who may make them, and
saying nothing declines them. :func:`play_hand` therefore asks, before each
action, every player who has such an act open whether he makes one
(:meth:`Player.volunteer`, ``None`` to decline), and otherwise asks the player to
act (:meth:`Player.choose`).

>>> from jojotte_teach.engine import DECK, THREE, Deal, new_hand, player_view
>>> state = new_hand(Deal.from_seed(7, dealer=0), ("Ann", "Bob"))
>>> view = player_view(state, state.to_act)
>>> get_player("random", seed=1).choose(view) in view.legal
True
>>> s = new_hand(Deal.from_deck(DECK, 0, THREE), ("Ann", "Bob", "Cat"))
>>> play_hand(s, [get_player("random", seed) for seed in (1, 2, 3)]).is_over
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from ..engine.actions import Action, Verb
from ..engine.deal import SplitMix64
from ..engine.hand import HandState
from ..engine.state import apply, legal_actions
from ..engine.view import PlayerView, player_view

__all__ = [
    "OPTIONAL", "PLAYER_NAMES", "Player", "RandomPlayer", "checked_view", "get_player",
    "optional_acts", "play_hand", "turn_acts",
]

#: Acts that may have no turn: made when a player wishes, declined by saying nothing.
OPTIONAL = (Verb.MELD, Verb.DIX, Verb.NULLO, Verb.SLAM)


def optional_acts(view: PlayerView) -> list[Action]:
    """The acts without a turn that this seat may make now.

    Where a pass is offered beside a meld, Nullo or Slam (two players speak in turn
    after the draw, SPEC-1 to SPEC-4), those are the choices of that turn; only the
    dix is then without a turn (DIX-1).
    """
    if any(a.verb is Verb.PASS for a in view.legal):
        return [a for a in view.legal if a.verb is Verb.DIX]
    return [a for a in view.legal if a.verb in OPTIONAL]


def turn_acts(view: PlayerView) -> list[Action]:
    """The actions of this seat's turn (all it may do, if it has only acts without a turn)."""
    optional = optional_acts(view)
    return [a for a in view.legal if a not in optional] or list(view.legal)


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
    """Anything that plays one seat of any game from that seat's view."""

    name: str

    def choose(self, view: PlayerView) -> Action:
        """The action to take when it is this seat's turn: one of ``view.legal``."""
        ...

    def volunteer(self, view: PlayerView) -> Action | None:
        """An act without a turn to make now (the dix, a meld, Nullo, Slam), or ``None``."""
        ...


class RandomPlayer:
    """Picks uniformly among what it may do (a yardstick, not an opponent).

    >>> RandomPlayer(seed=3).name
    'random'
    """

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = SplitMix64(seed)

    def choose(self, view: PlayerView) -> Action:
        """A uniformly random action among those of its turn.

        Raises:
            TypeError: not given a :class:`PlayerView`.
            ValueError: the view offers this seat nothing to do.
        """
        turn = turn_acts(checked_view(view))
        return turn[self._rng.below(len(turn))]

    def volunteer(self, view: PlayerView) -> Action | None:
        """Each open act, or declining, with equal chances."""
        acts = optional_acts(view)
        pick = self._rng.below(len(acts) + 1)
        return acts[pick] if pick < len(acts) else None


def _factory(key: str) -> Callable[[int], Player] | None:
    # Imported here so that a player's module loads only when that player is asked for
    # (a card table that plays the heuristic never loads the expert's search).
    if key == "random":
        return RandomPlayer
    if key == "heuristic":
        from .heuristic import HeuristicPlayer

        return HeuristicPlayer
    if key == "expert":
        from .expert import ExpertPlayer

        return ExpertPlayer
    return None


#: The names :func:`get_player` knows, weakest first.
PLAYER_NAMES: tuple[str, ...] = ("random", "heuristic", "expert")


def get_player(name: str, seed: int = 0) -> Player:
    """A fresh player of the named kind, for any seat of any game, deterministic for ``seed``.

    Args:
        name: ``"random"``, ``"heuristic"`` or ``"expert"``.
        seed: fixes every random choice the player makes.

    Raises:
        ValueError: no player of that name.

    >>> get_player("random").name
    'random'
    """
    factory = _factory(name.strip().lower())
    if factory is None:
        raise ValueError(
            f"unknown player {name!r}; choose one of {', '.join(PLAYER_NAMES)}")
    return factory(seed)


def play_hand(state: HandState, players: Sequence[Player]) -> HandState:
    """Play a hand of any game to its end, each seat deciding from its own view.

    Args:
        state: where the hand stands.
        players: one player per seat, in seat order (the cutthroat dealer's is never asked).

    Raises:
        IllegalActionError: a player answered with an action that is not legal.
    """
    while not state.is_over:
        state = apply(state, next_action(state, players))
    return state


def next_action(state: HandState, players: Sequence[Player]) -> Action:
    """The next action: an act without a turn if a seat makes one, else the turn's."""
    open_seats = sorted({state.seat_of(a.player) for a in legal_actions(state)
                         if a.verb in OPTIONAL})
    for seat in open_seats:
        view = player_view(state, seat)
        if optional_acts(view):
            act = players[seat].volunteer(view)
            if act is not None:
                return act
    return players[state.to_act].choose(player_view(state, state.to_act))
