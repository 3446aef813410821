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

from ..engine.actions import Action
from ..engine.game import OwnMelds
from ..engine.hand import HandState
from ..engine.state import apply, legal_actions
from ..engine.view import player_view
from .seat import OPTIONAL, Player, RandomPlayer, checked_view, optional_acts, turn_acts

__all__ = [
    "OPTIONAL", "PLAYER_NAMES", "Player", "RandomPlayer", "checked_view", "get_player",
    "optional_acts", "play_hand", "turn_acts",
]

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
    """The next action: an act without a turn if a seat makes one, else the turn's.

    Seats are asked in seat order; where the game has melds of its own, in the order its
    rules let them declare (KLAB-11: the opponent before the bidder; BEL-12: from the
    dealer's left), so that nobody is shut out by one who speaks after him.
    """
    open_seats = sorted({state.seat_of(a.player) for a in legal_actions(state)
                         if a.verb in OPTIONAL})
    rules = state.game.rules
    if isinstance(rules, OwnMelds) and len(open_seats) > 1:
        order = rules.meld_order(state)
        open_seats.sort(key=lambda s: order.index(s) if s in order else len(order))
    for seat in open_seats:
        view = player_view(state, seat)
        if optional_acts(view):
            act = players[seat].volunteer(view)
            if act is not None:
                return act
    return players[state.to_act].choose(player_view(state, state.to_act))
