"""What every computer player shares: the view it is given, and the acts without a turn.

A player sees only its own :class:`~jojotte_teach.engine.view.PlayerView` and answers
with one of its legal actions (:meth:`Player.choose`), or, for an act without a turn,
makes it or says nothing (:meth:`Player.volunteer`).

>>> from jojotte_teach.engine import Deal, new_hand, player_view
>>> view = player_view(new_hand(Deal.from_seed(7, dealer=0), ("Ann", "Bob")), 1)
>>> RandomPlayer(seed=1).choose(view) in view.legal
True
"""

from __future__ import annotations

from typing import Protocol

from ..engine.actions import Action, Verb
from ..engine.deal import SplitMix64
from ..engine.game import OwnMelds
from ..engine.view import PlayerView

__all__ = ["OPTIONAL", "Player", "RandomPlayer", "checked_view", "optional_acts", "turn_acts"]

#: Acts that may have no turn: made when a player wishes, declined by saying nothing.
OPTIONAL = (Verb.MELD, Verb.DIX, Verb.NULLO, Verb.SLAM)


def optional_acts(view: PlayerView) -> list[Action]:
    """The acts without a turn that this seat may make now.

    Where a pass is offered beside a meld, Nullo or Slam (two players speak in turn
    after the draw, SPEC-1 to SPEC-4), those are the choices of that turn; only the
    dix is then without a turn (DIX-1). A game with melds of its own declares them
    without a turn, and a pass offered then changes nothing (KLAB-11, BEL-12).
    """
    if not isinstance(view.game.rules, OwnMelds) and any(a.verb is Verb.PASS
                                                         for a in view.legal):
        return [a for a in view.legal if a.verb is Verb.DIX]
    return [a for a in view.legal if a.verb in OPTIONAL]


def turn_acts(view: PlayerView) -> list[Action]:
    """The actions of this seat's turn (all it may do, if it has only acts without a turn).

    The pass that changes nothing (KLAB-11) is no choice beside a card to play.
    """
    optional = optional_acts(view)
    acts = [a for a in view.legal if a not in optional] or list(view.legal)
    if isinstance(view.game.rules, OwnMelds) and any(a.verb is Verb.PLAY for a in acts):
        acts = [a for a in acts if a.verb is not Verb.PASS]
    return acts


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
