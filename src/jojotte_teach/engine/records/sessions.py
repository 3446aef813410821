"""Hand records and sessions of any game, checked by replaying them (HAND_RECORD.md).

A record is replayed action by action through :func:`~jojotte_teach.engine.state.apply`,
so every rule is checked; the actions a game's records leave out (the passes after
the draw at two players) are supplied by its rules. A session's hands are written on
one score sheet, and each is dealt by the player the game's rules name.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..actions import Action, Verb
from ..deal import Deal
from ..errors import IllegalActionError, InvalidNotationError, InvalidRecordError, quoted
from ..game import Game
from ..hand import HandState
from ..rules import Rules
from ..scorepad import Scorepad
from ..state import apply, new_hand


@dataclass(frozen=True)
class HandRecord:
    """One hand: the rules, the players, the deal and every action in order."""

    rules: Rules
    players: tuple[str, ...]
    deal: Deal
    actions: tuple[Action, ...]

    @property
    def game(self) -> Game:
        """The game the hand is played at (two-player Jo-Jotte unless said)."""
        return self.deal.game

    @property
    def dealer(self) -> str:
        """The dealer's name."""
        return self.players[self.deal.dealer]

    @property
    def is_thrown_in(self) -> bool:
        """Whether every player in the hand passed twice round (BID-3, THREE-2, FOUR-2)."""
        calls = 2 * len(self.game.players_of(self.deal.dealer))
        return len(self.actions) == calls and all(a.verb is Verb.PASS for a in self.actions)

    def states(self) -> list[HandState]:
        """Every state of the hand: the first, then one after each action (and each
        action the record leaves out).

        Raises:
            IllegalActionError: an action breaks a rule (the message names the action).
            InvalidNotationError: an action names an unknown player.
        """
        state = new_hand(self.deal, self.players, self.rules)
        rules = self.game.rules
        states = [state]
        for number, action in enumerate(self.actions, start=1):
            context = f'action {number} {quoted(str(action))}'
            try:
                for left_out in rules.implicit(state, action):
                    state = apply(state, left_out)
                    states.append(state)
                state = apply(state, action)
            except IllegalActionError as error:
                raise error.in_context(context) from None
            except InvalidNotationError as error:
                raise InvalidNotationError(f"{context}: {error}") from None
            states.append(state)
        return states

    def final_state(self) -> HandState:
        """The state after the last action."""
        return self.states()[-1]


@dataclass(frozen=True)
class SessionRecord:
    """Several hands between the same players: games and a rubber."""

    rules: Rules
    players: tuple[str, ...]
    hands: tuple[HandRecord, ...]
    game: Game

    def sheet(self) -> Scorepad:
        """Replay every hand and write it on one score sheet (a column per player, or per
        side in a partnership).

        Raises:
            InvalidRecordError, IllegalActionError: a hand is wrong (the message names it).
        """
        pad = Scorepad(self.players, self.rules, self.game)
        for number, hand in enumerate(self.hands, start=1):
            try:
                pad.add(hand.final_state())
            except IllegalActionError as error:
                raise error.in_context(f"hand {number}, {error.context}") from None
            except (InvalidRecordError, InvalidNotationError) as error:
                raise type(error)(f"hand {number}: {error}") from None
        return pad

    scorepad = sheet


def next_dealer(game: Game, dealer: int, *, thrown_in: bool = False,
                rules: Rules | None = None) -> int:
    """Who deals after ``dealer``, as the game's rules say (DEAL-4, THREE-1, FOUR-1, CUT-1).

    >>> from jojotte_teach.engine.games import CUTTHROAT
    >>> next_dealer(CUTTHROAT, 3)
    0
    """
    profile = game.rules.profile(None) if rules is None else rules
    return game.rules.next_dealer(game, dealer, thrown_in, profile)


def check_dealer(previous: HandRecord, record: HandRecord, number: int) -> None:
    """The next hand of a session is dealt by the player the game's rules name (DEAL-4:
    the deal alternates; THREE-1, FOUR-1, CUT-1: it passes to the left).

    Raises:
        InvalidRecordError: someone else deals.
    """
    game = record.game
    expected = game.rules.next_dealer(game, previous.deal.dealer, previous.is_thrown_in,
                                      previous.rules)
    if record.deal.dealer != expected:
        raise InvalidRecordError(
            f"hand {number}: {record.dealer} deals, but "
            f"{game.rules.dealer_words(record.players[expected])} ({game.rules.dealer_rule(game)})")
