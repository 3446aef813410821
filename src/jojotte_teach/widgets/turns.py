"""The turns of a hand at a card table: the reader's gestures and the computer's answers.

:class:`TableTurns` is the part of :class:`~jojotte_teach.widgets.CardTable` that
plays the hand: a gesture in words (``call``, ``play``) is checked by the engine and
made, or refused with its rule linked; the computer seats then answer from their own
views (:func:`~.players.computer_action`) until the reader has something to do, each
action said in words. An act without a turn open to the reader (the dix, a meld, the
partnership's Nullo and Slam) makes the table wait for him: "Play on" declines it.
Undo goes back to before the reader's last action.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.actions import Action, Verb
from ..engine.errors import InvalidNotationError
from ..engine.game import Game
from ..engine.hand import HandState, Phase
from ..engine.rules import Rules
from ..engine.state import apply, explain, legal_actions
from ..render.words import action_text, choosing, turn_choices, you_text
from .base import verdict_html
from .calls import TableControls, waiting_prompt
from .players import Player, computer_action, open_acts, resolve_player

__all__ = ["TableTurns"]

_MAX_STEPS = 400  # a hand has well under 400 actions


class TableTurns(TableControls):
    """The reader's gestures and the computer seats' turns (the table holds the hand).

    Attributes:
        seat: the reader's seat.
        opponent: the computer players' kind or object (``None``: the reader plays every
            seat).
        held: the computer seats keep still (while a record is replayed).
    """

    game: Game
    rules: Rules
    players: tuple[str, ...]
    seat: int
    opponent: str | Player | None
    held: bool
    sheet: bool
    _states: list[HandState]
    _marks: list[tuple[int, frozenset[Action]]]
    _declined: frozenset[Action]
    _computers: dict[int, Player]
    _factory: Callable[[int], Player] | None
    _opponent_seed: int
    _seed: int

    @property
    def me(self) -> str:
        """The reader's name."""
        return self.players[self.seat]

    def _controls_seat(self, seat: int) -> bool:
        return seat == self.seat or self.opponent is None

    def learner_actions(self) -> list[Action]:
        """The reader's legal actions now (every seat's, when he plays them all)."""
        state = self.state
        return [a for a in legal_actions(state) if self._controls_seat(state.seat_of(a.player))]

    def _seat_shown(self) -> int:
        """The seat at the bottom of the table: the reader's, or the one to act."""
        return self.seat if self.opponent is not None else self.state.to_act

    def _open(self, state: HandState) -> list[Action]:
        """The reader's acts without a turn that he has not declined (melds, dix, specials)."""
        if state.phase not in (Phase.DECLARING, Phase.PLAY) or choosing(state):
            return []
        legal = legal_actions(state)
        acts = [a for seat, name in enumerate(state.players) if self._controls_seat(seat)
                for a in open_acts([b for b in legal if b.player == name])]
        return [a for a in acts if a not in self._declined]

    def _waits(self, state: HandState) -> bool:
        """Whether the table waits for the reader's acts without a turn: some are open, and
        it is nobody's turn to speak (a call, or a choice after the draw)."""
        return not self.held and self._would_wait(state)

    def _offers_play_on(self, state: HandState) -> bool:
        """Whether "Play on" is offered: the table waits for the reader, or would but for
        a record replayed (there "Play on" takes the hand over, as any act of his does)."""
        return self.waiting or (self.held and self._would_wait(state))

    def _would_wait(self, state: HandState) -> bool:
        """Whether acts without a turn are open to the reader while nobody must speak."""
        if not self._computers or not self._open(state):
            return False
        name = state.players[state.to_act]
        return not turn_choices([a for a in legal_actions(state) if a.player == name])

    # ------------------------------------------------------------ gestures

    def call(self, text: str) -> bool:
        """Any action in words, without the player (``"accept"``, ``"bid NT"``, ``"side
        declarer"``, ``"meld AS KS QS"``, ``"dix"``): True if made, else False with
        ``message`` saying why not (the rule linked)."""
        player = self.me
        if self.opponent is None:  # the reader plays every seat: the one to act
            dix = [a.player for a in legal_actions(self.state) if a.verb is Verb.DIX]
            player = dix[0] if text.strip().lower() == "dix" and dix else \
                self.state.player_to_act
        try:
            action = Action.parse(f"{player} {text}")
        except InvalidNotationError as error:
            self.say(f"{error}.")
            return False
        return self._act(action)

    def play(self, card: str, announce: str | None = None) -> bool:
        """Play a card (``"KH"``), optionally saying ``"jo"`` or ``"jotte"`` (JOJ-2)."""
        return self.call(f"play {card}" + (f" {announce}" if announce else ""))

    def proceed(self) -> bool:
        """Decline the acts without a turn now open (melds, the dix, Nullo, Slam), play on."""
        if not self._offers_play_on(self.state):
            self.say("Nothing is waiting for you.")
            return False
        self.held = False  # during a replay: the hand is the reader's from here
        self._declined |= frozenset(self._open(self.state))
        self.message = ""
        self._tell(self._advance())
        self._refresh()
        return True

    def undo(self) -> bool:
        """Take back the reader's last action and the computer's answers to it."""
        if not self._marks:
            self.say("There is nothing to undo.")
            return False
        index, self._declined = self._marks.pop()
        del self._states[index + 1:]
        self.waiting = self._waits(self.state)
        self.reviewing = 0
        self.say("Action taken back.")
        self._refresh()
        return True

    # ------------------------------------------------------------ the computer's turns

    def _new_hand(self, marks: list[tuple[int, frozenset[Action]]] | None = None,
                  declined: frozenset[Action] = frozenset()) -> None:
        self._new_hand_coach()
        self._marks, self._declined = list(marks or []), declined
        self._computers = self._seat_players()
        self.waiting = False
        self.reviewing = 0
        self.message = ""

    def _seat_players(self) -> dict[int, Player]:
        """A computer player for every seat but the reader's (none if he plays them all)."""
        opponent = self.opponent
        if opponent is None:
            return {}
        made: dict[int, Player] = {}
        for s in range(self.game.seats):
            if s == self.seat:
                continue
            if self._factory is not None:
                made[s] = self._factory(s)
            elif isinstance(opponent, str):
                made[s] = resolve_player(opponent, self._opponent_seed + 8 * self._seed + s)
            else:
                made[s] = opponent
        return made

    def _act(self, action: Action) -> bool:
        state = self.state
        if action.player not in state.players:
            self.say(f"{action.player} is not playing this hand.")
            return False
        if not self._controls_seat(state.seat_of(action.player)):
            self.say(f"{action.player} is the computer's seat.")
            return False
        verdict = explain(state, action)
        if not verdict.allowed:
            legal = [a.short() for a in self.learner_actions() if a.player == action.player]
            self.message = verdict_html(verdict, action, self.rules_url, legal)
            return False
        # An act of the reader's while a record is replayed takes the hand over from
        # that step: the computers play on (whoever shows the record follows ``held``).
        self.held = False
        self._marks.append((len(self._states) - 1, self._declined))
        said = self._push(state, action)
        said.extend(self._advance())
        self.message = ""
        self._tell(said)
        self._refresh()
        return True

    def _push(self, state: HandState, action: Action) -> list[str]:
        """Apply an action; what happened, in words."""
        after = apply(state, action)
        self._states.append(after)
        self.reviewing = 0
        said = [action_text(state, action, self._seat_shown())]
        if len(after.tricks) > len(state.tricks):
            said.append(f"{after.players[after.tricks[-1].winner]} wins the trick.")
        if after.phase is Phase.OVER:
            sheet = ", and on the sheet" if self.sheet else ""
            said.append(f"The hand is over: the score is below{sheet}; \u201cReview the "
                        "play\u201d compares every card with perfect play.")
        elif after.phase is Phase.THROWN_IN:
            line = self.game.rules.thrown_in_score(self.game, self.players, 0).lines[0]
            said.append(f"{line.text} ({', '.join(line.rules)}). Press \u201cNew deal\u201d.")
        return said

    def _advance(self) -> list[str]:
        """Let the computer seats act until the reader has something to do; the words."""
        said: list[str] = []
        self.waiting = False
        for _ in range(0 if self.held or not self._computers else _MAX_STEPS):
            state = self.state
            if state.is_over:
                break
            try:
                action, self.waiting = computer_action(state, self.seat, self._computers,
                                                       self._open(state))
                if action is None:
                    break
                if action.verb in (Verb.NULLO, Verb.SLAM):
                    self._declined = frozenset()  # the contract changed: the reader may answer
                said.extend(self._push(state, action))
            except Exception as error:  # a fault in a computer player: shown, not lost
                self.report(error)
                said.append(f"The computer player stopped: {error}")
                break
        if self.waiting:
            said.append(waiting_prompt(self.state, self._open(self.state)))
        return said

    def _tell(self, said: list[str]) -> None:
        if said:
            self.say(you_text(" ".join(said)))
