"""The computer players as the widgets see them, at any table, and whose turn it is.

A computer player is anything with ``choose(view) -> Action``; it may also
``volunteer(view)`` an act without a turn (the dix, a meld, the partnership's Nullo
and Slam). It only ever receives :func:`~jojotte_teach.engine.player_view` of its own
seat, never the whole state. Players are looked up by name in
:mod:`jojotte_teach.ai.players` (``"random"``, ``"heuristic"``, ``"expert"``).

A hand has acts without a turn (DIX-1, THREE-8, FOUR-4 to FOUR-6): every seat may make
them before the first card (the second, for the dix in a partnership). A card table
asks the seats in an order that keeps each one's place, and waits for the reader when
one is open to him (:func:`computer_action`); a computer's turn to speak (an auction's
call, a choice after the draw) comes first, as it does at the table.

>>> from jojotte_teach.engine import DECK, THREE, Deal, new_hand
>>> state = new_hand(Deal.from_deck(DECK, 2, THREE), ("You", "Bob", "Cat"))
>>> asking_order(state, 0, [])
[0, 1, 2]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol, runtime_checkable

from ..engine.actions import Action, Verb
from ..engine.deal import Deal
from ..engine.hand import HandState, Phase
from ..engine.rules import Rules
from ..engine.state import apply, explain, legal_actions, new_hand
from ..engine.view import PlayerView, player_view
from ..render.words import choosing, turn_choices

__all__ = ["OpponentError", "Player", "asking_order", "checked", "computer_action",
           "open_acts", "play_out", "resolve_player", "take_turn"]

#: Acts that may have no turn: made when a player wishes, declined by saying nothing.
_OPTIONAL = (Verb.MELD, Verb.DIX, Verb.NULLO, Verb.SLAM)


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


def checked(state: HandState, seat: int, action: object) -> Action:
    """A computer seat's answer, if it is a legal action of that seat.

    Raises:
        OpponentError: anything else (the table shows it rather than lose the hand).
    """
    if not isinstance(action, Action):
        raise OpponentError(f"{state.players[seat]}'s player returned {action!r}, not an action")
    verdict = explain(state, action)
    if not verdict.allowed or action.player != state.players[seat]:
        raise OpponentError(f"{state.players[seat]}'s player chose an illegal action: "
                            f"{verdict.message}")
    return action


def take_turn(state: HandState, seat: int, player: Player) -> HandState:
    """Ask a player for its action from its own view, check it, and apply it.

    Raises:
        OpponentError: the player's action is not legal (the message names the rule).
    """
    return apply(state, checked(state, seat, player.choose(player_view(state, seat))))


def open_acts(mine: Sequence[Action]) -> list[Action]:
    """Among one seat's legal actions, its acts without a turn open now: the dix, and
    melds, Nullo or Slam where they are not the choices of its turn to speak (SPEC-1 to
    SPEC-4 at two, where the two players speak in turn after the draw).

    >>> open_acts([Action.parse("Ann pass"), Action.parse("Ann meld KS QS JS"),
    ...            Action.parse("Ann dix")])
    [Action.parse('Ann dix')]
    """
    turn = turn_choices(list(mine))
    return [a for a in mine if a.verb in _OPTIONAL and a not in turn]


def asking_order(state: HandState, seat: int, open_to_reader: Sequence[Action]) -> list[int]:
    """Who is asked for an act without a turn, in turn: the reader (``seat``) first while he
    may bid Nullo or Slam (FOUR-4: the special bids come before any meld or dix); else the
    meld order (THREE-8, FOUR-5), so nobody loses his place to a player after him."""
    seats = state.game.seats
    order = [(seat + i) % seats for i in range(seats)]
    if any(a.verb in (Verb.NULLO, Verb.SLAM) for a in open_to_reader):
        return order
    # The game's meld order, where its melds have one (THREE-8, FOUR-5).
    meld_order = getattr(state.game.rules, "meld_order", None)
    if meld_order is not None and state.contract is not None and not choosing(state) \
            and state.phase is not Phase.AUCTION:
        first = list(meld_order(state))
        order = first + [s for s in order if s not in first]
    return order


def computer_action(state: HandState, seat: int, computers: Mapping[int, Player],
                    open_to_reader: Sequence[Action]) -> tuple[Action | None, bool]:
    """The next computer action, and whether the table waits for the reader instead.

    Args:
        state: the hand now.
        seat: the reader's seat.
        computers: the player of every other seat.
        open_to_reader: the reader's acts without a turn that are open and not declined.

    Returns:
        ``(action, False)`` for a computer seat's act; ``(None, True)`` when the reader
        has an act without a turn to make or decline; ``(None, False)`` on his turn.
    """
    to_act = state.to_act
    if turn_choices([a for a in legal_actions(state) if a.player == state.players[to_act]]):
        # A turn to speak: its seat speaks first, the acts without a turn stay open (the
        # reader's are offered beside his choices).
        if to_act == seat:
            return None, False
        player = computers[to_act]
        return checked(state, to_act, player.choose(player_view(state, to_act))), False
    for asked in asking_order(state, seat, open_to_reader):
        if asked == seat:
            if open_to_reader:
                return None, True
            continue
        volunteer = getattr(computers[asked], "volunteer", None)
        if volunteer is None:
            continue  # a player that only chooses on its turn
        view = player_view(state, asked)
        if open_acts(view.legal):
            act = volunteer(view)
            if act is not None:
                return checked(state, asked, act), False
    if to_act == seat:
        return None, False
    player = computers[to_act]
    return checked(state, to_act, player.choose(player_view(state, to_act))), False


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
