"""The computer opponent as the widgets see it: anything with ``choose(view) -> Action``.

A player only ever receives :func:`~jojotte_teach.engine.view` of its own
seat, never the whole state. Players are looked up by name in
:mod:`jojotte_teach.ai.players` (``"random"``, ``"heuristic"``, ``"expert"``).
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from ..engine.actions import Action
from ..engine.deal import Deal
from ..engine.rules import Rules
from ..engine.state import HandState, Phase, apply, explain, new_hand
from ..engine.view import PlayerView, player_view

__all__ = ["OpponentError", "Player", "play_out", "resolve_player", "take_turn"]


@runtime_checkable
class Player(Protocol):
    """A computer player: chooses one of ``view.legal``."""

    def choose(self, view: PlayerView) -> Action:
        """The action to take, from this player's view only."""
        ...


class OpponentError(RuntimeError):
    """A computer player chose something the rules do not allow (a fault in that player)."""


def resolve_player(player: str | Player, seed: int = 0) -> Player:
    """A player object from a name (looked up in ``jojotte_teach.ai.players``) or as given.

    Raises:
        ValueError: the computer players cannot be imported, or the name is unknown.
        TypeError: the object has no ``choose`` method.
    """
    if isinstance(player, str):
        try:
            # The computer players live in ai/, which may be missing from a slim install.
            from ..ai.players import get_player  # type: ignore[import-not-found, unused-ignore]
        except ImportError as error:
            raise ValueError(
                f'cannot find the computer player "{player}": jojotte_teach.ai.players is not '
                f"available ({error})") from None
        try:
            found: Player = get_player(player, seed)
        except (KeyError, ValueError) as error:
            raise ValueError(f'no computer player called "{player}" ({error})') from None
        return found
    if not callable(getattr(player, "choose", None)):
        raise TypeError(f"{player!r} is not a player: it needs a choose(view) method")
    return player


def take_turn(state: HandState, seat: int, player: Player) -> HandState:
    """Ask a player for its action from its own view, check it, and apply it.

    Raises:
        OpponentError: the player's action is not legal (the message names the rule).
    """
    action = player.choose(player_view(state, seat))
    if not isinstance(action, Action):
        raise OpponentError(f"{state.players[seat]}'s player returned {action!r}, not an action")
    verdict = explain(state, action)
    if not verdict.allowed or action.player != state.players[seat]:
        raise OpponentError(f"{state.players[seat]}'s player chose an illegal action: "
                            f"{verdict.message}")
    return apply(state, action)


def play_out(seed: int, players: tuple[str, ...], rules: Rules,
             computers: tuple[Player, Player], *, dealer: int = 1,
             max_deals: int = 50) -> tuple[HandState, int]:
    """Deal from ``seed`` and let two computer players play the hand to its end.

    A thrown-in deal is replaced by the next seed's, so the hand has a score.

    Returns:
        The finished state and the seed actually dealt.

    Raises:
        OpponentError: a player chose an illegal action.
        ValueError: ``max_deals`` deals in a row were thrown in.
    """
    for attempt in range(max_deals):
        state = new_hand(Deal.from_seed(seed + attempt, dealer), players, rules)
        for _ in range(200):  # a hand has well under 200 actions
            if state.is_over:
                break
            state = take_turn(state, state.to_act, computers[state.to_act])
        if state.phase is Phase.OVER:
            return state, seed + attempt
        if not state.is_over:
            raise OpponentError("the computer players did not finish the hand")
    raise ValueError(f"{max_deals} deals in a row were thrown in")
